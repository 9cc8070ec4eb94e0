package rules

import (
	"strconv"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
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
		"DelChr, DelStr, ConvertStr and IncStr counted from their arguments (CompanyName as 30, UserId as 50), " +
		"and other built-in methods returning Text. Format is counted as short and never reported. Not " +
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
	tl := newTextLengths(pass, labelsAsWritten)
	for ts := range textStores(pass) {
		n, ok := tl.length(ts.value)
		if !ok || n <= ts.length {
			continue
		}
		limit := strconv.Itoa(ts.length)
		if ts.target != nil {
			limit = "Text.MaxStrLen(" + f.Text(f.Span(ts.target)) + ")"
		}
		pass.Reportf(f.Span(ts.value), []any{tl.textValueName(ts.value, n), ts.typ.Kind + "[" + strconv.Itoa(ts.length) + "]"},
			pass.Fix("CopyStr", "Cut the value with CopyStr", edit.Replace(f.Span(ts.value), copyStrText(f, ts.value, limit))))
	}
}
