package symbols

import (
	"strings"
	"testing"
)

// splitQualified's unquoted fast path answers as the general quoted walk
// does, and allocates nothing.
func TestSplitQualified(t *testing.T) {
	for _, tc := range []struct{ ref, ns, name string }{
		{"Customer", "", "Customer"},
		{"  Customer ", "", "Customer"},
		{"Microsoft.Sales.Customer", "Microsoft.Sales", "Customer"},
		{"No.", "No", ""},
		{".Lead", "", "Lead"},
		{`"No. Series"`, "", "No. Series"},
		{`Ns."A.B"`, "Ns", "A.B"},
		{`"My App"."Sales Line"`, "My App", "Sales Line"},
		{`"Say ""Hi"""`, "", `Say "Hi"`},
		{"", "", ""},
	} {
		ns, name := splitQualified(tc.ref)
		if ns != tc.ns || name != tc.name {
			t.Errorf("splitQualified(%q) = %q, %q; want %q, %q", tc.ref, ns, name, tc.ns, tc.name)
		}
		// The general walk agrees on every input.
		qns, qname := splitQuoted(strings.TrimSpace(tc.ref))
		if qns != ns || qname != name {
			t.Errorf("splitQuoted(%q) = %q, %q; the fast path %q, %q", tc.ref, qns, qname, ns, name)
		}
	}
	if n := testing.AllocsPerRun(100, func() { splitQualified("Microsoft.Sales.Customer") }); n != 0 {
		t.Errorf("%.0f allocations for an unquoted name", n)
	}
}
