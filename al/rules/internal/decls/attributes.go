package decls

import (
	"strings"

	"github.com/alfix/alfix/al/syntax"
)

// plainAttributes are attributes that do not make the platform call
// a procedure.
var plainAttributes = map[string]bool{
	"tryfunction": true, "nondebuggable": true, "scope": true, "inherentpermissions": true, "commitbehavior": true,
}

// CalledByPlatform reports whether a procedure has an attribute that lets
// the platform call it.
func CalledByPlatform(f *syntax.File, proc *syntax.Node) bool {
	for _, a := range proc.ChildrenOf(syntax.Attribute) {
		if !plainAttributes[strings.ToLower(f.DeclName(a))] {
			return true
		}
	}
	return false
}
