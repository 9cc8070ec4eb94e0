package decls

import (
	"strings"

	"github.com/alfix/alfix/al/symbols"
)

// InterfaceMethods returns the lower-case names of the procedures the
// interfaces an object implements require (extended interfaces included).
// known is false when one of them is not in the summary.
func InterfaceMethods(sum *symbols.Summary, obj *symbols.Object) (methods map[string]bool, known bool) {
	methods = map[string]bool{}
	if obj == nil {
		return methods, true
	}
	seen := map[string]bool{}
	var visit func(names []string) bool
	visit = func(names []string) bool {
		for _, n := range names {
			key := strings.ToLower(n)
			if seen[key] {
				continue
			}
			seen[key] = true
			if sum == nil {
				return false
			}
			iface := sum.Interface(n)
			if iface == nil {
				return false
			}
			for _, p := range iface.Procedures {
				methods[strings.ToLower(p.Name)] = true
			}
			if !visit(iface.Implements) {
				return false
			}
		}
		return true
	}
	return methods, visit(obj.Implements)
}
