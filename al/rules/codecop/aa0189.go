package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/appareas"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AA0189 reports ApplicationArea values that name no application area.
var AA0189 = &analysis.Rule{
	ID:      "AA0189",
	Title:   "Only use a correct values of ApplicationArea",
	Message: "ApplicationArea has the invalid value '%s'",
	Description: "An application area is All or a Boolean field of the table \"Application Area Setup\": " +
		"the standard areas Microsoft documents (Basic, Suite, Jobs, ...) and the ones apps add with " +
		"table extensions of that table. A value that is neither hides the control or object in every " +
		"experience. The documented areas and All are always accepted; another value is reported only " +
		"when the table \"Application Area Setup\" is known and none of its fields or its extensions' " +
		"fields has that name: the table is the project's own, or every dependency's symbols are " +
		"loaded. Without them (an app whose symbols are missing may add the area) the rule is silent. " +
		"No fix: which area was meant is the author's choice.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	UsesProject: true,
	Run:         runAA0189,
}

func runAA0189(pass *analysis.Pass) {
	f := pass.File
	var known map[string]bool // nil until needed; empty when nothing can be told
	for prop := range appareas.Properties(pass) {
		areas, ok := appareas.Values(f, prop)
		if !ok {
			continue
		}
		for _, a := range areas {
			if strings.EqualFold(a.Name, "All") || appareas.Rank(a.Name) >= 0 {
				continue
			}
			if known == nil {
				known = aa0189Areas(pass.Summary)
			}
			if len(known) > 0 && !known[strings.ToLower(a.Name)] {
				pass.Reportf(f.Tokens[a.Token].Span, []any{a.Name})
			}
		}
	}
}

// aa0189Areas returns the lower-case names of the fields of "Application
// Area Setup" and its extensions, or an empty map when they cannot all be
// known.
func aa0189Areas(s *symbols.Summary) map[string]bool {
	out := map[string]bool{}
	if s == nil {
		return out
	}
	t := s.Table("Application Area Setup")
	if t == nil || !s.IsOwn(t) && !s.Complete() {
		return out
	}
	for _, fl := range s.TableFields(t) {
		out[strings.ToLower(syntax.Unquote(fl.Name))] = true
	}
	return out
}
