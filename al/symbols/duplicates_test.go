package symbols

import (
	"testing"

	"github.com/alfix/alfix/al/syntax"
)

func TestDeclaredBefore(t *testing.T) {
	parse := func(name, src string) *FileSymbols { return Extract(syntax.Parse(name, []byte(src), syntax.Options{})) }
	dep := &Dependency{App: App{ID: "d", Name: "Dep"}, Origin: FromPackage,
		Symbols: BuildApp(AppInfo{App: App{ID: "d", Name: "Dep"}}, []*FileSymbols{parse("D.al", "codeunit 1 One { }\n")}, nil)}
	sum := BuildApp(AppInfo{App: App{ID: "o", Name: "Own"}}, []*FileSymbols{
		parse("b.al", "codeunit 10 One { }\ncodeunit 11 One { }\n"),
		parse("a.al", "codeunit 12 One { }\n"),
	}, []*Dependency{dep})
	a := sum.FileObjects("a.al")
	b := sum.FileObjects("b.al")
	d := dep.Symbols.FileObjects("D.al")
	if len(a) != 1 || len(b) != 2 || len(d) != 1 || sum.FileObjects("c.al") != nil {
		t.Fatalf("FileObjects: %d %d %d", len(a), len(b), len(d))
	}
	for _, c := range []struct {
		x, y *Object
		want bool
	}{
		{d[0], a[0], true},  // a dependency's first
		{a[0], d[0], false}, // never an own one before a dependency's
		{a[0], b[0], true},  // by file name
		{b[0], a[0], false},
		{b[0], b[1], true}, // by place in the file
		{b[1], b[0], false},
		{b[0], b[0], false},
		{d[0], d[0], false}, // dependencies among themselves: no order
		{&Object{Kind: "codeunit"}, a[0], false},
	} {
		if got := sum.DeclaredBefore(c.x, c.y); got != c.want {
			t.Errorf("DeclaredBefore(%d, %d) = %v", c.x.ID, c.y.ID, got)
		}
	}
}
