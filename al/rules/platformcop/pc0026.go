package platformcop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// PC0026 reports API pages that do not expose id and lastModifiedDateTime.
var PC0026 = &analysis.Rule{
	ID:      "PC0026",
	Title:   "Mandatory fields must be exposed on API pages",
	Message: "API page should expose %s",
	Description: "Clients of Business Central APIs rely on every entity having an id (the record's " +
		"SystemId) and a lastModifiedDateTime (SystemModifiedAt) for lookups and delta synchronisation. " +
		"API pages over a real (not temporary) source table with field controls must expose both; one " +
		"finding per page names what is missing. A page that already has a control called id (or " +
		"lastModifiedDateTime) showing another field, as document buffers expose the document's id " +
		"from an Id field, is taken to expose it. The fix adds every missing field control after the " +
		"last field of the page's repeater. Obsolete pages are skipped.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.PlatformCop,
	FixKeys:  []string{"PC0026.AddFields"},
	Run:      runPC0026,
}

// apiMandatoryFields lists the table fields an API page must expose and the
// control names they must have, in the order the fix adds them.
var apiMandatoryFields = [][2]string{{"SystemId", "id"}, {"SystemModifiedAt", "lastModifiedDateTime"}}

// apiFieldControl is a page field control bound to a field of the source table.
type apiFieldControl struct {
	el          *syntax.Node
	name, field string
	usesRecQual bool
}

func runPC0026(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwPage) {
		if !f.IsPageType(obj, "API") {
			continue
		}
		if p := f.Property(obj, "SourceTableTemporary"); p != nil && f.PropertyValueIs(p, "true") {
			continue
		}
		var controls []apiFieldControl
		names := map[string]bool{} // every control name of the layout, lower case
		syntax.WalkElements(f.Section(obj, syntax.KwLayout), func(el *syntax.Node) bool {
			if tok := f.ElementNameToken(el); tok >= 0 {
				names[strings.ToLower(syntax.Unquote(f.TokenText(tok)))] = true
			}
			if c, ok := boundFieldControl(f, el); ok {
				controls = append(controls, c)
			}
			return true
		})
		if len(controls) == 0 {
			continue
		}
		var missing []string
		var edits []analysis.TextEdit
		ok := true
		for _, mf := range apiMandatoryFields {
			if exposes(controls, mf[0], mf[1]) || names[strings.ToLower(mf[1])] {
				continue
			}
			missing = append(missing, mf[0]+" as field "+mf[1])
			e, can := addAPIField(f, controls, mf[0], mf[1])
			ok = ok && can
			edits = append(edits, e)
		}
		if len(missing) == 0 {
			continue
		}
		if ok {
			edits = edit.MergeInsertions(edits)
		}
		pass.Reportf(f.DeclSpan(obj), []any{strings.Join(missing, " and ")},
			pass.FixIf(ok, "AddFields", "Add the missing fields", edits...))
	}
}

// boundFieldControl reads a field(Name; Expr) control whose expression is a
// source-table field (Rec.Field, Rec."Field" or Field).
func boundFieldControl(f *syntax.File, el *syntax.Node) (apiFieldControl, bool) {
	if f.SectionKind(el) != syntax.KwField {
		return apiFieldControl{}, false
	}
	args := f.ElementArgs(el, false)
	if len(args) != 2 || args[0].Len() != 1 {
		return apiFieldControl{}, false
	}
	c := apiFieldControl{el: el, name: syntax.Unquote(f.TokenText(args[0].First))}
	first, last := args[1].First, args[1].Last
	switch {
	case last-first == 1 && f.Tokens[first].Kind.IsName():
		c.field = syntax.Unquote(f.TokenText(first))
	case last-first == 3 && strings.EqualFold(f.TokenText(first), "Rec") &&
		f.Tokens[first+1].Kind == syntax.Dot && f.Tokens[first+2].Kind.IsName():
		c.field = syntax.Unquote(f.TokenText(first + 2))
		c.usesRecQual = true
	default:
		return apiFieldControl{}, false
	}
	return c, true
}

func exposes(controls []apiFieldControl, field, name string) bool {
	for _, c := range controls {
		if strings.EqualFold(c.field, field) && strings.EqualFold(c.name, name) {
			return true
		}
	}
	return false
}

// addAPIField returns the edit that adds `field(name; Rec.field) { }` after
// the last field control that shares a parent with the first bound control
// (usually the repeater).
func addAPIField(f *syntax.File, controls []apiFieldControl, field, name string) (analysis.TextEdit, bool) {
	parent := controls[0].el.Parent
	var last *syntax.Node
	for _, m := range parent.Children {
		if m.Kind == syntax.Element && f.SectionKind(m) == syntax.KwField {
			last = m
		}
	}
	if last == nil {
		return analysis.TextEdit{}, false
	}
	expr := field
	if controls[0].usesRecQual {
		expr = "Rec." + field
	}
	return edit.InsertMemberAfter(f, last, "field("+name+"; "+expr+") { }"), true
}
