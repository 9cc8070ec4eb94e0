package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/decls"
	"github.com/alfix/alfix/al/rules/internal/records"
)

// AA0073 reports temporary record variables whose name does not start
// with Temp.
var AA0073 = &analysis.Rule{
	ID:      "AA0073",
	Title:   "The name of temporary variable must be prefixed with Temp",
	Message: "The name of the temporary variable '%s' must be prefixed with Temp",
	Description: "A record variable declared `temporary` holds its rows in memory only; a name " +
		"starting with Temp (any case) says so where the variable is used. Local and global " +
		"variables are checked, parameters are not (a parameter's temporariness is the caller's). " +
		"The fix renames the variable and its references in the file to Temp<Name>; it is not " +
		"offered for protected globals, when a reference is ambiguous (with bodies, fields of the " +
		"implicit record), the name appears in inactive #if code, or Temp<Name> is already taken.",
	Severity:    analysis.SeverityWarning,
	Category:    "Readability",
	Analyzer:    project.CodeCop,
	FixKeys:     []string{"AA0073.AddTempPrefix"},
	UsesProject: true,
	Run:         runAA0073,
}

func runAA0073(pass *analysis.Pass) {
	f := pass.File
	for _, d := range pass.Scopes().Decls {
		if !records.IsRecordVariable(d) || !d.Type.Temporary || hasTempPrefix(d.Name) {
			continue
		}
		name := "Temp" + d.Name
		edits, ok := decls.RenameVariable(pass, d, name)
		pass.Reportf(f.Tokens[d.NameToken].Span, []any{d.Name},
			pass.FixIf(ok, "AddTempPrefix", "Rename the variable to "+name, edits...))
	}
}

// hasTempPrefix reports whether a name starts with Temp, in any case.
func hasTempPrefix(name string) bool {
	return len(name) >= 4 && strings.EqualFold(name[:4], "temp")
}
