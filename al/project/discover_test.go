package project

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
)

func symlink(t *testing.T, target, link string) {
	t.Helper()
	if err := os.Symlink(target, link); err != nil {
		t.Skipf("symbolic links unavailable: %v", err)
	}
}

func TestDiscoverFiles(t *testing.T) {
	dir := extract(t, "discover")
	proj := filepath.Join(dir, "proj")
	src := filepath.Join(proj, "src")
	symlink(t, "a.al", filepath.Join(src, "inner.al"))                          // inside: listed
	symlink(t, "../../outside/skip.al", filepath.Join(src, "outlink.al"))       // leaves the root
	symlink(t, "nowhere.al", filepath.Join(src, "dangling.al"))                 // dangling
	symlink(t, "../outside", filepath.Join(proj, "linkdir"))                    // folder outside
	symlink(t, "src", filepath.Join(proj, "srclink"))                           // folder inside: not followed
	symlink(t, filepath.Join(dir, "outside"), filepath.Join(src, "abslinkdir")) // absolute folder link

	files, err := DiscoverFiles(proj)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		".hidden/h.al", "nested/skip.al", "nested/src/skip.al", "root.al", "src/B.AL", "src/a.al", "src/c.Al",
		"src/deep/1/2/3/4/5/6/deep.al", "src/fake/app.json/listed.al", "src/fake/kept.al", "src/inner.al",
	}
	for i, w := range want {
		want[i] = filepath.Join(proj, filepath.FromSlash(w))
	}
	slices.Sort(want)
	if !slices.Equal(files, want) {
		t.Errorf("DiscoverFiles =\n%s\nwant\n%s", strings.Join(files, "\n"), strings.Join(want, "\n"))
	}
	for _, f := range files {
		// A nested project's files are compiled into the enclosing app (alc's rule).
		if strings.Contains(f, "skip") && !strings.Contains(f, filepath.FromSlash("/nested/")) {
			t.Errorf("listed %s", f)
		}
	}
}

// TestSourceFileAgreesWithDiscoverFiles checks the one-path form of the
// rules (what the workspace asks for a path the watcher reports) against
// the listing, for every file and link under the project, including those
// under skipped folders, in a nested project and behind links.
func TestSourceFileAgreesWithDiscoverFiles(t *testing.T) {
	dir := extract(t, "discover")
	proj := filepath.Join(dir, "proj")
	src := filepath.Join(proj, "src")
	symlink(t, "a.al", filepath.Join(src, "inner.al"))
	symlink(t, "../../outside/skip.al", filepath.Join(src, "outlink.al"))
	symlink(t, "nowhere.al", filepath.Join(src, "dangling.al"))
	symlink(t, "/dev/null", filepath.Join(src, "devnull.al"))
	symlink(t, "src", filepath.Join(proj, "srclink"))
	listed, err := DiscoverFiles(proj)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	err = filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		n++
		_, ok := SourceFile(proj, path)
		if want := slices.Contains(listed, path); ok != want {
			t.Errorf("SourceFile(%s) = %v, DiscoverFiles lists it: %v", path, ok, want)
		}
		return nil
	})
	if err != nil || n < 30 {
		t.Fatalf("walked %d files: %v", n, err)
	}
	// A path through a folder link is not the listed path of the file.
	if _, ok := SourceFile(proj, filepath.Join(proj, "srclink", "a.al")); ok {
		t.Error("a file reached through a folder link is a source file")
	}
}

func TestSkipPath(t *testing.T) {
	for _, tt := range []struct {
		rel   string
		isDir bool
		want  bool
	}{
		{".git", true, true},
		{"src/.alpackages", true, true},
		{"app/Bin", true, true},
		{"app/Bin/x.al", false, true},
		{".snapshots", true, true},
		{"src", true, false},
		{"src/bin.al", false, false},
		{"bin", false, false}, // a file named like a skipped folder
		{"src/Packaging", true, false},
	} {
		if got := SkipPath(tt.rel, tt.isDir); got != tt.want {
			t.Errorf("SkipPath(%q, %v) = %v, want %v", tt.rel, tt.isDir, got, tt.want)
		}
	}
	names := SkippedDirNames()
	names[0] = "changed by a caller"
	if !IsSkippedDir(".alpackages") {
		t.Error("SkippedDirNames handed out the list IsSkippedDir uses")
	}
}

func TestDiscoverFilesRelativeRootAndEmptyProject(t *testing.T) {
	dir := extract(t, "discover")
	t.Chdir(dir)
	files, err := DiscoverFiles("proj/nested/../")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 || !filepath.IsAbs(files[0]) || !strings.HasPrefix(files[0], filepath.Join(dir, "proj")+string(filepath.Separator)) {
		t.Errorf("paths not absolute under the cleaned root: %q", files)
	}
	files, err = DiscoverFiles(filepath.Join(dir, "proj", ".vs"))
	if err != nil || files == nil || len(files) != 1 {
		// The root itself is never skipped, whatever its name.
		t.Errorf("DiscoverFiles(.vs) = %q, %v", files, err)
	}
	empty := t.TempDir()
	files, err = DiscoverFiles(empty)
	if err != nil || files == nil || len(files) != 0 {
		t.Errorf("empty folder: %q, %v; want an empty non-nil list", files, err)
	}
}

func TestDiscoverFilesErrors(t *testing.T) {
	dir := extract(t, "discover")
	if _, err := DiscoverFiles(filepath.Join(dir, "missing")); err == nil {
		t.Error("missing root: no error")
	}
	if _, err := DiscoverFiles(filepath.Join(dir, "proj", "root.al")); err == nil || !strings.Contains(err.Error(), "not a folder") {
		t.Errorf("file as root: %v", err)
	}
	if runtime.GOOS == "windows" || os.Geteuid() == 0 {
		t.Skip("permission bits are not enforced here")
	}
	locked := filepath.Join(dir, "proj", "src", "locked")
	mkdirs(t, dir, "proj/src/locked/inner")
	writeFile(t, filepath.Join(locked, "inner", "l.al"), "")
	if err := os.Chmod(locked, 0o000); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chmod(locked, 0o755) })
	files, err := DiscoverFiles(filepath.Join(dir, "proj"))
	if err == nil || !strings.Contains(err.Error(), "locked") {
		t.Errorf("unreadable subfolder: err = %v", err)
	}
	if len(files) != 8 {
		t.Errorf("files found next to an unreadable folder were not returned: %q", files)
	}
}

func TestIsALFileAndSkippedDir(t *testing.T) {
	for name, want := range map[string]bool{"a.al": true, "A.AL": true, "x.Al": true, "al": false, "a.al.bak": false, "a.all": false, ".al": true} {
		if IsALFile(name) != want {
			t.Errorf("IsALFile(%q) != %v", name, want)
		}
	}
	for name, want := range map[string]bool{".alpackages": true, ".ALPackages": true, "Bin": true, "src": false, ".vscode": false, "output": true, ".snapshots": true, ".AlTestRunner": true, "bins": false} {
		if IsSkippedDir(name) != want {
			t.Errorf("IsSkippedDir(%q) != %v", name, want)
		}
	}
}

func rel(t *testing.T, base string, paths []string) []string {
	t.Helper()
	out := make([]string, len(paths))
	for i, p := range paths {
		r, err := filepath.Rel(base, p)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = filepath.ToSlash(r)
	}
	return out
}

func TestFindProjectsScan(t *testing.T) {
	dir := extract(t, "findprojects")
	ws := filepath.Join(dir, "ws")
	symlink(t, filepath.Join(dir, "other"), filepath.Join(ws, "linked")) // not followed
	got, err := FindProjects([]string{ws}, "/")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"d/1/2/wantDepth4", "e/1/2/3/wantDepth5", "wantA", "wantA/wantNested", "x/wantB"}
	if r := rel(t, ws, got); !slices.Equal(r, want) {
		t.Errorf("FindProjects = %q, want %q", r, want)
	}
	sc, err := ScanProjects([]string{ws}, "/")
	if err != nil {
		t.Fatal(err)
	}
	// Skipped: project folders behind a link or a skipped name (the
	// contents of skipped folders are not searched, only their own app.json).
	var skipped []string
	for _, s := range sc.Skipped {
		skipped = append(skipped, rel(t, ws, []string{s.Path})[0]+": "+s.Reason)
	}
	wantSkipped := []string{
		"Output: holds app.json, but folders named Output are never scanned",
		"linked: a symbolic link to a project folder; links are not followed (name the target folder)",
	}
	if !slices.Equal(skipped, wantSkipped) {
		t.Errorf("Skipped =\n%s\nwant\n%s", strings.Join(skipped, "\n"), strings.Join(wantSkipped, "\n"))
	}
}

// TestScanProjectsDepth checks MaxScanDepth: a project at the deepest level
// is found, the folder below it is reported, not entered.
func TestScanProjectsDepth(t *testing.T) {
	root := t.TempDir()
	dir := root
	for i := 1; i <= MaxScanDepth+3; i++ {
		dir = filepath.Join(dir, fmt.Sprintf("d%d", i))
		if i == MaxScanDepth || i == MaxScanDepth+2 {
			if err := os.MkdirAll(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, ManifestFile), []byte("{}"), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	sc, err := ScanProjects([]string{root}, "/")
	if err != nil {
		t.Fatal(err)
	}
	if len(sc.Projects) != 1 || strings.Count(sc.Projects[0], "/d") != MaxScanDepth {
		t.Errorf("projects %q, want the one %d levels deep", sc.Projects, MaxScanDepth)
	}
	if len(sc.Skipped) != 1 || strings.Count(sc.Skipped[0].Path, "/d") != MaxScanDepth+1 || !strings.Contains(sc.Skipped[0].Reason, "deeper than 32") {
		t.Errorf("skipped %v, want the folder %d levels deep", sc.Skipped, MaxScanDepth+1)
	}
	// The same tree from a deeper start folder: everything is in reach.
	sc, err = ScanProjects([]string{filepath.Join(root, "d1", "d2", "d3")}, "/")
	if err != nil || len(sc.Projects) != 2 || len(sc.Skipped) != 0 {
		t.Errorf("from d3: %q %v %v", sc.Projects, sc.Skipped, err)
	}
}

// TestScanProjectsUnreadable checks that an unreadable folder is reported
// as skipped and does not hide its siblings.
func TestScanProjectsUnreadable(t *testing.T) {
	if runtime.GOOS == "windows" || os.Geteuid() == 0 {
		t.Skip("needs a folder the test cannot read (not root, not Windows)")
	}
	root := t.TempDir()
	mkdirs(t, root, "a/p", "locked/q")
	for _, p := range []string{"a/p", "locked/q"} {
		if err := os.WriteFile(filepath.Join(root, p, ManifestFile), []byte("{}"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	locked := filepath.Join(root, "locked")
	if err := os.Chmod(locked, 0); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chmod(locked, 0o755) })
	sc, err := ScanProjects([]string{root}, "/")
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(sc.Projects, []string{filepath.Join(root, "a/p")}) {
		t.Errorf("projects %q", sc.Projects)
	}
	if len(sc.Skipped) != 1 || sc.Skipped[0].Path != locked || !strings.Contains(sc.Skipped[0].Reason, "cannot be read") {
		t.Errorf("skipped %v", sc.Skipped)
	}
}

func TestFindProjectsWorkingDirectory(t *testing.T) {
	dir := extract(t, "findprojects")
	ws := filepath.Join(dir, "ws")
	got, err := FindProjects(nil, ws)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"other", "repo/apps/one", "repo/apps/two", "ws/d/1/2/wantDepth4", "ws/e/1/2/3/wantDepth5", "ws/wantA", "ws/wantA/wantNested", "ws/x/wantB"}
	if r := rel(t, dir, got); !slices.Equal(r, want) {
		t.Errorf("FindProjects(cwd with workspace) = %q, want %q", r, want)
	}

	// A working directory holding app.json is a project, and so are the
	// projects nested in it.
	got, err = FindProjects(nil, filepath.Join(dir, "single"))
	if r := rel(t, dir, got); err != nil || !slices.Equal(r, []string{"single", "single/wantSub"}) {
		t.Errorf("FindProjects(project cwd) = %q, %v", r, err)
	}

	// Explicit folders: the workspace file is not consulted.
	got, err = FindProjects([]string{"wantA"}, ws)
	if r := rel(t, ws, got); err != nil || !slices.Equal(r, []string{"wantA", "wantA/wantNested"}) {
		t.Errorf("FindProjects(explicit) = %q, %v", r, err)
	}
}

func TestFindProjectsExplicitFolders(t *testing.T) {
	dir := extract(t, "findprojects")
	got, err := FindProjects([]string{"single", filepath.Join(dir, "single"), "./other/", "repo", "single/"}, dir)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"other", "repo/apps/one", "repo/apps/two", "single", "single/wantSub"}
	if r := rel(t, dir, got); !slices.Equal(r, want) {
		t.Errorf("FindProjects = %q, want %q (sorted, deduplicated)", r, want)
	}
}

func TestFindProjectsProblems(t *testing.T) {
	dir := extract(t, "findprojects")
	got, err := FindProjects([]string{"missing", "other", "ws/notes.txt", " "}, dir)
	if !slices.Equal(got, []string{filepath.Join(dir, "other")}) {
		t.Errorf("projects found beside problems = %q", got)
	}
	if err == nil {
		t.Fatal("no error for a missing folder, a file and an empty name")
	}
	for _, frag := range []string{filepath.Join(dir, "missing"), "notes.txt is not a folder", "empty project folder"} {
		if !strings.Contains(err.Error(), frag) {
			t.Errorf("error %q lacks %q", err, frag)
		}
	}

	got, err = FindProjects(nil, filepath.Join(dir, "badws"))
	if !slices.Equal(got, []string{filepath.Join(dir, "badws", "proj")}) {
		t.Errorf("projects beside an invalid workspace file = %q", got)
	}
	if err == nil || !strings.Contains(err.Error(), "broken.code-workspace") {
		t.Errorf("invalid workspace file: err = %v", err)
	}

	empty := t.TempDir()
	mkdirs(t, empty, "a/b")
	got, err = FindProjects(nil, empty)
	if err != nil || len(got) != 0 || got == nil {
		t.Errorf("no projects: %q, %v; want an empty list", got, err)
	}
}
