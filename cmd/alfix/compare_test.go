package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// compareProject writes a project with one codeunit and returns its root.
func compareProject(t *testing.T, codeunit string) string {
	t.Helper()
	root := t.TempDir()
	files := map[string]string{
		"app.json":              `{"id": "11111111-2222-3333-4444-555555555555", "name": "Cmp", "publisher": "Tests", "version": "1.0.0.0"}`,
		".vscode/settings.json": `{"al.codeAnalyzers": ["${AppSourceCop}"]}`,
		"src/C.Codeunit.al":     codeunit,
	}
	for name, content := range files {
		path := filepath.Join(root, name)
		os.MkdirAll(filepath.Dir(path), 0o755)
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

const compareV1 = "codeunit 50100 C\n{\n    procedure Keep()\n    begin\n    end;\n\n    procedure Gone()\n    begin\n    end;\n}\n"

// compare and analyze --baseline-app against a package the test exports
// with alfix symbols export.
func TestCompareAndBaselineApp(t *testing.T) {
	root := compareProject(t, compareV1)
	pkg := filepath.Join(t.TempDir(), "v1.app")
	if code, _, errOut := runCLI(t, root, "symbols", "export", "--store", "off", "--out", pkg, root); code != 0 {
		t.Fatalf("export: %d %s", code, errOut)
	}
	if code, out, errOut := runCLI(t, root, "compare", "--store", "off", "--baseline-app", pkg); code != 0 || !strings.Contains(out, "0 change(s)") {
		t.Fatalf("unchanged: exit %d\n%s%s", code, out, errOut)
	}
	v2 := strings.Replace(compareV1, "    procedure Gone()\n    begin\n    end;\n", "    procedure Added()\n    begin\n    end;\n", 1)
	if err := os.WriteFile(filepath.Join(root, "src/C.Codeunit.al"), []byte(v2), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCLI(t, root, "compare", "--store", "off", "--baseline-app", pkg)
	if code != 1 || !strings.Contains(out, "removed procedure Gone in codeunit 50100 C: procedure Gone() [breaking AS0018]") ||
		!strings.Contains(out, "added procedure Added in codeunit 50100 C") || !strings.Contains(out, "2 change(s) against Tests Cmp 1.0.0.0, 1 breaking") {
		t.Fatalf("changed: exit %d\n%s%s", code, out, errOut)
	}
	_, out, _ = runCLI(t, root, "compare", "--store", "off", "--format", "json", "--breaking", "--baseline-app", pkg, root)
	var res compareResult
	if err := json.Unmarshal([]byte(out), &res); err != nil || res.Breaking != 1 || len(res.Changes) != 1 || res.Changes[0].Rule != "AS0018" {
		t.Fatalf("json: %v %s", err, out)
	}
	code, out, errOut = runCLI(t, root, "analyze", "--store", "off", "--rule", "AS0018", "--baseline-app", pkg)
	if code != 1 || !strings.Contains(out, "src/C.Codeunit.al:1:16: Error AS0018: Procedure 'Gone' is no longer part of the public API of codeunit 'C'.") {
		t.Fatalf("analyze --baseline-app: exit %d\n%s%s", code, out, errOut)
	}
	if code, _, errOut := runCLI(t, root, "analyze", "--store", "off", "--baseline-app", filepath.Join(root, "nope.app")); code != 2 || !strings.Contains(errOut, "--baseline-app") {
		t.Fatalf("missing package: exit %d %s", code, errOut)
	}
	for _, args := range [][]string{{"compare"}, {"compare", "--baseline-app", filepath.Join(root, "nope.app")}, {"compare", "--baseline-app", pkg, "--format", "yaml"}} {
		if code, _, errOut := runCLI(t, root, args...); code != 2 || errOut == "" {
			t.Errorf("%q: exit %d %s", args, code, errOut)
		}
	}
}
