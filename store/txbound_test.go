package store

import (
	"bytes"
	"errors"
	"slices"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"
)

// txCounts returns the write transactions committed to s's open session so far (the meta
// page's transaction id) and the read transactions it started.
func txCounts(t *testing.T, f *dbFile) (writes uint64, reads int) {
	t.Helper()
	f.mu.Lock()
	s := f.cur
	f.mu.Unlock()
	if s == nil {
		t.Fatal("no session open")
	}
	f.txMu.Lock()
	defer f.txMu.Unlock()
	if err := s.db.View(func(tx *bolt.Tx) error { writes = uint64(tx.ID()); return nil }); err != nil {
		t.Fatal(err)
	}
	return writes, s.db.Stats().TxN
}

// boundedValues returns n keys, in byte order, and values of size bytes.
func boundedValues(n, size int) ([]Key, map[Key][]byte) {
	kv := map[Key][]byte{}
	for i := range n {
		kv[nkey(i)] = bytes.Repeat([]byte{byte(i)}, size)
	}
	return sortedKeys(kv), kv
}

// A batch of writes or reads larger than maxTxBytes is spread over several transactions of one
// session, so that the pages of the file it touches are released between them; every value
// lands and reads back.
func TestLargeBatchesUseBoundedTransactions(t *testing.T) {
	for _, tc := range []struct {
		name    string
		n, size int // entryCost adds up to three transactions' worth at least
	}{
		{"large values", 300, 3 * maxTxBytes / 300},
		// Together less than one transaction's bytes, but each touches a leaf page.
		{"small values", 3 * maxTxBytes / 4096, 16},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := mustOpen(t, Options{Path: sharedPath(t)})
			f := s.file()
			f.linger = time.Hour // one session: its transaction ids count the commits
			mustPut(t, s, Analysis, key("open"), []byte("x"))
			keys, kv := boundedValues(tc.n, tc.size)
			w0, _ := txCounts(t, f)
			if err := s.PutMany(ProjectResults, kv); err != nil {
				t.Fatal(err)
			}
			w1, r1 := txCounts(t, f)
			if w1-w0 < 3 {
				t.Errorf("%d values of %d bytes written in %d transaction(s), want at least 3 of at most about %d bytes",
					tc.n, len(kv[keys[0]]), w1-w0, maxTxBytes)
			}
			// The read transactions of reading one value, then of reading them all.
			s.GetMany(ProjectResults, keys[:1])
			_, r2 := txCounts(t, f)
			got := s.GetMany(ProjectResults, keys)
			if _, r3 := txCounts(t, f); r3-r2 < (r2-r1)+2 {
				t.Errorf("%d values read with %d read transaction(s), one with %d; want at least 2 more", tc.n, r3-r2, r2-r1)
			}
			for _, k := range keys {
				if !bytes.Equal(got[k], kv[k]) {
					t.Fatalf("value %x read back as %d bytes, want %d", k[:4], len(got[k]), len(kv[k]))
				}
			}
			var want int64
			for _, v := range kv {
				want += entrySize(len(v))
			}
			if st := s.stats().Buckets[ProjectResults]; st.Entries != tc.n || st.Bytes != want {
				t.Fatalf("project bucket %+v, want %d entries of %d bytes", st, tc.n, want)
			}
		})
	}
}

// A large batch whose write fails part way keeps what its earlier transactions stored and
// reports the error; the values from the failing key on are not stored, and the counters
// agree with what is.
func TestLargeBatchFailingPartWay(t *testing.T) {
	s := mustOpen(t, Options{Path: sharedPath(t)})
	f := s.file()
	keys, kv := boundedValues(300, 3*maxTxBytes/300)
	bad := keys[len(keys)/2]
	injected := errors.New("injected put failure")
	f.putHook = func(k Key) error {
		if k == bad {
			return injected
		}
		return nil
	}
	if err := s.PutMany(ProjectResults, kv); !errors.Is(err, injected) {
		t.Fatalf("PutMany = %v, want the injected error", err)
	}
	f.putHook = nil
	got := s.GetMany(ProjectResults, keys)
	stored := 0
	var bytesStored int64
	for i, k := range keys {
		switch _, ok := got[k]; {
		case ok:
			stored++
			bytesStored += entrySize(len(kv[k]))
			if i >= slices.Index(keys, bad) {
				t.Fatalf("value %d of %d stored, at or after the failing one (%d)", i, len(keys), slices.Index(keys, bad))
			}
		case i < len(keys)/4:
			t.Fatalf("value %d of %d missing: the first transactions came before the failure", i, len(keys))
		}
	}
	if st := s.stats().Buckets[ProjectResults]; st.Entries != stored || st.Bytes != bytesStored {
		t.Fatalf("project bucket %+v, want the %d entries of %d bytes stored", st, stored, bytesStored)
	}
}
