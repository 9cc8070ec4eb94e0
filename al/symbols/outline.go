package symbols

import (
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/syntax"
)

// Outline kinds of members that are not symbols of a search.
const (
	OutlineTrigger  = "trigger"
	OutlineKey      = "key"
	OutlineControl  = "control"
	OutlineAction   = "action"
	OutlineDataItem = "dataitem"
	OutlineColumn   = "column"
)

// OutlineObject is where one object of a file is declared, with its
// members: what tools need to point at a declaration or print its source.
// Spans are byte offsets in the file's source.
type OutlineObject struct {
	Kind string
	ID   int
	Name string
	// Span runs from the object keyword (or the doc comments right above
	// it) to the end of its closing brace; NameSpan is the name token's.
	Span, NameSpan syntax.Span
	Members        []OutlineMember
}

// OutlineMember is one member of an object: a field (also a table
// extension's modify), procedure, event (publisher or control add-in
// event), object trigger, enum value, key, page control or action, report
// data item or column.
type OutlineMember struct {
	// Kind is KindField, KindProcedure, KindEvent, KindEnumValue or one
	// of the Outline kinds.
	Kind string
	Name string
	// Span covers the member with its attributes and the doc comments
	// right above it; NameSpan its name token.
	Span, NameSpan syntax.Span
}

// Outline returns the objects of f and their members in source order. It
// reads the tree only.
func Outline(f *syntax.File) []OutlineObject {
	var out []OutlineObject
	for _, obj := range f.Objects() {
		o := OutlineObject{Kind: f.ObjectKind(obj).String(), Name: f.DeclName(obj), Span: declSpan(f, obj)}
		if i := f.ObjectID(obj); i >= 0 {
			o.ID, _ = strconv.Atoi(f.TokenText(i))
		}
		if i := f.ObjectName(obj); i >= 0 {
			o.NameSpan = f.Tokens[i].Span
		}
		w := outliner{f: f, kind: o.Kind}
		w.members(obj.Child(syntax.ObjectBody), syntax.KwNone, true)
		o.Members = w.out
		out = append(out, o)
	}
	return out
}

type outliner struct {
	f    *syntax.File
	kind string
	out  []OutlineMember
}

func (w *outliner) add(kind, name string, n *syntax.Node, nameTok int) {
	m := OutlineMember{Kind: kind, Name: name, Span: declSpan(w.f, n)}
	if nameTok >= 0 {
		m.NameSpan = w.f.Tokens[nameTok].Span
	}
	w.out = append(w.out, m)
}

// members walks the members below body; section is the keyword of the
// enclosing section (fields, layout, actions, dataset, ...), top whether
// body is the object's own.
func (w *outliner) members(body *syntax.Node, section syntax.Keyword, top bool) {
	if body == nil {
		return
	}
	f := w.f
	for _, m := range body.Children {
		switch m.Kind {
		case syntax.Procedure, syntax.EventDecl:
			kind := KindProcedure
			if m.Kind == syntax.EventDecl || isPublisher(f, m) {
				kind = KindEvent
			}
			w.add(kind, f.DeclName(m), m, f.NameToken(m))
		case syntax.Trigger:
			if top {
				w.add(OutlineTrigger, f.DeclName(m), m, f.NameToken(m))
			}
		case syntax.Section:
			w.members(m.Child(syntax.ObjectBody), f.SectionKind(m), false)
		case syntax.Element:
			w.element(m, section)
		}
	}
}

func (w *outliner) element(m *syntax.Node, section syntax.Keyword) {
	f := w.f
	kw := f.SectionKind(m)
	name := f.DeclName(m)
	tok := f.NameToken(m)
	if tok < 0 {
		if args := elementArgs(f, m); len(args) > 0 {
			name = nameAt(f, args[0][0], args[0][1])
			tok = lastNameToken(f, args[0][0], args[0][1])
		}
	}
	switch {
	case (w.kind == "table" || w.kind == "tableextension") && section == syntax.KwFields && (kw == syntax.KwField || kw == syntax.KwModify):
		w.add(KindField, name, m, tok)
		return
	case kw == syntax.KwKey:
		w.add(OutlineKey, name, m, tok)
		return
	case kw == syntax.KwValue:
		w.add(KindEnumValue, name, m, tok)
		return
	case section == syntax.KwLayout:
		w.add(OutlineControl, name, m, tok)
	case section == syntax.KwActions:
		if kw != syntax.KwArea {
			w.add(OutlineAction, name, m, tok)
		}
	case kw == syntax.KwDataItem || kw == syntax.KwTableElement || kw == syntax.KwTextElement:
		w.add(OutlineDataItem, name, m, tok)
	case kw == syntax.KwColumn || kw == syntax.KwFieldElement || kw == syntax.KwFieldAttribute:
		w.add(OutlineColumn, name, m, tok)
	}
	w.members(m.Child(syntax.ObjectBody), section, false)
}

// lastNameToken returns the last identifier token in [i, end), or -1.
func lastNameToken(f *syntax.File, i, end int) int {
	out := -1
	for ; i < end; i++ {
		if k := f.Tokens[i].Kind; k == syntax.Identifier || k == syntax.QuotedIdentifier {
			out = i
		}
	}
	return out
}

// isPublisher reports whether a procedure node has an event publisher
// attribute.
func isPublisher(f *syntax.File, n *syntax.Node) bool {
	for _, a := range n.ChildrenOf(syntax.Attribute) {
		if publisherAttributes[strings.ToLower(f.DeclName(a))] {
			return true
		}
	}
	return false
}

// declSpan is n's span extended to the doc comments (///) right above it:
// consecutive comment lines with no blank line between them and n.
func declSpan(f *syntax.File, n *syntax.Node) syntax.Span {
	s := f.Span(n)
	if n.First >= n.Last {
		return s
	}
	trivia := f.LeadingTrivia(int(n.First))
	breaks := 0
	for i := len(trivia) - 1; i >= 0; i-- {
		switch trivia[i].Kind {
		case syntax.Whitespace:
		case syntax.EndOfLine:
			if breaks++; breaks > 1 {
				return s
			}
		case syntax.DocComment:
			s.Start = trivia[i].Span.Start
			breaks = 0
		default:
			return s
		}
	}
	return s
}
