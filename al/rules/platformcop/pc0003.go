package platformcop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/syntax"
)

// PC0003 reports SetRange with a filter expression as a value.
var PC0003 = &analysis.Rule{
	ID:      "PC0003",
	Title:   "Filter operators should not be used in SetRange",
	Message: "SetRange compares with the value '%s' as it is; use SetFilter for a filter expression",
	Description: "SetRange filters on a value or a range of two values and takes them literally: " +
		"filter operators (<, >, *, &, |, ..) and placeholders (%1) in a string literal passed to it " +
		"are compared as characters, which is rarely what was meant. Use SetFilter for filter " +
		"expressions. The fix renames the call when the literal is the only value, or when it holds " +
		"placeholders for the values after it. Obsolete code is skipped.",
	Severity:    analysis.SeverityError,
	Category:    "Design",
	Analyzer:    project.PlatformCop,
	FixKeys:     []string{"PC0003.UseSetFilter"},
	UsesProject: true,
	Run:         runPC0003,
}

// pc0003Operators are the filter operators that make a SetRange value a
// filter expression.
var pc0003Operators = []string{"<", ">", "*", "&", "|", ".."}

// pc0003IsFilter reports whether a literal value looks like a filter
// expression: it holds a filter operator or a %1..%9 placeholder.
func pc0003IsFilter(value string) (filter, placeholders bool) {
	placeholders = calls.HasPlaceholder(value)
	if placeholders {
		return true, true
	}
	for _, op := range pc0003Operators {
		if strings.Contains(value, op) {
			return true, false
		}
	}
	return false, false
}

func runPC0003(pass *analysis.Pass) {
	f := pass.File
	for c, values := range calls.Builtins.Get(pass).FilterCalls("SetRange") {
		if f.InObsoleteCode(c.Call) {
			continue
		}
		for i := 0; i < len(values) && i <= 1; i++ {
			tok := f.StringLiteralToken(values[i])
			if tok < 0 {
				continue
			}
			value := syntax.StringValue(f.TokenText(tok))
			filter, placeholders := pc0003IsFilter(value)
			if !filter {
				continue
			}
			// SetFilter takes the same arguments when the literal is the
			// only value or its placeholders stand for the values after it.
			fixable := i == 0 && (len(values) == 1 || placeholders)
			pass.Reportf(c.Span(f), []any{value}, pass.FixIf(fixable, "UseSetFilter", "Replace SetRange with SetFilter",
				edit.ReplaceToken(f, c.Name, "SetFilter")))
			break // one report per call
		}
	}
}
