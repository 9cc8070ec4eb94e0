package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/rules/internal/records"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AA0475 reports Record.Truncate calls that the platform cannot run: on
// temporary, system or non-Normal tables, tables with media fields, or in
// a try function.
var AA0475 = &analysis.Rule{
	ID:      "AA0475",
	Title:   "Truncate can only be used on normal tables without media fields and outside of try functions",
	Message: "Truncate cannot be used here: %s; use DeleteAll",
	Description: "Record.Truncate removes the records of a table efficiently, but the platform refuses it " +
		"on temporary tables, system tables, tables whose TableType is not Normal, tables with Media " +
		"or MediaSet fields, and inside a try function; there DeleteAll is the way. Reported: " +
		"Truncate on a record declared temporary (a variable or parameter), the Rec of a page with " +
		"SourceTableTemporary = true, a table with TableType other than Normal (Temporary, CRM, " +
		"ExternalSQL, Exchange, MicrosoftGraph, CDS), a system table (id 2000000000 and above), a " +
		"table whose fields or whose table extensions' fields include a Media or MediaSet field (not " +
		"one marked ObsoleteState = Removed), and " +
		"any Truncate written in the body of a [TryFunction] procedure. The call is reported whether " +
		"or not its return value is read. Not reported: RecordRef.Truncate (its table is not known " +
		"statically), calls in procedures that a try function calls, obsolete code, and records of " +
		"tables alfix does not know (only the try-function and declared-temporary cases are " +
		"reported for those). The fix, offered for Truncate() called as a statement without " +
		"arguments, writes DeleteAll() instead.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	FixKeys:     []string{"AA0475.UseDeleteAll"},
	UsesProject: true,
	Run:         runAA0475,
}

func runAA0475(pass *analysis.Pass) {
	f := pass.File
	for _, c := range calls.Builtins.Get(pass).Calls {
		if !c.Is("Truncate", "Record") || f.InObsoleteCode(c.Node()) {
			continue
		}
		why := aa0475Reason(pass, c)
		if why == "" {
			continue
		}
		var fix analysis.Fix
		if stmt := c.Node().Parent; len(c.Args) == 0 && stmt != nil && stmt.Kind == syntax.CallStmt {
			text := "DeleteAll"
			if c.Call == nil {
				text = "DeleteAll()"
			}
			fix = pass.Fix("UseDeleteAll", "Use DeleteAll instead of Truncate", edit.ReplaceToken(f, c.Name, text))
		}
		pass.Reportf(c.Span(f), []any{why}, fix)
	}
}

// aa0475Reason says why Truncate cannot run on the call's record, or
// returns "" when nothing known prevents it.
func aa0475Reason(pass *analysis.Pass, c calls.Call) string {
	f := pass.File
	if proc := c.Node().Ancestor(syntax.Procedure); proc != nil && f.Attribute(proc, "TryFunction") != nil {
		return "it runs in a try function"
	}
	if aa0475ImplicitRec(pass, c) {
		c.Receiver = nil // Rec.Truncate() is Truncate() on the object's own record
	}
	if c.Receiver != nil && pass.Scopes().TypeOf(c.Receiver).Temporary || c.Receiver == nil && records.CountedRecordTemporary(pass, c) {
		return "the record is temporary"
	}
	t := records.CountedTable(pass, c)
	if t == nil {
		return ""
	}
	if !records.TableStored(t) {
		return "table " + symbols.QuoteName(t.Name) + " has TableType " + records.TableType(t)
	}
	if t.ID >= 2000000000 {
		return "table " + symbols.QuoteName(t.Name) + " is a system table"
	}
	for _, fl := range pass.Summary.TableFields(t) {
		if fl.Type != nil && !strings.EqualFold(fl.ObsoleteState, "Removed") && (strings.EqualFold(fl.Type.Kind, "Media") || strings.EqualFold(fl.Type.Kind, "MediaSet")) {
			return "table " + symbols.QuoteName(t.Name) + " has the media field " + symbols.QuoteName(fl.Name)
		}
	}
	return ""
}

// aa0475ImplicitRec reports whether the call's receiver is the implicit
// Rec or xRec of its object.
func aa0475ImplicitRec(pass *analysis.Pass, c calls.Call) bool {
	if c.Receiver == nil || c.Receiver.Kind != syntax.NameExpr {
		return false
	}
	r := pass.Scopes().RefOf(c.Receiver)
	return r != nil && r.Decl != nil && r.Decl.Kind == symbols.Implicit &&
		(strings.EqualFold(r.Decl.Name, "Rec") || strings.EqualFold(r.Decl.Name, "xRec"))
}
