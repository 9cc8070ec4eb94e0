package check

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AL0161: a procedure of another object called where its access modifier
// does not let the caller use it.
var AL0161 = &analysis.Rule{
	ID:       "AL0161",
	Title:    "The member is inaccessible due to its protection level",
	Message:  "'%s' is inaccessible due to its protection level.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "A local procedure may be called only from the object that declares it, an internal one only " +
		"from its own app and the apps it names in internalsVisibleTo. Reported on X.Name where X is a Record, " +
		"Codeunit, Page or Report variable of an object alfix knows and every procedure called Name of the " +
		"object and its extensions is local to another object or internal to an app that is not the project's " +
		"and does not count it among its friends. Fields too: X.Field where the field (of the table or a " +
		"table extension) has Access = Local and the code is not in the object that declares it, Protected " +
		"and the code is neither in the table nor in one of its table extensions, or Internal and the " +
		"declaring app is neither the project's nor one that names it a friend. Calls and fields inside " +
		"`with` bodies, and fields whose declaring object alfix cannot tell, are not checked.",
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		sc, sum := bindingScopes(pass)
		if sc == nil {
			return
		}
		f := pass.File
		for n := range pass.Code(syntax.MemberExpr) {
			tok := f.MemberNameToken(n)
			if tok < 0 || inWith(n) {
				continue
			}
			if r := sc.RefOf(n); r != nil && r.Decl != nil {
				continue // this.Name: the object's own procedure
			}
			t := sc.TypeOf(n.Children[0])
			recv := memberReceiver(t)
			if recv == "" {
				continue
			}
			if fl := sc.FieldOf(n); fl != nil {
				if fieldInaccessible(sum, sc.ObjectSymbols(enclosingObject(n)), sc.ObjectOfType(t), fl) {
					pass.Reportf(tokenSpan(f, tok), []any{fl.Name})
				}
				continue
			}
			o := sc.ObjectOfType(t)
			name := syntax.Unquote(f.TokenText(tok))
			procs := sum.ProceduresNamed(o, name)
			if len(procs) == 0 || symbols.Builtin(recv, name) != nil {
				continue
			}
			public := false
			for i := range procs {
				if a := strings.ToLower(procs[i].Access); a == "" || a == "public" || a == "protected" {
					public = true
					break
				}
			}
			if public || !allInaccessible(sum, sc.ObjectSymbols(enclosingObject(n)), o, name) {
				continue
			}
			pass.Reportf(tokenSpan(f, tok), []any{name})
		}
	},
}

// allInaccessible reports whether every procedure called name of o and of
// its extensions is one the code of object from may not call: local to
// another object, or internal to an app that is neither the project's nor
// one that lists it in internalsVisibleTo.
func allInaccessible(sum *symbols.Summary, from, o *symbols.Object, name string) bool {
	found := false
	for _, owner := range append([]*symbols.Object{o}, sum.Extensions(o)...) {
		for i := range owner.Procedures {
			p := &owner.Procedures[i]
			if !strings.EqualFold(p.Name, name) {
				continue
			}
			found = true
			switch strings.ToLower(p.Access) {
			case "local":
				if sum.IsOwn(owner) && sameObject(from, owner) {
					return false
				}
			case "internal":
				if sum.IsOwn(owner) || sum.Friend(sum.DependencyOf(owner)) {
					return false
				}
			default:
				return false
			}
		}
	}
	return found
}

// fieldInaccessible reports whether the code of object from may not use
// field fl of table t: the field's Access property (Local, Protected or
// Internal) and the object that declares it, t or one of its extensions,
// decide. A field whose declaring object is not found is accessible.
func fieldInaccessible(sum *symbols.Summary, from, t *symbols.Object, fl *symbols.Field) bool {
	access := strings.ToLower(symbols.PropertyValue(fl.Properties, "Access"))
	if access == "" || access == "public" || t == nil || from == nil {
		return false
	}
	var owner *symbols.Object
	for _, o := range append([]*symbols.Object{t}, sum.Extensions(t)...) {
		for i := range o.Fields {
			if &o.Fields[i] == fl {
				owner = o
			}
		}
	}
	if owner == nil {
		return false
	}
	switch access {
	case "local":
		return !(sum.IsOwn(owner) && sameObject(from, owner))
	case "protected":
		// The table and its table extensions may use its protected fields.
		return !sameObject(from, t) && !(strings.EqualFold(from.Kind, "tableextension") && strings.EqualFold(from.Extends, t.Name))
	case "internal":
		return !(sum.IsOwn(owner) || sum.Friend(sum.DependencyOf(owner)))
	}
	return false
}

// sameObject reports whether two object symbols are one object: the same
// kind and name (the file's own symbols and the summary's are different
// copies of one declaration).
func sameObject(a, b *symbols.Object) bool {
	return a != nil && b != nil && strings.EqualFold(a.Kind, b.Kind) && strings.EqualFold(a.Name, b.Name)
}

// enclosingObject returns the Object node around n, or nil.
func enclosingObject(n *syntax.Node) *syntax.Node { return n.Ancestor(syntax.Object) }
