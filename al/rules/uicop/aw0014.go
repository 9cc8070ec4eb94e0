package uicop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AW0014 reports hidden action groups that hold the target of an actionref.
var AW0014 = &analysis.Rule{
	ID:      "AW0014",
	Title:   "Groups containing ActionRef targets should not be hidden",
	Message: "The group '%s' is hidden (Visible = false) but holds '%s', which an actionref promotes",
	Description: "An actionref shows its target action in the promoted part of the action bar even " +
		"when the target sits in a hidden group; Microsoft documents that this may change and such " +
		"actionrefs may be hidden. alfix reports an action group of a page or page extension that " +
		"sets Visible = false (the constant) and holds, at any depth, an action that an actionref of " +
		"the same object names, once per group at its first such action.",
	Severity: analysis.SeverityWarning,
	Category: "WebClient",
	Analyzer: project.UICop,
	Run:      runAW0014,
}

func runAW0014(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwPage, syntax.KwPageExtension) {
		targets := actionRefTargets(f, obj)
		if len(targets) == 0 {
			continue
		}
		syntax.WalkElements(f.Section(obj, syntax.KwActions), func(el *syntax.Node) bool {
			if f.SectionKind(el) != syntax.KwGroup || !isFalse(f, el, "Visible") {
				return true
			}
			var target *syntax.Node
			syntax.WalkElements(el, func(a *syntax.Node) bool {
				if target == nil && f.SectionKind(a) == syntax.KwAction && targets[strings.ToLower(elementName(f, a))] {
					target = a
				}
				return target == nil
			})
			if target != nil {
				pass.Reportf(f.DeclSpan(el), []any{elementName(f, el), elementName(f, target)})
			}
			return false
		})
	}
}
