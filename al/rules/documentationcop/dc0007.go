package documentationcop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// DC0007 and DC0008 share one analysis: an object without a `///`
// documentation comment is DC0007's when it is public and DC0008's when
// its Access is Internal.

// DC0007 reports public objects without documentation comments.
var DC0007 = &analysis.Rule{
	ID:      "DC0007",
	Title:   "Public objects must include XML documentation comments",
	Message: "Public object %s has no /// documentation comment",
	Description: "A public codeunit, table, page, report, query, xmlport, enum, interface, permission " +
		"set, profile or control add-in is part of the app's API. Document what it is for with `///` " +
		"XML documentation comments written directly before the object (a comment holding only " +
		"white space does not count). Extension objects, test codeunits and obsolete objects are " +
		"skipped.",
	Severity: analysis.SeverityInfo,
	Category: "Design",
	Analyzer: project.DocumentationCop,
	Run:      func(pass *analysis.Pass) { reportUndocumentedObjects(pass, false) },
}

// DC0008 reports internal objects without documentation comments.
var DC0008 = &analysis.Rule{
	ID:      "DC0008",
	Title:   "Internal objects must include XML documentation comments",
	Message: "Internal object %s has no /// documentation comment",
	Description: "An object with Access = Internal can be used by the apps named in " +
		"internalsVisibleTo. Document it with `///` XML documentation comments. Off by default. " +
		"Extension objects, test codeunits and obsolete objects are skipped.",
	Severity:     analysis.SeverityInfo,
	OffByDefault: true,
	Category:     "Design",
	Analyzer:     project.DocumentationCop,
	Run:          func(pass *analysis.Pass) { reportUndocumentedObjects(pass, true) },
}

// documentedObjectKinds are the object kinds DC0007 and DC0008 check.
var documentedObjectKinds = []syntax.Keyword{
	syntax.KwCodeunit, syntax.KwControlAddIn, syntax.KwEnum, syntax.KwInterface, syntax.KwPage,
	syntax.KwPermissionSet, syntax.KwProfile, syntax.KwQuery, syntax.KwReport, syntax.KwTable, syntax.KwXmlPort,
}

// reportUndocumentedObjects reports, on their names, the public objects
// (internal false) or the internal ones without a documentation comment
// that says something.
func reportUndocumentedObjects(pass *analysis.Pass, internal bool) {
	f := pass.File
	for obj := range pass.Objects(documentedObjectKinds...) {
		if f.IsPublic(obj) == internal || f.IsTestCodeunit(obj) || hasDocText(f, obj) {
			continue
		}
		span := f.DeclSpan(obj)
		pass.Reportf(span, []any{f.Text(span)})
	}
}

// hasDocText reports whether the documentation comments before n hold any
// text.
func hasDocText(f *syntax.File, n *syntax.Node) bool {
	for _, line := range f.DocComments(n) {
		if strings.TrimSpace(f.DocCommentText(line)) != "" {
			return true
		}
	}
	return false
}
