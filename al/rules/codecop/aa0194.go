package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AA0194 reports page actions that do nothing when chosen.
var AA0194 = &analysis.Rule{
	ID:      "AA0194",
	Title:   "Only write actions that have an effect",
	Message: "The action %s has neither an OnAction trigger with code nor a RunObject property",
	Description: "An action the user can choose must do something: run its OnAction trigger or open " +
		"the object its RunObject names. Reported are actions of pages and page extensions with no " +
		"RunObject and no OnAction trigger, or one whose body holds no statement (comments only). " +
		"Action groups, actionref promotions, system actions, actions changed with modify(...), " +
		"obsolete objects and obsolete actions are not checked. No fix: what the action should do is " +
		"the author's.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.CodeCop,
	Run:      runAA0194,
}

func runAA0194(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwPage, syntax.KwPageExtension) {
		for el, kind := range f.PageControls(obj) {
			if kind != syntax.KwAction || f.Property(el, "RunObject") != nil || aa0194HasCode(f, el) {
				continue
			}
			span := f.DeclSpan(el)
			pass.Reportf(span, []any{f.Text(span)})
		}
	}
}

// aa0194HasCode reports whether an action has an OnAction trigger holding
// at least one statement.
func aa0194HasCode(f *syntax.File, el *syntax.Node) bool {
	for _, tr := range syntax.Triggers(el) {
		if !strings.EqualFold(f.DeclName(tr), "OnAction") {
			continue
		}
		b := tr.Child(syntax.Block)
		if b == nil {
			return true // not a plain body: do not guess
		}
		for _, s := range b.Children {
			if s.Kind != syntax.EmptyStmt {
				return true
			}
		}
	}
	return false
}
