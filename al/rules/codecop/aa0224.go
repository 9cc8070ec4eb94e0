package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/pages"
	"github.com/alfix/alfix/al/syntax"
)

// AA0224 reports OptionCaptions whose count differs from the options'.
var AA0224 = &analysis.Rule{
	ID:      "AA0224",
	Title:   "The count of option captions specified in the OptionCaption property is wrong",
	Message: "The OptionCaption of %s has %d captions for %d options",
	Description: "Every option needs its caption, in order: with fewer captions the last options show " +
		"their internal names, with more the captions shift. Checked are table fields with " +
		"OptionMembers (tables and table extensions) and page field controls showing a global Option " +
		"variable of the page or a field of the page's source table that is known in the project or " +
		"a loaded dependency (Rec.Field or a bare field name); a field whose table is not known " +
		"(dependency symbols missing) is not checked, nor are report columns. Empty OptionCaptions " +
		"are AA0223's. Obsolete objects, fields and controls and API pages are skipped. No fix: which " +
		"caption is missing or extra is the author's to tell.",
	Severity:    analysis.SeverityWarning,
	Category:    "Localizability",
	Analyzer:    project.CodeCop,
	UsesProject: true,
	Run:         runAA0224,
}

func runAA0224(pass *analysis.Pass) {
	f := pass.File
	var options map[string]int // per object: global Option variables and their option count
	var lastObj *syntax.Node
	for fe := range pages.FieldElements(pass, pages.TableFields|pages.PageFields) {
		_, lv, ok := pages.FieldLabel(f, fe.El, "OptionCaption")
		if !ok || strings.TrimSpace(lv.TextValue()) == "" {
			continue
		}
		captions := strings.Count(lv.TextValue(), ",") + 1
		members := -1
		if fe.Table {
			if p := f.Property(fe.El, "OptionMembers"); p != nil {
				members = optionCount(f.PropertyValueText(p))
			}
		} else {
			obj := fe.El.Ancestor(syntax.Object)
			if obj != lastObj {
				lastObj, options = obj, aa0224OptionGlobals(f, obj)
			}
			members = aa0224ControlOptions(pass, obj, fe.El, options)
		}
		if members >= 0 && members != captions {
			pass.Reportf(f.Tokens[lv.Text].Span, []any{f.Text(f.DeclSpan(fe.El)), captions, members})
		}
	}
}

// aa0224ControlOptions returns the option count of what a page field
// control shows, or -1 when it is not known.
func aa0224ControlOptions(pass *analysis.Pass, obj, el *syntax.Node, options map[string]int) int {
	f := pass.File
	args := f.ElementArgs(el, false)
	if len(args) < 2 {
		return -1
	}
	if args[1].Len() == 1 && f.Tokens[args[1].First].Kind.IsName() {
		if n, ok := options[strings.ToLower(syntax.Unquote(f.TokenText(args[1].First)))]; ok {
			return n
		}
	}
	field := pages.SourceField(f, el, pages.Globals(f, obj))
	if field == "" || pass.Summary == nil {
		return -1
	}
	var table string
	if st := f.Property(obj, "SourceTable"); st != nil {
		table = syntax.Unquote(strings.TrimSpace(f.PropertyValueText(st)))
	} else if f.ObjectKind(obj) == syntax.KwPageExtension {
		if sym := pass.Scopes().ObjectSymbols(obj); sym != nil {
			if t := pass.Summary.PageSourceTable(sym); t != nil {
				table = t.Name
			}
		}
	}
	if table == "" {
		return -1
	}
	if fl := pass.Summary.TableField(table, field); fl != nil && fl.OptionMembers != "" {
		return optionCount(fl.OptionMembers)
	}
	return -1
}

// aa0224OptionGlobals maps the object's global Option variables (lower-case
// names) to their option counts.
func aa0224OptionGlobals(f *syntax.File, obj *syntax.Node) map[string]int {
	out := map[string]int{}
	for _, m := range syntax.Members(obj) {
		if m.Kind != syntax.VarSection {
			continue
		}
		for _, d := range m.ChildrenOf(syntax.VariableDecl) {
			tr := d.Child(syntax.TypeRef)
			if tr == nil || tr.Len() < 2 || !strings.EqualFold(f.TokenText(int(tr.First)), "Option") {
				continue
			}
			n := optionCount(f.Text(syntax.Span{Start: f.Tokens[tr.First+1].Span.Start, End: f.Tokens[tr.Last-1].Span.End}))
			for _, i := range f.VarNames(d) {
				out[strings.ToLower(syntax.Unquote(f.TokenText(i)))] = n
			}
		}
	}
	return out
}

// optionCount returns the number of options an OptionMembers value or an
// Option type's member list names: its commas outside quoted names, plus
// one (empty members count).
func optionCount(members string) int {
	n, quoted := 1, false
	for _, r := range members {
		switch {
		case r == '"':
			quoted = !quoted
		case r == ',' && !quoted:
			n++
		}
	}
	return n
}
