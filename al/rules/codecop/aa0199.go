package codecop

import (
	"slices"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/appareas"
	"github.com/alfix/alfix/al/syntax"
)

// AA0199 reports ApplicationArea values out of the documented order.
var AA0199 = &analysis.Rule{
	ID:      "AA0199",
	Title:   "Use only a correct order for ApplicationArea",
	Message: "The ApplicationArea values are not in the documented order: %s",
	Description: "Microsoft documents one order for the standard application areas (Invoicing, Basic, " +
		"Suite, RelationshipMgmt, Jobs, ... , the country areas BasicEU to BasicSE last); listing them " +
		"in that order keeps ApplicationArea values comparable. Only the documented areas are " +
		"compared: an app's own areas and All have no documented place and are left where they are. " +
		"The fix sorts the documented areas into their order in the places they occupy; it is not " +
		"offered when the value holds a comment.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.CodeCop,
	FixKeys:  []string{"AA0199.Reorder"},
	Run:      runAA0199,
}

func runAA0199(pass *analysis.Pass) {
	f := pass.File
	for prop := range appareas.Properties(pass) {
		areas, ok := appareas.Values(f, prop)
		if !ok {
			continue
		}
		if aa0199Ordered(areas) {
			continue
		}
		var slots []int // indexes into areas of the documented ones
		for i, a := range areas {
			if appareas.Rank(a.Name) >= 0 {
				slots = append(slots, i)
			}
		}
		sorted := slices.Clone(slots)
		slices.SortStableFunc(sorted, func(a, b int) int {
			return appareas.Rank(areas[a].Name) - appareas.Rank(areas[b].Name)
		})
		names := make([]string, len(areas))
		for i, a := range areas {
			names[i] = f.TokenText(a.Token)
		}
		for k, slot := range slots {
			names[slot] = f.TokenText(areas[sorted[k]].Token)
		}
		e, ok := appareas.Set(f, prop, names)
		span := f.Span(prop.Child(syntax.PropertyValue))
		pass.Reportf(span, []any{strings.Join(names, ", ")},
			pass.FixIf(ok, "Reorder", "Put the application areas in the documented order", e))
	}
}

// aa0199Ordered reports whether the documented areas among areas are in
// their documented order.
func aa0199Ordered(areas []appareas.Area) bool {
	last := -1
	for _, a := range areas {
		if r := appareas.Rank(a.Name); r >= 0 {
			if r < last {
				return false
			}
			last = r
		}
	}
	return true
}
