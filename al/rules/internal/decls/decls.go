package decls

import (
	"slices"

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
// procedure). The lists share the scopes' Decls and must not be modified.
func ParamsByRoutine(scopes *symbols.FileScopes) map[*syntax.Node][]*symbols.Decl {
	ds := scopes.Decls
	// The map is sized once by the runs of parameters (about one per
	// routine).
	runs := 0
	for i, d := range ds {
		if d.Kind == symbols.Param && d.Routine != nil && (i == 0 || ds[i-1].Kind != symbols.Param || ds[i-1].Routine != d.Routine) {
			runs++
		}
	}
	out := make(map[*syntax.Node][]*symbols.Decl, runs)
	for i := 0; i < len(ds); {
		d := ds[i]
		if d.Kind != symbols.Param || d.Routine == nil {
			i++
			continue
		}
		// A routine's parameters are declared one after the other: the
		// run is handed out as it is, without a copy.
		j := i + 1
		for j < len(ds) && ds[j].Kind == symbols.Param && ds[j].Routine == d.Routine {
			j++
		}
		if prev, ok := out[d.Routine]; ok {
			out[d.Routine] = append(slices.Clip(prev), ds[i:j]...) // copies
		} else {
			out[d.Routine] = ds[i:j:j]
		}
		i = j
	}
	return out
}
