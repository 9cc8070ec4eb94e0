package idranges

import (
	"testing"

	"github.com/alfix/alfix/al/project"
)

func TestAllowed(t *testing.T) {
	app := []project.IDRange{{From: 70000000, To: 70000099}, {From: 50000, To: 50100}}
	cases := []struct {
		id   int
		want bool
	}{
		{70000000, true}, {70000099, true}, {70000100, false}, {69999999, false},
		{50000, false}, {50100, false}, // in the app's range but per-tenant
		{1, false},
	}
	for _, c := range cases {
		if got := Allowed(c.id, app); got != c.want {
			t.Errorf("Allowed(%d) = %v, want %v", c.id, got, c.want)
		}
	}
	if Allowed(70000000, nil) {
		t.Error("an app without ranges allows nothing")
	}
}

func TestContainsAndText(t *testing.T) {
	if !Contains(AppSource, project.IDRange{From: 1000000, To: 1000100}) {
		t.Error("1000000..1000100 is an AppSource range")
	}
	for _, r := range []project.IDRange{{From: 50100, To: 50149}, {From: 74999999, To: 75000000}, {From: 1000100, To: 1000000}} {
		if Contains(AppSource, r) {
			t.Errorf("%v is no AppSource range", r)
		}
	}
	if got := Text(project.IDRange{From: 1, To: 2}, project.IDRange{From: 5, To: 9}); got != "1..2, 5..9" {
		t.Errorf("Text = %q", got)
	}
}

func TestMicrosoftOwn(t *testing.T) {
	r := func(from, to int) project.IDRange { return project.IDRange{From: from, To: to} }
	for _, c := range []struct {
		ranges []project.IDRange
		want   bool
	}{
		{nil, false},
		{[]project.IDRange{r(6100, 6199), r(6401, 6411)}, true},
		{[]project.IDRange{r(6100, 6199), r(50000, 50010)}, false},
		{[]project.IDRange{r(49990, 50005)}, false},
		{[]project.IDRange{r(70000000, 70000099)}, false},
	} {
		if got := MicrosoftOwn(c.ranges); got != c.want {
			t.Errorf("MicrosoftOwn(%v) = %v, want %v", c.ranges, got, c.want)
		}
	}
}
