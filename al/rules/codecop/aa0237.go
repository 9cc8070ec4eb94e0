package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/records"
	"github.com/alfix/alfix/al/symbols"
)

// AA0237 reports record variables that are not temporary but are named
// like temporary ones.
var AA0237 = &analysis.Rule{
	ID:      "AA0237",
	Title:   "The name of non-temporary variables must not be prefixed with Temp",
	Message: "The name of the non-temporary variable '%s' must not be prefixed with Temp",
	Description: "Temp at the start of a record variable's name tells the reader the variable is " +
		"temporary; a variable that writes to the database must not carry it. Local and global " +
		"Record variables without `temporary` whose name starts with Temp followed by an upper-case " +
		"letter, a digit or nothing are reported (Template... is a word, not the prefix); parameters " +
		"are not, since they may receive a temporary record. A record of a table whose TableType is " +
		"Temporary is temporary without the keyword: it is not reported, and when the table is " +
		"neither in the project nor in a loaded dependency the rule stays silent, as it cannot know " +
		"the table type. No fix: the right name is a matter of meaning.",
	Severity:    analysis.SeverityWarning,
	Category:    "Readability",
	Analyzer:    project.CodeCop,
	UsesProject: true,
	Run:         runAA0237,
}

func runAA0237(pass *analysis.Pass) {
	f := pass.File
	scopes := pass.Scopes()
	for _, d := range scopes.Decls {
		if !records.IsRecordVariable(d) || d.Type.Temporary || !hasTempWordPrefix(d.Name) {
			continue
		}
		if temp, known := tableIsTemporary(scopes.Summary, d.Type); temp || !known {
			continue
		}
		pass.Reportf(f.Tokens[d.NameToken].Span, []any{d.Name})
	}
}

// hasTempWordPrefix reports whether a name starts with the word Temp: Temp
// followed by an upper-case letter, a digit, a space, an underscore or
// nothing.
func hasTempWordPrefix(name string) bool {
	rest, ok := strings.CutPrefix(name, "Temp")
	if !ok {
		return false
	}
	if rest == "" {
		return true
	}
	c := rest[0]
	return c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == ' ' || c == '_'
}

// tableIsTemporary reports whether the table of a Record type has
// TableType = Temporary; known is false when the table is not in the
// summary (project or loaded dependencies).
func tableIsTemporary(sum *symbols.Summary, t symbols.Type) (temp, known bool) {
	if sum == nil || t.Object == "" {
		return false, false
	}
	table := sum.ObjectIn("table", t.ObjectNamespace, t.Object)
	if table == nil {
		return false, false
	}
	return records.TableTemporary(table), true
}
