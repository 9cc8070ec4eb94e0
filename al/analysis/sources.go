package analysis

import (
	"bytes"
	"slices"
	"sync"

	"github.com/alfix/alfix/al/syntax"
)

// Sources is the code of a project's files, for the fixes that must edit
// other files than the one analysed: a fix that removes a parameter also
// removes the argument at every call site. A rule reads it only to compute
// the edits of a fix, never to decide what it reports or whether it offers
// a fix: results are cached without it, and the fixes of a finding are
// computed again, with the project's sources, when a fix is asked for.
//
// A Sources reads each file at most once and parses it at most once; it is
// safe for concurrent use. Trees and contents it returns must not be
// modified.
type Sources struct {
	paths []string // sorted; shared with overlays, never modified
	load  func(path string) ([]byte, bool)
	opts  syntax.Options
	// parent and changed are set on an overlay: the files in changed are
	// read from there, the others from parent (whose lowered contents and
	// Mentioning answers are reused).
	parent  *Sources
	changed map[string][]byte

	mu       sync.Mutex
	content  map[string][]byte // nil value: could not be read
	lower    map[string][]byte // ASCII-lowered content, for Mentioning
	trees    map[string]*syntax.File
	mentions map[string][]string
}

// NewSources returns the sources of a project: its AL files' paths, a
// function reading one (false when it cannot be read) and the parse options
// of the project.
func NewSources(paths []string, load func(path string) ([]byte, bool), opts syntax.Options) *Sources {
	return newSources(slices.Sorted(slices.Values(paths)), load, opts)
}

// newSources is NewSources on a sorted path list, which it keeps (shares).
func newSources(sorted []string, load func(path string) ([]byte, bool), opts syntax.Options) *Sources {
	return &Sources{paths: sorted, load: load, opts: opts,
		content: map[string][]byte{}, lower: map[string][]byte{}, trees: map[string]*syntax.File{},
		mentions: map[string][]string{}}
}

// SourcesOf returns the sources made of the given contents.
func SourcesOf(files map[string][]byte, opts syntax.Options) *Sources {
	paths := make([]string, 0, len(files))
	for p := range files {
		paths = append(paths, p)
	}
	return NewSources(paths, func(p string) ([]byte, bool) {
		b, ok := files[p]
		return b, ok
	}, opts)
}

// withFile returns the sources a pass over f sees: s (nil: no other file)
// with f's content and tree for its path, so that a fix's edits of the
// analysed file and of other files are computed on the same text.
func (s *Sources) withFile(f *syntax.File, opts syntax.Options) *Sources {
	var out *Sources
	if s == nil {
		out = SourcesOf(map[string][]byte{f.Name: f.Src}, opts)
	} else {
		out = s.Overlay(map[string][]byte{f.Name: f.Src})
	}
	out.trees[f.Name] = f
	return out
}

// Overlay returns sources that read the files in changed from there and the
// others from s (sharing what s has read): the sources of a project after
// some of its files were edited in memory. Paths in changed that s does not
// list are added. The overlay shares s's sorted path list unless changed
// adds a path: a bulk fix overlays one file at a time on a project of
// thousands, and must not copy and sort their paths for each. changed must
// not be modified while the overlay is in use.
func (s *Sources) Overlay(changed map[string][]byte) *Sources {
	paths := s.paths
	var added []string
	for p := range changed {
		if !s.Has(p) {
			added = append(added, p)
		}
	}
	if len(added) > 0 {
		paths = slices.Concat(s.paths, added)
		slices.Sort(paths)
	}
	out := newSources(paths, func(p string) ([]byte, bool) {
		if b, ok := changed[p]; ok {
			return b, true
		}
		return s.Source(p)
	}, s.opts)
	out.parent, out.changed = s, changed
	return out
}

// Paths lists the project's AL files, sorted. The list is shared and must
// not be modified.
func (s *Sources) Paths() []string { return s.paths }

// Has reports whether path is one of the project's files.
func (s *Sources) Has(path string) bool {
	_, ok := slices.BinarySearch(s.paths, path)
	return ok
}

// Source returns a file's content as first read; false when it is not a
// project file or cannot be read.
func (s *Sources) Source(path string) ([]byte, bool) {
	if !s.Has(path) {
		return nil, false
	}
	s.mu.Lock()
	b, seen := s.content[path]
	s.mu.Unlock()
	if seen {
		return b, b != nil
	}
	b, ok := s.load(path)
	if !ok {
		b = nil
	}
	s.mu.Lock()
	if prev, raced := s.content[path]; raced {
		b = prev
	} else {
		s.content[path] = b
	}
	s.mu.Unlock()
	return b, b != nil
}

// Tree returns a file's parsed tree, or nil when it cannot be read.
func (s *Sources) Tree(path string) *syntax.File {
	s.mu.Lock()
	f := s.trees[path]
	s.mu.Unlock()
	if f != nil {
		return f
	}
	b, ok := s.Source(path)
	if !ok {
		return nil
	}
	f = syntax.Parse(path, b, s.opts)
	s.mu.Lock()
	if prev := s.trees[path]; prev != nil {
		f = prev
	} else {
		s.trees[path] = f
	}
	s.mu.Unlock()
	return f
}

// Mentioning returns the project files whose text contains name, ignoring
// ASCII case: a superset of the files that refer to an identifier called
// name, to be parsed and checked. The result must not be modified.
func (s *Sources) Mentioning(name string) []string {
	key := string(asciiLower([]byte(name)))
	s.mu.Lock()
	out, done := s.mentions[key]
	s.mu.Unlock()
	if done || key == "" {
		return out
	}
	if s.parent != nil {
		// The parent's answer for the files the overlay does not change,
		// and the changed files checked here.
		for _, p := range s.parent.Mentioning(name) {
			if _, ok := s.changed[p]; !ok {
				out = append(out, p)
			}
		}
		for p := range s.changed {
			if s.mentions1(p, key) {
				out = append(out, p)
			}
		}
		slices.Sort(out)
	} else {
		for _, p := range s.paths {
			if s.mentions1(p, key) {
				out = append(out, p)
			}
		}
	}
	s.mu.Lock()
	s.mentions[key] = out
	s.mu.Unlock()
	return out
}

// mentions1 reports whether the file at p contains key (lower case),
// ignoring ASCII case; its lowered content is kept for the next name.
func (s *Sources) mentions1(p, key string) bool {
	s.mu.Lock()
	low, ok := s.lower[p]
	s.mu.Unlock()
	if !ok {
		b, _ := s.Source(p)
		low = asciiLower(b)
		s.mu.Lock()
		s.lower[p] = low
		s.mu.Unlock()
	}
	return bytes.Contains(low, []byte(key))
}

// asciiLower returns a copy of b with ASCII letters in lower case.
func asciiLower(b []byte) []byte {
	out := make([]byte, len(b))
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		out[i] = c
	}
	return out
}
