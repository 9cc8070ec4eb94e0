package tools

import (
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
