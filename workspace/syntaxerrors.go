package workspace

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/check"
	"github.com/alfix/alfix/al/syntax"
)

// Syntax errors are diagnostics: every error alfix's parser reports becomes
// an Error finding of analyzer Compiler, with the code Microsoft's AL
// compiler gives the same error and the compiler's documented message
// (Microsoft Learn, "Compiler Error ALxxxx"), so that an agent sees the
// same code whether or not the compiler itself (almcp) runs, and the two
// are merged as one (see mergeCompiler). They are cached with the file's
// results; rules still run on the partial tree.
//
// The parser's messages fall into the classes of syntaxClasses; a message of
// no class, and the classes the compiler has no code of its own for, get
// the compiler's general code GeneralSyntaxError and keep the parser's own
// words.

// GeneralSyntaxError is the AL compiler's code for a syntax error without a
// more specific one ("Unexpected token."): alfix uses it where its parser
// reports something the compiler has no exact code for (nesting too deep,
// an unknown element, a file that cannot be decoded).
const GeneralSyntaxError = "AL0109"

// compilerTitles are the documented messages of the compiler codes alfix
// reports, with {0} where the compiler fills something in.
var compilerTitles = map[string]string{
	"AL0104": "Syntax error, '{0}' expected.",
	"AL0107": "Syntax error, identifier expected.",
	"AL0110": "Orphaned ELSE statement. This is most likely because of an unnecessary semicolon placed just before the ELSE keyword.",
	"AL0109": "Unexpected token.",
	"AL0183": "Unexpected character '{0}'.",
	"AL0198": "Expected one of the application object keywords ({0}).",
	"AL0224": "Expression expected.",
	"AL0360": "Text literal was not properly terminated. Use the character ' to terminate the literal.",
	"AL0621": "Preprocessor directive expected.",
	"AL0623": "#endif directive expected.",
	"AL0624": "Unexpected preprocessor directive.",
	"AL0625": "Cannot define/undefine preprocessor symbols after first token in file.",
	"AL0629": "Preprocessor expression is not valid.",
	"AL0648": "End-of-file found, '*/' expected.",
}

// CompilerCode describes a compiler code alfix reports (for syntax errors
// and its compiler checks): its documented message template, or the
// check's title, and the Microsoft Learn page about it.
func CompilerCode(code string) (title, helpURI string, ok bool) {
	for _, r := range check.Rules() {
		if strings.EqualFold(r.ID, code) {
			return r.Title, r.HelpURI, true
		}
	}
	title, ok = compilerTitles[strings.ToUpper(code)]
	if !ok {
		return "", "", false
	}
	return title, check.HelpURI(code), true
}

// objectKeywords are the application object keywords, as the compiler's
// AL0198 lists them.
const objectKeywords = "codeunit, controladdin, dotnet, entitlement, enum, enumextension, interface, page, " +
	"pagecustomization, pageextension, permissionset, permissionsetextension, profile, profileextension, " +
	"query, report, reportextension, table, tableextension, xmlport"

// identifierExpected are the parser's "expected X" subjects that are names:
// the compiler says "identifier expected" (AL0107) for each.
var identifierExpected = map[string]bool{
	"name": true, "object name": true, "member name": true, "parameter name": true, "variable name": true,
	"attribute name": true, "name after '::'": true, "identifier": true, "quoted identifier": true,
	"type": true, // AL types are names (Integer, Record, ...)
}

// compilerSyntaxError maps one parser message to the compiler's code and
// message; text is the source text the error covers.
func compilerSyntaxError(msg, text string) (code, message string) {
	if what, found, ok := strings.Cut(strings.TrimPrefix(msg, "expected "), ", found "); ok && strings.HasPrefix(msg, "expected ") {
		suffix := " (found " + found + ")"
		switch {
		case what == "object declaration":
			return "AL0198", "Expected one of the application object keywords (" + objectKeywords + ")" + suffix
		case what == "expression":
			return "AL0224", "Expression expected" + suffix
		case strings.HasPrefix(what, "'"): // "';'", "'end'", "'to' or 'downto'"
			return "AL0104", "Syntax error, " + what + " expected" + suffix
		case what == "procedure after attribute":
			return "AL0104", "Syntax error, 'procedure' expected" + suffix
		case identifierExpected[what]:
			return "AL0107", "Syntax error, identifier expected" + suffix
		}
		return GeneralSyntaxError, msg // "member", "value": no exact code
	}
	switch {
	case strings.HasPrefix(msg, "orphaned else"):
		return "AL0110", "Orphaned ELSE statement. This is most likely because of an unnecessary semicolon placed just before the ELSE keyword: remove the ';' before 'else'"
	case msg == "unterminated block comment":
		return "AL0648", "End-of-file found, '*/' expected"
	case msg == "unterminated string":
		return "AL0360", "Text literal was not properly terminated. Use the character ' to terminate the literal"
	case msg == "unterminated quoted identifier":
		return "AL0104", `Syntax error, '"' expected`
	case msg == "unexpected character":
		return "AL0183", "Unexpected character '" + text + "'"
	case msg == "#if without #endif":
		return "AL0623", "#endif directive expected"
	case strings.HasSuffix(msg, " without #if"), strings.HasSuffix(msg, " after #else"):
		return "AL0624", "Unexpected preprocessor directive (" + msg + ")"
	case strings.HasSuffix(msg, " must come before the first token of the file"):
		return "AL0625", "Cannot define/undefine preprocessor symbols after first token in file"
	case strings.HasSuffix(msg, " needs a symbol"):
		return "AL0107", "Syntax error, identifier expected (" + msg + ")"
	case msg == "unknown preprocessor directive":
		return "AL0621", "Preprocessor directive expected"
	case msg == "malformed preprocessor condition":
		return "AL0629", "Preprocessor expression is not valid"
	}
	// "unknown section or element", "... nested too deeply", an
	// undecodable file, an internal parser error.
	return GeneralSyntaxError, msg
}

// syntaxFindings returns the file's syntax errors as findings, in the
// parser's order.
func syntaxFindings(f *syntax.File) []Finding {
	if len(f.Errors) == 0 {
		return nil
	}
	out := make([]Finding, 0, len(f.Errors))
	for _, e := range f.Errors {
		start, end := clampSpan(e.Span, len(f.Src))
		code, msg := compilerSyntaxError(e.Msg, string(f.Src[start:end]))
		l, c := f.Lines.Position(start)
		el, ec := f.Lines.Position(end)
		out = append(out, Finding{ID: code, Analyzer: CompilerAnalyzer, Start: start, End: end, Line: l, Column: c,
			EndLine: el, EndColumn: ec, Message: msg, Severity: analysis.SeverityError})
	}
	return out
}

// clampSpan keeps an error span inside the source (the parser's spans are,
// but a finding must never index out of it).
func clampSpan(s syntax.Span, n int) (int, int) {
	start, end := min(max(s.Start, 0), n), min(max(s.End, 0), n)
	return start, max(start, end)
}
