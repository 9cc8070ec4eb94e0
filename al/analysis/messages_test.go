package analysis

import (
	"strings"
	"testing"
	"unsafe"
)

func sameText(a, b string) bool { return unsafe.StringData(a) == unsafe.StringData(b) }

// Equal messages of different reports end up as one string.
func TestDiagnosticsShareMessages(t *testing.T) {
	msg := func() string { return strings.Repeat("x", 3) + " should be y" } // a fresh copy each call
	er := EnabledRule{Rule: &Rule{ID: "T0001"}, Severity: SeverityWarning}
	a := diagnosticsOf(er, "a.al", []Report{{Message: msg()}, {Message: msg()}})
	b := diagnosticsOf(er, "b.al", []Report{{Message: msg()}, {Message: "other"}})
	if a[0].Message != "xxx should be y" || b[1].Message != "other" {
		t.Fatalf("messages changed: %q, %q", a[0].Message, b[1].Message)
	}
	if !sameText(a[0].Message, a[1].Message) || !sameText(a[0].Message, b[0].Message) {
		t.Error("equal messages are held as separate copies")
	}
	key := func() string { return "T0001." + strings.Repeat("z", 2) }
	withFix := func() []Diagnostic {
		return diagnosticsOf(er, "c.al", []Report{{Fixes: []Fix{{Key: key(), Title: "fix"}}}})
	}
	k1, k2 := withFix()[0].FixKeys(), withFix()[0].FixKeys()
	if len(k1) != 1 || k1[0] != "T0001.zz" || !sameText(k1[0], k2[0]) {
		t.Errorf("equal fix keys are held as separate copies: %q %q", k1, k2)
	}
}

// The table starts afresh when full: it never holds more than its bound,
// and what it returns is always equal to what it was given.
func TestMessageTableBounded(t *testing.T) {
	tab := messageTable{max: 4}
	first := tab.intern(strings.Clone("m0"))
	for i := range 10 {
		s := strings.Repeat("m", i+1)
		if got := tab.intern(strings.Clone(s)); got != s {
			t.Fatalf("intern(%q) = %q", s, got)
		}
		if tab.set.Len() > tab.max {
			t.Fatalf("table holds %d entries, bound %d", tab.set.Len(), tab.max)
		}
	}
	if got := tab.intern(strings.Clone("m0")); got != "m0" || sameText(got, first) {
		t.Errorf("after starting afresh, intern(m0) = %q sharing the dropped copy: %v", got, sameText(got, first))
	}
	if tab.intern("") != "" || tab.set.Len() > tab.max {
		t.Error("empty message")
	}
}
