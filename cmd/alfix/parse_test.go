package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func writeFiles(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, content := range files {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func runParseArgs(args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = runParse(args, &out, &errb)
	return code, out.String(), errb.String()
}

func TestParseCommandClean(t *testing.T) {
	dir := writeFiles(t, map[string]string{
		"a/One.Codeunit.al": "codeunit 50100 One\n{\n    procedure P()\n    begin\n    end;\n}\n",
		"b/Two.Table.AL":    "table 50101 Two { fields { field(1; A; Integer) { } } }",
		"b/notes.txt":       "this is not AL {",
	})
	code, out, errOut := runParseArgs("--stats", dir)
	if code != 0 {
		t.Fatalf("exit %d, stdout %q stderr %q", code, out, errOut)
	}
	for _, want := range []string{"files: 2\n", "syntax errors: 0\n", "round-trip mismatches: 0\n", "MB/s: "} {
		if !strings.Contains(out, want) {
			t.Errorf("stats lack %q:\n%s", want, out)
		}
	}
}

func TestParseCommandErrors(t *testing.T) {
	dir := writeFiles(t, map[string]string{
		"z.al": "codeunit 1 Z\n{\n    procedure P()\n    begin\n        X := ;\n    end;\n}\n",
		"a.al": "codeunit 2 A\n{\n    junk;\n}\n",
	})
	code, out, _ := runParseArgs(dir)
	if code != 1 {
		t.Fatalf("exit %d, want 1", code)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	want := []string{
		filepath.Join(dir, "a.al") + ":3:5: expected member, found 'junk'",
		filepath.Join(dir, "z.al") + ":5:14: expected expression, found ';'",
	}
	if strings.Join(lines, "\n") != strings.Join(want, "\n") {
		t.Errorf("output:\n%s\nwant:\n%s", out, strings.Join(want, "\n"))
	}
	// A single file named explicitly is parsed whatever its extension.
	code, out, _ = runParseArgs(filepath.Join(dir, "a.al"))
	if code != 1 || !strings.Contains(out, "a.al:3:5:") {
		t.Errorf("single file: exit %d output %q", code, out)
	}
}

func TestParseCommandSymbols(t *testing.T) {
	dir := writeFiles(t, map[string]string{
		"s.al": "codeunit 1 S\n{\n#if DEMO\n    junk;\n#endif\n}\n",
	})
	if code, _, _ := runParseArgs(dir); code != 0 {
		t.Errorf("without symbol: exit %d", code)
	}
	if code, out, _ := runParseArgs("-D", "demo", dir); code != 1 || !strings.Contains(out, ":4:5:") {
		t.Errorf("with symbol: exit %d output %q", code, out)
	}
}

func TestParseCommandUsage(t *testing.T) {
	if code, _, errOut := runParseArgs(); code != 2 || !strings.Contains(errOut, "no PATH given") {
		t.Errorf("no args: exit %d stderr %q", code, errOut)
	}
	if code, _, _ := runParseArgs("--bogus", "."); code != 2 {
		t.Errorf("bad flag: exit %d", code)
	}
	if code, _, errOut := runParseArgs(filepath.Join(t.TempDir(), "missing")); code != 2 || errOut == "" {
		t.Errorf("missing path: exit %d stderr %q", code, errOut)
	}
	if code, _, _ := runParseArgs("-h"); code != 0 {
		t.Errorf("-h: exit %d", code)
	}
}

func TestCompareWriter(t *testing.T) {
	w := &compareWriter{want: []byte("hello world")}
	w.Write([]byte("hello"))
	if _, err := w.Write([]byte(" wxrld")); err == nil || w.firstDiff() != 7 {
		t.Errorf("difference not found at 7: %v %d", err, w.firstDiff())
	}
	w = &compareWriter{want: []byte("abc")}
	w.Write([]byte("ab"))
	if w.bad || w.off != 2 {
		t.Error("short output must be detectable by off")
	}
	if _, err := w.Write([]byte("cd")); err == nil {
		t.Error("longer output not detected")
	}
}
