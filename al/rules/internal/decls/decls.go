package decls

import (
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// Declarations as the unused-declaration rules (AA0137, AA0206, AA0228,
// LC0095) see them through the file's name resolution.

// IsUsed reports whether any reference to a declaration exists, counting
// also mentions in inactive #if branches of span.
func IsUsed(f *syntax.File, d *symbols.Decl, span syntax.Span) bool {
	return len(d.Refs) > 0 || f.MentionedInDisabledCode(span, d.Name)
}

// Visibility returns the span in which a declaration's name is visible: its
// routine for locals and parameters, its object otherwise.
func Visibility(f *syntax.File, d *symbols.Decl) syntax.Span {
	if d.Routine != nil {
		return f.Span(d.Routine)
	}
	if d.Object != nil {
		return f.Span(d.Object)
	}
	return syntax.Span{}
}

// ParamsByRoutine maps each Procedure node of the file to its parameter
// declarations, in order (one pass instead of FileScopes.Locals per
// procedure).
func ParamsByRoutine(scopes *symbols.FileScopes) map[*syntax.Node][]*symbols.Decl {
	out := map[*syntax.Node][]*symbols.Decl{}
	for _, d := range scopes.Decls {
		if d.Kind == symbols.Param && d.Routine != nil {
			out[d.Routine] = append(out[d.Routine], d)
		}
	}
	return out
}
