package check

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/syntax"
)

// AL0122: a literal assigned to a variable or field of a type it does not
// convert to.
var AL0122 = &analysis.Rule{
	ID:       "AL0122",
	Title:    "Cannot implicitly convert the type",
	Message:  "Cannot implicitly convert type '%s' to '%s'.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "Only the conversions AL allows happen on assignment (Code and Text, the number types, Option " +
		"and Integer, ...). Reported where it is certain: a plain assignment (:=) of a literal to a variable " +
		"or field whose type is known, a Boolean literal to a text, number or date type, a number literal to " +
		"a text or Boolean. Text literals are not checked: code Microsoft compiles assigns them to Integer " +
		"and Decimal variables (Sign := '1'). Other expressions, and literals to other types (Char, Option, " +
		"Enum, Guid, ...), are not checked either.",
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		sc := pass.Scopes()
		f := pass.File
		for st := range pass.Code(syntax.AssignStmt) {
			if len(st.Children) != 2 || inWith(st) || f.Tokens[st.Children[0].Last].Kind != syntax.Assign {
				continue
			}
			target, value := st.Children[0], st.Children[1]
			if r := sc.RefOf(target); target.Kind == syntax.NameExpr && (r == nil || r.Ambiguous || r.MaybeField) {
				continue
			}
			from := literalKind(f, value)
			if from == "" {
				continue
			}
			t := sc.TypeOf(target)
			if t.ArrayDims > 0 || !cannotConvert[from][strings.ToLower(t.Kind)] {
				continue
			}
			pass.Reportf(f.Span(value), []any{from, t.Kind})
		}
	},
}

// cannotConvert lists, per literal kind, the target type kinds (lower case)
// it certainly does not convert to.
var cannotConvert = map[string]map[string]bool{
	"Boolean": {"text": true, "code": true, "integer": true, "biginteger": true, "decimal": true, "date": true,
		"time": true, "datetime": true},
	"Integer": {"text": true, "code": true, "boolean": true},
	"Decimal": {"text": true, "code": true, "boolean": true},
}

// literalKind returns the type of a literal value ("Text", "Boolean",
// "Integer", "Decimal"), "" for anything else.
func literalKind(f *syntax.File, e *syntax.Node) string {
	if e.Kind != syntax.LiteralExpr || e.Last-e.First != 1 {
		return ""
	}
	tok := f.Tokens[e.First]
	switch tok.Kind {
	case syntax.String, syntax.VerbatimString:
		return "Text"
	case syntax.Integer:
		return "Integer"
	case syntax.Decimal:
		return "Decimal"
	case syntax.Identifier:
		if low := strings.ToLower(f.TokenText(int(e.First))); low == "true" || low == "false" {
			return "Boolean"
		}
	}
	return ""
}
