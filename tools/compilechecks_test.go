package tools

import (
	"context"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/alfix/alfix/workspace"
)

// verdictRepo writes System and Lib as source projects and Consumer, which
// depends on Lib and uses three names nothing declares (tmp1..tmp3: each
// an AL0118 when the checks run, and a TT0002 of LinterCop always).
func verdictRepo(t *testing.T) string {
	t.Helper()
	repo, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	for rel, text := range map[string]string{
		"sys/app.json":              `{"id": "8874ed3a-0643-4247-9ced-7a7002f7135d", "name": "System", "publisher": "Microsoft", "version": "24.0.0.0"}`,
		"lib/app.json":              `{"id": "aaaaaaaa-0000-0000-0000-000000000001", "name": "Lib", "publisher": "Tests", "version": "2.0.0.0"}`,
		"lib/src/LibTable.Table.al": "table 50000 \"Lib Table\"\n{\n    fields\n    {\n        field(1; Code; Code[20]) { }\n    }\n}\n",
		"consumer/app.json": `{"id": "bbbbbbbb-0000-0000-0000-000000000002", "name": "Consumer", "publisher": "Tests", "version": "1.0.0.0",
 "platform": "24.0.0.0", "dependencies": [{"id": "aaaaaaaa-0000-0000-0000-000000000001", "name": "Lib", "publisher": "Tests", "version": "1.0.0.0"}]}`,
		"consumer/.vscode/settings.json": `{"al.codeAnalyzers": ["ALCops.LinterCop.dll"]}`,
		"consumer/src/Planted.Codeunit.al": "codeunit 50101 \"Planted\"\n{\n    procedure Run()\n    begin\n" +
			"        tmp1 := 1;\n        tmp2 := 2;\n        tmp3 := 3;\n    end;\n}\n",
	} {
		writeFile(t, filepath.Join(repo, rel), text)
	}
	return repo
}

func verdictWorkspace(t *testing.T, repo string, sourceRoots ...string) *workspace.Workspace {
	t.Helper()
	var src []string
	for _, r := range sourceRoots {
		src = append(src, filepath.Join(repo, r))
	}
	ws, err := workspace.Open(context.Background(), workspace.Options{Roots: []string{filepath.Join(repo, "consumer")},
		SourceRoots: src, Registry: testRegistry()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ws.Close() })
	return ws
}

// TestAnalyzeCompileChecks: with Lib missing analyze says partial, names
// Lib and the silent kinds, and reports no AL0118; with Lib present as a
// source project it says complete and reports the three. The verdict is
// the same on every page and for a call limited to a file, and it does not
// disturb the cursor.
func TestAnalyzeCompileChecks(t *testing.T) {
	repo := verdictRepo(t)
	t.Run("missing", func(t *testing.T) {
		cs := connect(t, verdictWorkspace(t, repo, "sys", "consumer"), nil)
		pages := pageAll(t, cs, map[string]any{"limit": 1})
		if len(pages) != 3 {
			t.Fatalf("%d pages, want 3 (the TT0002 findings)", len(pages))
		}
		v := pages[0].CompileChecks
		if v.State != "partial" || v.By != "alfix" || len(v.Missing) != 1 || v.Missing[0].Name != "Lib" ||
			v.Missing[0].ID != "aaaaaaaa-0000-0000-0000-000000000001" || v.Missing[0].Reason != "not found" {
			t.Fatalf("compileChecks %+v", v)
		}
		if !strings.Contains(strings.Join(v.Silent, ","), "names") {
			t.Errorf("silent %v lacks names", v.Silent)
		}
		if pages[0].Summary.ByAnalyzer["Compiler"] != 0 {
			t.Errorf("Compiler findings with Lib missing: %+v", pages[0].Summary)
		}
		for i, p := range pages[1:] {
			if !reflect.DeepEqual(p.CompileChecks, v) {
				t.Errorf("page %d: %+v, want %+v", i+2, p.CompileChecks, v)
			}
		}
		var one AnalyzeResult
		success(t, call(t, cs, "analyze", `{"filePath": "src/Planted.Codeunit.al", "analyzers": ["Compiler"]}`), &one)
		if !reflect.DeepEqual(one.CompileChecks, v) || one.TotalCount != 0 {
			t.Errorf("limited call: %+v (%d diagnostics), want %+v", one.CompileChecks, one.TotalCount, v)
		}
		if got := v.Line(); got != "compile checks partial: Lib missing (silent: "+strings.Join(v.Silent, ", ")+")" {
			t.Errorf("line %q", got)
		}
	})
	t.Run("present", func(t *testing.T) {
		cs := connect(t, verdictWorkspace(t, repo, "sys", "lib", "consumer"), nil)
		pages := pageAll(t, cs, map[string]any{"limit": 2})
		v := pages[0].CompileChecks
		if v.State != "complete" || v.By != "alfix" || len(v.Missing) != 0 || len(v.Silent) != 0 || v.Missing == nil || v.Silent == nil {
			t.Fatalf("compileChecks %+v, want complete with empty lists", v)
		}
		if n := pages[0].Summary.ByAnalyzer["Compiler"]; n != 3 || pages[0].TotalCount != 6 {
			t.Errorf("%d Compiler of %d diagnostics, want the 3 AL0118 of 6", n, pages[0].TotalCount)
		}
		for i, p := range pages[1:] {
			if !reflect.DeepEqual(p.CompileChecks, v) {
				t.Errorf("page %d: %+v", i+2, p.CompileChecks)
			}
		}
		if v.Line() != "compile checks complete" {
			t.Errorf("line %q", v.Line())
		}
	})
}

func TestCompileChecksLine(t *testing.T) {
	for _, c := range []struct {
		v    CompileChecksInfo
		want string
	}{
		{CompileChecksInfo{State: "off"}, "compile checks off"},
		{CompileChecksInfo{State: "complete", By: "compiler"}, "compile checks complete (AL compiler)"},
		{CompileChecksInfo{State: "partial", Silent: []string{"object references"},
			Missing: []MissingDependencyInfo{{Name: "System Application", Reason: "not found"}, {ID: "x-1", Reason: "unreadable"}}},
			"compile checks partial: System Application missing, x-1 unreadable (silent: object references)"},
		{CompileChecksInfo{State: "partial", Missing: []MissingDependencyInfo{{Name: "Base Application", Reason: "runtime package"}}},
			"compile checks partial: Base Application only a runtime package"},
	} {
		if got := c.v.Line(); got != c.want {
			t.Errorf("%+v: %q, want %q", c.v, got, c.want)
		}
	}
}
