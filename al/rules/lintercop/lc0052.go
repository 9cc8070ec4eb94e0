package lintercop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/callgraph"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/procuse"
	"github.com/alfix/alfix/al/syntax"
)

// LC0052 reports internal procedures that no code of the app calls.
var LC0052 = &analysis.Rule{
	ID:      "LC0052",
	Title:   "Internal procedure is never used",
	Message: "The internal procedure '%s' is not used anywhere in the app",
	Description: "Only the app itself (and the apps it names in internalsVisibleTo) can call an " +
		"internal procedure, or a public one of an object with Access = Internal; when no code of " +
		"the project calls it, it is dead code. A call from the procedure's own body does not count. " +
		"Another file counts as calling it when its code mentions the procedure's name at all (per " +
		"file, alfix keeps the names each file's code mentions with its declarations); in the " +
		"procedure's own file the name resolution decides, and a mention it cannot bind counts as a " +
		"call. Overloads are told apart by their number of parameters when the calls are in the " +
		"procedure's own file (overloads with the same number count as one). Not reported: local, protected and public " +
		"procedures of public objects; procedures without a body; procedures with an attribute other " +
		"than TryFunction, NonDebuggable, Scope, InherentPermissions or CommitBehavior (tests, " +
		"handlers, events, obsolete procedures); Notification and ErrorInfo actions (a codeunit " +
		"procedure with one parameter of that type); procedures an implemented interface requires; " +
		"procedures of obsolete objects; names mentioned in an inactive #if branch; nothing at all in " +
		"an app with internalsVisibleTo friends (their code, which may call any internal procedure, " +
		"is not in the project). The fix removes the procedure with its attributes and /// " +
		"documentation; it is not offered when a directive sits inside the procedure.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.LinterCop,
	FixKeys:     []string{"LC0052.RemoveProcedure"},
	UsesProject: true,
	Run:         runLC0052,
}

func runLC0052(pass *analysis.Pass) {
	f := pass.File
	internal := func(f *syntax.File, obj, proc *syntax.Node) bool { return callgraph.Reach(f, obj, proc) == "internal" }
	for proc, use := range procuse.Procedures(pass, internal) {
		if use == callgraph.Unused {
			e, ok := edit.RemoveMember(f, proc)
			pass.Reportf(f.DeclSpan(proc), []any{f.DeclName(proc)},
				pass.FixIf(ok, "RemoveProcedure", "Remove the unused procedure", e))
		}
	}
}
