package codecop

import (
	"bytes"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AA0100 reports declared names that contain a double quote.
var AA0100 = &analysis.Rule{
	ID:      "AA0100",
	Title:   "Do not have identifiers with quotes in the name",
	Message: "Do not have identifiers with quotes in the name: %s",
	Description: "A quoted identifier may contain a double quote written twice (`\"Ship-to \"\"A\"\"\"`); " +
		"every use of such a name needs the doubled quotes, and converted C/AL code carries names " +
		"like that from old source expressions. The rule reports declarations: objects, table " +
		"fields and keys, page controls and actions, report and query columns and data items, " +
		"xmlport elements, enum values, procedures, parameters and variables; not the names that " +
		"refer to them, and not the base names extension changes (modify, addafter, ...) name. An " +
		"apostrophe in a name is not reported. No fix: a rename reaches other files.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	UsesProject: true, // it resolves names (pass.Scopes)
	Run:         runAA0100,
}

// elementRefWords are the element keywords whose name argument refers to
// something declared elsewhere (extension changes), or is no name.
var elementRefWords = map[string]bool{
	"modify": true, "addafter": true, "addbefore": true, "addfirst": true, "addlast": true,
	"moveafter": true, "movebefore": true, "movefirst": true, "movelast": true, "area": true,
	"actionref": true,
}

func runAA0100(pass *analysis.Pass) {
	f := pass.File
	if !bytes.Contains(f.Src, []byte(`""`)) {
		return
	}
	reported := map[int]bool{}
	report := func(tok int) {
		if tok < 0 || reported[tok] || f.Tokens[tok].Kind != syntax.QuotedIdentifier {
			return
		}
		text := f.TokenText(tok)
		if len(text) < 4 || !strings.Contains(text[1:len(text)-1], `""`) {
			return
		}
		reported[tok] = true
		pass.Reportf(f.Tokens[tok].Span, []any{text})
	}
	for _, obj := range f.Objects() {
		report(f.ObjectName(obj))
		syntax.WalkElements(obj, func(el *syntax.Node) bool {
			if !elementRefWords[strings.ToLower(f.TokenText(int(el.First)))] {
				report(f.ElementNameToken(el))
			}
			return true
		})
	}
	for _, d := range pass.Scopes().Decls {
		if d.Node != nil && d.Node.Kind != syntax.Element {
			report(d.NameToken)
		}
	}
}
