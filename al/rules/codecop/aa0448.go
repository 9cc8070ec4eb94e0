package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/syntax"
)

// AA0448 reports FieldName and TableName calls whose result is shown to the
// user.
var AA0448 = &analysis.Rule{
	ID:      "AA0448",
	Title:   "You must use the FieldCaption method instead of the FieldName method and TableCaption method instead of TableName method",
	Message: "Use %s instead of %s in a message shown to the user",
	Description: "FieldName and TableName return the untranslated names; a user reads the captions in " +
		"their language. A Record.FieldName(...) or Record.TableName() call is reported when it stands " +
		"in an argument of a method that shows a message (Error, Message, Confirm, StrMenu, also " +
		"through a StrSubstNo in such an argument). Dialog.Open is the documented exception, and names " +
		"built for other purposes (filters, JSON keys, telemetry) are not messages and are not " +
		"reported. TableName written without parentheses may be a field of the system table Field and " +
		"is not reported. The fix renames the call to FieldCaption or TableCaption.",
	Severity:    analysis.SeverityWarning,
	Category:    "Localizability",
	Analyzer:    project.CodeCop,
	FixKeys:     []string{"AA0448.UseCaption"},
	UsesProject: true,
	Run:         runAA0448,
}

// aa0448Captions maps the name methods to their caption counterparts.
var aa0448Captions = map[string]string{"fieldname": "FieldCaption", "tablename": "TableCaption"}

func runAA0448(pass *analysis.Pass) {
	f := pass.File
	fb := calls.Builtins.Get(pass)
	messages := map[*syntax.Node]bool{}
	for _, c := range fb.Calls {
		if c.Call != nil && (c.Is("Error", "System", "DialogStatic") || c.Is("Message", "System", "DialogStatic") ||
			c.Is("Confirm", "System", "DialogStatic") || c.Is("StrMenu", "System", "DialogStatic")) {
			messages[c.Call.Child(syntax.ArgumentList)] = true
		}
	}
	if len(messages) == 0 {
		return
	}
	for _, c := range fb.Calls {
		if c.Call == nil || !(c.Is("FieldName", "Record") || c.Is("TableName", "Record")) {
			continue
		}
		if !aa0448InMessage(c.Call, messages) {
			continue
		}
		caption := aa0448Captions[strings.ToLower(c.Method.Name)]
		pass.Reportf(c.Span(f), []any{caption, c.Method.Name},
			pass.Fix("UseCaption", "Use "+caption, edit.ReplaceToken(f, c.Name, caption)))
	}
}

// aa0448InMessage reports whether n stands inside the argument list of one
// of the message calls, within the same statement.
func aa0448InMessage(n *syntax.Node, messages map[*syntax.Node]bool) bool {
	for p := n.Parent; p != nil && !p.Kind.IsStatement(); p = p.Parent {
		if messages[p] {
			return true
		}
	}
	return false
}
