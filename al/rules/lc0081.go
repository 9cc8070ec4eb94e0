package rules

import (
	"iter"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// LC0081 reports Count() compared with 0 (or below 1) on a database
// record: IsEmpty answers that without counting.
var LC0081 = &analysis.Rule{
	ID:      "LC0081",
	Title:   "Use Rec.IsEmpty() for checking record existence",
	Message: "Use IsEmpty() instead of comparing Count() with %s to test whether records exist",
	Description: "Count() makes the server count every record in the filter, while IsEmpty() stops " +
		"at the first one. A comparison of a record's Count() with the integer literal 0 (any " +
		"operator), or Count() < 1 (1 > Count()), only asks whether records exist. Temporary records " +
		"(declared temporary, a table with TableType = Temporary, the Rec of a page with " +
		"SourceTableTemporary) are not reported: they live in memory. Comparisons with 1 or 2 are " +
		"LC0082's. Obsolete code is skipped.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.LinterCop,
	UsesProject: true,
	Run:         runLC0081,
}

func runLC0081(pass *analysis.Pass) {
	f := pass.File
	for cmp := range countComparisons(pass) {
		if cmp.temporary || !(cmp.value == 0 || cmp.value == 1 && cmp.op == syntax.Less) {
			continue
		}
		pass.Reportf(f.Span(cmp.expr), []any{f.TokenText(cmp.literal)})
	}
}

// countComparison is a comparison of a record's Count() with an integer
// literal, normalised to Count() op value (1 > Count() is Count() < 1).
type countComparison struct {
	expr      *syntax.Node // the BinaryExpr
	call      builtinCall  // the Count call
	op        syntax.TokenKind
	literal   int // the literal's token
	value     int
	temporary bool // the record is temporary for sure
}

// countComparisons yields the comparisons of Record.Count() with a small
// non-negative integer literal in the file's code, outside obsolete code.
func countComparisons(pass *analysis.Pass) iter.Seq[countComparison] {
	return func(yield func(countComparison) bool) {
		f := pass.File
		counts := map[*syntax.Node]builtinCall{}
		for _, c := range builtins.Get(pass).calls {
			if c.is("Count", "Record") && len(c.args) == 0 {
				counts[c.node()] = c
			}
		}
		if len(counts) == 0 {
			return
		}
		for n := range pass.Code(syntax.BinaryExpr) {
			if len(n.Children) != 2 {
				continue
			}
			opTok := binaryOperatorToken(f, n)
			if opTok < 0 {
				continue
			}
			op := f.Tokens[opTok].Kind
			if mirrorComparison(op) == 0 {
				continue
			}
			left, right := n.Children[0], n.Children[1]
			c, ok := counts[left]
			lit := right
			if !ok {
				if c, ok = counts[right]; !ok {
					continue
				}
				lit, op = left, mirrorComparison(op)
			}
			if lit.Kind != syntax.LiteralExpr || lit.Len() != 1 || f.Tokens[lit.First].Kind != syntax.Integer {
				continue
			}
			text := f.TokenText(int(lit.First))
			if len(text) != 1 || text[0] < '0' || text[0] > '2' || f.InObsoleteCode(n) {
				continue
			}
			cmp := countComparison{expr: n, call: c, op: op, literal: int(lit.First), value: int(text[0] - '0'),
				temporary: countedRecordTemporary(pass, c)}
			if !yield(cmp) {
				return
			}
		}
	}
}

// mirrorComparison returns the operator that compares the same way with
// its operands swapped (a < b is b > a), or 0 for a non-comparison.
func mirrorComparison(op syntax.TokenKind) syntax.TokenKind {
	switch op {
	case syntax.Less:
		return syntax.Greater
	case syntax.Greater:
		return syntax.Less
	case syntax.LessEqual:
		return syntax.GreaterEqual
	case syntax.GreaterEqual:
		return syntax.LessEqual
	case syntax.Equal, syntax.NotEqual:
		return op
	}
	return 0
}

// countedRecordTemporary reports whether the record a Count call counts
// is temporary: declared temporary, of a temporary table, or the implicit
// Rec of a page with SourceTableTemporary = true.
func countedRecordTemporary(pass *analysis.Pass, c builtinCall) bool {
	scopes := pass.Scopes()
	if c.receiver == nil {
		obj := c.node().Ancestor(syntax.Object)
		if obj == nil {
			return false
		}
		f := pass.File
		if f.ObjectKind(obj) == syntax.KwPage {
			if p := f.Property(obj, "SourceTableTemporary"); p != nil && f.PropertyValueIs(p, "true") {
				return true
			}
		}
		return tableTemporary(scopes.RecTable(obj))
	}
	t := scopes.TypeOf(c.receiver)
	if t.Temporary {
		return true
	}
	return tableTemporary(countedTable(pass, c))
}

// countedTable returns the table of the record a Count call counts, or nil
// when it is not known.
func countedTable(pass *analysis.Pass, c builtinCall) *symbols.Object {
	scopes := pass.Scopes()
	if c.receiver == nil {
		if obj := c.node().Ancestor(syntax.Object); obj != nil {
			return scopes.RecTable(obj)
		}
		return nil
	}
	t := scopes.TypeOf(c.receiver)
	if !t.Is("Record") || t.Object == "" || pass.Summary == nil {
		return nil
	}
	return pass.Summary.ObjectIn("table", t.ObjectNamespace, t.Object)
}
