package applicationcop

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
	Description: "Users see captions, not names, and only captions are translated. A Caption, " +
		"CaptionML or CaptionClass (or ShowCaption = false) is required on tables, table fields (also " +
		"those added by table extensions), pages, page controls (fields, groups, cue groups, fixed " +
		"parts, and parts whose page has no caption either) and actions and action groups (also those " +
		"added by page extensions), analysis views, enum values (except a blank one, value(0; \"\")), " +
		"queries and assignable permission sets. Action groups named after the predefined promoted " +
		"categories (Category_Process, ...) and split-button groups take their caption from elsewhere " +
		"(a split button in the promoted area with an action of repeater scope excepted). A page field " +
		"control without a caption shows the caption of the table field it displays: it is reported " +
		"only when that field is known (in the project or a loaded dependency) and has no caption, or " +
		"when it shows a variable or an expression. API pages and queries, obsolete objects, fields " +
		"and controls, and controls changed with modify(...) are skipped. The fix adds a Caption made " +
		"of the name.",
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
		if !f.IsObsolete(fl) && !ac0011HasCaption(f, fl) && f.Property(fl, "CaptionClass") == nil {
			ac0011Element(pass, fl, "Field")
		}
	}
}

// ac0011Controls reports the controls and actions of a page or page
// extension without a caption: field controls (see ac0011SourceCaptioned),
// layout groups, cue groups and fixed parts, parts whose page has no
// caption either, actions and action groups (not the predefined promoted
// categories, nor split-button groups unless the promoted area shows them
// with an action of repeater scope), and analysis views. Controls changed
// with modify(...) and obsolete ones are skipped with what they hold.
func ac0011Controls(pass *analysis.Pass, obj *syntax.Node) {
	f := pass.File
	for _, sec := range syntax.Members(obj) {
		if sec.Kind != syntax.Section {
			continue
		}
		switch f.SectionKind(sec) {
		case syntax.KwLayout, syntax.KwActions, syntax.KwAnalysisViews:
		default:
			continue
		}
		syntax.WalkElements(sec, func(el *syntax.Node) bool {
			kind := f.SectionKind(el)
			if kind == syntax.KwModify || f.IsObsolete(el) {
				return false
			}
			if ac0011HasCaption(f, el) || f.Property(el, "CaptionClass") != nil || ac0011ShowCaptionOff(f, el) {
				return true
			}
			switch kind {
			case syntax.KwField:
				if !ac0011SourceCaptioned(pass, el) {
					ac0011Element(pass, el, "Field")
				}
			case syntax.KwGroup:
				if f.SectionKind(sec) == syntax.KwActions {
					if ac0011GroupNeedsCaption(f, sec, el) {
						ac0011Element(pass, el, "Action group")
					}
				} else {
					ac0011Element(pass, el, "Group")
				}
			case syntax.KwCueGroup, syntax.KwFixed:
				ac0011Element(pass, el, "Group")
			case syntax.KwPart:
				if !ac0011PartCaptioned(pass, el) {
					ac0011Element(pass, el, "Part")
				}
			case syntax.KwAction:
				ac0011Element(pass, el, "Action")
			case syntax.KwAnalysisView:
				ac0011Element(pass, el, "Analysis view")
			}
			return true
		})
	}
}

// ac0011ShowCaptionOff reports whether an element sets ShowCaption = false.
func ac0011ShowCaptionOff(f *syntax.File, el *syntax.Node) bool {
	show := f.Property(el, "ShowCaption")
	return show != nil && f.PropertyValueIs(show, "false")
}

// ac0011GroupNeedsCaption reports whether an action group needs a caption:
// the groups named after the predefined promoted categories
// (Category_New, Category_Process, Category_Report, Category_Category4 ...)
// take theirs from the platform, and a split-button group shows its first
// action's caption, except in the promoted area when one of its action
// references targets an action of repeater scope.
func ac0011GroupNeedsCaption(f *syntax.File, actions, group *syntax.Node) bool {
	if tok := f.ElementNameToken(group); tok >= 0 && ac0011PredefinedCategory(syntax.Unquote(f.TokenText(tok))) {
		return false
	}
	showAs := f.Property(group, "ShowAs")
	if showAs == nil || !f.PropertyValueIs(showAs, "SplitButton") {
		return true
	}
	area := group.Parent
	for area != nil && (area.Kind != syntax.Element || f.SectionKind(area) != syntax.KwArea) {
		area = area.Parent
	}
	if area == nil || area.Parent == nil || f.ElementNameToken(area) < 0 ||
		!syntax.SameName(f.TokenText(f.ElementNameToken(area)), "Promoted") {
		return false
	}
	scopes := map[string]bool{} // action name -> Scope = Repeater
	syntax.WalkElements(actions, func(el *syntax.Node) bool {
		if f.SectionKind(el) == syntax.KwAction {
			if tok := f.ElementNameToken(el); tok >= 0 {
				sc := f.Property(el, "Scope")
				scopes[strings.ToLower(syntax.Unquote(f.TokenText(tok)))] = sc != nil && f.PropertyValueIs(sc, "Repeater")
			}
		}
		return true
	})
	repeater := false
	syntax.WalkElements(group, func(el *syntax.Node) bool {
		if f.SectionKind(el) == syntax.KwActionRef {
			if args := f.ElementArgs(el, false); len(args) > 1 && scopes[strings.ToLower(syntax.Unquote(f.RangeText(args[1])))] {
				repeater = true
			}
		}
		return !repeater
	})
	return repeater
}

// ac0011PredefinedCategory reports whether an action group name is one of
// the predefined promoted categories.
func ac0011PredefinedCategory(name string) bool {
	n := strings.ToLower(name)
	switch n {
	case "category_new", "category_process", "category_report":
		return true
	}
	rest, ok := strings.CutPrefix(n, "category_category")
	if !ok || rest == "" {
		return false
	}
	for _, c := range rest {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// ac0011PartCaptioned reports whether a part control shows a caption: the
// caption of the page it shows, when that page is known; a part whose page
// is not in the summary (or a system part) is not judged.
func ac0011PartCaptioned(pass *analysis.Pass, el *syntax.Node) bool {
	f := pass.File
	args := f.ElementArgs(el, false)
	if len(args) < 2 || pass.Summary == nil {
		return true
	}
	page := pass.Summary.Object("page", f.RangeText(args[1]))
	if page == nil {
		return true
	}
	for _, p := range page.Properties {
		if strings.EqualFold(p.Name, "Caption") || strings.EqualFold(p.Name, "CaptionML") || strings.EqualFold(p.Name, "CaptionClass") {
			return true
		}
	}
	return false
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
		if strings.EqualFold(p.Name, "Caption") || strings.EqualFold(p.Name, "CaptionML") || strings.EqualFold(p.Name, "CaptionClass") {
			return true
		}
	}
	return false
}
