package fix

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
	"github.com/alfix/alfix/workspace"
)

// commentBegin reports BEGIN like upperBegin and offers to put a two-line
// comment before it and lower-case it: an insertion whose new text holds
// line breaks, and a replacement.
var commentBegin = &analysis.Rule{
	ID: "TT0003", Title: "Comment begin", Message: "comment BEGIN",
	Severity: analysis.SeverityInfo, Analyzer: project.AnalyzerGroup("FormattingCop"),
	FixKeys: []string{"TT0003.Comment"},
	Run: func(p *analysis.Pass) {
		for i, tok := range p.File.Tokens {
			if tok.Kind == syntax.Identifier && p.File.TokenText(i) == "BEGIN" {
				at := syntax.Span{Start: tok.Span.Start, End: tok.Span.Start}
				p.Reportf(tok.Span, nil, p.Fix("Comment", "Comment it", analysis.TextEdit{Span: at, NewText: "// a\n// b\n"},
					analysis.TextEdit{Span: tok.Span, NewText: "begin"}))
			}
		}
	},
}

func openWith(t *testing.T, root string, rules ...*analysis.Rule) *workspace.Project {
	t.Helper()
	reg, err := analysis.NewRegistry(rules...)
	if err != nil {
		t.Fatal(err)
	}
	w, err := workspace.Open(context.Background(), workspace.Options{Roots: []string{root}, Dir: root, Registry: reg})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Close() })
	return w.Primary()
}

// applyPositioned applies positioned edits of one file to its content, the
// way a SARIF consumer would: by line and UTF-16 column.
func applyPositioned(t *testing.T, src []byte, edits []PositionedEdit) string {
	t.Helper()
	lt := syntax.NewLineTable(src)
	type span struct {
		start, end int
		text       string
	}
	var spans []span
	for _, e := range edits {
		s, ok1 := lt.Offset(e.Line, e.Column)
		end, ok2 := lt.Offset(e.EndLine, e.EndColumn)
		if !ok1 || !ok2 {
			t.Fatalf("edit %+v is outside the file", e)
		}
		spans = append(spans, span{s, end, e.NewText})
	}
	sort.SliceStable(spans, func(i, j int) bool { return spans[i].start < spans[j].start })
	var b strings.Builder
	last := 0
	for _, s := range spans {
		b.Write(src[last:s.start])
		b.WriteString(s.text)
		last = s.end
	}
	b.Write(src[last:])
	return b.String()
}

func TestFixesMatchWhatFixAllWrites(t *testing.T) {
	files := map[string]string{
		"lf.al":    "x BEGIN y\nz BEGIN\n",
		"crlf.al":  "x\r\n  BEGIN y\r\nBEGIN",
		"bom.al":   "\xEF\xBB\xBFBEGIN ü BEGIN\n",
		"none.al":  "nothing here\n",
		"utf16.al": "\xFF\xFEB\x00E\x00",
	}
	root := writeProject(t, files)
	for _, rule := range []*analysis.Rule{upperBegin, commentBegin} {
		t.Run(rule.ID, func(t *testing.T) {
			p := openWith(t, root, rule)
			var paths []string
			for rel := range files {
				paths = append(paths, filepath.Join(root, rel))
			}
			sort.Strings(paths)
			res, err := Fixes(context.Background(), p, FixesRequest{Paths: paths})
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Skipped) != 1 || res.Skipped[0].Outcome != UnsupportedEncoding || filepath.Base(res.Skipped[0].Path) != "utf16.al" {
				t.Errorf("skipped %+v", res.Skipped)
			}
			if len(res.Findings) != 6 {
				t.Fatalf("%d findings with fixes, want 6", len(res.Findings))
			}
			// Applying every fix of a file by position gives what
			// apply_fix_all writes.
			edits := map[string][]PositionedEdit{}
			for _, ff := range res.Findings {
				if len(ff.Fixes) != 1 || ff.Fixes[0].Key != rule.FixKeys[0] || ff.Finding.ID != rule.ID {
					t.Fatalf("finding %+v", ff)
				}
				for _, e := range ff.Fixes[0].Edits {
					edits[e.Path] = append(edits[e.Path], e)
				}
			}
			plan, err := PlanFixAll(context.Background(), p, AllRequest{RuleID: rule.ID})
			if err != nil {
				t.Fatal(err)
			}
			if len(plan.Files) != 3 {
				t.Fatalf("plan changes %d files", len(plan.Files))
			}
			for _, f := range plan.Files {
				if got := applyPositioned(t, f.Original, edits[f.Path]); got != string(f.Content) {
					t.Errorf("%s: by position %q, apply_fix_all %q", filepath.Base(f.Path), got, f.Content)
				}
			}
		})
	}
}

func TestFixesSkipsVanishedFilesAndFiltersRules(t *testing.T) {
	root := writeProject(t, map[string]string{"a.al": "BEGIN\n", "b.al": "BEGIN\n"})
	p := openWith(t, root, upperBegin, commentBegin)
	a, b := filepath.Join(root, "a.al"), filepath.Join(root, "b.al")
	if err := os.Remove(b); err != nil {
		t.Fatal(err)
	}
	res, err := Fixes(context.Background(), p, FixesRequest{Paths: []string{a, b}, RuleIDs: []string{"tt0003"}})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Findings) != 1 || res.Findings[0].Finding.ID != "TT0003" || res.Findings[0].Finding.Path != a {
		t.Errorf("findings %+v", res.Findings)
	}
	if len(res.Skipped) != 1 || res.Skipped[0].Path != b || res.Skipped[0].Outcome != StaleFile {
		t.Errorf("skipped %+v", res.Skipped)
	}
}

func TestPlanFixAllFolder(t *testing.T) {
	root := writeProject(t, map[string]string{"src/a.al": "BEGIN\n", "src/sub/b.al": "BEGIN\n", "other/c.al": "BEGIN\n", "srcx/d.al": "BEGIN\n"})
	p := openWS(t, root, nil, false).Primary()
	plan, err := PlanFixAll(context.Background(), p, AllRequest{RuleID: "TT0001", Folder: filepath.Join(root, "src")})
	if err != nil {
		t.Fatal(err)
	}
	got := []string{}
	for _, f := range plan.Files {
		rel, _ := filepath.Rel(root, f.Path)
		got = append(got, filepath.ToSlash(rel))
	}
	if strings.Join(got, ",") != "src/a.al,src/sub/b.al" || len(plan.Found) != 2 {
		t.Errorf("folder scope changed %v (found %d)", got, len(plan.Found))
	}
}

func TestGitQuote(t *testing.T) {
	for in, want := range map[string]string{
		"a/src/A b.al":    "a/src/A b.al",
		"a/Süß.al":        "a/Süß.al",
		"a/x\ty.al":       `"a/x\ty.al"`,
		"a/x\ny.al":       `"a/x\ny.al"`,
		`a/q"uote.al`:     `"a/q\"uote.al"`,
		`a/back\sl.al`:    `"a/back\\sl.al"`,
		"a/esc\x1b.al":    `"a/esc\033.al"`,
		"a/del\x7f.al":    `"a/del\177.al"`,
		"a/plain.al":      "a/plain.al",
		"a/dir/file.al":   "a/dir/file.al",
		"a/semi;colon.al": "a/semi;colon.al",
	} {
		if got := gitQuote(in); got != want {
			t.Errorf("gitQuote(%q) = %s, want %s", in, got, want)
		}
	}
}

// The plan's diff applies with git apply in the project folder, whatever
// the names, line breaks, final newline and byte-order mark.
func TestPlanDiffGitApplies(t *testing.T) {
	git, err := exec.LookPath("git")
	if err != nil {
		t.Skip("git is not installed")
	}
	files := map[string]string{
		"src/A b.al":     "x BEGIN\n",
		"src/Süß.al":     "BEGIN\nno newline BEGIN",
		"crlf.al":        "a\r\nBEGIN\r\nb\r\n",
		"bom.al":         "\xEF\xBB\xBFBEGIN\n",
		"tab\there.al":   "BEGIN\n",
		"only.al":        "BEGIN",
		"quote\"name.al": "1\n2\n3\n4\n5\n6\n7\n8\nBEGIN\n9\n10\n11\n12\n13\n14\n15\nBEGIN\n",
	}
	root := writeProject(t, files)
	for _, rule := range []*analysis.Rule{upperBegin, commentBegin} {
		p := openWith(t, root, rule)
		plan, err := PlanFixAll(context.Background(), p, AllRequest{RuleID: rule.ID})
		if err != nil {
			t.Fatal(err)
		}
		diff := plan.Diff()
		if strings.Count(diff, "diff --git ") != len(files) || !strings.Contains(diff, "--- a/src/A b.al\t\n+++ b/src/A b.al\t\n") ||
			!strings.Contains(diff, "\\ No newline at end of file\n") {
			t.Fatalf("%s: diff:\n%s", rule.ID, diff)
		}
		patch := gitApplyCheck(t, git, root, diff)
		if pt, err := exec.LookPath("patch"); err == nil {
			// GNU patch reads the names too (a name with a space needs
			// git's tab after it).
			cmd := exec.Command(pt, "-p1", "--dry-run", "-i", patch)
			cmd.Dir = root
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("patch -p1 --dry-run: %v\n%s", err, out)
			}
		}
		// Applied for real, it writes what the plan would.
		cmd := exec.Command(git, "apply", patch)
		cmd.Dir = root
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git apply: %v\n%s", err, out)
		}
		for _, f := range plan.Files {
			if got, _ := os.ReadFile(f.Path); string(got) != string(f.Content) {
				t.Errorf("%s: git apply wrote %q, the plan %q", f.Path, got, f.Content)
			}
			if err := os.WriteFile(f.Path, f.Original, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// gitApplyCheck runs git apply --check on diff in dir (made a git
// repository when it is none) and returns the patch file.
func gitApplyCheck(t *testing.T, git, dir, diff string) string {
	t.Helper()
	run := func(args ...string) {
		t.Helper()
		cmd := exec.Command(git, args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, ".git")); err != nil {
		run("init", "-q")
	}
	patch := filepath.Join(t.TempDir(), "fix.diff")
	if err := os.WriteFile(patch, []byte(diff), 0o644); err != nil {
		t.Fatal(err)
	}
	run("apply", "--check", "-v", patch)
	return patch
}
