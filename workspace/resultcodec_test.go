package workspace

import (
	"reflect"
	"testing"
	"unsafe"

	"github.com/alfix/alfix/al/analysis"
)

// sampleResult is a result whose third finding's offsets do not fit the
// packed form (a wide findingSet); packedSample's fit.
func sampleResult() *fileResult {
	return &fileResult{Format: resultFormat,
		Diagnostics:    packFindings(sampleFindings()),
		AnalyzerErrors: []analysis.AnalyzerError{{RuleID: "LC0001", Message: "rule panicked: boom\nstack"}},
	}
}

func packedSample() *fileResult {
	fs := sampleFindings()
	fs[2].Start, fs[2].End = 1<<31-1, -1<<31
	return &fileResult{Format: resultFormat, Diagnostics: packFindings(fs)}
}

func sampleFindings() []Finding {
	return []Finding{
		{ID: "AA0001", Analyzer: "CodeCop", Start: 10, End: 12, Line: 2, Column: 5, EndLine: 2, EndColumn: 7,
			Message: "There must be exactly one space ünïcode \x00 \"quoted\"", Severity: analysis.SeverityWarning,
			FixKeys: []string{"AA0001.Space", "AA0001.Other"}},
		{Path: "/abs/a.al", ID: "AL0104", Analyzer: "Compiler", Line: 1, Column: 1, EndLine: 1, EndColumn: 1,
			Message: "", Severity: analysis.SeverityError, Suppressed: true},
		{ID: "AA0001", Analyzer: "CodeCop", Start: 1 << 40, End: -1, Message: "big and negative offsets",
			Severity: analysis.SeverityWarning, FixKeys: []string{"AA0001.Space"}},
	}
}

func TestResultCodecRoundTrips(t *testing.T) {
	for name, r := range map[string]*fileResult{
		"full": sampleResult(), "packed": packedSample(), "empty": {Format: resultFormat}, "errors only": {Format: 7,
			AnalyzerErrors: []analysis.AnalyzerError{{RuleID: "X", Path: "p", Message: "m"}}},
	} {
		got, err := decodeResult(encodeResult(r))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !reflect.DeepEqual(got, r) {
			t.Errorf("%s: decoded\n%+v\nwant\n%+v", name, got, r)
		}
	}
	// Repeated ids share one copy within an entry.
	for _, r := range []*fileResult{sampleResult(), packedSample()} {
		got, _ := decodeResult(encodeResult(r))
		if a, b := got.Diagnostics.at(0).ID, got.Diagnostics.at(2).ID; unsafeStringData(a) != unsafeStringData(b) {
			t.Error("the two AA0001 ids are separate copies")
		}
	}
}

// Every truncation and every single-byte change of a valid entry either
// decodes to a well-formed result or is refused; none panics, and an
// entry from the JSON era or of random bytes is refused.
func TestResultCodecRefusesDamage(t *testing.T) {
	b := encodeResult(sampleResult())
	for n := range len(b) {
		if _, err := decodeResult(b[:n]); err == nil {
			t.Errorf("a truncation to %d of %d bytes decoded", n, len(b))
		}
	}
	for i := range b {
		for _, v := range []byte{0x00, 0x7f, 0x80, 0xff} {
			c := append([]byte(nil), b...)
			c[i] = v
			decodeResult(c) // must not panic
		}
	}
	for _, bad := range [][]byte{nil, []byte(`{"v":2,"d":[]}`), {resultMagic, 6, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f},
		append(encodeResult(sampleResult()), 0)} {
		if _, err := decodeResult(bad); err == nil {
			t.Errorf("decoded %q", bad)
		}
	}
}

func FuzzDecodeResult(f *testing.F) {
	f.Add(encodeResult(sampleResult()))
	f.Add(encodeResult(&fileResult{}))
	f.Fuzz(func(t *testing.T, b []byte) {
		r, err := decodeResult(b)
		if err != nil {
			return
		}
		// What decodes survives a round trip unchanged (the bytes may
		// differ: an overlong varint reads like its short form).
		again, err := decodeResult(encodeResult(r))
		if err != nil || !reflect.DeepEqual(again, r) {
			t.Errorf("%q decoded to %+v, which round-trips to %+v (%v)", b, r, again, err)
		}
	})
}

func unsafeStringData(s string) *byte { return unsafe.StringData(s) }

// An alias names its entry's key; it is never read as a result, and only
// an entry of exactly the alias form is one (a result is never taken for
// an alias, nor a truncated or extended alias for one).
func TestResultAlias(t *testing.T) {
	var key [32]byte
	for i := range key {
		key[i] = byte(i * 7)
	}
	a := encodeAlias(key)
	if got, ok := aliasOf(a); !ok || got != key {
		t.Fatalf("aliasOf(encodeAlias(k)) = %x, %v", got, ok)
	}
	if _, err := decodeResult(a); err == nil {
		t.Error("an alias decoded as a result")
	}
	for _, bad := range [][]byte{nil, a[:len(a)-1], append(append([]byte(nil), a...), 0), encodeResult(sampleResult()),
		append([]byte{resultMagic}, key[:]...)} {
		if _, ok := aliasOf(bad); ok {
			t.Errorf("%d bytes starting %q read as an alias", len(bad), bad[:min(len(bad), 1)])
		}
	}
}
