package decls

import (
	"slices"
	"testing"

	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// ParamsByRoutine gives each routine its parameters in order, whether
// they come in one run of the scopes' declarations or not, and the lists
// do not reach into the declarations that follow them.
func TestParamsByRoutine(t *testing.T) {
	r1, r2, r3 := &syntax.Node{}, &syntax.Node{}, &syntax.Node{}
	p := func(name string, r *syntax.Node) *symbols.Decl {
		return &symbols.Decl{Kind: symbols.Param, Name: name, Routine: r}
	}
	local := &symbols.Decl{Kind: symbols.LocalVar, Name: "L", Routine: r1}
	global := &symbols.Decl{Kind: symbols.GlobalVar, Name: "G"}
	decls := []*symbols.Decl{global, p("A", r1), p("B", r1), local, p("C", r2), p("D", r1), p("E", r3), p("F", r3), {Kind: symbols.Param, Name: "NoRoutine"}}
	before := slices.Clone(decls)
	got := ParamsByRoutine(&symbols.FileScopes{Decls: decls})
	names := func(ds []*symbols.Decl) (out []string) {
		for _, d := range ds {
			out = append(out, d.Name)
		}
		return out
	}
	for r, want := range map[*syntax.Node][]string{r1: {"A", "B", "D"}, r2: {"C"}, r3: {"E", "F"}} {
		if !slices.Equal(names(got[r]), want) {
			t.Errorf("parameters %v, want %v", names(got[r]), want)
		}
	}
	if len(got) != 3 {
		t.Errorf("%d routines, want 3", len(got))
	}
	// Appending to a list must not write over the declarations.
	_ = append(got[r2], p("X", r2))
	_ = append(got[r3], p("Y", r3))
	if !slices.Equal(decls, before) {
		t.Errorf("the scopes' declarations changed: %v", names(decls))
	}
}

// A routine's parameters, declared in one run, are not copied.
func TestParamsByRoutineSharesRuns(t *testing.T) {
	var decls []*symbols.Decl
	for range 6 {
		r := &syntax.Node{}
		for range 4 {
			decls = append(decls, &symbols.Decl{Kind: symbols.Param, Routine: r})
		}
	}
	scopes := &symbols.FileScopes{Decls: decls}
	mapOnly := testing.AllocsPerRun(20, func() {
		m := make(map[*syntax.Node][]*symbols.Decl)
		for i := 0; i < len(decls); i += 4 {
			m[decls[i].Routine] = nil
		}
		mapSink = m
	})
	var got map[*syntax.Node][]*symbols.Decl
	if allocs := testing.AllocsPerRun(20, func() { got = ParamsByRoutine(scopes) }); allocs > mapOnly {
		t.Errorf("%v allocations, want at most the map's %v", allocs, mapOnly)
	}
	if len(got) != 6 || len(got[decls[4].Routine]) != 4 || got[decls[4].Routine][0] != decls[4] {
		t.Errorf("wrong lists: %d routines", len(got))
	}
}

var mapSink map[*syntax.Node][]*symbols.Decl
