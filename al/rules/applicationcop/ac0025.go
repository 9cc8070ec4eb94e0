package applicationcop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/exprs"
	"github.com/alfix/alfix/al/syntax"
)

// AC0025 reports line feeds built by hand from the character code 10.
var AC0025 = &analysis.Rule{
	ID:      "AC0025",
	Title:   "Use the (CR)LFSeparator from the \"Type Helper\" codeunit",
	Message: "Use LFSeparator() or CRLFSeparator() of the \"Type Helper\" codeunit instead of building a line feed from the character code 10",
	Description: "The \"Type Helper\" codeunit of the Base Application returns the line separators " +
		"(TypeHelper.LFSeparator(), TypeHelper.CRLFSeparator()); building them by hand repeats that " +
		"code in every app. Reported: the assignment of the integer literal 10 to a Char variable or " +
		"field, or to the first or second character of a Text or Code value (`Txt[1] := 10`, " +
		"`Txt[2] := 10`, the places of a CR LF pair). Other positions and other character codes are " +
		"not reported. Obsolete objects and procedures marked [Obsolete] are skipped.",
	Severity:    analysis.SeverityInfo,
	Category:    "Design",
	Analyzer:    project.ApplicationCop,
	UsesProject: true, // it resolves names (pass.Scopes)
	Run:         runAC0025,
}

func runAC0025(pass *analysis.Pass) {
	f := pass.File
	scopes := pass.Scopes()
	for n := range pass.Code(syntax.AssignStmt) {
		if len(n.Children) != 2 || !exprs.IsIntegerLiteral(f, n.Children[1], "10") || f.FindToken(n, syntax.Assign) < 0 {
			continue
		}
		target := n.Children[0]
		switch {
		case target.Kind == syntax.IndexExpr:
			if len(target.Children) != 2 || !(exprs.IsIntegerLiteral(f, target.Children[1], "1") || exprs.IsIntegerLiteral(f, target.Children[1], "2")) {
				continue
			}
			if t := scopes.TypeOf(target.Children[0]); !t.Is("Text") && !t.Is("Code") {
				continue
			}
		case !scopes.TypeOf(target).Is("Char"):
			continue
		}
		if f.InObsoleteCode(n) {
			continue
		}
		pass.Reportf(f.Span(n), nil)
	}
}
