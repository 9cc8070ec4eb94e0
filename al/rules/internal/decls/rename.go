package decls

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// RenameVariable returns the edits that rename a variable declaration and
// every reference to it in the file, or false when that cannot be done
// safely within the file: the variable can be seen from other files (a
// protected global, a parameter of an event publisher or subscriber, whose
// names bind to other code), a reference is ambiguous (inside a with body,
// or also a field of the implicit record), the name appears in inactive
// #if code, or the new name is already taken in the variable's scope (a
// variable, parameter or procedure) or is a field of the implicit record.
func RenameVariable(pass *analysis.Pass, d *symbols.Decl, newName string) ([]analysis.TextEdit, bool) {
	f := pass.File
	switch {
	case d.Node == nil || d.NameToken < 0 || d.Inherited || d.Protected:
		return nil, false
	case d.Kind != symbols.LocalVar && d.Kind != symbols.Param && d.Kind != symbols.GlobalVar:
		return nil, false
	case d.Kind == symbols.Param && d.Routine != nil && isEventRoutine(f, d.Routine):
		return nil, false
	case f.MentionedInDisabledCode(Visibility(f, d), d.Name):
		return nil, false
	}
	scopes := pass.Scopes()
	if taken(scopes, d, newName) {
		return nil, false
	}
	text := syntax.QuoteName(newName)
	edits := []analysis.TextEdit{edit.ReplaceToken(f, d.NameToken, text)}
	for _, r := range d.Refs {
		if r.Ambiguous || r.Token < 0 {
			return nil, false
		}
		edits = append(edits, edit.ReplaceToken(f, r.Token, text))
	}
	return edits, true
}

// taken reports whether name already names something d's references could
// then mean: a declaration seen from d's routine (or object) or from any
// routine of the object when d is global, or a field of the implicit record.
func taken(scopes *symbols.FileScopes, d *symbols.Decl, name string) bool {
	at := d.Node
	if d.Routine != nil {
		at = d.Routine
	}
	if scopes.Lookup(at, name) != nil {
		return true
	}
	if d.Kind == symbols.GlobalVar {
		for _, o := range scopes.Decls {
			if o.Object == d.Object && o.Routine != nil && syntax.SameName(o.Name, name) {
				return true
			}
		}
	}
	if d.Object != nil {
		if t := scopes.RecTable(d.Object); t != nil && scopes.Summary.Field(t, name) != nil {
			return true
		}
	}
	return false
}

// isEventRoutine reports whether a procedure is an event publisher or an
// event subscriber: the names of their parameters are part of the binding.
func isEventRoutine(f *syntax.File, routine *syntax.Node) bool {
	return routine.Kind == syntax.Procedure &&
		(f.EventPublisher(routine) != nil || f.Attribute(routine, "EventSubscriber") != nil)
}
