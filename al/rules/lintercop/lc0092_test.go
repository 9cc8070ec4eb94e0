package lintercop

import (
	"testing"

	"github.com/dlclark/regexp2/v2"
)

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

// TestNativePatternsMatchRegexp holds each Go function of a built-in
// pattern against the pattern run by the regexp engine.
func TestNativePatternsMatchRegexp(t *testing.T) {
	names := []string{"", "a", "A", "z", "Z", "ab", "Ab", "aB", "_", "_a", "_A", "x", "xA", "xa", "X", "XA",
		"a\n", "A\n", "a\nb", "\na", "1A", " A", "Ä", "äB", "_Ä", "Name%", "A&B", "Why?", "Hi!", "%", "Plain",
		"Ümlaut", "x1", "__A", "a b"}
	for text, native := range nativePatterns {
		re, err := regexp2.Compile(text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		for _, n := range names {
			want, err := re.MatchString(n)
			if err != nil {
				t.Fatalf("%s on %q: %v", text, n, err)
			}
			if got := native(n); got != want {
				t.Errorf("pattern %s on %q: native %v, regexp %v", text, n, got, want)
			}
		}
		if p := compilePattern(" "+text, "about"); p == nil || p.native == nil || p.text != " "+text {
			t.Errorf("compilePattern(%q) does not use the native function", text)
		}
	}
	if p := compilePattern(`^[A-Z][a-z]`, ""); p == nil || p.native != nil || !p.matches("Ab") || p.matches("AB") {
		t.Errorf("a pattern of the user's own is not run by the regexp engine")
	}
}
