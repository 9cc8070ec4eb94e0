package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/labels"
	"github.com/alfix/alfix/al/symbols"
)

// AA0074 reports Label and TextConst variables without an approved
// suffix.
var AA0074 = &analysis.Rule{
	ID:      "AA0074",
	Title:   "TextConst and Label variable names should have an approved suffix",
	Message: "The name of the %s variable '%s' should end with one of the suffixes Msg, Tok, Err, Qst, Lbl or Txt",
	Description: "The suffix of a text constant tells how it is used: Msg (Message), Tok (a token " +
		"such as GET, usually Locked), Err (Error), Qst (Confirm or StrMenu), Lbl (label or caption), " +
		"Txt (other text). Global and local Label and TextConst variables (arrays included) are " +
		"checked; the suffix is compared without regard to case. No fix: the suffix depends on how " +
		"the text is used.",
	Severity:    analysis.SeverityWarning,
	Category:    "Readability",
	Analyzer:    project.CodeCop,
	UsesProject: true, // it resolves names (pass.Scopes)
	Run:         runAA0074,
}

func runAA0074(pass *analysis.Pass) {
	f := pass.File
	for _, d := range pass.Scopes().Decls {
		if d.Kind != symbols.LocalVar && d.Kind != symbols.GlobalVar || d.NameToken < 0 {
			continue
		}
		kind := d.Type.Kind
		if !strings.EqualFold(kind, "Label") && !strings.EqualFold(kind, "TextConst") {
			continue
		}
		if hasLabelSuffix(d.Name) {
			continue
		}
		pass.Reportf(f.Tokens[d.NameToken].Span, []any{kind, d.Name})
	}
}

// hasLabelSuffix reports whether a name ends with an approved suffix.
func hasLabelSuffix(name string) bool {
	if len(name) < 3 {
		return false
	}
	end := name[len(name)-3:]
	for _, s := range labels.Suffixes {
		if strings.EqualFold(end, s) {
			return true
		}
	}
	return false
}
