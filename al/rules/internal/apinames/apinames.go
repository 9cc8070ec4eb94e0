package apinames

import (
	"strings"
	"unicode"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/syntax"
)

// Shared camel-case checks of API pages and queries, for AA0101 to AA0104:
// the Microsoft REST API Guidelines want property values (APIPublisher,
// APIGroup, EntityName, EntitySetName) and field names in camel case.

// apiProperties are the properties whose values name an API's URL parts.
var apiProperties = []string{"APIPublisher", "APIGroup", "EntityName", "EntitySetName"}

// isCamelCase reports whether s is camel case: a lower-case ASCII letter,
// then ASCII letters and digits only.
func isCamelCase(s string) bool {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return false
	}
	for _, r := range s {
		if r > unicode.MaxASCII || !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

// camelCase returns s in camel case: words split at anything but ASCII
// letters and digits, the first word's leading capitals lowered (URL ->
// url, SalesOrder -> salesOrder), the following words capitalised. It
// returns "" when no camel-case name results (no letters, a leading
// digit).
func camelCase(s string) string {
	words := strings.FieldsFunc(s, func(r rune) bool {
		return r > unicode.MaxASCII || !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
	var b strings.Builder
	for i, w := range words {
		if i == 0 {
			j := 0
			for j < len(w) && w[j] >= 'A' && w[j] <= 'Z' {
				j++
			}
			if j > 1 && j < len(w) {
				j-- // URLPath -> urlPath: the last capital starts the next word
			}
			b.WriteString(strings.ToLower(w[:j]) + w[j:])
			continue
		}
		b.WriteString(strings.ToUpper(w[:1]) + w[1:])
	}
	if out := b.String(); isCamelCase(out) {
		return out
	}
	return ""
}

// ReportAPIProperties reports the API properties of obj whose string value
// is not camel case, with a fix that writes the value in camel case.
func ReportAPIProperties(pass *analysis.Pass, obj *syntax.Node) {
	f := pass.File
	for _, name := range apiProperties {
		prop := f.Property(obj, name)
		if prop == nil {
			continue
		}
		lv := f.PropertyLabel(prop)
		if lv.Text < 0 || f.Tokens[lv.Text].Kind != syntax.String {
			continue
		}
		value := lv.TextValue()
		if isCamelCase(value) {
			continue
		}
		camel := camelCase(value)
		pass.Reportf(f.Tokens[lv.Text].Span, []any{f.PropertyName(prop), value},
			pass.FixIf(camel != "", "CamelCase", "Write the value in camel case",
				edit.ReplaceToken(f, lv.Text, "'"+camel+"'")))
	}
}

// ReportAPINames reports the elements (field controls or columns) whose
// name is not camel case. The fix renames the element when its name
// appears nowhere else in the object (a control named in code or in
// another property would need those renamed too).
func ReportAPINames(pass *analysis.Pass, obj *syntax.Node, els []*syntax.Node) {
	f := pass.File
	uses := map[string]int{}
	for i := int(obj.First); i < int(obj.Last); i++ {
		if f.Tokens[i].Kind.IsName() {
			uses[strings.ToLower(syntax.Unquote(f.TokenText(i)))]++
		}
	}
	for _, el := range els {
		i := f.ElementNameToken(el)
		if i < 0 {
			continue
		}
		name := syntax.Unquote(f.TokenText(i))
		if isCamelCase(name) {
			continue
		}
		camel := camelCase(name)
		ok := camel != "" && uses[strings.ToLower(name)] == 1 &&
			(strings.EqualFold(name, camel) || uses[strings.ToLower(camel)] == 0)
		pass.Reportf(f.Tokens[i].Span, []any{name},
			pass.FixIf(ok, "CamelCase", "Rename to "+camel, edit.ReplaceToken(f, i, camel)))
	}
}
