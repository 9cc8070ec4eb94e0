package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AA0105 reports page parts that show the page they are part of.
var AA0105 = &analysis.Rule{
	ID:      "AA0105",
	Title:   "PagePart controls must not refer to parent pages",
	Message: "The part %s shows page '%s', which contains this page",
	Description: "A part that shows its own page, or a page whose parts lead back to it, nests the pages " +
		"without end. Reported: part(Name; Page) controls of pages and page extensions (whose page is " +
		"the base page) when Page is the page itself or a page whose parts, followed through the " +
		"pages of the project and of loaded dependencies, reach it. Parts whose pages alfix cannot see " +
		"are not followed.",
	Severity:    analysis.SeverityError,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	UsesProject: true,
	Run:         runAA0105,
}

func runAA0105(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwPage, syntax.KwPageExtension) {
		self := f.DeclName(obj)
		if f.ObjectKind(obj) == syntax.KwPageExtension {
			sym := pass.Scopes().ObjectSymbols(obj)
			if sym == nil || sym.Extends == "" {
				continue
			}
			self = sym.Extends
		}
		syntax.WalkElements(obj, func(el *syntax.Node) bool {
			if f.SectionKind(el) != syntax.KwPart {
				return true
			}
			args := f.ElementArgs(el, false)
			if len(args) < 2 {
				return false
			}
			target := syntax.Unquote(strings.TrimSpace(f.Text(syntax.Span{Start: f.Tokens[args[1].First].Span.Start,
				End: f.Tokens[args[1].Last-1].Span.End})))
			if aa0105Reaches(pass.Summary, target, self) {
				span := f.DeclSpan(el)
				pass.Reportf(span, []any{f.Text(span), target})
			}
			return false
		})
	}
}

// aa0105Reaches reports whether page self is page from itself or is shown by
// a part of page from, directly or through other pages' parts.
func aa0105Reaches(sum *symbols.Summary, from, self string) bool {
	if strings.EqualFold(from, self) {
		return true
	}
	if sum == nil {
		return false
	}
	seen := map[string]bool{}
	stack := []string{from}
	for len(stack) > 0 && len(seen) < 200 {
		name := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[strings.ToLower(name)] {
			continue
		}
		seen[strings.ToLower(name)] = true
		page := sum.Object("page", name)
		if page == nil {
			continue
		}
		for _, c := range page.Controls {
			if c.Kind != "part" || c.Source == "" {
				continue
			}
			if strings.EqualFold(c.Source, self) {
				return true
			}
			stack = append(stack, c.Source)
		}
	}
	return false
}
