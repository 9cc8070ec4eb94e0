package lintercop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/callgraph"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/procuse"
	"github.com/alfix/alfix/al/syntax"
)

// LC0053 reports internal procedures that only their own object calls.
var LC0053 = &analysis.Rule{
	ID:      "LC0053",
	Title:   "Internal procedure is only used in its own object",
	Message: "The internal procedure '%s' is only called from its own object and can be local",
	Description: "A procedure declared internal that only code of its own object calls gives the rest " +
		"of the app (and its friends) an entry point nobody uses; local says what it is. Calls are " +
		"found as for LC0052: another file counts as calling the procedure when its code mentions " +
		"its name; in its own file (where another object may call it) the name resolution decides, " +
		"and a mention it cannot bind counts as a call from elsewhere. Only procedures with the " +
		"internal keyword are checked (a public procedure of an internal object is not), with the " +
		"exclusions of LC0052, and nothing in an app with internalsVisibleTo friends. The fix " +
		"replaces internal by local.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.LinterCop,
	FixKeys:     []string{"LC0053.MakeLocal"},
	UsesProject: true,
	Run:         runLC0053,
}

func runLC0053(pass *analysis.Pass) {
	f := pass.File
	// local instead of internal: a public procedure of an internal object
	// is left alone.
	internal := func(f *syntax.File, obj, proc *syntax.Node) bool {
		m := f.AccessModifier(proc)
		return m >= 0 && f.Tokens[m].Keyword == syntax.KwInternal
	}
	for proc, use := range procuse.Procedures(pass, internal) {
		if use == callgraph.OwnObject {
			e, ok := edit.MakeLocal(f, proc)
			pass.Reportf(f.DeclSpan(proc), []any{f.DeclName(proc)}, pass.FixIf(ok, "MakeLocal", "Make the procedure local", e))
		}
	}
}
