package symbols

import (
	"slices"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/syntax"
)

func TestMentionsAreCodeNamesOnly(t *testing.T) {
	f := parse(t, "a.al", `codeunit 50100 "Mention A"
{
    var
        Helper: Codeunit "Mention Helper";

    procedure Declared(Param: Integer)
    var
        Cust: Record Customer;
    begin
        Helper.DoWork(Param);
        Cust."No." := 'X';
        RunIt;
#if NEVER
        "Hidden Proc"(Other);
#endif
    end;
}
`)
	got := Extract(f).Mentions
	want := []string{"cust", "dowork", "helper", "hidden proc", "no.", "other", "param", "runit"}
	for _, w := range want {
		if _, ok := slices.BinarySearch(got, w); !ok {
			t.Errorf("mentions %v lack %q", got, w)
		}
	}
	// Declarations' names and type names are not mentions.
	for _, no := range []string{"declared", "mention helper", "customer", "mention a", "codeunit", "record"} {
		if _, ok := slices.BinarySearch(got, no); ok {
			t.Errorf("mentions %v hold %q, which the code does not mention", got, no)
		}
	}
	if !slices.IsSorted(got) || len(slices.Compact(slices.Clone(got))) != len(got) {
		t.Errorf("mentions %v are not sorted and unique", got)
	}
}

func TestSummaryMentionedSkipsTheAskingFile(t *testing.T) {
	a := parse(t, "a.al", "codeunit 50100 A { procedure P() begin Q(); end; procedure Q() begin end; }")
	b := parse(t, "b.al", "codeunit 50101 B { procedure R() var A: Codeunit A; begin A.P(); end; }")
	c := parse(t, "c.al", "codeunit 50102 C { procedure S() var A: Codeunit A; begin A.P(); end; }")
	sum := summaryOf(a, b, c)
	cases := []struct {
		name, except string
		want         bool
	}{
		{"q", "a.al", false}, // only its own file
		{"Q", "", true},
		{"q", "b.al", true},
		{"P", "a.al", true},
		{"p", "b.al", true}, // c.al too
		{"r", "", false},    // declared, never mentioned
		{"missing", "", false},
	}
	for _, c := range cases {
		if got := sum.Mentioned(c.name, c.except); got != c.want {
			t.Errorf("Mentioned(%q, %q) = %v, want %v", c.name, c.except, got, c.want)
		}
	}
	if got := sum.MentioningFiles("P"); !slices.Equal(got, []string{"b.al", "c.al"}) {
		t.Errorf("MentioningFiles(P) = %v", got)
	}
}

func TestMentionsOfHostileCode(t *testing.T) {
	for _, src := range []string{
		"",
		"codeunit 1 X { procedure P() begin A.(; B..C(; end }",
		"codeunit 1 X { procedure P() begin \"Quoted \"\"Name\"\"\"(); Ärger.ÖFFNEN(); end; }",
		"#if A\n#if B\ncodeunit 1 X { }\n",
		"codeunit 1 X { procedure P() begin " + strings.Repeat("A.", 5000) + "B(); end; }",
	} {
		f := syntax.Parse("h.al", []byte(src), syntax.Options{})
		fs := Extract(f) // must not panic
		if !slices.IsSorted(fs.Mentions) {
			t.Errorf("%.40q: mentions not sorted", src)
		}
		for _, m := range fs.Mentions {
			if m == "" || m != strings.ToLower(m) {
				t.Errorf("%.40q: mention %q", src, m)
			}
		}
	}
	f := syntax.Parse("q.al", []byte("codeunit 1 X { procedure P() begin \"Quoted \"\"Name\"\"\"(); Ärger.ÖFFNEN(); end; }"), syntax.Options{})
	got := Extract(f).Mentions
	for _, w := range []string{`quoted "name"`, "ärger", "öffnen"} {
		if _, ok := slices.BinarySearch(got, w); !ok {
			t.Errorf("mentions %q lack %q", got, w)
		}
	}
}
