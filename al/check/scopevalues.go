package check

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// reportScopeValues reports, for AL0132, values written X::Value that the
// type of X does not declare: an enum value its enum and the enum's
// extensions lack (Enum::"Sales Document Type"::Quotes, "Doc Type"::Orders,
// a field or variable of an enum type), or an option value the option
// field's or variable's members lack (Rec."Account Type"::Postings). An
// enum alfix does not have, an option field whose members it cannot read,
// and anything inside `with` bodies are not checked.
func reportScopeValues(pass *analysis.Pass, sc *symbols.FileScopes, sum *symbols.Summary) {
	f := pass.File
	for e := range pass.Code(syntax.ScopeExpr) {
		if len(e.Children) != 1 || inWith(e) {
			continue
		}
		tok := int(e.Last) - 1
		if tok < 1 || f.Tokens[tok-1].Kind != syntax.ColonColon || !isNameToken(f.Tokens[tok].Kind) {
			continue
		}
		name := syntax.Unquote(f.TokenText(tok))
		t := sc.TypeOf(e)
		switch {
		case t.Is("Enum"):
			en := sc.ObjectNamed("enum", t.ObjectNamespace, t.Object)
			if en == nil || en.Kind != "enum" {
				continue
			}
			if !enumHasValue(sum, en, name) {
				pass.Reportf(tokenSpan(f, tok), []any{"Enum " + symbols.QuoteName(en.Name), name})
			}
		case t.Is("Option"):
			members, ok := optionMembers(sc, e.Children[0], t)
			if ok && !containsFold(members, name) {
				pass.Reportf(tokenSpan(f, tok), []any{"Option", name})
			}
		}
	}
}

// isNameToken reports whether a token kind can be a value's name.
func isNameToken(k syntax.TokenKind) bool {
	return k == syntax.Identifier || k == syntax.QuotedIdentifier
}

// enumHasValue reports whether the enum or one of its extensions declares
// the value.
func enumHasValue(sum *symbols.Summary, en *symbols.Object, name string) bool {
	if valuesHave(en.Values, name) {
		return true // most values are the enum's own: no list of its extensions
	}
	for _, o := range sum.Extensions(en) {
		if valuesHave(o.Values, name) {
			return true
		}
	}
	return false
}

// valuesHave reports whether values holds one called name (any case).
func valuesHave(values []symbols.EnumValue, name string) bool {
	for i := range values {
		if strings.EqualFold(values[i].Name, name) {
			return true
		}
	}
	return false
}

// optionMembers returns the members of the option type of left (a field's
// OptionMembers, or the members written in a variable's type, Option
// A,B,C); false when they cannot be read.
func optionMembers(sc *symbols.FileScopes, left *syntax.Node, t symbols.Type) ([]string, bool) {
	if fl := sc.FieldOf(left); fl != nil {
		return splitOptionMembers(fl.OptionMembers)
	}
	text := strings.TrimSpace(t.Text)
	if len(text) > len("option ") && strings.EqualFold(text[:len("option ")], "option ") {
		return splitOptionMembers(text[len("option "):])
	}
	return nil, false
}

// splitOptionMembers splits an option member list (A,"B C", ,D) into its
// unquoted members; false when it is empty or not plainly a list.
func splitOptionMembers(list string) ([]string, bool) {
	if strings.TrimSpace(list) == "" {
		return nil, false
	}
	var out []string
	var cur strings.Builder
	quoted := false
	for _, r := range list {
		switch {
		case r == '"':
			quoted = !quoted
			cur.WriteRune(r)
		case r == ',' && !quoted:
			out = append(out, syntax.Unquote(strings.TrimSpace(cur.String())))
			cur.Reset()
		default:
			cur.WriteRune(r)
		}
	}
	if quoted {
		return nil, false
	}
	out = append(out, syntax.Unquote(strings.TrimSpace(cur.String())))
	return out, true
}

// containsFold reports whether list holds s, case-insensitively.
func containsFold(list []string, s string) bool {
	for _, v := range list {
		if strings.EqualFold(v, s) {
			return true
		}
	}
	return false
}
