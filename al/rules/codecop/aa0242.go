package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/loadfields"
	"github.com/alfix/alfix/al/syntax"
)

// AA0242 reports a field read on a partial record whose load fields did not
// select the field.
var AA0242 = &analysis.Rule{
	ID:      "AA0242",
	Title:   "Limit JIT loads by selecting all fields for load",
	Message: "Field %s of %s is not selected by SetLoadFields before the read; accessing it makes the platform load it just in time",
	Description: "After SetLoadFields a read loads only the selected fields (with the primary key and the " +
		"system fields); accessing another field makes the platform fetch the record again (a JIT load). " +
		"Reported: the first read of a field of a local Record variable of a normal database table after " +
		"a Get, Find, FindFirst, FindLast, FindSet, GetBySystemId or Next that ran, on every path, while " +
		"SetLoadFields (and AddLoadFields after it) selected fields that do not include it: the value X.F in " +
		"an expression, or the field of TestField and FieldError. Not reported: primary key and system " +
		"fields, FlowFields, FlowFilters and Blobs, fields assigned or validated before they are read, " +
		"fields passed to a var parameter (of Evaluate, of a procedure) or to a procedure alfix does not know, " +
		"fields passed only as selectors (SetRange, SetFilter, SetCurrentKey, FieldCaption, ...), reads " +
		"after the record was assigned, cleared, initialised, reset, written whole, passed to a procedure " +
		"or a built-in, or had a table procedure called on it (the analysis no longer knows what it holds), " +
		"after SetBaseLoadFields, AddLoadFields without SetLoadFields, or a load-fields argument alfix " +
		"cannot resolve, and unknown tables or fields; temporary records, tables whose TableType is not " +
		"Normal, globals and parameters, variables used in a with body or in inactive #if code, and " +
		"obsolete code are skipped, as are runtimes before 6.0.",
	Severity:    analysis.SeverityWarning,
	Category:    "Performance",
	Analyzer:    project.CodeCop,
	UsesProject: true,
	Run:         runAA0242,
}

func runAA0242(pass *analysis.Pass) {
	if !pass.RuntimeAtLeast(6, 0) {
		return
	}
	f := pass.File
	for _, fl := range loadfields.Analysis.Get(pass).Fields {
		pass.Reportf(f.Span(fl.Node), []any{syntax.QuoteName(fl.Field.Name), fl.Var.Decl.Name})
	}
}
