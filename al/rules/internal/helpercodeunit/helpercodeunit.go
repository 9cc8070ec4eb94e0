package helpercodeunit

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// Fixes that replace a built-in call by a call of a Base Application or
// System Application codeunit (AC0005's "Translation Helper", AC0006's
// "Page Management") need a variable of that codeunit in the routine and,
// in a file with a namespace, a using of the codeunit's namespace.

// Edits returns the edits that make a variable called name of
// Codeunit codeunit (declared in namespace ns) usable at stmt: none when a
// variable of that name and type is visible, else its declaration in the
// routine's var section; plus `using ns;` when the file declares another
// namespace and has no such using. ok is false when the name is taken by
// something else or the declaration cannot be placed.
func Edits(pass *analysis.Pass, stmt *syntax.Node, name, codeunit, ns string) ([]analysis.TextEdit, bool) {
	f := pass.File
	routine := stmt.Ancestor(syntax.Procedure)
	if routine == nil {
		routine = stmt.Ancestor(syntax.Trigger)
	}
	if routine == nil {
		return nil, false
	}
	var edits []analysis.TextEdit
	if d := pass.Scopes().Lookup(stmt, name); d != nil {
		if d.Kind == symbols.ProcedureDecl || !d.Type.Is("Codeunit") || !strings.EqualFold(d.Type.Object, codeunit) {
			return nil, false
		}
	} else {
		decl, ok := edit.DeclareLocal(f, routine, name+": Codeunit "+syntax.QuoteName(codeunit))
		if !ok {
			return nil, false
		}
		edits = append(edits, decl)
	}
	if u, needed := usingEdit(f, ns); needed {
		edits = append(edits, u)
	}
	return edits, true
}

// usingEdit returns the edit adding `using ns;` to a file that declares a
// namespace other than ns and has no using of it: after its last using,
// else after the namespace declaration with a blank line. The edit replaces
// that ';', so that two fixes adding it overlap and FixAll adds it once.
func usingEdit(f *syntax.File, ns string) (analysis.TextEdit, bool) {
	own := f.Namespace()
	if own == "" || strings.EqualFold(own, ns) {
		return analysis.TextEdit{}, false
	}
	for _, u := range f.Usings() {
		if strings.EqualFold(u, ns) {
			return analysis.TextEdit{}, false
		}
	}
	after, sep := f.Root.Child(syntax.Namespace), "\n\n"
	if usings := f.Root.ChildrenOf(syntax.Using); len(usings) > 0 {
		after, sep = usings[len(usings)-1], "\n"
	}
	if after == nil || after.Len() == 0 || f.Tokens[after.Last-1].Kind != syntax.Semicolon {
		return analysis.TextEdit{}, false
	}
	return edit.Replace(f.Tokens[after.Last-1].Span, ";"+sep+"using "+ns+";"), true
}
