package applicationcop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/objects"
	"github.com/alfix/alfix/al/syntax"
)

// AC0019 reports enum values with ordinal 0 that are not the empty value.
var AC0019 = &analysis.Rule{
	ID:      "AC0019",
	Title:   "Reserve Enum value zero (0) for empty value",
	Message: "Enum value %s has ordinal 0; keep 0 for the empty value (blank name and caption)",
	Description: "An enum field that was never set holds 0: new records, and existing records when a " +
		"table extension adds the field. When 0 has a meaning of its own, \"not set\" cannot be told " +
		"from it. Give the value with ordinal 0 a blank name and caption (value(0; \" \")). Reported " +
		"on the name when it is not blank, else on a Caption that is not blank. Enums that implement " +
		"interfaces (whose 0 value must carry an implementation), enum extensions, obsolete enums and " +
		"values are skipped.",
	Severity: analysis.SeverityInfo,
	Category: "Design",
	Analyzer: project.ApplicationCop,
	Run:      runAC0019,
}

func runAC0019(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwEnum) {
		if obj.Child(syntax.ImplementsList) != nil {
			continue
		}
		for _, v := range objects.EnumValues(f, obj) {
			if n, ok := f.ElementOrdinal(v); !ok || n != 0 || f.IsObsolete(v) {
				continue
			}
			name := f.ElementNameToken(v)
			if name < 0 {
				continue
			}
			if strings.TrimSpace(syntax.Unquote(f.TokenText(name))) != "" {
				pass.Reportf(f.Tokens[name].Span, []any{f.TokenText(name)})
				continue
			}
			if c := f.Property(v, "Caption"); c != nil {
				if lv := f.PropertyLabel(c); lv.Text >= 0 && strings.TrimSpace(lv.TextValue()) != "" {
					pass.Reportf(f.Span(c.Child(syntax.PropertyValue)), []any{f.TokenText(name)})
				}
			}
		}
	}
}
