package syntax

import (
	"bytes"
	"strings"
)

// Objects returns the object declarations of the file, in order.
func (f *File) Objects() []*Node { return f.Root.ChildrenOf(Object) }

// IsKeyword reports whether token i was parsed as keyword kw.
func (f *File) IsKeyword(i int, kw Keyword) bool {
	return i >= 0 && i < len(f.Tokens) && f.Tokens[i].Keyword == kw
}

// IsWord reports whether token i is an identifier spelled as one of words
// (case-insensitive): a contextual word such as `where` or `field` in a
// property value, which the lexer does not make a keyword.
func (f *File) IsWord(i int, words ...string) bool {
	if i < 0 || i >= len(f.Tokens) || f.Tokens[i].Kind != Identifier {
		return false
	}
	for _, w := range words {
		if f.tokenIs(i, w) {
			return true
		}
	}
	return false
}

// tokenIs reports whether token i is spelled w, case-insensitively,
// without copying its text.
func (f *File) tokenIs(i int, w string) bool {
	return bytes.EqualFold(f.tokenBytes(i), []byte(w))
}

// FindKeyword returns the index of the first token that belongs directly to n
// (not to a child) and was parsed as keyword kw, or -1.
func (f *File) FindKeyword(n *Node, kw Keyword) int {
	for i := range f.OwnTokens(n) {
		if f.Tokens[i].Keyword == kw {
			return i
		}
	}
	return -1
}

// FindToken returns the index of the first token of kind k that belongs
// directly to n (not to a child), or -1.
func (f *File) FindToken(n *Node, k TokenKind) int {
	for i := range f.OwnTokens(n) {
		if f.Tokens[i].Kind == k {
			return i
		}
	}
	return -1
}

// OwnTokens yields, in order, the indexes of the tokens that belong directly
// to n (inside its range and not inside any child).
func (f *File) OwnTokens(n *Node) func(yield func(int) bool) {
	return func(yield func(int) bool) {
		i := n.First
		for _, c := range n.Children {
			for ; i < c.First; i++ {
				if !yield(int(i)) {
					return
				}
			}
			if c.Last > i {
				i = c.Last
			}
		}
		for ; i < n.Last; i++ {
			if !yield(int(i)) {
				return
			}
		}
	}
}

// ObjectKind returns the object kind keyword of an Object node (KwTable,
// KwCodeunit, ...), or KwNone.
func (f *File) ObjectKind(obj *Node) Keyword {
	if obj == nil || obj.Kind != Object || obj.First >= obj.Last {
		return KwNone
	}
	return f.Tokens[obj.First].Keyword
}

// ObjectID returns the token index of an object's id (an Integer token), or -1.
func (f *File) ObjectID(obj *Node) int {
	if obj == nil || obj.Kind != Object || obj.Last-obj.First < 2 {
		return -1
	}
	if i := int(obj.First) + 1; f.Tokens[i].Kind == Integer {
		return i
	}
	return -1
}

// ObjectName returns the token index of an object's name (the token after the
// kind keyword and the id; for a namespace-qualified name, the last part), or
// -1 when the object has no name (dotnet).
func (f *File) ObjectName(obj *Node) int {
	if obj == nil || obj.Kind != Object {
		return -1
	}
	return f.nameAfterHeader(obj)
}

func (f *File) nameAfterHeader(obj *Node) int {
	i := int(obj.First) + 1
	if id := f.ObjectID(obj); id >= 0 {
		i = id + 1
	}
	name := -1
	for ; i < int(obj.Last); i++ {
		t := f.Tokens[i]
		if t.Keyword != KwNone || (t.Kind != Identifier && t.Kind != QuotedIdentifier && t.Kind != Dot) {
			break
		}
		if t.Kind != Dot {
			name = i
		}
	}
	return name
}

// NameToken returns the token index of the name a declaration introduces:
// the object name of an Object, the name of a Procedure, Trigger, EventDecl,
// Parameter, Property or Attribute, the first name of a VariableDecl, the
// name of a ReturnSpec (-1 when unnamed), and the name argument of an
// Element: the first argument (page field(Name; Expr), action(Name), ...) or,
// when that is an id, the second (table field(1; Name; Type), enum
// value(0; Name)). It returns -1 when there is none.
func (f *File) NameToken(n *Node) int {
	if n == nil {
		return -1
	}
	switch n.Kind {
	case Object:
		return f.ObjectName(n)
	case Procedure, Trigger, EventDecl:
		kw := KwProcedure
		if n.Kind == Trigger {
			kw = KwTrigger
		} else if n.Kind == EventDecl {
			kw = KwEvent
		}
		if k := f.FindKeyword(n, kw); k >= 0 && k+1 < int(n.Last) && isNameKind(f.Tokens[k+1].Kind) {
			return k + 1
		}
	case Parameter, VariableDecl, ReturnSpec, Property, Attribute:
		for i := range f.OwnTokens(n) {
			t := f.Tokens[i]
			if isNameKind(t.Kind) && t.Keyword == KwNone {
				return i
			}
			if t.Kind != LBracket && t.Keyword == KwNone {
				return -1
			}
		}
	case Element:
		if a := n.Child(ElementArgs); a != nil && a.Last-a.First > 2 {
			i := int(a.First) + 1
			// field(1; Name; Type) and value(0; Name): the name follows the id.
			if f.Tokens[i].Kind == Integer && i+2 < int(a.Last) && f.Tokens[i+1].Kind == Semicolon {
				i += 2
			}
			if isNameKind(f.Tokens[i].Kind) {
				return i
			}
		}
	}
	return -1
}

func isNameKind(k TokenKind) bool { return k == Identifier || k == QuotedIdentifier }

// DeclName returns the unquoted name of a declaration (see NameToken), or "".
func (f *File) DeclName(n *Node) string {
	i := f.NameToken(n)
	if i < 0 {
		return ""
	}
	return Unquote(f.TokenText(i))
}

// Unquote returns the name a quoted identifier stands for ("A ""B""" gives
// A "B"); other text is returned unchanged.
func Unquote(text string) string {
	if len(text) >= 2 && text[0] == '"' && text[len(text)-1] == '"' {
		return strings.ReplaceAll(text[1:len(text)-1], `""`, `"`)
	}
	return text
}

// StringValue returns the text a string literal stands for ('it”s' gives
// it's; @'x' gives x); other text is returned unchanged.
func StringValue(text string) string {
	text = strings.TrimPrefix(text, "@")
	if len(text) >= 2 && text[0] == '\'' && text[len(text)-1] == '\'' {
		return strings.ReplaceAll(text[1:len(text)-1], `''`, `'`)
	}
	return text
}

// Properties returns the Property children of a member list: n may be an
// ObjectBody, or an Object, Section or Element (whose ObjectBody is used).
func Properties(n *Node) []*Node {
	if n == nil {
		return nil
	}
	if n.Kind != ObjectBody {
		n = n.Child(ObjectBody)
		if n == nil {
			return nil
		}
	}
	return n.ChildrenOf(Property)
}

// Property returns the first property of n (see Properties) whose name
// equals name case-insensitively, or nil.
func (f *File) Property(n *Node, name string) *Node {
	// As Properties(n) would list them, without the list or the names'
	// copies: rules ask for properties by name in every object, field
	// and control (5% of the bytes a cold every-analyzer run allocated).
	if n != nil && n.Kind != ObjectBody {
		n = n.Child(ObjectBody)
	}
	if n == nil {
		return nil
	}
	for _, p := range n.Children {
		if p.Kind == Property && p.First < p.Last && f.tokenIs(int(p.First), name) {
			return p
		}
	}
	return nil
}

// Members returns the direct members of an Object, Section or Element body
// (properties, sections, elements, triggers, procedures, var sections, ...).
func Members(n *Node) []*Node {
	if n == nil {
		return nil
	}
	if n.Kind != ObjectBody {
		n = n.Child(ObjectBody)
		if n == nil {
			return nil
		}
	}
	return n.Children
}

// Procedures returns the procedures declared directly in an object.
func Procedures(obj *Node) []*Node { return ofKind(Members(obj), Procedure) }

// Triggers returns the triggers declared directly in an object, section or element.
func Triggers(n *Node) []*Node { return ofKind(Members(n), Trigger) }

// SectionKind returns the keyword of a Section or Element node (KwFields,
// KwField, KwAction, KwModify, ...), or KwNone.
func (f *File) SectionKind(n *Node) Keyword {
	if n == nil || (n.Kind != Section && n.Kind != Element) {
		return KwNone
	}
	for i := range f.OwnTokens(n) {
		if k := f.Tokens[i].Keyword; k != KwNone {
			return k
		}
	}
	return KwNone
}

// Namespace returns the declared namespace as written (parts joined by "."),
// or "".
func (f *File) Namespace() string {
	ns := f.Root.Child(Namespace)
	if ns == nil {
		return ""
	}
	return f.qualifiedText(ns)
}

// Usings returns the namespaces named by the file's using directives.
func (f *File) Usings() []string {
	var out []string
	for _, u := range f.Root.ChildrenOf(Using) {
		out = append(out, f.qualifiedText(u))
	}
	return out
}

func (f *File) qualifiedText(n *Node) string {
	var b strings.Builder
	for i := range f.OwnTokens(n) {
		t := f.Tokens[i]
		if t.Keyword != KwNone || t.Kind == Semicolon {
			continue
		}
		b.Write(f.tokenBytes(i))
	}
	return b.String()
}
