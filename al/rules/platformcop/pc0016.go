package platformcop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// PC0016 reports Clear and ClearAll that seem to reset a SingleInstance
// codeunit but do not.
var PC0016 = &analysis.Rule{
	ID:      "PC0016",
	Title:   "Clear/ClearAll does not reset SingleInstance codeunit state",
	Message: "%s does not reset the global variables of the SingleInstance codeunit %s",
	Description: "A SingleInstance codeunit keeps one instance per session: Clear on a variable of it, " +
		"or ClearAll in an object holding such a variable, leaves the codeunit's global variables as they " +
		"were. Reported: Clear(X) where X is a Codeunit variable, and ClearAll() in an object with a " +
		"global Codeunit variable, when the codeunit is declared SingleInstance = true in the project " +
		"(or a loaded dependency whose globals are known) and has a global variable that is not a " +
		"Record. Codeunits whose declaration cannot be seen are not reported.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.PlatformCop,
	UsesProject: true,
	Run:         runPC0016,
}

func runPC0016(pass *analysis.Pass) {
	f := pass.File
	scopes := pass.Scopes()
	for _, c := range calls.Builtins.Get(pass).Calls {
		if c.Receiver != nil {
			continue
		}
		switch {
		case c.Call != nil && len(c.Args) == 1 && c.Is("Clear", "System"):
			if cu := pc0016StatefulCodeunit(scopes, scopes.TypeOf(c.Args[0])); cu != nil {
				pass.Reportf(c.Span(f), []any{"Clear", cu.Name})
			}
		case c.Is("ClearAll", "System"):
			obj := c.Node().Ancestor(syntax.Object)
			if obj == nil {
				continue
			}
			for _, d := range scopes.Globals(obj) {
				if cu := pc0016StatefulCodeunit(scopes, d.Type); cu != nil {
					pass.Reportf(c.Span(f), []any{"ClearAll", cu.Name})
					break
				}
			}
		}
	}
}

// pc0016StatefulCodeunit returns the codeunit a Codeunit type names when
// it is SingleInstance and has a global variable other than a Record, or
// nil.
func pc0016StatefulCodeunit(scopes *symbols.FileScopes, t symbols.Type) *symbols.Object {
	if !t.Is("Codeunit") {
		return nil
	}
	cu := scopes.ObjectOfType(t)
	if cu == nil || !strings.EqualFold(symbols.PropertyValue(cu.Properties, "SingleInstance"), "true") {
		return nil
	}
	for _, v := range cu.Variables {
		if v.Type != nil && !v.Type.Is("Record") {
			return cu
		}
	}
	return nil
}
