package records

import (
	"maps"
	"slices"
	"testing"
)

func names(set map[string]bool) []string { return slices.Sorted(maps.Keys(set)) }

// The sets the rules derive from the one table of Record methods: each is
// the list a rule wrote itself before the table existed.
func TestMethodSets(t *testing.T) {
	for _, c := range []struct {
		name string
		keep func(Method) bool
		want []string
	}{
		{"loads", func(m Method) bool { return m.Loads }, []string{"find", "findfirst", "findlast", "findset", "get", "getbysystemid"}},
		{"loads by filter", func(m Method) bool { return m.Loads && !m.ByKey }, []string{"find", "findfirst", "findlast", "findset"}},
		{"writes", Writes, []string{"delete", "deleteall", "insert", "modify", "modifyall", "rename"}},
		{"secondary", func(m Method) bool { return m.Secondary }, []string{"calcsums", "next", "truncate"}},
		{"read permission", func(m Method) bool { return m.Permission == 'r' && !m.Secondary },
			[]string{"count", "find", "findfirst", "findlast", "findset", "get", "getbysystemid", "isempty"}},
	} {
		if got := names(Names(c.keep)); !slices.Equal(got, c.want) {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
	for name := range RunTriggerArgument {
		if m, ok := MethodOf(name); !ok || !Writes(m) {
			t.Errorf("%s has a RunTrigger argument but is no write", name)
		}
	}
}

func TestMethodOf(t *testing.T) {
	if m, ok := MethodOf("ModifyAll"); !ok || m.Permission != 'm' {
		t.Errorf("ModifyAll: %+v %v", m, ok)
	}
	for _, name := range []string{"SetRange", "", "FindSetX", "Validate"} {
		if _, ok := MethodOf(name); ok {
			t.Errorf("%q is taken for a method that touches table data", name)
		}
	}
}
