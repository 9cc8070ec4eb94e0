package idranges

import (
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// PerTenant is the range of per-tenant customisations (50,000..99,999):
// no AppSource app may use an id in it.
var PerTenant = project.IDRange{From: 50000, To: 99999}

// AppSource is the span AppSource apps get their ranges from: the
// Registered Solution Program ranges from 1,000,000 and the ISV ranges up
// to 74,999,999.
var AppSource = project.IDRange{From: 1000000, To: 74999999}

// MicrosoftOwn reports whether ranges (app.json idRanges, at least one)
// all lie below the per-tenant range: the ids of Microsoft's own apps,
// which no partner app is given. The fields such an app's table
// extensions add follow Microsoft's allocation of the base table's ids,
// not the app's ranges: BCApps builds 29 table extension fields outside
// their app's idRanges (E-Document 6360, Field Service Integration 12000,
// Expense Agent 6500, ...) under AppSourceCop and PerTenantExtensionCop at
// Error.
func MicrosoftOwn(ranges []project.IDRange) bool {
	for _, r := range ranges {
		if r.To >= PerTenant.From {
			return false
		}
	}
	return len(ranges) > 0
}

// In reports whether id lies in r (both ends included).
func In(id int, r project.IDRange) bool { return id >= r.From && id <= r.To }

// InAny reports whether id lies in one of the ranges.
func InAny(id int, ranges []project.IDRange) bool {
	for _, r := range ranges {
		if In(id, r) {
			return true
		}
	}
	return false
}

// Allowed reports whether an app whose app.json declares ranges may give a
// member the id: inside one of its ranges and outside the per-tenant range.
func Allowed(id int, ranges []project.IDRange) bool {
	return InAny(id, ranges) && !In(id, PerTenant)
}

// Contains reports whether outer holds all of inner.
func Contains(outer, inner project.IDRange) bool {
	return inner.From >= outer.From && inner.To <= outer.To && inner.From <= inner.To
}

// Text writes ranges for a message: "70000000..70000099, 70000200..70000299".
func Text(ranges ...project.IDRange) string {
	parts := make([]string, len(ranges))
	for i, r := range ranges {
		parts[i] = strconv.Itoa(r.From) + ".." + strconv.Itoa(r.To)
	}
	return strings.Join(parts, ", ")
}

// ExtendsOwnTable reports whether the table extension obj extends a table
// the project itself declares. Its fields then continue the table's own
// field numbering, which app.json's idRanges do not govern: BCApps builds
// the AI Test Toolkit's extensions of its own "AIT Run History" (fields
// 15, 16, 25, 26) and "AIT Test Suite" (4900), and Test Runner's of its own
// "Test Method Line" (1000, 1001), with AppSourceCop and
// PerTenantExtensionCop at Error. A base table that cannot be resolved is
// not the project's.
func ExtendsOwnTable(pass *analysis.Pass, obj *syntax.Node) bool {
	if pass.Summary == nil {
		return false
	}
	sym := pass.Scopes().ObjectSymbols(obj)
	if sym == nil || sym.Extends == "" {
		return false
	}
	base := pass.Summary.ObjectIn("table", sym.ExtendsNamespace, sym.Extends)
	return base != nil && pass.Summary.IsOwn(base)
}
