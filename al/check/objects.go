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
		"on each declaration whose kind and id an object declared before it also has: a loaded " +
		"dependency's, or one of the project's in an earlier file (by path) or earlier in the same file; " +
		"the first declaration is the original. An object moved to another app (ObsoleteState Moved or PendingMove) and its new home " +
		"share id and name by design: not reported.",
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		sum := summary(pass)
		if sum == nil {
			return
		}
		decls := declarations(pass)
		for i, d := range decls {
			if d.idTok < 0 || d.id == 0 {
				continue
			}
			cands := sum.ObjectsWithID(d.kind, d.id)
			dup := coexisting(sum, pass.File.Name, d, cands)
			if dup = earlier(sum, pass.File.Name, decls, i, cands, dup); len(dup) > 0 {
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
		"namespace and name an object declared before it also has (a loaded dependency's, or the " +
		"project's in an earlier file by path or earlier in the same file); code elsewhere binds to the first. Moved " +
		"objects (ObsoleteState Moved or PendingMove) and entitlements (System Application and Business " +
		"Foundation declare the same ones) are not reported.",
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		sum := summary(pass)
		if sum == nil {
			return
		}
		decls := declarations(pass)
		for i, d := range decls {
			if d.nameTok < 0 || d.name == "" || d.kind == "entitlement" {
				continue
			}
			var cands []*symbols.Object
			for _, o := range sum.Objects(d.kind, d.name) {
				if o.Kind == d.kind && strings.EqualFold(o.Name, d.name) && strings.EqualFold(o.Namespace, d.namespace) {
					cands = append(cands, o)
				}
			}
			same := coexisting(sum, pass.File.Name, d, cands)
			if same = earlier(sum, pass.File.Name, decls, i, cands, same); len(same) > 0 {
				pass.Reportf(tokenSpan(pass.File, d.nameTok), []any{kindName(d.kind), d.name, appName(sum, same[0])})
			}
		}
	},
}

// earlier returns the objects of candidates (the declaration's kind and
// id or name) declared before the file's i-th declaration
// (symbols.Summary.DeclaredBefore): only a later declaration is a
// duplicate; the first keeps its name and id. Objects moved to another app
// are left out as coexisting does. When the declaration's own entry cannot
// be told (the file's objects and the summary's differ), it returns dup,
// coexisting's answer.
func earlier(sum *symbols.Summary, file string, decls []declared, i int, candidates, dup []*symbols.Object) []*symbols.Object {
	if len(dup) == 0 {
		return nil
	}
	objs := sum.FileObjects(file)
	if len(objs) != len(decls) || !isSelf(sum, file, decls[i], objs[i]) {
		return dup
	}
	self := objs[i]
	var out []*symbols.Object
	for _, o := range candidates {
		if o != self && !isMoved(o) && (!sum.IsOwn(o) || sum.DeclaredBefore(o, self)) {
			out = append(out, o)
		}
	}
	return out
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
