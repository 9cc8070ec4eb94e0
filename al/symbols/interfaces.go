package symbols

// InterfaceProcedures returns the procedures called name (every overload)
// that interface o declares or inherits through `extends` (transitively),
// o's own first. known is false when an extended interface is not one
// object of the summary (not loaded, or several interfaces of that name in
// different namespaces): then a method not found may still exist.
func (s *Summary) InterfaceProcedures(o *Object, name string) (procs []Procedure, known bool) {
	known = true
	seen := map[*Object]bool{}
	var walk func(o *Object)
	walk = func(o *Object) {
		if o == nil || seen[o] {
			return
		}
		seen[o] = true
		if more := s.ProceduresNamed(o, name); len(more) > 0 {
			if procs == nil {
				procs = more
			} else {
				procs = append(procs[:len(procs):len(procs)], more...)
			}
		}
		for _, base := range o.Implements {
			b := s.uniqueInterface(base)
			if b == nil {
				known = false
				continue
			}
			walk(b)
		}
	}
	walk(o)
	return procs, known
}

// uniqueInterface returns the one interface of the summary called name
// (unqualified, as Object.Implements lists them), nil when none or several.
func (s *Summary) uniqueInterface(name string) *Object { return s.uniqueObject("interface", name) }
