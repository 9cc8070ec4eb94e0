package store

import (
	"bytes"
	"cmp"
	"slices"
)

// chooseVictims returns the least recently used entries whose removal brings total down to at
// most target. Ties in access time are broken by bucket, derived results before snapshots, then
// by key, so that the choice is deterministic.
func chooseVictims(entries []entryInfo, total, target int64) []entryInfo {
	if total <= target {
		return nil
	}
	slices.SortFunc(entries, func(a, b entryInfo) int {
		if c := cmp.Compare(a.accessed, b.accessed); c != 0 {
			return c
		}
		if c := cmp.Compare(evictionRank(a.bucket), evictionRank(b.bucket)); c != 0 {
			return c
		}
		return bytes.Compare(a.key[:], b.key[:])
	})
	n := 0
	for n < len(entries) && total > target {
		total -= entries[n].size
		n++
	}
	return entries[:n]
}

// evictionRank orders buckets for eviction among entries last used at the same time: results
// that are cheap to recompute go first, snapshots (which may be needed to recompute them) last.
func evictionRank(b Bucket) int {
	switch b {
	case Fixes:
		return 0
	case Analysis:
		return 1
	case ProjectResults:
		return 2
	}
	return 3
}
