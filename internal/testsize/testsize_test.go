package testsize

import "testing"

func TestPick(t *testing.T) {
	for _, c := range []struct {
		value string
		large bool
	}{{"", false}, {"0", false}, {"1", true}, {"yes", true}} {
		t.Setenv(Env, c.value)
		if Large() != c.large {
			t.Errorf("%s=%q: Large() = %v, want %v", Env, c.value, Large(), c.large)
		}
		want := 500
		if c.large {
			want = 5000
		}
		if got := Pick(500, 5000); got != want {
			t.Errorf("%s=%q: Pick(500, 5000) = %d, want %d", Env, c.value, got, want)
		}
	}
}
