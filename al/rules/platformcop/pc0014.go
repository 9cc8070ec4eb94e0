package platformcop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
)

// PC0014 reports JPath string literals quoting with double quotes.
var PC0014 = &analysis.Rule{
	ID:      "PC0014",
	Title:   "Use two single quotes instead of double quotes in JPath expressions",
	Message: "JPath strings are quoted with single quotes; write '' instead of \" in this path",
	Description: "The JPath engine behind SelectToken and SelectTokens takes string values in single " +
		"quotes; a double-quoted value inside a filter ([?(@.code == \"x\")]) does not match. Reported on " +
		"a string literal path passed to SelectToken or SelectTokens of a JsonToken, JsonObject, " +
		"JsonArray or JsonValue that contains a double quote. The fix replaces each \" by two single " +
		"quotes (one escaped single quote in AL).",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.PlatformCop,
	FixKeys:     []string{"PC0014.UseSingleQuotes"},
	UsesProject: true,
	Run:         runPC0014,
}

// pc0014Receivers are the JSON types whose SelectToken(s) take a JPath.
var pc0014Receivers = []string{"JsonToken", "JsonObject", "JsonArray", "JsonValue"}

func runPC0014(pass *analysis.Pass) {
	f := pass.File
	for _, c := range calls.Builtins.Get(pass).Calls {
		if c.Call == nil || len(c.Args) == 0 || !c.Is("SelectToken", pc0014Receivers...) && !c.Is("SelectTokens", pc0014Receivers...) {
			continue
		}
		tok := f.StringLiteralToken(c.Args[0])
		if tok < 0 || !strings.Contains(f.TokenText(tok), `"`) {
			continue
		}
		text := strings.ReplaceAll(f.TokenText(tok), `"`, "''")
		pass.Reportf(f.Tokens[tok].Span, nil, pass.Fix("UseSingleQuotes", `Replace double quotes (") with two single quotes ('')`, edit.ReplaceToken(f, tok, text)))
	}
}
