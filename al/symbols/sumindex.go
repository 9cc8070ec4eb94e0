package symbols

import "strings"

// keySumIndexFields returns the field names of a key's SumIndexFields
// property, or nil when the key has none.
func keySumIndexFields(ps []Property) []string {
	for _, p := range ps {
		if strings.EqualFold(p.Name, "SumIndexFields") {
			return SplitNameList(p.Value)
		}
	}
	return nil
}

// SplitNameList splits a comma-separated list of field names as a property
// value writes it (Amount, "Amount (LCY)") into unquoted, trimmed names;
// commas inside quoted names do not split. Empty names are left out, and
// an empty list gives nil.
func SplitNameList(v string) []string {
	var out []string
	add := func(s string) {
		s = strings.TrimSpace(s)
		if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
			s = strings.ReplaceAll(s[1:len(s)-1], `""`, `"`)
		}
		if s != "" {
			out = append(out, s)
		}
	}
	start, quoted := 0, false
	for i := 0; i < len(v); i++ {
		switch v[i] {
		case '"':
			quoted = !quoted
		case ',':
			if !quoted {
				add(v[start:i])
				start = i + 1
			}
		}
	}
	add(v[start:])
	return out
}
