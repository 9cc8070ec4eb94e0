package lintercop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/rules/internal/exprs"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// LC0043 reports credentials handled as Text where the platform accepts
// SecretText.
var LC0043 = &analysis.Rule{
	ID:      "LC0043",
	Title:   "Use SecretText type to protect credentials and sensitive textual values from being revealed",
	Message: "'%s' holds a secret as Text: use SecretText so that the value cannot be revealed while debugging",
	Description: "A SecretText value cannot be shown in the debugger or written to a log; the platform " +
		"methods handling secrets accept it (runtime 13.0 and later). Reported, when the argument is " +
		"of type Text or Code (or an array or list of Text): the value of IsolatedStorage.Get, Set " +
		"and SetEncrypted, and the value of an Authorization header given to HttpHeaders.Add, " +
		"TryAddWithoutValidation or GetValues (whose SecretText counterpart is GetSecretValues) " +
		"when the header name is the literal 'Authorization'. Arguments whose type alfix cannot " +
		"tell (a dependency's procedure or field) are not reported; obsolete code is skipped.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.LinterCop,
	UsesProject: true,
	Run:         runLC0043,
}

func runLC0043(pass *analysis.Pass) {
	if !pass.RuntimeAtLeast(13, 0) {
		return
	}
	f := pass.File
	scopes := pass.Scopes()
	for _, c := range calls.Builtins.Get(pass).Calls {
		value := lc0043SecretArgument(f, c)
		if value == nil || !lc0043TextTyped(scopes.TypeOf(value)) && !exprs.IsTextValue(f, scopes, value) || f.InObsoleteCode(c.Node()) {
			continue
		}
		pass.Reportf(f.Span(value), []any{f.Text(f.Span(value))})
	}
}

// lc0043SecretArgument returns the argument of a call that carries a
// secret, or nil.
func lc0043SecretArgument(f *syntax.File, c calls.Call) *syntax.Node {
	switch {
	case c.Is("Get", "IsolatedStorage") && len(c.Args) >= 2:
		return c.Args[len(c.Args)-1] // Get(Key, [DataScope,] Value)
	case (c.Is("Set", "IsolatedStorage") || c.Is("SetEncrypted", "IsolatedStorage")) && len(c.Args) >= 2:
		return c.Args[1]
	case (c.Is("Add", "HttpHeaders") || c.Is("TryAddWithoutValidation", "HttpHeaders") ||
		c.Is("GetValues", "HttpHeaders")) && len(c.Args) == 2:
		tok := f.StringLiteralToken(c.Args[0])
		if tok >= 0 && strings.EqualFold(syntax.StringValue(f.TokenText(tok)), "Authorization") {
			return c.Args[1]
		}
	}
	return nil
}

// lc0043TextTyped reports whether a type is Text or Code, or an array or
// list of them.
func lc0043TextTyped(t symbols.Type) bool {
	if t.ArrayDims > 0 {
		t = t.Elem()
	}
	if t.Is("List") && len(t.Args) == 1 {
		t = t.Args[0]
	}
	return t.Is("Text") || t.Is("Code")
}
