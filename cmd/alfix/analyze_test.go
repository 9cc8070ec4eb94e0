package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/rules"
	"github.com/alfix/alfix/tools"
	"github.com/alfix/alfix/workspace"
)

// copyFixture copies testdata/fixproj to a temporary folder and returns the
// copy (symbolic links of the temporary folder resolved).
func copyFixture(t *testing.T) string {
	t.Helper()
	dir, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	root := filepath.Join(dir, "fixproj")
	err = filepath.WalkDir("testdata/fixproj", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel("testdata/fixproj", path)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(root, rel), 0o755)
		}
		b, err := os.ReadFile(path)
		if err == nil {
			err = os.WriteFile(filepath.Join(root, rel), b, 0o644)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// runCLI runs the command line in dir and returns its exit status and
// output. Every diff a successful `fix --dry-run` prints is checked with
// git apply --check where it says it applies.
func runCLI(t *testing.T, dir string, args ...string) (int, string, string) {
	t.Helper()
	if dir != "" {
		t.Chdir(dir)
	}
	var stdout, stderr bytes.Buffer
	code := run(args, &stdout, &stderr)
	if len(args) > 0 && args[0] == "fix" && code == 0 && slices.Contains(args, "--dry-run") {
		checkDryRunDiff(t, stdout.String(), stderr.String())
	}
	return code, stdout.String(), stderr.String()
}

func TestAnalyzeText(t *testing.T) {
	root := copyFixture(t)
	code, out, errOut := runCLI(t, root, "analyze", "--store", "off")
	want := "src/Counter.Codeunit.al:5:28: Warning AA0005: Only use begin..end to enclose compound statements; this block holds a single statement\n" +
		"src/Counter.Codeunit.al:12:29: Warning AA0005: Only use begin..end to enclose compound statements; this block holds a single statement\n" +
		"src/Limits.Codeunit.al:5:29: Warning AA0005: Only use begin..end to enclose compound statements; this block holds a single statement\n"
	if code != 0 || out != want || !strings.Contains(errOut, "3 diagnostic(s) in 2 file(s) of 1 project(s)") {
		t.Errorf("exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
	if code, _, _ := runCLI(t, "", "analyze", "--fail-on", "warning", "--store", "off"); code != 1 {
		t.Errorf("--fail-on warning: exit %d, want 1", code)
	}
	// A file inside the project restricts the analysis to it; flags may
	// follow the path.
	code, out, _ = runCLI(t, "", "analyze", "src/Limits.Codeunit.al", "--fail-on", "Info", "--store", "off")
	if code != 1 || strings.Count(out, "\n") != 1 || !strings.HasPrefix(out, "src/Limits.Codeunit.al:5:29:") {
		t.Errorf("file scope: exit %d\n%s", code, out)
	}
}

func TestAnalyzeJSONIsTheToolResult(t *testing.T) {
	root := copyFixture(t)
	code, out, errOut := runCLI(t, root, "analyze", "--format", "json", "--store", "off", root)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	ws, err := workspace.Open(context.Background(), workspace.Options{Roots: []string{root}, Registry: rules.Registry()})
	if err != nil {
		t.Fatal(err)
	}
	defer ws.Close()
	off := "off"
	want, te := tools.Analyze(context.Background(), ws, tools.AnalyzeArgs{ProjectPath: &root, Limit: ptr(math.MaxInt32), Compiler: &off}, nil)
	if te != nil {
		t.Fatal(te)
	}
	var got tools.AnalyzeResult
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	got.Stats, want.Stats = tools.AnalyzeStats{}, tools.AnalyzeStats{}
	if got.Since == "" || want.Since == "" {
		t.Errorf("no since token: CLI %q, tool %q", got.Since, want.Since)
	}
	got.Since, want.Since = "", "" // each names its own process's answer
	g, _ := json.Marshal(got)
	w, _ := json.Marshal(want)
	if string(g) != string(w) {
		t.Errorf("CLI json differs from the tool result:\n got %s\nwant %s", g, w)
	}
	if got.TotalCount != 3 || got.Project != root {
		t.Errorf("result %+v", got)
	}
}

func TestAnalyzeSARIF(t *testing.T) {
	root := copyFixture(t)
	code, out, errOut := runCLI(t, root, "analyze", "--format", "sarif", "--store", "off")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var log struct {
		Version string `json:"version"`
		Runs    []struct {
			Tool struct {
				Driver struct {
					Name  string `json:"name"`
					Rules []struct {
						ID string `json:"id"`
					} `json:"rules"`
				} `json:"driver"`
			} `json:"tool"`
			ColumnKind string `json:"columnKind"`
			Results    []struct {
				RuleID    string `json:"ruleId"`
				Level     string `json:"level"`
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct {
							URI string `json:"uri"`
						} `json:"artifactLocation"`
						Region struct {
							StartLine, StartColumn, EndLine, EndColumn int
						} `json:"region"`
					} `json:"physicalLocation"`
				} `json:"locations"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal([]byte(out), &log); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if log.Version != "2.1.0" || len(log.Runs) != 1 || log.Runs[0].Tool.Driver.Name != "alfix" || log.Runs[0].ColumnKind != "utf16CodeUnits" {
		t.Fatalf("log header: %+v", log)
	}
	run := log.Runs[0]
	if len(run.Tool.Driver.Rules) != 1 || run.Tool.Driver.Rules[0].ID != "AA0005" || len(run.Results) != 3 {
		t.Fatalf("rules %+v results %d", run.Tool.Driver.Rules, len(run.Results))
	}
	r := run.Results[0]
	loc := r.Locations[0].PhysicalLocation
	if r.Level != "warning" || loc.ArtifactLocation.URI != "src/Counter.Codeunit.al" || loc.Region.StartLine != 5 || loc.Region.StartColumn != 28 || loc.Region.EndColumn != 33 {
		t.Errorf("first result %+v", r)
	}
}

func TestAnalyzeUsageErrors(t *testing.T) {
	root := copyFixture(t)
	empty := t.TempDir()
	cases := [][]string{
		{"analyze", "--format", "xml"},
		{"analyze", "--fail-on", "Fatal"},
		{"analyze", "--limit", "-1"},
		{"analyze", "a", "b"},
		{"analyze", filepath.Join(root, "missing")},
		{"analyze", "--store", "off", empty},
		{"analyze", "--bogus"},
	}
	t.Chdir(root)
	for _, args := range cases {
		if code, _, errOut := runCLI(t, "", args...); code != 2 || errOut == "" {
			t.Errorf("%v: exit %d, stderr %q", args, code, errOut)
		}
	}
}

// A file that does not parse fails the run (--fail-on Error is the
// default): its syntax error is a Compiler diagnostic in text, JSON and
// SARIF, with the compiler's code and its help page.
func TestAnalyzeSyntaxErrorFails(t *testing.T) {
	root := copyFixture(t)
	broken := filepath.Join(root, "src", "Broken.Codeunit.al")
	if err := os.WriteFile(broken, []byte("codeunit 50119 Broken\n{\n    procedure P()\n    begin\n}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCLI(t, root, "analyze", "--store", "off")
	if code != 1 || !strings.Contains(out, "src/Broken.Codeunit.al:5:1: Error AL0104: Syntax error, 'end' expected (found '}')\n") {
		t.Fatalf("text: exit %d\n%s%s", code, out, errOut)
	}
	if code, _, _ := runCLI(t, root, "analyze", "--store", "off", "--fail-on", "Error", "src/Counter.Codeunit.al"); code != 0 {
		t.Errorf("a clean file of the same project: exit %d", code)
	}
	code, out, _ = runCLI(t, root, "analyze", "--store", "off", "--format", "json")
	var res tools.AnalyzeResult
	if err := json.Unmarshal([]byte(out), &res); err != nil || code != 1 {
		t.Fatalf("json: exit %d %v", code, err)
	}
	if res.Summary.ByAnalyzer["Compiler"] != 1 || res.Summary.BySeverity["Error"] != 1 {
		t.Errorf("json summary %+v", res.Summary)
	}
	code, out, _ = runCLI(t, root, "analyze", "--store", "off", "--format", "sarif")
	var log struct {
		Runs []struct {
			Tool struct {
				Driver struct {
					Rules []struct {
						ID      string `json:"id"`
						HelpURI string `json:"helpUri"`
					} `json:"rules"`
				} `json:"driver"`
			} `json:"tool"`
			Results []struct {
				RuleID string `json:"ruleId"`
				Level  string `json:"level"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal([]byte(out), &log); err != nil || code != 1 {
		t.Fatalf("sarif: exit %d %v", code, err)
	}
	var help string
	for _, r := range log.Runs[0].Tool.Driver.Rules {
		if r.ID == "AL0104" {
			help = r.HelpURI
		}
	}
	levels := map[string]string{}
	for _, r := range log.Runs[0].Results {
		levels[r.RuleID] = r.Level
	}
	if levels["AL0104"] != "error" || !strings.HasSuffix(help, "/diagnostics/diagnostic-al104") {
		t.Errorf("sarif: levels %v help %q", levels, help)
	}
}

// A file name holding a newline (or another control character) cannot
// inject lines into the text output: it is printed quoted.
func TestAnalyzeTextEscapesFileNames(t *testing.T) {
	root := copyFixture(t)
	name := "Evil\nFake.al:1:1: Error XX0000: injected\t\u202e.Codeunit.al"
	src, err := os.ReadFile(filepath.Join(root, "src/Limits.Codeunit.al"))
	if err != nil {
		t.Fatal(err)
	}
	src = bytes.Replace(src, []byte("50111"), []byte("50112"), 1)
	src = bytes.Replace(src, []byte(`"CLI Limits"`), []byte(`"CLI Evil"`), 1)
	if err := os.WriteFile(filepath.Join(root, "src", name), src, 0o644); err != nil {
		if runtime.GOOS == "windows" {
			t.Skipf("the file system refuses the name: %v", err)
		}
		t.Fatal(err)
	}
	code, out, errOut := runCLI(t, root, "analyze", "--store", "off")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	want := strconv.Quote(filepath.Join("src", name)) + ":5:29: Warning AA0005: "
	found := false
	for _, l := range lines {
		if strings.Contains(l, "XX0000") && !strings.HasPrefix(l, want) {
			t.Errorf("injected line %q", l)
		}
		found = found || strings.HasPrefix(l, want)
	}
	if code != 0 || len(lines) != 4 || !found {
		t.Errorf("exit %d, %d lines, want 4 with %q\nstdout:\n%s\nstderr:\n%s", code, len(lines), want, out, errOut)
	}
}

func TestTextField(t *testing.T) {
	for in, want := range map[string]string{
		"src/A.Codeunit.al": "src/A.Codeunit.al",
		`C:\p\A b.al`:       `C:\p\A b.al`,
		"é ✓ 😀":             "é ✓ 😀",
		"a\nb":              `"a\nb"`,
		"a\rb":              `"a\rb"`,
		"tab\t":             `"tab\t"`,
		"esc\x1b[31m":       `"esc\x1b[31m"`,
		"bidi\u202e":        `"bidi\u202e"`,
		"line sep\u2028":    `"line sep\u2028"`,
		"bad \xff utf8":     `"bad \xff utf8"`,
		"":                  "",
	} {
		if got := textField(in); got != want {
			t.Errorf("textField(%q) = %s, want %s", in, got, want)
		}
	}
}

// Every format ends with the same report on stderr: each distinct warning
// once (with how many projects gave it), then one summary line with the
// counts per severity; stdout holds the format alone.
func TestAnalyzeStderrReportInEveryFormat(t *testing.T) {
	dir := t.TempDir()
	for i, name := range []string{"one", "two"} {
		root := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Join(root, "src"), 0o755); err != nil {
			t.Fatal(err)
		}
		manifest := fmt.Sprintf(`{"id": "00000000-0000-0000-0000-00000000000%d", "name": "P%d", "publisher": "t", "version": "1.0.0.0",
			"idRanges": [{"from": 50100, "to": 50199}], "runtime": "14.0"}`, i+1, i+1)
		for p, text := range map[string]string{
			"app.json":          manifest,
			"src/A.Codeunit.al": fmt.Sprintf("codeunit %d \"A%d\"\n{\n    procedure P()\n    var\n        X: Integer;\n    begin\n        if X = 1 then begin\n            X := 2;\n        end;\n    end;\n}\n", 50100+i, i),
		} {
			if err := os.WriteFile(filepath.Join(root, filepath.FromSlash(p)), []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, format := range []string{"text", "json", "sarif"} {
		code, out, errOut := runCLI(t, dir, "analyze", "--store", "off", "--format", format, "--rule", "AA0005")
		if code != 0 {
			t.Fatalf("%s: exit %d\n%s", format, code, errOut)
		}
		if format != "text" && !json.Valid([]byte(out)) {
			t.Errorf("%s: stdout is not the document alone:\n%s", format, out)
		}
		if !strings.Contains(errOut, "2 diagnostic(s) in 2 file(s) of 2 project(s): 2 warnings; ") {
			t.Errorf("%s: no summary line:\n%s", format, errOut)
		}
		if n := strings.Count(errOut, "the project configures no analyzers"); n != 1 || !strings.Contains(errOut, "(in 2 projects)") {
			t.Errorf("%s: the warning both projects gave is printed %d times, want once with its count:\n%s", format, n, errOut)
		}
	}
}

// A configuration file that does not parse stops analyze, fix and rules
// with exit 2, naming the file and the position, never echoing its text:
// a broken ruleset must not relax the gate silently.
func TestBrokenConfigurationIsAnError(t *testing.T) {
	const secret = "SECRETVALUE123"
	cases := map[string]map[string]string{
		"ruleset": {"fixture.ruleset.json": `{"name": "x", "rules": [ { "id": "AA0005", "action": ` + secret + ` } ]}`},
		"include": {"fixture.ruleset.json": `{"name": "x", "includedRuleSets": [{"path": "./inner.ruleset.json"}], "rules": []}`,
			"inner.ruleset.json": `{"rules": [` + secret},
		"settings": {".vscode/settings.json": `{"al.codeAnalyzers": ["${CodeCop}"], ` + secret + `}`},
	}
	roots := map[string]string{}
	for name := range cases {
		roots[name] = copyFixture(t) // before runCLI changes the working directory
	}
	for name, files := range cases {
		root := roots[name]
		for rel, text := range files {
			if err := os.WriteFile(filepath.Join(root, filepath.FromSlash(rel)), []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		for _, args := range [][]string{{"analyze", "--store", "off"}, {"fix", "--rule", "AA0005", "--dry-run", "--store", "off"}, {"rules", "--store", "off"}} {
			code, out, errOut := runCLI(t, root, args...)
			if code != 2 || out != "" || !strings.Contains(errOut, "configuration file does not parse: ") ||
				!strings.Contains(errOut, ": line ") || strings.Contains(errOut, secret) {
				t.Errorf("%s, %s: exit %d\nstdout %q\nstderr %s", name, args[0], code, out, errOut)
			}
		}
	}
}
