package uicop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AW0006 reports pages and reports that ask to be found by search
// (UsageCategory) but have no ApplicationArea.
var AW0006 = &analysis.Rule{
	ID:      "AW0006",
	Title:   "Pages and reports should use the UsageCategory and ApplicationArea properties to be searchable",
	Message: "The %s '%s' should use the UsageCategory and ApplicationArea properties to be searchable",
	Description: "Tell Me (the search of the Web client) lists a page or report only when it has a " +
		"UsageCategory other than None and an ApplicationArea that the user's experience enables. " +
		"alfix reports the case it can be certain of: a page or report that sets UsageCategory to " +
		"a value other than None and sets no ApplicationArea on the object, so search never shows " +
		"it. Objects without UsageCategory (not meant to be searched) are not reported. Obsolete " +
		"objects are skipped.",
	Severity: analysis.SeverityInfo,
	Category: "WebClient",
	Analyzer: project.UICop,
	Run:      runAW0006,
}

func runAW0006(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwPage, syntax.KwReport) {
		uc := f.Property(obj, "UsageCategory")
		if uc == nil || f.PropertyValueIs(uc, "None") || f.Property(obj, "ApplicationArea") != nil {
			continue
		}
		pass.Reportf(f.Span(uc), []any{f.TokenText(int(obj.First)), f.DeclName(obj)})
	}
}
