package rules

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AC0011 reports user-facing objects and controls without a caption.
var AC0011 = &analysis.Rule{
	ID:      "AC0011",
	Title:   "Captions must be defined on user-facing objects and controls",
	Message: "%s '%s' has no Caption",
	Description: "Users see captions, not names, and only captions are translated. A Caption (or " +
		"CaptionML) is required on tables, table fields (also those added by table extensions), " +
		"pages, page field controls and actions (also those added by page extensions), enum " +
		"values (except a blank one, value(0; \"\")), queries and assignable permission sets. A page field control may also set " +
		"CaptionClass or ShowCaption = false, and otherwise shows the caption of the table field it " +
		"displays: it is reported only when that field is in the project and has no caption, or when " +
		"it shows a variable or an expression. Fields of tables outside the project are assumed to " +
		"have captions. API pages and queries, obsolete objects, fields and controls, and controls " +
		"changed with modify(...) are skipped. The fix adds a Caption made of the name.",
	Severity:    analysis.SeverityInfo,
	Category:    "Design",
	Analyzer:    project.ApplicationCop,
	FixKeys:     []string{"AC0011.AddCaptionFromName"},
	UsesProject: true,
	Run:         runAC0011,
}

func runAC0011(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects() {
		switch f.ObjectKind(obj) {
		case syntax.KwTable:
			ac0011Object(pass, obj, "Table")
			ac0011TableFields(pass, obj)
		case syntax.KwTableExtension:
			ac0011TableFields(pass, obj)
		case syntax.KwPage:
			if f.IsPageType(obj, "API") {
				continue
			}
			ac0011Object(pass, obj, "Page")
			ac0011Controls(pass, obj)
		case syntax.KwPageExtension:
			ac0011Controls(pass, obj)
		case syntax.KwEnum, syntax.KwEnumExtension:
			for _, m := range syntax.Members(obj) {
				if m.Kind == syntax.Element && f.SectionKind(m) == syntax.KwValue && !f.IsObsolete(m) &&
					!ac0011HasCaption(f, m) && !ac0011BlankName(f, m) {
					ac0011Element(pass, m, "Enum value")
				}
			}
		case syntax.KwQuery:
			if p := f.Property(obj, "QueryType"); p == nil || !f.PropertyValueIs(p, "API") {
				ac0011Object(pass, obj, "Query")
			}
		case syntax.KwPermissionSet:
			if p := f.Property(obj, "Assignable"); p == nil || !f.PropertyValueIs(p, "false") {
				ac0011Object(pass, obj, "Permission set")
			}
		}
	}
}

// ac0011HasCaption reports whether an object or element sets Caption or
// CaptionML.
func ac0011HasCaption(f *syntax.File, n *syntax.Node) bool {
	return f.Property(n, "Caption") != nil || f.Property(n, "CaptionML") != nil
}

// ac0011Object reports an object without a caption.
func ac0011Object(pass *analysis.Pass, obj *syntax.Node, what string) {
	f := pass.File
	if ac0011HasCaption(f, obj) {
		return
	}
	ac0011Report(pass, obj, what, f.DeclName(obj))
}

// ac0011Element reports an element (field, control, action, enum value)
// without a caption.
func ac0011Element(pass *analysis.Pass, el *syntax.Node, what string) {
	f := pass.File
	name := ""
	if tok := f.ElementNameToken(el); tok >= 0 {
		name = syntax.Unquote(f.TokenText(tok))
	}
	ac0011Report(pass, el, what, name)
}

// ac0011Report reports n without a caption, offering a Caption made of its
// name when it has one.
func ac0011Report(pass *analysis.Pass, n *syntax.Node, what, name string) {
	f := pass.File
	e, ok := edit.AddProperty(f, n, ac0011Caption(name))
	pass.Reportf(f.DeclSpan(n), []any{what, name},
		pass.FixIf(ok && name != "", "AddCaptionFromName", "Add a Caption from the name", e))
}

// ac0011BlankName reports whether an element is named "" or " " (a blank
// enum value shows nothing, whatever its caption).
func ac0011BlankName(f *syntax.File, el *syntax.Node) bool {
	tok := f.ElementNameToken(el)
	return tok >= 0 && strings.TrimSpace(syntax.Unquote(f.TokenText(tok))) == ""
}

// ac0011Caption returns the Caption property line for a name.
func ac0011Caption(name string) string {
	return "Caption = '" + strings.ReplaceAll(name, "'", "''") + "';"
}

// ac0011TableFields reports the fields of a table or table extension
// without a caption.
func ac0011TableFields(pass *analysis.Pass, obj *syntax.Node) {
	f := pass.File
	for _, fl := range f.TableFields(obj) {
		if !f.IsObsolete(fl) && !ac0011HasCaption(f, fl) {
			ac0011Element(pass, fl, "Field")
		}
	}
}

// ac0011Controls reports the page field controls and actions of a page or
// page extension without a caption.
func ac0011Controls(pass *analysis.Pass, obj *syntax.Node) {
	f := pass.File
	for el, kind := range f.PageControls(obj) {
		switch show := f.Property(el, "ShowCaption"); {
		case ac0011HasCaption(f, el):
		case kind == syntax.KwAction:
			ac0011Element(pass, el, "Action")
		case f.Property(el, "CaptionClass") != nil:
		case show != nil && f.PropertyValueIs(show, "false"):
		case ac0011SourceCaptioned(pass, el):
		default:
			ac0011Element(pass, el, "Field")
		}
	}
}

// ac0011SourceCaptioned reports whether a page field control shows a table
// field that gives it a caption, or a source alfix cannot judge (a field
// of a table outside the project): only a known table field without a
// caption, a variable or an expression give false.
func ac0011SourceCaptioned(pass *analysis.Pass, el *syntax.Node) bool {
	f := pass.File
	groups := f.ElementArgs(el, false)
	args := el.Child(syntax.ElementArgs)
	if len(groups) < 2 || args == nil {
		return true
	}
	var expr *syntax.Node
	for _, c := range args.Children {
		if int(c.First) == groups[1].First && c.Kind.IsExpression() {
			expr = c
		}
	}
	if expr == nil {
		return true
	}
	scopes := pass.Scopes()
	switch expr.Kind {
	case syntax.NameExpr:
		r := scopes.RefOf(expr)
		switch {
		case r == nil || r.MaybeField || r.Ambiguous:
			return true
		case r.Field != nil:
			return ac0011FieldCaptioned(r.Field)
		case r.Decl != nil:
			return false
		}
		return true
	case syntax.MemberExpr:
		if len(expr.Children) == 0 {
			return true
		}
		t := scopes.TypeOf(expr.Children[0])
		if !t.Known() {
			return true
		}
		if !t.Is("Record") {
			return false
		}
		member := int(expr.Last) - 1
		if pass.Summary == nil || !f.Tokens[member].Kind.IsName() {
			return true
		}
		fl := pass.Summary.TableField(t.Object, syntax.Unquote(f.TokenText(member)))
		return fl == nil || ac0011FieldCaptioned(fl)
	}
	// A call or another expression has no caption of its own.
	return false
}

// ac0011FieldCaptioned reports whether a table field sets a caption.
func ac0011FieldCaptioned(fl *symbols.Field) bool {
	if fl.Caption != "" {
		return true
	}
	for _, p := range fl.Properties {
		if strings.EqualFold(p.Name, "Caption") || strings.EqualFold(p.Name, "CaptionML") {
			return true
		}
	}
	return false
}
