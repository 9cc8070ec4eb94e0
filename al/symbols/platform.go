package symbols

import (
	"strconv"
	"strings"
)

// PlatformMayDeclare reports whether the platform's System app (the
// "platform" dependency of every app, not part of any source tree) may
// declare an object of kind (lower case: table, page, codeunit, report,
// xmlport, query, enum, interface) named name, which may also be an id. It
// lets the checks that find missing objects run without that app: a name
// for which it answers false is declared by no System object, so an object
// that the project and its loaded dependencies do not declare is missing.
//
// The answer comes from platformObjects, a list of names per kind written
// from the platform's documented objects (system and virtual tables, the
// pages and codeunits the platform ships) and every platform object that
// BCApps names; an id answers true in the platform's range (2,000,000,000
// and above) only. A kind the list does not know answers true for every
// name: this function must err towards "may declare".
func PlatformMayDeclare(kind, name string) bool {
	name = strings.TrimSpace(name)
	if id, err := strconv.Atoi(name); err == nil {
		return id >= platformFirstID
	}
	names, ok := platformObjects[strings.ToLower(kind)]
	if !ok {
		return true
	}
	return names[strings.ToLower(name)]
}

// platformFirstID is the first id of the platform's own objects.
const platformFirstID = 2000000000

// platformObjects holds the lower-case names of the System app's objects by
// kind, built from platformNames.
var platformObjects = func() map[string]map[string]bool {
	out := map[string]map[string]bool{}
	for kind, names := range platformNames {
		set := make(map[string]bool, len(names))
		for _, n := range names {
			set[strings.ToLower(n)] = true
		}
		out[kind] = set
	}
	return out
}()

// platformNames are the names of the platform's objects by kind.
var platformNames = map[string][]string{
	"table":     {"Company", "User", "AllObj", "AllObjWithCaption", "Date", "Integer", "Field", "Key", "Object"},
	"page":      {"Table Objects"},
	"codeunit":  {},
	"report":    {},
	"xmlport":   {},
	"query":     {},
	"enum":      {},
	"interface": {},
}
