package permissions

import (
	"strings"
)

// CanonicalLetters returns the letters of s in the order rimd.
func CanonicalLetters(s string) string {
	var b strings.Builder
	for i := 0; i < len(Order); i++ {
		if strings.IndexByte(s, Order[i]) >= 0 {
			b.WriteByte(Order[i])
		}
	}
	return b.String()
}
