package documentationcop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// DC0004, DC0006, DC0009 and DC0010 share one analysis: every procedure
// without a `///` documentation comment falls into exactly one of them, by
// what it is (an event publisher) or how far it is visible.

// DC0004 reports public procedures without documentation comments.
var DC0004 = &analysis.Rule{
	ID:      "DC0004",
	Title:   "Public procedures must include XML documentation comments",
	Message: "Public procedure %s has no /// documentation comment; document it, or make it local or internal",
	Description: "A public procedure is part of the app's API: other apps can call it. Document what it " +
		"does, its parameters and its return value with `///` XML documentation comments written " +
		"directly before the procedure (before its attributes), or restrict it to local or internal. " +
		"Procedures of test codeunits, of obsolete objects and procedures marked [Obsolete] are " +
		"skipped; event publishers are DC0009's and DC0010's.",
	Severity: analysis.SeverityInfo,
	Category: "Design",
	Analyzer: project.DocumentationCop,
	Run:      func(pass *analysis.Pass) { reportUndocumented(pass, docPublic) },
}

// DC0006 reports internal procedures without documentation comments.
var DC0006 = &analysis.Rule{
	ID:      "DC0006",
	Title:   "Internal procedures must include XML documentation comments",
	Message: "Internal procedure %s has no /// documentation comment; document it, or make it local",
	Description: "An internal procedure, or a public one in an object with Access = Internal, can be " +
		"called by the apps named in internalsVisibleTo. Document it with `///` XML documentation " +
		"comments, or make it local. Off by default. Test codeunits, obsolete objects and procedures " +
		"marked [Obsolete] are skipped.",
	Severity:     analysis.SeverityInfo,
	OffByDefault: true,
	Category:     "Design",
	Analyzer:     project.DocumentationCop,
	Run:          func(pass *analysis.Pass) { reportUndocumented(pass, docInternal) },
}

// DC0009 reports integration and business events without documentation
// comments.
var DC0009 = &analysis.Rule{
	ID:      "DC0009",
	Title:   "An integration or business event must include XML documentation comments",
	Message: "Event %s has no /// documentation comment",
	Description: "Integration and business events are part of the app's API whatever their access: " +
		"other apps subscribe to them. Document when the event is raised and what its parameters " +
		"mean with `///` XML documentation comments. Test codeunits, obsolete objects and events " +
		"marked [Obsolete] are skipped.",
	Severity: analysis.SeverityInfo,
	Category: "Design",
	Analyzer: project.DocumentationCop,
	Run:      func(pass *analysis.Pass) { reportUndocumented(pass, docEvent) },
}

// DC0010 reports internal events without documentation comments.
var DC0010 = &analysis.Rule{
	ID:      "DC0010",
	Title:   "Internal event must include XML documentation comments",
	Message: "Internal event %s has no /// documentation comment",
	Description: "An [InternalEvent] can be subscribed to by the apps named in internalsVisibleTo. " +
		"Document it with `///` XML documentation comments. Off by default. Test codeunits, obsolete " +
		"objects and events marked [Obsolete] are skipped.",
	Severity:     analysis.SeverityInfo,
	OffByDefault: true,
	Category:     "Design",
	Analyzer:     project.DocumentationCop,
	Run:          func(pass *analysis.Pass) { reportUndocumented(pass, docInternalEvent) },
}

// docKind says which rule an undocumented procedure belongs to.
type docKind uint8

const (
	docPublic docKind = iota
	docInternal
	docEvent
	docInternalEvent
)

// undocumentedProc is a procedure without documentation comments and the
// rule it falls under.
type undocumentedProc struct {
	proc *syntax.Node
	kind docKind
}

// undocumentedProcs lists the file's undocumented procedures once for the
// four rules.
var undocumentedProcs = analysis.NewShared("undocumented procedures", func(pass *analysis.Pass) []undocumentedProc {
	f := pass.File
	var out []undocumentedProc
	for obj := range pass.Objects() {
		if f.IsTestCodeunit(obj) {
			continue
		}
		internalObject := !f.IsPublic(obj)
		for _, proc := range syntax.Procedures(obj) {
			if f.HasObsoleteAttribute(proc) || len(f.DocComments(proc)) > 0 {
				continue
			}
			kind := docPublic
			switch {
			case f.Attribute(proc, "IntegrationEvent", "BusinessEvent") != nil:
				kind = docEvent
			case f.Attribute(proc, "InternalEvent") != nil:
				kind = docInternalEvent
			default:
				m := f.AccessModifier(proc)
				switch {
				case m >= 0 && f.Tokens[m].Keyword == syntax.KwLocal:
					continue
				case m >= 0 && f.Tokens[m].Keyword == syntax.KwInternal, internalObject:
					kind = docInternal
				}
			}
			out = append(out, undocumentedProc{proc, kind})
		}
	}
	return out
})

// reportUndocumented reports the undocumented procedures of one kind on
// their names.
func reportUndocumented(pass *analysis.Pass, kind docKind) {
	f := pass.File
	for _, u := range undocumentedProcs.Get(pass) {
		if u.kind != kind {
			continue
		}
		span := f.DeclSpan(u.proc)
		pass.Reportf(span, []any{f.Text(span)})
	}
}
