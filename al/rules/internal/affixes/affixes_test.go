package affixes

import "testing"

func TestHas(t *testing.T) {
	affixes := []string{"ABC", "XYZ"}
	cases := []struct {
		name string
		want bool
	}{
		{"ABC Customer", true},
		{"abcCustomer", true},
		{"Customer XYZ", true},
		{"CustomerxyZ", true},
		{"ABC", true},
		{"Customer", false},
		{"AB", false},
		{"Customer ABC Card", false},
		{"", false},
		{"ÄBC Customer", false},
	}
	for _, c := range cases {
		if got := Has(c.name, affixes); got != c.want {
			t.Errorf("Has(%q) = %v, want %v", c.name, got, c.want)
		}
	}
	if Has("Customer", nil) || Has("Customer", []string{""}) {
		t.Error("no affixes, or an empty one, must match nothing")
	}
	if got := List(affixes); got != "ABC, XYZ" {
		t.Errorf("List = %q", got)
	}
}
