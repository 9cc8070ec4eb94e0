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

// maxTxBytes bounds what one transaction reads (getMany) or writes (a put), counted by
// entryCost: every page of the database file a transaction touches stays resident in this
// process until the transaction ends (releaseMapped), and a put rewrites the whole leaf its key
// lands in, neighbours and all. One transaction for a batch of 2,000 results of Base
// Application touched 56 MB of the file at the analysis's heap peak, and 2,000 results of a few
// bytes each 19 MB, every leaf of the analysis and access buckets; bounded at 1 MiB, most of
// its transactions touched 4-7 MB, one 17 MB. Smaller transactions cost no measurable time
// (BenchmarkPutManyBatch: 2,000 values in 260, 290 or 240 ms per batch unbounded, at 1 MiB or
// 256 KiB, medians of three on a loaded machine).
const maxTxBytes = 256 << 10

// entryCost is what a value of n bytes read or written counts against maxTxBytes: its bytes,
// and at least the leaf page of the file that a lookup or a put touches also for a small or
// absent value (sorted lookups of Base Application's 9,567 declaration keys read 13 MB of leaf
// pages while every one of them missed).
func entryCost(n int) int { return max(n, 4096) }

// getMany reads the keys, in read transactions of about maxTxBytes each, of one session. Absent
// and damaged values are left out; a damaged value is remembered, to be deleted by the next
// flushAccess.
func (f *dbFile) getMany(bk Bucket, keys []Key) (map[Key][]byte, error) {
	out := make(map[Key][]byte, len(keys))
	var touched, damagedRefs []entryRef
	now := f.now()
	// In key order, so that consecutive lookups walk neighbouring pages (the keys are hashes:
	// in the caller's order every lookup lands on a cold page).
	keys = slices.Clone(keys)
	slices.SortFunc(keys, func(a, b Key) int { return bytes.Compare(a[:], b[:]) })
	err := f.with(modeRead, func(s *session) error {
		for len(keys) > 0 {
			err := f.viewCost(s, func(tx *bolt.Tx) (int, error) {
				vals, acc := tx.Bucket(cacheBucketNames[bk]), tx.Bucket(accessBucket)
				read := 0
				for len(keys) > 0 && read < maxTxBytes {
					k := keys[0]
					keys = keys[1:]
					v := vals.Get(k[:])
					read += entryCost(len(v))
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
				return read, nil
			})
			if err != nil {
				return err
			}
		}
		return nil
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
	keys   []Key      // kv's keys in byte order: bbolt inserts sorted keys much faster
	size   int        // what kv's values cost a transaction (entryCost)
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
	req := &putRequest{bucket: bk, kv: kv, keys: sortedKeys(kv), done: make(chan error, 1)}
	for _, v := range kv {
		req.size += entryCost(len(v))
	}
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

// commitPuts writes a group of put requests and delivers each its result: consecutive requests
// together in one transaction while they fit in maxTxBytes, a request larger than that alone,
// in transactions of about maxTxBytes each (see commitLarge). If a shared transaction
// fails, each of its requests is retried alone so that one bad request does not fail the others.
func (f *dbFile) commitPuts(s *session, group []*putRequest) {
	for len(group) > 0 {
		n, size := 1, group[0].size
		for n < len(group) && size+group[n].size <= maxTxBytes {
			size += group[n].size
			n++
		}
		if size > maxTxBytes {
			f.commitLarge(s, group[0])
		} else {
			f.commitGroup(s, group[:n])
		}
		group = group[n:]
	}
}

// applyPuts puts keys of r, with their access records, in tx, and counts them in d.
func (f *dbFile) applyPuts(tx *bolt.Tx, r *putRequest, keys []Key, now int64, d *valueDelta) error {
	bucket, access := tx.Bucket(cacheBucketNames[r.bucket]), tx.Bucket(accessBucket)
	for _, k := range keys {
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

// commitGroup writes requests that fit in maxTxBytes in one transaction.
func (f *dbFile) commitGroup(s *session, group []*putRequest) {
	now := f.now()
	var d valueDelta
	size := 0
	for _, r := range group {
		size += r.size
	}
	err := f.updateCost(s, func(tx *bolt.Tx) (int, error) {
		d = valueDelta{}
		for _, r := range group {
			if err := f.applyPuts(tx, r, r.keys, now, &d); err != nil {
				return size, err
			}
		}
		return size, nil
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
		err := f.updateCost(s, func(tx *bolt.Tx) (int, error) {
			d = valueDelta{}
			return r.size, f.applyPuts(tx, r, r.keys, now, &d)
		})
		if err == nil {
			f.counter.apply(&d)
		}
		r.done <- err
	}
}

// commitLarge writes a request larger than maxTxBytes in transactions of consecutive keys,
// each ending once it holds maxTxBytes or more (a value larger than that has one of its own).
// It stops at the first that fails, whose values are not stored; those of the transactions
// before it are (a cache: what is missing is computed again).
func (f *dbFile) commitLarge(s *session, r *putRequest) {
	now := f.now()
	keys := r.keys
	for len(keys) > 0 {
		n, size := 0, 0
		for n < len(keys) && size < maxTxBytes {
			size += entryCost(len(r.kv[keys[n]]))
			n++
		}
		var d valueDelta
		err := f.updateCost(s, func(tx *bolt.Tx) (int, error) {
			d = valueDelta{}
			return size, f.applyPuts(tx, r, keys[:n], now, &d)
		})
		if err != nil {
			r.done <- err
			return
		}
		f.counter.apply(&d)
		keys = keys[n:]
	}
	r.done <- nil
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
