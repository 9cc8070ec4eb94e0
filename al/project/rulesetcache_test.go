package project

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// A cached ruleset is reused while every file its resolution tried is
// unchanged; an edited include, an include that appears, and a file
// modified around the load each make the next load read again.
func TestRulesetCache(t *testing.T) {
	dir := t.TempDir()
	old := time.Now().Add(-time.Hour)
	write := func(name, text string, at time.Time) {
		t.Helper()
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, at, at); err != nil {
			t.Fatal(err)
		}
	}
	write("top.ruleset.json", `{"name": "top", "includedRuleSets": [{"path": "./inc.ruleset.json", "action": "Default"}, {"path": "./later.ruleset.json", "action": "Default"}]}`, old)
	write("inc.ruleset.json", `{"name": "inc", "rules": [{"id": "AA0001", "action": "Error"}]}`, old)
	top := filepath.Join(dir, "top.ruleset.json")
	var c ALGoCache
	load := func() *Ruleset {
		t.Helper()
		rs, err := c.loadRulesetCached(top, dir)
		if err != nil {
			t.Fatal(err)
		}
		return rs
	}
	action := func(rs *Ruleset, id string) Action { return rs.Action(id) }

	first := load()
	if load() != first {
		t.Fatal("an unchanged ruleset was read again")
	}
	if action(first, "AA0001") != ActionError {
		t.Fatalf("AA0001 = %q", action(first, "AA0001"))
	}

	write("inc.ruleset.json", `{"name": "inc", "rules": [{"id": "AA0001", "action": "Warning"}]}`, old.Add(time.Minute))
	second := load()
	if second == first || action(second, "AA0001") != ActionWarning {
		t.Fatalf("an edited include was not read again: AA0001 = %q", action(second, "AA0001"))
	}

	write("later.ruleset.json", `{"name": "later", "rules": [{"id": "AA0002", "action": "None"}]}`, old)
	third := load()
	if third == second || action(third, "AA0002") != ActionNone {
		t.Fatalf("an include that appeared was not read: AA0002 = %q", action(third, "AA0002"))
	}

	write("inc.ruleset.json", `{"name": "inc", "rules": [{"id": "AA0001", "action": "Info"}]}`, time.Now())
	fourth := load()
	if action(fourth, "AA0001") != ActionInfo || load() == fourth {
		t.Fatal("a result read from a file modified around the load was kept")
	}
}
