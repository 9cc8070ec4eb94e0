package rules

import (
	"iter"
	"strings"

	"github.com/alfix/alfix/al/analysis"

	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// Calls of built-in methods, as the rules about them (FC0002's method
// casing, FC0003/AA0008, FC0005, LC0031, LC0083, PC0003, PC0008) recognise
// them: the tree says where a call is, the file's name resolution which
// method it calls. The calls of a file are resolved once, for all rules
// (builtins).

// fileBuiltins is the built-in method calls in a file's code.
type fileBuiltins struct {
	// calls lists the calls in source order (see builtinCallOf).
	calls []builtinCall
	// methods maps every NameExpr and MemberExpr in code that names a
	// built-in method for sure to it.
	methods map[*syntax.Node]*symbols.Method
}

// builtins resolves the built-in calls of a file's code once for every rule.
var builtins = analysis.NewShared("built-in calls", func(pass *analysis.Pass) *fileBuiltins {
	scopes := pass.Scopes()
	fb := &fileBuiltins{methods: map[*syntax.Node]*symbols.Method{}}
	for n := range pass.Code(syntax.NameExpr, syntax.MemberExpr) {
		if m := builtinOf(scopes, n); m != nil {
			fb.methods[n] = m
		}
	}
	for n := range pass.Code(syntax.CallExpr, syntax.NameExpr, syntax.MemberExpr) {
		if c, ok := fb.callOf(pass.File, n); ok {
			fb.calls = append(fb.calls, c)
		}
	}
	return fb
})

// method returns the built-in method a NameExpr or MemberExpr in code names
// for sure, or nil.
func (fb *fileBuiltins) method(n *syntax.Node) *symbols.Method { return fb.methods[n] }

// builtinOf returns the built-in method a NameExpr or MemberExpr names when
// that is certain: a bare name must not be ambiguous (inside `with`, or
// possibly a field of an implicit record whose table is unknown, unless it
// is called with an argument list: a field cannot be called).
func builtinOf(scopes *symbols.FileScopes, n *syntax.Node) *symbols.Method {
	if n.Kind != syntax.NameExpr && n.Kind != syntax.MemberExpr {
		return nil
	}
	m := scopes.BuiltinOf(n)
	if m == nil {
		return nil
	}
	if n.Kind == syntax.NameExpr {
		if r := scopes.RefOf(n); r != nil && (r.Ambiguous || r.MaybeField && !n.IsCallee()) {
			return nil
		}
	}
	return m
}

// inScopeExpr reports whether n is a part of an X::Y expression.
func inScopeExpr(n *syntax.Node) bool {
	return n.Parent != nil && n.Parent.Kind == syntax.ScopeExpr
}

// builtinCall is a call of a built-in method: the CallExpr (nil when written
// without an argument list), the callee and its name token, the method, the
// receiver expression (nil for a bare name) and the argument expressions.
type builtinCall struct {
	call, callee *syntax.Node
	name         int
	method       *symbols.Method
	receiver     *syntax.Node
	args         []*syntax.Node
}

// callOf returns the built-in call n is (a CallExpr, or a NameExpr or
// MemberExpr that is not a callee), or false.
func (fb *fileBuiltins) callOf(f *syntax.File, n *syntax.Node) (builtinCall, bool) {
	var c builtinCall
	switch n.Kind {
	case syntax.CallExpr:
		if len(n.Children) < 2 || n.Children[1].Kind != syntax.ArgumentList {
			return c, false
		}
		c.call, c.callee = n, n.Children[0]
		c.args = n.Children[1].Children
	case syntax.NameExpr, syntax.MemberExpr:
		if n.IsCallee() || inScopeExpr(n) {
			return c, false
		}
		c.callee = n
	default:
		return c, false
	}
	if c.name = f.CalleeNameToken(c.callee); c.name < 0 {
		return c, false
	}
	if c.method = fb.method(c.callee); c.method == nil {
		return c, false
	}
	if c.callee.Kind == syntax.MemberExpr {
		c.receiver = c.callee.Children[0]
	}
	return c, true
}

// is reports whether the call's method is name of one of the receiver
// kinds (case-insensitive names, exact receiver kinds).
func (c builtinCall) is(name string, receivers ...string) bool {
	if !strings.EqualFold(c.method.Name, name) {
		return false
	}
	for _, r := range receivers {
		if c.method.Receiver == r {
			return true
		}
	}
	return false
}

// filterCalls yields the calls of the filter method (SetRange, SetFilter)
// on a Record, Query or FieldRef that pass a value, with their arguments
// after the field (a FieldRef is the field itself): the value or the
// filter expression first.
func (fb *fileBuiltins) filterCalls(method string) iter.Seq2[builtinCall, []*syntax.Node] {
	return func(yield func(builtinCall, []*syntax.Node) bool) {
		for _, c := range fb.calls {
			if c.call == nil || !c.is(method, "Record", "Query", "FieldRef") {
				continue
			}
			values := c.args
			if c.method.Receiver != "FieldRef" && len(values) > 0 {
				values = values[1:]
			}
			if len(values) > 0 && !yield(c, values) {
				return
			}
		}
	}
}

// node returns the call's node: the CallExpr, or the bare name.
func (c builtinCall) node() *syntax.Node {
	if c.call != nil {
		return c.call
	}
	return c.callee
}

// span returns the span of the whole call (or bare name).
func (c builtinCall) span(f *syntax.File) syntax.Span {
	if c.call != nil {
		return f.Span(c.call)
	}
	return f.Span(c.callee)
}

// hasPlaceholder reports whether a filter text contains a %1..%9
// placeholder.
func hasPlaceholder(s string) bool {
	for i := 0; i+1 < len(s); i++ {
		if s[i] == '%' && s[i+1] >= '1' && s[i+1] <= '9' {
			return true
		}
	}
	return false
}

// formatValues returns how many values a call of a built-in that fills a
// format string's %1, %2, ... passes after its format (StrSubstNo, Error,
// Message; Confirm, whose second argument is the default answer); ok is
// false for other calls. c has at least one argument.
func formatValues(c builtinCall) (values int, ok bool) {
	switch {
	case c.is("StrSubstNo", "System", "TextStatic"), c.is("Error", "System", "DialogStatic"),
		c.is("Message", "System", "DialogStatic"):
		return len(c.args) - 1, true
	case c.is("Confirm", "System", "DialogStatic"):
		return max(len(c.args)-2, 0), true
	}
	return 0, false
}
