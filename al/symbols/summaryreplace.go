package symbols

import (
	"maps"
	"slices"
	"strconv"
	"strings"
)

// Replace returns the summary BuildApp(info, files', deps) would build,
// where files' are s's files with each of files in place of the file of
// the same name, without building its lookup index from every file again:
// s's index is copied and only the replaced files' entries change (the
// index holds the app's own files only). It returns nil when a name in
// files is not among s's files (a file added or removed changes the list:
// build instead). s is not modified; the result shares s's unchanged
// files. The caller sets Dependents, as after BuildApp, except on s
// itself: when no file differs and info and deps are s's, Replace returns
// s, so that what is derived from s (Derived) stays.
func (s *Summary) Replace(info AppInfo, files []*FileSymbols, deps []*Dependency) *Summary {
	old := s.ensureIndex()
	out := &Summary{Files: slices.Clone(s.Files), App: info}
	for _, d := range deps {
		if d != nil {
			out.deps = append(out.deps, d)
		}
	}
	type swap struct{ from, to *FileSymbols }
	var swaps []swap
	for _, f := range files {
		if f == nil {
			return nil
		}
		i, ok := slices.BinarySearchFunc(out.Files, f.File, func(x *FileSymbols, name string) int { return strings.Compare(x.File, name) })
		if !ok {
			return nil
		}
		if out.Files[i] != f {
			swaps = append(swaps, swap{out.Files[i], f})
			out.Files[i] = f
		}
	}
	if len(swaps) == 0 {
		if sameInfo(info, s.App) && slices.EqualFunc(out.deps, s.deps, sameDependency) {
			// Nothing changed: s itself, so that what is derived from it
			// (Derived, per summary) is kept.
			return s
		}
		out.once.Do(func() { out.index = old })
		return out
	}
	ix := &summaryIndex{
		byName:     maps.Clone(old.byName),
		byID:       maps.Clone(old.byID),
		byIDAll:    maps.Clone(old.byIDAll),
		extensions: maps.Clone(old.extensions),
		implements: maps.Clone(old.implements),
		obsolete:   old.obsolete,
		fileOf:     maps.Clone(old.fileOf),
		all:        old.all,
	}
	obsolete := false
	for _, sw := range swaps {
		obsolete = obsolete || hasObsolete(sw.from) || hasObsolete(sw.to)
		ix.replaceFile(sw.from, sw.to)
	}
	if obsolete {
		ix.obsolete = nil
		for _, o := range ix.all {
			for i := range o.Procedures {
				if o.Procedures[i].Obsolete {
					if ix.obsolete == nil {
						ix.obsolete = map[string]bool{}
					}
					ix.obsolete[strings.ToLower(o.Procedures[i].Name)] = true
				}
			}
		}
	}
	out.once.Do(func() { out.index = ix })
	return out
}

// sameDependency reports whether two dependencies are equal: the same
// app, found the same way, with the same declarations (a layer resolved
// again makes new ones).
func sameDependency(a, b *Dependency) bool { return a == b || *a == *b }

// sameInfo reports whether two AppInfos are equal.
func sameInfo(a, b AppInfo) bool {
	return a.App == b.App && slices.Equal(a.InternalsVisibleTo, b.InternalsVisibleTo)
}

func hasObsolete(f *FileSymbols) bool {
	for i := range f.Objects {
		for j := range f.Objects[i].Procedures {
			if f.Objects[i].Procedures[j].Obsolete {
				return true
			}
		}
	}
	return false
}

// replaceFile swaps the objects of from for those of to (the same file
// name) in ix, whose maps are ix's own but whose slices are shared: every
// slice it changes is a new one. The order is BuildApp's: by file, then
// by object within the file.
func (ix *summaryIndex) replaceFile(from, to *FileSymbols) {
	name := from.File
	lists := [...]map[string][]*Object{ix.byName, ix.byIDAll, ix.extensions, ix.implements}
	const byName, byIDAll, extensions, implements = 0, 1, 2, 3
	// keyed calls fn with every list entry of o, as ensureIndex makes them.
	keyed := func(o *Object, fn func(list int, k string)) {
		if o.Name != "" {
			fn(byName, kindKey(o.Kind, o.Name))
			if o.Namespace != "" {
				fn(byName, kindKey(o.Kind, o.Namespace+"."+o.Name))
			}
		}
		if o.ID != 0 {
			fn(byIDAll, kindKey(o.Kind, strconv.Itoa(o.ID)))
		}
		if base := baseKind(o.Kind); base != "" && o.Extends != "" {
			fn(extensions, kindKey(base, o.Extends))
		}
		for _, it := range o.Implements {
			fn(implements, strings.ToLower(it))
		}
	}
	// The keys whose lists change, each once, and the new objects' entries.
	type entry struct {
		list int
		k    string
	}
	var keys []entry
	seen := map[entry]bool{}
	added := map[entry][]*Object{}
	gone := make(map[*Object]bool, len(from.Objects))
	for i := range from.Objects {
		o := &from.Objects[i]
		gone[o] = true
		delete(ix.fileOf, o)
		keyed(o, func(list int, k string) {
			if e := (entry{list, k}); !seen[e] {
				seen[e] = true
				keys = append(keys, e)
			}
		})
	}
	for i := range to.Objects {
		o := &to.Objects[i]
		ix.fileOf[o] = name
		keyed(o, func(list int, k string) {
			e := entry{list, k}
			if !seen[e] {
				seen[e] = true
				keys = append(keys, e)
			}
			added[e] = append(added[e], o)
		})
	}
	for _, e := range keys {
		m := lists[e.list]
		var kept []*Object
		for _, o := range m[e.k] {
			if !gone[o] {
				kept = append(kept, o)
			}
		}
		// The new objects go where the file's place among the others is.
		at := len(kept)
		for i, o := range kept {
			if ix.fileOf[o] > name {
				at = i
				break
			}
		}
		list := slices.Insert(kept, at, added[e]...)
		if len(list) == 0 {
			delete(m, e.k)
		} else {
			m[e.k] = list
		}
		if e.list == byIDAll {
			if len(list) == 0 {
				delete(ix.byID, e.k)
			} else {
				ix.byID[e.k] = list[0]
			}
		}
	}
	// all: the file's objects are one run, in file order.
	all := make([]*Object, 0, len(ix.all)-len(from.Objects)+len(to.Objects))
	placed := false
	for _, o := range ix.all {
		if gone[o] {
			continue
		}
		if !placed && ix.fileOf[o] > name {
			all, placed = appendObjects(all, to), true
		}
		all = append(all, o)
	}
	if !placed {
		all = appendObjects(all, to)
	}
	ix.all = all
}

func appendObjects(all []*Object, f *FileSymbols) []*Object {
	for i := range f.Objects {
		all = append(all, &f.Objects[i])
	}
	return all
}
