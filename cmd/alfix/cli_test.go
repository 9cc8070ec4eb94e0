package main

import (
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// dryRunDiffs counts the diffs checkDryRunDiff gave to git, so a test can
// tell that the check ran.
var dryRunDiffs int

// relativeTo is the text summary's note of where a diff applies.
var relativeTo = regexp.MustCompile(`the diff's paths are relative to (.*)$`)

// checkDryRunDiff runs git apply --check on the diff of a dry run (text:
// stdout, in the folder the summary names; json: the result's diff, in the
// project of its first changed file). It is skipped when git is missing.
func checkDryRunDiff(t *testing.T, stdout, stderr string) {
	t.Helper()
	diff, dir := stdout, ""
	if strings.HasPrefix(strings.TrimSpace(stdout), "{") {
		var r struct {
			Diff         string   `json:"diff"`
			FilesChanged []string `json:"filesChanged"`
		}
		if err := json.Unmarshal([]byte(stdout), &r); err != nil {
			t.Fatalf("dry run json: %v", err)
		}
		if len(r.FilesChanged) == 0 {
			return
		}
		diff, dir = r.Diff, findProject(r.FilesChanged[0])
	} else {
		for _, l := range strings.Split(strings.TrimSpace(stderr), "\n") {
			if m := relativeTo.FindStringSubmatch(l); m != nil {
				dir = m[1]
			}
		}
		if diff == "" {
			return
		}
		if dir == "" {
			t.Fatalf("a dry run printed a diff without saying where it applies:\n%s", stderr)
		}
	}
	gitApplyCheck(t, dir, diff)
}

// gitApplyCheck checks that git apply accepts diff in dir (outside any
// repository: git apply then works on the folder's files).
func gitApplyCheck(t *testing.T, dir, diff string) {
	t.Helper()
	git, err := exec.LookPath("git")
	if err != nil {
		t.Log("git is not installed: diff not checked")
		return
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		t.Fatal(err)
	}
	patch := filepath.Join(t.TempDir(), "dry-run.diff")
	if err := os.WriteFile(patch, []byte(diff), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(git, "apply", "--check", "-v", patch)
	cmd.Dir = abs
	cmd.Env = append(os.Environ(), "GIT_CEILING_DIRECTORIES="+filepath.Dir(abs), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git apply --check in %s refused the dry-run diff: %v\n%s\ndiff:\n%s", abs, err, out, diff)
	}
	dryRunDiffs++
}

// commandNames lists the commands people run (not the hidden ones the
// completion scripts call).
func commandNames() []string {
	var names []string
	for n := range commands {
		if !strings.HasPrefix(n, "__") {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	return names
}

// Every subcommand's --help has one form: usage, flags written --name,
// exit statuses; `alfix help CMD` prints the same.
func TestHelpOfEveryCommand(t *testing.T) {
	flagLine := regexp.MustCompile(`^  --[a-zA-Z][-a-zA-Z]*( [A-Z|a-z]+)?$`)
	for _, name := range commandNames() {
		code, out, errOut := runCLI(t, "", name, "--help")
		if code != 0 || errOut != "" || !strings.HasPrefix(out, "usage: alfix "+name+" ") || !strings.Contains(out, "\nexit status:\n  0  ") {
			t.Errorf("%s --help: exit %d stderr %q\n%s", name, code, errOut, out)
			continue
		}
		if _, again, _ := runCLI(t, "", "help", name); again != out {
			t.Errorf("alfix help %s differs from %s --help", name, name)
		}
		if _, short, _ := runCLI(t, "", name, "-h"); short != out {
			t.Errorf("%s -h differs from --help", name)
		}
		// Every flag is listed, as --name.
		for _, l := range strings.Split(out, "\n") {
			if strings.HasPrefix(l, "  -") && !flagLine.MatchString(l) {
				t.Errorf("%s --help: flag line %q", name, l)
			}
		}
		if strings.Contains(out, "\n  -") != strings.Contains(out, "\nflags:\n") {
			t.Errorf("%s --help: flags without a flags section or the reverse\n%s", name, out)
		}
	}
	if code, out, _ := runCLI(t, "", "--help"); code != 0 || !strings.Contains(out, "commands:") {
		t.Errorf("alfix --help: exit %d\n%s", code, out)
	}
	if code, _, errOut := runCLI(t, "", "help", "nope"); code != 2 || !strings.HasPrefix(errOut, "alfix help: error: unknown command") {
		t.Errorf("alfix help nope: exit %d %q", code, errOut)
	}
}

// helpFlags returns the flag names a command's help lists.
func helpFlags(t *testing.T, name string) []string {
	t.Helper()
	_, out, _ := runCLI(t, "", name, "--help")
	var flags []string
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, "  --") {
			flags = append(flags, strings.Fields(l)[0])
		}
	}
	return flags
}

func TestHelpListsTheFlags(t *testing.T) {
	want := map[string][]string{
		"analyze":  {"--format", "--fail-on", "--severity", "--limit", "--rule", "--analyzers", "--code-analyzers", "--compiler", "--sarif-fixes", "--sarif-max-results", "--sarif-max-per-rule", "--store", "--almcp", "--no-almcp", "--max-file-size", "--workspace", "--baseline", "--write-baseline", "--baseline-app", "--build-mode"},
		"compare":  {"--baseline-app", "--format", "--breaking", "--store", "--max-file-size", "--workspace", "--build-mode"},
		"fix":      {"--rule", "--key", "--file", "--line", "--column", "--dry-run", "--format", "--code-analyzers", "--store", "--max-file-size", "--workspace", "--build-mode"},
		"rules":    {"--verbose", "--format", "--cop", "--code-analyzers", "--store", "--max-file-size", "--workspace", "--build-mode"},
		"serve":    {"--projects", "--no-watch", "--store", "--almcp", "--no-almcp", "--max-file-size", "--workspace", "--max-result-bytes", "--build-mode"},
		"parse":    {"--stats", "--D", "--max-file-size"},
		"projects": {"--format", "--workspace"},
		"symbols":  {"--format", "--store", "--max-file-size", "--workspace", "--build-mode"},
		"version":  nil,
	}
	for name, flags := range want {
		got := helpFlags(t, name)
		sort.Strings(got)
		sort.Strings(flags)
		if strings.Join(got, " ") != strings.Join(flags, " ") {
			t.Errorf("%s --help lists %v, want %v", name, got, flags)
		}
	}
}

// logLine is the one style of everything alfix writes on stderr (besides
// the key candidates under an Ambiguous error).
var logLine = regexp.MustCompile(`^alfix( [a-z]+)?: ((warning|error|debug): )?\S`)

// mcpWords are tool-facing names no command line message may use.
var mcpWords = []string{"parameter '", "filePath", "projectPath", "folderPath", "diagnosticId", "equivalenceKey",
	"fileHash", "copFilter", "get_fixes", "apply_fix", "list_rules", "dryRun", "compiler=", "scope document"}

func checkStderr(t *testing.T, args []string, stderr string) {
	t.Helper()
	for _, l := range strings.Split(strings.TrimSuffix(stderr, "\n"), "\n") {
		if l == "" || strings.HasPrefix(l, "  --key ") {
			continue
		}
		if !logLine.MatchString(l) {
			t.Errorf("%v: stderr line %q is not in the log style", args, l)
		}
		for _, w := range mcpWords {
			if strings.Contains(l, w) {
				t.Errorf("%v: stderr names %q: %s", args, w, l)
			}
		}
	}
}

// Errors (usage errors and envelopes) are one log line each, in the
// command line's words: flags, PATH, alfix commands.
func TestErrorsNameFlags(t *testing.T) {
	root := copyFixture(t)
	outside := t.TempDir()
	os.WriteFile(filepath.Join(outside, "x.al"), []byte("codeunit 1 X {}\n"), 0o644)
	t.Chdir(root)
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"analyze", "--format", "xml"}, `alfix analyze: error: unknown --format "xml"`},
		{[]string{"analyze", "--bogus"}, "alfix analyze: error: flag provided but not defined: --bogus"},
		{[]string{"analyze", "--limit", "x"}, `invalid value "x" for flag --limit: not an integer`},
		{[]string{"analyze", "--limit", "-1"}, `for flag --limit: must be at least 0`},
		{[]string{"analyze", "--severity", "Loud"}, `unknown --severity "Loud"`},
		{[]string{"analyze", "--sarif-fixes"}, "--sarif-fixes goes with --format sarif"},
		{[]string{"analyze", "--store", "off", filepath.Join(root, "missing")}, "alfix analyze: error: PATH: "},
		{[]string{"fix", "--rule", "AA0005", "--line", "0", "--column", "3", "--file", "src/Counter.Codeunit.al"}, "for flag --line: must be a positive integer"},
		{[]string{"fix", "--rule", "AA0005", "--line", "-1", "--column", "3", "--file", "src/Counter.Codeunit.al"}, "for flag --line: must be a positive integer"},
		{[]string{"fix", "--rule", "AA0005", "--line", "5", "--column", "x", "--file", "src/Counter.Codeunit.al"}, `invalid value "x" for flag --column: not an integer`},
		{[]string{"fix", "--rule", "AA0005", "--line", "99999999999", "--column", "1", "--file", "src/Counter.Codeunit.al"}, "for flag --line: must be at most 2147483647"},
		{[]string{"fix", "--rule", "AA0005", "--line", "5", "--file", "src/Counter.Codeunit.al"}, "--line and --column go together"},
		{[]string{"fix", "--rule", "AA0005", "--column", "5"}, "--line and --column go together"},
		{[]string{"fix", "--rule", "AA0005", "--line", "5", "--column", "28"}, "--line and --column need the file"},
		{[]string{"fix", "--rule", "AA0005", "--line", "5", "--column", "28", "src"}, "--line and --column need the file"},
		{[]string{"fix", "--store", "off", "--rule", "AA0005", "--file", filepath.Join(outside, "x.al")}, "no AL project"},
		{[]string{"fix", "--store", "off", "--rule", "AA0005", "--file", filepath.Join(outside, "x.al"), root}, "is outside the project"},
		{[]string{"fix", "--store", "off", "--rule", "AA0005", "--file", "src/Counter.Codeunit.al", "src/Limits.Codeunit.al"}, "name different files"},
		{[]string{"fix", "--store", "off", "--rule", "AA0005", "--file", "src"}, "is a folder"},
		{[]string{"fix", "--store", "off", "--rule", "AA0005", "--file", "nope.al"}, "--file: "},
		{[]string{"fix", "--store", "off", "--rule", "AA0005", "--file", "app.json"}, "NotFound/FileNotInProject"},
		{[]string{"fix", "--store", "off", "--rule", "AA0005", "--file", "src/Counter.Codeunit.al", "--line", "1", "--column", "1"}, "run alfix analyze again"},
		{[]string{"fix", "--store", "off", "--rule", "AA0005", "--key", "AA0005.Nope"}, "NotFound/NoFixForEquivalenceKey"},
		{[]string{"fix", "--store", "off", "--rule", "ZZ9999"}, "alfix fix: error: NotFound/NoFixProvider: no rule with id ZZ9999"},
		{[]string{"rules", "--store", "off", "--cop", "NopeCop"}, "--cop names no known analyzer"},
		{[]string{"serve", "somewhere"}, "alfix serve: error: unexpected argument"},
		{[]string{"version", "x"}, "alfix version: error: unexpected argument"},
		{[]string{"parse", "--bogus"}, "alfix parse: error: flag provided but not defined: --bogus"},
		{[]string{"nope"}, `alfix: error: unknown command "nope"`},
	}
	before := read(t, filepath.Join(root, "src/Counter.Codeunit.al"))
	for _, c := range cases {
		code, out, errOut := runCLI(t, "", c.args...)
		if code != 2 || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: exit %d, stderr %q, want %q", c.args, code, errOut, c.want)
		}
		if c.args[0] != "nope" {
			checkStderr(t, c.args, errOut)
		}
		if out != "" {
			t.Errorf("%v: stdout %q", c.args, out)
		}
	}
	if read(t, filepath.Join(root, "src/Counter.Codeunit.al")) != before {
		t.Error("a failed fix changed the file")
	}
}

// The log handler writes one line per record with quoted values.
func TestLineHandler(t *testing.T) {
	var b strings.Builder
	c := newCLI("serve", io.Discard, &b)
	c.log.Info("startup project", "root", "/a b/c")
	c.log.Warn("cannot create the cache directory", "error", "no\nway")
	c.log.With("k", 1).Error("server stopped")
	c.log.Debug("hidden")
	want := "alfix serve: startup project root=\"/a b/c\"\n" +
		"alfix serve: warning: cannot create the cache directory error=\"no\\nway\"\n" +
		"alfix serve: error: server stopped k=1\n"
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
}
