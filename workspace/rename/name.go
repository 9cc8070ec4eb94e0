package rename

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/alfix/alfix/al/syntax"
)

// maxNameLen is the longest name AL accepts for objects, table fields and
// enum values; the limits the compiler enforces on other names are not
// checked here.
const maxNameLen = 30

// CleanName returns the name a caller asked for, unquoted when it was
// written as a quoted identifier ("Sales Header" gives Sales Header).
func CleanName(s string) string {
	s = strings.TrimSpace(s)
	if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
		return syntax.Unquote(s)
	}
	return s
}

// validName reports why name cannot be an AL identifier ("" when it can):
// empty, leading or trailing spaces, control characters, a double quote
// or an apostrophe, or longer than limit runes (limit 0: no limit).
func validName(name string, limit int) string {
	switch {
	case name == "":
		return "the new name is empty"
	case strings.TrimSpace(name) != name:
		return "the new name starts or ends with a space"
	case !utf8.ValidString(name):
		return "the new name is not valid UTF-8"
	case strings.ContainsAny(name, `"'`):
		return "an AL identifier cannot hold a double quote or an apostrophe"
	case limit > 0 && utf8.RuneCountInString(name) > limit:
		return "the new name is longer than the " + strconv.Itoa(limit) + " characters AL allows here"
	}
	for _, r := range name {
		if unicode.IsControl(r) {
			return "the new name holds a control character"
		}
	}
	return ""
}

// plain reports whether name can be written without quotes: a letter or
// '_' first, then letters, digits and '_', and not a keyword.
func plain(name string) bool {
	for i, r := range name {
		switch {
		case r == '_' || unicode.IsLetter(r):
		case i > 0 && unicode.IsDigit(r):
		default:
			return false
		}
	}
	return name != "" && syntax.LookupKeyword(name) == syntax.KwNone
}

// spell writes name for a site whose old text was old: a quoted site stays
// quoted, an unquoted one stays unquoted when the new name allows it; a
// string literal site ('Name') stays a string literal.
func spell(old, name string) string {
	switch {
	case strings.HasPrefix(old, "'"):
		return "'" + strings.ReplaceAll(name, "'", "''") + "'"
	case strings.HasPrefix(old, `"`) || !plain(name):
		return `"` + strings.ReplaceAll(name, `"`, `""`) + `"`
	}
	return name
}

// maxShown bounds a caller's name quoted in a message.
const maxShown = 80

// shown is a caller's name as messages quote it: cut after maxShown
// runes.
func shown(name string) string {
	if utf8.RuneCountInString(name) <= maxShown {
		return name
	}
	r := []rune(name)
	return string(r[:maxShown]) + "…"
}
