package platformcop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/rules/internal/records"
	"github.com/alfix/alfix/al/syntax"
)

// PC0027 reports table triggers run on temporary records.
var PC0027 = &analysis.Rule{
	ID:      "PC0027",
	Title:   "Avoid triggering table logic on temporary records",
	Message: "%s runs the table's trigger code on the temporary record %s",
	Description: "Table triggers and OnValidate code are written for records in the database: run on a " +
		"temporary record they may read and write other tables, raise errors or be slow for no purpose. " +
		"Reported: Validate, and Insert/Modify/Delete/DeleteAll(true) and ModifyAll(Field, Value, true) " +
		"with the literal true, on a record variable declared temporary whose table is in the project " +
		"(or a loaded dependency) and is not itself TableType = Temporary (such tables are meant to run " +
		"their code in memory). Records of tables whose declaration cannot be seen are not reported.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.PlatformCop,
	UsesProject: true,
	Run:         runPC0027,
}

// pc0027RunTriggerArg maps the methods that run table triggers when asked
// to the position of their RunTrigger argument (-1: always): the write
// methods of records.RunTriggerArgument, and Validate, which always runs
// the field's OnValidate.
var pc0027RunTriggerArg = func() map[string]int {
	m := map[string]int{"validate": -1}
	for name, pos := range records.RunTriggerArgument {
		m[name] = pos
	}
	return m
}()

func runPC0027(pass *analysis.Pass) {
	f := pass.File
	scopes := pass.Scopes()
	for _, c := range calls.Builtins.Get(pass).Calls {
		if c.Call == nil || c.Receiver == nil || c.Method.Receiver != "Record" {
			continue
		}
		if !pc0027RunsTriggers(f, c) {
			continue
		}
		t := scopes.TypeOf(c.Receiver)
		if !t.Is("Record") || !t.Temporary {
			continue
		}
		table := scopes.ObjectOfType(t)
		if table == nil || table.Kind != "table" || records.TableTemporary(table) {
			continue
		}
		pass.Reportf(c.Span(f), []any{c.Method.Name, f.Text(f.Span(c.Receiver))})
	}
}

// pc0027RunsTriggers reports whether the Record call runs table trigger
// code: Validate, or a RunTrigger argument that is the literal true.
func pc0027RunsTriggers(f *syntax.File, c calls.Call) bool {
	arg, ok := pc0027RunTriggerArg[strings.ToLower(c.Method.Name)]
	switch {
	case !ok:
		return false
	case arg < 0:
		return true
	case arg >= len(c.Args):
		return false
	}
	v := c.Args[arg].Unparen()
	return v.Kind == syntax.LiteralExpr && f.IsKeyword(int(v.First), syntax.KwTrue)
}
