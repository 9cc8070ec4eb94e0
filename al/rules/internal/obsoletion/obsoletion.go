package obsoletion

import (
	"iter"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/syntax"
)

// An Obsoletion is one place that makes a declaration obsolete.
type Obsoletion struct {
	// Span is where to report: the ObsoleteState property or the
	// Obsolete attribute.
	Span syntax.Span
	// Kind and Name name the obsolete declaration for a message ("Field",
	// "Amount"): an object's kind as written, an element's keyword, or
	// Procedure.
	Kind, Name string
	// HasReason is set when a non-empty reason is given.
	HasReason bool
	// Tag is the token of the tag's string literal, or -1 when there is
	// none.
	Tag int
}

// All yields the obsoletions of the pass's file in source order.
func All(pass *analysis.Pass) iter.Seq[Obsoletion] {
	return func(yield func(Obsoletion) bool) {
		f := pass.File
		for n := range pass.Nodes(syntax.Property, syntax.Attribute) {
			var o Obsoletion
			var ok bool
			if n.Kind == syntax.Property {
				o, ok = fromState(f, n)
			} else {
				o, ok = fromAttribute(f, n)
			}
			if ok && !yield(o) {
				return
			}
		}
	}
}

// fromState reads an ObsoleteState property and its siblings.
func fromState(f *syntax.File, prop *syntax.Node) (Obsoletion, bool) {
	if !strings.EqualFold(f.PropertyName(prop), "ObsoleteState") || f.PropertyValueIs(prop, "No") || prop.Parent == nil {
		return Obsoletion{}, false
	}
	decl := prop.Parent
	if decl.Kind == syntax.ObjectBody && decl.Parent != nil {
		decl = decl.Parent
	}
	o := Obsoletion{Span: f.Span(prop), Kind: declKind(f, decl), Name: f.DeclName(decl), Tag: -1}
	if r := f.Property(decl, "ObsoleteReason"); r != nil {
		o.HasReason = stringValue(f, r.Child(syntax.PropertyValue)) != ""
	}
	if t := f.Property(decl, "ObsoleteTag"); t != nil {
		o.Tag = stringToken(f, t.Child(syntax.PropertyValue))
	}
	return o, true
}

// fromAttribute reads an [Obsolete(reason, tag)] attribute.
func fromAttribute(f *syntax.File, attr *syntax.Node) (Obsoletion, bool) {
	if !strings.EqualFold(f.DeclName(attr), "Obsolete") || attr.Parent == nil {
		return Obsoletion{}, false
	}
	decl := attr.Parent
	o := Obsoletion{Span: f.Span(attr), Kind: declKind(f, decl), Name: f.DeclName(decl), Tag: -1}
	args := f.AttributeArgs(attr)
	if len(args) > 0 {
		o.HasReason = stringValue(f, args[0]) != ""
	}
	if len(args) > 1 {
		o.Tag = stringToken(f, args[1])
	}
	return o, true
}

// declKind names the kind of a declaration for a message.
func declKind(f *syntax.File, decl *syntax.Node) string {
	switch decl.Kind {
	case syntax.Object:
		return f.TokenText(int(decl.First))
	case syntax.Element:
		return f.TokenText(int(decl.First))
	case syntax.Procedure:
		return "Procedure"
	case syntax.VariableDecl:
		return "Variable"
	}
	return decl.Kind.String()
}

// stringToken returns the token of a node that is one string literal, or -1.
func stringToken(f *syntax.File, n *syntax.Node) int {
	if n == nil || n.Len() != 1 || f.Tokens[n.First].Kind != syntax.String {
		return -1
	}
	return int(n.First)
}

// stringValue returns the trimmed text of a node that is one string
// literal, or "".
func stringValue(f *syntax.File, n *syntax.Node) string {
	if i := stringToken(f, n); i >= 0 {
		return strings.TrimSpace(syntax.StringValue(f.TokenText(i)))
	}
	return ""
}
