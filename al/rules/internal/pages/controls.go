package pages

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// NotAField reports whether a control's source expression is
// certainly not a table field.
func NotAField(scopes *symbols.FileScopes, e *syntax.Node) bool {
	if scopes.FieldOf(e) != nil {
		return false
	}
	switch e.Kind {
	case syntax.NameExpr:
		r := scopes.RefOf(e)
		return r != nil && !r.Ambiguous && !r.MaybeField && r.Decl != nil && r.Decl.Kind.IsVariable()
	case syntax.CallExpr, syntax.LiteralExpr, syntax.BinaryExpr, syntax.UnaryExpr, syntax.TernaryExpr:
		return true
	case syntax.ParenExpr:
		return len(e.Children) == 1 && NotAField(scopes, e.Children[0])
	case syntax.IndexExpr:
		return len(e.Children) > 0 && e.Children[0].Kind == syntax.NameExpr && NotAField(scopes, e.Children[0])
	}
	return false
}

// CaptionHidden reports whether a control sets ShowCaption = false: the page
// shows neither its caption nor, CodeCop holds, a ToolTip for it, so AA0218
// and AA0225 do not ask for them (Microsoft's own code builds with such
// controls under generalAction Error).
func CaptionHidden(f *syntax.File, el *syntax.Node) bool {
	p := f.Property(el, "ShowCaption")
	return p != nil && f.PropertyValueIs(p, "false")
}

// FooterBarAction reports whether an action of a NavigatePage sets
// InFooterBar = true: a wizard's Back, Next and Finish buttons, whose
// caption is all the user reads.
func FooterBarAction(f *syntax.File, page, el *syntax.Node) bool {
	p := f.Property(el, "InFooterBar")
	return p != nil && f.PropertyValueIs(p, "true") && f.IsPageType(page, "NavigatePage")
}

// AmountWithoutExpression reports whether a field or control has
// AutoFormatType = 1 (amount) and no AutoFormatExpression.
func AmountWithoutExpression(f *syntax.File, el *syntax.Node) bool {
	p := f.Property(el, "AutoFormatType")
	return p != nil && f.PropertyValueIs(p, "1") && f.Property(el, "AutoFormatExpression") == nil
}

// SourceField returns the lower-case field name a field control
// shows when its source expression is a field of the page's record (Rec.Name,
// Rec."Name", or a bare Name that is not one of the page's globals), or "".
func SourceField(f *syntax.File, el *syntax.Node, globals map[string]bool) string {
	args := f.ElementArgs(el, false)
	if len(args) < 2 {
		return ""
	}
	first, last := args[1].First, args[1].Last
	switch {
	case last-first == 1 && f.Tokens[first].Kind.IsName():
		if globals[strings.ToLower(syntax.Unquote(f.TokenText(first)))] {
			return "" // a page variable or method, not a field
		}
	case last-first == 3 && strings.EqualFold(f.TokenText(first), "Rec") && f.Tokens[first+1].Kind == syntax.Dot &&
		f.Tokens[first+2].Kind.IsName():
		first += 2
	default:
		return ""
	}
	return strings.ToLower(syntax.Unquote(f.TokenText(first)))
}

// Globals returns the lower-case names of an object's global
// variables and procedures.
func Globals(f *syntax.File, obj *syntax.Node) map[string]bool {
	out := map[string]bool{}
	for _, m := range syntax.Members(obj) {
		switch m.Kind {
		case syntax.VarSection:
			for _, d := range m.ChildrenOf(syntax.VariableDecl) {
				for _, i := range f.VarNames(d) {
					out[strings.ToLower(syntax.Unquote(f.TokenText(i)))] = true
				}
			}
		case syntax.Procedure:
			out[strings.ToLower(f.DeclName(m))] = true
		}
	}
	return out
}

// NonFieldControls yields the field controls of the file's pages, page
// extensions and report request pages whose source expression is
// certainly not a table field (see NotAField), with that expression.
// Obsolete controls are skipped.
func NonFieldControls(pass *analysis.Pass) func(yield func(el, src *syntax.Node) bool) {
	return func(yield func(el, src *syntax.Node) bool) {
		f := pass.File
		scopes := pass.Scopes()
		for _, obj := range f.Objects() {
			page := obj
			switch f.ObjectKind(obj) {
			case syntax.KwPage, syntax.KwPageExtension:
			case syntax.KwReport:
				if page = f.Section(obj, syntax.KwRequestPage); page == nil {
					continue
				}
			default:
				continue
			}
			for el, kind := range f.PageControls(page) {
				if kind != syntax.KwField {
					continue
				}
				args := el.Child(syntax.ElementArgs)
				if args == nil || len(args.Children) < 2 || !NotAField(scopes, args.Children[1]) {
					continue
				}
				if !yield(el, args.Children[1]) {
					return
				}
			}
		}
	}
}
