package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/affixes"
	"github.com/alfix/alfix/al/syntax"
)

// AS0098 reports enum extension values, report extension data items and
// columns, and table extension keys without a mandatory affix.
var AS0098 = &analysis.Rule{
	ID:      "AS0098",
	Title:   "An affix is needed",
	Message: "The identifier '%s' must have at least one of the mandatory affixes '%s'.",
	Description: "AS0011's check for the members it came too late for: the values an enum extension adds, the " +
		"data items and columns a report extension adds, and the keys of a table extension. Their names " +
		"share a namespace with the members other apps add to the same object. alfix checks them when " +
		"AppSourceCop.json names affixes, ignoring case; obsolete members and what a report extension " +
		"modifies are skipped.",
	Severity: analysis.SeverityWarning,
	Category: "Extensibility",
	Analyzer: project.AppSourceCop,
	Run: func(pass *analysis.Pass) {
		aff := pass.Config.Affixes()
		if len(aff) == 0 {
			return
		}
		f := pass.File
		check := func(el *syntax.Node) {
			name := f.ElementNameToken(el)
			if name < 0 || f.IsObsolete(el) {
				return
			}
			if text := syntax.Unquote(f.TokenText(name)); !affixes.Has(text, aff) {
				pass.Reportf(f.Tokens[name].Span, []any{text, affixes.List(aff)})
			}
		}
		for obj := range pass.Objects(syntax.KwEnumExtension, syntax.KwReportExtension, syntax.KwTableExtension) {
			switch f.ObjectKind(obj) {
			case syntax.KwEnumExtension:
				for _, m := range syntax.Members(obj) {
					if m.Kind == syntax.Element && f.SectionKind(m) == syntax.KwValue {
						check(m)
					}
				}
			case syntax.KwTableExtension:
				for _, k := range syntax.Members(f.Section(obj, syntax.KwKeys)) {
					if k.Kind == syntax.Element && f.SectionKind(k) == syntax.KwKey {
						check(k)
					}
				}
			case syntax.KwReportExtension:
				syntax.WalkElements(f.Section(obj, syntax.KwDataSet), func(el *syntax.Node) bool {
					switch f.SectionKind(el) {
					case syntax.KwModify:
						return false
					case syntax.KwDataItem, syntax.KwColumn:
						check(el)
					}
					return true
				})
			}
		}
	},
}
