package tools

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

// messageSize, computed from a result's JSON alone, is the size of the
// CallToolResult the server sends for it, whatever its strings hold:
// HTML characters, the line and paragraph separators, control
// characters, quotes, backslashes, invalid UTF-8 and non-ASCII text.
func TestMessageSizeIsTheSentSize(t *testing.T) {
	hostile := []string{
		"", "plain", `if a < b then c := a & b; // <tag>`, "line\u2028para\u2029end",
		"tab\there\nnew\rline\x00nul\x1f\b\f", `quote " and \ backslash`, "bad \xff\xfe utf-8 \xe2\x80",
		"Übersicht 売上 😀", strings.Repeat("<&>", 1000),
	}
	var values []any
	for _, s := range hostile {
		values = append(values, s, map[string]string{s: s}, []string{s, s})
		d := DiagnosticInfo{ID: "AA0001", Message: s, FilePath: s, Severity: "warning", Analyzer: "CodeCop"}
		values = append(values, d, &AnalyzeResult{Diagnostics: []DiagnosticInfo{d, d}, Warnings: []string{s}, NextCursor: s})
	}
	values = append(values, nil, 42, struct{}{}, []int{}, map[string]any{"a": []any{1.5, true, nil}})
	for i, v := range values {
		if got, want := messageSize(v), slowMessageSize(v); got != want {
			t.Errorf("value %d (%T): messageSize %d, the sent result's %d", i, v, got, want)
		}
	}
	// A value that cannot be encoded is sent as an error result.
	if got, want := messageSize(func() {}), slowMessageSize(func() {}); got != want || got <= messageOverhead {
		t.Errorf("unencodable value: messageSize %d, the sent error's %d", got, want)
	}
}

// quotedLen is the length of encoding/json's quoting of any bytes: every
// byte value alone, hostile text, and random bytes.
func TestQuotedLenIsJSONQuoting(t *testing.T) {
	var inputs [][]byte
	for c := range 256 {
		inputs = append(inputs, []byte{byte(c)}, []byte{'a', byte(c), 'b'})
	}
	for _, s := range []string{"", "\u2028\u2029", "\xe2\x80\xa8", "\xe2\x80", "\xf0\x9f\x98\x80 😀", "\xed\xa0\x80 surrogate", "\xc0\xaf overlong"} {
		inputs = append(inputs, []byte(s))
	}
	rng := rand.New(rand.NewPCG(43, 2))
	for range 2000 {
		b := make([]byte, rng.IntN(40))
		for i := range b {
			b[i] = byte(rng.IntN(256))
		}
		inputs = append(inputs, b)
	}
	for _, b := range inputs {
		want, err := json.Marshal(string(b))
		if err != nil {
			t.Fatal(err)
		}
		if got := quotedLen(b); got != len(want) {
			t.Errorf("%q: quotedLen %d, json.Marshal %d (%s)", b, got, len(want), want)
		}
	}
}
