package records

import (
	"strings"

	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// IsRecordVariable reports whether d is a local or global variable of a
// Record type (arrays included) declared in the file.
func IsRecordVariable(d *symbols.Decl) bool {
	return (d.Kind == symbols.LocalVar || d.Kind == symbols.GlobalVar) && d.Node != nil && d.NameToken >= 0 &&
		strings.EqualFold(d.Type.Kind, "Record")
}

// FindWhich returns the Which argument of a Find call when it is a
// literal, trimmed; "=" when there is none (Find() searches by key values).
func FindWhich(f *syntax.File, c calls.Call) string {
	if len(c.Args) == 0 {
		return "="
	}
	tok := f.StringLiteralToken(c.Args[0])
	if len(c.Args) != 1 || tok < 0 {
		return ""
	}
	return strings.TrimSpace(syntax.StringValue(f.TokenText(tok)))
}

// StartsSet reports whether a FindSet or Find call starts a set to
// loop through: FindSet, Find('-') and Find('+'). Find() and Find('=')
// look up one record by its key values, Find('>') and Find('<') step to
// one neighbour: they are not reported.
func StartsSet(f *syntax.File, c calls.Call) bool {
	if c.Is("FindSet", "Record") {
		return true
	}
	if !c.Is("Find", "Record") {
		return false
	}
	w := FindWhich(f, c)
	return w == "-" || w == "+"
}
