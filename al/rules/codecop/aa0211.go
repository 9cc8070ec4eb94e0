package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
)

// AA0211 reports CalcFields arguments that are neither FlowFields nor Blob
// fields.
var AA0211 = &analysis.Rule{
	ID:      "AA0211",
	Title:   "CalcFields should only be used for FlowFields or Blob fields",
	Message: "CalcFields should only be used for FlowFields or Blob fields; %s is a %s field of type %s",
	Description: "CalcFields calculates FlowFields and loads Blob fields; on any other field it fails at " +
		"run time. Reported: each argument of a Record's CalcFields call (on a variable, Rec, this or " +
		"the implicit record) that names a field of the record's table, from the project or a loaded " +
		"dependency, table extension fields included, whose FieldClass is not FlowField and whose type " +
		"is not Blob (Normal fields, FlowFilter fields, system fields such as SystemId). Temporary " +
		"records are reported alike: CalcFields fails on them too. Not reported: arguments whose field " +
		"or table is not known, fields marked ObsoleteState = Removed, SetAutoCalcFields (the " +
		"documentation names CalcFields only), FieldRef.CalcField. No fix: which field was meant is the " +
		"author's decision.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	UsesProject: true,
	Run:         runAA0211,
}

func runAA0211(pass *analysis.Pass) {
	f := pass.File
	scopes := pass.Scopes()
	for _, c := range calls.Builtins.Get(pass).Calls {
		if c.Call == nil || !c.Is("CalcFields", "Record") {
			continue
		}
		if c.Receiver != nil && !scopes.TypeOf(c.Receiver).Is("Record") {
			continue
		}
		for _, arg := range c.Args {
			fl := scopes.FieldOf(arg)
			if fl == nil || fl.Type == nil || !fl.Type.Known() || strings.EqualFold(fl.ObsoleteState, "Removed") {
				continue
			}
			class := fl.FieldClass
			if class == "" {
				class = "Normal"
			}
			if strings.EqualFold(class, "FlowField") || fl.Type.Is("Blob") {
				continue
			}
			pass.Reportf(f.Span(arg), []any{fl.Name, class, fl.Type.Kind})
		}
	}
}
