package rename

import (
	"crypto/sha256"
	"fmt"
	"strings"

	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/workspace/fix"
)

// check refuses a rename of t to name that AL would not accept or that
// would change what another name means, and a rename of a symbol declared
// outside the project or (without force) one others depend on.
func (pr *planner) check(t *target, name string, force bool) error {
	if why := validName(name, limitFor(t.Kind)); why != "" {
		return refuse(InvalidName, "%s: %s", why, shown(name))
	}
	if name == t.Name {
		return refuse(UnchangedName, "%s is already called %s", t.label(), shown(name))
	}
	if t.Object != nil && !pr.sum.IsOwn(t.Object) {
		where := "a dependency"
		if d := pr.sum.DependencyOf(t.Object); d != nil {
			where = "the dependency " + d.App.Name
			if d.Location != "" {
				where += " (" + d.Location + ")"
			}
		}
		return refuse(NotWritable, "%s is declared in %s, which this project cannot write; rename it in its own project", t.label(), where)
	}
	if t.Kind == KindProcedure && (t.Base.Kind == "interface" || t.Base.Kind == "controladdin") {
		return refuse(Unsupported, "%s is a member of an %s: its implementations would have to change with it; rename is not supported", t.label(), t.Base.Kind)
	}
	if t.Kind == KindProcedure && len(t.Object.Implements) > 0 {
		for _, iname := range t.Object.Implements {
			if ps, _ := pr.sum.InterfaceProcedures(pr.sum.Interface(iname), t.Name); len(ps) > 0 {
				return refuse(Unsupported, "%s implements a procedure of interface %s; rename the interface's procedure instead (not supported)", t.label(), iname)
			}
		}
	}
	if c := pr.collision(t, name); c != "" {
		return refuse(Collision, "cannot rename %s to %s: %s", t.label(), shown(name), c)
	}
	if t.dependents = pr.exposedTo(t); len(t.dependents) > 0 {
		if !force {
			e := refuse(PublicAPI, "%s is public API of %s, and %s depend(s) on it: their code would break; pass force to rename it here anyway",
				t.label(), orApp(pr.sum.App.App.Name), strings.Join(t.dependents, ", "))
			e.Dependents = t.dependents
			return e
		}
	}
	return nil
}

// limitFor is the longest name alfix accepts for a kind: maxNameLen for
// objects, fields, enum values and keys; no limit of its own for the rest.
func limitFor(k Kind) int {
	switch k {
	case KindObject, KindField, KindEnumValue, KindKey:
		return maxNameLen
	}
	return 0
}

func orApp(name string) string {
	if name == "" {
		return "this app"
	}
	return "the app " + name
}

// exposedTo names the projects of the workspace that depend on this app
// and can see t: all of them for a public symbol, its friends
// (internalsVisibleTo) for an internal one, none for a local one.
func (pr *planner) exposedTo(t *target) []string {
	internal := t.Base != nil && strings.EqualFold(t.Base.Access, "internal") || t.Object != nil && strings.EqualFold(t.Object.Access, "internal")
	switch t.Kind {
	case KindObject, KindEnumValue, KindControl, KindAction:
	case KindField, KindProcedure, KindEvent:
		switch strings.ToLower(t.access) {
		case "local":
			return nil
		case "internal":
			internal = true
		}
	default:
		return nil
	}
	var out []string
	for _, a := range pr.sum.Dependents {
		if !internal || pr.sum.App.IsFriend(a) {
			out = append(out, a.Name)
		}
	}
	return out
}

// collision says why name is taken where t's new name would be seen, or "".
func (pr *planner) collision(t *target, name string) string {
	sum := pr.sum
	same := strings.EqualFold(name, t.Name) // a change of case only
	switch t.Kind {
	case KindObject:
		if same {
			return ""
		}
		for _, o := range sum.Objects(t.Object.Kind, name) {
			if o != t.Object {
				return fmt.Sprintf("%s %q already exists", o.Kind, o.Name)
			}
		}
	case KindField:
		if same {
			return ""
		}
		if fld := sum.Field(t.Base, name); fld != nil {
			return fmt.Sprintf("table %q (with its extensions) already has a field %q", t.Base.Name, fld.Name)
		}
	case KindEnumValue:
		if same {
			return ""
		}
		for _, v := range sum.EnumValues(t.Base) {
			if strings.EqualFold(v.Name, name) {
				return fmt.Sprintf("enum %q (with its extensions) already has a value %q", t.Base.Name, v.Name)
			}
		}
	case KindProcedure, KindEvent:
		if same {
			return ""
		}
		for _, o := range append([]*symbols.Object{t.Base}, sum.Extensions(t.Base)...) {
			for _, p := range o.Procedures {
				if strings.EqualFold(p.Name, name) {
					return fmt.Sprintf("%s %q already has a procedure %q", o.Kind, o.Name, p.Name)
				}
			}
			for _, v := range o.Variables {
				if strings.EqualFold(v.Name, name) {
					return fmt.Sprintf("%s %q has a global variable %q", o.Kind, o.Name, v.Name)
				}
			}
		}
		if tb := sum.RecordTable(t.Base); tb != nil && sum.Field(tb, name) != nil {
			return fmt.Sprintf("the record of %s has a field %q, which calls without a receiver would name", t.objectLabel(), shown(name))
		}
	case KindControl, KindAction:
		if same {
			return ""
		}
		for _, c := range append(sum.PageControls(t.Base), sum.PageActions(t.Base)...) {
			if strings.EqualFold(c.Name, name) && c.Kind != "" {
				return fmt.Sprintf("page %q (with its extensions) already has a control or action %q", t.Base.Name, c.Name)
			}
		}
	default: // variables, parameters, return values
		if same {
			return ""
		}
		for _, d := range t.scopeDecls {
			if strings.EqualFold(d.Name, name) {
				return fmt.Sprintf("%s %q is declared in the same scope", d.Kind, d.Name)
			}
		}
		if t.Kind == KindGlobal {
			for _, p := range pr.parsed {
				for _, d := range p.s.Decls {
					if d.Routine != nil && d.Object != nil && p.s.ObjectSymbols(d.Object) == t.Object && strings.EqualFold(d.Name, name) {
						return fmt.Sprintf("%s %q of %s would hide the global", d.Kind, d.Name, p.f.DeclName(d.Routine))
					}
				}
			}
		} else {
			for _, p := range t.Object.Procedures {
				if strings.EqualFold(p.Name, name) {
					return fmt.Sprintf("procedure %q of %s would be hidden by the %s", p.Name, t.objectLabel(), t.Kind)
				}
			}
			for _, v := range t.Object.Variables {
				if strings.EqualFold(v.Name, name) {
					return fmt.Sprintf("global variable %q of %s would be hidden by the %s", v.Name, t.objectLabel(), t.Kind)
				}
			}
		}
		if tb := sum.RecordTable(t.Object); tb != nil && sum.Field(tb, name) != nil {
			return fmt.Sprintf("the record of %s has a field %q: the name would be ambiguous", t.objectLabel(), shown(name))
		}
	}
	return ""
}

// apply turns edits into new file contents. Files not in UTF-8 are
// refused: alfix edits UTF-8 only.
func (pr *planner) apply(edits []Edit) ([]fix.PlannedFile, []Edit, error) {
	byPath := map[string][]Edit{}
	var order []string
	var kept []Edit
	for _, e := range edits {
		if e.Old == e.New {
			continue
		}
		if _, ok := byPath[e.Path]; !ok {
			order = append(order, e.Path)
		}
		byPath[e.Path] = append(byPath[e.Path], e)
		kept = append(kept, e)
	}
	var out []fix.PlannedFile
	for _, path := range order {
		pf, err := pr.parse(path)
		if err != nil {
			return nil, nil, err
		}
		if pf.f.Encoding != "" {
			return nil, nil, refuse(Unsupported, "%s is %s; alfix edits UTF-8 files only", path, pf.f.Encoding)
		}
		src := pf.src
		var b []byte
		last := 0
		for _, e := range byPath[path] {
			if e.Start < last || e.End > len(src) || string(src[e.Start:e.End]) != e.Old {
				return nil, nil, fmt.Errorf("rename: overlapping or stale edit at %s:%d:%d", path, e.Line, e.Column)
			}
			b = append(b, src[last:e.Start]...)
			b = append(b, e.New...)
			last = e.End
		}
		b = append(b, src[last:]...)
		if sha256.Sum256(src) != pf.hash {
			return nil, nil, fmt.Errorf("rename: %s changed while it was read", path)
		}
		out = append(out, fix.PlannedFile{Path: path, Base: pf.hash, Original: src, Content: b})
	}
	return out, kept, nil
}
