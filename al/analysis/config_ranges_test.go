package analysis

import (
	"testing"

	"github.com/alfix/alfix/al/project"
)

func TestPerTenantRange(t *testing.T) {
	for _, c := range []struct {
		ranges []project.IDRange
		want   bool
	}{
		{nil, false},
		{[]project.IDRange{{From: 50000, To: 99999}}, true},
		{[]project.IDRange{{From: 50100, To: 50149}, {From: 60000, To: 60010}}, true},
		{[]project.IDRange{{From: 50100, To: 50149}, {From: 70000000, To: 70000100}}, false},
		{[]project.IDRange{{From: 1, To: 49999}}, false},
		{[]project.IDRange{{From: 50200, To: 50100}}, false},
	} {
		v := ViewOf(&project.Config{Manifest: project.Manifest{IDRanges: c.ranges}})
		if got := v.PerTenantRange(); got != c.want {
			t.Errorf("%v: PerTenantRange() = %v, want %v", c.ranges, got, c.want)
		}
	}
}
