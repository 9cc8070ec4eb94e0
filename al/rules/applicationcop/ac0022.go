package applicationcop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/objects"
	"github.com/alfix/alfix/al/syntax"
)

// AC0022 and AC0023 share one analysis of enum values and their captions.

// AC0022 reports a caption on the empty enum value.
var AC0022 = &analysis.Rule{
	ID:      "AC0022",
	Title:   "Empty Enum value should not have a Caption property specified",
	Message: "The empty enum value has a caption, which the client never shows",
	Description: "An enum value whose name is empty (value(0; \"\")) is a placeholder: it cannot be " +
		"selected, cannot be named in code and is never displayed, so a Caption on it is dead text " +
		"(and a translation cost). Remove the caption or leave it empty. Obsolete enums and values " +
		"are skipped.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.ApplicationCop,
	Run:      func(pass *analysis.Pass) { reportEnumCaptions(pass, true) },
}

// AC0023 reports a selectable enum value with an empty caption.
var AC0023 = &analysis.Rule{
	ID:      "AC0023",
	Title:   "Enum value must have non-empty Caption to be selectable in the client",
	Message: "Enum value %s has an empty caption: the client neither shows it nor lets users select it",
	Description: "An enum value with a name is meant to be chosen by users, but the client hides " +
		"values whose Caption is empty. Give it a caption, or lock the empty caption " +
		"(Caption = '', Locked = true) when hiding it is intended. Obsolete enums and values are " +
		"skipped.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.ApplicationCop,
	Run:      func(pass *analysis.Pass) { reportEnumCaptions(pass, false) },
}

// reportEnumCaptions reports captions of empty enum values (empty set,
// AC0022) or empty captions of named values (AC0023).
func reportEnumCaptions(pass *analysis.Pass, empty bool) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwEnum, syntax.KwEnumExtension) {
		for _, v := range objects.EnumValues(f, obj) {
			name := f.ElementNameToken(v)
			c := f.Property(v, "Caption")
			if name < 0 || c == nil || f.IsObsolete(v) {
				continue
			}
			lv := f.PropertyLabel(c)
			if lv.Text < 0 || f.TokenText(lv.Text) == "'" {
				continue // no label, or an unterminated one
			}
			nameEmpty := syntax.Unquote(f.TokenText(name)) == ""
			captionEmpty := lv.TextValue() == ""
			switch {
			case empty && nameEmpty && !captionEmpty:
				pass.Reportf(f.Tokens[name].Span, nil)
			case !empty && !nameEmpty && captionEmpty && !lv.ArgIs("Locked", "true"):
				pass.Reportf(f.Tokens[lv.Text].Span, []any{f.TokenText(name)})
			}
		}
	}
}
