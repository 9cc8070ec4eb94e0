package rules

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
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
	HelpURI:  alcopsHelp("ApplicationCop", "AC0020"),
	FixKeys:  []string{"AC0020.AddLocked"},
	Run:      runAC0020,
}

func init() { register(AC0020) }

func runAC0020(pass *analysis.Pass) {
	f := pass.File
	for _, obj := range f.Objects() {
		if isObsolete(f, obj) {
			continue
		}
		syntax.Walk(obj, func(n *syntax.Node) bool {
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
			lv := parseLabel(f, int(tr.First), int(tr.Last))
			if lv.text < 0 || lv.argIs(f, "Locked", "true") {
				return false
			}
			// `ATok, BTok: Label '...'` shares one label: only the first
			// name's diagnostic carries the fix, so FixAll edits it once.
			fixed := false
			for i := range f.OwnTokens(n) {
				t := f.Tokens[i]
				if t.Kind == syntax.Colon {
					break
				}
				if !isNameKind(t.Kind) || !strings.HasSuffix(syntax.Unquote(f.TokenText(i)), "Tok") {
					continue
				}
				var fixes []analysis.Fix
				if !fixed {
					fixes = append(fixes, pass.Fix("AddLocked", "Set Locked to true", setLabelArg(f, lv, "Locked", "true")))
					fixed = true
				}
				pass.Reportf(t.Span, []any{f.TokenText(i)}, fixes...)
			}
			return false
		})
	}
}
