package symbols

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"unsafe"

	"github.com/alfix/alfix/al/syntax"
)

// TestKindLower: kindLower is strings.ToLower for the type names and any
// other text.
func TestKindLower(t *testing.T) {
	kinds := []string{"", "Integer", "integer", "INTEGER", "Code", "XmlPort", "Ünïcode", "\u212aind", "Record", "NoSuchKind"}
	for _, name := range typeNames {
		kinds = append(kinds, name)
	}
	for _, k := range kinds {
		if got, want := kindLower(k), strings.ToLower(k); got != want {
			t.Errorf("kindLower(%q) = %q, want %q", k, got, want)
		}
	}
}

// TestVocabularyLookupsDoNotAllocate: the name lookups rules run for
// nearly every token build no string for an ASCII name.
func TestVocabularyLookupsDoNotAllocate(t *testing.T) {
	var ok bool
	var s string
	allocs := testing.AllocsPerRun(50, func() {
		s = CanonicalTypeName("INTEGER")
		ok = IsTypeName("codeunit")
		_, ok = CanonicalPropertyName("applicationarea")
		_, ok = CanonicalTriggerName("ONRUN")
		_, ok = CanonicalPropertyValue("DataClassification", "customercontent")
		_, ok = CanonicalMember("ObjectType", "xmlport")
		s = kindLower("BigInteger")
	})
	if allocs != 0 {
		t.Errorf("%v allocations per run, want 0 (%q %v)", allocs, s, ok)
	}
	if c, ok := CanonicalPropertyValue("dataclassification", "CUSTOMERCONTENT"); !ok || c != "CustomerContent" {
		t.Errorf("CanonicalPropertyValue = %q, %v", c, ok)
	}
	if c, ok := CanonicalMember("OBJECTTYPE", "xmlport"); !ok || c != "XmlPort" {
		t.Errorf("CanonicalMember = %q, %v", c, ok)
	}
	if !IsTypeName("ARRAY") || IsTypeName("arrays") || CanonicalTypeName(`"My Type"`) != "My Type" {
		t.Error("IsTypeName or CanonicalTypeName changed their answers")
	}
}

// TestScopeRecordSizes: a file's scopes hold a Ref per name in code and
// a Decl per declaration; their small fields are packed together.
func TestScopeRecordSizes(t *testing.T) {
	if n := unsafe.Sizeof(Ref{}); n > 48 {
		t.Errorf("Ref is %d bytes, want at most 48", n)
	}
	if n := unsafe.Sizeof(Decl{}); n > 192 {
		t.Errorf("Decl is %d bytes, want at most 192", n)
	}
}

// TestInternHitDoesNotAllocate: a type the file has interned already is
// returned without a copy of it on the heap.
func TestInternHitDoesNotAllocate(t *testing.T) {
	x := &extractor{}
	first := x.intern(Type{Text: "Code[20]", Kind: "Code", Length: 20})
	label := x.intern(Type{Text: "Label 'x'", Kind: "Label"})
	var p, q *Type
	allocs := testing.AllocsPerRun(50, func() {
		p = x.intern(Type{Text: "Code[20]", Kind: "Code", Length: 20})
		q = x.intern(Type{Text: "Label 'x'", Kind: "Label"})
	})
	if allocs != 0 {
		t.Errorf("%v allocations per run, want 0", allocs)
	}
	if p != first || q != label {
		t.Error("an interned type is not the file's shared one")
	}
}

// TestComputeHashAllocatesItsTextOnly: a file's declaration hash costs
// one allocation, its hex text (the hasher and its buffer are reused).
func TestComputeHashAllocatesItsTextOnly(t *testing.T) {
	fs := &FileSymbols{Namespace: "N", Usings: []string{"A"}, Mentions: []string{"x", "y"},
		Objects: []Object{{Kind: "codeunit", ID: 1, Name: "C", Procedures: []Procedure{{Name: "P", Return: &Type{}}}}}}
	want := fs.computeHash()
	if len(want) != 64 {
		t.Fatalf("hash %q is not 64 hex digits", want)
	}
	var got string
	allocs := testing.AllocsPerRun(50, func() { got = fs.computeHash() })
	if allocs > 1 && !raceEnabled {
		t.Errorf("%v allocations per hash, want 1", allocs)
	}
	if got != want {
		t.Errorf("hash changed between runs: %s, %s", got, want)
	}
}

// TestMentionsOfPacked: the mentions, as a map of strings gave them, in
// few allocations however many names the file mentions.
func TestMentionsOfPacked(t *testing.T) {
	var src strings.Builder
	src.WriteString("codeunit 50100 C\n{\n    procedure P()\n    begin\n")
	var want []string
	for i := range 200 {
		name := fmt.Sprintf("Name%d", i%150)
		fmt.Fprintf(&src, "        %s := \"Quoted %s\".Ünïcode%d;\n", name, name, i%7)
		want = append(want, strings.ToLower(name), strings.ToLower("Quoted "+name), strings.ToLower(fmt.Sprintf("Ünïcode%d", i%7)))
	}
	src.WriteString("#if NEVER\n        Hidden1(\"Hidden Two\");\n#endif\n    end;\n}\n")
	want = append(want, "hidden1", "hidden two", "never")
	slices.Sort(want)
	want = slices.Compact(want)
	f := syntax.Parse("c.al", []byte(src.String()), syntax.Options{})
	got := mentionsOf(f)
	// "never" is the directive's word, not code: drop it if the file does not mention it.
	if !slices.Contains(got, "never") {
		want = slices.DeleteFunc(want, func(s string) bool { return s == "never" })
	}
	if !slices.Equal(got, want) {
		t.Fatalf("mentions\n%q\nwant\n%q", got, want)
	}
	// An ASCII file's mentions (quoted names with "" among them) come in
	// a few allocations (the inactive code and its words among them),
	// however many there are.
	ascii := syntax.Parse("d.al", []byte(strings.NewReplacer("Ünïcode", "Other", "Quoted ", `Q""uoted `).Replace(src.String())), syntax.Options{})
	got = mentionsOf(ascii)
	if !slices.Contains(got, `q"uoted name7`) || !slices.Contains(got, "other3") {
		t.Fatalf("mentions of the ASCII file: %q", got)
	}
	allocs := testing.AllocsPerRun(20, func() { got = mentionsOf(ascii) })
	if allocs > 8 && !raceEnabled {
		t.Errorf("%v allocations for %d mentions, want at most 8", allocs, len(got))
	}
}

// TestLowerToken: lowerToken is lowerName of the unquoted token text for
// every token of a file.
func TestLowerToken(t *testing.T) {
	f := syntax.Parse("t.al", []byte("codeunit 1 \"A \"\"B\"\" C\" { var X: Record \"ÜBER\"; Y: Integer; \"\": Text; \"\"\"\": Code[10]; }"), syntax.Options{})
	for i := range f.Tokens {
		want := string(lowerName([]byte("p:"), syntax.Unquote(f.TokenText(i))))
		if got := string(lowerToken([]byte("p:"), f, i)); got != want {
			t.Errorf("lowerToken(%q) = %q, want %q", f.TokenText(i), got, want)
		}
	}
}

// TestVarArgumentsAroundNestedCalls: a var argument after a nested call
// is still marked written, and the nested call's own arguments follow
// its parameters.
func TestVarArgumentsAroundNestedCalls(t *testing.T) {
	f := parse(t, "v.al", `codeunit 50100 V
{
    procedure F(var A: Integer; B: Integer; var C: Integer)
    begin
    end;

    procedure G(X: Integer): Integer
    begin
    end;

    procedure H(var Y: Integer): Integer
    begin
    end;

    procedure Run()
    var
        P, Q, R, S: Integer;
    begin
        F(P, G(Q), R);
        F(S, H(Q), P);
    end;
}
`)
	s := Scopes(f, nil)
	var got []string
	for _, r := range s.Refs {
		if r.Decl != nil && r.Decl.Kind == LocalVar {
			got = append(got, fmt.Sprintf("%s:%v", r.Decl.Name, r.IsWrite()))
		}
	}
	want := "P:true Q:false R:true S:true Q:true P:true"
	if strings.Join(got, " ") != want {
		t.Errorf("references %v, want %s", got, want)
	}
}

// TestDeclRefsLinkedOnce: each declaration's references, in the order
// of the file's references, cut from one array to their number.
func TestDeclRefsLinkedOnce(t *testing.T) {
	f := parse(t, "r.al", `codeunit 50100 R
{
    var
        G: Integer;

    procedure P(A: Integer)
    var
        L: Integer;
    begin
        L := A + G;
        G := L;
        A := G + L + A;
        Q(L);
    end;

    procedure Q(var X: Integer)
    begin
        X := G;
    end;
}
`)
	s := Scopes(f, nil)
	counts := map[*Decl]int{}
	for _, r := range s.Refs {
		if r.Decl != nil {
			counts[r.Decl]++
		}
	}
	if len(counts) < 4 {
		t.Fatalf("only %d declarations referenced", len(counts))
	}
	for d, n := range counts {
		if len(d.Refs) != n || cap(d.Refs) != n {
			t.Errorf("%s: %d references (capacity %d), want %d", d.Name, len(d.Refs), cap(d.Refs), n)
		}
		last := -1
		for _, r := range d.Refs {
			i := slices.Index(s.Refs, r)
			if r.Decl != d || i <= last {
				t.Errorf("%s: references out of order or not its own", d.Name)
			}
			last = i
		}
	}
	for _, d := range s.Decls {
		if counts[d] == 0 && d.Refs != nil {
			t.Errorf("%s: references %v, want none", d.Name, d.Refs)
		}
	}
}
