package txn_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/alfix/alfix/txn"
)

// BenchmarkCommitVsBare commits 1,000 files of 20 KB (in 10 directories) with txn and, in the
// same iteration, writes the same files with a bare durable loop (temp file + write + fsync +
// close + rename, one file after the other, no directory fsync). It reports both times and their
// ratio; the target is ratio <= 2.
func BenchmarkCommitVsBare(b *testing.B) {
	const files, size = 1000, 20 << 10
	base := b.TempDir()
	txnRoot, bareRoot := filepath.Join(base, "txn"), filepath.Join(base, "bare")
	rng := rand.New(rand.NewPCG(1, 2))
	var variants [2][][]byte
	rels := make([]string, files)
	for i := range files {
		rels[i] = filepath.Join(fmt.Sprintf("dir%d", i%10), fmt.Sprintf("file%04d.al", i))
		for v := range variants {
			buf := make([]byte, size)
			for k := range buf {
				buf[k] = byte('a' + rng.IntN(26))
			}
			variants[v] = append(variants[v], buf)
		}
	}
	for _, root := range []string{txnRoot, bareRoot} {
		for i, rel := range rels {
			p := filepath.Join(root, rel)
			os.MkdirAll(filepath.Dir(p), 0o755)
			if err := os.WriteFile(p, variants[0][i], 0o644); err != nil {
				b.Fatal(err)
			}
		}
	}
	// plans[v] turns variant v into variant 1-v.
	var plans [2]txn.Plan
	for v := range plans {
		plans[v] = txn.Plan{Root: txnRoot}
		for i, rel := range rels {
			plans[v].Changes = append(plans[v].Changes, txn.Change{Path: rel, Base: hashOf(string(variants[v][i])), Content: variants[1-v][i]})
		}
	}

	bare := func(v int) {
		for i, rel := range rels {
			p := filepath.Join(bareRoot, rel)
			f, err := os.CreateTemp(filepath.Dir(p), "."+filepath.Base(p)+".tmp*")
			if err != nil {
				b.Fatal(err)
			}
			if _, err := f.Write(variants[1-v][i]); err != nil {
				b.Fatal(err)
			}
			if err := f.Sync(); err != nil {
				b.Fatal(err)
			}
			if err := f.Close(); err != nil {
				b.Fatal(err)
			}
			if err := os.Rename(f.Name(), p); err != nil {
				b.Fatal(err)
			}
		}
	}
	commit := func(v int) {
		res, err := txn.Commit(context.Background(), plans[v], txn.Options{})
		if err != nil || !res.Committed {
			b.Fatalf("Commit: %v %v", err, res.Files[0])
		}
	}

	var txnTime, bareTime time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		v := i % 2
		if i%2 == 0 { // alternate the order so neither always runs on a warmer cache
			t0 := time.Now()
			bare(v)
			bareTime += time.Since(t0)
			t0 = time.Now()
			commit(v)
			txnTime += time.Since(t0)
		} else {
			t0 := time.Now()
			commit(v)
			txnTime += time.Since(t0)
			t0 = time.Now()
			bare(v)
			bareTime += time.Since(t0)
		}
	}
	b.ReportMetric(float64(txnTime.Milliseconds())/float64(b.N), "txn-ms/op")
	b.ReportMetric(float64(bareTime.Milliseconds())/float64(b.N), "bare-ms/op")
	b.ReportMetric(float64(txnTime)/float64(bareTime), "txn/bare")
}
