package applicationcop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/pages"
	"github.com/alfix/alfix/al/rules/internal/records"
	"github.com/alfix/alfix/al/syntax"
)

// AC0013 reports tables without a DropDown or a Brick field group.
var AC0013 = &analysis.Rule{
	ID:      "AC0013",
	Title:   "DropDown and Brick fieldgroups must be defined",
	Message: "Table '%s' has no '%s' fieldgroup",
	Description: "The DropDown field group chooses the columns of a lookup's drop-down, the Brick " +
		"field group the tiles of a list shown as tiles; without them the client guesses. Every table " +
		"should define both (`fieldgroups { fieldgroup(DropDown; ...) { } fieldgroup(Brick; ...) { } }`); " +
		"one diagnostic per missing group. Temporary tables (TableType = Temporary) are reported only " +
		"when a page of the project shows them (SourceTable). Obsolete tables are skipped. Off by default.",
	Severity:     analysis.SeverityInfo,
	OffByDefault: true,
	Category:     "Design",
	Analyzer:     project.ApplicationCop,
	UsesProject:  true,
	Run:          runAC0013,
}

func runAC0013(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwTable) {
		name := f.DeclName(obj)
		if records.DeclaredTemporary(f, obj) && (pass.Summary == nil || !pages.Usages.Get(pass.Summary).Sources[strings.ToLower(name)].Page) {
			continue
		}
		has := map[string]bool{}
		if sec := f.Section(obj, syntax.KwFieldGroups); sec != nil {
			syntax.WalkElements(sec, func(el *syntax.Node) bool {
				if tok := f.ElementNameToken(el); tok >= 0 {
					has[strings.ToLower(syntax.Unquote(f.TokenText(tok)))] = true
				}
				return false
			})
		}
		for _, group := range []string{"DropDown", "Brick"} {
			if !has[strings.ToLower(group)] {
				pass.Reportf(f.DeclSpan(obj), []any{name, group})
			}
		}
	}
}
