package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/packages"
)

// symbolsRepo writes a repository with two projects: lib, and app that
// depends on lib and on a package-only app.
func symbolsRepo(t *testing.T) string {
	t.Helper()
	dir, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{
		"lib/app.json":          `{"id": "aaaaaaaa-0000-0000-0000-000000000001", "name": "Lib", "publisher": "Tests", "version": "2.0.0.0", "platform": "24.0.0.0"}`,
		"lib/src/T.Table.al":    "table 50000 \"Lib Table\"\n{\n    fields { field(1; Code; Code[20]) { } }\n}\n",
		"lib/src/C.Codeunit.al": "codeunit 50001 \"Lib Mgt\"\n{\n    procedure Run() begin end;\n}\n",
		"app/app.json": `{"id": "bbbbbbbb-0000-0000-0000-000000000002", "name": "App", "publisher": "Tests", "version": "1.0.0.0", "platform": "24.0.0.0",
 "dependencies": [{"id": "aaaaaaaa-0000-0000-0000-000000000001", "name": "Lib", "publisher": "Tests", "version": "1.0.0.0"},
                  {"id": "cccccccc-0000-0000-0000-000000000003", "name": "Absent", "publisher": "Tests", "version": "1.0.0.0"}]}`,
		"app/src/E.TableExt.al": "tableextension 50100 Ext extends \"Lib Table\" { }\n",
	}
	for rel, text := range files {
		p := filepath.Join(dir, rel)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestSymbolsListsDependencies(t *testing.T) {
	repo := symbolsRepo(t)
	code, out, errOut := runCLI(t, repo, "symbols", "--store", "off", "--workspace", repo, "app")
	if code != 1 {
		t.Fatalf("exit %d (want 1: a dependency is missing)\n%s%s", code, out, errOut)
	}
	for _, want := range []string{"direct     Lib 2.0.0.0 (Tests, aaaaaaaa-0000-0000-0000-000000000001)", "source project lib", "codeunit 1, table 1",
		"direct     Absent >= 1.0.0.0", "missing", "direct     System >= 24.0.0.0"} {
		if !strings.Contains(out, want) {
			t.Errorf("text output lacks %q:\n%s", want, out)
		}
	}
	if !strings.Contains(errOut, "warning: dependency Absent not found") {
		t.Errorf("stderr: %s", errOut)
	}

	code, out, _ = runCLI(t, repo, "symbols", "--store", "off", "--workspace", repo, "--format", "json", "app")
	var rep jsonReport
	if code != 1 || json.Unmarshal([]byte(out), &rep) != nil {
		t.Fatalf("json: exit %d\n%s", code, out)
	}
	if rep.Name != "App" || len(rep.Dependencies) != 3 || rep.Dependencies[0].Source != "source project" || rep.Dependencies[0].Objects["table"] != 1 ||
		rep.Dependencies[1].Source != "missing" || rep.Dependencies[1].Problem == "" || len(rep.Warnings) != 2 {
		t.Errorf("json report: %+v", rep)
	}

	// Without the repository as workspace, Lib is missing too; a project
	// whose dependencies are all present exits 0 (lib needs only System:
	// give it a package).
	if code, out, _ := runCLI(t, repo, "symbols", "--store", "off", "--workspace", filepath.Join(repo, "app"), "app"); code != 1 || !strings.Contains(out, "Lib >= 1.0.0.0") {
		t.Errorf("narrow workspace: exit %d\n%s", code, out)
	}
	if code, _, errOut := runCLI(t, repo, "symbols", "--format", "yaml", "app"); code != 2 || !strings.Contains(errOut, "unknown --format") {
		t.Errorf("bad format: %d %s", code, errOut)
	}
}

func TestSymbolsExportReadsBack(t *testing.T) {
	repo := symbolsRepo(t)
	out := filepath.Join(repo, "lib.app")
	code, stdout, errOut := runCLI(t, repo, "symbols", "export", "--store", "off", "--out", out, "lib")
	if code != 0 || !strings.Contains(stdout, "2 objects from 2 files") {
		t.Fatalf("export: exit %d\n%s%s", code, stdout, errOut)
	}
	p, err := packages.ReadFile(out, packages.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !p.Exact || p.Manifest.App.Name != "Lib" || len(p.Files) != 2 || p.Files[0].File != "src/C.Codeunit.al" {
		t.Errorf("exported package: %+v", p)
	}
	j, err := packages.ReadFile(out, packages.Options{FromJSON: true})
	if err != nil || j.ObjectCounts()["table"] != 1 || j.ObjectCounts()["codeunit"] != 1 {
		t.Errorf("its SymbolReference.json: %v %v", err, j.ObjectCounts())
	}
	// The package serves as the dependency of the other project.
	os.MkdirAll(filepath.Join(repo, "app", ".alpackages"), 0o755)
	os.Rename(out, filepath.Join(repo, "app", ".alpackages", "Tests_Lib_2.0.0.0.app"))
	_, stdout, _ = runCLI(t, repo, "symbols", "--store", "off", "--workspace", filepath.Join(repo, "app"), "app")
	if !strings.Contains(stdout, "package app/.alpackages/Tests_Lib_2.0.0.0.app") || !strings.Contains(stdout, "codeunit 1, table 1") {
		t.Errorf("the export as a package dependency:\n%s", stdout)
	}
	if code, _, errOut := runCLI(t, repo, "symbols", "export", "--store", "off", repo); code != 2 || !strings.Contains(errOut, "no AL project") {
		t.Errorf("export outside a project: %d %s", code, errOut)
	}
}
