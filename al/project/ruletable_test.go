package project

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

// writeManyRules writes a ruleset naming n compiler rules (as
// microsoft/BCApps' Compiler.ruleset.json names 9,999) under a top-level
// ruleset that includes it with action Error, and returns the top file.
func writeManyRules(t *testing.T, dir string, n int) string {
	t.Helper()
	var b strings.Builder
	b.WriteString(`{"name": "many", "rules": [`)
	for i := range n {
		if i > 0 {
			b.WriteString(",")
		}
		// Mixed spellings and a few justifications: the table keeps both.
		id := fmt.Sprintf("XY%04d", i)
		if i%7 == 0 {
			id = strings.ToLower(id)
		}
		just := ""
		if i%100 == 0 {
			just = fmt.Sprintf(`, "justification": "reason %d"`, i)
		}
		fmt.Fprintf(&b, `{"id": %q, "action": "Warning"%s}`, id, just)
	}
	b.WriteString("]}")
	old := time.Now().Add(-time.Hour)
	for name, text := range map[string]string{
		"many.ruleset.json": b.String(),
		"top.ruleset.json":  `{"name": "top", "rules": [{"id": "XY0003", "action": "None"}], "includedRuleSets": [{"path": "./many.ruleset.json", "action": "Error"}]}`,
	} {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, old, old); err != nil {
			t.Fatal(err)
		}
	}
	return filepath.Join(dir, "top.ruleset.json")
}

// Every project root that resolves one ruleset to the same rules shares one
// rule table: a workspace of many projects keeps the table once.
func TestRuleTableSharedAcrossRoots(t *testing.T) {
	dir := t.TempDir()
	top := writeManyRules(t, dir, 2000)
	var c ALGoCache
	var loaded []*Ruleset
	for i := range 3 {
		root := filepath.Join(dir, fmt.Sprintf("app%d", i))
		if err := os.Mkdir(root, 0o755); err != nil {
			t.Fatal(err)
		}
		rs, err := c.loadRulesetCached(top, root)
		if err != nil {
			t.Fatal(err)
		}
		loaded = append(loaded, rs)
	}
	if loaded[0] == loaded[1] {
		t.Fatal("the cache returned one Ruleset for two roots: the test does not test sharing")
	}
	for _, rs := range loaded[1:] {
		if rs.rules != loaded[0].rules {
			t.Fatal("two roots resolving the same ruleset keep two rule tables")
		}
	}
	// A ruleset with other rules does not share it.
	other, err := LoadRuleset(filepath.Join(dir, "many.ruleset.json"))
	if err != nil {
		t.Fatal(err)
	}
	if other.rules == loaded[0].rules {
		t.Fatal("rulesets with different rules share a table")
	}
	if got := other.Action("XY0003"); got != ActionWarning {
		t.Fatalf("many.ruleset.json: XY0003 = %q, want Warning", got)
	}
	runtime.KeepAlive(loaded)
}

// The compact table answers as the flattened rules do: the spelling that
// won, the action after include actions, the justification and the file.
func TestRuleTableEntries(t *testing.T) {
	dir := t.TempDir()
	top := writeManyRules(t, dir, 1000)
	rs, err := LoadRuleset(top)
	if err != nil {
		t.Fatal(err)
	}
	many := filepath.Join(dir, "many.ruleset.json")
	cases := []struct {
		id   string
		want RuleEntry
	}{
		{"XY0003", RuleEntry{ID: "XY0003", Action: ActionNone, Source: top}},
		{"xy0007", RuleEntry{ID: "xy0007", Action: ActionError, Source: many}},
		{"XY0007", RuleEntry{ID: "xy0007", Action: ActionError, Source: many}},
		{" xy0100 ", RuleEntry{ID: "XY0100", Action: ActionError, Justification: "reason 100", Source: many}},
		{"XY0999", RuleEntry{ID: "XY0999", Action: ActionError, Source: many}},
	}
	for _, c := range cases {
		got, ok := rs.Explicit(c.id)
		if !ok || got != c.want {
			t.Errorf("Explicit(%q) = %+v, %v; want %+v", c.id, got, ok, c.want)
		}
	}
	for _, id := range []string{"XY1000", "XY", "", "AA0001", "XY00031"} {
		if e, ok := rs.Explicit(id); ok {
			t.Errorf("Explicit(%q) = %+v for a rule not named", id, e)
		}
	}
	rules := rs.Rules()
	if len(rules) != 1000 {
		t.Fatalf("Rules() has %d entries, want 1000", len(rules))
	}
	for i := 1; i < len(rules); i++ {
		if strings.ToUpper(rules[i-1].ID) >= strings.ToUpper(rules[i].ID) {
			t.Fatalf("Rules() out of order at %d: %q then %q", i, rules[i-1].ID, rules[i].ID)
		}
	}
}

// A table no ruleset refers to any more leaves the process's set.
func TestRuleTableDropped(t *testing.T) {
	dir := t.TempDir()
	top := writeManyRules(t, dir, 50)
	rs, err := LoadRuleset(top)
	if err != nil {
		t.Fatal(err)
	}
	d := rs.rules.digest()
	rs = nil
	_ = rs
	for range 20 {
		runtime.GC()
		held := sharedTables.Holds(d)
		if !held {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatal("a rule table nothing refers to stayed in the shared set")
}

// The fingerprint's encoding of the rules is the same for a ruleset without
// rules as for one whose table is shared, and it changes with an action.
func TestRuleTableFingerprint(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.ruleset.json")
	if err := os.WriteFile(empty, []byte(`{"name": "empty"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	rs, err := LoadRuleset(empty)
	if err != nil {
		t.Fatal(err)
	}
	var want strings.Builder
	fingerprintWriter{&want}.str("0")
	if got := string(rs.fingerprintRules()); got != want.String() {
		t.Fatalf("empty ruleset's encoding = %q, want %q", got, want.String())
	}
	a := filepath.Join(dir, "a.ruleset.json")
	b := filepath.Join(dir, "b.ruleset.json")
	os.WriteFile(a, []byte(`{"rules": [{"id": "AA0001", "action": "Error"}]}`), 0o644)
	os.WriteFile(b, []byte(`{"rules": [{"id": "AA0001", "action": "Warning"}]}`), 0o644)
	ra, errA := LoadRuleset(a)
	rb, errB := LoadRuleset(b)
	if errA != nil || errB != nil {
		t.Fatal(errA, errB)
	}
	if string(ra.fingerprintRules()) == string(rb.fingerprintRules()) {
		t.Fatal("rulesets with different actions encode alike")
	}
}

// Equal rules make one table whatever order the map gives them in: the
// rules' sources are numbered in the rows' order.
func TestRuleTableIndependentOfMapOrder(t *testing.T) {
	rules := map[string]RuleEntry{
		"AA0001": {ID: "AA0001", Action: ActionError, Source: "/r/a.ruleset.json"},
		"AA0002": {ID: "AA0002", Action: ActionWarning, Source: "/r/b.ruleset.json"},
		"AA0003": {ID: "AA0003", Action: ActionInfo, Source: "/r/c.ruleset.json"},
	}
	first := newRuleTable(rules)
	for range 50 {
		if got := newRuleTable(maps.Clone(rules)); got != first || got.digest() != first.digest() {
			t.Fatal("equal rules made two tables")
		}
	}
	if e := first.entry(&first.rows[1]); e.ID != "AA0002" || e.Source != "/r/b.ruleset.json" {
		t.Errorf("row 1: %+v", e)
	}
	runtime.KeepAlive(first)
}
