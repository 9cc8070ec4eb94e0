package rules

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// Helpers for the rules that look at calls of built-in methods (FC0002's
// method and identifier casing, FC0003/AA0008, FC0005, LC0031, PC0003,
// PC0008, LC0083). Other rules may use them too.

// callsInCode calls fn for every node inside procedure and trigger bodies
// (Block statements and their expressions) of the file, in source order.
func callsInCode(f *syntax.File, fn func(n *syntax.Node)) {
	syntax.Walk(f.Root, func(n *syntax.Node) bool {
		if n.Kind == syntax.Block && n.Parent != nil &&
			(n.Parent.Kind == syntax.Procedure || n.Parent.Kind == syntax.Trigger) {
			syntax.Walk(n, func(c *syntax.Node) bool {
				fn(c)
				return true
			})
			return false
		}
		return true
	})
}

// callsIsCallee reports whether n is the callee of a CallExpr (the part
// before the argument list).
func callsIsCallee(n *syntax.Node) bool {
	p := n.Parent
	return p != nil && p.Kind == syntax.CallExpr && len(p.Children) > 0 && p.Children[0] == n
}

// callsInScopeExpr reports whether n is a part of an X::Y expression.
func callsInScopeExpr(n *syntax.Node) bool {
	return n.Parent != nil && n.Parent.Kind == syntax.ScopeExpr
}

// callsMemberName returns the token index of the name of a MemberExpr
// (X.Name), or -1 when it is missing.
func callsMemberName(f *syntax.File, member *syntax.Node) int {
	if member.Kind != syntax.MemberExpr || len(member.Children) == 0 || member.Last-1 < member.Children[0].Last {
		return -1
	}
	i := int(member.Last) - 1
	if k := f.Tokens[i].Kind; k != syntax.Identifier && k != syntax.QuotedIdentifier {
		return -1
	}
	return i
}

// callsNameToken returns the name token of a callee: the token of a
// NameExpr or the member name of a MemberExpr; -1 otherwise.
func callsNameToken(f *syntax.File, callee *syntax.Node) int {
	switch callee.Kind {
	case syntax.NameExpr:
		if callee.Len() == 1 {
			return int(callee.First)
		}
	case syntax.MemberExpr:
		return callsMemberName(f, callee)
	}
	return -1
}

// callsBuiltin returns the built-in method a NameExpr or MemberExpr names
// when that is certain: a bare name must not be ambiguous (inside `with`,
// or possibly a field of an implicit record whose table is unknown).
func callsBuiltin(scopes *symbols.FileScopes, n *syntax.Node) *symbols.Method {
	if n.Kind != syntax.NameExpr && n.Kind != syntax.MemberExpr {
		return nil
	}
	m := scopes.BuiltinOf(n)
	if m == nil {
		return nil
	}
	if n.Kind == syntax.NameExpr {
		if r := scopes.RefOf(n); r != nil && (r.Ambiguous || r.MaybeField) {
			return nil
		}
	}
	return m
}

// callsCall is a call of a built-in method: the CallExpr (nil when written
// without an argument list), the callee and its name token, the method, the
// receiver expression (nil for a bare name) and the argument expressions.
type callsCall struct {
	call, callee *syntax.Node
	name         int
	method       *symbols.Method
	receiver     *syntax.Node
	args         []*syntax.Node
}

// callsBuiltinCall returns the built-in call n is (a CallExpr, or a
// NameExpr/MemberExpr that is not a callee), or false.
func callsBuiltinCall(f *syntax.File, scopes *symbols.FileScopes, n *syntax.Node) (callsCall, bool) {
	var c callsCall
	switch n.Kind {
	case syntax.CallExpr:
		if len(n.Children) < 2 || n.Children[1].Kind != syntax.ArgumentList {
			return c, false
		}
		c.call, c.callee = n, n.Children[0]
		c.args = n.Children[1].Children
	case syntax.NameExpr, syntax.MemberExpr:
		if callsIsCallee(n) || callsInScopeExpr(n) {
			return c, false
		}
		c.callee = n
	default:
		return c, false
	}
	if c.name = callsNameToken(f, c.callee); c.name < 0 {
		return c, false
	}
	if c.method = callsBuiltin(scopes, c.callee); c.method == nil {
		return c, false
	}
	if c.callee.Kind == syntax.MemberExpr {
		c.receiver = c.callee.Children[0]
	}
	return c, true
}

// callsIs reports whether the call's method is name of one of the
// receiver kinds (case-insensitive names, exact receiver kinds).
func (c callsCall) is(name string, receivers ...string) bool {
	if !equalFoldASCII(c.method.Name, name) {
		return false
	}
	for _, r := range receivers {
		if c.method.Receiver == r {
			return true
		}
	}
	return false
}

// span returns the span of the whole call (or bare name).
func (c callsCall) span(f *syntax.File) syntax.Span {
	if c.call != nil {
		return f.Span(c.call)
	}
	return f.Span(c.callee)
}

// callsStringArg returns the token index of a string literal argument
// (a LiteralExpr of one String token), or -1.
func callsStringArg(f *syntax.File, arg *syntax.Node) int {
	if arg == nil || arg.Kind != syntax.LiteralExpr || arg.Len() != 1 {
		return -1
	}
	if f.Tokens[arg.First].Kind != syntax.String {
		return -1
	}
	return int(arg.First)
}

// callsPlaceholders reports whether a filter text contains a %1..%9
// placeholder.
func callsPlaceholders(s string) bool {
	for i := 0; i+1 < len(s); i++ {
		if s[i] == '%' && s[i+1] >= '1' && s[i+1] <= '9' {
			return true
		}
	}
	return false
}

// callsHasComment reports whether a comment or directive lies between the
// tokens of n.
func callsHasComment(f *syntax.File, n *syntax.Node) bool {
	return n.Len() > 1 && hasCommentIn(f, int(n.First), int(n.Last)-1)
}

// callsInsert returns the edit inserting text at offset at.
func callsInsert(at int, text string) analysis.TextEdit {
	return analysis.TextEdit{Span: syntax.Span{Start: at, End: at}, NewText: text}
}

// callsPrimary reports whether an expression can be the receiver of a
// member access without parentheses.
func callsPrimary(n *syntax.Node) bool {
	switch n.Kind {
	case syntax.NameExpr, syntax.MemberExpr, syntax.CallExpr, syntax.IndexExpr, syntax.ParenExpr,
		syntax.ThisExpr, syntax.ScopeExpr:
		return true
	}
	return false
}
