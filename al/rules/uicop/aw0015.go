package uicop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AW0015 reports repeater-scoped actions that are not promoted.
var AW0015 = &analysis.Rule{
	ID:      "AW0015",
	Title:   "Actions with scope repeater must be promoted",
	Message: "The action '%s' has Scope = Repeater but is not promoted: it does not appear on the repeater",
	Description: "An action with Scope = Repeater acts on the current row. On a page without a repeater " +
		"of its own (a Card page that hosts lines in a part, for example) the Web client offers it only " +
		"when it is promoted. alfix reports an action of such a page (its layout declares no repeater) " +
		"that sets Scope = Repeater, does not set Promoted = true and is not named by an actionref of " +
		"the page. Pages with a repeater show such actions in the row's menu and are not reported; page " +
		"extensions are not judged (the page they extend decides).",
	Severity: analysis.SeverityWarning,
	Category: "WebClient",
	Analyzer: project.UICop,
	Run:      runAW0015,
}

func runAW0015(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwPage) {
		if hasRepeater(f, obj) {
			continue
		}
		var targets map[string]bool
		syntax.WalkElements(f.Section(obj, syntax.KwActions), func(el *syntax.Node) bool {
			if f.SectionKind(el) != syntax.KwAction {
				return true
			}
			scope := f.Property(el, "Scope")
			if scope == nil || !f.PropertyValueIs(scope, "Repeater") || isTrue(f, el, "Promoted") {
				return false
			}
			if targets == nil {
				targets = actionRefTargets(f, obj)
			}
			if name := elementName(f, el); !targets[strings.ToLower(name)] {
				pass.Reportf(f.DeclSpan(el), []any{name})
			}
			return false
		})
	}
}

// hasRepeater reports whether the page's layout declares a repeater.
func hasRepeater(f *syntax.File, obj *syntax.Node) bool {
	found := false
	syntax.WalkElements(f.Section(obj, syntax.KwLayout), func(el *syntax.Node) bool {
		found = found || f.SectionKind(el) == syntax.KwRepeater
		return !found
	})
	return found
}
