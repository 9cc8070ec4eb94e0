package records

import (
	"iter"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/rules/internal/exprs"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// CountComparison is a comparison of a record's Count() with an integer
// literal, normalised to Count() op value (1 > Count() is Count() < 1).
type CountComparison struct {
	Expr      *syntax.Node // the BinaryExpr
	Call      calls.Call   // the Count call
	Op        syntax.TokenKind
	Literal   int // the literal's token
	Value     int
	Temporary bool // the record is temporary for sure
}

// CountComparisons yields the comparisons of Record.Count() with a small
// non-negative integer literal in the file's code, outside obsolete code.
func CountComparisons(pass *analysis.Pass) iter.Seq[CountComparison] {
	return func(yield func(CountComparison) bool) {
		f := pass.File
		counts := map[*syntax.Node]calls.Call{}
		for _, c := range calls.Builtins.Get(pass).Calls {
			if c.Is("Count", "Record") && len(c.Args) == 0 {
				counts[c.Node()] = c
			}
		}
		if len(counts) == 0 {
			return
		}
		for n := range pass.Code(syntax.BinaryExpr) {
			if len(n.Children) != 2 {
				continue
			}
			opTok := exprs.BinaryOperatorToken(f, n)
			if opTok < 0 {
				continue
			}
			op := f.Tokens[opTok].Kind
			if exprs.MirrorComparison(op) == 0 {
				continue
			}
			left, right := n.Children[0], n.Children[1]
			c, ok := counts[left]
			lit := right
			if !ok {
				if c, ok = counts[right]; !ok {
					continue
				}
				lit, op = left, exprs.MirrorComparison(op)
			}
			if lit.Kind != syntax.LiteralExpr || lit.Len() != 1 || f.Tokens[lit.First].Kind != syntax.Integer {
				continue
			}
			text := f.TokenText(int(lit.First))
			if len(text) != 1 || text[0] < '0' || text[0] > '2' || f.InObsoleteCode(n) {
				continue
			}
			cmp := CountComparison{Expr: n, Call: c, Op: op, Literal: int(lit.First), Value: int(text[0] - '0'),
				Temporary: CountedRecordTemporary(pass, c)}
			if !yield(cmp) {
				return
			}
		}
	}
}

// CountedRecordTemporary reports whether the record a Count call counts
// is temporary: declared temporary, of a temporary table, or the implicit
// Rec of a page with SourceTableTemporary = true.
func CountedRecordTemporary(pass *analysis.Pass, c calls.Call) bool {
	scopes := pass.Scopes()
	if c.Receiver == nil {
		obj := c.Node().Ancestor(syntax.Object)
		if obj == nil {
			return false
		}
		f := pass.File
		if f.ObjectKind(obj) == syntax.KwPage {
			if p := f.Property(obj, "SourceTableTemporary"); p != nil && f.PropertyValueIs(p, "true") {
				return true
			}
		}
		return TableTemporary(scopes.RecTable(obj))
	}
	t := scopes.TypeOf(c.Receiver)
	if t.Temporary {
		return true
	}
	return TableTemporary(CountedTable(pass, c))
}

// CountedTable returns the table of the record a Count call counts, or nil
// when it is not known.
func CountedTable(pass *analysis.Pass, c calls.Call) *symbols.Object {
	scopes := pass.Scopes()
	if c.Receiver == nil {
		if obj := c.Node().Ancestor(syntax.Object); obj != nil {
			return scopes.RecTable(obj)
		}
		return nil
	}
	t := scopes.TypeOf(c.Receiver)
	if !t.Is("Record") || t.Object == "" || pass.Summary == nil {
		return nil
	}
	return pass.Summary.ObjectIn("table", t.ObjectNamespace, t.Object)
}
