package rules

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
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
	for _, c := range builtins.Get(pass).calls {
		if !c.is("LockTable", "Record") || f.InObsoleteCode(c.node()) {
			continue
		}
		receiver := "Rec"
		if c.receiver != nil {
			receiver = f.Text(f.Span(c.receiver))
		}
		// The fix is for LockTable() without arguments or comments inside.
		fixable := len(c.args) == 0 && (c.call == nil || !f.CommentBetween(int(c.call.First), int(c.call.Last)-1))
		span := c.span(f)
		span.Start = f.Tokens[c.name].Span.Start
		pass.Reportf(c.span(f), []any{receiver}, pass.FixIf(fixable, "UseReadIsolation", "Replace LockTable() with ReadIsolation",
			edit.Replace(span, "ReadIsolation(IsolationLevel::UpdLock)")))
	}
}
