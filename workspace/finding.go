package workspace

import (
	"cmp"
	"slices"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/check"
	"github.com/alfix/alfix/al/syntax"
	"github.com/alfix/alfix/almcp"
)

// CompilerAnalyzer is the analyzer of findings that no cop's rule reports:
// the syntax errors of alfix's parser, alfix's compiler checks (package
// check, always on) and the diagnostics of Microsoft's compiler (almcp).
const CompilerAnalyzer = string(check.Analyzer)

// A Finding is one diagnostic as alfix reports it: the one type the tools
// and the command line see. A rule's diagnostic becomes a Finding when the
// runner adds what the rule does not know (file, analyzer, effective
// severity, suppression, positions); so do the parser's syntax errors and
// the compiler's diagnostics (analyzer Compiler).
//
// Positions are 1-based lines and 1-based columns in UTF-16 code units;
// Start and End are the byte offsets they came from (0 for compiler
// diagnostics, which come with positions only). The JSON names are the
// cached form (see fileResult), not part of any tool contract.
type Finding struct {
	Path string `json:"p,omitempty"` // absolute, cleaned; "" for a compiler diagnostic without a location
	// ID is the rule id (AA0005) or the compiler's code (AL0104).
	ID        string            `json:"r"`
	Analyzer  string            `json:"a,omitempty"` // CodeCop, LinterCop, ..., Compiler
	Start     int               `json:"o"`
	End       int               `json:"x"`
	Line      int               `json:"l"`
	Column    int               `json:"c"`
	EndLine   int               `json:"el"`
	EndColumn int               `json:"ec"`
	Message   string            `json:"m"`
	Severity  analysis.Severity `json:"sv"`
	// Suppressed is set for a diagnostic a #pragma warning disable covers;
	// such findings are kept so that the fix tools can tell "suppressed"
	// from "not there", and left out of analyze results.
	Suppressed bool `json:"su,omitempty"`
	// FixKeys are the distinct equivalence keys of the diagnostic's fixes.
	FixKeys []string `json:"k,omitempty"`
}

// HasFix reports whether the finding offers a fix.
func (f *Finding) HasFix() bool { return len(f.FixKeys) > 0 }

// findingOf resolves a rule diagnostic's positions; analyzer is its rule's
// analyzer group.
func findingOf(f *syntax.File, d analysis.Diagnostic, analyzer string) Finding {
	l, c := f.Lines.Position(d.Span.Start)
	el, ec := f.Lines.Position(d.Span.End)
	return Finding{ID: d.RuleID, Analyzer: analyzer, Start: d.Span.Start, End: d.Span.End, Line: l, Column: c,
		EndLine: el, EndColumn: ec, Message: d.Message, Severity: d.Severity, Suppressed: d.Suppressed, FixKeys: d.FixKeys()}
}

// sortFindings orders findings by path, line, column and id, keeping the
// given order of equal ones: the one order every result of alfix uses.
func sortFindings(fs []Finding) {
	slices.SortStableFunc(fs, compareFindings)
}

// compareFindings is the order of sortFindings as a three-way comparison.
func compareFindings(a, b Finding) int { return compareFindingsAt(&a, &b) }

func compareFindingsAt(a, b *Finding) int {
	if c := strings.Compare(a.Path, b.Path); c != 0 {
		return c
	}
	if c := cmp.Compare(a.Line, b.Line); c != 0 {
		return c
	}
	if c := cmp.Compare(a.Column, b.Column); c != 0 {
		return c
	}
	return strings.Compare(a.ID, b.ID)
}

// mergeCompiler adds the compiler's diagnostics to alfix's own findings
// (sorted) and returns the merged list, sorted. A compiler diagnostic and
// one of ours are the same diagnostic when they have the same code (ignoring
// case), file, line and column:
//
//   - the same as one of our Compiler findings (a syntax error or a
//     compiler check's): the compiler's wins, ours is dropped — it is the
//     compiler's own word, and the two never report one error twice;
//   - the same as a rule finding (almcp runs the cops too): ours stays and
//     the compiler's is dropped, since ours can offer its fixes;
//   - a repeat of a compiler diagnostic already merged: dropped.
//
// Compiler diagnostics become findings of analyzer Compiler without fixes.
// Neither input is modified.
func mergeCompiler(own Findings, compiled []almcp.Diagnostic) []Finding {
	type key struct {
		path, id     string
		line, column int
	}
	keyOf := func(path, id string, line, column int) key { return key{path, strings.ToUpper(id), line, column} }
	fromCompiler := make(map[key]bool, len(compiled))
	for _, d := range compiled {
		fromCompiler[keyOf(d.Path, d.ID, d.Line, d.Column)] = true
	}
	out := make([]Finding, 0, own.Len()+len(compiled))
	seen := make(map[key]bool, own.Len()+len(compiled))
	for _, f := range own.All() {
		k := keyOf(f.Path, f.ID, f.Line, f.Column)
		if f.Analyzer == CompilerAnalyzer && fromCompiler[k] {
			continue // the compiler reports it itself
		}
		seen[k] = true
		out = append(out, *f)
	}
	for _, d := range compiled {
		k := keyOf(d.Path, d.ID, d.Line, d.Column)
		if seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, Finding{Path: d.Path, ID: d.ID, Analyzer: CompilerAnalyzer, Line: d.Line, Column: d.Column,
			EndLine: d.EndLine, EndColumn: d.EndColumn, Message: d.Message, Severity: analysis.Severity(d.Severity)})
	}
	sortFindings(out)
	return out
}
