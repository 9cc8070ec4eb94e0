package callgraph

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
	"golang.org/x/tools/txtar"
)

// deadOf lists DeadCode over every file of a txtar archive, one line per
// member, with the archive's "want" section.
func deadOf(t *testing.T, name string, info symbols.AppInfo) (got, want []string) {
	t.Helper()
	a, err := txtar.ParseFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	var files []*syntax.File
	var fss []*symbols.FileSymbols
	for _, f := range a.Files {
		if f.Name == "want" {
			want = strings.Split(strings.TrimSpace(string(f.Data)), "\n")
			continue
		}
		pf := syntax.Parse(f.Name, f.Data, syntax.Options{})
		if len(pf.Errors) > 0 {
			t.Fatalf("%s: %v", f.Name, pf.Errors)
		}
		files = append(files, pf)
		fss = append(fss, symbols.Extract(pf))
	}
	sum := symbols.BuildApp(info, fss, nil)
	for i, f := range files {
		for _, d := range DeadCode(f, fss[i], sum) {
			line := d.Kind + " " + d.Reach + " " + d.Member.String()
			if d.Fix != "" {
				line += " " + d.Fix
			}
			if d.Written {
				line += " written"
			}
			if got := f.Text(d.Span); !strings.EqualFold(syntax.Unquote(got), d.Member.Name) {
				t.Errorf("%s: span holds %q", line, got)
			}
			got = append(got, line)
		}
	}
	return got, want
}

func TestDeadCode(t *testing.T) {
	got, want := deadOf(t, "dead.txtar", symbols.AppInfo{})
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("dead code:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestDeadCodeWithFriendsHasNoInternalRemoval(t *testing.T) {
	info := symbols.AppInfo{InternalsVisibleTo: []symbols.App{{ID: "f", Name: "Friend", Publisher: "P"}}}
	got, _ := deadOf(t, "dead.txtar", info)
	for _, line := range got {
		if strings.Contains(line, "LC0052") {
			t.Errorf("%s: a removal offered though friends may call it", line)
		}
	}
	if !slices.Contains(got, `procedure internal codeunit "Dock Planner".SelfOnly`) {
		t.Errorf("SelfOnly is no longer listed: %q", got)
	}
}
