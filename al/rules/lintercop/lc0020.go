package lintercop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// LC0020 reports a page control ApplicationArea that repeats the page's.
var LC0020 = &analysis.Rule{
	ID:      "LC0020",
	Title:   "ApplicationArea matches the page-level ApplicationArea and can be removed",
	Message: "ApplicationArea %s on the control repeats the page's value and can be removed",
	Description: "Since runtime 10.0 (Business Central 2022 release wave 2) the controls of a page inherit " +
		"the page-level ApplicationArea. A control that sets the same value again is redundant. Only " +
		"pages (not page extensions) are checked; obsolete controls and pages are skipped.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.LinterCop,
	FixKeys:  []string{"LC0020.RemoveProperty"},
	Run:      runLC0020,
}

func runLC0020(pass *analysis.Pass) {
	if !pass.RuntimeAtLeast(10, 0) {
		return
	}
	f := pass.File
	for obj := range pass.Objects(syntax.KwPage) {
		pageArea := f.Property(obj, "ApplicationArea")
		if pageArea == nil {
			continue
		}
		want := f.CompactPropertyValue(pageArea)
		syntax.WalkElements(f.Section(obj, syntax.KwLayout), func(el *syntax.Node) bool {
			if f.IsObsolete(el) {
				return false
			}
			if p := f.Property(el, "ApplicationArea"); p != nil && f.CompactPropertyValue(p) == want {
				pass.Reportf(f.Span(p), []any{f.PropertyValueText(p)},
					pass.Fix("RemoveProperty", "Remove the redundant ApplicationArea", edit.RemoveNode(f, p)))
			}
			return true
		})
	}
}
