package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
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
	if code != 0 || !strings.HasPrefix(out, "diff --git a/src/Counter.Codeunit.al b/src/Counter.Codeunit.al\n--- a/src/Counter.Codeunit.al\n+++ b/src/Counter.Codeunit.al\n") ||
		!strings.Contains(out, "-        if Value > 100 then begin\n+        if Value > 100 then\n") || read(t, counter) != before {
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

// PATH limits the fix as it limits analyze: a file, a folder, the project.
func TestFixPathScopes(t *testing.T) {
	root := copyFixture(t)
	sub := filepath.Join(root, "src", "sub")
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	other := strings.Replace(strings.Replace(read(t, filepath.Join(root, "src/Limits.Codeunit.al")), "50111", "50112", 1), "CLI Limits", "CLI Other", 1)
	if err := os.WriteFile(filepath.Join(sub, "Other.Codeunit.al"), []byte(other), 0o644); err != nil {
		t.Fatal(err)
	}
	changed := func(args ...string) []string {
		t.Helper()
		code, out, errOut := runCLI(t, root, append([]string{"fix", "--rule", "AA0005", "--dry-run", "--format", "json", "--store", "off"}, args...)...)
		var r tools.ApplyFixAllResult
		if code != 0 || json.Unmarshal([]byte(out), &r) != nil {
			t.Fatalf("%v: exit %d\n%s\n%s", args, code, out, errOut)
		}
		var rel []string
		for _, f := range r.FilesChanged {
			p, _ := filepath.Rel(root, f)
			rel = append(rel, filepath.ToSlash(p))
		}
		return rel
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{nil, "src/Counter.Codeunit.al src/Limits.Codeunit.al src/sub/Other.Codeunit.al"},
		{[]string{"."}, "src/Counter.Codeunit.al src/Limits.Codeunit.al src/sub/Other.Codeunit.al"},
		{[]string{"src/Limits.Codeunit.al"}, "src/Limits.Codeunit.al"},
		{[]string{"--file", "src/Limits.Codeunit.al"}, "src/Limits.Codeunit.al"},
		{[]string{"--file", "src/sub/Other.Codeunit.al", "src"}, "src/sub/Other.Codeunit.al"},
		{[]string{"src/sub"}, "src/sub/Other.Codeunit.al"},
		{[]string{filepath.Join(root, "src", "sub")}, "src/sub/Other.Codeunit.al"},
	} {
		if got := strings.Join(changed(c.args...), " "); got != c.want {
			t.Errorf("%v: changed %q, want %q", c.args, got, c.want)
		}
	}
	// Run from a folder inside the project without PATH, fix covers that
	// folder, as analyze does.
	code, out, errOut := runCLI(t, sub, "fix", "--rule", "AA0005", "--dry-run", "--store", "off")
	if code != 0 || !strings.Contains(out, "+++ b/src/sub/Other.Codeunit.al") || strings.Contains(out, "Counter.Codeunit.al") {
		t.Errorf("from a subfolder: exit %d\n%s\n%s", code, out, errOut)
	}
	_, aout, _ := runCLI(t, sub, "analyze", "--store", "off", "--rule", "AA0005")
	if strings.Contains(aout, "Counter") || !strings.Contains(aout, "Other.Codeunit.al") {
		t.Errorf("analyze from the subfolder covers another scope:\n%s", aout)
	}
	// A folder with nothing to fix is a success that says so.
	empty := filepath.Join(root, "empty")
	os.MkdirAll(empty, 0o755)
	code, _, errOut = runCLI(t, root, "fix", "--rule", "AA0005", "--store", "off", "empty")
	if code != 0 || !strings.Contains(errOut, "no AA0005 diagnostics in "+empty) {
		t.Errorf("empty folder: exit %d %s", code, errOut)
	}
	// One diagnostic by position in a file PATH.
	code, out, errOut = runCLI(t, root, "fix", "--rule", "AA0005", "--line", "5", "--column", "29", "--dry-run", "--store", "off", "src/sub/Other.Codeunit.al")
	if code != 0 || !strings.Contains(out, "+++ b/src/sub/Other.Codeunit.al") {
		t.Errorf("one diagnostic in a file PATH: exit %d\n%s\n%s", code, out, errOut)
	}
	// Writing with a file PATH changes that file only.
	counter := read(t, filepath.Join(root, "src/Counter.Codeunit.al"))
	if code, _, errOut := runCLI(t, root, "fix", "--rule", "AA0005", "--store", "off", "src/sub/Other.Codeunit.al"); code != 0 {
		t.Fatalf("exit %d %s", code, errOut)
	}
	if strings.Contains(read(t, filepath.Join(sub, "Other.Codeunit.al")), "do begin") || read(t, filepath.Join(root, "src/Counter.Codeunit.al")) != counter {
		t.Error("the fix of a file PATH did not stay in that file")
	}
}

// specialProject is the fixture with files whose names and contents make
// diffs hard: spaces and non-ASCII letters in names, CRLF line breaks, no
// final line break, a byte-order mark.
func specialProject(t *testing.T) string {
	t.Helper()
	root := copyFixture(t)
	base := read(t, filepath.Join(root, "src/Limits.Codeunit.al"))
	variant := func(id int, name string) string {
		return strings.Replace(strings.Replace(base, "50111", fmt.Sprint(id), 1), "CLI Limits", name, 1)
	}
	files := map[string]string{
		"My Folder/Zähler Codeunit.al":         strings.ReplaceAll(variant(50120, "CLI Zähler"), "\n", "\r\n"),
		"Süß/Ärger.Codeunit.al":                strings.TrimSuffix(variant(50121, "CLI Ärger"), "\n"),
		"bom.Codeunit.al":                      "\xEF\xBB\xBF" + variant(50122, "CLI Bom"),
		"crlf-noeol.Codeunit.al":               strings.TrimSuffix(strings.ReplaceAll(variant(50123, "CLI Crlf"), "\n", "\r\n"), "\r\n"),
		"name with 'quote' & more.Codeunit.al": variant(50124, "CLI Quote"),
	}
	for rel, text := range files {
		p := filepath.Join(root, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

// Every dry-run diff applies with git apply (runCLI checks each one), for
// every kind of file, in text and JSON, for the project, a folder, a file
// and one diagnostic.
func TestDryRunDiffsApply(t *testing.T) {
	root := specialProject(t)
	before := dryRunDiffs
	runs := [][]string{
		{"--dry-run"},
		{"--dry-run", "--format", "json"},
		{"--dry-run", "My Folder"},
		{"--dry-run", "Süß/Ärger.Codeunit.al"},
		{"--dry-run", "crlf-noeol.Codeunit.al"},
		{"--dry-run", "bom.Codeunit.al", "--line", "5", "--column", "29"},
		{"--dry-run", "--format", "json", "--file", "My Folder/Zähler Codeunit.al", "--line", "5", "--column", "29"},
	}
	for _, args := range runs {
		code, out, errOut := runCLI(t, root, append([]string{"fix", "--rule", "AA0005", "--store", "off"}, args...)...)
		if code != 0 || out == "" {
			t.Fatalf("%v: exit %d\n%s\n%s", args, code, out, errOut)
		}
		checkStderr(t, args, errOut)
	}
	code, out, _ := runCLI(t, root, "fix", "--rule", "AA0005", "--store", "off", "--dry-run")
	if code != 0 || !strings.Contains(out, "--- a/My Folder/Zähler Codeunit.al\t\n") || !strings.Contains(out, "\\ No newline at end of file\n") ||
		!strings.Contains(out, "\r\n") || strings.Count(out, "diff --git ") != 7 {
		t.Errorf("project diff:\n%s", out)
	}
	if _, err := exec.LookPath("git"); err == nil && dryRunDiffs-before != len(runs)+1 {
		t.Errorf("git checked %d diffs, want %d", dryRunDiffs-before, len(runs)+1)
	}
	// And the project is as it was: a dry run writes nothing.
	if code, out, _ := runCLI(t, root, "analyze", "--store", "off", "--format", "json"); code != 0 || !strings.Contains(out, `"totalCount":8`) {
		t.Errorf("after the dry runs: exit %d %s", code, out)
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
		{[]string{"fix", "--rule", "AA0005", "--line", "-1", "--column", "5", "--file", "src/Counter.Codeunit.al"}, "--line: must be a positive integer"},
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

// Conflicts of one cause beyond a few files are one line with the count;
// distinct causes keep their lines.
func TestReportConflictsSummarisesOneCause(t *testing.T) {
	var stderr strings.Builder
	c := newCLI("fix", &strings.Builder{}, &stderr)
	var cs []tools.Conflict
	for i := range 40 {
		cs = append(cs, tools.Conflict{FilePath: fmt.Sprintf("/p/f%02d.al", i), Kind: "NotWritten", Message: "not written because another file of the transaction failed"})
	}
	cs = append(cs, tools.Conflict{FilePath: "/p/cause.al", Kind: "Changed", Message: "the file changed since the fix was computed"})
	reportConflicts(c, cs)
	out := stderr.String()
	if n := strings.Count(out, "\n"); n != 2 {
		t.Fatalf("%d lines, want 2:\n%s", n, out)
	}
	if !strings.Contains(out, "40 files: NotWritten: not written because another file of the transaction failed (the first: /p/f00.al)") ||
		!strings.Contains(out, "/p/cause.al: Changed: the file changed since the fix was computed") {
		t.Errorf("output:\n%s", out)
	}
}
