package check

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AL0122: a value assigned to a variable or field of a type it does not
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
		"a text or Boolean. Text literals are not checked: a one-character literal is a Char, which converts to " +
		"the number types (Sign := '1'). Any other value whose type alfix knows (variables, fields, calls, " +
		"arithmetic, X::Value) is checked by symbols.CannotConvert: text, number, Boolean, Date, Time and " +
		"DateTime values do not convert into each other's group, nor Records of different tables. Values of " +
		"other types (Char, Option, Enum, which AL converts to and from Integer with a warning, Guid, Variant, " +
		"objects, ...) are not checked. The same holds for exit(Value) in a procedure with a return type " +
		"(literals excepted).",
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
			t := sc.TypeOf(target)
			if t.ArrayDims > 0 || !sc.IsStorage(target, false) {
				continue
			}
			bare := unparen(value)
			if from := literalKind(f, bare); from != "" || bare.Kind == syntax.LiteralExpr {
				if cannotConvert[from][strings.ToLower(t.Kind)] {
					pass.Reportf(f.Span(value), []any{from, t.Kind})
				}
				continue
			}
			reportTyped(pass, sc, value, t)
		}
		for exit := range pass.Code(syntax.ExitStmt) {
			if len(exit.Children) != 1 || inWith(exit) {
				continue
			}
			value := exit.Children[0]
			t := sc.ReturnTypeAt(exit)
			if bare := unparen(value); bare.Kind == syntax.LiteralExpr || t.ArrayDims > 0 {
				continue
			}
			reportTyped(pass, sc, value, t)
		}
	},
}

// reportTyped reports a non-literal value whose known type certainly does
// not convert to the type t it is assigned or returned as.
func reportTyped(pass *analysis.Pass, sc *symbols.FileScopes, value *syntax.Node, t symbols.Type) {
	if from := sc.TypeOf(value); sc.CannotConvert(from, t) {
		pass.Reportf(pass.File.Span(value), []any{compilerTypeName(from), compilerTypeName(t)})
	}
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

// unparen returns e without the parentheses around it.
func unparen(e *syntax.Node) *syntax.Node {
	for e.Kind == syntax.ParenExpr && len(e.Children) == 1 {
		e = e.Children[0]
	}
	return e
}

// compilerTypeName is a type as the compiler names it in AL0122: the object kind
// and name for object types ('Record Customer'), the kind otherwise.
func compilerTypeName(t symbols.Type) string {
	if t.Object != "" {
		return t.Kind + " " + t.Object
	}
	return t.Kind
}
