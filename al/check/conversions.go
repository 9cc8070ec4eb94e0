package check

import (
	"iter"
	"strings"
	"unicode/utf8"

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
		"a text or Boolean, a text literal of two or more characters to a number, Boolean, Date, Time or " +
		"DateTime ('10', 'true', '2024-01-31'). A one-character text literal is a Char, which converts to the " +
		"number types (Sign := '1'), and the empty literal is not judged. Any other value whose type alfix " +
		"knows (variables, fields, calls, arithmetic, X::Value) is checked by symbols.CannotConvert: text, " +
		"number, Boolean, Date, Time and DateTime values do not convert into each other's group, nor Records " +
		"of different tables; Guid and RecordId do not convert to or from a number, Boolean, Date, Time, DateTime " +
		"or each other, Duration not to or from a text, Boolean or date kind, Char not to or from a Boolean or " +
		"date kind, and none of those simple values, Option or Enum to a Record, RecordRef, FieldRef, KeyRef, " +
		"Codeunit, Page, Report, Query or XmlPort. Values of other types (Option, Enum, which AL converts to and from Integer with the warning " +
		"AL0603, Text to Guid, RecordId or Char, Variant, objects, ...) are not checked. The same holds for exit(Value) in a " +
		"procedure with a return type, and for the condition of if, while and until, which must be Boolean. " +
		"A call of a procedure without a return value, with or without parentheses, has no value (the compiler's type " +
		"'None'): used as one it " +
		"is reported when every dependency that could declare an overload is loaded (all but the platform's " +
		"System app), no built-in has the name and no overload with that many arguments returns a value.",
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		sc := pass.Scopes()
		for target, value := range plainAssignments(pass) {
			t := sc.TypeOf(target)
			if t.ArrayDims > 0 || !sc.IsStorage(target, false) {
				continue
			}
			reportValue(pass, sc, value, t)
		}
		for exit := range pass.Code(syntax.ExitStmt) {
			if len(exit.Children) != 1 || inWith(exit) {
				continue
			}
			if t := sc.ReturnTypeAt(exit); t.ArrayDims == 0 {
				reportValue(pass, sc, exit.Children[0], t)
			}
		}
		for cond := range conditions(pass) {
			if !inWith(cond) {
				reportValue(pass, sc, cond, boolean)
			}
		}
	},
}

// boolean is the type a condition must have.
var boolean = symbols.Type{Text: "Boolean", Kind: "Boolean"}

// conditions yields the conditions of the file's if, while and repeat..until
// statements.
func conditions(pass *analysis.Pass) func(yield func(*syntax.Node) bool) {
	return func(yield func(*syntax.Node) bool) {
		for _, kind := range []syntax.NodeKind{syntax.IfStmt, syntax.WhileStmt} {
			for st := range pass.Code(kind) {
				if len(st.Children) > 0 && !yield(st.Children[0]) {
					return
				}
			}
		}
		f := pass.File
		for st := range pass.Code(syntax.RepeatStmt) {
			n := len(st.Children)
			if n == 0 {
				continue
			}
			// The condition follows until; a repeat cut short by a syntax
			// error may end in a statement instead.
			cond := st.Children[n-1]
			if cond.First == 0 || !f.IsKeyword(int(cond.First)-1, syntax.KwUntil) {
				continue
			}
			if !yield(cond) {
				return
			}
		}
	}
}

// reportValue reports a value (a literal or a typed expression) that
// certainly does not convert to the type t it is assigned, returned or
// tested as.
func reportValue(pass *analysis.Pass, sc *symbols.FileScopes, value *syntax.Node, t symbols.Type) {
	if from, to, refused := refusedConversion(sc, pass.File, value, t); refused {
		pass.Reportf(pass.File.Span(value), []any{from, to})
	}
}

// refusedConversion reports whether AL certainly refuses to convert value
// to type t, with both types as the compiler names them: a literal by the
// cannotConvert table, a call without a return value as 'None' (novalue.go),
// any other value by symbols.CannotConvert on its type.
func refusedConversion(sc *symbols.FileScopes, f *syntax.File, value *syntax.Node, t symbols.Type) (from, to string, refused bool) {
	bare := unparen(value)
	if lit := literalKind(f, bare); lit != "" || bare.Kind == syntax.LiteralExpr {
		if cannotConvert[lit][strings.ToLower(t.Kind)] && t.ArrayDims == 0 && (lit != "Text" || literalLength(f, bare) >= 2) {
			return lit, t.Kind, true
		}
		return "", "", false
	}
	if t.Known() && !t.Is("Variant") && returnsNothing(sc, value) {
		return noneType, compilerTypeName(sc, t), true
	}
	if vt := sc.TypeOf(value); sc.CannotConvert(vt, t) {
		return compilerTypeName(sc, vt), compilerTypeName(sc, t), true
	}
	return "", "", false
}

// cannotConvert lists, per literal kind, the target type kinds (lower case)
// it certainly does not convert to.
var cannotConvert = map[string]map[string]bool{
	"Boolean": {"text": true, "code": true, "integer": true, "biginteger": true, "decimal": true, "date": true,
		"time": true, "datetime": true},
	"Integer": {"text": true, "code": true, "boolean": true},
	"Decimal": {"text": true, "code": true, "boolean": true},
	// A text literal of two or more characters (one character is a Char,
	// which converts to the numbers; see reportValue).
	"Text": {"integer": true, "biginteger": true, "decimal": true, "boolean": true, "date": true, "time": true,
		"datetime": true},
}

// literalLength is the number of characters of a text literal's value (a
// doubled quote is one character).
func literalLength(f *syntax.File, e *syntax.Node) int {
	text := f.TokenText(int(e.First))
	if len(text) < 2 || text[0] != '\'' || text[len(text)-1] != '\'' {
		return -1
	}
	return utf8.RuneCountInString(strings.ReplaceAll(text[1:len(text)-1], "''", "'"))
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

// compilerTypeName is a type as the compiler names it in its conversion
// and operator messages: the object kind and name for object types, the
// name as the object declares it, quoted where AL source quotes it, after
// the object's namespace ('Record Customer', 'Enum "Sales Line Type"',
// 'Codeunit System.Utilities."Temp Blob"'); as written when the object is
// not known; the kind otherwise.
func compilerTypeName(sc *symbols.FileScopes, t symbols.Type) string {
	if t.Object == "" {
		return t.Kind
	}
	name, ns := t.Object, t.ObjectNamespace
	var o *symbols.Object
	if t.Is("Enum") {
		o = sc.ObjectNamed("enum", t.ObjectNamespace, t.Object)
	} else {
		o = sc.ObjectOfType(t)
	}
	if o != nil {
		name, ns = o.Name, o.Namespace
	}
	if ns != "" {
		return t.Kind + " " + ns + "." + symbols.QuoteName(name)
	}
	return t.Kind + " " + symbols.QuoteName(name)
}

// plainAssignments yields the target and value of every plain assignment
// (:=, not +=) outside a with statement whose target, when a bare name,
// resolves to one declaration that cannot be a field of an implicit
// record: the assignments whose two types the conversion checks may
// compare.
func plainAssignments(pass *analysis.Pass) iter.Seq2[*syntax.Node, *syntax.Node] {
	return func(yield func(*syntax.Node, *syntax.Node) bool) {
		sc, f := pass.Scopes(), pass.File
		for st := range pass.Code(syntax.AssignStmt) {
			if len(st.Children) != 2 || inWith(st) || f.Tokens[st.Children[0].Last].Kind != syntax.Assign {
				continue
			}
			target, value := st.Children[0], st.Children[1]
			if r := sc.RefOf(target); target.Kind == syntax.NameExpr && (r == nil || r.Ambiguous || r.MaybeField) {
				continue
			}
			if !yield(target, value) {
				return
			}
		}
	}
}
