package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AA0106 reports API pages that show the same subpage twice.
var AA0106 = &analysis.Rule{
	ID:      "AA0106",
	Title:   "A page of type API can only refer to the same subpage once",
	Message: "The API page already refers to the subpage %s",
	Description: "A page of type API exposes each part as a navigation property of its entity; the " +
		"same subpage twice gives clients two navigation properties for one entity set, which the " +
		"API cannot serve. Every part after the first that names the same page (by name or id, " +
		"quotes and case aside) is reported; obsolete pages and parts are skipped. No fix: which part " +
		"to keep is the author's choice.",
	Severity: analysis.SeverityError,
	Category: "Design",
	Analyzer: project.CodeCop,
	Run:      runAA0106,
}

func runAA0106(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwPage) {
		if !f.IsPageType(obj, "API") {
			continue
		}
		seen := map[string]bool{}
		syntax.WalkElements(f.Section(obj, syntax.KwLayout), func(el *syntax.Node) bool {
			if f.IsObsolete(el) {
				return false
			}
			if f.SectionKind(el) != syntax.KwPart {
				return true
			}
			args := f.ElementArgs(el, false)
			if len(args) < 2 {
				return false
			}
			page := strings.ToLower(syntax.Unquote(strings.TrimSpace(f.RangeText(args[1]))))
			if seen[page] {
				pass.Reportf(f.RangeSpan(args[1]), []any{f.RangeText(args[1])})
			}
			seen[page] = true
			return false
		})
	}
}
