package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestExportFileName(t *testing.T) {
	for _, c := range []struct{ publisher, name, version, want string }{
		{"Default Publisher", "My App", "1.0.0.0", "Default Publisher_My App_1.0.0.0.app"},
		{"/tmp/x", "../../etc/y", "1.0.0.0", "_tmp_x_.._.._etc_y_1.0.0.0.app"},
		{`C:\Users\me`, "a\x00b\nc", "2.0", "C__Users_me_a_b_c_2.0.app"},
	} {
		got := exportFileName(c.publisher, c.name, c.version)
		if got != c.want || strings.ContainsAny(got, `/\`) {
			t.Errorf("exportFileName(%q, %q, %q) = %q, want %q", c.publisher, c.name, c.version, got, c.want)
		}
	}
}

// TestSymbolsExportStaysInTheWorkingDirectory: a repository's app.json whose publisher is an
// absolute path cannot make the default export land anywhere but the working directory.
func TestSymbolsExportStaysInTheWorkingDirectory(t *testing.T) {
	base := t.TempDir()
	elsewhere, cwd, proj := filepath.Join(base, "elsewhere"), filepath.Join(base, "cwd"), filepath.Join(base, "proj")
	for _, d := range []string{elsewhere, cwd, filepath.Join(proj, "src")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	manifest := `{"id": "11111111-2222-3333-4444-555555555555", "name": "n", "publisher": ` +
		`"` + filepath.ToSlash(filepath.Join(elsewhere, "p")) + `", "version": "1.0.0.0"}`
	if err := os.WriteFile(filepath.Join(proj, "app.json"), []byte(manifest), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(proj, "src", "A.Codeunit.al"), []byte("codeunit 50100 A\n{\n}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := runCLI(t, cwd, "symbols", "export", "--store", "off", proj)
	if code != 0 {
		t.Fatalf("export: exit %d\n%s%s", code, stdout, stderr)
	}
	if ents, _ := os.ReadDir(elsewhere); len(ents) != 0 {
		t.Errorf("the export landed outside the working directory: %s holds %d entries", elsewhere, len(ents))
	}
	ents, _ := os.ReadDir(cwd)
	if len(ents) != 1 || !strings.HasSuffix(ents[0].Name(), ".app") {
		t.Errorf("working directory after the export: %v (want one .app)", ents)
	}
}
