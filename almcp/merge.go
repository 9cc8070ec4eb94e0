package almcp

import (
	"sort"
	"strings"
)

// CompilerAnalyzer is the analyzer name given to every diagnostic that
// comes from almcp.
const CompilerAnalyzer = "Compiler"

// Finding is one diagnostic as an analyze result lists it; the tools
// package maps its own diagnostics to and from it.
type Finding struct {
	Path      string
	Line      int
	Column    int
	EndLine   int
	EndColumn int
	ID        string
	Severity  string
	Message   string
	Analyzer  string
	HasFix    bool
}

// Merge returns native followed by the compiler diagnostics, sorted by path,
// line, column and id (a stable sort: for equal keys native comes first).
// Every compiler diagnostic becomes a Finding with Analyzer
// [CompilerAnalyzer] and no fix. A compiler diagnostic is dropped when one
// with the same id (ignoring case) at the same path, line and column is
// already present, natively or earlier from the compiler: alfix's own rule
// wins, since it can offer fixes. Neither input is modified.
func Merge(native []Finding, compiler []Diagnostic) []Finding {
	type key struct {
		path, id     string
		line, column int
	}
	seen := make(map[key]bool, len(native)+len(compiler))
	out := make([]Finding, 0, len(native)+len(compiler))
	for _, f := range native {
		seen[key{f.Path, strings.ToUpper(f.ID), f.Line, f.Column}] = true
		out = append(out, f)
	}
	for _, d := range compiler {
		k := key{d.Path, strings.ToUpper(d.ID), d.Line, d.Column}
		if seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, Finding{Path: d.Path, Line: d.Line, Column: d.Column, EndLine: d.EndLine,
			EndColumn: d.EndColumn, ID: d.ID, Severity: d.Severity, Message: d.Message, Analyzer: CompilerAnalyzer})
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Path != b.Path {
			return a.Path < b.Path
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		if a.Column != b.Column {
			return a.Column < b.Column
		}
		return a.ID < b.ID
	})
	return out
}
