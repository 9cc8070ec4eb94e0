package applicationcop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/labels"
	"github.com/alfix/alfix/al/syntax"
)

// AC0021 reports locked labels not named ...Tok.
var AC0021 = &analysis.Rule{
	ID:      "AC0021",
	Title:   "Locked Label must have a suffix Tok",
	Message: "Label %s is locked but not named ...Tok",
	Description: "A label with Locked = true is never translated: it holds a fixed value. Name it " +
		"with the Tok suffix (compared case-sensitively) so that its use shows that. The " +
		"counterpart of AC0020. Off by default; obsolete objects are skipped.",
	Severity:     analysis.SeverityInfo,
	OffByDefault: true,
	Category:     "Design",
	Analyzer:     project.ApplicationCop,
	Run:          runAC0021,
}

func runAC0021(pass *analysis.Pass) {
	f := pass.File
	labels.Variables(pass, func(vd *syntax.Node, lv syntax.Label) {
		if !lv.ArgIs("Locked", "true") {
			return
		}
		for _, i := range f.VarNames(vd) {
			if !strings.HasSuffix(syntax.Unquote(f.TokenText(i)), "Tok") {
				pass.Reportf(f.Tokens[i].Span, []any{f.TokenText(i)})
			}
		}
	})
}
