package codecop

import (
	"testing"

	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AA0052's result in a file depends on sets the file does not name (the
// sets its included sets include): its project facts must change when such
// a set's Permissions or IncludedPermissionSets change, and only then.
func TestAA0052FactsFollowNestedSets(t *testing.T) {
	facts := func(srcs ...string) string {
		var files []*symbols.FileSymbols
		for i, src := range srcs {
			files = append(files, symbols.Extract(syntax.Parse(string(rune('a'+i))+".al", []byte(src), syntax.Options{})))
		}
		return aa0052Facts(symbols.Build(files))
	}
	ext := `permissionsetextension 50100 E extends "Dep Set" { IncludedPermissionSets = Outer; }`
	outer := `permissionset 50101 Outer { IncludedPermissionSets = Inner; }`
	inner := func(perms string) string {
		return `permissionset 50102 Inner { Permissions = ` + perms + `; }` + "\ncodeunit 50103 C { }"
	}
	base := facts(ext, outer, inner(`codeunit C = X`))
	if got := facts(ext, outer, inner(`codeunit C = X`)); got != base {
		t.Errorf("the same sources give different facts:\n%s\n%s", base, got)
	}
	if got := facts(ext, outer, inner(`codeunit "Dep Codeunit" = X`)); got == base {
		t.Errorf("a nested set's new Permissions left the facts unchanged: %q", got)
	}
	if got := facts(ext, `permissionset 50101 Outer { IncludedPermissionSets = Other; }`, inner(`codeunit C = X`)); got == base {
		t.Errorf("a changed IncludedPermissionSets left the facts unchanged: %q", got)
	}
	if got := facts(ext+"\ncodeunit 50104 D { }", outer, inner(`codeunit C = X`)); got != base {
		t.Errorf("a new codeunit changed the facts:\n%s\n%s", base, got)
	}
}
