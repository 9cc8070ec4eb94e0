package symbols

import (
	"strings"
	"testing"
	"unsafe"
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
	if allocs > 1 {
		t.Errorf("%v allocations per hash, want 1", allocs)
	}
	if got != want {
		t.Errorf("hash changed between runs: %s, %s", got, want)
	}
}
