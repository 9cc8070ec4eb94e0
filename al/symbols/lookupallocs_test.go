package symbols

import (
	"strings"
	"testing"
)

// lowerKey is strings.ToLower as bytes, for any text.
func TestLowerKey(t *testing.T) {
	var buf [16]byte
	for _, s := range []string{"", "Record", "XMLPORT", "Größe", "ÄBC", strings.Repeat("Long Name ", 10)} {
		if got := string(lowerKey(buf[:], s)); got != strings.ToLower(s) {
			t.Errorf("lowerKey(%q) = %q, want %q", s, got, strings.ToLower(s))
		}
	}
}

const allocSrc = `table 50100 Book
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
tableextension 50101 "Book Ext" extends Book
{
    fields
    {
        field(50100; Shelf; Code[10]) { }
    }
}
enum 50102 "Book Kind"
{
    value(0; Novel) { }
}
enumextension 50103 "Book Kind Ext" extends "Book Kind"
{
    value(50100; Poem) { }
}
codeunit 50104 Library
{
}
`

// The name lookups the compiler checks make for every call and member in
// code find what they look for in any case, and build no strings to do it.
func TestLookupsDoNotAllocate(t *testing.T) {
	f := parse(t, "book.al", allocSrc)
	fs := Extract(f)
	for i := range fs.Objects {
		if fs.Objects[i].Kind == "enumextension" {
			fs.Objects[i].Extends = "50102" // a base named by its id, as symbol packages may
		}
	}
	sum := Build([]*FileSymbols{fs})
	sc := Scopes(f, sum)
	book := sum.Object("table", "Book")
	kind := sum.Object("enum", "Book Kind")
	if book == nil || kind == nil {
		t.Fatal("fixture objects not found")
	}
	cases := []struct {
		name  string
		found func() bool
	}{
		{"Builtin", func() bool { return Builtin("RECORD", "findSet") != nil && Builtin("Record", "NoSuchMethod") == nil }},
		{"Builtin of the system receiver", func() bool { return Builtin("", "Message") != nil }},
		{"GlobalMethod", func() bool { return GlobalMethod("commit") != nil && GlobalMethod("NoSuchMethod") == nil }},
		{"Builtins", func() bool { return len(Builtins("record")) > 0 }},
		{"ReceiverOfType", func() bool {
			return ReceiverOfType(Type{Kind: "CODE"}) == "Text" && ReceiverOfType(Type{Kind: "record"}) == "Record" &&
				ReceiverOfType(Type{Kind: "PageStatic"}) == ""
		}},
		{"ObjectOfType", func() bool {
			return sc.ObjectOfType(Type{Kind: "Record", Object: "BOOK"}) == book &&
				sc.ObjectOfType(Type{Kind: "Codeunit", Object: "library"}) != nil &&
				sc.ObjectOfType(Type{Kind: "Text", Object: "Book"}) == nil
		}},
		{"Field", func() bool {
			return sum.Field(book, "no.") != nil && sum.Field(book, "SHELF") != nil && sum.Field(book, "Nothing") == nil
		}},
		{"Extensions of an object without any", func() bool { return len(sum.Extensions(sum.Object("codeunit", "Library"))) == 0 }},
	}
	for _, c := range cases {
		if !c.found() {
			t.Errorf("%s: wrong answer", c.name)
			continue
		}
		if n := testing.AllocsPerRun(50, func() { c.found() }); n != 0 {
			t.Errorf("%s allocates %v times a lookup", c.name, n)
		}
	}
	// Extensions named by id or by name are both found, in any case.
	if exts := sum.Extensions(kind); len(exts) != 1 || exts[0].Name != "Book Kind Ext" {
		t.Errorf("Extensions(Book Kind) = %v", exts)
	}
	if exts := sum.Extensions(book); len(exts) != 1 || exts[0].Name != "Book Ext" {
		t.Errorf("Extensions(Book) = %v", exts)
	}
	// A name that is not ASCII is still found (through the allocating path).
	g := parse(t, "groesse.al", "table 50110 Größe\n{\n    fields\n    {\n        field(1; Maß; Integer) { }\n    }\n}\n")
	gs := summaryOf(g)
	if tab := Scopes(g, gs).ObjectOfType(Type{Kind: "record", Object: "GRÖßE"}); tab == nil || gs.Field(tab, "MAß") == nil {
		t.Errorf("non-ASCII table or field not found: %v", tab)
	}
}

// ObjectNamed remembers its answers per file: the same answer whatever the
// case of the question, and safe when two goroutines ask at once (run
// with -race).
func TestObjectNamedRemembersSafely(t *testing.T) {
	f := parse(t, "book.al", allocSrc)
	sum := summaryOf(f)
	sc := Scopes(f, sum)
	book := sum.Object("table", "Book")
	done := make(chan bool)
	for g := 0; g < 4; g++ {
		go func() {
			ok := true
			for i := 0; i < 200; i++ {
				ok = ok && sc.ObjectNamed("table", "", "Book") == book && sc.ObjectNamed("Table", "", "BOOK") == book &&
					sc.ObjectNamed("table", "", "Missing") == nil && sc.ObjectNamed("codeunit", "", "Book") == nil
			}
			done <- ok
		}()
	}
	for g := 0; g < 4; g++ {
		if !<-done {
			t.Error("ObjectNamed answered differently")
		}
	}
	if n := testing.AllocsPerRun(50, func() { sc.ObjectNamed("table", "", "Book") }); n != 0 {
		t.Errorf("a remembered ObjectNamed allocates %v times", n)
	}
}
