package codecop

import (
	"strings"
	"testing"

	"github.com/alfix/alfix/al/rules/internal/labels"
)

func TestAA0470Placeholders(t *testing.T) {
	for _, tc := range []struct {
		text string
		want string
	}{
		{"", ""},
		{"100 %", ""},
		{"%0 and %", ""},
		{"%2 then %1 then %2", "%1 %2"},
		{"#1#### and %1", "#1"},
		{"%10 %9", "%9 %10"},
		{"Issue #", ""},
		{"%1%2", "%1 %2"},
	} {
		var got []string
		for _, p := range labels.Placeholders(tc.text) {
			got = append(got, p.String())
		}
		if g := strings.Join(got, " "); g != tc.want {
			t.Errorf("aa0470Placeholders(%q) = %q, want %q", tc.text, g, tc.want)
		}
	}
	for _, tc := range []struct {
		comment string
		n       int
		want    bool
	}{
		{"%1 = x", 1, true},
		{"#1 = x", 1, true},
		{"%10 = x", 1, false},
		{"%1", 1, true},
		{"1 = x", 1, false},
		{"%2 = x, %1", 1, true},
		{"%", 1, false},
	} {
		if got := aa0470Mentions(tc.comment, tc.n); got != tc.want {
			t.Errorf("aa0470Mentions(%q, %d) = %v, want %v", tc.comment, tc.n, got, tc.want)
		}
	}
}
