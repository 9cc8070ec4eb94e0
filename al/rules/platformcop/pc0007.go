package platformcop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
)

// PC0007 reports SetAutoCalcFields arguments that are neither FlowFields
// nor Blob fields.
var PC0007 = &analysis.Rule{
	ID:      "PC0007",
	Title:   "Avoid a runtime error from using AutoCalcFields on a field that is not a FlowField or Blob",
	Message: "%s is not a FlowField or Blob field; SetAutoCalcFields fails at run time",
	Description: "SetAutoCalcFields only accepts FlowFields and Blob fields; any other field makes the " +
		"call fail at run time. Reported per argument when the field is declared in a table or table " +
		"extension of the project (or a loaded dependency) with another class or type. Fields of tables " +
		"whose declaration cannot be seen are not reported.",
	Severity:    analysis.SeverityError,
	Category:    "Design",
	Analyzer:    project.PlatformCop,
	UsesProject: true,
	Run:         runPC0007,
}

func runPC0007(pass *analysis.Pass) {
	f := pass.File
	scopes := pass.Scopes()
	for _, c := range calls.Builtins.Get(pass).Calls {
		if c.Call == nil || !c.Is("SetAutoCalcFields", "Record") {
			continue
		}
		for _, a := range c.Args {
			fl := scopes.FieldOf(a)
			if fl == nil || fl.Modify || fl.Type == nil || !fl.Type.Known() {
				continue
			}
			if strings.EqualFold(fl.FieldClass, "FlowField") || fl.Type.Is("Blob") {
				continue
			}
			pass.Reportf(f.Span(a), []any{fl.Name})
		}
	}
}
