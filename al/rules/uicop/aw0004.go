package uicop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/pages"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AW0004 reports page fields whose source is a Blob field.
var AW0004 = &analysis.Rule{
	ID:      "AW0004",
	Title:   "A Blob cannot be used as a source expression for a page field",
	Message: "The field '%s' shows the Blob field '%s': a page field cannot display a Blob",
	Description: "A Blob holds bytes the page cannot display or edit as a value. Read it into a " +
		"Text variable (or show a Media or MediaSet field) and bind the page field to that. A page " +
		"field control whose source is a Blob field of a table of the project (Rec.Field or Field of " +
		"the page's record) is reported, except a Blob with SubType = Bitmap, which AW0009 reports; " +
		"fields of tables alfix cannot see (a dependency's without its symbols) are not, nor API " +
		"pages, which the Web client does not display.",
	Severity:    analysis.SeverityWarning,
	Category:    "WebClient",
	Analyzer:    project.UICop,
	UsesProject: true,
	Run:         func(pass *analysis.Pass) { reportBlobFields(pass, false) },
}

// AW0009 reports page fields whose source is a Blob field of subtype Bitmap.
var AW0009 = &analysis.Rule{
	ID:      "AW0009",
	Title:   "Using a Blob with subtype Bitmap on a page field is deprecated. Instead use the Media/MediaSet data types",
	Message: "The field '%s' shows the Bitmap Blob field '%s': showing a Blob of subtype Bitmap on a page is deprecated",
	Description: "A Blob field with SubType = Bitmap used to be shown on pages as a picture. That use " +
		"is deprecated: store pictures in a Media or MediaSet field and show that. A page field " +
		"control whose source is such a field of a table of the project (Rec.Field or Field of the " +
		"page's record) is reported, except on API pages, which the Web client does not display.",
	Severity:    analysis.SeverityWarning,
	Category:    "WebClient",
	Analyzer:    project.UICop,
	UsesProject: true,
	Run:         func(pass *analysis.Pass) { reportBlobFields(pass, true) },
}

// reportBlobFields reports the page field controls bound to a Blob field:
// those of subtype Bitmap when bitmap is set, the others when not.
func reportBlobFields(pass *analysis.Pass, bitmap bool) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwPage) {
		if f.IsPageType(obj, "API") {
			continue // not displayed by the Web client
		}
		syntax.WalkElements(f.Section(obj, syntax.KwLayout), func(el *syntax.Node) bool {
			if f.SectionKind(el) != syntax.KwField {
				return true
			}
			fl := pages.ControlField(pass, obj, el)
			if fl == nil || fl.Type == nil || !fl.Type.Is("Blob") || isBitmap(fl) != bitmap {
				return false
			}
			name := ""
			if tok := f.ElementNameToken(el); tok >= 0 {
				name = syntax.Unquote(f.TokenText(tok))
			}
			pass.Reportf(f.DeclSpan(el), []any{name, fl.Name})
			return false
		})
	}
}

// isBitmap reports whether a Blob field sets SubType = Bitmap.
func isBitmap(fl *symbols.Field) bool {
	for _, p := range fl.Properties {
		if strings.EqualFold(p.Name, "SubType") {
			return strings.EqualFold(strings.TrimSpace(p.Value), "Bitmap")
		}
	}
	return false
}
