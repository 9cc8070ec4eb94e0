package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestREADMECommandsRun runs every command of the README's "Start in two
// minutes" block on a copy of the sample project: none may fail as a usage
// or runtime error (exit 2). A command that stops working, or a flag that
// is renamed, fails here before a user meets it.
func TestREADMECommandsRun(t *testing.T) {
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	start := strings.Index(text, "<!-- readme-commands")
	end := strings.Index(text, "<!-- /readme-commands -->")
	if start < 0 || end < start {
		t.Fatal("README has no readme-commands block")
	}
	var cmds [][]string
	for _, l := range strings.Split(text[start:end], "\n") {
		l = strings.TrimSpace(l)
		if !strings.HasPrefix(l, "alfix ") {
			continue
		}
		if i := strings.Index(l, " > "); i >= 0 {
			l = l[:i] // the redirection is the shell's
		}
		cmds = append(cmds, strings.Fields(l)[1:])
	}
	if len(cmds) < 5 {
		t.Fatalf("only %d commands found in the block", len(cmds))
	}
	root := filepath.Join(t.TempDir(), "sample")
	copyTree(t, "../../testdata/sample", root)
	for _, args := range cmds {
		args = append(args, "--store", "off")
		if args[0] == "projects" || args[0] == "symbols" && len(args) > 1 && args[1] != "find" {
			args = args[:len(args)-2] // no store flag
		}
		code, _, errOut := runCLI(t, root, args...)
		if code == exitError {
			t.Errorf("alfix %s: exit %d\n%s", strings.Join(args, " "), code, errOut)
		}
	}
}

// copyTree copies the files below from to to.
func copyTree(t *testing.T, from, to string) {
	t.Helper()
	err := filepath.WalkDir(from, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, path)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(to, rel), 0o755)
		}
		b, err := os.ReadFile(path)
		if err == nil {
			err = os.WriteFile(filepath.Join(to, rel), b, 0o644)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}
