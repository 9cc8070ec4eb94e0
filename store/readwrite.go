package store

import (
	"bytes"
	"fmt"
	"slices"

	bolt "go.etcd.io/bbolt"
)

// entryRef names one cached value.
type entryRef struct {
	bucket Bucket
	key    Key
}

// getMany reads the keys in one read transaction. Absent and damaged values are left out; a
// damaged value is remembered, to be deleted by the next flushAccess.
func (f *dbFile) getMany(bk Bucket, keys []Key) (map[Key][]byte, error) {
	out := make(map[Key][]byte, len(keys))
	var touched, damagedRefs []entryRef
	now := f.now()
	err := f.with(modeRead, func(s *session) error {
		return f.view(s, func(tx *bolt.Tx) error {
			vals, acc := tx.Bucket(cacheBucketNames[bk]), tx.Bucket(accessBucket)
			// In key order, so that consecutive lookups walk neighbouring
			// pages (the keys are hashes: in the caller's order every
			// lookup lands on a cold page).
			keys := slices.Clone(keys)
			slices.SortFunc(keys, func(a, b Key) int { return bytes.Compare(a[:], b[:]) })
			for _, k := range keys {
				v := vals.Get(k[:])
				if v == nil {
					continue
				}
				payload, ok := decodeValue(v)
				if !ok {
					damagedRefs = append(damagedRefs, entryRef{bk, k})
					continue
				}
				out[k] = payload
				if accessed, _, _ := decodeAccess(acc.Get(accessKey(bk, k))); now-accessed >= f.touchGranularity {
					touched = append(touched, entryRef{bk, k})
				}
			}
			return nil
		})
	})
	if err != nil {
		// A fault part way leaves the values read so far; they passed their checksums.
		return out, err
	}
	if len(damagedRefs) > 0 {
		f.pendingMu.Lock()
		for _, r := range damagedRefs {
			f.damagedValues[r] = true
		}
		f.pendingMu.Unlock()
	}
	for _, r := range touched {
		f.recordAccess(r, now)
	}
	return out, nil
}

// sortedKeys returns the keys of kv in byte order: bbolt inserts sorted keys much faster.
func sortedKeys[V any](kv map[Key]V) []Key {
	keys := make([]Key, 0, len(kv))
	for k := range kv {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b Key) int { return bytes.Compare(a[:], b[:]) })
	return keys
}

// putRequest is one call of put waiting for its transaction.
type putRequest struct {
	bucket Bucket
	kv     map[Key][]byte
	done   chan error // buffered; receives the result, or errLead
}

// errLead tells a waiting put that it is to commit the queue now.
var errLead = fmt.Errorf("lead the next group commit")

// maxGroupCommit bounds how many put calls share one transaction.
const maxGroupCommit = 256

// put writes kv. Concurrent calls are committed together (group commit): the first caller
// commits everything queued while it waited for nothing, then hands the rest of the queue to
// the next waiting caller. A lone caller commits at once; there is no delay.
func (f *dbFile) put(bk Bucket, kv map[Key][]byte) error {
	req := &putRequest{bucket: bk, kv: kv, done: make(chan error, 1)}
	f.queueMu.Lock()
	f.writeQueue = append(f.writeQueue, req)
	if f.writing {
		f.queueMu.Unlock()
		if err := <-req.done; err != errLead {
			return err
		}
		f.queueMu.Lock() // this caller now leads; req is still queued
	} else {
		f.writing = true
	}
	n := min(len(f.writeQueue), maxGroupCommit)
	group := slices.Clone(f.writeQueue[:n])
	f.writeQueue = slices.Delete(f.writeQueue, 0, n)
	f.queueMu.Unlock()

	err := f.with(modeWrite, func(s *session) error {
		f.commitPuts(s, group)
		return nil
	})
	if err != nil { // no session: nothing was delivered
		for _, r := range group {
			r.done <- err
		}
	}

	f.queueMu.Lock()
	if len(f.writeQueue) > 0 {
		f.writeQueue[0].done <- errLead
	} else {
		f.writing = false
	}
	f.queueMu.Unlock()
	return <-req.done
}

// commitPuts writes a group of put requests in one transaction and delivers each its result.
// If the transaction fails, each request is retried alone so that one bad request does not fail
// the others.
func (f *dbFile) commitPuts(s *session, group []*putRequest) {
	now := f.now()
	var d valueDelta
	apply := func(tx *bolt.Tx, r *putRequest) error {
		bucket, access := tx.Bucket(cacheBucketNames[r.bucket]), tx.Bucket(accessBucket)
		for _, k := range sortedKeys(r.kv) {
			if f.putHook != nil {
				if err := f.putHook(k); err != nil {
					return err
				}
			}
			if old := bucket.Get(k[:]); old != nil {
				d.add(r.bucket, -1, -int64(len(old)))
			}
			v := encodeValue(r.kv[k])
			if err := bucket.Put(bytes.Clone(k[:]), v); err != nil {
				return fmt.Errorf("store: put %s: %w", r.bucket, err)
			}
			if err := access.Put(accessKey(r.bucket, k), encodeAccess(now, int64(len(v)))); err != nil {
				return fmt.Errorf("store: put %s: %w", r.bucket, err)
			}
			d.add(r.bucket, 1, int64(len(v)))
		}
		return nil
	}
	err := f.update(s, func(tx *bolt.Tx) error {
		d = valueDelta{}
		for _, r := range group {
			if err := apply(tx, r); err != nil {
				return err
			}
		}
		return nil
	})
	if err == nil || len(group) == 1 || s.faulted.Load() {
		if err == nil {
			f.counter.apply(&d)
		}
		for _, r := range group {
			r.done <- err
		}
		return
	}
	for _, r := range group {
		err := f.update(s, func(tx *bolt.Tx) error {
			d = valueDelta{}
			return apply(tx, r)
		})
		if err == nil {
			f.counter.apply(&d)
		}
		r.done <- err
	}
}

// deleteEntry deletes a value and its access record, returning the value's stored size.
func deleteEntry(tx *bolt.Tx, bk Bucket, k Key) (size int64, existed bool, err error) {
	bucket := tx.Bucket(cacheBucketNames[bk])
	if old := bucket.Get(k[:]); old != nil {
		size, existed = int64(len(old)), true
		if err := bucket.Delete(k[:]); err != nil {
			return 0, false, err
		}
	}
	return size, existed, tx.Bucket(accessBucket).Delete(accessKey(bk, k))
}
