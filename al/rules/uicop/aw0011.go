package uicop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AW0011 reports action groups whose actions are all promoted and all
// also shown in the group.
var AW0011 = &analysis.Rule{
	ID:      "AW0011",
	Title:   "Add PromotedOnly=\"true\" to some or all promoted actions to avoid identical actions from appearing in both the promoted and default sections of the command bar",
	Message: "Every action of '%s' is promoted without PromotedOnly = true: the Web client shows each of them both in the promoted area and in '%s'",
	Description: "An action with Promoted = true appears in the promoted part of the action bar and, " +
		"unless PromotedOnly = true, in its own group as well. When every action of an area or group " +
		"is promoted that way, the group repeats the promoted actions one for one. The rule looks at " +
		"the actions declared directly in an area or group of a page's actions section (groups of " +
		"their own are judged by their own actions) and reports the area or group when there is at " +
		"least one such action, every one sets Promoted = true and none sets PromotedOnly = true. " +
		"Actions promoted through actionref (the modern action bar) do not set Promoted and are not " +
		"reported. The fix sets PromotedOnly = true on the group's actions, so they show in the " +
		"promoted area only.",
	Severity: analysis.SeverityInfo,
	Category: "WebClient",
	Analyzer: project.UICop,
	FixKeys:  []string{"AW0011.SetPromotedOnly"},
	Run:      runAW0011,
}

func runAW0011(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwPage) {
		syntax.WalkElements(f.Section(obj, syntax.KwActions), func(el *syntax.Node) bool {
			switch f.SectionKind(el) {
			case syntax.KwArea, syntax.KwGroup:
			default:
				return false
			}
			n, doubled, fixable := 0, true, true
			var edits []analysis.TextEdit
			for _, m := range syntax.Members(el) {
				if m.Kind != syntax.Element || f.SectionKind(m) != syntax.KwAction {
					continue
				}
				n++
				p, only := f.Property(m, "Promoted"), f.Property(m, "PromotedOnly")
				if p == nil || !f.PropertyValueIs(p, "true") || only != nil && f.PropertyValueIs(only, "true") {
					doubled = false
				}
				var e analysis.TextEdit
				var ok bool
				if only != nil {
					e, ok = edit.SetPropertyValue(f, only, "true")
				} else {
					e, ok = edit.AddProperty(f, m, "PromotedOnly = true;")
				}
				fixable = fixable && ok
				edits = append(edits, e)
			}
			if n > 0 && doubled {
				name := ""
				if tok := f.ElementNameToken(el); tok >= 0 {
					name = syntax.Unquote(f.TokenText(tok))
				}
				pass.Reportf(f.DeclSpan(el), []any{name, name},
					pass.FixIf(fixable, "SetPromotedOnly", "Set PromotedOnly = true on the promoted actions", edits...))
			}
			return true
		})
	}
}
