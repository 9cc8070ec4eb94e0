package exprs

import (
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// BinaryOperatorToken returns the index of the operator token of a
// BinaryExpr or AssignStmt (the first own token) or the ':=' of a for
// statement, or -1.
func BinaryOperatorToken(f *syntax.File, n *syntax.Node) int {
	switch n.Kind {
	case syntax.BinaryExpr, syntax.AssignStmt:
		for i := range f.OwnTokens(n) {
			return i
		}
	case syntax.ForStmt:
		return f.FindToken(n, syntax.Assign)
	}
	return -1
}

// IsIntegerLiteral reports whether n is the integer literal text.
func IsIntegerLiteral(f *syntax.File, n *syntax.Node, text string) bool {
	return n != nil && n.Kind == syntax.LiteralExpr && n.Len() == 1 &&
		f.Tokens[n.First].Kind == syntax.Integer && f.TokenText(int(n.First)) == text
}

// IsTextValue reports whether an expression is a Text value for sure
// (and not the empty string literal).
func IsTextValue(f *syntax.File, scopes *symbols.FileScopes, e *syntax.Node) bool {
	switch e.Kind {
	case syntax.LiteralExpr:
		tok := f.StringLiteralToken(e)
		return tok >= 0 && syntax.StringValue(f.TokenText(tok)) != ""
	case syntax.ParenExpr:
		return len(e.Children) == 1 && IsTextValue(f, scopes, e.Children[0])
	case syntax.BinaryExpr:
		if len(e.Children) == 2 && f.Tokens[e.Children[0].Last].Kind == syntax.Plus {
			for _, side := range e.Children {
				if side.Kind == syntax.LiteralExpr && f.StringLiteralToken(side) >= 0 || IsTextValue(f, scopes, side) {
					return true
				}
			}
		}
		return false
	}
	t := scopes.TypeOf(e)
	return t.Is("Text") || t.Is("Code") || t.Is("BigText")
}

// UnaryOperatorToken returns the operator token of a UnaryExpr, or -1.
func UnaryOperatorToken(n *syntax.Node) int {
	if n.Kind != syntax.UnaryExpr || n.First >= n.Last {
		return -1
	}
	return int(n.First)
}

// MirrorComparison returns the operator that compares the same way with
// its operands swapped (a < b is b > a), or 0 for a non-comparison.
func MirrorComparison(op syntax.TokenKind) syntax.TokenKind {
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

// StatementOf returns the statement an expression is part of, or nil.
func StatementOf(n *syntax.Node) *syntax.Node {
	for ; n != nil; n = n.Parent {
		if n.Kind.IsStatement() {
			return n
		}
	}
	return nil
}
