package codecop

import (
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/textlength"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AA0139 reports a text value assigned to, or returned as, a Text[N] or
// Code[N] that may be longer than N.
var AA0139 = &analysis.Rule{
	ID:      "AA0139",
	Title:   "Do not assign a text to a target with smaller size",
	Message: "Possible overflow assigning '%s' to '%s'",
	Description: "A text longer than its target's declared length makes the assignment fail at run time. " +
		"Reported: a plain assignment (:=) to a variable, field or array element of type Text[N] or Code[N], " +
		"and exit(Value) in a procedure returning one, when the value may be longer than N: a text literal " +
		"longer than N, a variable, field, parameter or procedure result of a longer Text[M] or Code[M] " +
		"type or of Text or Code without a length, a label whose MaxLength (or, without MaxLength, its own " +
		"text) is longer, a concatenation whose parts add up to more, StrSubstNo with a literal format " +
		"counted with its arguments, CopyStr, PadStr, Substring, UpperCase, LowerCase, ToUpper, ToLower, Trim, " +
		"DelChr, DelStr, ConvertStr and IncStr counted from their arguments (a length argument of " +
		"MaxStrLen(X) - N counts as X's length minus N), " +
		"and other built-in methods returning Text. Format is counted as short and never reported. Also " +
		"reported: a variable or field of type Text[N] or Code[N] passed as the argument of a var " +
		"parameter of a longer type (Text, Text[M]) of a procedure alfix knows (one arity, one parameter " +
		"type), since the procedure may write a longer value back; built-in methods are not checked so. Not " +
		"reported: values whose length alfix does not know (unresolved names, calls and fields, Variant, " +
		"FieldRef.Value, array elements, arithmetic on non-texts), targets without a length (Text, BigText, FieldRef), " +
		"compound assignments (+=), statements inside with and obsolete code. The fix wraps the value in " +
		"Text.CopyStr(Value, 1, Text.MaxStrLen(Target)) (for exit, the return length).",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	FixKeys:     []string{"AA0139.CopyStr"},
	UsesProject: true,
	Run:         runAA0139,
}

func runAA0139(pass *analysis.Pass) {
	f := pass.File
	tl := textlength.NewTextLengths(pass, textlength.LabelsAsWritten)
	for ts := range textlength.TextStores(pass) {
		n, ok := tl.Length(ts.Value)
		if !ok || n <= ts.Length {
			continue
		}
		limit := strconv.Itoa(ts.Length)
		if ts.Target != nil {
			limit = "Text.MaxStrLen(" + f.Text(f.Span(ts.Target)) + ")"
		}
		pass.Reportf(f.Span(ts.Value), []any{tl.TextValueName(ts.Value, n), ts.Typ.Kind + "[" + strconv.Itoa(ts.Length) + "]"},
			pass.Fix("CopyStr", "Cut the value with CopyStr", edit.Replace(f.Span(ts.Value), textlength.CopyStrText(f, ts.Value, limit))))
	}
	aa0139VarArguments(pass)
}

// aa0139VarArguments reports Text[N] and Code[N] variables and fields
// passed to a var parameter of a longer text type.
func aa0139VarArguments(pass *analysis.Pass) {
	f := pass.File
	sc := pass.Scopes()
	for call := range pass.Code(syntax.CallExpr) {
		if len(call.Children) < 2 || call.Children[1].Kind != syntax.ArgumentList || call.Ancestor(syntax.WithStmt) != nil ||
			f.InObsoleteCode(call) || sc.BuiltinOf(call.Children[0]) != nil {
			continue
		}
		args := call.Children[1].Children
		var params []symbols.Parameter
		for _, p := range sc.Callees(call) {
			if len(p.Parameters) != len(args) {
				continue
			}
			if params != nil && !aa0139SameParams(params, p.Parameters) {
				params = nil
				break
			}
			params = p.Parameters
		}
		for i, p := range params {
			if !p.Var || p.Type == nil {
				continue
			}
			m, ok := textlength.TextTypeLength(*p.Type)
			if !ok || p.Type.ArrayDims > 0 || p.Type.Is("Char") {
				continue
			}
			arg := args[i]
			if !textlength.TextTarget(sc, arg) {
				continue
			}
			t := sc.TypeOf(arg)
			n, ok := textlength.BoundedTextType(t)
			if !ok || t.ArrayDims > 0 || m <= n {
				continue
			}
			pass.Reportf(f.Span(arg), []any{textlength.TextTypeName(p.Type.Kind, m), textlength.TextTypeName(t.Kind, n)})
		}
	}
}

// aa0139SameParams reports whether two parameter lists agree on var-ness
// and types.
func aa0139SameParams(a, b []symbols.Parameter) bool {
	for i := range a {
		if a[i].Var != b[i].Var || (a[i].Type == nil) != (b[i].Type == nil) ||
			a[i].Type != nil && !strings.EqualFold(a[i].Type.Text, b[i].Type.Text) {
			return false
		}
	}
	return true
}
