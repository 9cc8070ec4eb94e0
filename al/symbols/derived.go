package symbols

// Derived is a value that rules compute once from each summary (an index
// of which tables pages show, which objects permission sets cover) and
// share while the summary lives, as the package's own indexes are. The
// value must not refer to the summary itself, only to its objects, or the
// summary would never be collected.
type Derived[T any] struct{ ps *perSummary[T] }

// NewDerived returns a Derived value computed by build.
func NewDerived[T any](build func(*Summary) T) *Derived[T] {
	return &Derived[T]{ps: newPerSummary(build)}
}

// Get returns the value for s, building it on first use; safe for
// concurrent use.
func (d *Derived[T]) Get(s *Summary) T { return d.ps.get(s) }
