package labels

import (
	"sort"
	"strconv"
)

// Placeholder is a placeholder of a label text: %n (StrSubstNo,
// Error, Message) or #n (a dialog text field, followed by # fill
// characters). Dialog progress bars (@n@@@) are not placeholders to
// explain: BaseApp leaves them without comments and without suppression.
type Placeholder struct {
	N     int
	Sigil byte // '%' or '#'
}

func (p Placeholder) String() string { return string(p.Sigil) + strconv.Itoa(p.N) }

// Placeholders returns the distinct placeholders of a label text in
// increasing order of n; for a number written both ways the first wins.
func Placeholders(text string) []Placeholder {
	seen := map[int]bool{}
	var out []Placeholder
	for i := 0; i < len(text); i++ {
		if text[i] != '%' && text[i] != '#' {
			continue
		}
		j := i + 1
		for j < len(text) && text[j] >= '0' && text[j] <= '9' {
			j++
		}
		if j == i+1 {
			continue
		}
		n, err := strconv.Atoi(text[i+1 : j])
		if err == nil && n > 0 && !seen[n] {
			seen[n] = true
			out = append(out, Placeholder{N: n, Sigil: text[i]})
		}
		i = j - 1
	}
	sort.Slice(out, func(a, b int) bool { return out[a].N < out[b].N })
	return out
}
