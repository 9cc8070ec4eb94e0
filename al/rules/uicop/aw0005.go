package uicop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AW0005 reports promoted actions without an image.
var AW0005 = &analysis.Rule{
	ID:      "AW0005",
	Title:   "Actions should use the Image property",
	Message: "The action '%s' is promoted but has no Image: the Web client shows promoted actions with their image",
	Description: "A promoted action is shown in the promoted part of the action bar, where the Web " +
		"client draws actions with their image. An action of a page that sets Promoted = true and no " +
		"Image is reported. Actions that are not promoted (and actionref promotions of the modern " +
		"action bar, which take the image of the action they name) are not reported.",
	Severity: analysis.SeverityInfo,
	Category: "WebClient",
	Analyzer: project.UICop,
	Run:      runAW0005,
}

func runAW0005(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwPage) {
		syntax.WalkElements(f.Section(obj, syntax.KwActions), func(el *syntax.Node) bool {
			if f.SectionKind(el) != syntax.KwAction {
				return true
			}
			if p := f.Property(el, "Promoted"); p != nil && f.PropertyValueIs(p, "true") && f.Property(el, "Image") == nil {
				name := ""
				if tok := f.ElementNameToken(el); tok >= 0 {
					name = syntax.Unquote(f.TokenText(tok))
				}
				pass.Reportf(f.DeclSpan(el), []any{name})
			}
			return false
		})
	}
}
