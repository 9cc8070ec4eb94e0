package uicop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AW0002 reports cue groups that hold both fields and actions.
var AW0002 = &analysis.Rule{
	ID:      "AW0002",
	Title:   "The Web client does not support displaying both Actions and Fields in Cue Groups. Only Fields will be displayed",
	Message: "The cue group '%s' has both fields and actions: the Web client displays only its fields",
	Description: "A cue group shows either cues (fields) or action tiles (an actions section). When " +
		"one cue group has both, the Web client displays the fields and drops the actions. Put the " +
		"actions in a cue group of their own.",
	Severity: analysis.SeverityWarning,
	Category: "WebClient",
	Analyzer: project.UICop,
	Run:      runAW0002,
}

func runAW0002(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwPage) {
		syntax.WalkElements(f.Section(obj, syntax.KwLayout), func(el *syntax.Node) bool {
			if f.SectionKind(el) != syntax.KwCueGroup {
				return true
			}
			var fields, actions bool
			for _, m := range syntax.Members(el) {
				switch f.SectionKind(m) {
				case syntax.KwField:
					fields = true
				case syntax.KwActions:
					actions = actions || len(syntax.Members(m)) > 0
				}
			}
			if fields && actions {
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
