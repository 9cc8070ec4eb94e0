package project

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// The cached walk for XML permission sets is reused while the folders and
// files it saw keep their stamps, and each kind of change to the tree
// (an edited file, a file added in a new folder, a file removed, one
// renamed away) is seen by the next load, whether it happened long ago
// (cacheable stamps) or just now.
func TestPermissionSetXMLCache(t *testing.T) {
	root := t.TempDir()
	old := time.Now().Add(-time.Hour)
	at := func(rel string, when time.Time) {
		t.Helper()
		if err := os.Chtimes(filepath.Join(root, rel), when, when); err != nil {
			t.Fatal(err)
		}
	}
	write := func(rel, text string) {
		t.Helper()
		p := filepath.Join(root, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	perms := `<PermissionSets><PermissionSet RoleID="X"/></PermissionSets>`
	// notPerms is as long as perms: an edit between them keeps the size.
	notPerms := `<Report>` + strings.Repeat(" ", len(perms)-len(`<Report></Report>`)) + `</Report>`
	write("app.json", `{"id": "1", "name": "A", "publisher": "P", "version": "1.0.0.0"}`)
	write("Permissions/A.xml", perms)
	write("Other/x.xml", notPerms)
	write("Sub/readme.txt", "")
	for _, rel := range []string{"app.json", "Permissions/A.xml", "Other/x.xml", "Sub/readme.txt", "Permissions", "Other", "Sub", "."} {
		at(rel, old)
	}
	cache := &ALGoCache{}
	check := func(step string, want ...string) {
		t.Helper()
		cfg, err := LoadCached(root, nil, cache)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(cfg.PermissionSetXML, want) {
			t.Errorf("%s: PermissionSetXML = %q, want %q", step, cfg.PermissionSetXML, want)
		}
	}
	check("first load", "Permissions/A.xml")
	check("unchanged", "Permissions/A.xml")

	// An edit that keeps the file's size and time is not seen: the cache
	// answered (the price of trusting stamps, as git's index does).
	write("Other/x.xml", perms)
	at("Other/x.xml", old)
	check("edit hidden by equal stamps", "Permissions/A.xml")
	at("Other/x.xml", old.Add(time.Minute))
	check("edited", "Other/x.xml", "Permissions/A.xml")

	write("Sub/Deep/B.xml", perms)
	for _, rel := range []string{"Sub/Deep/B.xml", "Sub/Deep", "Sub"} {
		at(rel, old.Add(2*time.Minute))
	}
	check("added in a new folder", "Other/x.xml", "Permissions/A.xml", "Sub/Deep/B.xml")

	if err := os.Remove(filepath.Join(root, "Permissions/A.xml")); err != nil {
		t.Fatal(err)
	}
	at("Permissions", old.Add(3*time.Minute))
	check("removed", "Other/x.xml", "Sub/Deep/B.xml")

	if err := os.Rename(filepath.Join(root, "Other/x.xml"), filepath.Join(root, "Other/x.txt")); err != nil {
		t.Fatal(err)
	}
	at("Other", old.Add(4*time.Minute))
	check("renamed away", "Sub/Deep/B.xml")

	// Changes made just now, then changed again within the same clock tick
	// (the same modification time): a walk or a read that saw them is not
	// kept, so the second change is seen too.
	write("Sub/Deep/B.xml", notPerms)
	fi, err := os.Stat(filepath.Join(root, "Sub/Deep/B.xml"))
	if err != nil {
		t.Fatal(err)
	}
	check("edited just now")
	write("Sub/Deep/B.xml", perms)
	at("Sub/Deep/B.xml", fi.ModTime())
	check("edited again in the same tick", "Sub/Deep/B.xml")

	write("New/C.xml", perms)
	dir, err := os.Stat(filepath.Join(root, "New"))
	if err != nil {
		t.Fatal(err)
	}
	check("added just now", "New/C.xml", "Sub/Deep/B.xml")
	if err := os.Remove(filepath.Join(root, "New/C.xml")); err != nil {
		t.Fatal(err)
	}
	at("New", dir.ModTime())
	check("removed in the same tick", "Sub/Deep/B.xml")

	write("Newer/readme.txt", "")
	dir, err = os.Stat(filepath.Join(root, "Newer"))
	if err != nil {
		t.Fatal(err)
	}
	check("a folder added just now", "Sub/Deep/B.xml")
	write("Newer/D.xml", perms)
	at("Newer", dir.ModTime())
	check("added in the same tick", "Newer/D.xml", "Sub/Deep/B.xml")
}

// Without a cache every load walks: the same edits are seen at once.
func TestPermissionSetXMLNoCache(t *testing.T) {
	root := t.TempDir()
	if err := os.WriteFile(filepath.Join(root, "app.json"), []byte(`{"id": "1", "name": "A", "publisher": "P", "version": "1.0.0.0"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	var c *ALGoCache
	if got := c.treeFiles(root, ".xml"); len(got) != 0 {
		t.Fatalf("treeFiles = %v", got)
	}
	if err := os.WriteFile(filepath.Join(root, "P.XML"), []byte(`<PermissionSets/>`), 0o644); err != nil {
		t.Fatal(err)
	}
	got := c.treeFiles(root, ".xml")
	if len(got) != 1 || got[0].path != filepath.Join(root, "P.XML") || c.xmlRootName(got[0], time.Now()) != "PermissionSets" {
		t.Fatalf("treeFiles = %v", got)
	}
	// A root that went away lists nothing and is not kept.
	var cache ALGoCache
	gone := filepath.Join(root, "gone")
	if got := cache.treeFiles(gone, ".xml"); len(got) != 0 || len(cache.walks) != 0 {
		t.Fatalf("a missing root: %v, %d walks kept", got, len(cache.walks))
	}
}

// Past MaxAge, a cached AL-Go repository is checked by the stamps of what
// its load read or looked for, and read again only when one changed: an
// edited project settings file, a project that appears (also at the
// deepest level looked at), edited repository settings, and an edit made
// just now and again in the same tick.
func TestALGoCacheChecksStamps(t *testing.T) {
	root := t.TempDir()
	old := time.Now().Add(-time.Hour)
	// write writes a file and sets its time and its folders' up to
	// (not including) the folder rel stops at.
	write := func(rel, stop, text string, at time.Time) {
		t.Helper()
		p := filepath.Join(root, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		for d := p; d != filepath.Join(root, filepath.FromSlash(stop)); d = filepath.Dir(d) {
			if err := os.Chtimes(d, at, at); err != nil {
				t.Fatal(err)
			}
		}
	}
	write(".github/AL-Go-Settings.json", "..", `{}`, old)
	write("one/.AL-Go/settings.json", "..", `{"appFolders": ["app"]}`, old)
	write("a/b/c/readme.txt", "..", ``, old)
	cache := &ALGoCache{} // MaxAge 0: every find checks
	folders := func(step string, want ...string) *ALGoRepository {
		t.Helper()
		r := cache.find(root)
		var got []string
		for _, p := range r.Projects {
			rel, _ := filepath.Rel(root, p.Dir)
			var list []string
			for _, e := range p.entries {
				list = append(list, e.raw)
			}
			got = append(got, filepath.ToSlash(rel)+":"+strings.Join(list, ","))
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: projects %q, want %q", step, got, want)
		}
		return r
	}
	first := folders("first", "one:app")
	if folders("unchanged", "one:app") != first {
		t.Error("an unchanged repository was read again")
	}
	write("one/.AL-Go/settings.json", "one/.AL-Go", `{"appFolders": ["app2"]}`, old.Add(time.Minute))
	folders("project settings edited", "one:app2")
	write("two/.AL-Go/settings.json", "..", `{"appFolders": ["x"]}`, old.Add(2*time.Minute))
	folders("a project added", "one:app2", "two:x")
	// The deepest level is looked at, not listed: a/b keeps its time
	// (and c's is not stamped); the settings file's absence was.
	write("a/b/c/.AL-Go/settings.json", "a/b", `{"appFolders": ["deep"]}`, old.Add(3*time.Minute))
	folders("a project added at the deepest level", "a/b/c:deep", "one:app2", "two:x")
	write(".github/AL-Go-Settings.json", ".github", `{"projects": ["two"]}`, old.Add(4*time.Minute))
	folders("repository settings edited", "two:x")

	now := time.Now()
	write("two/.AL-Go/settings.json", "two/.AL-Go", `{"appFolders": ["y"]}`, now)
	folders("edited just now", "two:y")
	write("two/.AL-Go/settings.json", "two/.AL-Go", `{"appFolders": ["z"]}`, now)
	folders("edited again in the same tick", "two:z")
}
