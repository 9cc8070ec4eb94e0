package workspace

import (
	"math"
	"slices"
	"sync"

	"github.com/alfix/alfix/al/analysis"
)

// A findingSet is one file's findings as a fileResult keeps them: a
// session keeps every file's results, and a cold run holds them all until
// it assembles the project's list. As []Finding a finding takes 160 bytes
// with six pointers the collector follows at every cycle; Base Application
// with every analyzer has 215,000 of them, and holding them so grew the
// live heap of a cold run by some 40 MB towards its memory limit, which
// made the collector run ever more often as the run went on.
//
// A set keeps each distinct string of the file's findings once (strs) and
// each finding as indexes into it and 32-bit positions (packedFinding, no
// pointers): about 60 bytes per finding and one pointer per distinct
// string. A finding whose positions do not fit 32 bits (a file of more
// than 2 GiB) makes the set keep its findings as they are (wide).
//
// A set is immutable once made; at returns a Finding that shares its
// strings (FixKeys is a slice of strs: callers must not modify it).
type findingSet struct {
	strs  []string
	items []packedFinding
	wide  []Finding
}

// A packedFinding is a Finding of a findingSet: its strings are indexes
// into the set's strs, its fix keys the run strs[fixFrom:fixTo].
type packedFinding struct {
	start, end, line, column, endLine, endColumn int32
	path, id, analyzer, message, severity        uint32
	fixFrom, fixTo                               uint32
	suppressed                                   bool
}

// Len returns the number of findings.
func (s *findingSet) Len() int {
	if s.wide != nil {
		return len(s.wide)
	}
	return len(s.items)
}

// at returns the i-th finding.
func (s *findingSet) at(i int) Finding {
	if s.wide != nil {
		return s.wide[i]
	}
	p := &s.items[i]
	f := Finding{Path: s.strs[p.path], ID: s.strs[p.id], Analyzer: s.strs[p.analyzer], Message: s.strs[p.message],
		Severity: analysis.Severity(s.strs[p.severity]), Suppressed: p.suppressed,
		Start: int(p.start), End: int(p.end), Line: int(p.line), Column: int(p.column),
		EndLine: int(p.endLine), EndColumn: int(p.endColumn)}
	if p.fixTo > p.fixFrom {
		f.FixKeys = s.strs[p.fixFrom:p.fixTo:p.fixTo]
	}
	return f
}

// findings returns the set's findings as a new slice.
func (s *findingSet) findings() []Finding {
	if s.Len() == 0 {
		return nil
	}
	out := make([]Finding, s.Len())
	for i := range out {
		out[i] = s.at(i)
	}
	return out
}

// packFindings returns fs as a set, in the same order.
func packFindings(fs []Finding) findingSet {
	var b setBuilder
	b.start(len(fs))
	for i := range fs {
		b.add(&fs[i])
	}
	return b.finish()
}

// A setBuilder makes a findingSet a finding at a time.
type setBuilder struct {
	set   findingSet
	index map[string]uint32
	// last are the strings the fields other than the message had in the
	// finding added last, and their indexes: a file's findings mostly
	// repeat them, and comparing is cheaper than the map.
	last [4]lastString
}

type lastString struct {
	s  string
	i  uint32
	ok bool
}

// strAs is str for a field that mostly repeats the previous finding's.
func (b *setBuilder) strAs(field int, s string) uint32 {
	l := &b.last[field]
	if l.ok && l.s == s {
		return l.i
	}
	*l = lastString{s: s, i: b.str(s), ok: true}
	return l.i
}

// setIndexes are setBuilder's string indexes, reused: a map per file
// would be most of what packing allocates.
var setIndexes = sync.Pool{New: func() any { return map[string]uint32{} }}

func (b *setBuilder) start(n int) {
	b.set = findingSet{items: make([]packedFinding, 0, n)}
	b.index = setIndexes.Get().(map[string]uint32)
}

// finish returns the set made and lets go of the builder's index.
func (b *setBuilder) finish() findingSet {
	clear(b.index)
	setIndexes.Put(b.index)
	b.index = nil
	s := b.set
	if s.wide != nil {
		return findingSet{wide: s.wide}
	}
	s.strs = s.strs[:len(s.strs):len(s.strs)]
	if len(s.items) == 0 {
		s.items = nil
	}
	return s
}

// str returns the index of s in the set's strings, adding it when new.
func (b *setBuilder) str(s string) uint32 {
	if i, ok := b.index[s]; ok {
		return i
	}
	i := uint32(len(b.set.strs))
	b.set.strs = append(b.set.strs, s)
	b.index[s] = i
	return i
}

// add adds f (its strings are shared, not copied). A finding whose
// positions do not fit the packed form turns the set wide.
func (b *setBuilder) add(f *Finding) {
	if b.set.wide != nil {
		g := *f
		g.FixKeys = slices.Clone(f.FixKeys) // f's may be the caller's buffer
		b.set.wide = append(b.set.wide, g)
		return
	}
	for _, n := range [...]int{f.Start, f.End, f.Line, f.Column, f.EndLine, f.EndColumn} {
		if n < math.MinInt32 || n > math.MaxInt32 {
			wide := make([]Finding, 0, cap(b.set.items))
			wide = append(wide, b.set.findings()...)
			b.set = findingSet{wide: wide}
			b.add(f)
			return
		}
	}
	p := packedFinding{start: int32(f.Start), end: int32(f.End), line: int32(f.Line), column: int32(f.Column),
		endLine: int32(f.EndLine), endColumn: int32(f.EndColumn), suppressed: f.Suppressed,
		path: b.strAs(0, f.Path), id: b.strAs(1, f.ID), analyzer: b.strAs(2, f.Analyzer), message: b.str(f.Message),
		severity: b.strAs(3, string(f.Severity))}
	switch len(f.FixKeys) {
	case 0:
	case 1:
		// A single key is its own run: the string's one entry.
		p.fixFrom = b.str(f.FixKeys[0])
		p.fixTo = p.fixFrom + 1
	default:
		// Several keys take a run of their own, so that they stay
		// contiguous (few findings offer more than one fix).
		p.fixFrom = uint32(len(b.set.strs))
		b.set.strs = append(b.set.strs, f.FixKeys...)
		p.fixTo = uint32(len(b.set.strs))
	}
	b.set.items = append(b.set.items, p)
}
