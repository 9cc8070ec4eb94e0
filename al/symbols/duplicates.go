package symbols

import (
	"slices"
	"strings"
)

// Duplicate declarations. The compiler meets declarations in one order: a
// dependency's objects before the app's own, the app's own by file, and
// within a file in source order. The first declaration of a kind and name
// (or id) is the original: it keeps the name, code elsewhere binds to it,
// and only the later ones are duplicates (AL0197, AL0264 report there).
// The summary's own files are sorted by name, which is the order used
// here for the app's own files.

// DeclaredBefore reports whether a is declared before b in that order: a
// dependency's object before an own one, own objects by file name and
// place in the file. False when a and b are both a dependency's (their
// order is not the project's concern) or either is not from s.
func (s *Summary) DeclaredBefore(a, b *Object) bool {
	ix := s.ensureIndex()
	fa, ownA := ix.fileOf[a]
	fb, ownB := ix.fileOf[b]
	switch {
	case !ownB:
		return false
	case !ownA:
		return s.DependencyOf(a) != nil
	case fa != fb:
		return fa < fb
	}
	objs := s.FileObjects(fa)
	return slices.Index(objs, a) < slices.Index(objs, b)
}

// FileObjects returns the objects of the project's own file named file, in
// source order (nil when s has no such file).
func (s *Summary) FileObjects(file string) []*Object {
	i, ok := slices.BinarySearchFunc(s.Files, file, func(f *FileSymbols, name string) int { return strings.Compare(f.File, name) })
	if !ok {
		return nil
	}
	f := s.Files[i]
	out := make([]*Object, len(f.Objects))
	for j := range f.Objects {
		out[j] = &f.Objects[j]
	}
	return out
}

// originals drops from candidates (one kind and name, in lookup order)
// the project's own objects that duplicate a dependency's object of the
// same namespace: the dependency's declaration came first. Objects marked
// as moved to another app (ObsoleteState Moved or PendingMove) share
// their name with their new home by design, and stay.
func (s *Summary) originals(candidates []*Object) []*Object {
	moved := func(o *Object) bool {
		return strings.EqualFold(o.ObsoleteState, "Moved") || strings.EqualFold(o.ObsoleteState, "PendingMove")
	}
	var out []*Object
	for _, o := range candidates {
		if s.IsOwn(o) && !moved(o) && slices.ContainsFunc(candidates, func(d *Object) bool {
			return !s.IsOwn(d) && !moved(d) && strings.EqualFold(d.Namespace, o.Namespace)
		}) {
			continue
		}
		out = append(out, o)
	}
	if len(out) == 0 {
		return candidates
	}
	return out
}
