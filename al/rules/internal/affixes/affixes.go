package affixes

import (
	"strings"
	"unicode/utf8"
)

// Has reports whether name starts or ends with one of the affixes, compared
// ignoring case (an app that writes its prefix ABC as Abc keeps clear of
// other apps' names all the same). A name that is nothing but the affix
// counts as carrying it. Empty affixes never match.
func Has(name string, affixes []string) bool {
	for _, a := range affixes {
		if a == "" || len(name) < len(a) {
			continue
		}
		if strings.EqualFold(name[:len(a)], a) && utf8.ValidString(name[:len(a)]) ||
			strings.EqualFold(name[len(name)-len(a):], a) && utf8.ValidString(name[len(name)-len(a):]) {
			return true
		}
	}
	return false
}

// List writes the affixes for a message: "ABC, XYZ".
func List(affixes []string) string { return strings.Join(affixes, ", ") }
