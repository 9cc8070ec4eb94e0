package watch

import (
	"path/filepath"
	"sort"
)

// tree is the watcher's picture of the files and directories under its
// roots: for every known directory, its known entries (name -> is a
// directory). Roots are keys of dirs while they exist. Only the loop
// goroutine touches it.
type tree struct {
	dirs map[string]map[string]bool
}

func newTree() *tree { return &tree{dirs: make(map[string]map[string]bool)} }

// lookup reports whether path is known and whether it is a directory.
func (t *tree) lookup(path string) (known, isDir bool) {
	if _, ok := t.dirs[path]; ok {
		return true, true
	}
	kids, ok := t.dirs[filepath.Dir(path)]
	if !ok {
		return false, false
	}
	isDir, known = kids[path[len(filepath.Dir(path))+1:]]
	return known, isDir
}

// isDir reports whether path is a known directory.
func (t *tree) isDir(path string) bool {
	_, ok := t.dirs[path]
	return ok
}

// addRoot records a root directory (with no entries yet).
func (t *tree) addRoot(root string) {
	if _, ok := t.dirs[root]; !ok {
		t.dirs[root] = make(map[string]bool)
	}
}

// add records path (whose parent must be a known directory) as a file or an
// empty directory; it reports false when the parent is unknown. A known
// directory that stays a directory keeps its entries.
func (t *tree) add(path string, isDir bool) bool {
	parent := filepath.Dir(path)
	kids, ok := t.dirs[parent]
	if !ok || parent == path {
		return false
	}
	kids[filepath.Base(path)] = isDir
	if isDir {
		if _, ok := t.dirs[path]; !ok {
			t.dirs[path] = make(map[string]bool)
		}
	}
	return true
}

// forget removes path and, if it is a directory, everything under it. It
// calls gone for every forgotten path, children before their directory, and
// returns the forgotten directories (path first).
func (t *tree) forget(path string, gone func(path string, isDir bool)) (dirs []string) {
	var walk func(p string)
	walk = func(p string) {
		kids, ok := t.dirs[p]
		if !ok {
			return
		}
		dirs = append(dirs, p)
		names := make([]string, 0, len(kids))
		for name := range kids {
			names = append(names, name)
		}
		sort.Strings(names)
		for _, name := range names {
			child := filepath.Join(p, name)
			walk(child)
			if gone != nil {
				gone(child, kids[name])
			}
		}
		delete(t.dirs, p)
	}
	_, wasDir := t.lookup(path)
	walk(path)
	if parent := filepath.Dir(path); parent != path {
		if kids, ok := t.dirs[parent]; ok {
			delete(kids, filepath.Base(path))
		}
	}
	if gone != nil {
		gone(path, wasDir)
	}
	return dirs
}

// forgetChildren forgets everything under the directory path but keeps path.
func (t *tree) forgetChildren(path string, gone func(path string, isDir bool)) (dirs []string) {
	kids, ok := t.dirs[path]
	if !ok {
		return nil
	}
	names := make([]string, 0, len(kids))
	for name := range kids {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		dirs = append(dirs, t.forget(filepath.Join(path, name), gone)...)
	}
	return dirs
}

// change is what happened to one path since the last delivered batch: did
// it exist (as far as the watcher knew) before the first event, does it
// exist after the last one.
type change struct {
	existedBefore bool
	existsNow     bool
	isDir         bool
}

// changeSet accumulates coalesced changes and the rescan signal until they
// are delivered.
type changeSet struct {
	changes map[string]*change
	rescan  bool
	err     error
}

func newChangeSet() *changeSet { return &changeSet{changes: make(map[string]*change)} }

// note records one event: path existed (known) before it, exists after it.
func (c *changeSet) note(path string, existedBefore, existsNow, isDir bool) {
	if ch, ok := c.changes[path]; ok {
		ch.existsNow = existsNow
		ch.isDir = isDir
		return
	}
	c.changes[path] = &change{existedBefore: existedBefore, existsNow: existsNow, isDir: isDir}
}

// lost records that events were lost; the first error is kept.
func (c *changeSet) lost(err error) {
	c.rescan = true
	if c.err == nil {
		c.err = err
	}
}

// empty reports whether the set has nothing to deliver.
func (c *changeSet) empty() bool { return len(c.changes) == 0 && !c.rescan }

// merge adds the later set o to c (o's changes happened after c's).
func (c *changeSet) merge(o *changeSet) {
	for path, later := range o.changes {
		if ch, ok := c.changes[path]; ok {
			ch.existsNow = later.existsNow
			ch.isDir = later.isDir
		} else {
			c.changes[path] = later
		}
	}
	if o.rescan {
		c.lost(o.err)
	}
}

// batch converts the set to a Batch: one event per path whose net effect is
// not nothing, in path order.
func (c *changeSet) batch() Batch {
	b := Batch{Rescan: c.rescan, Err: c.err}
	for path, ch := range c.changes {
		var op Op
		switch {
		case ch.existedBefore && ch.existsNow:
			op = Changed
		case ch.existsNow:
			op = Created
		case ch.existedBefore:
			op = Removed
		default:
			continue
		}
		b.Events = append(b.Events, Event{Path: path, Op: op, IsDir: ch.isDir})
	}
	sort.Slice(b.Events, func(i, j int) bool { return b.Events[i].Path < b.Events[j].Path })
	return b
}
