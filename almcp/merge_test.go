package almcp

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

func TestMerge(t *testing.T) {
	native := []Finding{
		{Path: "/p/b.al", Line: 5, Column: 1, ID: "AA0005", Severity: "Warning", Message: "native", Analyzer: "CodeCop", HasFix: true},
		{Path: "/p/a.al", Line: 1, Column: 1, ID: "LC0001", Severity: "Info", Message: "native", Analyzer: "LinterCop"},
	}
	compiler := []Diagnostic{
		{Path: "/p/b.al", Line: 5, Column: 1, ID: "aa0005", Severity: "Warning", Message: "duplicate of native"},
		{Path: "/p/b.al", Line: 5, Column: 2, ID: "AA0005", Severity: "Warning", Message: "other column"},
		{Path: "/p/a.al", Line: 1, Column: 1, ID: "AL0118", Severity: "Error", Message: "compiler"},
		{Path: "/p/a.al", Line: 1, Column: 1, ID: "AL0118", Severity: "Error", Message: "compiler duplicate"},
		{ID: "AL0432", Severity: "Warning", Message: "unlocated"},
	}
	nativeCopy := fmt.Sprint(native)
	compilerCopy := fmt.Sprint(compiler)
	got := Merge(native, compiler)
	var lines []string
	for _, f := range got {
		lines = append(lines, fmt.Sprintf("%s:%d:%d %s %s %q fix=%v", f.Path, f.Line, f.Column, f.ID, f.Analyzer, f.Message, f.HasFix))
	}
	want := []string{
		`:0:0 AL0432 Compiler "unlocated" fix=false`,
		`/p/a.al:1:1 AL0118 Compiler "compiler" fix=false`,
		`/p/a.al:1:1 LC0001 LinterCop "native" fix=false`,
		`/p/b.al:5:1 AA0005 CodeCop "native" fix=true`,
		`/p/b.al:5:2 AA0005 Compiler "other column" fix=false`,
	}
	if strings.Join(lines, "\n") != strings.Join(want, "\n") {
		t.Errorf("Merge:\n%s\nwant\n%s", strings.Join(lines, "\n"), strings.Join(want, "\n"))
	}
	if fmt.Sprint(native) != nativeCopy || fmt.Sprint(compiler) != compilerCopy {
		t.Error("Merge modified its input")
	}
	if got := Merge(nil, nil); len(got) != 0 {
		t.Errorf("Merge(nil, nil) = %v", got)
	}
}

func TestWithin(t *testing.T) {
	for _, tc := range []struct {
		root, path string
		want       bool
	}{
		{"/w/app", "/w/app", true},
		{"/w/app", "/w/app/src/a.al", true},
		{"/w/app", "/W/App/src/a.al", true},
		{"/w/app", "/w/application/a.al", false},
		{"/w/app", "/w", false},
		{"/w/app/", "/w/app/a.al", true},
	} {
		if got := within(filepath.FromSlash(tc.root), filepath.FromSlash(tc.path)); got != tc.want {
			t.Errorf("within(%q, %q) = %v", tc.root, tc.path, got)
		}
	}
}
