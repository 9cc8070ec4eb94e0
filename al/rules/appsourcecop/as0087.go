package appsourcecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AS0087 reports enum value caption translations that hold a comma.
var AS0087 = &analysis.Rule{
	ID:      "AS0087",
	Title:   "Translations of enum value captions must not contain commas",
	Message: "The %s translation '%s' of the caption of the enum value '%s' must not contain a comma",
	Description: "The platform joins an enum's value captions with commas (as an option caption) when it " +
		"formats and evaluates enum values, so a comma inside one caption shifts every caption after it. " +
		"alfix reports each language entry of an enum or enum extension value's CaptionML whose text " +
		"holds a comma. Translations in XLIFF files are not read.",
	Severity: analysis.SeverityWarning,
	Category: "Extensibility",
	Analyzer: project.AppSourceCop,
	Run: func(pass *analysis.Pass) {
		f := pass.File
		for obj := range pass.Objects(syntax.KwEnum, syntax.KwEnumExtension) {
			for _, v := range syntax.Members(obj) {
				if v.Kind != syntax.Element || f.SectionKind(v) != syntax.KwValue {
					continue
				}
				for _, p := range f.PropertiesNamed(v, "CaptionML") {
					as0087Check(pass, p, f.DeclName(v))
				}
			}
		}
	},
}

// as0087Check reports the entries (LANG = 'text') of a CaptionML value whose
// text holds a comma.
func as0087Check(pass *analysis.Pass, prop *syntax.Node, value string) {
	f := pass.File
	for lang, i := range f.MLEntries(prop) {
		text := syntax.StringValue(f.TokenText(i))
		if strings.Contains(text, ",") {
			pass.Reportf(f.Tokens[i].Span, []any{f.TokenText(lang), text, value})
		}
	}
}
