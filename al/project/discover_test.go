package project

import (
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
		".hidden/h.al", "root.al", "src/B.AL", "src/a.al", "src/c.Al",
		"src/deep/1/2/3/4/5/6/deep.al", "src/inner.al",
	}
	for i, w := range want {
		want[i] = filepath.Join(proj, filepath.FromSlash(w))
	}
	slices.Sort(want)
	if !slices.Equal(files, want) {
		t.Errorf("DiscoverFiles =\n%s\nwant\n%s", strings.Join(files, "\n"), strings.Join(want, "\n"))
	}
	for _, f := range files {
		if strings.Contains(f, "skip") {
			t.Errorf("listed %s", f)
		}
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
	if len(files) != 6 {
		t.Errorf("files found next to an unreadable folder were not returned: %q", files)
	}
}

func TestIsALFileAndSkippedDir(t *testing.T) {
	for name, want := range map[string]bool{"a.al": true, "A.AL": true, "x.Al": true, "al": false, "a.al.bak": false, "a.all": false, ".al": true} {
		if IsALFile(name) != want {
			t.Errorf("IsALFile(%q) != %v", name, want)
		}
	}
	for name, want := range map[string]bool{".alpackages": true, ".ALPackages": true, "Bin": true, "src": false, ".vscode": false, "output": true} {
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
	want := []string{"d/1/2/wantDepth4", "wantA", "x/wantB"}
	if r := rel(t, ws, got); !slices.Equal(r, want) {
		t.Errorf("FindProjects = %q, want %q", r, want)
	}
}

func TestFindProjectsWorkingDirectory(t *testing.T) {
	dir := extract(t, "findprojects")
	ws := filepath.Join(dir, "ws")
	got, err := FindProjects(nil, ws)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"other", "repo/apps/one", "repo/apps/two", "ws/d/1/2/wantDepth4", "ws/wantA", "ws/x/wantB"}
	if r := rel(t, dir, got); !slices.Equal(r, want) {
		t.Errorf("FindProjects(cwd with workspace) = %q, want %q", r, want)
	}

	// A working directory holding app.json is the project; nested ones are
	// not listed.
	got, err = FindProjects(nil, filepath.Join(dir, "single"))
	if err != nil || !slices.Equal(got, []string{filepath.Join(dir, "single")}) {
		t.Errorf("FindProjects(project cwd) = %q, %v", got, err)
	}

	// Explicit folders: the workspace file is not consulted.
	got, err = FindProjects([]string{"wantA"}, ws)
	if err != nil || !slices.Equal(got, []string{filepath.Join(ws, "wantA")}) {
		t.Errorf("FindProjects(explicit) = %q, %v", got, err)
	}
}

func TestFindProjectsExplicitFolders(t *testing.T) {
	dir := extract(t, "findprojects")
	got, err := FindProjects([]string{"single", filepath.Join(dir, "single"), "./other/", "repo", "single/"}, dir)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"other", "repo/apps/one", "repo/apps/two", "single"}
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
