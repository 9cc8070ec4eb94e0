package rules

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AA0181 reports FindSet and Find calls on a record that is never moved
// with Next.
var AA0181 = &analysis.Rule{
	ID:      "AA0181",
	Title:   "The FindSet() or Find() methods must be used only in connection with the Next() method",
	Message: "%s reads a set of records, but '%s' is never moved with Next(); read one record instead",
	Description: "FindSet and Find prepare a set of records to loop through; when the code only uses the " +
		"first one, the database and the network do work for nothing. Reported: FindSet or Find on a " +
		"local record variable, or a record parameter passed by value, when no Next() on it follows " +
		"anywhere in the routine; Find counts with '-' or '+' (Find() and Find('=') look a record up by " +
		"its key, Find('>') and Find('<') step to one neighbour). A record used whole anywhere in the routine (passed to a procedure " +
		"or to RecordRef.GetTable, assigned, returned), used in a with body or mentioned in inactive " +
		"code is skipped: the loop may be elsewhere. Globals, var parameters and the implicit Rec are " +
		"not checked (another routine may loop). The fix replaces FindSet() and Find('-') with FindFirst() " +
		"and Find('+') with FindLast(); FindSet(true) gets no fix (FindFirst does not lock).",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	FixKeys:     []string{"AA0181.ReadOneRecord"},
	UsesProject: true,
	Run:         runAA0181,
}

func runAA0181(pass *analysis.Pass) {
	f := pass.File
	for _, u := range localRecords(pass) {
		if u.has("Next") {
			continue
		}
		for _, c := range u.calls {
			if c.call == nil || !aa0181ReadsSet(f, c) {
				continue
			}
			replacement := aa0181Replacement(f, c)
			var edits []analysis.TextEdit
			if replacement != "" {
				edits = append(edits, edit.Replace(syntax.Span{Start: f.Tokens[c.name].Span.Start, End: f.Span(c.call).End}, replacement))
			}
			pass.Reportf(c.span(f), []any{c.method.Name + "()", u.decl.Name},
				pass.FixIf(replacement != "", "ReadOneRecord", "Read one record", edits...))
		}
	}
}

// aa0181Replacement returns the call text (name and arguments) that reads
// only the record the call would find first, or "" when there is none.
func aa0181Replacement(f *syntax.File, c builtinCall) string {
	if c.is("FindSet", "Record") {
		if len(c.args) == 0 {
			return "FindFirst()"
		}
		return ""
	}
	switch aa0181FindWhich(f, c) {
	case "-":
		return "FindFirst()"
	case "+":
		return "FindLast()"
	}
	return ""
}

// aa0181FindWhich returns the Which argument of a Find call when it is a
// literal, trimmed; "=" when there is none (Find() searches by key values).
func aa0181FindWhich(f *syntax.File, c builtinCall) string {
	if len(c.args) == 0 {
		return "="
	}
	tok := f.StringLiteralToken(c.args[0])
	if len(c.args) != 1 || tok < 0 {
		return ""
	}
	return strings.TrimSpace(syntax.StringValue(f.TokenText(tok)))
}

// aa0181ReadsSet reports whether a FindSet or Find call starts a set to
// loop through: FindSet, Find('-') and Find('+'). Find() and Find('=')
// look up one record by its key values, Find('>') and Find('<') step to
// one neighbour: they are not reported.
func aa0181ReadsSet(f *syntax.File, c builtinCall) bool {
	if c.is("FindSet", "Record") {
		return true
	}
	if !c.is("Find", "Record") {
		return false
	}
	w := aa0181FindWhich(f, c)
	return w == "-" || w == "+"
}
