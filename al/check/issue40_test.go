package check

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// wantComment is a fixture line's expectation: "// want AL0124" (several
// codes separated by spaces).
var wantComment = regexp.MustCompile(`// want ((?:AL\d{4} ?)+)$`)

// The extension an agent writes most (a table extension, a page extension,
// an event subscriber on Customer), with the mistakes of issue 40 planted
// one a line: every compiler check runs over it with its dependency loaded
// from source and the platform's System app missing (a project in BCApps), and each
// mistake must be reported on its own line by the code written there, and
// nothing else anywhere. Correct.al is the same extension written right:
// nothing reported.
func TestIssue40Extension(t *testing.T) {
	root := "testdata/issue40"
	depApp := symbols.App{ID: "00000000-0000-0000-0000-00000000d040", Name: "Base Application", Publisher: "Microsoft"}
	var depFiles []*symbols.FileSymbols
	for _, path := range alFiles(t, filepath.Join(root, "Dependency")) {
		f := parseFixture(t, path)
		depFiles = append(depFiles, symbols.Extract(f))
	}
	dep := &symbols.Dependency{App: depApp, Declared: depApp, Origin: symbols.FromProject, Reach: symbols.Direct,
		Symbols: symbols.BuildApp(symbols.AppInfo{App: depApp}, depFiles, nil)}
	sysApp := symbols.App{ID: symbols.PlatformAppID, Name: "System", Publisher: "Microsoft"}
	sys := &symbols.Dependency{App: sysApp, Declared: sysApp, Origin: symbols.Missing, Reach: symbols.Direct}

	var own []*syntax.File
	var ownSyms []*symbols.FileSymbols
	for _, path := range alFiles(t, filepath.Join(root, "Extension")) {
		f := parseFixture(t, path)
		own = append(own, f)
		ownSyms = append(ownSyms, symbols.Extract(f))
	}
	ownApp := symbols.App{ID: "00000000-0000-0000-0000-00000000f040", Name: "Bar", Publisher: "Bar"}
	sum := symbols.BuildApp(symbols.AppInfo{App: ownApp}, ownSyms, []*symbols.Dependency{dep, sys})
	if !sum.MembersComplete() {
		t.Fatal("the fixture's summary should meet NeedsMembers")
	}
	wants := 0
	for _, f := range own {
		want := map[string]bool{} // "line code"
		for i, line := range strings.Split(string(f.Src), "\n") {
			if m := wantComment.FindStringSubmatch(strings.TrimRight(line, "\r")); m != nil {
				for _, code := range strings.Fields(m[1]) {
					want[fmt.Sprintf("%d %s", i+1, code)] = true
					wants++
				}
			}
		}
		res := analysis.AnalyzeFile(context.Background(), f, &project.Config{}, Enabled(), analysis.Options{Summary: sum})
		if len(res.AnalyzerErrors) > 0 {
			t.Fatalf("%s: %v", f.Name, res.AnalyzerErrors)
		}
		got := map[string]bool{}
		for _, d := range res.Diagnostics {
			line, _ := f.Lines.Position(d.Span.Start)
			key := fmt.Sprintf("%d %s", line, d.RuleID)
			got[key] = true
			if !want[key] {
				t.Errorf("%s:%d: unexpected %s %q: %s", f.Name, line, d.RuleID, f.Text(d.Span), d.Message)
			}
		}
		var missed []string
		for key := range want {
			if !got[key] {
				missed = append(missed, key)
			}
		}
		slices.Sort(missed)
		for _, key := range missed {
			line, code, _ := strings.Cut(key, " ")
			t.Errorf("%s:%s: %s not reported", f.Name, line, code)
		}
	}
	if wants < 16 {
		t.Errorf("the fixture plants %d mistakes; issue 40's list has more", wants)
	}
}

func alFiles(t *testing.T, dir string) []string {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join(dir, "*.al"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("%s: no .al files (%v)", dir, err)
	}
	return paths
}

func parseFixture(t *testing.T, path string) *syntax.File {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	f := syntax.Parse(path, src, syntax.Options{})
	for _, e := range f.Errors {
		line, col := f.Lines.Position(e.Span.Start)
		t.Errorf("%s:%d:%d: syntax error: %s", path, line, col, e.Msg)
	}
	return f
}
