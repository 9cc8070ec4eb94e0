package packages

import (
	"strings"

	"github.com/alfix/alfix/al/symbols"
)

// keySumIndexFields returns the field names of the SumIndexFields property
// of a key read from a symbol package, or nil when it has none.
func keySumIndexFields(ps []jsProperty) []string {
	for _, p := range ps {
		if strings.EqualFold(p.Name, "SumIndexFields") {
			return symbols.SplitNameList(string(p.Value))
		}
	}
	return nil
}

// outKeyProps writes a key's SumIndexFields as the property packages carry
// it, or nil when the key has none.
func outKeyProps(k symbols.Key) []outProperty {
	if len(k.SumIndexFields) == 0 {
		return nil
	}
	names := make([]string, len(k.SumIndexFields))
	for i, n := range k.SumIndexFields {
		names[i] = symbols.QuoteName(n)
	}
	return []outProperty{{Name: "SumIndexFields", Value: strings.Join(names, ",")}}
}
