package platformcop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// PC0011 reports Handled flags of event publishers that subscribers cannot set.
var PC0011 = &analysis.Rule{
	ID:      "PC0011",
	Title:   "Handled parameters in event signatures should be passed by var",
	Message: "The parameter %s should be passed by var so that subscribers can set it",
	Description: "The IsHandled/Handled pattern lets a subscriber tell the publisher that it took over. " +
		"A Boolean parameter named IsHandled or Handled of an event publisher that is not passed by var " +
		"cannot carry the subscriber's answer back. Add var. Obsolete objects and [Obsolete] publishers " +
		"are skipped.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.PlatformCop,
	FixKeys:  []string{"PC0011.AddVar"},
	Run:      runPC0011,
}

func runPC0011(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects() {
		for _, proc := range syntax.Procedures(obj) {
			params := proc.Child(syntax.ParameterList)
			if f.EventPublisher(proc) == nil || f.HasObsoleteAttribute(proc) || params == nil {
				continue
			}
			for _, p := range params.ChildrenOf(syntax.Parameter) {
				name := f.DeclName(p)
				if !strings.EqualFold(name, "IsHandled") && !strings.EqualFold(name, "Handled") {
					continue
				}
				if f.FindKeyword(p, syntax.KwVar) >= 0 {
					continue
				}
				tr := p.Child(syntax.TypeRef)
				if tr == nil || !strings.EqualFold(strings.TrimSpace(f.Text(f.Span(tr))), "Boolean") {
					continue
				}
				span := f.Tokens[f.NameToken(p)].Span
				pass.Reportf(span, []any{f.Text(span)}, pass.Fix("AddVar", "Pass "+name+" by var", edit.Insert(f.Tokens[p.First].Span.Start, "var ")))
			}
		}
	}
}
