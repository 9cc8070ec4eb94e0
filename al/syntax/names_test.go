package syntax

import (
	"fmt"
	"strings"
	"sync"
	"testing"
	"unsafe"
)

const namesSource = `codeunit 50100 "Name ""Q"" Test"
{
    Caption = 'x';
    caption = 'y';
    CAPTION = 'z';
    procedure Straße()
    var
        KELVIN: Integer;
        "Kelvin": Integer;
        "Ünïcode Náme": Text;
        "": Integer;
    begin
        kelvin := 1;
    end;
}
`

// TestTokenNameComparisons checks the byte comparisons against the string
// ones they stand for, for every token of a file and names in several
// casings, quoting and scripts (the Kelvin sign folds to k).
func TestTokenNameComparisons(t *testing.T) {
	f := Parse("n.al", []byte(namesSource), Options{})
	names := []string{"", "x", "Name \"Q\" Test", "name \"q\" test", "Name \"\"Q\"\" Test", "caption", "CAPTION", "Caption",
		"Straße", "STRASSE", "straße", "kelvin", "KELVIN", "\u212aelvin", "ünïcode náme", "Ünïcode Náme", "Ünïcode Nám",
		"Kelvi", "Kelvinx", "begin", "\"Kelvin\"", "50100", "codeunit"}
	for i := range f.Tokens {
		text := Unquote(f.TokenText(i))
		for _, name := range names {
			if got, want := f.TokenNameIs(i, name), text == name; got != want {
				t.Errorf("TokenNameIs(%q, %q) = %v, want %v", f.TokenText(i), name, got, want)
			}
			if got, want := f.TokenNameEqualFold(i, name), strings.EqualFold(text, name); got != want {
				t.Errorf("TokenNameEqualFold(%q, %q) = %v, want %v", f.TokenText(i), name, got, want)
			}
		}
	}
}

func TestEqualFoldASCII(t *testing.T) {
	pairs := [][2]string{{"", ""}, {"a", ""}, {"", "a"}, {"abc", "ABC"}, {"abc", "abd"}, {"ab", "abc"}, {"abc", "ab"},
		{"K", "\u212a"}, {"k", "\u212a"}, {"ß", "SS"}, {"é", "É"}, {"ae", "aé"}, {"a\u212a", "AK"}, {"AK", "a\u212a"},
		{"[", "{"}, {"@", "`"}, {"Z", "z"}, {"z", "Z"}}
	for _, p := range pairs {
		if got, want := equalFoldASCII([]byte(p[0]), p[1]), strings.EqualFold(p[0], p[1]); got != want {
			t.Errorf("equalFoldASCII(%q, %q) = %v, want %v", p[0], p[1], got, want)
		}
	}
}

func TestAppendLower(t *testing.T) {
	for _, s := range []string{"", "abc", "ABC", "Code[20]", "Ünïcode", "\u212aelvin", "İstanbul", "Z@[`{"} {
		if got := string(AppendLower([]byte("pre:"), s)); got != "pre:"+strings.ToLower(s) {
			t.Errorf("AppendLower(%q) = %q, want %q", s, got, "pre:"+strings.ToLower(s))
		}
	}
}

// AppendTokenLower writes what strings.ToLower makes of the token's text,
// and builds no string for an ASCII token.
func TestAppendTokenLower(t *testing.T) {
	f := Parse("l.al", []byte("codeunit 50100 \"Ünïcode Kelvin\u212a\" { var MyVar: Code[20]; İstanbul: Text; }"), Options{})
	for i := range f.Tokens {
		if got, want := string(f.AppendTokenLower([]byte("pre:"), i)), "pre:"+strings.ToLower(f.TokenText(i)); got != want {
			t.Errorf("token %d %q: %q, want %q", i, f.TokenText(i), got, want)
		}
	}
	var buf [32]byte
	ascii := -1
	for i := range f.Tokens {
		if f.TokenText(i) == "MyVar" {
			ascii = i
		}
	}
	if ascii < 0 {
		t.Fatal("no MyVar token")
	}
	if raceEnabled {
		return
	}
	if n := testing.AllocsPerRun(50, func() { f.AppendTokenLower(buf[:0], ascii) }); n != 0 {
		t.Errorf("AppendTokenLower of an ASCII token allocates %.0f times", n)
	}
}

// TestNameQueriesDoNotAllocate: the comparisons on ASCII names and a
// property name seen before build no string.
func TestNameQueriesDoNotAllocate(t *testing.T) {
	f := Parse("n.al", []byte(namesSource), Options{})
	props := Properties(f.Objects()[0])
	if len(props) != 3 {
		t.Fatalf("%d properties, want 3", len(props))
	}
	// The object's name holds "": comparing it builds its text (rare).
	tok := int(props[0].First)
	var sink bool
	var name string
	allocs := testing.AllocsPerRun(100, func() {
		sink = f.TokenNameIs(tok, "x") || f.TokenNameEqualFold(int(props[0].First), "CAPTION")
		for _, p := range props {
			name = f.PropertyName(p)
		}
		var buf [32]byte
		sink = sink || string(AppendLower(buf[:0], "ApplicationArea")) == "applicationarea"
	})
	if allocs != 0 {
		t.Errorf("%v allocations per run, want 0 (%v %q)", allocs, sink, name)
	}
}

// TestPropertyNameShared: PropertyName returns each spelling's one string,
// as written, from any file and goroutine.
func TestPropertyNameShared(t *testing.T) {
	var wg sync.WaitGroup
	got := make([][]string, 4)
	for g := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			f := Parse("n.al", []byte(namesSource), Options{})
			for _, p := range Properties(f.Objects()[0]) {
				got[g] = append(got[g], f.PropertyName(p))
			}
		}()
	}
	wg.Wait()
	want := []string{"Caption", "caption", "CAPTION"}
	for g := range got {
		if strings.Join(got[g], ",") != strings.Join(want, ",") {
			t.Fatalf("goroutine %d: %q, want %q", g, got[g], want)
		}
		for i := range want {
			if unsafe.StringData(got[g][i]) != unsafe.StringData(got[0][i]) {
				t.Errorf("goroutine %d: %q is a copy, not the shared spelling", g, got[g][i])
			}
		}
	}
}

// TestSpellingsBounded: a set of spellings holds at most maxSpellings
// words; later words are still returned, as fresh strings.
func TestSpellingsBounded(t *testing.T) {
	var s spellings
	for i := range maxSpellings + 50 {
		w := fmt.Sprintf("Prop%d", i)
		if got := s.get([]byte(w)); got != w {
			t.Fatalf("get(%q) = %q", w, got)
		}
	}
	if n := len(s.words); n != maxSpellings {
		t.Errorf("%d words held, want %d", n, maxSpellings)
	}
	long := strings.Repeat("x", 65)
	if got := s.get([]byte(long)); got != long {
		t.Errorf("get(long) = %q", got)
	}
	if a, b := s.get([]byte("Prop1")), s.get([]byte("Prop1")); unsafe.StringData(a) != unsafe.StringData(b) {
		t.Error("a held word is returned as a copy")
	}
}

// TestLowerTokenText: every token's lower-case text, keywords in any
// casing included.
func TestLowerTokenText(t *testing.T) {
	src := "CODEUNIT 50100 X { PROCEDURE P() VAR i: INTEGER; BEGIN IF i = 0 THEN EXIT; END; }\npage 1 \"Ünï\" { layout { AREA(content) { } } }"
	f := Parse("l.al", []byte(src), Options{})
	keywords := 0
	for i := range f.Tokens {
		if got, want := f.LowerTokenText(i), strings.ToLower(f.TokenText(i)); got != want {
			t.Errorf("LowerTokenText(%q) = %q, want %q", f.TokenText(i), got, want)
		}
		if f.Tokens[i].Keyword != KwNone {
			keywords++
		}
	}
	if keywords < 5 {
		t.Fatalf("only %d keyword tokens: the test does not test the keyword path", keywords)
	}
}

// TestWalkDoesNotAllocate: a walk of an ordinary tree keeps its pending
// nodes on its own stack.
func TestWalkDoesNotAllocate(t *testing.T) {
	f := Parse("n.al", []byte(namesSource), Options{})
	count := 0
	visit := func(*Node) bool { count++; return true }
	if allocs := testing.AllocsPerRun(50, func() { Walk(f.Root, visit) }); allocs != 0 {
		t.Errorf("Walk: %v allocations per run, want 0", allocs)
	}
	if count == 0 {
		t.Fatal("Walk visited nothing")
	}
}

// TestLabelNamesNotShared: a report's label names are read as properties
// but are not property names: PropertyName returns them without adding
// them to the shared spellings.
func TestLabelNamesNotShared(t *testing.T) {
	src := "report 50100 R\n{\n    Caption = 'R';\n    labels\n    {\n        ZZUniqueLabelName = 'Text';\n    }\n}\n"
	f := Parse("r.al", []byte(src), Options{})
	var names []string
	Walk(f.Root, func(n *Node) bool {
		if n.Kind == Property {
			names = append(names, f.PropertyName(n))
		}
		return true
	})
	if strings.Join(names, ",") != "Caption,ZZUniqueLabelName" {
		t.Fatalf("property names %q", names)
	}
	propertySpellings.mu.RLock()
	_, label := propertySpellings.words["ZZUniqueLabelName"]
	_, caption := propertySpellings.words["Caption"]
	propertySpellings.mu.RUnlock()
	if label || !caption {
		t.Errorf("shared spellings: label name %v (want false), Caption %v (want true)", label, caption)
	}
}

// TestAttributeAndLabelArgDoNotAllocate: finding a procedure's attribute
// or a label's argument by name compares the source bytes.
func TestAttributeAndLabelArgDoNotAllocate(t *testing.T) {
	src := "codeunit 50100 C\n{\n    [IntegrationEvent(false, false)]\n    [\"Quoted Attr\"]\n    procedure OnX()\n    begin\n    end;\n\n" +
		"    var\n        L: Label 'Text', Comment = 'c', Locked = true;\n}\n"
	f := Parse("a.al", []byte(src), Options{})
	procs := Procedures(f.Objects()[0])
	if len(procs) != 1 {
		t.Fatalf("%d procedures", len(procs))
	}
	p := procs[0]
	var lv Label
	Walk(f.Root, func(n *Node) bool {
		if n.Kind == VariableDecl {
			lv, _ = f.VariableLabel(n)
		}
		return true
	})
	for _, c := range []struct {
		names []string
		want  bool
	}{{[]string{"integrationevent"}, true}, {[]string{"BusinessEvent", "INTEGRATIONEVENT"}, true},
		{[]string{"quoted attr"}, true}, {[]string{"Quoted"}, false}, {[]string{""}, false}, {nil, false}} {
		if got := f.Attribute(p, c.names...) != nil; got != c.want {
			t.Errorf("Attribute(%q) found %v, want %v", c.names, got, c.want)
		}
	}
	if _, ok := lv.Arg("LOCKED"); !ok {
		t.Fatal("label argument Locked not found")
	}
	if _, ok := lv.Arg("MaxLength"); ok {
		t.Fatal("label argument MaxLength found")
	}
	var found bool
	allocs := testing.AllocsPerRun(50, func() {
		found = f.Attribute(p, "EventSubscriber", "IntegrationEvent") != nil
		_, ok := lv.Arg("comment")
		found = found && ok
	})
	if allocs != 0 || !found {
		t.Errorf("%v allocations per run (found %v), want 0", allocs, found)
	}
}

// TestChildrenOfAllocatesOnce: the children of a kind come in one
// allocation of their number; none for none.
func TestChildrenOfAllocatesOnce(t *testing.T) {
	var src strings.Builder
	src.WriteString("codeunit 50100 C\n{\n    procedure P(")
	for i := range 9 {
		if i > 0 {
			src.WriteString("; ")
		}
		fmt.Fprintf(&src, "A%d: Integer", i)
	}
	src.WriteString(")\n    begin\n    end;\n}\n")
	f := Parse("c.al", []byte(src.String()), Options{})
	pl := Procedures(f.Objects()[0])[0].Child(ParameterList)
	var got []*Node
	if allocs := testing.AllocsPerRun(50, func() { got = pl.ChildrenOf(Parameter) }); allocs != 1 {
		t.Errorf("%v allocations, want 1", allocs)
	}
	if len(got) != 9 || cap(got) != 9 {
		t.Errorf("%d parameters (capacity %d), want 9", len(got), cap(got))
	}
	if allocs := testing.AllocsPerRun(50, func() { got = pl.ChildrenOf(Block) }); allocs != 0 || got != nil {
		t.Errorf("no children of the kind: %v allocations, %v", allocs, got)
	}
}

// TestProceduresAllocateOnce: an object's procedures and triggers come in
// one allocation each, at their number.
func TestProceduresAllocateOnce(t *testing.T) {
	src := "codeunit 50100 C\n{\n    trigger OnRun()\n    begin\n    end;\n"
	for i := range 5 {
		src += fmt.Sprintf("    procedure P%d()\n    begin\n    end;\n", i)
	}
	f := Parse("c.al", []byte(src+"}\n"), Options{})
	obj := f.Objects()[0]
	var procs, trigs []*Node
	if allocs := testing.AllocsPerRun(50, func() { procs, trigs = Procedures(obj), Triggers(obj) }); allocs != 2 {
		t.Errorf("%v allocations, want 2", allocs)
	}
	if len(procs) != 5 || cap(procs) != 5 || len(trigs) != 1 || cap(trigs) != 1 {
		t.Errorf("%d procedures (capacity %d), %d triggers (capacity %d)", len(procs), cap(procs), len(trigs), cap(trigs))
	}
}

// TestLineStartsSizedOnce: the line table's offsets are allocated once,
// at their number, for LF, CRLF and CR files.
func TestLineStartsSizedOnce(t *testing.T) {
	for _, br := range []string{"\n", "\r\n", "\r"} {
		src := []byte(strings.Repeat("    x := 1;"+br, 300) + "end")
		var starts []int
		allocs := testing.AllocsPerRun(20, func() { starts = NewLineTable(src).lineStarts() })
		if len(starts) != 301 || cap(starts) != 301 {
			t.Errorf("%q: %d line starts (capacity %d), want 301", br, len(starts), cap(starts))
		}
		if allocs > 2 { // the table and its offsets
			t.Errorf("%q: %v allocations, want 2", br, allocs)
		}
	}
}
