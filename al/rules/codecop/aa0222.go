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
	Description: "A primary or unique key identifies one record per value combination, so a SIFT " +
		"index on it sums single records: it costs maintenance on every write and saves nothing. " +
		"Reported are SumIndexFields on the first key of a table (its primary key) and on keys with " +
		"Unique = true, in tables and table extensions; obsolete objects and keys are skipped. No " +
		"fix: whether to drop the index or move it to another key is the author's decision.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.CodeCop,
	Run:      runAA0222,
}

func runAA0222(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwTable, syntax.KwTableExtension) {
		first := f.ObjectKind(obj) == syntax.KwTable
		for _, k := range syntax.Members(f.Section(obj, syntax.KwKeys)) {
			if k.Kind != syntax.Element || f.SectionKind(k) != syntax.KwKey {
				continue
			}
			primary := first
			first = false
			sift := f.Property(k, "SumIndexFields")
			if sift == nil || f.IsObsolete(k) {
				continue
			}
			word := "primary"
			if !primary {
				u := f.Property(k, "Unique")
				if u == nil || !f.PropertyValueIs(u, "true") {
					continue
				}
				word = "unique"
			}
			pass.Reportf(f.Span(sift), []any{word, f.Text(f.DeclSpan(k))})
		}
	}
}
