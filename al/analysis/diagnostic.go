package analysis

import (
	"github.com/alfix/alfix/al/syntax"
)

// A Diagnostic is one finding of a rule in one file.
type Diagnostic struct {
	RuleID string
	// Path is the file the diagnostic is in, as given to the analysis.
	Path string
	// Span is the reported byte range; its start decides pragma suppression.
	Span    syntax.Span
	Message string
	// Severity is the effective severity after the project's ruleset.
	Severity Severity
	// Fixes are alternative fixes: at most one of them is applied.
	Fixes []Fix
	// Suppressed is set when a #pragma warning disable covers Span.Start.
	// Suppressed diagnostics are kept so that tools can tell "suppressed"
	// from "not there".
	Suppressed bool
}

// FixKeys returns the distinct equivalence keys of the diagnostic's fixes, in
// order.
func (d *Diagnostic) FixKeys() []string {
	var keys []string
	for _, f := range d.Fixes {
		dup := false
		for _, k := range keys {
			dup = dup || k == f.Key
		}
		if !dup {
			keys = append(keys, f.Key)
		}
	}
	return keys
}

// FixByKey returns the diagnostic's first fix with the key.
func (d *Diagnostic) FixByKey(key string) (Fix, bool) {
	for _, f := range d.Fixes {
		if f.Key == key {
			return f, true
		}
	}
	return Fix{}, false
}

// A Fix is one way to resolve a diagnostic: a set of non-overlapping text
// edits, which may touch several files.
type Fix struct {
	// Title is a verb phrase shown to the user.
	Title string
	// Key is the equivalence key <RuleID>.<Verb>; FixAll applies every fix
	// with one key.
	Key string
	// Provider names the component that computed the fix.
	Provider string
	Edits    []TextEdit
}

// A TextEdit replaces the bytes of Span in the file Path with NewText. An
// empty Path means the diagnostic's own file. An insertion has an empty
// span. NewText uses "\n" for line breaks; applying an edit converts them to
// the file's line-break style.
type TextEdit struct {
	Path    string
	Span    syntax.Span
	NewText string
}

// An AnalyzerError records a rule that failed (panicked or ran out of its
// time budget) on one file. It never fails the analysis.
type AnalyzerError struct {
	RuleID  string `json:"ruleId"`
	Path    string `json:"filePath"`
	Message string `json:"message"`
}

// IsZero reports whether f is the zero Fix, which stands for "no fix" (see
// [Pass.FixIf]).
func (f Fix) IsZero() bool { return f.Key == "" && f.Title == "" && len(f.Edits) == 0 }
