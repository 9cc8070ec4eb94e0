package platformcop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// PC0024 reports ApplicationArea on API pages and their field controls.
var PC0024 = &analysis.Rule{
	ID:      "PC0024",
	Title:   "The ApplicationArea property is not applicable to API pages",
	Message: "ApplicationArea has no effect on an API page",
	Description: "API pages are not shown in the user interface, so ApplicationArea on the page or on its " +
		"field controls does nothing and can be removed. Obsolete pages are skipped.",
	Severity: analysis.SeverityInfo,
	Category: "Design",
	Analyzer: project.PlatformCop,
	FixKeys:  []string{"PC0024.RemoveProperty"},
	Run:      runPC0024,
}

func runPC0024(pass *analysis.Pass) {
	f := pass.File
	report := func(p *syntax.Node) {
		pass.Reportf(f.Span(p), nil,
			pass.Fix("RemoveProperty", "Remove the ApplicationArea property", edit.RemoveNode(f, p)))
	}
	for obj := range pass.Objects(syntax.KwPage) {
		if !f.IsPageType(obj, "API") {
			continue
		}
		if p := f.Property(obj, "ApplicationArea"); p != nil {
			report(p)
		}
		syntax.WalkElements(f.Section(obj, syntax.KwLayout), func(el *syntax.Node) bool {
			if f.SectionKind(el) == syntax.KwField {
				if p := f.Property(el, "ApplicationArea"); p != nil {
					report(p)
				}
			}
			return true
		})
	}
}
