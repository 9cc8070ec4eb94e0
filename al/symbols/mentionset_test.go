package symbols

import (
	"math/rand/v2"
	"runtime"
	"strings"
	"testing"
)

// mentionPieces are bits of AL text that exercise every path of eachToken:
// quoted names, strings, comments, namespace lines, non-ASCII letters.
var mentionPieces = []string{
	"Customer", "\"Customer No.\"", "'OnAfterInsertEvent'", "// Item Ledger\n", "/* Vendor \"Sales Line\" */",
	"using Microsoft.Sales;\n", "namespace Contoso.App;\n", "  using Foo;\n", "Rec.Name", "Post()", "ÄnderungÖ",
	"\"Größe\"", "'it''s Item'", "\n", " ", ";", ".", "Item", "ITEM", "item_2", "42", "\"\"", "'", "\"", "/*", "*/",
	"procedure AlfixAdded()", "Record \"Item Reference\"", "\r\n", "\t", "Vendor", "sales", "\"sales line\"",
}

var mentionNames = []string{"customer", "customer no.", "item", "item reference", "vendor", "sales line", "post",
	"name", "onafterinsertevent", "microsoft", "foo", "änderungö", "größe", "it's item", "42", "item_2", "alfixadded",
	"contoso", "it''s item", "sales", "nothing"}

func randomMentionText(r *rand.Rand) []byte {
	var b strings.Builder
	for range r.IntN(40) {
		b.WriteString(mentionPieces[r.IntN(len(mentionPieces))])
		if r.IntN(3) == 0 {
			b.WriteByte(' ')
		}
	}
	switch r.IntN(40) {
	case 0:
		b.WriteByte(0)
	case 1:
		b.WriteString("\xff\xfe")
	}
	return []byte(b.String())
}

// A MentionSet answers as Mentions over the same text: over random texts
// and name sets the two agree (a hash collision could only make the set
// say true, and none occurs among these few names).
func TestMentionSetAgreesWithMentions(t *testing.T) {
	r := rand.New(rand.NewPCG(43, 7))
	for i := range 5000 {
		src := randomMentionText(r)
		names := map[string]bool{}
		for range r.IntN(4) {
			names[mentionNames[r.IntN(len(mentionNames))]] = true
		}
		want := Mentions(src, names)
		got := NewMentionSet(src).Mentions(HashNames(names))
		if got != want {
			t.Fatalf("case %d: %q names %v: set says %v, Mentions %v", i, src, names, got, want)
		}
	}
}

func TestMentionSetCases(t *testing.T) {
	for _, c := range []struct {
		src   string
		names []string
		want  bool
	}{
		{"x := Customer.Name;", []string{"customer"}, true},
		{"x := \"Customer No.\";", []string{"customer"}, false},
		{"x := \"Customer No.\";", []string{"customer no."}, true},
		{"using Customer;\nx := 1;", []string{"customer"}, false},
		{"// Vendor\nx := 1;", []string{"vendor"}, true},
		{"x := 1;", nil, false},
		{"x := 1;\x00", []string{"anything"}, true},
		{"x := 1;\x00", nil, false},
		{"", []string{"x"}, false},
		{"Größe := 1;", []string{"größe"}, true},
	} {
		names := map[string]bool{}
		for _, n := range c.names {
			names[n] = true
		}
		if got := NewMentionSet([]byte(c.src)).Mentions(HashNames(names)); got != c.want {
			t.Errorf("%q %v: %v, want %v", c.src, c.names, got, c.want)
		}
		if got := Mentions([]byte(c.src), names); got != c.want {
			t.Errorf("Mentions %q %v: %v, want %v", c.src, c.names, got, c.want)
		}
	}
	if got := NewMentionSet([]byte("a b")).Mentions(HashNames(map[string]bool{"a": false})); got {
		t.Error("a name mapped to false counts")
	}
}

// TestMentionSetKeepsOnlyItsHashes checks that a set keeps its distinct
// hashes alone, not the array of every token's hash it was sorted in: a
// session holds a set per file.
func TestMentionSetKeepsOnlyItsHashes(t *testing.T) {
	src := []byte(strings.Repeat("Customer.Validate(Name); ", 4000)) // 12,000 tokens, 3 distinct
	sets := make([]*MentionSet, 200)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	for i := range sets {
		sets[i] = NewMentionSet(src)
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	held := int64(after.HeapAlloc) - int64(before.HeapAlloc)
	// Every token's hash: 48 KB a set, 9.6 MB for 200; the distinct ones:
	// a few bytes each.
	if held > 2<<20 {
		t.Errorf("200 sets of 3 distinct names hold %d bytes", held)
	}
	if len(sets[0].hashes) != 3 {
		t.Errorf("distinct hashes %d, want 3", len(sets[0].hashes))
	}
	runtime.KeepAlive(sets)
}
