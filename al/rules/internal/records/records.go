package records

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// Record variables as the rules about reading records (AA0175, AA0181,
// AA0233) follow them: the built-in Record calls made on one variable in
// one routine, when everything done with the variable is visible there.

// Uses is what a routine does with one record variable: the built-in
// Record method calls on it, in source order.
type Uses struct {
	Decl  *symbols.Decl
	Calls []calls.Call
}

// LocalRecords returns, per record variable whose state cannot leave its
// routine (a local, or a parameter passed by value), the built-in Record
// calls on it, in source order of first call. A variable is left out when
// it is ever used whole (passed to a procedure or a built-in such as
// RecordRef.GetTable, assigned, returned: a loop may continue elsewhere),
// used in a with body, or mentioned in inactive #if code.
//
// It is computed once per file for the rules that ask (four CodeCop rules):
// the answer is shared and must not be modified.
func LocalRecords(pass *analysis.Pass) []*Uses { return localRecords.Get(pass) }

var localRecords = analysis.NewShared("local records", localRecordsOf)

func localRecordsOf(pass *analysis.Pass) []*Uses {
	f := pass.File
	scopes := pass.Scopes()
	fb := calls.Builtins.Get(pass)
	byDecl := map[*symbols.Decl]*Uses{}
	var order []*Uses
	for _, c := range fb.Calls {
		if c.Receiver == nil || c.Receiver.Kind != syntax.NameExpr || c.Method.Receiver != "Record" {
			continue
		}
		r := scopes.RefOf(c.Receiver)
		if r == nil || r.Decl == nil || r.Ambiguous || !localRecordDecl(f, r.Decl) {
			continue
		}
		u := byDecl[r.Decl]
		if u == nil {
			u = &Uses{Decl: r.Decl}
			byDecl[r.Decl] = u
			order = append(order, u)
		}
		u.Calls = append(u.Calls, c)
	}
	out := order[:0]
	for _, u := range order {
		if recordEscapes(u.Decl) || f.MentionedInDisabledCode(f.Span(u.Decl.Routine), u.Decl.Name) {
			continue
		}
		out = append(out, u)
	}
	return out
}

// localRecordDecl reports whether d is a Record local or by-value
// parameter of a routine.
func localRecordDecl(f *syntax.File, d *symbols.Decl) bool {
	if d.Routine == nil || d.Node == nil || !d.Type.Is("Record") {
		return false
	}
	switch d.Kind {
	case symbols.LocalVar:
		return true
	case symbols.Param:
		return f.FindKeyword(d.Node, syntax.KwVar) < 0
	}
	return false
}

// recordEscapes reports whether a reference to d uses the variable whole
// (anything but the receiver of a member access) or is ambiguous.
func recordEscapes(d *symbols.Decl) bool {
	for _, r := range d.Refs {
		if r.Ambiguous {
			return true
		}
		if p := r.Node.Parent; p == nil || p.Kind != syntax.MemberExpr || p.Children[0] != r.Node {
			return true
		}
	}
	return false
}

// Has reports whether one of u's calls is of a method among names.
func (u *Uses) Has(names ...string) bool {
	for _, c := range u.Calls {
		for _, n := range names {
			if c.Is(n, "Record") {
				return true
			}
		}
	}
	return false
}

// TableType returns a table symbol's TableType as written, "Normal" when it
// sets none: the one reading of the property the rules share.
func TableType(t *symbols.Object) string {
	if tt := strings.TrimSpace(symbols.PropertyValue(t.Properties, "TableType")); tt != "" {
		return tt
	}
	return "Normal"
}

// TableTemporary reports whether a table symbol has TableType = Temporary
// (every record of it is temporary, declared so or not).
func TableTemporary(t *symbols.Object) bool {
	return t != nil && strings.EqualFold(TableType(t), "Temporary")
}

// TableStored reports whether a table's records are rows of Business
// Central's own database: TableType Normal or not set.
func TableStored(t *symbols.Object) bool { return strings.EqualFold(TableType(t), "Normal") }

// TableExternal reports whether a table's records live outside Business
// Central (TableType CRM, CDS, ExternalSQL, Exchange, MicrosoftGraph, ...):
// neither Normal nor Temporary.
func TableExternal(t *symbols.Object) bool { return !TableStored(t) && !TableTemporary(t) }

// PageRecTemporary reports whether the implicit Rec of obj is temporary:
// obj is a page with SourceTableTemporary = true, or a page extension whose
// base page has it. known is false for a page extension whose base page
// alfix does not find; objects of other kinds give false, true.
func PageRecTemporary(pass *analysis.Pass, obj *syntax.Node) (temporary, known bool) {
	f := pass.File
	switch f.ObjectKind(obj) {
	case syntax.KwPage:
		p := f.Property(obj, "SourceTableTemporary")
		return p != nil && f.PropertyValueIs(p, "true"), true
	case syntax.KwPageExtension:
		ext := pass.Scopes().ObjectSymbols(obj)
		if ext == nil || pass.Summary == nil {
			return false, false
		}
		base := pass.Summary.ObjectIn("page", ext.ExtendsNamespace, ext.Extends)
		if base == nil {
			return false, false
		}
		return strings.EqualFold(strings.TrimSpace(symbols.PropertyValue(base.Properties, "SourceTableTemporary")), "true"), true
	}
	return false, true
}
