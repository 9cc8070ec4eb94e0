package project

import (
	"os"
	"os/exec"
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

// A cached manifest is reused while app.json keeps its stamp; an edit, an
// edit within the racy window and a re-pointed symbolic link are each
// read again; the manifests handed out share nothing with the cache.
func TestManifestCache(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, ManifestFile)
	old := time.Now().Add(-time.Hour)
	write := func(target, name string, at time.Time) {
		t.Helper()
		text := `{"id": "00000000-0000-0000-0000-000000000001", "name": "` + name + `", "publisher": "P", "version": "1.0.0.0",
  "preprocessorSymbols": ["ONE"], "dependencies": [{"id": "d", "name": "D", "publisher": "P", "version": "1.0.0.0"}]}`
		if err := os.WriteFile(target, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(target, at, at); err != nil {
			t.Fatal(err)
		}
	}
	var c ALGoCache
	name := func(step string, want string) Manifest {
		t.Helper()
		m, err := LoadManifestCached(dir, &c)
		if err != nil {
			t.Fatal(err)
		}
		if m.Name != want {
			t.Errorf("%s: name %q, want %q", step, m.Name, want)
		}
		return m
	}
	write(path, "AAAA", old)
	m := name("first", "AAAA")
	// Changes to the first read (which filled the cache) and to a cached
	// one (from the cache) stay the caller's.
	for _, step := range []string{"unchanged", "unchanged again"} {
		m.PreprocessorSymbols[0] = "CHANGED"
		m.Dependencies[0].Name = "CHANGED"
		m.Raw["name"] = []byte(`"CHANGED"`)
		m = name(step, "AAAA")
		if m.PreprocessorSymbols[0] != "ONE" || m.Dependencies[0].Name != "D" || string(m.Raw["name"]) != `"AAAA"` {
			t.Errorf("%s: a caller's change reached the cache: %q %q %s", step, m.PreprocessorSymbols, m.Dependencies[0].Name, m.Raw["name"])
		}
	}

	write(path, "BBBB", old)
	name("edit hidden by an equal stamp (the cache answered)", "AAAA")
	write(path, "BBBB", old.Add(time.Minute))
	name("edited", "BBBB")

	now := time.Now()
	write(path, "CCCC", now)
	name("edited just now", "CCCC")
	write(path, "DDDD", now)
	name("edited again in the same tick", "DDDD")

	// app.json as a link: re-pointing it to a file of the same size and
	// time is seen.
	a, b := filepath.Join(dir, "a.json"), filepath.Join(dir, "b.json")
	write(a, "EEEE", old)
	write(b, "FFFF", old)
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(a, path); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	// os has no Lchtimes; touch -h sets a link's own times.
	lchtimes := func(at time.Time) error {
		return exec.Command("touch", "-h", "-d", at.UTC().Format("2006-01-02 15:04:05Z"), path).Run()
	}
	if err := lchtimes(old); err != nil {
		t.Skip("cannot set a link's time here:", err)
	}
	name("a link", "EEEE")
	name("a link, unchanged", "EEEE")
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(b, path); err != nil {
		t.Fatal(err)
	}
	if err := lchtimes(old.Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	name("a re-pointed link", "FFFF")

	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadManifestCached(dir, &c); err == nil {
		t.Error("a removed app.json still loads")
	}
}

// A ruleset file decoded for one project is reused by the next project
// that includes it while the file keeps its stamp, and each project still
// resolves its own ${workspaceFolder} includes.
func TestRulesetDocsSharedAcrossProjects(t *testing.T) {
	repo := t.TempDir()
	old := time.Now().Add(-time.Hour)
	write := func(p, text string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, old, old); err != nil {
			t.Fatal(err)
		}
	}
	shared := filepath.Join(repo, "rulesets", "shared.ruleset.json")
	write(shared, `{"name": "shared", "includedRuleSets": [{"path": "${workspaceFolder}/own.ruleset.json", "action": "Default"}],
		"rules": [{"id": "AA0001", "action": "Error"}]}`)
	a, b := filepath.Join(repo, "A"), filepath.Join(repo, "B")
	write(filepath.Join(a, "own.ruleset.json"), `{"name": "a", "rules": [{"id": "AA0002", "action": "Warning"}]}`)
	write(filepath.Join(b, "own.ruleset.json"), `{"name": "b", "rules": [{"id": "AA0002", "action": "Info"}]}`)
	var c ALGoCache
	ra, err := c.loadRulesetCached(shared, a)
	if err != nil {
		t.Fatal(err)
	}
	// The same stamp (size and time kept) with other text: the next
	// project reads the decoded document, not the file.
	write(shared, `{"name": "shared", "includedRuleSets": [{"path": "${workspaceFolder}/own.ruleset.json", "action": "Default"}],
		"rules": [{"id": "AA0001", "action": "Issue"}]}`)
	rb, err := c.loadRulesetCached(shared, b)
	if err != nil {
		t.Fatal(err)
	}
	if ra.Action("AA0002") != ActionWarning || rb.Action("AA0002") != ActionInfo {
		t.Errorf("own includes: A %q, B %q, want Warning and Info", ra.Action("AA0002"), rb.Action("AA0002"))
	}
	if rb.Action("AA0001") != ActionError {
		t.Errorf("B's AA0001 = %q: the shared file was decoded again", rb.Action("AA0001"))
	}
	// A changed stamp is read again.
	write(shared, `{"name": "shared", "rules": [{"id": "AA0001", "action": "Warning"}]}`)
	if err := os.Chtimes(shared, old.Add(time.Minute), old.Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	rc, err := c.loadRulesetCached(shared, filepath.Join(repo, "C"))
	if err != nil {
		t.Fatal(err)
	}
	if rc.Action("AA0001") != ActionWarning {
		t.Errorf("after an edit AA0001 = %q, want Warning", rc.Action("AA0001"))
	}
}
