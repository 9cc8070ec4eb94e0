package workspace

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
	"unsafe"

	"github.com/alfix/alfix/al/analysis"
)

// randomFindings returns n findings drawing their strings from small
// pools, so that a set shares them, with zero to three fix keys each.
func randomFindings(r *rand.Rand, n int) []Finding {
	ids := []string{"AA0001", "LC0090", "AL0118", ""}
	messages := []string{"one", "two", "", "ünïcode \x00"}
	keys := []string{"K.a", "K.b", "K.c"}
	sev := []analysis.Severity{analysis.SeverityError, analysis.SeverityInfo, ""}
	out := make([]Finding, n)
	for i := range out {
		f := &out[i]
		f.ID, f.Analyzer, f.Message = ids[r.IntN(len(ids))], "CodeCop", messages[r.IntN(len(messages))]
		if r.IntN(3) == 0 {
			f.Message = fmt.Sprint("distinct ", i)
			f.Path = "/p/a.al"
		}
		f.Severity, f.Suppressed = sev[r.IntN(len(sev))], r.IntN(2) == 0
		f.Start, f.End, f.Line, f.Column, f.EndLine, f.EndColumn = r.IntN(1<<20), r.IntN(1<<20)-5, i, r.IntN(300), i+1, r.IntN(300)
		for range r.IntN(4) {
			f.FixKeys = append(f.FixKeys, keys[r.IntN(len(keys))])
		}
	}
	return out
}

// A packed set gives back every finding as it was given, in order.
func TestFindingSetRoundTrips(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{0, 1, 2, 17, 500} {
		fs := randomFindings(r, n)
		s := packFindings(fs)
		if s.wide != nil {
			t.Fatalf("%d findings that fit were kept wide", n)
		}
		if got := s.findings(); !slices.EqualFunc(got, fs, equalFinding) || len(got) != len(fs) {
			t.Fatalf("%d findings: got back\n%v\nwant\n%v", n, got, fs)
		}
	}
}

// Equal strings are kept once: 500 findings over a few strings keep a
// few strings, not one per field.
func TestFindingSetSharesStrings(t *testing.T) {
	fs := randomFindings(rand.New(rand.NewPCG(3, 4)), 500)
	distinct := map[string]bool{}
	for _, f := range fs {
		distinct[f.Message] = true
	}
	s := packFindings(fs)
	// Every distinct message, id, analyzer, severity, path and single
	// fix key once; multi-key runs are kept as runs.
	if len(s.strs) > len(distinct)+30+3*len(fs)/2 {
		t.Errorf("%d strings kept for %d findings with %d distinct messages", len(s.strs), len(fs), len(distinct))
	}
	if len(s.strs) >= 6*len(fs) {
		t.Errorf("no string is shared: %d strings for %d findings", len(s.strs), len(fs))
	}
}

// The packed form is what the set is for: no pointers for the collector
// to follow per finding, and well under a Finding's size.
func TestPackedFindingHasNoPointers(t *testing.T) {
	typ := reflect.TypeFor[packedFinding]()
	for i := range typ.NumField() {
		switch typ.Field(i).Type.Kind() {
		case reflect.Int32, reflect.Uint32, reflect.Bool, reflect.Uint8, reflect.Uint16:
		default:
			t.Errorf("packedFinding.%s is a %s: the packed form must hold no pointers", typ.Field(i).Name, typ.Field(i).Type)
		}
	}
	if p, f := unsafe.Sizeof(packedFinding{}), unsafe.Sizeof(Finding{}); p > f/2 {
		t.Errorf("a packed finding takes %d bytes, a Finding %d", p, f)
	}
}

// A finding whose positions do not fit 32 bits turns the set wide: every
// finding is kept as it was, before and after it, and the fix keys are
// the set's own (not the buffer the caller reuses).
func TestFindingSetWidensForLargePositions(t *testing.T) {
	fs := randomFindings(rand.New(rand.NewPCG(5, 6)), 40)
	fs[20].End = 1 << 40
	fs[30].Line = -1 << 40
	s := packFindings(fs)
	if s.wide == nil || s.items != nil {
		t.Fatalf("a set with 2^40 positions is not wide")
	}
	if got := s.findings(); !slices.EqualFunc(got, fs, equalFinding) {
		t.Fatalf("wide set: got back\n%v\nwant\n%v", got, fs)
	}
	var b setBuilder
	b.start(3)
	buf := []string{"K.x", "K.y"}
	for i := range 3 {
		f := Finding{ID: "X", Start: i << 40, FixKeys: buf}
		b.add(&f)
		buf[0], buf[1] = "changed", "changed" // the caller reuses its buffer
		buf = []string{"K.x", "K.y"}
	}
	got := b.finish()
	for i := range got.Len() {
		if k := got.at(i).FixKeys; !slices.Equal(k, []string{"K.x", "K.y"}) {
			t.Errorf("finding %d: fix keys %v, want the ones given", i, k)
		}
	}
}

// A finding's fix keys cannot be grown into the set's other strings.
func TestFindingSetFixKeysAreCapped(t *testing.T) {
	s := packFindings([]Finding{{ID: "A", FixKeys: []string{"k1"}, Message: "m"}, {ID: "B", Message: "after"}})
	k := s.at(0).FixKeys
	_ = append(k, "overwritten")
	if got := s.at(1); got.Message != "after" || got.ID != "B" {
		t.Errorf("appending to a finding's fix keys changed the set: %+v", got)
	}
}
