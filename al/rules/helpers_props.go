package rules

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/syntax"
)

// This file holds query and edit helpers shared by the property rules
// (PC0001, PC0005, PC0006, PC0024, PC0026, LC0019, LC0020, LC0094, AC0002,
// AC0003, AC0007, AC0009, AC0018, AC0020). Other rules may use them too.

// elementsIn calls fn for every Element below n (in source order, nested
// elements included). When fn returns false the element's children are not
// visited.
func elementsIn(n *syntax.Node, fn func(el *syntax.Node) bool) {
	syntax.Walk(n, func(c *syntax.Node) bool {
		if c == n {
			return true
		}
		switch c.Kind {
		case syntax.Element:
			return fn(c)
		case syntax.ObjectBody, syntax.Section:
			return true
		}
		return false
	})
}

// sectionOf returns the first section of kind kw (KwFields, KwLayout, ...)
// among an object's (or element's) members, or nil.
func sectionOf(f *syntax.File, n *syntax.Node, kw syntax.Keyword) *syntax.Node {
	for _, m := range syntax.Members(n) {
		if m.Kind == syntax.Section && f.SectionKind(m) == kw {
			return m
		}
	}
	return nil
}

// tableFields returns the field(...) elements of an object's fields section
// (tables and table extensions; modify(...) elements are not included).
func tableFields(f *syntax.File, obj *syntax.Node) []*syntax.Node {
	sec := sectionOf(f, obj, syntax.KwFields)
	var out []*syntax.Node
	for _, m := range syntax.Members(sec) {
		if m.Kind == syntax.Element && f.SectionKind(m) == syntax.KwField {
			out = append(out, m)
		}
	}
	return out
}

// elementArgs returns the argument items of an element's ElementArgs: the
// token ranges [first, last) between '(' and ')', split at ';' (and at ','
// when splitComma is set). Nested parentheses are respected.
func elementArgs(f *syntax.File, el *syntax.Node, splitComma bool) [][2]int {
	args := el.Child(syntax.ElementArgs)
	if args == nil || args.Len() < 2 {
		return nil
	}
	var out [][2]int
	start, depth := int(args.First)+1, 0
	for i := int(args.First) + 1; i < int(args.Last); i++ {
		switch f.Tokens[i].Kind {
		case syntax.LParen, syntax.LBracket:
			depth++
		case syntax.RParen, syntax.RBracket:
			if depth == 0 { // the closing ')'
				out = append(out, [2]int{start, i})
				return out
			}
			depth--
		case syntax.Semicolon, syntax.Comma:
			if depth == 0 && (f.Tokens[i].Kind == syntax.Semicolon || splitComma) {
				out = append(out, [2]int{start, i})
				start = i + 1
			}
		}
	}
	return out
}

// rangeText returns the source text of the tokens [first, last).
func rangeText(f *syntax.File, first, last int) string {
	if first >= last {
		return ""
	}
	return f.Text(syntax.Span{Start: f.Tokens[first].Span.Start, End: f.Tokens[last-1].Span.End})
}

// sameName compares two AL names as written (quoted or not), ignoring case.
func sameName(a, b string) bool {
	return strings.EqualFold(syntax.Unquote(strings.TrimSpace(a)), syntax.Unquote(strings.TrimSpace(b)))
}

// normalizedValue returns a property value's text without white space and
// in lower case, for comparing values such as `#Basic, #Suite`.
func normalizedValue(f *syntax.File, prop *syntax.Node) string {
	return strings.ToLower(strings.Join(strings.Fields(propertyValueText(f, prop)), ""))
}

// hasTrailingLineComment reports whether a line comment follows the node on
// the line where it ends.
func hasTrailingLineComment(f *syntax.File, n *syntax.Node) bool {
	src := f.Src
	i := f.Span(n).End
	for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
		i++
	}
	return i+1 < len(src) && src[i] == '/' && src[i+1] == '/'
}

// isPageType reports whether a page object has PageType = t.
func isPageType(f *syntax.File, obj *syntax.Node, t string) bool {
	p := propertyOf(f, obj, "PageType")
	return p != nil && propertyValueIs(f, p, t)
}

// objectHeaderSpan returns the span to report object-level diagnostics on:
// the object's name, else its kind keyword.
func objectHeaderSpan(f *syntax.File, obj *syntax.Node) syntax.Span {
	if i := f.ObjectName(obj); i >= 0 {
		return f.Tokens[i].Span
	}
	return f.Tokens[obj.First].Span
}

// elementNameToken returns the token index of an element's name: the first
// argument, or the second when the first is a number (field(1; Name; ...),
// value(0; Name)); -1 when that argument is not a single name.
func elementNameToken(f *syntax.File, el *syntax.Node) int {
	args := elementArgs(f, el, true)
	if len(args) > 1 && args[0][1]-args[0][0] == 1 && f.Tokens[args[0][0]].Kind == syntax.Integer {
		args = args[1:]
	}
	if len(args) == 0 || args[0][1]-args[0][0] != 1 {
		return -1
	}
	if i := args[0][0]; isNameKind(f.Tokens[i].Kind) {
		return i
	}
	return -1
}

// declSpan returns the span of a declaration's name token (an element's
// name as [elementNameToken] finds it), else of its first token.
func declSpan(f *syntax.File, n *syntax.Node) syntax.Span {
	i := -1
	if n.Kind == syntax.Element {
		i = elementNameToken(f, n)
	} else {
		i = f.NameToken(n)
	}
	if i >= 0 {
		return f.Tokens[i].Span
	}
	return f.Tokens[n.First].Span
}

func isNameKind(k syntax.TokenKind) bool {
	return k == syntax.Identifier || k == syntax.QuotedIdentifier
}

// labelArg is one `Name = value` item after the text of a label (Comment,
// Locked, MaxLength), as token indexes.
type labelArg struct {
	name        int // the name token
	first, last int // the value tokens [first, last)
}

// labelValue describes a label written as `'text' [, Name = value]...`: in a
// Caption-like property value or in a Label variable's type.
type labelValue struct {
	text int // the string token, or -1
	// end is the index after the last token of the label value (the ';'
	// of a property or the end of a TypeRef).
	end  int
	args []labelArg
}

// parseLabel reads the label in the token range [first, last): the first
// string token and the comma-separated `Name = value` items after it.
func parseLabel(f *syntax.File, first, last int) labelValue {
	lv := labelValue{text: -1, end: last}
	i := first
	for ; i < last; i++ {
		if k := f.Tokens[i].Kind; k == syntax.String || k == syntax.VerbatimString {
			lv.text = i
			i++
			break
		}
	}
	if lv.text < 0 {
		return lv
	}
	for i < last {
		if f.Tokens[i].Kind != syntax.Comma {
			i++
			continue
		}
		// `, Name = value ...` up to the next comma at depth 0
		name := i + 1
		if name+1 >= last || f.Tokens[name+1].Kind != syntax.Equal {
			i++
			continue
		}
		j, depth := name+2, 0
		for ; j < last; j++ {
			switch f.Tokens[j].Kind {
			case syntax.LParen:
				depth++
			case syntax.RParen:
				depth--
			}
			if depth <= 0 && f.Tokens[j].Kind == syntax.Comma {
				break
			}
		}
		lv.args = append(lv.args, labelArg{name: name, first: name + 2, last: j})
		i = j
	}
	return lv
}

// arg returns the label argument with the name (case-insensitive), or false.
func (lv labelValue) arg(f *syntax.File, name string) (labelArg, bool) {
	for _, a := range lv.args {
		if strings.EqualFold(f.TokenText(a.name), name) {
			return a, true
		}
	}
	return labelArg{}, false
}

// argIs reports whether the label argument name has the single-word value w.
func (lv labelValue) argIs(f *syntax.File, name, w string) bool {
	a, ok := lv.arg(f, name)
	return ok && strings.EqualFold(strings.TrimSpace(rangeText(f, a.first, a.last)), w)
}

// propertyLabel parses the label of a property such as Caption.
func propertyLabel(f *syntax.File, prop *syntax.Node) labelValue {
	v := prop.Child(syntax.PropertyValue)
	if v == nil {
		return labelValue{text: -1}
	}
	return parseLabel(f, int(v.First), int(v.Last))
}

// setLabelArg returns the edit that gives the label argument name the value:
// it replaces the value of an existing argument, or appends `, Name = value`
// after the last token of the label.
func setLabelArg(f *syntax.File, lv labelValue, name, value string) analysis.TextEdit {
	if a, ok := lv.arg(f, name); ok && a.first < a.last {
		span := syntax.Span{Start: f.Tokens[a.first].Span.Start, End: f.Tokens[a.last-1].Span.End}
		return analysis.TextEdit{Span: span, NewText: value}
	}
	at := f.Tokens[lv.end-1].Span.End
	return analysis.TextEdit{Span: syntax.Span{Start: at, End: at}, NewText: ", " + name + " = " + value}
}

// setPropertyValue returns the edit replacing a property's value with text.
func setPropertyValue(f *syntax.File, prop *syntax.Node, text string) (analysis.TextEdit, bool) {
	v := prop.Child(syntax.PropertyValue)
	if v == nil || v.Len() == 0 {
		return analysis.TextEdit{}, false
	}
	return analysis.TextEdit{Span: f.Span(v), NewText: text}, true
}

// addProperty returns the edit that adds a property line to the body of an
// object, section or element n: after its last property, else as its first
// member. A body written on one line (`{ }` or `{ A = 1; }`) stays on one
// line: `{ Editable = false; }`.
func addProperty(f *syntax.File, n *syntax.Node, property string) (analysis.TextEdit, bool) {
	body := bodyOf(n)
	if body == nil {
		return analysis.TextEdit{}, false
	}
	open, close := bodyBraces(f, body)
	if open < 0 || close < 0 {
		return analysis.TextEdit{}, false
	}
	src := f.Src
	o, c := f.Tokens[open].Span, f.Tokens[close].Span
	if lineStart(src, o.Start) == lineStart(src, c.Start) {
		at := o.End
		if props := syntax.Properties(body); len(props) > 0 {
			at = f.Span(props[len(props)-1]).End
		}
		return insertOnLine(src, at, property), true
	}
	props := syntax.Properties(body)
	if len(props) == 0 {
		return insertMemberFirst(f, body, property)
	}
	return insertMemberAfter(f, props[len(props)-1], property), true
}

// addFirstProperty returns the edit that inserts a property as the first
// member of the body of n; a body written on one line stays on one line.
func addFirstProperty(f *syntax.File, n *syntax.Node, property string) (analysis.TextEdit, bool) {
	body := bodyOf(n)
	if body == nil {
		return analysis.TextEdit{}, false
	}
	open, close := bodyBraces(f, body)
	if open < 0 || close < 0 {
		return analysis.TextEdit{}, false
	}
	o, c := f.Tokens[open].Span, f.Tokens[close].Span
	if lineStart(f.Src, o.Start) == lineStart(f.Src, c.Start) {
		return insertOnLine(f.Src, o.End, property), true
	}
	return insertMemberFirst(f, body, property)
}

// insertOnLine returns the insertion of text at offset at, inside a line:
// preceded by a space, and followed by one when a '}' follows directly.
func insertOnLine(src []byte, at int, text string) analysis.TextEdit {
	text = " " + text
	if at < len(src) && src[at] == '}' {
		text += " "
	}
	return analysis.TextEdit{Span: syntax.Span{Start: at, End: at}, NewText: text}
}

// isPublicObject reports whether an object has no Access property or
// Access = Public.
func isPublicObject(f *syntax.File, obj *syntax.Node) bool {
	p := propertyOf(f, obj, "Access")
	return p == nil || propertyValueIs(f, p, "Public")
}

// alcopsHelp returns the documentation address of an ALCops rule.
func alcopsHelp(cop, id string) string {
	return "https://alcops.dev/docs/analyzers/" + strings.ToLower(cop) + "/" + strings.ToLower(id) + "/"
}
