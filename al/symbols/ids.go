package symbols

import (
	"slices"
	"sort"
)

// IDRange is a range of ids, both ends inclusive (app.json idRanges).
type IDRange struct{ From, To int }

// UsedObjectIDs returns the ids of the objects of kind that the project and
// every loaded dependency declare, sorted, each once.
func (s *Summary) UsedObjectIDs(kind string) []int {
	var ids []int
	for _, l := range s.layers() {
		for _, o := range l.AllObjects() {
			if o.Kind == kind && o.ID != 0 {
				ids = append(ids, o.ID)
			}
		}
	}
	return sortedUnique(ids)
}

// UsedFieldIDs returns the ids of the fields of table t and of every table
// extension of it in every layer, sorted, each once. Modify elements
// declare no id; the platform's system fields are not counted.
func (s *Summary) UsedFieldIDs(t *Object) []int {
	var ids []int
	for _, f := range s.TableFields(t) {
		if f.ID != 0 {
			ids = append(ids, f.ID)
		}
	}
	return sortedUnique(ids)
}

// UsedValueIDs returns the ordinals of the values of enum e and of its
// enum extensions in every layer, sorted, each once.
func (s *Summary) UsedValueIDs(e *Object) []int {
	var ids []int
	for _, v := range s.EnumValues(e) {
		ids = append(ids, v.ID)
	}
	return sortedUnique(ids)
}

func sortedUnique(ids []int) []int {
	sort.Ints(ids)
	return slices.Compact(ids)
}

// MergeRanges returns ranges sorted and merged (overlapping and adjacent
// ranges become one); ranges with From > To are dropped.
func MergeRanges(ranges []IDRange) []IDRange {
	var out []IDRange
	for _, r := range ranges {
		if r.From <= r.To {
			out = append(out, r)
		}
	}
	slices.SortFunc(out, func(a, b IDRange) int { return a.From - b.From })
	merged := out[:0]
	for _, r := range out {
		if n := len(merged); n > 0 && r.From <= merged[n-1].To+1 {
			merged[n-1].To = max(merged[n-1].To, r.To)
			continue
		}
		merged = append(merged, r)
	}
	return merged
}

// FreeIDs returns the first n ids of ranges (merged, in order) that are not
// in used (sorted ascending), and how many ids of used lie inside the
// ranges and how many ids the ranges hold in all.
func FreeIDs(used []int, ranges []IDRange, n int) (free []int, taken, size int) {
	ranges = MergeRanges(ranges)
	for _, r := range ranges {
		size += r.To - r.From + 1
		lo := sort.SearchInts(used, r.From)
		hi := sort.SearchInts(used, r.To+1)
		taken += hi - lo
		next := lo
		for id := r.From; id <= r.To && len(free) < n; id++ {
			for next < hi && used[next] < id {
				next++
			}
			if next < hi && used[next] == id {
				continue
			}
			free = append(free, id)
		}
	}
	return free, taken, size
}
