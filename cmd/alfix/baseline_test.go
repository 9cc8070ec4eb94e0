package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The baseline round trip of a team adopting alfix: accept today's
// findings, then only a new one counts, however far the old ones moved;
// a fixed one is reported as a gone entry.
func TestBaselineRoundTrip(t *testing.T) {
	root := copyFixture(t)
	base := filepath.Join(root, "alfix-baseline.json")
	if code, _, errOut := runCLI(t, root, "analyze", "--store", "off", "--fail-on", "Warning", "--write-baseline", base); code != 0 ||
		!strings.Contains(errOut, "wrote 3 diagnostic(s)") {
		t.Fatalf("write: exit %d\n%s", code, errOut)
	}
	// Move every line of one file down by 50 and re-indent it; add a new
	// finding to the other.
	counter := filepath.Join(root, "src/Counter.Codeunit.al")
	text := read(t, counter)
	if err := os.WriteFile(counter, []byte(strings.Repeat("// moved\n", 50)+strings.ReplaceAll(text, "    ", "  ")), 0o644); err != nil {
		t.Fatal(err)
	}
	limits := filepath.Join(root, "src/Limits.Codeunit.al")
	ltext := read(t, limits)
	added := strings.Replace(ltext, "    begin\n", "    begin\n        if true then begin\n            exit;\n        end;\n", 1)
	if added == ltext {
		t.Fatal("fixture changed: no begin to add a block after")
	}
	if err := os.WriteFile(limits, []byte(added), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCLI(t, root, "analyze", "--store", "off", "--fail-on", "Warning", "--baseline", base)
	if code != 1 || strings.Count(out, "\n") != 1 || !strings.Contains(out, "src/Limits.Codeunit.al:") ||
		!strings.Contains(errOut, "3 diagnostic(s) baselined, 0 baseline entries gone") || !strings.Contains(errOut, "1 diagnostic(s) in ") {
		t.Fatalf("after the edits: exit %d\n%s\n%s", code, out, errOut)
	}
	// Without the new finding the run is clean (exit 0), whatever the
	// baselined ones.
	if err := os.WriteFile(limits, []byte(ltext), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, out, errOut := runCLI(t, root, "analyze", "--store", "off", "--fail-on", "Warning", "--baseline", base); code != 0 || out != "" {
		t.Fatalf("only baselined findings: exit %d\n%s\n%s", code, out, errOut)
	}
	// Fix one baselined finding: its entry is gone.
	if code, _, errOut := runCLI(t, root, "fix", "--rule", "AA0005", "--store", "off", "src/Limits.Codeunit.al"); code != 0 {
		t.Fatalf("fix: exit %d %s", code, errOut)
	}
	code, _, errOut = runCLI(t, root, "analyze", "--store", "off", "--fail-on", "Warning", "--baseline", base)
	if code != 0 || !strings.Contains(errOut, "2 diagnostic(s) baselined, 1 baseline entry gone") {
		t.Fatalf("after a fix: exit %d\n%s", code, errOut)
	}
}

// A baseline that is not one is a usage error naming the file, never
// echoing its content; the two baseline flags exclude each other.
func TestBaselineErrors(t *testing.T) {
	root := copyFixture(t)
	secret := "TOPSECRET-" + strings.Repeat("x", 20)
	for name, content := range map[string]string{
		"syntax.json":  `{"version": 1, "findings": [` + secret,
		"shape.json":   `["` + secret + `"]`,
		"version.json": `{"version": 99, "fingerprint": "alfix-finding/v1", "findings": []}`,
		"recipe.json":  `{"version": 1, "fingerprint": "` + secret + `", "findings": []}`,
	} {
		p := filepath.Join(root, name)
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		code, out, errOut := runCLI(t, root, "analyze", "--store", "off", "--baseline", p)
		if code != 2 || out != "" || !strings.Contains(errOut, "--baseline "+p) || strings.Contains(errOut, secret) {
			t.Errorf("%s: exit %d\n%s\n%s", name, code, out, errOut)
		}
	}
	if code, _, errOut := runCLI(t, root, "analyze", "--store", "off", "--baseline", filepath.Join(root, "none.json")); code != 2 || !strings.Contains(errOut, "none.json") {
		t.Errorf("missing file: exit %d %s", code, errOut)
	}
	if code, _, _ := runCLI(t, root, "analyze", "--store", "off", "--baseline", "a.json", "--write-baseline", "b.json"); code != 2 {
		t.Errorf("both flags: exit %d", code)
	}
	if code, _, errOut := runCLI(t, root, "analyze", "--store", "off", "--write-baseline", filepath.Join(root, "no", "such", "dir", "b.json")); code != 2 || !strings.Contains(errOut, "--write-baseline") {
		t.Errorf("unwritable baseline: exit %d %s", code, errOut)
	}
}
