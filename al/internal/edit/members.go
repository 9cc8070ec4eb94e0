package edit

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/syntax"
)

// Edits of object, section and element bodies: properties and member lines.

// memberIndent guesses the indentation of members of an object body: that of
// its first member, else the brace's indentation plus one unit.
func memberIndent(f *syntax.File, body *syntax.Node) string {
	if len(body.Children) > 0 {
		first := f.Span(body.Children[0]).Start
		if syntax.OnlySpace(f.Src, syntax.LineStart(f.Src, first), first) {
			return syntax.IndentAt(f.Src, first)
		}
	}
	open, _ := f.BodyBraces(body)
	if open < 0 {
		return IndentUnit
	}
	return syntax.IndentAt(f.Src, f.Tokens[open].Span.Start) + IndentUnit
}

// InsertMemberFirst returns the edit that inserts a member line (a property
// such as `Access = Internal;`) as the first member of an object body, on a
// line of its own with the members' indentation. ok is false when the body
// has no braces.
func InsertMemberFirst(f *syntax.File, body *syntax.Node, member string) (analysis.TextEdit, bool) {
	open, close := f.BodyBraces(body)
	if open < 0 || close < 0 {
		return analysis.TextEdit{}, false
	}
	indent := memberIndent(f, body)
	src := f.Src
	braceEnd := f.Tokens[open].Span.End
	le := syntax.LineEnd(src, braceEnd)
	if syntax.OnlySpace(src, braceEnd, le) && le < len(src) {
		// `{` ends its line: insert a new line after it. An empty body
		// (only blank lines up to the `}` line) becomes that one line.
		after := syntax.AfterLineBreak(src, le)
		closeStart := f.Tokens[close].Span.Start
		if cl := syntax.LineStart(src, closeStart); len(body.Children) == 0 && cl > after && onlyWhitespace(src, after, closeStart) {
			return Replace(syntax.Span{Start: after, End: cl}, indent+member+"\n"), true
		}
		return Insert(after, indent+member+"\n"), true
	}
	// `{ ... }` on one line, or members on the brace's line: break the line.
	return Insert(braceEnd, "\n"+indent+member), true
}

// onlyWhitespace reports whether src[from:to] is blanks and line breaks.
func onlyWhitespace(src []byte, from, to int) bool {
	for _, c := range src[from:to] {
		if c != ' ' && c != '\t' && c != '\r' && c != '\n' {
			return false
		}
	}
	return true
}

// InsertMemberAfter returns the edit that inserts a member line after an
// existing member, with that member's indentation (after a line comment that
// ends the member's line).
func InsertMemberAfter(f *syntax.File, after *syntax.Node, member string) analysis.TextEdit {
	span := f.Span(after)
	src := f.Src
	le := syntax.LineEnd(src, span.End)
	indent := syntax.IndentAt(src, span.Start)
	if syntax.BlankOrLineComment(src, span.End, le) && le < len(src) {
		return Insert(syntax.AfterLineBreak(src, le), indent+member+"\n")
	}
	return Insert(span.End, "\n"+indent+member)
}

// insertOnLine returns the insertion of text at offset at, inside a line:
// preceded by a space, and followed by one when a '}' follows directly.
func insertOnLine(src []byte, at int, text string) analysis.TextEdit {
	text = " " + text
	if at < len(src) && src[at] == '}' {
		text += " "
	}
	return Insert(at, text)
}

// bodyOnOneLine returns the body of n and whether its braces share a line;
// ok is false when n has no body with both braces.
func bodyOnOneLine(f *syntax.File, n *syntax.Node) (body *syntax.Node, open int, oneLine, ok bool) {
	body = n.Child(syntax.ObjectBody)
	if body == nil {
		return nil, -1, false, false
	}
	open, close := f.BodyBraces(body)
	if open < 0 || close < 0 {
		return nil, -1, false, false
	}
	o, c := f.Tokens[open].Span, f.Tokens[close].Span
	return body, open, syntax.LineStart(f.Src, o.Start) == syntax.LineStart(f.Src, c.Start), true
}

// AddProperty returns the edit that adds a property line (`Editable =
// false;`) to the body of an object, section or element n: after its last
// property, else as its first member. A body written on one line (`{ }` or
// `{ A = 1; }`) stays on one line: `{ Editable = false; }`.
func AddProperty(f *syntax.File, n *syntax.Node, property string) (analysis.TextEdit, bool) {
	body, open, oneLine, ok := bodyOnOneLine(f, n)
	if !ok {
		return analysis.TextEdit{}, false
	}
	props := syntax.Properties(body)
	if oneLine {
		at := f.Tokens[open].Span.End
		if len(props) > 0 {
			at = f.Span(props[len(props)-1]).End
		}
		return insertOnLine(f.Src, at, property), true
	}
	if len(props) == 0 {
		return InsertMemberFirst(f, body, property)
	}
	return InsertMemberAfter(f, props[len(props)-1], property), true
}

// AddFirstProperty returns the edit that inserts a property as the first
// member of the body of n; a body written on one line stays on one line.
func AddFirstProperty(f *syntax.File, n *syntax.Node, property string) (analysis.TextEdit, bool) {
	body, open, oneLine, ok := bodyOnOneLine(f, n)
	if !ok {
		return analysis.TextEdit{}, false
	}
	if oneLine {
		return insertOnLine(f.Src, f.Tokens[open].Span.End, property), true
	}
	return InsertMemberFirst(f, body, property)
}

// SetPropertyValue returns the edit replacing a property's value with text;
// ok is false when the property has no value.
func SetPropertyValue(f *syntax.File, prop *syntax.Node, text string) (analysis.TextEdit, bool) {
	v := prop.Child(syntax.PropertyValue)
	if v == nil || v.Len() == 0 {
		return analysis.TextEdit{}, false
	}
	return Replace(f.Span(v), text), true
}

// SetProperty returns the edit that gives n (an object, section or element)
// the property name = value: it replaces the value of an existing property,
// or inserts the property as the first member of n's body.
func SetProperty(f *syntax.File, n *syntax.Node, name, value string) (analysis.TextEdit, bool) {
	if p := f.Property(n, name); p != nil {
		return SetPropertyValue(f, p, value)
	}
	return AddFirstProperty(f, n, name+" = "+value+";")
}

// SetLabelArg returns the edit that gives the label argument name the
// value: it replaces the value of an existing argument, or appends
// `, Name = value` after the last token of the label.
func SetLabelArg(f *syntax.File, lv syntax.Label, name, value string) analysis.TextEdit {
	if a, ok := lv.Arg(name); ok && a.Value.Len() > 0 {
		return Replace(f.RangeSpan(a.Value), value)
	}
	return Insert(f.Tokens[lv.End-1].Span.End, ", "+name+" = "+value)
}

// MakeLocal returns the edit that makes a procedure local: it replaces an
// internal or protected modifier by `local`, or inserts `local ` before the
// procedure keyword.
func MakeLocal(f *syntax.File, proc *syntax.Node) (analysis.TextEdit, bool) {
	if m := f.AccessModifier(proc); m >= 0 {
		return ReplaceToken(f, m, "local"), true
	}
	k := f.FindKeyword(proc, syntax.KwProcedure)
	if k < 0 {
		return analysis.TextEdit{}, false
	}
	return Insert(f.Tokens[k].Span.Start, "local "), true
}
