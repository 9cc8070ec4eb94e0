package check

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AL0603: an Enum converted implicitly to or from an Integer or Option.
var AL0603 = &analysis.Rule{
	ID:    "AL0603",
	Title: "An implicit conversion between an Enum and an Integer or Option",
	Message: "An implicit conversion is being performed from a value of type '%s' to a value of type '%s'. " +
		"This conversion can lead to unexpected runtime issues.",
	Severity: analysis.SeverityWarning,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "AL still converts an Integer or Option value to an Enum and an Enum value to an Integer or " +
		"Option, for code written before options became enums, and the compiler warns: the ordinal is taken " +
		"as it is, whether or not the other type has that value. Reported on the value of a plain assignment " +
		"(:=) to a variable or field and of exit(Value), where both types are known: an Integer (a literal " +
		"too) or Option value to an Enum, an Enum value to an Integer or Option. Enum.AsInteger() and " +
		"Enum.FromInteger() say the conversion explicitly. Also reported on an argument passed by value to " +
		"a procedure with one declaration (when every dependency but the platform's System app is loaded and " +
		"no built-in of the name takes as many arguments). Not judged: other arguments, comparisons, table " +
		"relations and filters (where the compiler warns too), BigInteger or Decimal values, an Enum " +
		"assigned to another Enum (AssignmentCompatibility decides). A ruleset can change its action as " +
		"for every compiler warning.",
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		sc := pass.Scopes()
		for target, value := range plainAssignments(pass) {
			if !sc.IsStorage(target, true) {
				continue
			}
			reportEnumConversion(pass, sc, value, sc.TypeOf(target))
		}
		for exit := range pass.Code(syntax.ExitStmt) {
			if len(exit.Children) == 1 && !inWith(exit) {
				reportEnumConversion(pass, sc, exit.Children[0], sc.ReturnTypeAt(exit))
			}
		}
		reportEnumArguments(pass, sc)
	},
}

// reportEnumArguments reports, for AL0603, the arguments of calls of a
// procedure that has one declaration and no built-in of its name taking
// as many arguments, passed by value to a parameter they convert to
// implicitly between an Enum and an Integer or Option. Calls are the
// binding checks' (nil unless every dependency but the platform's System
// app is loaded); a var parameter is left to AL0133.
func reportEnumArguments(pass *analysis.Pass, sc *symbols.FileScopes) {
	for _, rc := range resolvedCalls(pass) {
		call := rc.call
		callee, args := call.Children[0], call.Children[1].Children
		if inWith(call) || len(rc.procs) != 1 || acceptedByBuiltin(rc.builtins, len(args)) {
			continue
		}
		if callee.Kind == syntax.NameExpr {
			if r := sc.RefOf(callee); r == nil || r.Ambiguous || r.MaybeField {
				continue
			}
		}
		params := rc.procs[0].Parameters
		if len(params) != len(args) {
			continue
		}
		for i, a := range args {
			if p := params[i]; !p.Var && p.Type != nil {
				reportEnumConversion(pass, sc, a, *p.Type)
			}
		}
	}
}

// reportEnumConversion reports value, assigned or returned as type to,
// when AL converts it implicitly between an Enum and an Integer or Option.
func reportEnumConversion(pass *analysis.Pass, sc *symbols.FileScopes, value *syntax.Node, to symbols.Type) {
	if to.ArrayDims > 0 || !(to.Is("Enum") && to.Object != "" || to.Is("Integer") || to.Is("Option")) {
		return
	}
	from := enumOperandType(sc, pass.File, value)
	if enumIntegerConversion(from, to) {
		pass.Reportf(pass.File.Span(value), []any{compilerTypeName(sc, from), compilerTypeName(sc, to)})
	}
}

// enumOperandType is the type of a value for AL0603: an integer literal is
// an Integer, any other literal is not judged, other values by TypeOf.
func enumOperandType(sc *symbols.FileScopes, f *syntax.File, e *syntax.Node) symbols.Type {
	bare := unparen(e)
	if bare.Kind == syntax.LiteralExpr {
		if literalKind(f, bare) == "Integer" {
			return symbols.Type{Text: "Integer", Kind: "Integer"}
		}
		return symbols.Type{}
	}
	return sc.TypeOf(e)
}

// enumIntegerConversion reports whether converting a value of type from
// to type to is the conversion AL0603 warns about: Integer or Option to an
// Enum, an Enum to Integer or Option. Both types must be known and not
// arrays; the Enum must name its enum.
func enumIntegerConversion(from, to symbols.Type) bool {
	isEnum := func(t symbols.Type) bool { return t.Is("Enum") && t.Object != "" }
	isNumber := func(t symbols.Type) bool { return t.Is("Integer") || t.Is("Option") }
	return isEnum(to) && isNumber(from) || isNumber(to) && isEnum(from)
}
