package store

import (
	"bytes"
	"fmt"
	"slices"

	bolt "go.etcd.io/bbolt"
)

// Reads never write: a read records the value's access time in memory (at most once per
// touchGranularity per value), and these times are written to the access records by the next
// writable session, by GC, by Close, or in a session of their own once maxPending have piled up.

// recordAccess remembers that an entry was read at time now, to be written by flushAccess.
func (f *dbFile) recordAccess(ref entryRef, now int64) {
	f.pendingMu.Lock()
	if now > f.pending[ref] {
		f.pending[ref] = now
	}
	full := len(f.pending) >= f.maxPending
	f.pendingMu.Unlock()
	if full && f.onPendingFull != nil {
		f.onPendingFull()
	}
}

// hasPending reports whether access times or damaged values wait to be written.
func (f *dbFile) hasPending() bool {
	f.pendingMu.Lock()
	defer f.pendingMu.Unlock()
	return len(f.pending) > 0 || len(f.damagedValues) > 0
}

// flushPending writes the recorded access times in a writable session, when there are any.
func (f *dbFile) flushPending() error {
	if !f.hasPending() {
		return nil
	}
	return f.with(modeWrite, f.flushAccess)
}

// flushAccess writes the recorded access times into the access records and deletes values found
// damaged, in one transaction of the writable session s.
func (f *dbFile) flushAccess(s *session) error {
	f.pendingMu.Lock()
	pending, damagedValues := f.pending, f.damagedValues
	if len(pending) == 0 && len(damagedValues) == 0 {
		f.pendingMu.Unlock()
		return nil
	}
	f.pending, f.damagedValues = make(map[entryRef]int64), make(map[entryRef]bool)
	f.pendingMu.Unlock()
	refs := make([]entryRef, 0, len(pending))
	for r := range pending {
		refs = append(refs, r)
	}
	slices.SortFunc(refs, func(x, y entryRef) int {
		if x.bucket != y.bucket {
			return int(x.bucket) - int(y.bucket)
		}
		return bytes.Compare(x.key[:], y.key[:])
	})
	var d valueDelta
	err := f.updateCost(s, func(tx *bolt.Tx) (int, error) {
		cost := entryCost(0) * (len(refs) + len(damagedValues))
		d = valueDelta{}
		access := tx.Bucket(accessBucket)
		for _, r := range refs {
			ak := accessKey(r.bucket, r.key)
			old, size, ok := decodeAccess(access.Get(ak))
			if !ok {
				continue // deleted since (by GC here or in another process)
			}
			if old >= pending[r] {
				continue // rewritten since
			}
			if err := access.Put(ak, encodeAccess(pending[r], size)); err != nil {
				return cost, err
			}
		}
		// Drop damaged values, so that they cost neither space nor another failed read. One
		// rewritten since it was read is left alone.
		for r := range damagedValues {
			v := tx.Bucket(cacheBucketNames[r.bucket]).Get(r.key[:])
			if v == nil {
				continue
			}
			if _, ok := decodeValue(v); ok {
				continue
			}
			size, existed, err := deleteEntry(tx, r.bucket, r.key)
			if err != nil {
				return cost, err
			}
			if existed {
				d.add(r.bucket, -1, -size)
			}
		}
		return cost, nil
	})
	if err != nil {
		if s.faulted.Load() {
			return err // the file is replaced: the times are of no use
		}
		// Keep them for the next attempt.
		f.pendingMu.Lock()
		for r, t := range pending {
			if t > f.pending[r] {
				f.pending[r] = t
			}
		}
		for r := range damagedValues {
			f.damagedValues[r] = true
		}
		f.pendingMu.Unlock()
		return fmt.Errorf("store: writing access times: %w", err)
	}
	f.counter.apply(&d)
	return nil
}
