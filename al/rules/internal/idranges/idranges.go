// Package idranges knows the object and member id ranges of Business
// Central: the range 50,000-99,999 Microsoft reserves for per-tenant
// extensions, and whether an id lies in the app.json idRanges. It must not
// report diagnostics nor import a cop package or al/rules.
package idranges

import (
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/project"
)

// The per-tenant extension range: the object ids and the table extension
// field ids a per-tenant extension may use.
const (
	PerTenantFrom = 50000
	PerTenantTo   = 99999
)

// PerTenant reports whether id is in the per-tenant extension range.
func PerTenant(id int) bool { return id >= PerTenantFrom && id <= PerTenantTo }

// In reports whether id lies in one of ranges (bounds included).
func In(id int, ranges []project.IDRange) bool {
	for _, r := range ranges {
		if id >= r.From && id <= r.To {
			return true
		}
	}
	return false
}

// String writes ranges as from..to, comma-separated, for messages.
func String(ranges []project.IDRange) string {
	parts := make([]string, len(ranges))
	for i, r := range ranges {
		parts[i] = strconv.Itoa(r.From) + ".." + strconv.Itoa(r.To)
	}
	return strings.Join(parts, ", ")
}
