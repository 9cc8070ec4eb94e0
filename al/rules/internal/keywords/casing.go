package keywords

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/syntax"
)

// CasingChecked reports whether keyword kw is held to lower case. Type words
// the parser may mark (Record, Option, TextConst) are Pascal case.
func CasingChecked(kw syntax.Keyword) bool {
	switch kw {
	case syntax.KwNone, syntax.KwRecord, syntax.KwOption, syntax.KwTextConst:
		return false
	}
	return true
}

// ObjectTypeWord reports whether kw names an object type. Outside an object
// header (RunObject = Page "X", TableRelation) such a word is a type
// reference, written in Pascal case like other types.
func ObjectTypeWord(kw syntax.Keyword) bool {
	switch kw {
	case syntax.KwTable, syntax.KwPage, syntax.KwCodeunit, syntax.KwReport, syntax.KwQuery, syntax.KwXmlPort:
		return true
	}
	return false
}

// ReportCasing reports keywords in another casing; withKind prefixes
// the message arguments with "keyword" (FC0002's message names the kind of
// word, AA0241's does not).
func ReportCasing(pass *analysis.Pass, withKind bool) {
	f := pass.File
	headers := map[int]bool{} // tokens where an object type word is a keyword
	for _, obj := range f.Objects() {
		headers[int(obj.First)] = true
	}
	var buf [32]byte
	for n := range pass.Nodes(syntax.Property) {
		switch name := f.AppendTokenLower(buf[:0], int(n.First)); string(name) {
		case "permissions", "accessbypermission", "inherentpermissions":
			if v := n.Child(syntax.PropertyValue); v != nil {
				for i := int(v.First); i < int(v.Last); i++ {
					headers[i] = true
				}
			}
		}
	}
	for i, t := range f.Tokens {
		if t.Kind != syntax.Identifier || !CasingChecked(t.Keyword) {
			continue
		}
		if ObjectTypeWord(t.Keyword) && !headers[i] {
			continue
		}
		want := t.Keyword.String()
		// Compared on the source bytes: most keywords are written as
		// they should be. (A quoted name is never the keyword.)
		if f.Src[t.Span.Start] == '"' || f.TokenNameIs(i, want) || !f.TokenNameEqualFold(i, want) {
			continue
		}
		got := f.TokenText(i)
		args := []any{got, want}
		if withKind {
			args = []any{"keyword", got, want}
		}
		pass.Reportf(t.Span, args,
			pass.Fix("FixCasing", "Write '"+want+"' in lower case", edit.ReplaceToken(f, i, want)))
	}
}
