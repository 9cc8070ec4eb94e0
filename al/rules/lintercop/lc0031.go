package lintercop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
)

// LC0031 reports Record.LockTable() where ReadIsolation can be used.
var LC0031 = &analysis.Rule{
	ID:      "LC0031",
	Title:   "Use ReadIsolation instead of LockTable",
	Message: "Use ReadIsolation(IsolationLevel::UpdLock) on '%s' instead of LockTable()",
	Description: "LockTable raises the isolation level of every instance of the table for the rest of the " +
		"transaction. Since runtime 11.0 the isolation level can be set on one record instance: " +
		"Rec.ReadIsolation(IsolationLevel::UpdLock) takes the same update locks for that instance only. " +
		"Only calls on a Record (not a RecordRef) are reported; the fix is offered for LockTable without " +
		"arguments. Obsolete code is skipped.",
	Severity:    analysis.SeverityInfo,
	Category:    "Design",
	Analyzer:    project.LinterCop,
	FixKeys:     []string{"LC0031.UseReadIsolation"},
	UsesProject: true,
	Run:         runLC0031,
}

func runLC0031(pass *analysis.Pass) {
	if !pass.RuntimeAtLeast(11, 0) {
		return
	}
	f := pass.File
	for _, c := range calls.Builtins.Get(pass).Calls {
		if !c.Is("LockTable", "Record") || f.InObsoleteCode(c.Node()) {
			continue
		}
		receiver := "Rec"
		if c.Receiver != nil {
			receiver = f.Text(f.Span(c.Receiver))
		}
		// The fix is for LockTable() without arguments or comments inside.
		fixable := len(c.Args) == 0 && (c.Call == nil || !f.CommentBetween(int(c.Call.First), int(c.Call.Last)-1))
		span := c.Span(f)
		span.Start = f.Tokens[c.Name].Span.Start
		pass.Reportf(c.Span(f), []any{receiver}, pass.FixIf(fixable, "UseReadIsolation", "Replace LockTable() with ReadIsolation",
			edit.Replace(span, "ReadIsolation(IsolationLevel::UpdLock)")))
	}
}
