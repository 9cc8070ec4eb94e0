package symbols

import (
	"encoding/json"
	"fmt"
	"reflect"
	"runtime"
	"strings"
	"testing"
	"time"
)

// proceduresNamedNaive is the definition ProceduresNamed must match.
func proceduresNamedNaive(s *Summary, o *Object, name string) []Procedure {
	var out []Procedure
	for _, obj := range append([]*Object{o}, s.Extensions(o)...) {
		for _, p := range obj.Procedures {
			//lint:ignore SA6005 the reference definition lower-cases both names, as the index's keys do
			if strings.ToLower(p.Name) == strings.ToLower(name) {
				out = append(out, p)
			}
		}
	}
	return out
}

func TestProceduresNamedOverloadsAndExtensions(t *testing.T) {
	base := parse(t, "base.al", `table 50100 "Fab Base"
{
    procedure Run(A: Integer) begin end;
    procedure Other() begin end;
    procedure RUN(A: Text) begin end;
    procedure Pair(A: Integer) begin end;
    procedure pair(A: Text) begin end;
    procedure Ünïcode() begin end;
}`)
	ext := parse(t, "ext.al", `tableextension 50101 "Fab Ext" extends "Fab Base"
{
    procedure run(A: Boolean) begin end;
    procedure Solo() begin end;
}`)
	s := summaryOf(base, ext)
	o := s.Table("Fab Base")
	if o == nil {
		t.Fatal("no base table")
	}
	for _, name := range []string{"Run", "run", "Other", "PAIR", "Solo", "ünïcode", "ÜNÏCODE", "Missing", "", "Ru", "Runx"} {
		got, want := s.ProceduresNamed(o, name), proceduresNamedNaive(s, o, name)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("ProceduresNamed(%q) = %v, want %v", name, names(got), names(want))
		}
	}
	if got := s.ProceduresNamed(o, "run"); len(got) != 3 {
		t.Fatalf("run: %v", names(got))
	}
	// A window of one object's procedures cannot be appended to in place.
	pair := s.ProceduresNamed(o, "Pair")
	if len(pair) != 2 || cap(pair) != 2 {
		t.Fatalf("Pair: len %d cap %d", len(pair), cap(pair))
	}
	_ = append(pair, Procedure{Name: "Clobber"})
	if o.Procedures[5].Name != "Ünïcode" {
		t.Error("appending to a result changed the object")
	}
	if s.ProceduresNamed(nil, "Run") != nil {
		t.Error("nil object gives procedures")
	}
}

func names(ps []Procedure) []string {
	var out []string
	for _, p := range ps {
		out = append(out, p.Name)
	}
	return out
}

func TestCompareFoldMatchesToLower(t *testing.T) {
	words := []string{"", "a", "A", "ab", "aB", "b", "Z", "_", "[", "`", "é", "É", "ß", "ẞ", "Σ", "ς", "σ", "K", "k", "\xff", "\xfe", "a\xff", "İ", "i", "ı"}
	for _, a := range words {
		for _, b := range words {
			want := strings.Compare(strings.ToLower(a), strings.ToLower(b))
			if got := compareFold(a, b); got != want {
				t.Errorf("compareFold(%q, %q) = %d, want %d", a, b, got, want)
			}
		}
	}
}

func TestTypesShared(t *testing.T) {
	a := Extract(parse(t, "a.al", `codeunit 50100 "Fab A"
{
    var
        X: Record "Fab Item";
        Y: Record "Fab Item" temporary;
    procedure P(R: Record "Fab Item"; B: Boolean): Boolean begin end;
    procedure Q() begin end;
}`))
	b := Extract(parse(t, "b.al", `table 50101 "Fab B"
{
    fields { field(1; F; Boolean) { } }
    procedure P(var R: Record "Fab Item") begin end;
}`))
	ca, cb := &a.Objects[0], &b.Objects[0]
	if ca.Variables[0].Type != ca.Procedures[0].Parameters[0].Type {
		t.Error("the same type in one file is not shared")
	}
	if ca.Variables[0].Type == ca.Variables[1].Type {
		t.Error("temporary and non-temporary records share a type")
	}
	if ca.Procedures[0].Return != cb.Fields[0].Type || ca.Procedures[0].Parameters[1].Type != cb.Fields[0].Type {
		t.Error("the same type in two files is not shared")
	}
	if ca.Procedures[1].Return == nil || ca.Procedures[1].Return.Known() || ca.Procedures[1].Return.Text != "" {
		t.Errorf("no return type gives %+v", ca.Procedures[1].Return)
	}
	// Decoding shares the types of a file and never leaves them nil.
	data, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	var back FileSymbols
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	bo := &back.Objects[0]
	if bo.Variables[0].Type != bo.Procedures[0].Parameters[0].Type || !reflect.DeepEqual(bo.Variables[0].Type, ca.Variables[0].Type) {
		t.Error("decoded types are not shared")
	}
	var partial FileSymbols
	if err := json.Unmarshal([]byte(`{"file":"p.al","objects":[{"kind":"table","name":"T","fields":[{"name":"F"}],"procedures":[{"name":"P","parameters":[{"name":"X"}]}],"variables":[{"name":"V"}]}]}`), &partial); err != nil {
		t.Fatal(err)
	}
	po := &partial.Objects[0]
	if po.Fields[0].Type == nil || po.Procedures[0].Return == nil || po.Procedures[0].Parameters[0].Type == nil || po.Variables[0].Type == nil {
		t.Error("decoded symbols without types have nil types")
	}
	if err := json.Unmarshal([]byte(`{"objects":[{"kind":1}]}`), &partial); err == nil {
		t.Error("bad JSON decodes")
	}
}

func TestSharedTypesAreCollected(t *testing.T) {
	key := "test-only-type\x00" + t.Name()
	p := sharedTypes.Get(key, &Type{Text: "Fab Collected"})
	if q := sharedTypes.Get(key, &Type{Text: "Fab Collected"}); q != p {
		t.Fatal("a live type is not shared")
	}
	p = nil
	for range 50 {
		runtime.GC()
		if !sharedTypes.Holds(key) {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Error("the entry of a collected type stays")
}

// TestForeignObjectIndexesAreBounded: a bulk fix extracts the objects of
// each edited file again in every round and looks their fields and
// procedures up in the project's summary, which lives on. The summary must
// not keep an index for every such object it ever saw, while its own
// objects' and its dependencies' indexes stay cached.
func TestForeignObjectIndexesAreBounded(t *testing.T) {
	var src strings.Builder
	src.WriteString("table 50100 \"Fab Own\"\n{\n    fields\n    {\n")
	for i := 1; i <= 60; i++ {
		fmt.Fprintf(&src, "        field(%d; \"Own Field %d\"; Integer) { }\n", i, i)
	}
	src.WriteString("    }\n    procedure Run() begin end;\n}\n")
	s := summaryOf(parse(t, "own.al", src.String()))
	dep := summaryOf(parse(t, "dep.al", strings.ReplaceAll(strings.ReplaceAll(src.String(), "Fab Own", "Fab Dep"), "50100", "50200")))
	s = BuildApp(AppInfo{}, s.Files, []*Dependency{{Symbols: dep}})
	own, depTable := s.Table("Fab Own"), s.Table("Fab Dep")
	if own == nil || depTable == nil || s.Field(own, "own field 7") == nil || s.Field(depTable, "OWN FIELD 60") == nil {
		t.Fatal("own or dependency table fields not found")
	}
	// The same file's content extracted again and again, as a fix's rounds do.
	edited := parse(t, "own.al", src.String())
	const rounds = 4000
	kept := make([]*Object, 0, rounds)
	for range rounds {
		kept = append(kept, &Extract(edited).Objects[0])
	}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	for _, o := range kept {
		if s.Field(o, "Own Field 3") == nil || len(s.ProceduresNamed(o, "run")) != 1 {
			t.Fatal("a foreign table's field or procedure not found")
		}
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	runtime.KeepAlive(kept)
	// What the lookups left behind: an unbounded cache keeps a 66-entry
	// field map and a procedure index per object (several KB each); the
	// bound keeps at most maxForeignObjects of each.
	if grown, limit := int64(after.HeapAlloc)-int64(before.HeapAlloc), int64(maxForeignObjects*16<<10); grown > limit {
		t.Errorf("looking up %d foreign objects left %d bytes behind, at most %d expected", rounds, grown, limit)
	}
	// Its own and its dependency's objects keep their indexes.
	s.fieldsMu.Lock()
	_, ownCached := s.fields.get(own)
	_, depCached := s.fields.get(depTable)
	foreign := len(s.fields.foreign) + len(s.procs.foreign)
	s.fieldsMu.Unlock()
	if !ownCached || !depCached {
		t.Errorf("own table cached %v, dependency table cached %v: want both", ownCached, depCached)
	}
	if foreign > 2*maxForeignObjects {
		t.Errorf("%d foreign object indexes kept, at most %d", foreign, 2*maxForeignObjects)
	}
}

// A label's type is shared within its file but kept out of the
// process-wide table: labels are nearly all distinct, and an entry there
// costs more than the type.
func TestLabelTypesStayInTheirFile(t *testing.T) {
	const text = "'Fab label kept local %1'"
	src := "codeunit 50100 \"Fab L\"\n{\n    var\n        A: Label " + text + ";\n        B: Label " + text + ";\n        C: Integer;\n}\n"
	a := Extract(parse(t, "a.al", src))
	b := Extract(parse(t, "b.al", src))
	va, vb := a.Objects[0].Variables, b.Objects[0].Variables
	if len(va) != 3 || !va[0].Type.Is("Label") {
		t.Fatalf("variables: %+v", va)
	}
	if va[0].Type != va[1].Type {
		t.Error("equal labels of one file do not share their type")
	}
	if va[2].Type != vb[2].Type {
		t.Error("Integer is not shared between files")
	}
	for key, p := range sharedTypes.All() {
		if strings.Contains(p.Text, "Fab label kept local") {
			t.Fatalf("a label's type is in the process-wide table under %q", key)
		}
	}
}
