package tools

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/alfix/alfix/internal/fspath"
	"github.com/alfix/alfix/workspace"
)

// Every tool serves the startup projects and the projects below the
// --workspace folders only: a project folder elsewhere on disk, one reached
// through a symbolic link, or a folder inside a served project is Invalid
// naming --projects and --workspace, and nothing in it is read or written,
// also by the fix tools (issue 37, item 7).
func TestToolsServeOnlyServedProjects(t *testing.T) {
	tmp, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	work := filepath.Join(tmp, "work")
	root, lib, stray := filepath.Join(work, "proj"), filepath.Join(work, "lib"), filepath.Join(tmp, "stray", "proj")
	for _, dir := range []string{root, lib, stray} {
		copyTree(t, "testdata/proj", dir)
	}
	writeFile(t, filepath.Join(lib, "app.json"), `{"id": "5e0c1f9a-7b2d-4c3e-8f41-0a9b8c7d6e5f", "name": "Tools Fixture Lib", "publisher": "alfix tests", "version": "1.0.0.0", "runtime": "14.0"}`)
	link := filepath.Join(work, "link")
	if err := os.Symlink(stray, link); err != nil {
		t.Fatal(err)
	}

	var mu sync.Mutex
	var read []string
	ws, err := workspace.Open(context.Background(), workspace.Options{Roots: []string{root}, SourceRoots: []string{work}, Dir: root,
		Registry: testRegistry(), ReadFile: func(path string) ([]byte, error) {
			mu.Lock()
			read = append(read, path)
			mu.Unlock()
			return os.ReadFile(path)
		}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ws.Close() })
	cs := connect(t, ws, nil)
	before := treeHash(t, filepath.Dir(stray))

	fixArgs := func(project, extra string) string {
		return `{"projectPath":` + jstr(project) + `,"filePath":"src/Main.Codeunit.al","diagnosticId":"TT0001","line":6,"column":5` + extra + `}`
	}
	for _, project := range []string{stray, link, filepath.Join(root, "src"), filepath.Join(tmp, "stray")} {
		for _, c := range []struct{ tool, args string }{
			{"get_fixes", fixArgs(project, "")},
			{"apply_fix", fixArgs(project, "")},
			{"apply_fix", fixArgs(project, `,"dryRun":true`)},
			{"apply_fix_all", `{"projectPath":` + jstr(project) + `,"diagnosticId":"TT0001"}`},
			{"apply_fix_all", `{"projectPath":` + jstr(project) + `,"diagnosticId":"TT0001","scope":"document","filePath":` + jstr(filepath.Join(project, "src/Main.Codeunit.al")) + `}`},
			{"analyze", `{"projectPath":` + jstr(project) + `}`},
			{"list_rules", `{"projectPath":` + jstr(project) + `}`},
			{"find_symbols", `{"projectPath":` + jstr(project) + `,"query":"Fixture"}`},
			{"get_source", `{"projectPath":` + jstr(project) + `,"objectType":"codeunit","object":"Fixture Main"}`},
		} {
			env := envelope(t, call(t, cs, c.tool, c.args))
			var te ToolError
			if err := json.Unmarshal([]byte(env), &te); err != nil {
				t.Fatalf("%s: not an envelope: %s", c.tool, env)
			}
			if te.Code != CodeInvalid || !strings.Contains(te.Message, "'projectPath'") ||
				!strings.Contains(te.Message, "--projects") || !strings.Contains(te.Message, "--workspace") {
				t.Errorf("%s %s: %s; want Invalid naming projectPath, --projects and --workspace", c.tool, c.args, env)
			}
		}
	}
	if treeHash(t, filepath.Dir(stray)) != before {
		t.Error("a refused call changed files of the project outside")
	}
	mu.Lock()
	for _, p := range read {
		if fspath.Within(filepath.Dir(stray), p) {
			t.Errorf("a refused call read %s", p)
		}
	}
	mu.Unlock()

	// A project below the --workspace folder is served, as is the startup
	// project.
	for _, project := range []string{lib, root} {
		var r ApplyFixAllResult
		success(t, call(t, cs, "apply_fix_all", `{"projectPath":`+jstr(project)+`,"diagnosticId":"TT0001","equivalenceKey":"TT0001.Lower","dryRun":true}`), &r)
		if r.DiagnosticsFound == 0 || len(r.FilesChanged) == 0 {
			t.Errorf("%s: %+v; want the project's TT0001 diagnostics", project, r)
		}
		var g GetFixesResult
		success(t, call(t, cs, "get_fixes", fixArgs(project, "")), &g)
		if g.FilePath != filepath.Join(project, "src/Main.Codeunit.al") {
			t.Errorf("get_fixes on %s: %+v", project, g)
		}
	}
}
