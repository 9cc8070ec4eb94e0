package uicop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AW0012 reports page-level teaching tip properties on pages whose type
// never shows the page's teaching tip.
var AW0012 = &analysis.Rule{
	ID:      "AW0012",
	Title:   "The Web client does not support properties for teaching tips in certain contexts",
	Message: "The Web client does not show the teaching tip that '%s' sets on a page of type %s",
	Description: "AboutTitle and AboutText (and their ML variants) give a page a teaching tip, but " +
		"the Web client does not display a page's teaching tip when the page is a RoleCenter, " +
		"NavigatePage, ConfirmationDialog, StandardDialog or HeadlinePart. alfix reports those " +
		"properties set on such a page object. Teaching tips of controls and actions are not judged.",
	Severity: analysis.SeverityWarning,
	Category: "WebClient",
	Analyzer: project.UICop,
	Run:      runAW0012,
}

// noTeachingTipPageTypes are the page types whose own teaching tip the Web
// client never shows (lower case).
var noTeachingTipPageTypes = map[string]bool{"rolecenter": true, "navigatepage": true,
	"confirmationdialog": true, "standarddialog": true, "headlinepart": true}

func runAW0012(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwPage) {
		pt := f.Property(obj, "PageType")
		if pt == nil || !noTeachingTipPageTypes[strings.ToLower(f.PropertyValueText(pt))] {
			continue
		}
		for _, name := range []string{"AboutTitle", "AboutTitleML", "AboutText", "AboutTextML"} {
			if p := f.Property(obj, name); p != nil {
				pass.Reportf(f.Span(p), []any{f.PropertyName(p), f.PropertyValueText(pt)})
			}
		}
	}
}
