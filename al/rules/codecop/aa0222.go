package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AA0222 reports SIFT indexes on primary and unique keys.
var AA0222 = &analysis.Rule{
	ID:      "AA0222",
	Title:   "SIFT index should not be used on primary or unique key",
	Message: "The %s key %s should not have SumIndexFields",
	Description: "A unique key identifies one record per value combination, so a SIFT index on it " +
		"sums single records: it costs maintenance on every write and saves nothing. Reported are " +
		"SumIndexFields on keys with Unique = true, in tables and table extensions; obsolete objects " +
		"and keys are skipped. A primary key with SumIndexFields is not reported unless it says " +
		"Unique = true, as CodeCop does not report it (Microsoft's Base Application and System " +
		"Application build at generalAction Error with four such keys). No fix: whether to drop the " +
		"index or move it to another key is the author's decision.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.CodeCop,
	Run:      runAA0222,
}

func runAA0222(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwTable, syntax.KwTableExtension) {
		for _, k := range syntax.Members(f.Section(obj, syntax.KwKeys)) {
			if k.Kind != syntax.Element || f.SectionKind(k) != syntax.KwKey {
				continue
			}
			sift := f.Property(k, "SumIndexFields")
			if sift == nil || f.IsObsolete(k) {
				continue
			}
			// A primary key's SIFT index is not reported unless the key says
			// Unique = true: Microsoft's code builds at generalAction Error
			// with four primary keys that carry SumIndexFields.
			if u := f.Property(k, "Unique"); u == nil || !f.PropertyValueIs(u, "true") {
				continue
			}
			pass.Reportf(f.Span(sift), []any{"unique", f.Text(f.DeclSpan(k))})
		}
	}
}
