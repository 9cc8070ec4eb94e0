package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestCompletions(t *testing.T) {
	for _, c := range []struct {
		args []string
		want []string // each must be offered
		not  []string // none of these may be
	}{
		{[]string{""}, []string{"analyze", "fix", "serve", "completion", "--version"}, []string{"__complete"}},
		{[]string{"an"}, []string{"analyze"}, []string{"fix"}},
		{[]string{"analyze", "--"}, []string{"--format", "--baseline", "--fail-on", "--workspace"}, []string{"--verbose"}},
		{[]string{"analyze", "--format", ""}, []string{"json", "sarif", "text"}, nil},
		{[]string{"analyze", "--fail-on", "W"}, []string{"Warning"}, []string{"Error"}},
		{[]string{"symbols", ""}, []string{"export", "find", "describe", "refs", "events", "free-ids", "source"}, nil},
		{[]string{"symbols", "find", "--"}, []string{"--kind", "--project"}, nil},
		{[]string{"completion", ""}, []string{"bash", "zsh", "fish", "powershell"}, nil},
		{[]string{"nosuch", "--"}, nil, []string{"--format"}},
	} {
		got := completions(c.args)
		for _, w := range c.want {
			if !slices.Contains(got, w) {
				t.Errorf("%q: %q not offered (got %q)", c.args, w, got)
			}
		}
		for _, n := range c.not {
			if slices.Contains(got, n) {
				t.Errorf("%q: %q offered", c.args, n)
			}
		}
	}
	if code, _, _ := runCLI(t, "", "completion", "tcsh"); code != 2 {
		t.Errorf("unknown shell: exit %d", code)
	}
	for sh := range completionScripts {
		if code, out, _ := runCLI(t, "", "completion", sh); code != 0 || !strings.Contains(out, "__complete") {
			t.Errorf("%s: exit %d %q", sh, code, out)
		}
	}
}

// The bash script, sourced in a real bash, completes through the built
// binary.
func TestBashCompletionScript(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	bin := alfixBinary(t)
	dir := t.TempDir()
	if err := os.Symlink(bin, filepath.Join(dir, "alfix")); err != nil {
		t.Fatal(err)
	}
	script := `source <(alfix completion bash); COMP_WORDS=(alfix analyze --for); COMP_CWORD=2; _alfix; printf '%s\n' "${COMPREPLY[@]}"`
	cmd := exec.Command(bash, "--norc", "--noprofile", "-c", script)
	cmd.Env = append(os.Environ(), "PATH="+dir+string(os.PathListSeparator)+os.Getenv("PATH"))
	out, err := cmd.CombinedOutput()
	if err != nil || strings.TrimSpace(string(out)) != "--format" {
		t.Fatalf("bash completion: %v\n%s", err, out)
	}
}
