package rules

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
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
	HelpURI:     alcopsHelp("LinterCop", "LC0031"),
	FixKeys:     []string{"LC0031.UseReadIsolation"},
	UsesProject: true,
	Run:         runLC0031,
}

func init() { register(LC0031) }

func runLC0031(pass *analysis.Pass) {
	if !pass.RuntimeAtLeast(11, 0) {
		return
	}
	f := pass.File
	scopes := pass.Scopes()
	callsInCode(f, func(n *syntax.Node) {
		c, ok := callsBuiltinCall(f, scopes, n)
		if !ok || !c.is("LockTable", "Record") || inObsoleteCode(f, n) {
			return
		}
		receiver := "Rec"
		if c.receiver != nil {
			receiver = f.Text(f.Span(c.receiver))
		}
		var fixes []analysis.Fix
		if len(c.args) == 0 && (c.call == nil || !callsHasComment(f, c.call)) {
			span := c.span(f)
			span.Start = f.Tokens[c.name].Span.Start
			fixes = append(fixes, pass.Fix("UseReadIsolation", "Replace LockTable() with ReadIsolation",
				analysis.TextEdit{Span: span, NewText: "ReadIsolation(IsolationLevel::UpdLock)"}))
		}
		pass.Reportf(c.span(f), []any{receiver}, fixes...)
	})
}
