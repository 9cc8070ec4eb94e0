package platformcop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/loadfields"
	"github.com/alfix/alfix/al/syntax"
)

// PC0031 reports SetLoadFields (AddLoadFields, SetBaseLoadFields) on a
// record that is then inserted, deleted, renamed, transferred or copied.
var PC0031 = &analysis.Rule{
	ID:      "PC0031",
	Title:   "Partial records cause JIT load on full-field operations",
	Message: "%s on %[3]s is followed by %[2]s, which needs every field: the platform loads the missing fields again (an extra roundtrip that can fail when the record changed meanwhile)",
	Description: "Insert, Delete, Rename, TransferFields and Copy need every field of the record: after a " +
		"partial read the platform JIT-loads the fields SetLoadFields left out, one more SQL roundtrip than " +
		"reading the whole record, which fails with \"Inconsistent read\" or \"JIT loading of field(s) failed\" " +
		"when another session changed or deleted the record in between. Reported: each SetLoadFields, " +
		"AddLoadFields or SetBaseLoadFields call (with arguments) on a local Record variable of a normal " +
		"database table, or a RecordRef opened on one, still in force at the end of the routine, when after " +
		"it a read (Get, Find, FindFirst, FindLast, FindSet, GetBySystemId) loaded the record partially and " +
		"one of those operations follows the read outside any if, case or loop that may not run (a repeat " +
		"body counts as run). Not reported: Modify (it writes only changed fields), ModifyAll, DeleteAll and " +
		"Init; writes in a branch (if not Get then Insert: the record may not be the partial one); a load " +
		"ended by Reset, Clear(X) or SetLoadFields() before the read; temporary records, tables whose " +
		"TableType is not Normal, unknown tables, globals and parameters, variables used in a with body or " +
		"in inactive #if code, obsolete code and runtimes before 7.0. The fix removes the load-fields " +
		"statement.",
	Severity:    analysis.SeverityWarning,
	Category:    "Performance",
	Analyzer:    project.PlatformCop,
	FixKeys:     []string{"PC0031.RemoveLoadFields"},
	UsesProject: true,
	Run:         runPC0031,
}

func runPC0031(pass *analysis.Pass) {
	if !pass.RuntimeAtLeast(7, 0) {
		return
	}
	f := pass.File
	for _, j := range loadfields.Analysis.Get(pass).Jits {
		var fix analysis.Fix
		if stmt := j.Call.Node().Parent; stmt != nil && stmt.Kind == syntax.CallStmt {
			span := f.Span(stmt)
			if semi := int(stmt.Last); semi < len(f.Tokens) && f.Tokens[semi].Kind == syntax.Semicolon {
				span.End = f.Tokens[semi].Span.End
			}
			if p := stmt.Parent; p != nil && (p.Kind == syntax.Block || p.Kind == syntax.RepeatStmt || p.Kind == syntax.CaseElse) {
				fix = pass.Fix("RemoveLoadFields", "Remove "+j.Call.Method.Name, edit.RemoveLines(f.Src, span))
			}
		}
		pass.Reportf(j.Call.Span(f), []any{j.Call.Method.Name, strings.Join(j.Writes, ", "), j.Var.Decl.Name}, fix)
	}
}
