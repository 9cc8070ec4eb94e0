package store

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"github.com/alfix/alfix/internal/cputime"
	bolt "go.etcd.io/bbolt"
)

// Benchmarks of the hot paths. Run: go test -run '^$' -bench . -benchtime 2000x ./store/

func benchStore(b *testing.B, path string) *Store {
	b.Helper()
	s, err := Open(Options{Path: path, Budget: 1 << 40})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { s.Close() })
	return s
}

func benchModes(b *testing.B, fn func(b *testing.B, path func() string)) {
	b.Run("shared", func(b *testing.B) { fn(b, func() string { return b.TempDir() + "/cache.db" }) })
	b.Run("private", func(b *testing.B) { fn(b, func() string { return "" }) })
}

func BenchmarkGet(b *testing.B) {
	for _, size := range []int{2 << 10, 32 << 10} {
		b.Run(fmt.Sprintf("%dKiB", size>>10), func(b *testing.B) {
			benchModes(b, func(b *testing.B, path func() string) {
				s := benchStore(b, path())
				const n = 1000
				vals := make(map[Key][]byte, n)
				keys := make([]Key, 0, n)
				for i := range n {
					k := nkey(i)
					vals[k] = make([]byte, size)
					keys = append(keys, k)
				}
				if err := s.PutMany(Analysis, vals); err != nil {
					b.Fatal(err)
				}
				b.SetBytes(int64(size))
				for i := 0; b.Loop(); i++ {
					if _, ok := s.Get(Analysis, keys[i%n]); !ok {
						b.Fatal("miss")
					}
				}
			})
		})
	}
}

func BenchmarkGetParallel(b *testing.B) {
	benchModes(b, func(b *testing.B, path func() string) {
		s := benchStore(b, path())
		const n = 1000
		vals := make(map[Key][]byte, n)
		for i := range n {
			vals[nkey(i)] = make([]byte, 2<<10)
		}
		if err := s.PutMany(Analysis, vals); err != nil {
			b.Fatal(err)
		}
		b.SetBytes(2 << 10)
		keys := make([]Key, n)
		for i := range keys {
			keys[i] = nkey(i)
		}
		b.ResetTimer()
		b.RunParallel(func(pb *testing.PB) {
			i := 0
			for pb.Next() {
				if _, ok := s.Get(Analysis, keys[i%n]); !ok {
					b.Fatal("miss")
				}
				i++
			}
		})
	})
}

func BenchmarkPut(b *testing.B) {
	benchModes(b, func(b *testing.B, path func() string) {
		s := benchStore(b, path())
		v := make([]byte, 2<<10)
		b.SetBytes(int64(len(v)))
		for i := 0; b.Loop(); i++ {
			if err := put(s, Analysis, nkey(i), v); err != nil {
				b.Fatal(err)
			}
		}
	})
}

func BenchmarkPutMany100(b *testing.B) {
	benchModes(b, func(b *testing.B, path func() string) {
		s := benchStore(b, path())
		v := make([]byte, 2<<10)
		b.SetBytes(int64(100 * len(v)))
		for i := 0; b.Loop(); i++ {
			batch := make(map[Key][]byte, 100)
			for j := range 100 {
				batch[nkey(i*100+j)] = v
			}
			if err := s.PutMany(Analysis, batch); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkGC measures one eviction pass over 10,000 entries of 2 KiB that are 10% over budget.
func BenchmarkGC(b *testing.B) {
	benchModes(b, func(b *testing.B, path func() string) {
		const n = 10000
		for b.Loop() {
			b.StopTimer()
			s, err := Open(Options{Path: path(), Budget: n * entrySize(2<<10) * 10 / 11})
			if err != nil {
				b.Fatal(err)
			}
			s.file().gcQueued.Store(true) // keep automatic GC out of the measurement
			vals := make(map[Key][]byte, n)
			for i := range n {
				vals[nkey(i)] = make([]byte, 2<<10)
			}
			if err := s.PutMany(Analysis, vals); err != nil {
				b.Fatal(err)
			}
			b.StartTimer()
			s.enter()
			rep, err := s.gc(context.Background(), s.file())
			s.leave()
			if err != nil || rep.Evicted == 0 {
				b.Fatalf("%+v, %v", rep, err)
			}
			b.StopTimer()
			s.Close()
			b.StartTimer()
		}
	})
}

// BenchmarkOpen measures opening a 32 MiB store (16,384 values of 2 KiB) after a clean Close, and
// after a crash, when every value is read and checked.
func BenchmarkOpen(b *testing.B) {
	path := b.TempDir() + "/cache.db"
	s, err := Open(Options{Path: path, Budget: 1 << 40})
	if err != nil {
		b.Fatal(err)
	}
	for batch := range 16 {
		vals := make(map[Key][]byte, 1024)
		for i := range 1024 {
			vals[nkey(batch*1024+i)] = make([]byte, 2<<10)
		}
		if err := s.PutMany(Analysis, vals); err != nil {
			b.Fatal(err)
		}
	}
	if err := s.Close(); err != nil {
		b.Fatal(err)
	}
	for _, crashed := range []bool{false, true} {
		name := "clean"
		if crashed {
			name = "afterCrash"
		}
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				if crashed {
					b.StopTimer()
					markUnclean(b, path)
					b.StartTimer()
				}
				s, err := Open(Options{Path: path, Budget: 1 << 40})
				if err != nil {
					b.Fatal(err)
				}
				if st := s.stats(); st.Fallback || st.Buckets[Analysis].Entries != 16384 {
					b.Fatalf("stats %+v", st)
				}
				if err := s.Close(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkSession measures one batch's opening and closing of the shared file: a read-only
// session (one GetMany of a single key) and a writable one (one PutMany of a single value, with
// its two clean-marker transactions and three syncs), and the same batches when they join a
// session that lingers after the previous one. ALFIX_STORE_BENCH_DB names an existing
// store to measure on (a copy: it is written to), e.g. one holding Base Application's results;
// otherwise a store of 16,384 values of 2 KiB is made.
func BenchmarkSession(b *testing.B) {
	path := os.Getenv("ALFIX_STORE_BENCH_DB")
	if path == "" {
		path = b.TempDir() + "/cache.db"
		s, err := Open(Options{Path: path, Budget: 1 << 40})
		if err != nil {
			b.Fatal(err)
		}
		for batch := range 16 {
			vals := make(map[Key][]byte, 1024)
			for i := range 1024 {
				vals[nkey(batch*1024+i)] = make([]byte, 2<<10)
			}
			if err := s.PutMany(Analysis, vals); err != nil {
				b.Fatal(err)
			}
		}
		s.Close()
	}
	s, err := Open(Options{Path: path, Budget: 1 << 40})
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	b.Logf("file %s: %d bytes", path, fileSize(path))
	f := s.file()
	for _, linger := range []time.Duration{0, defaultLinger} {
		name := "own session"
		if linger > 0 {
			name = "joins a lingering session"
		}
		f.linger = linger
		b.Run("read/"+name, func(b *testing.B) {
			cpu0 := cpuTime()
			for b.Loop() {
				s.GetMany(Analysis, []Key{nkey(1)})
			}
			b.ReportMetric(float64(cpuTime()-cpu0)/float64(b.N), "cpu-ns/op")
		})
		b.Run("write/"+name, func(b *testing.B) {
			cpu0 := cpuTime()
			for i := 0; b.Loop(); i++ {
				if err := put(s, ProjectResults, nkey(i), []byte("v")); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(cpuTime()-cpu0)/float64(b.N), "cpu-ns/op")
		})
	}
}

// cpuTime is the CPU time (user and system) the process has used so far.
func cpuTime() time.Duration { return cputime.Used() }

// BenchmarkRestart measures the store's share of analysing a 5,000-file project after a
// restart: open the store, read the project's file index, read 5,000 cached results of 4 KiB,
// close.
func BenchmarkRestart(b *testing.B) {
	const files = 5000
	path := b.TempDir() + "/cache.db"
	s, err := Open(Options{Path: path})
	if err != nil {
		b.Fatal(err)
	}
	idx := make(map[string]FileEntry, files)
	vals := make(map[Key][]byte, files)
	for i := range files {
		idx[fmt.Sprintf("src/dir%d/file%d.al", i%50, i)] = FileEntry{Size: int64(i), Hash: nkey(i)}
		vals[nkey(i)] = make([]byte, 4<<10)
	}
	if err := s.PutFileIndex("/projects/big", idx, nil); err != nil {
		b.Fatal(err)
	}
	if err := s.PutMany(Analysis, vals); err != nil {
		b.Fatal(err)
	}
	if err := s.Close(); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		s, err := Open(Options{Path: path})
		if err != nil {
			b.Fatal(err)
		}
		got, err := s.FileIndex("/projects/big")
		if err != nil || len(got) != files {
			b.Fatal(len(got), err)
		}
		for _, e := range got {
			if _, ok := s.Get(Analysis, e.Hash); !ok {
				b.Fatal("miss")
			}
		}
		if err := s.Close(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkFlushAccess measures writing the access times of 5,000 read results of 4 KiB, as GC
// or Close does after a session that read a whole project.
func BenchmarkFlushAccess(b *testing.B) {
	const n = 5000
	s := benchStore(b, b.TempDir()+"/cache.db")
	useFakeClock(s)
	vals := make(map[Key][]byte, n)
	for i := range n {
		vals[nkey(i)] = make([]byte, 4<<10)
	}
	if err := s.PutMany(Analysis, vals); err != nil {
		b.Fatal(err)
	}
	f := s.file()
	for b.Loop() {
		b.StopTimer()
		for k := range vals {
			s.Get(Analysis, k)
		}
		b.StartTimer()
		if err := f.flushPending(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkBareBolt measures bbolt alone, with the options the store uses, as the baseline for
// BenchmarkPut and BenchmarkGet: one 2 KiB value per write transaction, one per read.
func BenchmarkBareBolt(b *testing.B) {
	db, err := bolt.Open(b.TempDir()+"/bare.db", 0o600, &bolt.Options{NoSync: true, FreelistType: bolt.FreelistArrayType})
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	name := []byte("b")
	if err := db.Update(func(tx *bolt.Tx) error { _, err := tx.CreateBucket(name); return err }); err != nil {
		b.Fatal(err)
	}
	v := make([]byte, 2<<10)
	b.Run("put", func(b *testing.B) {
		for i := 0; b.Loop(); i++ {
			k := nkey(i)
			if err := db.Update(func(tx *bolt.Tx) error { return tx.Bucket(name).Put(k[:], v) }); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("get", func(b *testing.B) {
		for i := 0; b.Loop(); i++ {
			k := nkey(i % 1000)
			if err := db.View(func(tx *bolt.Tx) error {
				if got := tx.Bucket(name).Get(k[:]); got == nil {
					return fmt.Errorf("miss")
				}
				_ = bytes.Clone(tx.Bucket(name).Get(k[:]))
				return nil
			}); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkPutParallel measures Put from 16 goroutines per CPU at once, as analysis workers
// caching their results do.
func BenchmarkPutParallel(b *testing.B) {
	benchModes(b, func(b *testing.B, path func() string) {
		s := benchStore(b, path())
		v := make([]byte, 2<<10)
		var next atomic.Int64
		b.SetBytes(int64(len(v)))
		b.SetParallelism(16)
		b.RunParallel(func(pb *testing.PB) {
			for pb.Next() {
				if err := put(s, Analysis, nkey(int(next.Add(1))), v); err != nil {
					b.Fatal(err)
				}
			}
		})
	})
}

// BenchmarkPutManyBatch writes batches as a cold analysis of Base Application does (2,000
// values of 16 bytes to 64 KiB, most small, a few large) into a store that already holds
// 16,000, in the transactions maxTxBytes bounds, in one session.
func BenchmarkPutManyBatch(b *testing.B) {
	s := benchStore(b, filepath.Join(b.TempDir(), "cache.db"))
	s.file().linger = time.Hour
	size := func(i int) int { // a skewed spread: half under 1 KiB, one in 16 over 16 KiB
		switch {
		case i%16 == 0:
			return 16<<10 + i%(48<<10)
		case i%2 == 0:
			return 1<<10 + i%(15<<10)
		}
		return 16 + i%1000
	}
	batch := func(first int) map[Key][]byte {
		kv := make(map[Key][]byte, 2000)
		for i := first; i < first+2000; i++ {
			kv[nkey(i)] = make([]byte, size(i))
		}
		return kv
	}
	for i := 0; i < 16000; i += 2000 {
		if err := s.PutMany(ProjectResults, batch(i)); err != nil {
			b.Fatal(err)
		}
	}
	next := 16000
	for b.Loop() {
		if err := s.PutMany(ProjectResults, batch(next)); err != nil {
			b.Fatal(err)
		}
		next += 2000
	}
}
