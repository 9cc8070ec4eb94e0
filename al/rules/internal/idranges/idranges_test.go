package idranges

import (
	"testing"

	"github.com/alfix/alfix/al/project"
)

func TestPerTenant(t *testing.T) {
	for id, want := range map[int]bool{49999: false, 50000: true, 75000: true, 99999: true, 100000: false, 0: false, -1: false} {
		if got := PerTenant(id); got != want {
			t.Errorf("PerTenant(%d) = %v, want %v", id, got, want)
		}
	}
}

func TestIn(t *testing.T) {
	ranges := []project.IDRange{{From: 50100, To: 50149}, {From: 60000, To: 60000}}
	for id, want := range map[int]bool{50099: false, 50100: true, 50149: true, 50150: false, 60000: true, 60001: false} {
		if got := In(id, ranges); got != want {
			t.Errorf("In(%d) = %v, want %v", id, got, want)
		}
	}
	if In(50100, nil) {
		t.Error("In with no ranges is true")
	}
}

func TestString(t *testing.T) {
	if got := String([]project.IDRange{{From: 50100, To: 50149}, {From: 60000, To: 60000}}); got != "50100..50149, 60000..60000" {
		t.Errorf("String = %q", got)
	}
	if got := String(nil); got != "" {
		t.Errorf("String(nil) = %q", got)
	}
}
