package platformcop

import (
	"unicode/utf16"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// PC0032 reports report layout captions and summaries over 250 characters.
var PC0032 = &analysis.Rule{
	ID:      "PC0032",
	Title:   "Report layout property exceeds maximum length",
	Message: "The layout's %s is %d characters long; more than 250 makes the Report Layout Selection page fail at run time",
	Description: "The Caption and Summary of a layout in a report's or report extension's rendering " +
		"section are stored in database fields of 250 characters. Longer texts compile, but opening " +
		"the Report Layout Selection page then fails. Reported on the property name. Obsolete " +
		"objects are skipped.",
	Severity: analysis.SeverityError,
	Category: "Design",
	Analyzer: project.PlatformCop,
	Run:      runPC0032,
}

// maxLayoutText is the length of the database fields that hold a layout's
// caption and summary.
const maxLayoutText = 250

func runPC0032(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwReport, syntax.KwReportExtension) {
		rendering := f.Section(obj, syntax.KwRendering)
		if rendering == nil {
			continue
		}
		for _, layout := range syntax.Members(rendering) {
			if layout.Kind != syntax.Element || f.SectionKind(layout) != syntax.KwLayout {
				continue
			}
			for _, name := range []string{"Caption", "Summary"} {
				p := f.Property(layout, name)
				if p == nil {
					continue
				}
				lv := f.PropertyLabel(p)
				if lv.Text < 0 {
					continue
				}
				// The limit counts .NET characters: UTF-16 code units.
				if n := len(utf16.Encode([]rune(lv.TextValue()))); n > maxLayoutText {
					pass.Reportf(f.Tokens[p.First].Span, []any{f.PropertyName(p), n})
				}
			}
		}
	}
}
