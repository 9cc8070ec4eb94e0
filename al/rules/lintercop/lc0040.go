package lintercop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/rules/internal/records"
)

// LC0040 reports record writes that leave the RunTrigger argument to its
// default.
var LC0040 = &analysis.Rule{
	ID:      "LC0040",
	Title:   "Explicitly set the RunTrigger parameter on record write methods",
	Message: "The call '%s' does not say whether the table triggers run: pass RunTrigger (true or false) explicitly",
	Description: "Insert, Modify, Delete, DeleteAll and ModifyAll of a Record run the table's OnInsert, " +
		"OnModify or OnDelete trigger only when their RunTrigger argument is true, and it defaults to " +
		"false. A call without it reads as if the triggers ran; writing true or false states the intent. " +
		"Reported are calls on Record variables (not RecordRef) that pass fewer arguments than the " +
		"RunTrigger position: none for Insert, Modify, Delete and DeleteAll, two for ModifyAll. " +
		"Obsolete code is skipped.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.LinterCop,
	UsesProject: true,
	Run:         runLC0040,
}

func runLC0040(pass *analysis.Pass) {
	f := pass.File
	for _, c := range calls.Builtins.Get(pass).Calls {
		if c.Method.Receiver != "Record" {
			continue
		}
		pos, ok := records.RunTriggerArgument[strings.ToLower(c.Method.Name)]
		if !ok || len(c.Args) > pos || f.InObsoleteCode(c.Node()) {
			continue
		}
		pass.Reportf(f.Tokens[c.Name].Span, []any{f.Text(c.Span(f))})
	}
}
