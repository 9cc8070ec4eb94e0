package applicationcop

import (
	"strings"
	"unicode"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/labels"
	"github.com/alfix/alfix/al/syntax"
)

// AC0027 reports locked labels whose text is their own name.
var AC0027 = &analysis.Rule{
	ID:      "AC0027",
	Title:   "Use the 'Tok' suffix for token labels",
	Message: "Label %s holds its own name as text: it is a token and should be named ...Tok",
	Description: "A locked label whose text equals its name is a fixed token (a code, a key, a " +
		"name used by code), not translatable text; name it with the Tok suffix to say so. The name " +
		"is compared without a Msg, Tok, Err, Qst, Lbl or Txt suffix, ignoring case, with the text " +
		"as written or with only its letters and digits ('My Label.' matches MyLabelTxt). Labels " +
		"already named ...Tok, unlocked labels and labels with empty text are skipped, and so are " +
		"obsolete objects.",
	Severity: analysis.SeverityInfo,
	Category: "Design",
	Analyzer: project.ApplicationCop,
	Run:      runAC0027,
}

func runAC0027(pass *analysis.Pass) {
	f := pass.File
	labels.Variables(pass, func(vd *syntax.Node, lv syntax.Label) {
		text := lv.TextValue()
		if !lv.ArgIs("Locked", "true") || text == "" {
			return
		}
		for _, i := range f.VarNames(vd) {
			name := syntax.Unquote(f.TokenText(i))
			if len(name) >= 3 && strings.HasSuffix(name, "Tok") {
				continue
			}
			bare := name
			if len(name) > 3 {
				for _, s := range labels.Suffixes {
					if strings.HasSuffix(name, s) {
						bare = name[:len(name)-len(s)]
						break
					}
				}
			}
			if strings.EqualFold(text, bare) || strings.EqualFold(lettersAndDigits(text), bare) {
				pass.Reportf(f.Tokens[i].Span, []any{f.TokenText(i)})
			}
		}
	})
}

// lettersAndDigits returns the letters and digits of s.
func lettersAndDigits(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return r
		}
		return -1
	}, s)
}
