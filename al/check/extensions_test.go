package check

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
	"github.com/alfix/alfix/al/symbols"
)

// With the platform's System app loaded (the summary Complete), AL0247
// reports every target not found, enum extensions and names far from any
// known object included; testdata/AL0247 covers the summary without it.
func TestAL0247Complete(t *testing.T) {
	analysistest.Run(t, AL0247, "testdata/AL0247Complete")
}

func TestEditDistance(t *testing.T) {
	for _, c := range []struct {
		a, b  string
		limit int
		want  int
	}{
		{"customer card", "customer card", 2, 0},
		{"customer card", "customer cards", 2, 1},
		{"customer card", "customer crad", 2, 2},
		{"customer card", "vendor card", 2, 3},
		{"sales", "sales header", 2, 3},
		{"", "ab", 2, 2},
		{"größe", "grösse", 2, 2},
	} {
		if got := symbols.EditDistance(c.a, c.b, c.limit); got != c.want {
			t.Errorf("editDistance(%q, %q, %d) = %d, want %d", c.a, c.b, c.limit, got, c.want)
		}
	}
}
