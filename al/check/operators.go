package check

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AL0175: a comparison of two values AL cannot compare.
var AL0175 = &analysis.Rule{
	ID:       "AL0175",
	Title:    "Binary operator cannot be applied to operands of such types",
	Message:  "Operator '%s' cannot be applied to operands of type '%s' and '%s'.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "The comparison operators (= <> < > <= >=) compare values of one group: texts (Text, Code), " +
		"numbers (Integer, BigInteger, Decimal, Option, Char), Booleans, Dates, Times, DateTimes. Reported " +
		"where both operands' types are known and of two of those groups (a Date compared with 0, a Boolean " +
		"with 1, an Integer with 'abc'); a one-character text literal is a Char and is not judged, nor are " +
		"Date, Time and DateTime against each other, nor any other type (Option against Enum values, Variant, " +
		"Guid, ...).",
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		sc := pass.Scopes()
		f := pass.File
		for e := range pass.Code(syntax.BinaryExpr) {
			if len(e.Children) != 2 || inWith(e) {
				continue
			}
			op := int(e.Children[0].Last)
			switch f.Tokens[op].Kind {
			case syntax.Equal, syntax.NotEqual, syntax.Less, syntax.Greater, syntax.LessEqual, syntax.GreaterEqual:
			default:
				continue
			}
			l, r := operandType(sc, f, e.Children[0]), operandType(sc, f, e.Children[1])
			if symbols.CannotCompare(l, r) {
				pass.Reportf(f.Span(e), []any{f.TokenText(op), compilerTypeName(sc, l), compilerTypeName(sc, r)})
			}
		}
	},
}

// AL0173: a unary operator on a value it does not apply to.
var AL0173 = &analysis.Rule{
	ID:       "AL0173",
	Title:    "Unary operator cannot be applied to an operand of such type",
	Message:  "Operator '%s' cannot be applied to an operand of type '%s'.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "not applies to Booleans, unary - and + to numbers. Reported where the operand's type is " +
		"known: not on a text, number, Date, Time or DateTime value (if not Quantity then), - or + on a text, " +
		"Boolean, Date, Time or DateTime value. Other types are not judged.",
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		sc := pass.Scopes()
		f := pass.File
		for e := range pass.Code(syntax.UnaryExpr) {
			if len(e.Children) != 1 || inWith(e) {
				continue
			}
			op := int(e.First)
			not := f.IsKeyword(op, syntax.KwNot)
			if !not && f.Tokens[op].Kind != syntax.Minus && f.Tokens[op].Kind != syntax.Plus {
				continue
			}
			if t := operandType(sc, f, e.Children[0]); symbols.UnaryRefused(not, t) {
				pass.Reportf(f.Span(e), []any{f.TokenText(op), compilerTypeName(sc, t)})
			}
		}
	},
}

// operandType is the type of an operand as the operators see it: a literal
// by its kind (a text literal of two or more characters is a Text, a
// shorter one is not judged), any other value by FileScopes.TypeOf.
func operandType(sc *symbols.FileScopes, f *syntax.File, e *syntax.Node) symbols.Type {
	bare := unparen(e)
	if lit := literalKind(f, bare); lit != "" || bare.Kind == syntax.LiteralExpr {
		if lit == "" || lit == "Text" && literalLength(f, bare) < 2 {
			return symbols.Type{}
		}
		return symbols.Type{Text: lit, Kind: lit}
	}
	return sc.TypeOf(e)
}
