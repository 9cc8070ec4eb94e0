package formattingcop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// FC0006 reports upper-case letters in the Permissions property of objects.
var FC0006 = &analysis.Rule{
	ID:      "FC0006",
	Title:   "Permission values should be lowercase",
	Message: "Write the permission values of Permissions in lower case",
	Description: "In the Permissions property of a codeunit, page, report, query, table or xmlport the " +
		"casing of the permission letters (R, I, M, D, X) makes no difference, and lower case is the " +
		"convention. One diagnostic per property; the fix lowercases every value. Permission sets and " +
		"permission set extensions, where upper and lower case mean direct and indirect permissions, " +
		"and AccessByPermission are not checked.",
	Severity: analysis.SeverityInfo,
	Category: "Style",
	Analyzer: project.FormattingCop,
	FixKeys:  []string{"FC0006.Lowercase"},
	Run:      runFC0006,
}

func runFC0006(pass *analysis.Pass) {
	f := pass.File
	for _, obj := range f.Objects() {
		switch f.ObjectKind(obj) {
		case syntax.KwPermissionSet, syntax.KwPermissionSetExtension, syntax.KwEntitlement:
			continue
		}
		for _, prop := range f.PropertiesNamed(obj, "Permissions") {
			entries, ok := f.PermissionEntries(prop)
			if !ok {
				continue
			}
			var edits []analysis.TextEdit
			for _, e := range entries {
				for i := e.Equal + 1; i < e.Tokens.Last; i++ {
					if f.Tokens[i].Kind != syntax.Identifier {
						continue
					}
					text := f.TokenText(i)
					if lower := strings.ToLower(text); lower != text {
						edits = append(edits, edit.ReplaceToken(f, i, lower))
					}
				}
			}
			if len(edits) > 0 {
				pass.Reportf(f.Span(prop), nil, pass.Fix("Lowercase", "Write the permission values in lower case", edits...))
			}
		}
	}
}
