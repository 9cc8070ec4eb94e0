package codecop

import (
	"sort"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/syntax"
)

// AA0021 reports variable declarations that are not ordered by type.
var AA0021 = &analysis.Rule{
	ID:      "AA0021",
	Title:   "Variable declarations should be ordered by type",
	Message: "Variable '%s' of type %s should be declared before variables of type %s",
	Description: "Within one var section, declarations of the object and complex types follow " +
		"the order Record, Report, Codeunit, XmlPort, Page, Query, Notification, BigText, " +
		"DateFormula, RecordRef, FieldRef. The other types are not sorted: they may stand anywhere " +
		"(a Label or Integer before a Record is not reported). RecordId and FilterPageBuilder, " +
		"which Microsoft's list names too, are not sorted either: CodeCop accepts a RecordId after " +
		"a RecordRef and a RecordRef after a FilterPageBuilder (System Application builds with " +
		"both at Error; Base Application and the W1 apps put a RecordId after a RecordRef 61 times, " +
		"before one 17 times). An " +
		"array counts as its element type. The fix reorders the ranked declarations among the " +
		"places they occupy (stable), moving each with the comment lines above it and leaving the " +
		"other declarations and blank lines where they are; it is not offered when directives " +
		"(#if, #region, #pragma) sit in the section or declarations share a line.",
	Severity: analysis.SeverityWarning,
	Category: "Readability",
	Analyzer: "CodeCop",
	FixKeys:  []string{"AA0021.SortVariables"},
	Run:      runAA0021,
	BatchFix: batchAA0021,
}

// varTypeOrder lists the ranked types, in order; every other type is
// unranked (rank len(varTypeOrder)) and not checked.
var varTypeOrder = []string{"record", "report", "codeunit", "xmlport", "page", "query", "notification",
	"bigtext", "dateformula", "recordref", "fieldref"}

// typeRank returns the rank of a declaration's type and its name as written.
func typeRank(f *syntax.File, decl *syntax.Node) (int, string) {
	t := decl.Child(syntax.TypeRef)
	for t != nil {
		// array[...] of T ranks as T.
		if f.IsKeyword(int(t.First), syntax.KwArray) {
			if inner := t.Child(syntax.TypeRef); inner != nil {
				t = inner
				continue
			}
		}
		break
	}
	if t == nil || t.Len() == 0 {
		return len(varTypeOrder), "?"
	}
	name := f.TokenText(int(t.First))
	for r, w := range varTypeOrder {
		if strings.EqualFold(name, w) {
			return r, name
		}
	}
	return len(varTypeOrder), name
}

func runAA0021(pass *analysis.Pass) {
	f := pass.File
	for n := range pass.Nodes(syntax.VarSection) {
		maxRank, maxName := -1, ""
		var fix analysis.Fix // computed once per section, at its first report
		fixed := false
		for _, d := range n.ChildrenOf(syntax.VariableDecl) {
			r, name := typeRank(f, d)
			if r == len(varTypeOrder) {
				continue
			}
			if r < maxRank {
				if !fixed {
					e, ok := sortVarSection(f, n)
					fix, fixed = pass.FixIf(ok, "SortVariables", "Sort the variable declarations by type", e), true
				}
				pass.Reportf(f.Span(d), []any{f.DeclName(d), name, maxName}, fix)
				continue
			}
			maxRank, maxName = r, name
		}
	}
}

// sortVarSection returns the edit that rewrites a var section's declarations
// so that the ranked ones are in type order. Each declaration moves with the comment lines between the
// previous declaration and itself; blank lines stay in place.
func sortVarSection(f *syntax.File, sec *syntax.Node) (analysis.TextEdit, bool) {
	decls := sec.ChildrenOf(syntax.VariableDecl)
	if len(decls) < 2 {
		return analysis.TextEdit{}, false
	}
	src := f.Src
	if f.HasDirectiveIn(f.Span(sec)) {
		return analysis.TextEdit{}, false
	}
	varKw := f.FindKeyword(sec, syntax.KwVar)
	if varKw < 0 || f.TokenLine(int(decls[0].First)) == f.TokenLine(varKw) {
		return analysis.TextEdit{}, false
	}
	// Chunk k runs from the end of the line of the previous declaration (or
	// of var) to the end of the line of declaration k.
	type chunk struct {
		blank string // the blank lines the chunk starts with
		text  string
		rank  int
	}
	chunks := make([]chunk, len(decls))
	start := syntax.AfterLineBreak(src, syntax.LineEnd(src, f.Tokens[varKw].Span.End))
	regionStart := start
	for k, d := range decls {
		span := f.Span(d)
		le := syntax.LineEnd(src, span.End)
		if le >= len(src) {
			return analysis.TextEdit{}, false
		}
		// Nothing but blanks or a line comment may follow the declaration on
		// its line, and the next declaration must start on a later line.
		if next := int(d.Last); next < len(f.Tokens) && f.Tokens[next].Span.Start < le {
			return analysis.TextEdit{}, false
		}
		end := syntax.AfterLineBreak(src, le)
		r, _ := typeRank(f, d)
		body := start
		for le := syntax.LineEnd(src, body); le < end && syntax.OnlySpace(src, body, le); le = syntax.LineEnd(src, body) {
			body = syntax.AfterLineBreak(src, le)
		}
		chunks[k] = chunk{blank: string(src[start:body]), text: string(src[body:end]), rank: r}
		start = end
	}
	// Ranked declarations are sorted among their own places; the others
	// stay put.
	var slots []int
	var ranked []chunk
	for k, c := range chunks {
		if c.rank < len(varTypeOrder) {
			slots = append(slots, k)
			ranked = append(ranked, c)
		}
	}
	sort.SliceStable(ranked, func(i, j int) bool { return ranked[i].rank < ranked[j].rank })
	sorted := append([]chunk(nil), chunks...)
	for i, k := range slots {
		sorted[k] = ranked[i]
	}
	var b strings.Builder
	// Blank lines stay where they were; declarations move.
	for k, c := range sorted {
		b.WriteString(chunks[k].blank)
		b.WriteString(c.text)
	}
	return edit.Replace(syntax.Span{Start: regionStart, End: start}, b.String()), true
}

// batchAA0021 rewrites each var section named by the diagnostics once.
func batchAA0021(pass *analysis.Pass, reports []analysis.Report, key string) []analysis.TextEdit {
	f := pass.File
	var edits []analysis.TextEdit
	done := map[*syntax.Node]bool{}
	for _, d := range reports {
		n := f.NodeAt(d.Span.Start)
		for n != nil && n.Kind != syntax.VarSection {
			n = n.Parent
		}
		if n == nil || done[n] {
			continue
		}
		done[n] = true
		if e, ok := sortVarSection(f, n); ok {
			edits = append(edits, e)
		}
	}
	return edits
}
