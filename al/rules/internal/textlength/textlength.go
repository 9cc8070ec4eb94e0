package textlength

import (
	"iter"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/rules/internal/records"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// The maximum length of text values, as AA0139 and PC0022 (possible
// overflow) compute it: from the declared lengths of Text[N] and Code[N]
// variables, fields and return types, the length of literals, and the
// built-in methods whose result length follows from their arguments.

// textUnbounded is the length of a text without a maximum (Text, Code
// without a length, the result of most text methods).
const textUnbounded = math.MaxInt32

// labelPolicy tells how the length of a Label variable (and of the
// system texts CompanyName and UserId) is counted.
type labelPolicy int

const (
	// LabelsAsWritten counts a label as long as its MaxLength, or else its
	// own text, and CompanyName and UserId as unbounded (AA0139).
	LabelsAsWritten labelPolicy = iota
	// LabelsTranslated counts a label without MaxLength as unbounded unless
	// it is Locked (its translations may be of any length), CompanyName as
	// 30 and UserId as 50 (PC0022).
	LabelsTranslated
)

// TextLengths computes maximum text lengths in one file.
type TextLengths struct {
	pass     *analysis.Pass
	Builtins *calls.File
	labels   labelPolicy
}

// NewTextLengths returns the length computer of the pass's file.
func NewTextLengths(pass *analysis.Pass, labels labelPolicy) *TextLengths {
	return &TextLengths{pass: pass, Builtins: calls.Builtins.Get(pass), labels: labels}
}

// TextTypeLength returns the maximum length of a value of type t: N for
// Text[N] and Code[N], textUnbounded for Text and Code, 1 for Char; false
// for any other (or unknown) type.
func TextTypeLength(t symbols.Type) (int, bool) {
	switch {
	case t.Is("Text"), t.Is("Code"):
		if t.Length > 0 {
			return t.Length, true
		}
		return textUnbounded, true
	case t.Is("Char"):
		return 1, true
	}
	return 0, false
}

// BoundedTextType returns the length of a Text[N] or Code[N] type, or false.
func BoundedTextType(t symbols.Type) (int, bool) {
	if (t.Is("Text") || t.Is("Code")) && t.Length > 0 {
		return t.Length, true
	}
	return 0, false
}

// TextTypeName is how a type of the kind with a maximum length n reads in
// a message: Text[30], Code, Label.
func TextTypeName(kind string, n int) string {
	if n == textUnbounded || n <= 0 {
		return kind
	}
	return kind + "[" + strconv.Itoa(n) + "]"
}

// Length returns the maximum length of the text value e, or false when it
// is not known (not a text, an unresolved name or call, a computation the
// rules do not follow). Format is counted as 0: its results are short.
func (tl *TextLengths) Length(e *syntax.Node) (int, bool) { return tl.lengthAt(e, 0) }

func (tl *TextLengths) lengthAt(e *syntax.Node, depth int) (int, bool) {
	if e == nil || depth > 32 {
		return 0, false
	}
	e = e.Unparen()
	f := tl.pass.File
	sc := tl.pass.Scopes()
	switch e.Kind {
	case syntax.LiteralExpr:
		if e.Len() == 1 {
			if k := f.Tokens[e.First].Kind; k == syntax.String || k == syntax.VerbatimString {
				return utf8.RuneCountInString(syntax.StringValue(f.TokenText(int(e.First)))), true
			}
		}
		return 0, false
	case syntax.BinaryExpr:
		if len(e.Children) != 2 || f.Tokens[e.Children[0].Last].Kind != syntax.Plus {
			return 0, false
		}
		l, ok := tl.lengthAt(e.Children[0], depth+1)
		if !ok {
			return 0, false
		}
		r, ok := tl.lengthAt(e.Children[1], depth+1)
		if !ok {
			return 0, false
		}
		return min(textUnbounded, l+r), true
	case syntax.CallExpr:
		if c, ok := tl.Builtins.CallOf(f, e); ok {
			return tl.builtinLength(c, depth)
		}
		if len(e.Children) == 0 || sc.BuiltinOf(e.Children[0]) != nil || len(sc.Callees(e)) == 0 {
			return 0, false
		}
		return TextTypeLength(sc.TypeOf(e))
	case syntax.NameExpr, syntax.MemberExpr:
		if c, ok := tl.Builtins.CallOf(f, e); ok {
			if c.Method.Receiver == "Record" && !tl.surelyMethod(c) {
				return 0, false
			}
			return tl.builtinLength(c, depth)
		}
		if sc.BuiltinOf(e) != nil {
			return 0, false
		}
		if e.Kind == syntax.NameExpr {
			r := sc.RefOf(e)
			if r == nil || r.Ambiguous || r.MaybeField || r.Decl == nil && r.Field == nil {
				return 0, false
			}
			if r.Decl != nil && r.Decl.Type.Is("Label") {
				return tl.labelLength(r.Decl)
			}
		}
		return TextTypeLength(sc.TypeOf(e))
	}
	return 0, false
}

// surelyMethod reports whether a Record method named without parentheses
// (Field.FieldName) is the method and not a field of the same name: the
// receiver's table must be known and have no such field.
func (tl *TextLengths) surelyMethod(c calls.Call) bool {
	if c.Receiver == nil {
		return false
	}
	t := records.CountedTable(tl.pass, c)
	return t != nil && tl.pass.Summary.Field(t, c.Method.Name) == nil
}

// labelLength is the length of a Label variable of this file: its
// MaxLength, or (see labelPolicy) its text.
func (tl *TextLengths) labelLength(d *symbols.Decl) (int, bool) {
	lv, ok := tl.pass.File.VariableLabel(d.Node)
	if !ok {
		return 0, false
	}
	if n, ok := LabelMaxLength(tl.pass.File, lv); ok {
		return n, true
	}
	if tl.labels == LabelsTranslated && !lv.ArgIs("Locked", "true") {
		return textUnbounded, true
	}
	return utf8.RuneCountInString(lv.TextValue()), true
}

// LabelMaxLength returns the MaxLength a label declares, or false.
func LabelMaxLength(f *syntax.File, lv syntax.Label) (int, bool) {
	a, ok := lv.Arg("MaxLength")
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(strings.TrimSpace(f.RangeText(a.Value)))
	return n, err == nil
}

// builtinLength is the maximum length of the result of a built-in call.
func (tl *TextLengths) builtinLength(c calls.Call, depth int) (int, bool) {
	arg := func(i int) (int, bool) {
		if i >= len(c.Args) {
			return 0, false
		}
		return tl.lengthAt(c.Args[i], depth+1)
	}
	name := strings.ToLower(c.Method.Name)
	switch c.Method.Receiver {
	case "System", "TextStatic", "Database":
		switch name {
		case "companyname":
			if tl.labels == LabelsTranslated {
				return 30, true
			}
		case "userid":
			if tl.labels == LabelsTranslated {
				return 50, true
			}
		case "format":
			return 0, true
		case "convertstr", "delchr", "delstr", "incstr", "lowercase", "uppercase":
			return arg(0)
		case "copystr":
			n, ok := arg(0)
			if ok && len(c.Args) == 3 {
				n = min(n, tl.countArg(c.Args[2]))
			}
			return n, ok
		case "padstr":
			if len(c.Args) >= 2 {
				return tl.countArg(c.Args[1]), true
			}
		case "strsubstno":
			return tl.strSubstNoLength(c, depth)
		}
	case "Text":
		recv := func() (int, bool) { return tl.lengthAt(c.Receiver, depth+1) }
		switch name {
		case "tolower", "toupper", "trim", "trimstart", "trimend":
			if c.Receiver != nil {
				return recv()
			}
		case "substring":
			if c.Receiver != nil {
				n, ok := recv()
				if ok && len(c.Args) == 2 {
					n = min(n, tl.countArg(c.Args[1]))
				}
				return n, ok
			}
		}
	}
	if c.Method.Returns == "Text" || c.Method.Returns == "Code" {
		return textUnbounded, true
	}
	return 0, false
}

// countArg is the value of a length argument: an integer literal,
// MaxStrLen(X) of a text X of known length, or one of those minus an
// integer literal; textUnbounded otherwise.
func (tl *TextLengths) countArg(e *syntax.Node) int {
	f := tl.pass.File
	e = e.Unparen()
	if e.Kind == syntax.BinaryExpr && len(e.Children) == 2 && f.Tokens[e.Children[0].Last].Kind == syntax.Minus {
		n, k := tl.countArg(e.Children[0]), tl.countArg(e.Children[1])
		if lit := e.Children[1].Unparen(); n == textUnbounded || lit.Kind != syntax.LiteralExpr || k == textUnbounded {
			return textUnbounded
		}
		return max(0, n-k)
	}
	if e.Kind == syntax.LiteralExpr && e.Len() == 1 && f.Tokens[e.First].Kind == syntax.Integer {
		if n, err := strconv.Atoi(f.TokenText(int(e.First))); err == nil && n >= 0 {
			return n
		}
	}
	if c, ok := tl.Builtins.CallOf(f, e); ok && strings.EqualFold(c.Method.Name, "MaxStrLen") && len(c.Args) == 1 {
		if n, ok := TextTypeLength(tl.pass.Scopes().TypeOf(c.Args[0])); ok {
			return n
		}
	}
	return textUnbounded
}

// strSubstNoLength is the maximum length of StrSubstNo('literal', ...):
// the literal with each %n or #n replaced by the maximum length of
// argument n.
func (tl *TextLengths) strSubstNoLength(c calls.Call, depth int) (int, bool) {
	f := tl.pass.File
	if len(c.Args) == 0 {
		return 0, false
	}
	format := c.Args[0].Unparen()
	if format.Kind != syntax.LiteralExpr || format.Len() != 1 || f.Tokens[format.First].Kind != syntax.String {
		return 0, false
	}
	s := syntax.StringValue(f.TokenText(int(format.First)))
	n := utf8.RuneCountInString(s)
	for i := 0; i < len(s); i++ {
		if s[i] != '%' && s[i] != '#' {
			continue
		}
		j := i + 1
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		if j == i+1 {
			continue
		}
		k, err := strconv.Atoi(s[i+1 : j])
		if err == nil && k > 0 && k < len(c.Args) {
			l, ok := tl.lengthAt(c.Args[k], depth+1)
			if !ok {
				return 0, false
			}
			if l == textUnbounded {
				return textUnbounded, true
			}
			n += l - (j - i)
		}
		i = j - 1
	}
	return n, true
}

// textStore is a plain assignment or an exit statement that stores a value
// in a Text[N] or Code[N] target.
type textStore struct {
	stmt   *syntax.Node // the AssignStmt or ExitStmt
	Target *syntax.Node // the assignment target; nil for exit
	Value  *syntax.Node
	Typ    symbols.Type // the target's type
	Length int          // its length
}

// TextStores yields the assignments (:=) to variables and fields of a
// bounded text type and the exit statements of procedures returning one,
// outside obsolete code and with bodies.
func TextStores(pass *analysis.Pass) iter.Seq[textStore] {
	return func(yield func(textStore) bool) {
		f := pass.File
		sc := pass.Scopes()
		for st := range pass.Code(syntax.AssignStmt, syntax.ExitStmt) {
			if st.Ancestor(syntax.WithStmt) != nil {
				continue
			}
			ts := textStore{stmt: st}
			if st.Kind == syntax.AssignStmt {
				if len(st.Children) != 2 || f.Tokens[st.Children[0].Last].Kind != syntax.Assign {
					continue
				}
				ts.Target, ts.Value = st.Children[0], st.Children[1]
				if !TextTarget(sc, ts.Target) {
					continue
				}
				ts.Typ = sc.TypeOf(ts.Target)
			} else {
				if len(st.Children) != 1 {
					continue
				}
				ts.Value = st.Children[0]
				ts.Typ = sc.ReturnTypeAt(st)
			}
			n, ok := BoundedTextType(ts.Typ)
			// Obsolete code last: reading it walks up to the object, and
			// most statements store no bounded text.
			if !ok || ts.Typ.ArrayDims > 0 || f.InObsoleteCode(st) {
				continue
			}
			ts.Length = n
			if !yield(ts) {
				return
			}
		}
	}
}

// TextTarget reports whether an assignment target is a variable, a field
// or an element of an array variable that resolves for sure.
func TextTarget(sc *symbols.FileScopes, target *syntax.Node) bool { return sc.IsStorage(target, true) }

// TextValueName is how a value of maximum length n reads in a message:
// its type's kind (Text, Code, Label) and the length when it has one.
func (tl *TextLengths) TextValueName(e *syntax.Node, n int) string {
	kind := "Text"
	t := tl.pass.Scopes().TypeOf(e.Unparen())
	switch {
	case t.Is("Code"), t.Is("Label"), t.Is("Char"):
		kind = t.Kind
	}
	if kind == "Label" || kind == "Char" {
		return kind
	}
	return TextTypeName(kind, n)
}

// CopyStrText is Text.CopyStr(value, 1, length), the value cut to length.
func CopyStrText(f *syntax.File, value *syntax.Node, length string) string {
	return "Text.CopyStr(" + f.Text(f.Span(value)) + ", 1, " + length + ")"
}
