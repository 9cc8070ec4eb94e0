package pages

import (
	"iter"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// FieldToolTip is the ToolTip of a page field control that shows a
// table field of the project.
type FieldToolTip struct {
	Prop    *syntax.Node // the control's ToolTip property
	Text    string       // its text
	Control string       // the control's name
	Field   *symbols.Field
	// TableToolTip is the text of the table field's ToolTip; nil when it has none.
	TableToolTip *string
}

// FieldToolTips yields the ToolTips of page and page extension field
// controls (outside obsolete objects and controls) that show a field of a
// table or table extension declared in the project (not obsolete).
func FieldToolTips(pass *analysis.Pass) iter.Seq[FieldToolTip] {
	return func(yield func(FieldToolTip) bool) {
		for _, pt := range fieldToolTips.Get(pass) {
			if !yield(pt) {
				return
			}
		}
	}
}

// fieldToolTips are a file's FieldToolTips, found once for the rules that
// check them.
var fieldToolTips = analysis.NewShared("page field tooltips", func(pass *analysis.Pass) []FieldToolTip {
	f := pass.File
	if pass.Summary == nil {
		return nil
	}
	var out []FieldToolTip
	for _, tt := range toolTips.Get(pass) {
		el := tt.Owner
		obj := el.Ancestor(syntax.Object)
		if obj == nil || f.SectionKind(el) != syntax.KwField {
			continue
		}
		if k := f.ObjectKind(obj); k != syntax.KwPage && k != syntax.KwPageExtension {
			continue
		}
		fl := ControlField(pass, obj, el)
		if fl == nil || fl.ObsoleteState != "" && !strings.EqualFold(fl.ObsoleteState, "No") {
			continue
		}
		pt := FieldToolTip{Prop: tt.prop, Text: tt.Text, Field: fl}
		if tok := f.ElementNameToken(el); tok >= 0 {
			pt.Control = syntax.Unquote(f.TokenText(tok))
		}
		for _, p := range fl.Properties {
			if strings.EqualFold(p.Name, "ToolTip") {
				if s, ok := firstStringLiteral(p.Value); ok {
					pt.TableToolTip = &s
				}
			}
		}
		out = append(out, pt)
	}
	return out
})

// ControlField returns the table field a page field control shows
// (`Rec.Field`, `Field` of the implicit record) when that field is declared
// in a table or table extension of the project; nil otherwise (a variable,
// an expression, a field of a dependency's table or one alfix cannot
// resolve).
func ControlField(pass *analysis.Pass, obj, el *syntax.Node) *symbols.Field {
	f := pass.File
	groups := f.ElementArgs(el, false)
	args := el.Child(syntax.ElementArgs)
	if len(groups) < 2 || args == nil {
		return nil
	}
	var expr *syntax.Node
	for _, c := range args.Children {
		if int(c.First) == groups[1].First && int(c.Last) == groups[1].Last && c.Kind.IsExpression() {
			expr = c
		}
	}
	if expr == nil {
		return nil
	}
	scopes := pass.Scopes()
	var table *symbols.Object
	var name string
	switch expr.Kind {
	case syntax.NameExpr:
		r := scopes.RefOf(expr)
		if r == nil || r.Field == nil || r.Ambiguous {
			return nil
		}
		table, name = scopes.RecTable(obj), r.Field.Name
	case syntax.MemberExpr:
		member := int(expr.Last) - 1
		if len(expr.Children) == 0 || !f.Tokens[member].Kind.IsName() {
			return nil
		}
		t := scopes.TypeOf(expr.Children[0])
		if !t.Is("Record") {
			return nil
		}
		table, name = pass.Summary.ObjectIn("table", t.ObjectNamespace, t.Object), syntax.Unquote(f.TokenText(member))
	default:
		return nil
	}
	return ownTableField(pass.Summary, table, name)
}

// ownTableField returns the field called name of a table or of one of its
// table extensions when the object declaring it is one of the project's
// own (not a dependency's); nil otherwise.
func ownTableField(s *symbols.Summary, table *symbols.Object, name string) *symbols.Field {
	if table == nil {
		return nil
	}
	for _, o := range append([]*symbols.Object{table}, s.Extensions(table)...) {
		for i := range o.Fields {
			if fl := &o.Fields[i]; !fl.Modify && strings.EqualFold(fl.Name, name) {
				if s.FileOf(o) == "" {
					return nil
				}
				return fl
			}
		}
	}
	return nil
}

// firstStringLiteral returns the text of the AL string literal a property
// value (as the summary keeps it) starts with.
func firstStringLiteral(value string) (string, bool) {
	if !strings.HasPrefix(value, "'") {
		return "", false
	}
	var b strings.Builder
	for i := 1; i < len(value); i++ {
		if value[i] != '\'' {
			b.WriteByte(value[i])
			continue
		}
		if i+1 < len(value) && value[i+1] == '\'' {
			b.WriteByte('\'')
			i++
			continue
		}
		return b.String(), true
	}
	return "", false
}

// ToolTip is a ToolTip property with its text.
type ToolTip struct {
	Owner *syntax.Node // the element holding the property (field(...), action(...), ...)
	prop  *syntax.Node // the ToolTip property
	Token int          // the string token
	Text  string       // the text the literal stands for
}

// ToolTips yields every ToolTip property with a string text set on an
// element (control, action, table field, ...) outside obsolete objects and
// elements.
func ToolTips(pass *analysis.Pass) iter.Seq[ToolTip] {
	return func(yield func(ToolTip) bool) {
		for _, tt := range toolTips.Get(pass) {
			if !yield(tt) {
				return
			}
		}
	}
}

// toolTips are a file's ToolTips, found once for the six rules that check
// them (each walked the file and read every label's text).
var toolTips = analysis.NewShared("tooltips", func(pass *analysis.Pass) []ToolTip {
	f := pass.File
	var out []ToolTip
	pass.Walk(f.Root, func(n *syntax.Node) bool {
		switch n.Kind {
		case syntax.FileNode, syntax.ObjectBody, syntax.Section:
			return true
		case syntax.Object, syntax.Element:
			return !f.IsObsolete(n)
		case syntax.Property:
			if n.Parent == nil || n.Parent.Parent == nil || n.Parent.Parent.Kind != syntax.Element ||
				!strings.EqualFold(f.PropertyName(n), "ToolTip") {
				return false
			}
			if lv := f.PropertyLabel(n); lv.Text >= 0 {
				out = append(out, ToolTip{Owner: n.Parent.Parent, prop: n, Token: lv.Text, Text: lv.TextValue()})
			}
		}
		return false
	})
	return out
})
