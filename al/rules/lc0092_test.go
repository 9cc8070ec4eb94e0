package rules

import "testing"

func TestNamingInheritance(t *testing.T) {
	r := compileNaming(map[string]namingPattern{
		"variable":     {AllowPattern: "^v"},
		"Parameter":    {AllowPattern: "^p", AllowDescription: "starts with p"},
		"GlobalObject": {AllowPattern: "^g"}, // no such target: ignored
		"Procedure":    {},                   // switches the procedure checks off
		"Field":        {AllowPattern: "(unclosed"},
	})
	for _, tc := range []struct {
		target     namingTarget
		allow      string
		noDisallow bool
	}{
		{ntLocalVariable, "^v", true},  // the user's Variable wins over the built-in LocalVariable
		{ntGlobalVariable, "^v", true}, // likewise
		{ntParameter, "^p", true},      // its own
		{ntVarParameter, "^p", true},   // from Parameter
		{ntReturnValue, "^v", true},    // ReturnValue -> LocalVariable -> Variable
		{ntObject, upperStart, true},   // built-in
		{ntLocalProcedure, "", true},   // Procedure switched off
		{ntEnumValue, "", true},        // no built-in
		{ntField, "", true},            // the user's pattern does not compile and replaces both built-in ones
	} {
		got := r[tc.target]
		allow := ""
		if got.allow != nil {
			allow = got.allow.text
		}
		if allow != tc.allow || (got.disallow == nil) != tc.noDisallow {
			t.Errorf("%s: allow %q, disallow %v; want %q, none %v", namingTargetNames[tc.target], allow, got.disallow, tc.allow, tc.noDisallow)
		}
	}
	if r[ntParameter].allow.about != "starts with p" {
		t.Error("the description is lost")
	}
	b := compileNaming(nil)
	if b[ntParameter].allow.text != upperStartOrUnd || b[ntVariable].disallow.text != specialChars {
		t.Error("built-in patterns")
	}
}

func TestStripAffixes(t *testing.T) {
	for _, tc := range []struct{ name, want string }{
		{"ABC Sales", "Sales"}, {"abcSales", "Sales"}, {"Sales XYZ", "Sales"}, {"ABC", "ABC"}, {"Other", "Other"},
	} {
		if got := stripAffixes(tc.name, []string{"ABC", "XYZ"}); got != tc.want {
			t.Errorf("stripAffixes(%q) = %q, want %q", tc.name, got, tc.want)
		}
	}
}
