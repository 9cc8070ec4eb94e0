package applicationcop

import (
	"slices"
	"testing"
)

// AC0030 checks the single-record reads: FindSet is not among them.
func TestAC0030Methods(t *testing.T) {
	got := slices.Sorted(slices.Values(ac0030Methods))
	want := []string{"find", "findfirst", "findlast", "get", "getbysystemid"}
	if !slices.Equal(got, want) {
		t.Errorf("ac0030Methods = %q, want %q", got, want)
	}
}
