package workspace

import (
	"iter"
	"sort"
)

// Findings is an analysis's findings in the order of sortFindings, held
// as segments (runs of whole files) that analyses of snapshots differing in
// a few files share: an edit builds the segments of the files it changed
// and takes the others as they are, instead of copying every finding of
// the project. The segments are never modified once built; a Findings
// value is a small view and copies freely.
//
// The zero value holds no findings.
type Findings struct {
	segs [][]Finding // non-empty
	ends []int       // ends[k]: findings in segs[:k+1]
}

// FindingsOf returns the findings of list, which must be in the order of
// sortFindings; list is held, not copied: never modify it afterwards.
func FindingsOf(list []Finding) Findings {
	var fs Findings
	fs.append(list)
	return fs
}

// append adds a segment (dropped when empty).
func (fs *Findings) append(seg []Finding) {
	if len(seg) == 0 {
		return
	}
	fs.segs = append(fs.segs, seg)
	fs.ends = append(fs.ends, fs.Len()+len(seg))
}

// Len is how many findings there are.
func (fs Findings) Len() int {
	if len(fs.ends) == 0 {
		return 0
	}
	return fs.ends[len(fs.ends)-1]
}

// locate returns the segment holding the i-th finding and i's index in it.
func (fs Findings) locate(i int) (k, j int) {
	k = sort.Search(len(fs.ends), func(k int) bool { return fs.ends[k] > i })
	if k > 0 {
		j = i - fs.ends[k-1]
	} else {
		j = i
	}
	return k, j
}

// At returns the i-th finding (0 <= i < Len()). It points into memory other
// analyses share: never modify it.
func (fs Findings) At(i int) *Finding {
	k, j := fs.locate(i)
	return &fs.segs[k][j]
}

// All yields every finding with its index, in order. They point into
// memory other analyses share: never modify them.
func (fs Findings) All() iter.Seq2[int, *Finding] {
	return fs.Range(0, fs.Len())
}

// Range yields the findings from index from up to (not including) to,
// clamped to the list, with their indexes.
func (fs Findings) Range(from, to int) iter.Seq2[int, *Finding] {
	return func(yield func(int, *Finding) bool) {
		from, to = max(from, 0), min(to, fs.Len())
		if from >= to {
			return
		}
		k, j := fs.locate(from)
		for i := from; i < to; k, j = k+1, 0 {
			seg := fs.segs[k]
			for ; j < len(seg) && i < to; j, i = j+1, i+1 {
				if !yield(i, &seg[j]) {
					return
				}
			}
		}
	}
}

// Stretches yields the findings from index from up to to as the
// stretches of the segments they are, each with the index of its first
// finding: no finding is copied.
func (fs Findings) Stretches(from, to int) iter.Seq2[int, []Finding] {
	return func(yield func(int, []Finding) bool) {
		from, to = max(from, 0), min(to, fs.Len())
		if from >= to {
			return
		}
		k, j := fs.locate(from)
		for i := from; i < to; k, j = k+1, 0 {
			n := min(len(fs.segs[k])-j, to-i)
			if !yield(i, fs.segs[k][j:j+n:j+n]) {
				return
			}
			i += n
		}
	}
}

// Slice returns the findings as one list: the segment itself when there is
// one (never modify it), else a copy.
func (fs Findings) Slice() []Finding {
	switch len(fs.segs) {
	case 0:
		return nil
	case 1:
		return fs.segs[0]
	}
	out := make([]Finding, 0, fs.Len())
	for _, seg := range fs.segs {
		out = append(out, seg...)
	}
	return out
}

// same reports whether two values view the same segments (the same
// memory): findings that are the same list.
func (fs Findings) same(other Findings) bool {
	if len(fs.segs) != len(other.segs) {
		return false
	}
	for k, seg := range fs.segs {
		o := other.segs[k]
		if len(seg) != len(o) || &seg[0] != &o[0] {
			return false
		}
	}
	return true
}
