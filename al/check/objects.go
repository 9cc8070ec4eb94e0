package check

import (
	"fmt"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
)

// AL0264: two objects of one kind with one id, in the project or in the
// project and a loaded dependency.
var AL0264 = &analysis.Rule{
	ID:       "AL0264",
	Title:    "An application object of this type with this ID is already declared",
	Message:  "An application object of type '%s' with ID '%d' is already declared by the extension '%s'.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "Object ids are unique per object type across an app and the apps it depends on. Reported " +
		"on each declaration whose kind and id another object of the project or of a loaded dependency " +
		"also has. An object moved to another app (ObsoleteState Moved or PendingMove) and its new home " +
		"share id and name by design: not reported.",
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		sum := summary(pass)
		if sum == nil {
			return
		}
		for _, d := range declarations(pass) {
			if d.idTok < 0 || d.id == 0 {
				continue
			}
			if dup := coexisting(sum, pass.File.Name, d, sum.ObjectsWithID(d.kind, d.id)); len(dup) > 0 {
				pass.Reportf(tokenSpan(pass.File, d.idTok), []any{kindName(d.kind), d.id, appName(sum, dup[0])})
			}
		}
	},
}

// AL0197: two objects of one kind with one name in one namespace.
var AL0197 = &analysis.Rule{
	ID:       "AL0197",
	Title:    "An application object of this type with this name is already declared",
	Message:  "An application object of type '%s' with name '%s' is already declared by the extension '%s'.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "Object names are unique per object type and namespace across an app and the apps it " +
		"depends on (names compare without regard to case). Reported on each declaration whose kind, " +
		"namespace and name another object of the project or of a loaded dependency also has. Moved " +
		"objects (ObsoleteState Moved or PendingMove) and entitlements (System Application and Business " +
		"Foundation declare the same ones) are not reported.",
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		sum := summary(pass)
		if sum == nil {
			return
		}
		for _, d := range declarations(pass) {
			if d.nameTok < 0 || d.name == "" || d.kind == "entitlement" {
				continue
			}
			var same []*symbols.Object
			for _, o := range coexisting(sum, pass.File.Name, d, sum.Objects(d.kind, d.name)) {
				if o.Kind == d.kind && strings.EqualFold(o.Name, d.name) && strings.EqualFold(o.Namespace, d.namespace) {
					same = append(same, o)
				}
			}
			if len(same) > 0 {
				pass.Reportf(tokenSpan(pass.File, d.nameTok), []any{kindName(d.kind), d.name, appName(sum, same[0])})
			}
		}
	},
}

// AL0297: an object id outside app.json's idRanges.
var AL0297 = &analysis.Rule{
	ID:       "AL0297",
	Title:    "The application object identifier is not within the allowed ranges",
	Message:  "The application object identifier '%d' is not valid. It must be within the allowed ranges '%s'.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "Every object id must lie in one of the ranges app.json declares (idRanges, or the older " +
		"idRange). Not checked when app.json declares none, nor for apps published by Microsoft: " +
		"Microsoft's localization apps in BCApps declare objects outside their ranges and build.",
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		ranges := pass.Config.IDRanges()
		if len(ranges) == 0 {
			return
		}
		if sum := summary(pass); sum != nil && strings.EqualFold(sum.App.Publisher, "Microsoft") {
			return
		}
		for _, d := range declarations(pass) {
			if d.idTok < 0 || d.id == 0 || inRanges(d.id, ranges) {
				continue
			}
			pass.Reportf(tokenSpan(pass.File, d.idTok), []any{d.id, formatRanges(ranges)})
		}
	},
}

func inRanges(id int, ranges []project.IDRange) bool {
	for _, r := range ranges {
		if id >= r.From && id <= r.To {
			return true
		}
	}
	return false
}

// formatRanges writes ranges as from..to, comma separated.
func formatRanges(ranges []project.IDRange) string {
	parts := make([]string, len(ranges))
	for i, r := range ranges {
		parts[i] = fmt.Sprintf("%d..%d", r.From, r.To)
	}
	return strings.Join(parts, ", ")
}
