package codecop

import (
	"slices"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AA0477 reports using directives that are not in alphabetical order.
var AA0477 = &analysis.Rule{
	ID:      "AA0477",
	Title:   "Unordered using statements",
	Message: "Using statements are not ordered alphabetically: '%s' should come before '%s'",
	Description: "The using statements of a file are compared by their namespace names without " +
		"regard to case; the first one that sorts before the one above it is reported, once per " +
		"file. The fix sorts the using statements in place (each line keeps its position and gets " +
		"another using); it is not offered when comments or directives stand among them or two " +
		"share a line.",
	Severity: analysis.SeverityInfo,
	Category: "Readability",
	Analyzer: project.CodeCop,
	FixKeys:  []string{"AA0477.SortUsings"},
	Run:      runAA0477,
}

func runAA0477(pass *analysis.Pass) {
	f := pass.File
	usings := f.Root.ChildrenOf(syntax.Using)
	names := make([]string, len(usings))
	for i, u := range usings {
		names[i] = usingName(f, u)
	}
	for i := 1; i < len(usings); i++ {
		if compareUsing(names[i], names[i-1]) >= 0 {
			continue
		}
		edits, ok := sortUsings(f, usings, names)
		pass.Reportf(f.Span(usings[i]), []any{names[i], names[i-1]},
			pass.FixIf(ok, "SortUsings", "Sort the using statements", edits...))
		return
	}
}

// usingName returns the namespace a using statement names, as written
// without trivia.
func usingName(f *syntax.File, u *syntax.Node) string {
	var b strings.Builder
	for i := int(u.First) + 1; i < int(u.Last); i++ {
		if f.Tokens[i].Kind == syntax.Semicolon {
			break
		}
		b.WriteString(f.TokenText(i))
	}
	return b.String()
}

// compareUsing orders namespace names without regard to case.
func compareUsing(a, b string) int {
	return strings.Compare(strings.ToLower(a), strings.ToLower(b))
}

// sortUsings returns the edits that give each using statement the text of
// the one that belongs at its place.
func sortUsings(f *syntax.File, usings []*syntax.Node, names []string) ([]analysis.TextEdit, bool) {
	first, last := int(usings[0].First), int(usings[len(usings)-1].Last)-1
	if f.CommentBetween(first, last) || f.HasDirectiveIn(syntax.Span{Start: f.Tokens[first].Span.Start, End: f.Tokens[last].Span.End}) {
		return nil, false
	}
	for i := 1; i < len(usings); i++ {
		if f.TokenLine(int(usings[i].First)) == f.TokenLine(int(usings[i-1].Last)-1) {
			return nil, false
		}
	}
	texts := make([]string, len(usings))
	for i, u := range usings {
		texts[i] = f.Text(f.Span(u))
	}
	order := make([]int, len(usings))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return compareUsing(names[a], names[b]) })
	var edits []analysis.TextEdit
	for i, u := range usings {
		if order[i] != i {
			edits = append(edits, edit.Replace(f.Span(u), texts[order[i]]))
		}
	}
	return edits, true
}
