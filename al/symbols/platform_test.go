package symbols

import "testing"

func TestPlatformMayDeclare(t *testing.T) {
	for _, c := range []struct {
		kind, name string
		want       bool
	}{
		{"table", "Company", true},
		{"TABLE", `allobjwithcaption`, true},
		{"table", " Integer ", true},
		{"table", "tenant media thumbnails", true},
		{"enum", "Report Layout Status", true},
		{"codeunit", "System Action Triggers", true},
		{"table", "2000000006", true},
		{"table", "18", false},
		{"table", "-1", false},
		{"table", "Sales Headers", false},
		{"table", "", false},
		{"page", "Customer Cards", false},
		{"codeunit", "Type Helpers", false},
		{"page", "Company", false}, // a table name is not a page name
		{"controladdin", "Anything", true},
		{"", "Anything", true},
	} {
		if got := PlatformMayDeclare(c.kind, c.name); got != c.want {
			t.Errorf("PlatformMayDeclare(%q, %q) = %v, want %v", c.kind, c.name, got, c.want)
		}
	}
}
