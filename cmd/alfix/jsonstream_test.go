package main

import (
	"bytes"
	"testing"

	"github.com/alfix/alfix/tools"
)

// writeResultsJSON streams the diagnostics but must write exactly what one
// json encoding of the results writes: one result, several, none, results
// without diagnostics (null) and with an empty list ([]), and messages with
// the characters HTML escaping would touch and a quoted field name inside a
// string.
func TestWriteResultsJSONMatchesOneEncoding(t *testing.T) {
	diag := func(msg string) tools.DiagnosticInfo {
		return tools.DiagnosticInfo{FilePath: "/p/a <b>.al", Line: 3, Column: 5, EndLine: 3, EndColumn: 9,
			ID: "AA0001", Severity: "Warning", Message: msg}
	}
	full := &tools.AnalyzeResult{Project: "/p", TotalCount: 3, Count: 3,
		Diagnostics: []tools.DiagnosticInfo{diag("a & b"), diag(`"diagnostics":null, in a message`), diag("ünïcode\t\u2028")},
		Warnings:    []string{`,"diagnostics":null,`}}
	empty := &tools.AnalyzeResult{Project: "/q", Diagnostics: []tools.DiagnosticInfo{}}
	none := &tools.AnalyzeResult{Project: "/r"}
	for name, results := range map[string][]*tools.AnalyzeResult{
		"one": {full}, "several": {full, empty, none}, "empty list": {empty}, "null list": {none}, "no results": nil,
	} {
		var want any = results
		if len(results) == 1 {
			want = results[0]
		}
		var a, b bytes.Buffer
		if err := writeJSON(&a, want); err != nil {
			t.Fatal(err)
		}
		if err := writeResultsJSON(&b, results); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !bytes.Equal(a.Bytes(), b.Bytes()) {
			t.Errorf("%s: streamed\n%s\nwant\n%s", name, b.Bytes(), a.Bytes())
		}
	}
}
