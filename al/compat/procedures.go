package compat

import (
	"strings"

	"github.com/alfix/alfix/al/symbols"
)

// procInAPI reports whether dependents of the app can use procedure p of
// object o: an event publisher (whatever its access: subscribers bind to
// local publishers too) unless it is an internal event, or a public or
// protected procedure of an object in the API (internal ones with
// Options.Internal, OnPrem-scoped ones with Options.OnPrem). Every
// procedure of an interface is in the API of the interface.
func procInAPI(o *symbols.Object, p *symbols.Procedure, opts Options) bool {
	if !objectInAPI(o, opts) {
		return false
	}
	if p.EventPublisher {
		return opts.Internal || !hasAttribute(p, "InternalEvent")
	}
	if p.EventSubscriber {
		return false
	}
	if o.Kind == "interface" {
		return true
	}
	if !opts.OnPrem && onPrem(p) {
		return false
	}
	switch strings.ToLower(p.Access) {
	case "local":
		return false
	case "internal":
		return opts.Internal
	}
	return true
}

func hasAttribute(p *symbols.Procedure, name string) bool {
	for _, a := range p.Attributes {
		if strings.EqualFold(a.Name, name) {
			return true
		}
	}
	return false
}

// onPrem reports whether p has [Scope('OnPrem')].
func onPrem(p *symbols.Procedure) bool {
	for _, a := range p.Attributes {
		if strings.EqualFold(a.Name, "Scope") {
			for _, arg := range a.Args {
				if strings.Contains(strings.ToLower(arg), "onprem") {
					return true
				}
			}
		}
	}
	return false
}

// elemOf is ElemEvent for an event publisher, ElemMethod for a procedure
// of an interface, else ElemProcedure.
func elemOf(o *symbols.Object, p *symbols.Procedure) string {
	switch {
	case p.EventPublisher:
		return ElemEvent
	case o.Kind == "interface":
		return ElemMethod
	}
	return ElemProcedure
}

// sameSignature reports whether two procedures take the same parameters
// (types and var) and return the same type.
func (x *objectDiff) sameSignature(a, b *symbols.Procedure) bool {
	if len(a.Parameters) != len(b.Parameters) || !x.sameType(typeOf(a.Return), typeOf(b.Return)) {
		return false
	}
	for i := range a.Parameters {
		pa, pb := a.Parameters[i], b.Parameters[i]
		if pa.Var != pb.Var || !x.sameType(typeOf(pa.Type), typeOf(pb.Type)) {
			return false
		}
	}
	return true
}

// procedures compares the procedures and events of the object pair.
// Overloads are matched by signature; when a name has one overload on both
// sides, a changed signature is reported parameter by parameter: AS0024
// parameters added or removed (AS0025 removed from an event), AS0026 a
// parameter's type, AS0078 its var modifier, AS0023 the return type,
// AS0102 a return value added; AS0018 a procedure removed from the API
// (removed, or its access reduced), AS0019 an event attribute removed,
// AS0066 a method added to an interface.
func (x *objectDiff) procedures() {
	type group struct{ base, cur []*symbols.Procedure }
	groups := map[string]*group{}
	var order []string
	get := func(name string) *group {
		k := strings.ToLower(name)
		g := groups[k]
		if g == nil {
			g = &group{}
			groups[k] = g
			order = append(order, k)
		}
		return g
	}
	for i := range x.b.Procedures {
		if p := &x.b.Procedures[i]; procInAPI(x.b, p, x.opts) {
			get(p.Name).base = append(get(p.Name).base, p)
		}
	}
	for i := range x.o.Procedures {
		if p := &x.o.Procedures[i]; !p.EventSubscriber {
			get(p.Name).cur = append(get(p.Name).cur, p)
		}
	}
	for _, k := range order {
		g := groups[k]
		matched := map[*symbols.Procedure]bool{}
		var unmatched []*symbols.Procedure
		for _, b := range g.base {
			found := false
			for _, c := range g.cur {
				if !matched[c] && x.sameSignature(b, c) {
					matched[c], found = true, true
					x.compareProc(b, c)
					break
				}
			}
			if !found {
				unmatched = append(unmatched, b)
			}
		}
		var rest []*symbols.Procedure
		for _, c := range g.cur {
			if !matched[c] {
				rest = append(rest, c)
			}
		}
		if len(unmatched) == 1 && len(rest) == 1 {
			matched[rest[0]] = true
			x.compareProc(unmatched[0], rest[0])
			unmatched, rest = nil, nil
		}
		for _, b := range unmatched {
			rule := ""
			if x.opts.Obsolete || !b.Obsolete {
				rule = "AS0018"
			}
			x.add(Removed, elemOf(x.b, b), b.Name, symbols.Signature(b), rule, b.Name, x.o.Kind, x.o.Name)
		}
		for _, c := range rest {
			if !procInAPI(x.o, c, x.opts) {
				continue
			}
			rule := ""
			if x.o.Kind == "interface" {
				rule = "AS0066"
			}
			x.add(Added, elemOf(x.o, c), c.Name, symbols.Signature(c), rule, c.Name, x.o.Name)
		}
	}
}

// compareProc compares baseline procedure b (in the API) with its
// current counterpart c.
func (x *objectDiff) compareProc(b, c *symbols.Procedure) {
	elem := elemOf(x.b, b)
	if b.EventPublisher && !c.EventPublisher {
		x.add(Changed, elem, c.Name, "event attribute removed", "AS0019", c.Name)
		return
	}
	if !procInAPI(x.o, c, x.opts) {
		x.add(Changed, elem, c.Name, "access reduced from "+accessName(b.Access)+" to "+accessName(c.Access)+
			" (no longer callable by dependents)", "AS0018", c.Name, x.o.Kind, x.o.Name)
		return
	}
	nb, nc := len(b.Parameters), len(c.Parameters)
	switch {
	case b.EventPublisher && nc < nb:
		x.add(Changed, elem, c.Name, "parameters removed: "+symbols.Signature(b)+" -> "+symbols.Signature(c), "AS0025", c.Name)
	case !b.EventPublisher && nc != nb:
		x.add(Changed, elem, c.Name, "parameters added or removed: "+symbols.Signature(b)+" -> "+symbols.Signature(c), "AS0024", c.Name)
	}
	for i := range min(nb, nc) {
		pb, pc := b.Parameters[i], c.Parameters[i]
		if !x.sameType(typeOf(pb.Type), typeOf(pc.Type)) {
			x.add(Changed, elem, c.Name, "parameter "+pc.Name+": type "+typeText(typeOf(pb.Type))+" -> "+typeText(typeOf(pc.Type)),
				"AS0026", c.Name+"."+pc.Name)
		}
		if pb.Var != pc.Var {
			x.add(Changed, elem, c.Name, "parameter "+pc.Name+": var modifier "+varWord(pb.Var)+" -> "+varWord(pc.Var), "AS0078", pc.Name, c.Name)
		}
	}
	br, cr := typeOf(b.Return), typeOf(c.Return)
	switch {
	case typeText(br) != "" && !x.sameType(br, cr):
		x.add(Changed, elem, c.Name, "return type "+typeText(br)+" -> "+orNone(typeText(cr)), "AS0023", c.Name)
	case typeText(br) == "" && typeText(cr) != "" && !b.EventPublisher:
		x.add(Changed, elem, c.Name, "return value added: "+typeText(cr), "AS0102", c.Name)
	}
	if !b.Obsolete && c.Obsolete {
		x.add(Changed, elem, c.Name, "marked obsolete", "")
	}
}

func varWord(v bool) string {
	if v {
		return "var"
	}
	return "none"
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}
