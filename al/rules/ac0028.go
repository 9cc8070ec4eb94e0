package rules

import (
	"iter"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AC0028 reports page field ToolTips whose table field has none.
var AC0028 = &analysis.Rule{
	ID:      "AC0028",
	Title:   "Table field must define a ToolTip",
	Message: "Table field '%s' has no ToolTip while page field '%s' has one; define the ToolTip on the table field and remove it from the page field",
	Description: "A table field can carry the ToolTip that " +
		"every page showing it uses. A ToolTip written on each page field is repeated, and drifts " +
		"apart. Reported: a page or page extension field control with a ToolTip that shows a field " +
		"(Rec.Field or the bare field name) of a table or table extension of the project that has no " +
		"ToolTip. Fields of tables outside the project are not judged (they cannot be changed here). " +
		"Obsolete objects, controls and table fields are skipped.",
	Severity:    analysis.SeverityInfo,
	Category:    "Design",
	Analyzer:    project.ApplicationCop,
	UsesProject: true,
	Run:         runAC0028,
}

func runAC0028(pass *analysis.Pass) {
	for pt := range pageFieldToolTips(pass) {
		if pt.tableToolTip == nil {
			pass.Reportf(pass.File.Span(pt.prop), []any{pt.field.Name, pt.control})
		}
	}
}

// pageFieldToolTip is the ToolTip of a page field control that shows a
// table field of the project.
type pageFieldToolTip struct {
	prop    *syntax.Node // the control's ToolTip property
	text    string       // its text
	control string       // the control's name
	field   *symbols.Field
	// tableToolTip is the text of the table field's ToolTip; nil when it has none.
	tableToolTip *string
}

// pageFieldToolTips yields the ToolTips of page and page extension field
// controls (outside obsolete objects and controls) that show a field of a
// table or table extension declared in the project (not obsolete).
func pageFieldToolTips(pass *analysis.Pass) iter.Seq[pageFieldToolTip] {
	f := pass.File
	return func(yield func(pageFieldToolTip) bool) {
		if pass.Summary == nil {
			return
		}
		for tt := range toolTips(pass) {
			el := tt.owner
			obj := el.Ancestor(syntax.Object)
			if obj == nil || f.SectionKind(el) != syntax.KwField {
				continue
			}
			if k := f.ObjectKind(obj); k != syntax.KwPage && k != syntax.KwPageExtension {
				continue
			}
			fl := pageControlField(pass, obj, el)
			if fl == nil || fl.ObsoleteState != "" && !strings.EqualFold(fl.ObsoleteState, "No") {
				continue
			}
			pt := pageFieldToolTip{prop: tt.prop, text: tt.text, field: fl}
			if tok := f.ElementNameToken(el); tok >= 0 {
				pt.control = syntax.Unquote(f.TokenText(tok))
			}
			for _, p := range fl.Properties {
				if strings.EqualFold(p.Name, "ToolTip") {
					if s, ok := firstStringLiteral(p.Value); ok {
						pt.tableToolTip = &s
					}
				}
			}
			if !yield(pt) {
				return
			}
		}
	}
}

// pageControlField returns the table field a page field control shows
// (`Rec.Field`, `Field` of the implicit record) when that field is declared
// in a table or table extension of the project; nil otherwise (a variable,
// an expression, a field of a dependency's table or one alfix cannot
// resolve).
func pageControlField(pass *analysis.Pass, obj, el *syntax.Node) *symbols.Field {
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
