package codecop

import (
	"slices"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/permsets"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AA0050 reports permission set extension entries for objects of other apps.
var AA0050 = &analysis.Rule{
	ID:      "AA0050",
	Title:   "Permission set extensions should not include permissions for objects defined in another application",
	Message: "Permissions for the object %s should not be added through a permission set extension: the object is defined in another application",
	Description: "A permission set extension widens a set that other apps and administrators assign; " +
		"granting it permissions on objects another app owns gives users more than this app's " +
		"features need. Reported: entries of a permission set extension's Permissions property whose " +
		"object is declared only by a loaded dependency or by the platform (a System table by name, " +
		"any object by an id of 2,000,000,000 and above). Objects the project declares, objects alfix " +
		"cannot find (a dependency it has not loaded) and wildcards (AA0053) are not reported. No " +
		"fix: the permission belongs in a permission set of the app's own.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	UsesProject: true,
	Run:         runAA0050,
}

// AA0051 reports permission set extensions that include another app's
// permission sets.
var AA0051 = &analysis.Rule{
	ID:      "AA0051",
	Title:   "Permission set extensions should not include permission sets defined in another application",
	Message: "The permission set %s should not be included through a permission set extension: it is defined in another application",
	Description: "Including another app's permission set in an extension of a set hands everyone who " +
		"holds the extended set all of that app's permissions, now and after its updates. Reported: " +
		"items of a permission set extension's IncludedPermissionSets property naming a permission " +
		"set that only a loaded dependency declares. Sets the project declares (see AA0052) and sets " +
		"alfix cannot find are not reported. No fix.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	UsesProject: true,
	Run:         runAA0051,
}

// AA0052 reports permission set extensions that include one of the
// project's permission sets which grants permissions on other apps' objects.
var AA0052 = &analysis.Rule{
	ID:      "AA0052",
	Title:   "Permission set extensions should not include permission sets which include permissions for objects defined in another application",
	Message: "The permission set %s should not be included through a permission set extension: it grants permissions for objects defined in another application",
	Description: "A permission set of the app's own can still grant permissions on another app's objects; " +
		"including it in an extension of a set hands those permissions to everyone who holds the " +
		"extended set. Reported: items of a permission set extension's IncludedPermissionSets " +
		"property naming a permission set the project declares whose own Permissions property has " +
		"an entry for an object declared only by a loaded dependency or by the platform (as AA0050 " +
		"decides), directly or through the project's sets it includes in turn (another app's sets it " +
		"includes are not looked into). No fix.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	UsesProject: true,
	// A file's result depends on sets it does not name: those the sets it
	// includes include in turn.
	ProjectFacts: aa0052Facts,
	Run:          runAA0052,
}

func runAA0050(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwPermissionSetExtension) {
		for _, prop := range f.PropertiesNamed(obj, "Permissions") {
			entries, ok := f.PermissionEntries(prop)
			if !ok {
				continue
			}
			for _, e := range entries {
				word, ref, ok := permsets.EntryRef(f, e)
				if !ok {
					continue
				}
				kind, ok := permsets.ObjectKindOf(word)
				if !ok {
					continue
				}
				if origin, _ := permsets.OriginOf(pass.Summary, kind, ref); origin == permsets.Foreign {
					pass.Reportf(f.RangeSpan(e.Tokens), []any{strings.ToLower(word) + " " + ref})
				}
			}
		}
	}
}

// includedSets calls report for each item of the IncludedPermissionSets
// properties of the file's permission set extensions, with its origin.
func includedSets(pass *analysis.Pass, report func(item syntax.TokenRange, ref string, origin permsets.Origin, set *symbols.Object)) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwPermissionSetExtension) {
		for _, prop := range f.PropertiesNamed(obj, "IncludedPermissionSets") {
			items, ok := permsets.IncludedSets(f, prop)
			if !ok {
				continue
			}
			for _, it := range items {
				ref := f.RangeText(it)
				origin, o := permsets.OriginOf(pass.Summary, "permissionset", ref)
				report(it, ref, origin, o)
			}
		}
	}
}

func runAA0051(pass *analysis.Pass) {
	includedSets(pass, func(item syntax.TokenRange, ref string, origin permsets.Origin, _ *symbols.Object) {
		if origin == permsets.Foreign {
			pass.Reportf(pass.File.RangeSpan(item), []any{ref})
		}
	})
}

func runAA0052(pass *analysis.Pass) {
	includedSets(pass, func(item syntax.TokenRange, ref string, origin permsets.Origin, set *symbols.Object) {
		if origin == permsets.Own && set != nil && aa0052GrantsForeign(pass.Summary, set, map[*symbols.Object]bool{}) {
			pass.Reportf(pass.File.RangeSpan(item), []any{ref})
		}
	})
}

// aa0052GrantsForeign reports whether the project's permission set set, or
// one of the project's sets it includes (at any depth), has a Permissions
// entry for an object only another app declares. Included sets of other
// apps are not followed: their content is not the project's to change.
func aa0052GrantsForeign(sum *symbols.Summary, set *symbols.Object, seen map[*symbols.Object]bool) bool {
	if seen[set] {
		return false
	}
	seen[set] = true
	for _, p := range permsets.SetPermissions(set) {
		if kind, ok := permsets.ObjectKindOf(p.Word); ok {
			if o, _ := permsets.OriginOf(sum, kind, p.Ref); o == permsets.Foreign {
				return true
			}
		}
	}
	for _, name := range permsets.SetIncludes(set) {
		if o, inc := permsets.OriginOf(sum, "permissionset", name); o == permsets.Own && inc != nil && aa0052GrantsForeign(sum, inc, seen) {
			return true
		}
	}
	return false
}

// aa0052Facts returns the project's permission sets with what they grant
// and include, one line each, sorted.
func aa0052Facts(sum *symbols.Summary) string {
	var lines []string
	for _, o := range sum.AllObjects() {
		if o.Kind != "permissionset" {
			continue
		}
		line := o.Name
		for _, p := range o.Properties {
			if strings.EqualFold(p.Name, "Permissions") || strings.EqualFold(p.Name, "IncludedPermissionSets") {
				line += "\x00" + p.Name + "=" + p.Value
			}
		}
		lines = append(lines, line)
	}
	slices.Sort(lines)
	return strings.Join(lines, "\n")
}
