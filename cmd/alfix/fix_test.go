package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alfix/alfix/tools"
)

func read(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestFixOne(t *testing.T) {
	root := copyFixture(t)
	counter := filepath.Join(root, "src/Counter.Codeunit.al")
	before := read(t, counter)
	code, out, errOut := runCLI(t, root, "fix", "--rule", "AA0005", "--file", "src/Counter.Codeunit.al", "--line", "12", "--column", "29", "--dry-run", "--store", "off")
	if code != 0 || !strings.Contains(out, "-        if Value > 100 then begin\n+        if Value > 100 then\n") || read(t, counter) != before {
		t.Fatalf("dry run: exit %d\n%s\n%s", code, out, errOut)
	}
	code, out, errOut = runCLI(t, "", "fix", "--rule", "AA0005", "--file", "src/Counter.Codeunit.al", "--line", "12", "--column", "29", "--format", "json", "--store", "off")
	var r tools.ApplyFixResult
	if code != 0 || json.Unmarshal([]byte(out), &r) != nil || !r.Applied || r.FilePath != counter {
		t.Fatalf("apply: exit %d\n%s\n%s", code, out, errOut)
	}
	after := read(t, counter)
	if !strings.Contains(after, "if Value < 10 then begin") || strings.Contains(after, "if Value > 100 then begin") {
		t.Errorf("file after the fix:\n%s", after)
	}
}

func TestFixAll(t *testing.T) {
	root := copyFixture(t)
	limits := filepath.Join(root, "src/Limits.Codeunit.al")
	counter := filepath.Join(root, "src/Counter.Codeunit.al")
	// One file first (--file without a position), then the project.
	code, _, errOut := runCLI(t, root, "fix", "--rule", "AA0005", "--file", limits, "--store", "off")
	if code != 0 || strings.Contains(read(t, limits), "do begin") || !strings.Contains(read(t, counter), "then begin") {
		t.Fatalf("document scope: exit %d %s", code, errOut)
	}
	code, out, errOut := runCLI(t, "", "fix", "--rule", "aa0005", "--format", "json", "--store", "off", root)
	var r tools.ApplyFixAllResult
	if code != 0 || json.Unmarshal([]byte(out), &r) != nil || !r.Applied || r.DiagnosticsFound != 2 || len(r.FilesChanged) != 1 {
		t.Fatalf("project scope: exit %d\n%s\n%s", code, out, errOut)
	}
	if strings.Contains(read(t, counter), "then begin") {
		t.Error("Counter still has begin..end blocks")
	}
	code, _, errOut = runCLI(t, "", "fix", "--rule", "AA0005", "--store", "off")
	if code != 0 || !strings.Contains(errOut, "0 AA0005 diagnostic(s) found") {
		t.Errorf("nothing left: exit %d %s", code, errOut)
	}
}

func TestFixErrors(t *testing.T) {
	root := copyFixture(t)
	t.Chdir(root)
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"fix"}, "--rule is required"},
		{[]string{"fix", "--rule", "AA0005", "--line", "3"}, "--line and --column go together"},
		{[]string{"fix", "--rule", "AA0005", "--format", "xml"}, "unknown --format"},
		{[]string{"fix", "--rule", "ZZ9999", "--store", "off"}, "NotFound/NoFixProvider"},
		{[]string{"fix", "--rule", "AA0005", "--file", "src/Counter.Codeunit.al", "--line", "1", "--column", "1", "--store", "off"}, "NoDiagnosticAtPosition"},
		{[]string{"fix", "--rule", "AA0005", "--key", "AA0005.Nope", "--store", "off"}, "NoFixForEquivalenceKey"},
		{[]string{"fix", "--rule", "AA0005", "--store", "off", t.TempDir()}, "no AL project"},
	}
	before := read(t, filepath.Join(root, "src/Counter.Codeunit.al"))
	for _, c := range cases {
		code, _, errOut := runCLI(t, "", c.args...)
		if code != 2 || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: exit %d, stderr %q, want %q", c.args, code, errOut, c.want)
		}
	}
	if read(t, filepath.Join(root, "src/Counter.Codeunit.al")) != before {
		t.Error("a failed fix changed the file")
	}
}
