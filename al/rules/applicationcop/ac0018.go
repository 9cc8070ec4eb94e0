package applicationcop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AC0018 reports empty captions that translators would be asked to translate.
var AC0018 = &analysis.Rule{
	ID:      "AC0018",
	Title:   "Empty captions should be locked",
	Message: "The empty Caption should have Locked = true",
	Description: "A Caption that is empty or only white space is still sent to translation unless it is " +
		"locked. Add Locked = true to such captions (on objects, fields, controls, actions, enum values, " +
		"report and query columns, ...). Obsolete objects and elements are skipped.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.ApplicationCop,
	FixKeys:  []string{"AC0018.AddLocked"},
	Run:      runAC0018,
}

func runAC0018(pass *analysis.Pass) {
	f := pass.File
	pass.Walk(f.Root, func(n *syntax.Node) bool {
		switch n.Kind {
		case syntax.FileNode, syntax.Object, syntax.ObjectBody, syntax.Section, syntax.Element:
			return true
		case syntax.Property:
			if name := f.Tokens[n.First].Span; name.End-name.Start != len("Caption") ||
				!strings.EqualFold(f.PropertyName(n), "Caption") {
				return false
			}
			lv := f.PropertyLabel(n)
			if lv.Text < 0 || strings.TrimSpace(lv.TextValue()) != "" || lv.ArgIs("Locked", "true") || f.InObsoleteCode(n) {
				return false
			}
			pass.Reportf(f.Tokens[n.First].Span, nil,
				pass.Fix("AddLocked", "Set Locked to true", edit.SetLabelArg(f, lv, "Locked", "true")))
		}
		return false
	})
}
