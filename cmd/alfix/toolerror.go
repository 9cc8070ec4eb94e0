package main

import (
	"strings"

	"github.com/alfix/alfix/tools"
)

// The tools' envelopes speak to MCP clients: their messages name the
// tools' parameters (filePath, diagnosticId) and the tools (run get_fixes
// again). The command line says the same with its own flags and commands;
// this is the one place that translates.

// flagNames maps a tool parameter to what the command line calls it.
type flagNames map[string]string

var (
	analyzeFlags = flagNames{"projectPath": "PATH", "filePath": "PATH", "folderPath": "PATH", "limit": "--limit",
		"severities": "--severity", "compiler": "--compiler", "analyzers": "--analyzers", "ruleIds": "--rule",
		"codeAnalyzers": "--code-analyzers", "baselineApp": "--baseline-app"}
	fixFlags = flagNames{"projectPath": "PATH", "filePath": "--file", "folder": "PATH", "diagnosticId": "--rule",
		"line": "--line", "column": "--column", "equivalenceKey": "--key", "analyzers": "--code-analyzers", "codeAnalyzers": "--code-analyzers"}
	rulesFlags = flagNames{"projectPath": "PATH", "analyzer": "--cop", "copFilter": "--cop", "analyzers": "--code-analyzers", "codeAnalyzers": "--code-analyzers"}
)

// toolWords are the other tool-facing phrases of envelope messages and
// their command-line wording, longest first where one contains another.
var toolWords = []struct{ from, to string }{
	{"pass one candidate's equivalenceKey verbatim", "pass one of them with --key"},
	{"pass one of the candidates' keys verbatim", "pass one of the keys listed with --key"},
	{"run analyze again and use its line and column", "run alfix analyze again and use its line and column"},
	{"run get_fixes again", "run alfix analyze again"},
	{"run apply_fix_all again", "run alfix fix again"},
	{"run analyze again", "run alfix analyze again"},
	{"run the call again", "run the command again"},
	{"pass analyzer specs as codeAnalyzers", "pass analyzer specs with --code-analyzers"},
	{"call again with compiler=auto or off", "run again with --compiler auto or off"},
	{"during the call", "while alfix ran"},
	{"the call was cancelled", "alfix was interrupted"},
	{"the call ran out of time", "alfix ran out of time"},
	{"equivalence key", "fix key (--key)"},
}

// cliMessage is an envelope's message in the command line's words.
func cliMessage(te *tools.ToolError, names flagNames) string {
	msg := te.Message
	for param, flagName := range names {
		msg = strings.ReplaceAll(msg, "parameter '"+param+"'", flagName)
	}
	for _, w := range toolWords {
		msg = strings.ReplaceAll(msg, w.from, w.to)
	}
	return msg
}

// envelopeLine is the one line the command line prints for an envelope:
// its code and reason (what a script may match), then the message.
func envelopeLine(te *tools.ToolError, names flagNames) string {
	code := te.Code
	if te.Reason != "" {
		code += "/" + te.Reason
	}
	return code + ": " + cliMessage(te, names)
}
