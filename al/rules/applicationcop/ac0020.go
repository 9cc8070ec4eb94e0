package applicationcop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AC0020 reports Label variables named ...Tok that are not locked.
var AC0020 = &analysis.Rule{
	ID:      "AC0020",
	Title:   "Labels suffixed with Tok must be locked",
	Message: "Label %s is named as a token and should have Locked = true",
	Description: "By convention a Label whose name ends in Tok holds a token (a code, a URL, a name used " +
		"by code) that must never be translated. Such labels must carry Locked = true. The suffix is " +
		"compared case-sensitively. Labels in obsolete objects are skipped.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.ApplicationCop,
	FixKeys:  []string{"AC0020.AddLocked"},
	Run:      runAC0020,
}

func runAC0020(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects() {
		pass.Walk(obj, func(n *syntax.Node) bool {
			switch n.Kind {
			case syntax.Object, syntax.ObjectBody, syntax.Section, syntax.Element,
				syntax.Trigger, syntax.Procedure, syntax.VarSection:
				return true
			case syntax.VariableDecl:
			default:
				return false // statements and expressions declare no variables
			}
			tr := n.Child(syntax.TypeRef)
			if tr == nil || tr.Len() == 0 || !strings.EqualFold(f.TokenText(int(tr.First)), "Label") {
				return false
			}
			lv := f.ParseLabel(int(tr.First), int(tr.Last))
			if lv.Text < 0 || lv.ArgIs("Locked", "true") {
				return false
			}
			// `ATok, BTok: Label '...'` shares one label: only the first
			// name's diagnostic carries the fix, so FixAll edits it once.
			fixed := false
			for _, i := range f.VarNames(n) {
				if !strings.HasSuffix(syntax.Unquote(f.TokenText(i)), "Tok") {
					continue
				}
				pass.Reportf(f.Tokens[i].Span, []any{f.TokenText(i)},
					pass.FixIf(!fixed, "AddLocked", "Set Locked to true", edit.SetLabelArg(f, lv, "Locked", "true")))
				fixed = true
			}
			return false
		})
	}
}
