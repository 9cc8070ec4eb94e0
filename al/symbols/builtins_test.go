package symbols

import (
	"regexp"
	"strings"
	"testing"
)

func TestCatalogueReadsCleanly(t *testing.T) {
	if len(builtins.errs) > 0 {
		t.Fatalf("builtins.txt: %s", strings.Join(builtins.errs, "\n"))
	}
	if n := len(builtins.byKey); n < 400 {
		t.Errorf("only %d methods", n)
	}
}

var canonicalName = regexp.MustCompile(`^[A-Z][A-Za-z0-9]*$`)

func TestCatalogueNoDuplicatesAndCanonicalNames(t *testing.T) {
	for _, recv := range Receivers() {
		if !canonicalName.MatchString(recv) {
			t.Errorf("receiver %q is not canonical", recv)
		}
		seen := map[string]string{}
		for _, m := range Builtins(recv) {
			if !canonicalName.MatchString(m.Name) {
				t.Errorf("%s.%s is not canonical", recv, m.Name)
			}
			low := strings.ToLower(m.Name)
			if other, dup := seen[low]; dup {
				t.Errorf("%s lists %s and %s", recv, other, m.Name)
			}
			seen[low] = m.Name
			if m.Receiver != recv {
				t.Errorf("%s.%s has receiver %s", recv, m.Name, m.Receiver)
			}
			if m.Returns != "" && m.Returns != "Action" && CanonicalTypeName(m.Returns) != m.Returns {
				t.Errorf("%s.%s returns %q, not a canonical type name", recv, m.Name, m.Returns)
			}
			if m.Property && (m.MaxArgs != 1) {
				t.Errorf("%s.%s is property-like but takes %d..%d arguments", recv, m.Name, m.MinArgs, m.MaxArgs)
			}
			// Lookups are case-insensitive and give the canonical casing.
			if got := Builtin(strings.ToUpper(recv), strings.ToLower(m.Name)); got != m {
				t.Errorf("Builtin(%s, %s) = %v", recv, m.Name, got)
			}
		}
		if len(seen) == 0 {
			t.Errorf("receiver %s has no methods", recv)
		}
	}
}

func TestCatalogueEntries(t *testing.T) {
	cases := []struct {
		recv, name    string
		min, max      int
		returns       string
		property      bool
		parameterless bool
		acceptsOneArg bool
	}{
		{"", "Today", 0, 0, "Date", false, true, false},
		{"System", "WorkDate", 0, 1, "Date", false, true, true},
		{"system", "StrSubstNo", 1, -1, "Text", false, false, true},
		{"Record", "FindFirst", 0, 0, "Boolean", false, true, false},
		{"Record", "SetRange", 1, 3, "", false, false, true},
		{"Record", "ReadIsolation", 0, 1, "IsolationLevel", true, true, true},
		{"XmlPort", "TextEncoding", 0, 1, "TextEncoding", true, true, true},
		{"Page", "Editable", 0, 1, "Boolean", true, true, true},
		{"RecordRef", "Field", 1, 1, "FieldRef", false, false, true},
		{"List", "Count", 0, 0, "Integer", false, true, false},
		{"Date", "DayOfWeek", 0, 0, "Integer", false, true, false},
		{"TextStatic", "StrLen", 1, 1, "Integer", false, false, true},
	}
	for _, c := range cases {
		m := Builtin(c.recv, c.name)
		if m == nil {
			t.Errorf("%s.%s missing", c.recv, c.name)
			continue
		}
		if m.MinArgs != c.min || m.MaxArgs != c.max || m.Returns != c.returns || m.Property != c.property ||
			m.Parameterless() != c.parameterless || m.Accepts(1) != c.acceptsOneArg {
			t.Errorf("%s.%s = %+v", c.recv, c.name, *m)
		}
	}
	if m := Builtin("", "Evaluate"); m == nil || len(m.VarArgs) != 1 || m.VarArgs[0] != 0 {
		t.Errorf("Evaluate var argument: %+v", m)
	}
	if m := Builtin("System", "StrSubstNo"); !m.Accepts(12) || m.Accepts(0) {
		t.Error("variadic Accepts")
	}
	for _, miss := range [][2]string{{"Record", "Frobnicate"}, {"Nope", "Get"}, {"", "SetRange"}, {"Text", "StrLen"}} {
		if m := Builtin(miss[0], miss[1]); m != nil {
			t.Errorf("Builtin(%q, %q) = %+v, want nil", miss[0], miss[1], m)
		}
	}
	if Builtins("nope") != nil {
		t.Error("Builtins of an unknown receiver")
	}
}

func TestCatalogueParserRejectsBadLines(t *testing.T) {
	for _, text := range []string{
		"Get 0 1 -",                       // before any receiver
		"[R]\nGet 0",                      // too few fields
		"[R]\nGet x 1 -",                  // bad min
		"[R]\nGet 2 1 -",                  // max < min
		"[R]\nGet 0 y -",                  // bad max
		"[R]\nGet 0 1 - var=3",            // var position beyond max
		"[R]\nGet 0 1 - var=a",            // bad var position
		"[R]\nGet 0 1 - shiny",            // unknown flag
		"[R]\nGet 0 1 - field=2",          // field position beyond max
		"[R]\nGet 0 1 - field=x",          // bad field position
		"[R]\nGet 0 1 -\nGET 0 1 -",       // duplicate (case-insensitive)
		"[R]\nGet 0 1 -\n[R]\nFind 0 0 -", // receiver twice
	} {
		if c := parseCatalogue(text); len(c.errs) == 0 {
			t.Errorf("%q: no error", text)
		}
	}
	c := parseCatalogue("# comment\n\n[R]\nGet 0 * Boolean prop var=0,2\nSet 1 2 - field=1\nKeys 0 * - field=*\n")
	if len(c.errs) > 0 {
		t.Fatal(c.errs)
	}
	m := c.method("R", "Get")
	if m == nil || m.MaxArgs != -1 || !m.Property || len(m.VarArgs) != 2 || m.Returns != "Boolean" || m.IsFieldArg(0) {
		t.Errorf("parsed %+v", m)
	}
	if m := c.method("r", "SET"); m.IsFieldArg(0) || !m.IsFieldArg(1) {
		t.Errorf("field=1: %+v", m)
	}
	if m := c.method("R", "keys"); !m.IsFieldArg(0) || !m.IsFieldArg(7) {
		t.Errorf("field=*: %+v", m)
	}
}

func TestReceiverOfType(t *testing.T) {
	cases := map[string]Type{
		"Record":     {Kind: "Record", Object: "Customer"},
		"Text":       {Kind: "Code"},
		"List":       {Kind: "List"},
		"JsonObject": {Kind: "JsonObject"},
		"Page":       {Kind: "RequestPage"},
		"":           {Kind: "Record", ArrayDims: 1},
	}
	for want, ty := range cases {
		if got := ReceiverOfType(ty); got != want {
			t.Errorf("ReceiverOfType(%+v) = %q, want %q", ty, got, want)
		}
	}
	for _, kind := range []string{"", "Integer", "TestPage", "PageStatic", "System", "Unknown Thing"} {
		if got := ReceiverOfType(Type{Kind: kind}); got != "" {
			t.Errorf("ReceiverOfType(%q) = %q, want none", kind, got)
		}
	}
}

func TestCatalogueParameterTypes(t *testing.T) {
	m := Builtin("", "CopyStr")
	if m == nil {
		t.Fatal("no CopyStr")
	}
	for i, want := range []string{"Text", "Integer", "Integer", ""} {
		if got := m.ParamType(i); got.Kind != want {
			t.Errorf("CopyStr parameter %d: %q, want %q", i, got.Kind, want)
		}
	}
	if got := Builtin("", "CalcDate").ParamType(0); got.Known() {
		t.Errorf("CalcDate parameter 0 (Text or DateFormula) recorded as %q", got.Kind)
	}
	if got := Builtin("", "Format").ParamType(0); got.Known() {
		t.Errorf("Format parameter 0 (any type) recorded as %q", got.Kind)
	}
	if got := m.ParamType(-1); got.Known() {
		t.Errorf("parameter -1 recorded as %q", got.Kind)
	}
	for _, line := range []string{
		"X 1 1 - types=Text,Text",    // more kinds than arguments
		"X 1 1 - types=Variant",      // not a kind types= records
		"X 1 2 - types=Text types=?", // twice
		"X 1 1 - types=",             // an empty kind
		"X 1 1 - types=text",         // not the canonical name
	} {
		if _, err := parseMethod("System", line); err == nil {
			t.Errorf("%q read without an error", line)
		}
	}
	got, err := parseMethod("System", "X 0 * - types=?,Date")
	if err != nil || len(got.Params) != 2 || got.ParamType(0).Known() || got.ParamType(1).Kind != "Date" || got.ParamType(5).Known() {
		t.Errorf("X 0 * - types=?,Date: %+v, %v", got, err)
	}
}
