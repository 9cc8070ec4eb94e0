package check

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/properties"
	"github.com/alfix/alfix/al/syntax"
)

// This file holds the checks of a property's value that the value's own
// text proves wrong (an integer property given a word, a number field's
// MinValue given a text, an option field's InitValue that is not one of
// its members) and of a property written twice. They read only the
// file's syntax, so they do not depend on loaded dependencies.

// AL0218: an integer property whose value is not an integer literal.
var AL0218 = &analysis.Rule{
	ID:       "AL0218",
	Title:    "An integer literal value is expected for the property",
	Message:  "An integer literal value is expected for property %s.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "A property whose value is a number (MaxIteration, ColumnSpan, RowSpan, MaximumDatasetSize, " +
		"TopNumberOfRows, AutoFormatType, a control add-in's sizes, ...: the catalogue's int properties) must be " +
		"given an integer literal, with or without a sign: a word, a text or a decimal is reported on the value. " +
		"Properties AL0124 reports and those in inactive #if branches are not seen.",
	Run: func(pass *analysis.Pass) {
		f := pass.File
		for u, v := range allowedValues(pass) {
			name := f.PropertyName(u.Node)
			if s := properties.ShapeOf(u.Context, name); s.Int && !s.ValidValue(f.PropertyValueText(u.Node)) {
				pass.Reportf(f.Span(v), []any{name})
			}
		}
	},
}

// AL0293: an option field's InitValue that is not one of its OptionMembers.
var AL0293 = &analysis.Rule{
	ID:       "AL0293",
	Title:    "The property value is not in the field's OptionMembers",
	Message:  "Property value %s is not in the field's OptionMembers.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "The InitValue of a table field of type Option must name one of the members its OptionMembers " +
		"property lists (quoted or not, in any case; \" \" names a blank member) or be an integer ordinal. " +
		"Reported on the value when the field declares both properties itself (a table extension's modify of a " +
		"base field is not judged).",
	Run: func(pass *analysis.Pass) {
		f := pass.File
		for _, u := range fileProperties.Get(pass) {
			if u.Context != "tablefield" || !strings.EqualFold(f.PropertyName(u.Node), "InitValue") {
				continue
			}
			el := u.Node.Parent.Parent
			if !strings.EqualFold(fieldTypeText(f, el), "option") {
				continue
			}
			om := f.Property(el, "OptionMembers")
			v := valueOf(u.Node)
			if om == nil || v == nil {
				continue
			}
			value := unquoteOption(f.PropertyValueText(u.Node))
			if isSignedNumber(value) {
				continue
			}
			found := false
			for _, m := range strings.Split(f.PropertyValueText(om), ",") {
				if strings.EqualFold(unquoteOption(m), value) {
					found = true
					break
				}
			}
			if !found {
				pass.Reportf(f.Span(v), []any{strings.TrimSpace(f.PropertyValueText(u.Node))})
			}
		}
	},
}

// AL0294: a number field's InitValue, MinValue or MaxValue that is not a
// number.
var AL0294 = &analysis.Rule{
	ID:       "AL0294",
	Title:    "The type of the property value does not match the field's type",
	Message:  "The type of property value %s does not match the field's type.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "The InitValue, MinValue and MaxValue of a table field of type Integer, BigInteger or Decimal " +
		"must be a number (a sign and digits, a decimal point for a Decimal): a text, a Boolean or a word is " +
		"reported on the value. Fields of other types are not judged, nor a table extension's modify of a base " +
		"field (its type is not in the file).",
	Run: func(pass *analysis.Pass) {
		f := pass.File
		for _, u := range fileProperties.Get(pass) {
			if u.Context != "tablefield" {
				continue
			}
			switch strings.ToLower(f.PropertyName(u.Node)) {
			case "initvalue", "minvalue", "maxvalue":
			default:
				continue
			}
			typ := strings.ToLower(fieldTypeText(f, u.Node.Parent.Parent))
			if typ != "integer" && typ != "biginteger" && typ != "decimal" {
				continue
			}
			v := valueOf(u.Node)
			if v == nil {
				continue
			}
			text := strings.TrimSpace(f.PropertyValueText(u.Node))
			if !isSignedNumber(text) || typ != "decimal" && strings.Contains(text, ".") {
				pass.Reportf(f.Span(v), []any{text})
			}
		}
	},
}

// AL0317: a property written twice on the same object or element.
var AL0317 = &analysis.Rule{
	ID:       "AL0317",
	Title:    "A property with the same name has already been declared",
	Message:  "A property with the same name has already been declared.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "An object, section or element sets each property at most once (names compare without " +
		"regard to case; Caption and CaptionML are different properties). Reported on the later name. Only the " +
		"code the preprocessor keeps active is compared, so one property set in two #if branches is fine; the " +
		"places the catalogue does not classify (report labels, whose members are label names) are not checked.",
	Run: func(pass *analysis.Pass) {
		f := pass.File
		seen := map[*syntax.Node]map[string]bool{}
		for _, u := range fileProperties.Get(pass) {
			if u.Context == "" {
				continue
			}
			body := u.Node.Parent
			names := seen[body]
			if names == nil {
				names = map[string]bool{}
				seen[body] = names
			}
			key := strings.ToLower(f.PropertyName(u.Node))
			if key == "" {
				continue
			}
			if names[key] {
				pass.Reportf(tokenSpan(f, int(u.Node.First)), nil)
			}
			names[key] = true
		}
	},
}

// fieldTypeText returns the type of a field element written as one word
// (field(1; Name; Integer) gives Integer), "" when it has another form
// (Code[20], Record ..., or no type).
func fieldTypeText(f *syntax.File, el *syntax.Node) string {
	if el == nil || el.Kind != syntax.Element {
		return ""
	}
	args := f.ElementArgs(el, false)
	if len(args) != 3 || args[2].Len() != 1 {
		return ""
	}
	return f.TokenText(args[2].First)
}

// unquoteOption returns an option member or value as compared: without
// surrounding white space and double quotes, the blank member as "".
func unquoteOption(s string) string {
	s = strings.TrimSpace(s)
	if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
		s = strings.TrimSpace(s[1 : len(s)-1])
	}
	return s
}

// isSignedNumber reports whether s is a number literal: an optional sign
// (white space may follow it), digits, and at most one decimal point
// between digits.
func isSignedNumber(s string) bool {
	s = strings.TrimSpace(s)
	if strings.HasPrefix(s, "-") || strings.HasPrefix(s, "+") {
		s = strings.TrimSpace(s[1:])
	}
	whole, frac, dotted := strings.Cut(s, ".")
	if whole == "" || dotted && frac == "" {
		return false
	}
	for _, r := range whole + frac {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}
