package uicop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AW0013 reports hidden action groups that hold promoted actions.
var AW0013 = &analysis.Rule{
	ID:      "AW0013",
	Title:   "Groups containing promoted actions should not be hidden",
	Message: "The group '%s' is hidden (Visible = false) but holds the promoted action '%s'",
	Description: "Since Business Central 2022 release wave 2, a promoted action inside a hidden " +
		"group shows in the promoted part of the action bar only while the modern action bar is " +
		"turned off, so whether users see it depends on a feature switch. alfix reports an action " +
		"group of a page or page extension that sets Visible = false (the constant; an expression " +
		"is not judged) and holds, at any depth, an action with Promoted = true, once per group at " +
		"its first such action. Either show the group or stop promoting the action.",
	Severity: analysis.SeverityWarning,
	Category: "WebClient",
	Analyzer: project.UICop,
	Run:      runAW0013,
}

func runAW0013(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwPage, syntax.KwPageExtension) {
		syntax.WalkElements(f.Section(obj, syntax.KwActions), func(el *syntax.Node) bool {
			if f.SectionKind(el) != syntax.KwGroup || !isFalse(f, el, "Visible") {
				return true
			}
			var promoted *syntax.Node
			syntax.WalkElements(el, func(a *syntax.Node) bool {
				if promoted == nil && f.SectionKind(a) == syntax.KwAction && isTrue(f, a, "Promoted") {
					promoted = a
				}
				return promoted == nil
			})
			if promoted != nil {
				pass.Reportf(f.DeclSpan(el), []any{elementName(f, el), elementName(f, promoted)})
			}
			return false
		})
	}
}
