package pertenantextensioncop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// PTE0008 reports page fields and actions without an ApplicationArea.
var PTE0008 = &analysis.Rule{
	ID:      "PTE0008",
	Title:   "Page controls and actions must use the ApplicationArea property",
	Message: "The %s '%s' must have a value for the ApplicationArea property",
	Description: "Online, a page field or action without an ApplicationArea is shown in no experience: " +
		"users never see it. Reported: each field control and action of a page or page extension that " +
		"sets no ApplicationArea, at its name. Not reported: controls of a page that sets the " +
		"ApplicationArea itself (inherited since runtime 10.0), API pages (no user interface), " +
		"controls changed with modify and obsolete ones. No fix: which area a control belongs to is " +
		"the author's decision.",
	Severity: analysis.SeverityError,
	Category: "Extensibility",
	Analyzer: project.PerTenantExtensionCop,
	Run:      runPTE0008,
}

func runPTE0008(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwPage, syntax.KwPageExtension) {
		if f.IsPageType(obj, "API") || pass.RuntimeAtLeast(10, 0) && f.Property(obj, "ApplicationArea") != nil {
			continue
		}
		for el, kind := range f.PageControls(obj) {
			if f.Property(el, "ApplicationArea") != nil {
				continue
			}
			tok := f.ElementNameToken(el)
			if tok < 0 {
				continue
			}
			what := "field"
			if kind == syntax.KwAction {
				what = "action"
			}
			pass.Reportf(f.Tokens[tok].Span, []any{what, syntax.Unquote(f.TokenText(tok))})
		}
	}
}
