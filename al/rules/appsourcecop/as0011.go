package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/affixes"
	"github.com/alfix/alfix/al/syntax"
)

// AS0011 reports new objects, table extension fields and page extension
// controls and actions whose names carry none of the mandatory affixes.
var AS0011 = &analysis.Rule{
	ID:      "AS0011",
	Title:   "An affix is required",
	Message: "The identifier '%s' must have at least one of the mandatory affixes '%s'.",
	Description: "Names are shared by every app installed in a tenant; an app that starts or ends the names " +
		"it adds with its registered affix cannot clash with another app's. alfix checks the name of " +
		"every object, the fields a table extension adds and the controls, actions and views a page " +
		"extension adds (inside addfirst, addlast, addafter and addbefore), against AppSourceCop.json's " +
		"mandatoryPrefix, mandatorySuffix and mandatoryAffixes, ignoring case. Without affixes in " +
		"AppSourceCop.json nothing is reported (AS0054 reports that). Obsolete objects and members are " +
		"skipped: a published name cannot change.",
	Severity: analysis.SeverityError,
	Category: "Extensibility",
	Analyzer: project.AppSourceCop,
	Run:      runAS0011,
}

func runAS0011(pass *analysis.Pass) {
	aff := pass.Config.Affixes()
	if len(aff) == 0 {
		return
	}
	f := pass.File
	check := func(name int) {
		if name < 0 {
			return
		}
		if text := syntax.Unquote(f.TokenText(name)); !affixes.Has(text, aff) {
			pass.Reportf(f.Tokens[name].Span, []any{text, affixes.List(aff)})
		}
	}
	for obj := range pass.Objects() {
		kind := f.ObjectKind(obj)
		if kind == syntax.KwDotNet {
			continue
		}
		check(f.ObjectName(obj))
		switch kind {
		case syntax.KwTableExtension:
			for _, field := range f.TableFields(obj) {
				if !f.IsObsolete(field) {
					check(f.ElementNameToken(field))
				}
			}
		case syntax.KwPageExtension:
			for _, sec := range syntax.Members(obj) {
				switch f.SectionKind(sec) {
				case syntax.KwLayout, syntax.KwActions, syntax.KwViews:
					addedElements(f, sec, func(el *syntax.Node) { check(f.ElementNameToken(el)) })
				}
			}
		}
	}
}

// addedElements calls fn for every element a page extension adds below sec:
// the elements inside addfirst, addlast, addafter and addbefore, nested ones
// included, except areas and action references (whose names are not the
// extension's to choose) and obsolete ones with what they hold.
func addedElements(f *syntax.File, sec *syntax.Node, fn func(el *syntax.Node)) {
	syntax.WalkElements(sec, func(el *syntax.Node) bool {
		switch f.SectionKind(el) {
		case syntax.KwAddFirst, syntax.KwAddLast, syntax.KwAddAfter, syntax.KwAddBefore:
			syntax.WalkElements(el, func(added *syntax.Node) bool {
				if f.IsObsolete(added) {
					return false
				}
				switch f.SectionKind(added) {
				case syntax.KwArea, syntax.KwActionRef:
				default:
					fn(added)
				}
				return true
			})
		}
		return false
	})
}
