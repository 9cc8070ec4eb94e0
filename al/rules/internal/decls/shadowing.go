package decls

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// ReportShadowedGlobals reports every declaration of kind in the file
// whose name is the name of a global variable declared in its object, when
// skip (if set) does not exempt its routine.
func ReportShadowedGlobals(pass *analysis.Pass, kind symbols.DeclKind, skip func(routine *syntax.Node) bool) {
	f := pass.File
	scopes := pass.Scopes()
	globals := map[*syntax.Node]map[string]bool{}
	for _, d := range scopes.Decls {
		if d.Kind == symbols.GlobalVar && d.Node != nil && d.Object != nil {
			if globals[d.Object] == nil {
				globals[d.Object] = map[string]bool{}
			}
			globals[d.Object][strings.ToLower(d.Name)] = true
		}
	}
	if len(globals) == 0 {
		return
	}
	for _, d := range scopes.Decls {
		if d.Kind != kind || d.NameToken < 0 || d.Routine == nil || !globals[d.Object][strings.ToLower(d.Name)] {
			continue
		}
		if skip != nil && skip(d.Routine) {
			continue
		}
		pass.Reportf(f.Tokens[d.NameToken].Span, []any{d.Name})
	}
}

// ElementTrigger reports whether routine is a trigger of a page control, an
// action or another element (OnAction, OnValidate, OnDrillDown, ...) rather
// than of the object. CodeCop does not compare its locals with the object's
// names (AA0198, AA0202): System Application builds at generalAction Error
// with such locals named like a global or like the action that declares
// them.
func ElementTrigger(routine *syntax.Node) bool {
	return routine.Kind == syntax.Trigger && routine.Ancestor(syntax.Element) != nil
}
