package calls

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

// File is the built-in method calls in a file's code.
type File struct {
	// Calls lists the calls in source order (see builtinOf).
	Calls []Call
	// methods maps every NameExpr and MemberExpr in code that names a
	// built-in method for sure to it.
	methods map[*syntax.Node]*symbols.Method
}

// Builtins resolves the built-in calls of a file's code once for every rule.
var Builtins = analysis.NewShared("built-in calls", func(pass *analysis.Pass) *File {
	scopes := pass.Scopes()
	fb := &File{methods: map[*syntax.Node]*symbols.Method{}}
	for n := range pass.Code(syntax.NameExpr, syntax.MemberExpr) {
		if m := builtinOf(scopes, n); m != nil {
			fb.methods[n] = m
		}
	}
	for n := range pass.Code(syntax.CallExpr, syntax.NameExpr, syntax.MemberExpr) {
		if c, ok := fb.CallOf(pass.File, n); ok {
			fb.Calls = append(fb.Calls, c)
		}
	}
	return fb
})

// Method returns the built-in method a NameExpr or MemberExpr in code names
// for sure, or nil.
func (fb *File) Method(n *syntax.Node) *symbols.Method { return fb.methods[n] }

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

// InScopeExpr reports whether n is a part of an X::Y expression.
func InScopeExpr(n *syntax.Node) bool {
	return n.Parent != nil && n.Parent.Kind == syntax.ScopeExpr
}

// Call is a call of a built-in method: the CallExpr (nil when written
// without an argument list), the callee and its name token, the method, the
// receiver expression (nil for a bare name) and the argument expressions.
type Call struct {
	Call, Callee *syntax.Node
	Name         int
	Method       *symbols.Method
	Receiver     *syntax.Node
	Args         []*syntax.Node
}

// CallOf returns the built-in call n is (a CallExpr, or a NameExpr or
// MemberExpr that is not a callee), or false.
func (fb *File) CallOf(f *syntax.File, n *syntax.Node) (Call, bool) {
	var c Call
	switch n.Kind {
	case syntax.CallExpr:
		if len(n.Children) < 2 || n.Children[1].Kind != syntax.ArgumentList {
			return c, false
		}
		c.Call, c.Callee = n, n.Children[0]
		c.Args = n.Children[1].Children
	case syntax.NameExpr, syntax.MemberExpr:
		if n.IsCallee() || InScopeExpr(n) {
			return c, false
		}
		c.Callee = n
	default:
		return c, false
	}
	if c.Name = f.CalleeNameToken(c.Callee); c.Name < 0 {
		return c, false
	}
	if c.Method = fb.Method(c.Callee); c.Method == nil {
		return c, false
	}
	if c.Callee.Kind == syntax.MemberExpr {
		c.Receiver = c.Callee.Children[0]
	}
	return c, true
}

// Is reports whether the call's method is name of one of the receiver
// kinds (case-insensitive names, exact receiver kinds).
func (c Call) Is(name string, receivers ...string) bool {
	if !strings.EqualFold(c.Method.Name, name) {
		return false
	}
	for _, r := range receivers {
		if c.Method.Receiver == r {
			return true
		}
	}
	return false
}

// FilterCalls yields the calls of the filter method (SetRange, SetFilter)
// on a Record, Query or FieldRef that pass a value, with their arguments
// after the field (a FieldRef is the field itself): the value or the
// filter expression first.
func (fb *File) FilterCalls(method string) iter.Seq2[Call, []*syntax.Node] {
	return func(yield func(Call, []*syntax.Node) bool) {
		for _, c := range fb.Calls {
			if c.Call == nil || !c.Is(method, "Record", "Query", "FieldRef") {
				continue
			}
			values := c.Args
			if c.Method.Receiver != "FieldRef" && len(values) > 0 {
				values = values[1:]
			}
			if len(values) > 0 && !yield(c, values) {
				return
			}
		}
	}
}

// Node returns the call's node: the CallExpr, or the bare name.
func (c Call) Node() *syntax.Node {
	if c.Call != nil {
		return c.Call
	}
	return c.Callee
}

// Span returns the span of the whole call (or bare name).
func (c Call) Span(f *syntax.File) syntax.Span {
	if c.Call != nil {
		return f.Span(c.Call)
	}
	return f.Span(c.Callee)
}

// HasPlaceholder reports whether a filter text contains a %1..%9
// placeholder.
func HasPlaceholder(s string) bool {
	for i := 0; i+1 < len(s); i++ {
		if s[i] == '%' && s[i+1] >= '1' && s[i+1] <= '9' {
			return true
		}
	}
	return false
}

// FormatCalls yields the calls of the built-ins that fill a format
// string's %1, %2, ... (StrSubstNo, Error, Message, Confirm) that pass a
// format, with the number of values they pass after it (see formatValues),
// for the rules that compare them with the format's placeholders.
func (fb *File) FormatCalls() iter.Seq2[Call, int] {
	return func(yield func(Call, int) bool) {
		for _, c := range fb.Calls {
			if c.Call == nil || len(c.Args) == 0 {
				continue
			}
			values, ok := formatValues(c)
			if ok && !yield(c, values) {
				return
			}
		}
	}
}

// formatValues returns how many values a call of a built-in that fills a
// format string's %1, %2, ... passes after its format (StrSubstNo, Error,
// Message; Confirm, whose second argument is the default answer); ok is
// false for other calls. c has at least one argument.
func formatValues(c Call) (values int, ok bool) {
	switch {
	case c.Is("StrSubstNo", "System", "TextStatic"), c.Is("Error", "System", "DialogStatic"),
		c.Is("Message", "System", "DialogStatic"):
		return len(c.Args) - 1, true
	case c.Is("Confirm", "System", "DialogStatic"):
		return max(len(c.Args)-2, 0), true
	}
	return 0, false
}
