package callgraph

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
	"golang.org/x/tools/txtar"
)

// load parses the .al files of a txtar archive and returns the graph and
// the archive's "want" section.
func load(t *testing.T, name string) (*Graph, []*FileGraph, *symbols.Summary, []string) {
	t.Helper()
	a, err := txtar.ParseFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	var files []*syntax.File
	var fss []*symbols.FileSymbols
	var want []string
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
	sum := symbols.Build(fss)
	var fgs []*FileGraph
	for i, f := range files {
		fgs = append(fgs, File(f, fss[i], sum))
	}
	return Build(fgs, sum), fgs, sum, want
}

func describe(g *Graph) []string {
	var got []string
	for _, e := range g.Edges {
		got = append(got, fmt.Sprintf("%s -> %s (%s)", e.From, e.To, e.Kind))
	}
	for _, op := range g.Ops {
		s := fmt.Sprintf("op %s %s %s", op.From, op.Op, quote(op.Table))
		if op.Field != "" {
			s += " " + quote(op.Field)
		}
		if op.Temporary {
			s += " temporary"
		}
		got = append(got, s)
	}
	slices.Sort(got)
	return got
}

// TestKnownGraph: every edge of the fixture is found, and none other.
func TestKnownGraph(t *testing.T) {
	g, _, _, want := load(t, "graph.txtar")
	got := describe(g)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("edges:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestEdgePositions: an edge points at the name of the call that causes it.
func TestEdgePositions(t *testing.T) {
	a, _ := txtar.ParseFile(filepath.Join("testdata", "graph.txtar"))
	src := map[string]string{}
	for _, f := range a.Files {
		src[f.Name] = string(f.Data)
	}
	g, _, _, _ := load(t, "graph.txtar")
	for _, e := range g.Edges {
		if e.Kind == Implements || e.Kind == Event {
			if e.File != "" || e.Span != (syntax.Span{}) {
				t.Errorf("%v: declaration edge with a position", e)
			}
			continue
		}
		text := strings.Trim(src[e.File][e.Span.Start:e.Span.End], "'")
		want := e.To.Name
		switch e.Kind {
		case Run:
			want = "Run"
		case Trigger, TriggerEvent:
			want = "" // the Record method: Insert, Validate, Modify
		}
		if want != "" && !strings.EqualFold(text, want) || want == "" && !slices.Contains([]string{"Insert", "Modify", "Validate"}, text) {
			t.Errorf("%s -> %s at %q", e.From, e.To, text)
		}
	}
}

func TestWalk(t *testing.T) {
	g, _, _, _ := load(t, "graph.txtar")
	checkNo := Routine{ObjectKind: "table", Object: "Item2", Name: "CheckNo"}
	steps := g.Walk(checkNo, true, 3)
	var got []string
	for _, s := range steps {
		path := []string{s.Edge.From.String()}
		for v := s.Via; v >= 0; v = steps[v].Via {
			path = append(path, steps[v].Edge.From.String())
		}
		path = append(path, checkNo.String())
		got = append(got, fmt.Sprintf("%d %s", s.Depth, strings.Join(path, " -> ")))
	}
	want := []string{
		`1 table Item2 "No.".OnValidate -> table Item2.CheckNo`,
		`1 table Item2.OnInsert -> table Item2.CheckNo`,
		`2 codeunit Main.OnRun -> table Item2 "No.".OnValidate -> table Item2.CheckNo`,
		`2 codeunit Main.OnRun -> table Item2.OnInsert -> table Item2.CheckNo`,
	}
	if !slices.Equal(got, want) {
		t.Errorf("callers of CheckNo:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// Recursion ends: Fact is expanded once.
	fact := Routine{ObjectKind: "codeunit", Object: "Main", Name: "fact"}
	steps = g.Walk(fact, true, 10)
	if len(steps) != 2 || steps[0].Depth != 1 || steps[1].Depth != 1 {
		t.Errorf("callers of Fact: %+v", steps)
	}
	// Outgoing through the interface to both implementations, depth 2.
	run := Routine{ObjectKind: "codeunit", Object: "Main", Name: "OnRun", Trigger: true}
	var impls []string
	for _, s := range g.Walk(run, false, 2) {
		if s.Edge.Kind == Implements {
			impls = append(impls, s.Edge.To.Object)
		}
	}
	slices.Sort(impls)
	if !slices.Equal(impls, []string{"Box", "Circle"}) {
		t.Errorf("implementations reached: %v", impls)
	}
	if n := len(g.Walk(run, false, 0)); n != 0 {
		t.Errorf("depth 0: %d steps", n)
	}
}

func TestTableOps(t *testing.T) {
	g, _, _, _ := load(t, "graph.txtar")
	if n := len(g.TableOps("item2")); n != 8 {
		t.Errorf("all ops: %d", n)
	}
	w := g.TableOps("ITEM2", OpInsert, OpModify, OpDelete)
	if len(w) != 6 {
		t.Errorf("writes: %+v", w)
	}
	if n := len(g.TableOps("Nothing")); n != 0 {
		t.Errorf("unknown table: %d", n)
	}
}

// TestHostile: broken code and a nil file give a graph, never a panic.
func TestHostile(t *testing.T) {
	if g := File(nil, nil, nil); len(g.Edges) != 0 {
		t.Error("nil file")
	}
	for _, src := range []string{
		"codeunit 1 X { trigger OnRun() begin Codeunit.Run(); Codeunit.Run(5); Codeunit.Run(Codeunit::); Foo(; end; }",
		"codeunit 1 X { procedure A() var R: Record Nothing; begin R.Validate(); R.Insert(true, true); A(); Rec.Insert; end; }",
		"table 1 T { trigger OnInsert() begin Insert; Validate(); Validate(1); end; }",
		"codeunit",
	} {
		f := syntax.Parse("x.al", []byte(src), syntax.Options{})
		fs := symbols.Extract(f)
		sum := symbols.Build([]*symbols.FileSymbols{fs})
		Build([]*FileGraph{File(f, fs, sum), nil}, sum)
	}
}

// TestDependencyEvents: a subscriber of the project to a dependency's
// publisher (by name and by id) gets an Event edge from it; a
// subscription to an event the publisher does not declare gets none.
func TestDependencyEvents(t *testing.T) {
	parse := func(name, src string) (*syntax.File, *symbols.FileSymbols) {
		f := syntax.Parse(name, []byte(src), syntax.Options{})
		if len(f.Errors) > 0 {
			t.Fatalf("%s: %v", name, f.Errors)
		}
		return f, symbols.Extract(f)
	}
	_, pub := parse("Pub.al", `codeunit 80 "Sales-Post"
{
    [IntegrationEvent(false, false)]
    procedure OnBeforePost()
    begin
    end;
}
`)
	app := symbols.App{ID: "d", Name: "Base"}
	dep := &symbols.Dependency{App: app, Origin: symbols.FromPackage, Reach: symbols.Direct,
		Symbols: symbols.BuildApp(symbols.AppInfo{App: app}, []*symbols.FileSymbols{pub}, nil)}
	f, fs := parse("Sub.al", `codeunit 50100 Subs
{
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Sales-Post", 'OnBeforePost', '', false, false)]
    local procedure ByName()
    begin
    end;

    [EventSubscriber(ObjectType::Codeunit, 80, 'OnBeforePost', '', false, false)]
    local procedure ById()
    begin
    end;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Sales-Post", 'OnNoSuchEvent', '', false, false)]
    local procedure Nothing()
    begin
    end;
}
`)
	sum := symbols.BuildApp(symbols.AppInfo{App: symbols.App{ID: "o", Name: "Own"}}, []*symbols.FileSymbols{fs}, []*symbols.Dependency{dep})
	g := Build([]*FileGraph{File(f, fs, sum)}, sum)
	got := describe(g)
	want := []string{
		`codeunit "Sales-Post".OnBeforePost -> codeunit Subs.ById (event)`,
		`codeunit "Sales-Post".OnBeforePost -> codeunit Subs.ByName (event)`,
	}
	if !slices.Equal(got, want) {
		t.Errorf("edges:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestPageAndReportRuns: Page.Run, Report.Run and their kin, and the
// values' Run, are run edges to the object's entry trigger.
func TestPageAndReportRuns(t *testing.T) {
	g, _, _, want := load(t, "runs.txtar")
	got := describe(g)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("edges:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
