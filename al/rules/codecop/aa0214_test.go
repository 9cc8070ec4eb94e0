package codecop

import (
	"slices"
	"testing"
)

// AA0214's reads are the loading methods and Next, without GetBySystemId.
func TestAA0214Reads(t *testing.T) {
	got := slices.Sorted(slices.Values(aa0214Reads))
	want := []string{"find", "findfirst", "findlast", "findset", "get", "next"}
	if !slices.Equal(got, want) {
		t.Errorf("aa0214Reads = %q, want %q", got, want)
	}
}
