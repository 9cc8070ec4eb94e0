package store

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"

	bolt "go.etcd.io/bbolt"
)

const (
	// evictChunk is how many entries one eviction transaction deletes.
	evictChunk = 1024
	// compactTxMaxSize bounds one transaction of a compaction copy.
	compactTxMaxSize = 64 << 20
	// defaultCompactMinSize is the smallest file worth compacting.
	defaultCompactMinSize = 16 << 20
)

// gcReport describes one run of gc.
type gcReport struct {
	BytesBefore    int64 // value bytes before the run
	BytesAfter     int64 // value bytes after the run
	Evicted        int   // entries removed
	EvictedBytes   int64 // stored bytes removed
	Compacted      bool  // the database file was rewritten to return free space
	FileSizeBefore int64
	FileSizeAfter  int64
}

// entryInfo is one cached value as seen by GC.
type entryInfo struct {
	bucket   Bucket
	key      Key
	size     int64
	accessed int64
}

// gc enforces the budget on f. It writes the access times recorded in memory; when the cached
// values exceed the budget it evicts the least recently used entries until they take at most 90%
// of it, so that eviction is not repeated on every write; then it compacts the database file
// when most of it is free space. It stops early, with ctx's error, when ctx is cancelled. The
// caller holds the store's read lock.
func (s *Store) gc(ctx context.Context, f *dbFile) (gcReport, error) {
	f.gcMu.Lock()
	defer f.gcMu.Unlock()
	var rep gcReport
	rep.FileSizeBefore = fileSize(f.path)
	err := f.with(modeWrite, func(ss *session) error {
		// The counters are exact now: no other process writes while this session is open.
		rep.BytesBefore = f.counter.valueBytes()
		if err := f.flushAccess(ss); err != nil {
			return err
		}
		if rep.BytesBefore <= s.budget {
			return nil
		}
		entries, err := f.candidates(ctx, ss)
		if err != nil {
			return err
		}
		victims := chooseVictims(entries, rep.BytesBefore, s.budget-s.budget/10)
		rep.Evicted, rep.EvictedBytes, err = f.evict(ctx, ss, victims)
		if err != nil {
			return err
		}
		return nil
	})
	if err == nil {
		err = ctx.Err()
	}
	if err == nil {
		rep.Compacted, err = f.compact(ctx)
	}
	rep.BytesAfter = f.counter.valueBytes()
	rep.FileSizeAfter = fileSize(f.path)
	return rep, err
}

func fileSize(path string) int64 {
	if fi, err := os.Stat(path); err == nil {
		return fi.Size()
	}
	return 0
}

// chooseVictims returns the least recently used entries whose removal brings total down to at
// most target. Ties in access time are broken by bucket, per-file results before project
// results, then by key, so that the choice is deterministic.
func chooseVictims(entries []entryInfo, total, target int64) []entryInfo {
	if total <= target {
		return nil
	}
	slices.SortFunc(entries, func(a, b entryInfo) int {
		if c := cmp.Compare(a.accessed, b.accessed); c != 0 {
			return c
		}
		if c := cmp.Compare(a.bucket, b.bucket); c != 0 {
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

// candidates lists every cached value from the access records alone, without reading values.
func (f *dbFile) candidates(ctx context.Context, s *session) ([]entryInfo, error) {
	var out []entryInfo
	err := f.view(s, func(tx *bolt.Tx) error {
		c := tx.Bucket(accessBucket).Cursor()
		i := 0
		for ak, rec := c.First(); ak != nil; ak, rec = c.Next() {
			if i++; i%4096 == 0 && ctx.Err() != nil {
				return ctx.Err()
			}
			bk, k, okKey := parseAccessKey(ak)
			accessed, size, okRec := decodeAccess(rec)
			if !okKey || !okRec {
				continue // not ours to judge here; the full check after a crash rejects it
			}
			out = append(out, entryInfo{bucket: bk, key: k, size: size, accessed: accessed})
		}
		return nil
	})
	return out, err
}

// evict removes the given entries, in transactions of evictChunk, unless they were read or
// rewritten since they were listed.
func (f *dbFile) evict(ctx context.Context, s *session, entries []entryInfo) (int, int64, error) {
	n, bytesEvicted := 0, int64(0)
	for start := 0; start < len(entries); start += evictChunk {
		if err := ctx.Err(); err != nil {
			return n, bytesEvicted, err
		}
		chunk := entries[start:min(start+evictChunk, len(entries))]
		f.pendingMu.Lock()
		readSince := make(map[entryRef]bool)
		for _, e := range chunk {
			if _, ok := f.pending[entryRef{e.bucket, e.key}]; ok {
				readSince[entryRef{e.bucket, e.key}] = true
			}
		}
		f.pendingMu.Unlock()
		var d valueDelta
		var cn int
		var cb int64
		err := f.update(s, func(tx *bolt.Tx) error {
			d, cn, cb = valueDelta{}, 0, 0
			access := tx.Bucket(accessBucket)
			for _, e := range chunk {
				if readSince[entryRef{e.bucket, e.key}] {
					continue
				}
				accessed, size, ok := decodeAccess(access.Get(accessKey(e.bucket, e.key)))
				if !ok || accessed != e.accessed || size != e.size {
					continue // read, rewritten or deleted since it was listed
				}
				size, existed, err := deleteEntry(tx, e.bucket, e.key)
				if err != nil {
					return err
				}
				if existed {
					d.add(e.bucket, -1, -size)
					cn++
					cb += size
				}
			}
			return nil
		})
		if err != nil {
			return n, bytesEvicted, fmt.Errorf("store: evicting: %w", err)
		}
		f.counter.apply(&d)
		n += cn
		bytesEvicted += cb
	}
	return n, bytesEvicted, nil
}

// compact rewrites the database into a new file and renames it into place (like etcd's defrag)
// when the file is at least compactMinSize and more than half of it is free pages. It needs a
// session of its own. A process waiting for the old file's lock finds, once it has it, that the
// path names another file, and opens that one.
func (f *dbFile) compact(ctx context.Context) (bool, error) {
	if fileSize(f.path) < f.compactMinSize {
		return false, nil
	}
	compacted := false
	err := f.with(modeExclusive, func(s *session) error {
		fi, err := s.file.Stat()
		if err != nil {
			return err
		}
		if li, err := os.Lstat(f.path); err != nil || !li.Mode().IsRegular() || !os.SameFile(li, fi) {
			// The path is a symbolic link to the database (renaming the copy into place would
			// replace the link), or no longer names the file of this session: not compacted.
			return nil
		}
		st := s.db.Stats()
		free := int64(st.FreePageN+st.PendingPageN) * int64(s.db.Info().PageSize)
		if fi.Size() < f.compactMinSize || free*2 < fi.Size() || ctx.Err() != nil {
			return nil
		}
		if err := f.flushAccess(s); err != nil {
			return err
		}
		tf, err := os.CreateTemp(filepath.Dir(f.path), filepath.Base(f.path)+".compact-*")
		if err != nil {
			return err
		}
		tmp := tf.Name()
		tf.Close()
		defer os.Remove(tmp) // a no-op once renamed
		if err := f.copyTo(s, tmp); err != nil {
			return fmt.Errorf("store: compacting: %w", err)
		}
		if err := os.Rename(tmp, f.path); err != nil {
			return fmt.Errorf("store: compacting: %w", err)
		}
		// The old file is unlinked: close it without marking it; the next session opens the copy.
		s.ended = true
		f.txMu.Lock()
		if err := guard(s.db.Close); err != nil {
			s.file.Close()
		}
		f.txMu.Unlock()
		compacted = true
		return nil
	})
	return compacted, err
}

// copyTo writes a compacted copy of s's database to path, marked clean with the current counters.
func (f *dbFile) copyTo(s *session, path string) error {
	dst, err := bolt.Open(path, 0o600, &bolt.Options{Timeout: f.lockTimeout, NoSync: true, FreelistType: bolt.FreelistArrayType})
	if err != nil {
		return err
	}
	f.txMu.Lock()
	err = noteFault(s, guard(func() error { return bolt.Compact(dst, s.db, compactTxMaxSize) }))
	f.txMu.Unlock()
	if err == nil {
		counts := f.counter.snapshot()
		err = dst.Update(func(tx *bolt.Tx) error { return writeCleanMarker(tx, counts) })
	}
	if err == nil {
		err = dst.Sync()
	}
	if cerr := dst.Close(); err == nil {
		err = cerr
	}
	return err
}

// gcIfOverBudget starts a GC of f in the background when its cached values exceed the budget and
// no automatic GC is already scheduled. The caller holds the store's read lock.
func (s *Store) gcIfOverBudget(f *dbFile) {
	if f == nil || !s.overBudget(f) || s.ctx.Err() != nil || !f.gcQueued.CompareAndSwap(false, true) {
		return
	}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		for {
			rep, err := s.backgroundGC(f)
			if err != nil && !errors.Is(err, context.Canceled) && !errors.Is(err, ErrClosed) {
				s.logger.Warn("store: automatic GC failed", "err", err)
			}
			f.gcQueued.Store(false)
			// Writes made during the run did not schedule another one: check again, unless the
			// run could not help (an error, or nothing evicted).
			if err != nil || rep.Evicted == 0 || !s.overBudget(f) ||
				s.ctx.Err() != nil || !f.gcQueued.CompareAndSwap(false, true) {
				return
			}
		}
	}()
}

func (s *Store) backgroundGC(f *dbFile) (gcReport, error) {
	if err := s.enter(); err != nil {
		return gcReport{}, err
	}
	defer s.leave()
	return s.gc(s.ctx, f)
}

// overBudget reports whether writes should schedule a GC of f.
func (s *Store) overBudget(f *dbFile) bool { return f.counter.valueBytes() > s.budget }

// flushAccessInBackground writes f's recorded access times without blocking the caller, which
// holds the store's read lock: called when too many are pending.
func (s *Store) flushAccessInBackground(f *dbFile) {
	if s.ctx.Err() != nil || !f.flushQueued.CompareAndSwap(false, true) {
		return
	}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		defer f.flushQueued.Store(false)
		if s.enter() != nil {
			return
		}
		defer s.leave()
		if err := f.flushPending(); err != nil {
			s.logger.Warn("store: writing access times failed", "err", err)
		}
	}()
}
