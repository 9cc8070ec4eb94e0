package lintercop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/rules/internal/exprs"
)

// LC0048 reports Error calls whose message is a Text value rather than a
// Label or an ErrorInfo.
var LC0048 = &analysis.Rule{
	ID:      "LC0048",
	Title:   "Use ErrorInfo or a Label variable when calling Error",
	Message: "Error is called with a Text value: pass a Label (or an ErrorInfo) so that the message is translated and its format text reaches telemetry",
	Description: "Error(Label, values...) keeps the untranslated format text and the substituted values " +
		"apart, which the platform uses for translation and for the error's telemetry; ErrorInfo adds " +
		"details and actions. A Text message built before the call loses both. Reported is an Error " +
		"(or Dialog.Error) call whose first argument is a string literal, a Text or Code variable, " +
		"parameter or field, a call returning Text (StrSubstNo, Format, GetLastErrorText, a procedure) " +
		"or a concatenation with a string literal. Error('') (an error without a message, which only " +
		"stops the transaction) is not reported, nor is an argument whose type alfix cannot tell " +
		"(such as a procedure of a dependency). Obsolete code is skipped.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.LinterCop,
	UsesProject: true,
	Run:         runLC0048,
}

func runLC0048(pass *analysis.Pass) {
	f := pass.File
	scopes := pass.Scopes()
	for _, c := range calls.Builtins.Get(pass).Calls {
		if !c.Is("Error", "System", "DialogStatic") || len(c.Args) == 0 || f.InObsoleteCode(c.Node()) {
			continue
		}
		if exprs.IsTextValue(f, scopes, c.Args[0]) {
			pass.Reportf(c.Span(f), nil)
		}
	}
}
