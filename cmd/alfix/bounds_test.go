package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/tools"
)

func TestParseSize(t *testing.T) {
	for in, want := range map[string]int64{
		"1": 1, "8388608": 8 << 20, "8MiB": 8 << 20, "8 MiB": 8 << 20, "8m": 8 << 20, "512KiB": 512 << 10,
		"1GiB": 1 << 30, "2gb": 2 << 30, "100B": 100,
	} {
		if got, err := parseSize(in); err != nil || got != want {
			t.Errorf("parseSize(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, in := range []string{"", "0", "-1", "MiB", "8TiB", "8 MiB x", "1.5MiB", "99999999999999999999", "2048GiB"} {
		if got, err := parseSize(in); err == nil {
			t.Errorf("parseSize(%q) = %d, want an error", in, got)
		}
	}
	for n, want := range map[int64]string{8 << 20: "8MiB", 1 << 30: "1GiB", 1536: "1536", 3 << 10: "3KiB", 100: "100"} {
		if got := formatSize(n); got != want {
			t.Errorf("formatSize(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestParseMaxFileSize(t *testing.T) {
	dir := writeFiles(t, map[string]string{
		"big.al":   "codeunit 1 Big { }" + strings.Repeat(" ", 2000) + "\n",
		"small.al": "codeunit 2 Small { }\n",
	})
	code, out, errOut := runParseArgs("--stats", "--max-file-size", "1KiB", dir)
	if code != 2 || !strings.Contains(out, "files: 1\n") || !strings.Contains(out, "not read or skipped: 1\n") ||
		!strings.Contains(errOut, "big.al: skipped: 2019 bytes is over the file size limit of 1024 bytes") {
		t.Errorf("--max-file-size 1KiB: exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
	t.Setenv(envMaxFileSize, "1KiB")
	if code, _, errOut := runParseArgs(dir); code != 2 || !strings.Contains(errOut, "big.al: skipped") {
		t.Errorf("$%s=1KiB: exit %d, stderr %q", envMaxFileSize, code, errOut)
	}
	if code, _, errOut := runParseArgs("--max-file-size", "4KiB", dir); code != 0 {
		t.Errorf("the flag wins over the environment: exit %d, stderr %q", code, errOut)
	}
	t.Setenv(envMaxFileSize, "lots")
	if code, _, errOut := runParseArgs(dir); code != 2 || !strings.Contains(errOut, envMaxFileSize) {
		t.Errorf("invalid $%s: exit %d, stderr %q", envMaxFileSize, code, errOut)
	}
	if code, _, _ := runParseArgs("--max-file-size", "0", dir); code != 2 {
		t.Errorf("--max-file-size 0: exit %d, want a usage error", code)
	}
}

// writeApp writes an app.json into dir.
func writeApp(t *testing.T, dir string) {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "app.json"), []byte(`{"id": "00000000-0000-0000-0000-000000000001", "name": "N", "publisher": "p", "version": "1.0.0.0"}`), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestProjectsCommand(t *testing.T) {
	dir, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{
		"repo/App/a.al": "", "repo/App/src/b.al": "", "repo/App/Modules/M/m.al": "", "repo/Test/t.al": "",
		"repo/.snapshots/x/s.al": "", "repo/loose/l.al": "",
	}
	for rel := range files {
		p := filepath.Join(dir, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, rel := range []string{"repo/App", "repo/App/Modules/M", "repo/Test", "repo/.snapshots"} {
		writeApp(t, filepath.Join(dir, filepath.FromSlash(rel)))
	}
	deep := filepath.Join(dir, "repo", "deep")
	for i := range project.MaxScanDepth + 1 {
		deep = filepath.Join(deep, fmt.Sprint(i))
	}
	writeApp(t, deep)

	code, out, errOut := runCLI(t, dir, "projects", "--format", "json", "repo")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var res projectsResult
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	var got []string
	for _, p := range res.Projects {
		r, _ := filepath.Rel(dir, p.Path)
		got = append(got, fmt.Sprintf("%s=%d", filepath.ToSlash(r), p.Files))
	}
	// alc compiles App/Modules/M's file into App too.
	if want := "repo/App=3 repo/App/Modules/M=1 repo/Test=1"; strings.Join(got, " ") != want || res.Files != 5 {
		t.Errorf("projects %q (%d files), want %s (5 files)", got, res.Files, want)
	}
	var skipped []string
	for _, s := range res.Skipped {
		r, _ := filepath.Rel(dir, s.Path)
		skipped = append(skipped, filepath.ToSlash(r))
	}
	if len(skipped) != 2 || skipped[0] != "repo/.snapshots" || !strings.HasPrefix(skipped[1], "repo/deep/0/") {
		t.Errorf("skipped %q", skipped)
	}

	code, out, errOut = runCLI(t, "", "projects", "repo")
	if code != 0 || !strings.Contains(out, "      3  repo/App\n") ||
		!strings.Contains(errOut, "skipped repo/.snapshots: holds app.json, but folders named .snapshots are never scanned") ||
		!strings.Contains(errOut, "3 project(s) with 5 AL file(s); 2 folder(s) skipped") {
		t.Errorf("text: exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
	if code, _, errOut := runCLI(t, "", "projects", "missing"); code != 2 || !strings.Contains(errOut, "missing") {
		t.Errorf("missing folder: exit %d, %q", code, errOut)
	}
}

// TestAnalyzeNestedProjects checks that analyze covers the projects nested
// in PATH, each with the files alc compiles for it (the outer one's include
// the nested one's), and that a path scope keeps only the projects it
// reaches.
func TestAnalyzeNestedProjects(t *testing.T) {
	root := copyFixture(t)
	inner := filepath.Join(root, "src", "Inner")
	writeApp(t, inner)
	limits, err := os.ReadFile(filepath.Join(root, "src", "Limits.Codeunit.al"))
	if err != nil {
		t.Fatal(err)
	}
	// The outer app is compiled from the inner project's files too: the
	// copy needs its own id and name.
	limits = bytes.Replace(limits, []byte(`codeunit 50111 "CLI Limits"`), []byte(`codeunit 50112 "CLI Inner Limits"`), 1)
	if err := os.WriteFile(filepath.Join(inner, "Inner.Codeunit.al"), limits, 0o644); err != nil {
		t.Fatal(err)
	}
	results := func(args ...string) map[string]int {
		t.Helper()
		code, out, errOut := runCLI(t, root, append([]string{"analyze", "--format", "json", "--store", "off"}, args...)...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errOut)
		}
		var list []tools.AnalyzeResult
		if err := json.Unmarshal([]byte(out), &list); err != nil {
			var one tools.AnalyzeResult
			if err := json.Unmarshal([]byte(out), &one); err != nil {
				t.Fatalf("%v: %s", err, out)
			}
			list = []tools.AnalyzeResult{one}
		}
		got := map[string]int{}
		for _, r := range list {
			rel, _ := filepath.Rel(root, r.Project)
			got[filepath.ToSlash(rel)] = r.TotalCount
		}
		return got
	}
	check := func(got map[string]int, want string) {
		t.Helper()
		if s := fmt.Sprint(got); s != want {
			t.Errorf("results %s, want %s", s, want)
		}
	}
	// The inner project has no settings of the fixture's (its ruleset turns
	// AA0215 and AA0247 off): its copy of Limits gets both besides AA0005.
	// alc compiles the inner file into the outer app too, where it gets
	// AA0005 alone: 3 + 1.
	check(results(), "map[.:4 src/Inner:3]")
	check(results("src"), "map[.:4 src/Inner:3]")
	check(results("src/Limits.Codeunit.al"), "map[.:1]")
	check(results("src/Inner"), "map[src/Inner:3]") // the nearest project of src/Inner is itself
}

// TestAnalyzeMaxFileSize checks --max-file-size on analyze: the larger
// file is not analysed and the result says so in its warnings.
func TestAnalyzeMaxFileSize(t *testing.T) {
	root := copyFixture(t)
	code, out, errOut := runCLI(t, root, "analyze", "--format", "json", "--store", "off", "--max-file-size", "200")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var res tools.AnalyzeResult
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	counter := filepath.Join(root, "src", "Counter.Codeunit.al")
	// The fixture has no symbol packages: a dependency warning follows.
	if res.Stats.Files != 1 || res.TotalCount != 1 || len(res.Warnings) != 2 ||
		!strings.Contains(res.Warnings[0], "skipped "+counter+": ") || !strings.Contains(res.Warnings[0], "limit of 200 bytes") ||
		!strings.HasPrefix(res.Warnings[1], "dependency System not found") {
		t.Errorf("files %d diagnostics %d warnings %q", res.Stats.Files, res.TotalCount, res.Warnings)
	}
}
