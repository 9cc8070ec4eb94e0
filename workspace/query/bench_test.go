//go:build unix

package query

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/alfix/alfix/al/rules"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/store"
	"github.com/alfix/alfix/workspace"
	"github.com/alfix/alfix/workspace/internal/wstest"
)

// BenchmarkSymbolQueries measures warm symbol queries on a real project
// with source dependencies, as the server answers them (watcher on): the
// first call of each query warms the caches, then b.N calls are timed.
// It reports wall and CPU time per call. Point it at a project and the
// folder of its source dependencies, e.g. BCApps' Base Application:
//
//	ALFIX_BENCH_SYMBOLS=/tmp/bcapps/src/Layers/W1/BaseApp ALFIX_BENCH_SOURCES=/tmp/bcapps \
//	go test ./workspace/query -run XXX -bench SymbolQueries -benchtime=20x
//
// ALFIX_BENCH_STORE names a store file to reuse across runs (a cold first
// run fills it).
func BenchmarkSymbolQueries(b *testing.B) {
	dir := os.Getenv("ALFIX_BENCH_SYMBOLS")
	if dir == "" {
		b.Skip("ALFIX_BENCH_SYMBOLS is not set")
	}
	sources := os.Getenv("ALFIX_BENCH_SOURCES")
	dbPath := os.Getenv("ALFIX_BENCH_STORE")
	if dbPath == "" {
		dbPath = filepath.Join(b.TempDir(), "cache.db")
	}
	st, err := store.Open(store.Options{Path: dbPath})
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	opts := workspace.Options{Roots: []string{dir}, Dir: dir, Store: st, Registry: rules.Registry(), Watch: true}
	if sources != "" {
		opts.SourceRoots = []string{sources}
	}
	start := time.Now()
	w, err := workspace.Open(context.Background(), opts)
	if err != nil {
		b.Fatal(err)
	}
	defer w.Close()
	p := w.Startup(dir)
	if p == nil {
		b.Fatalf("%s is not a startup project", dir)
	}
	ctx := context.Background()
	if _, err := symbolViewOf(ctx, p); err != nil {
		b.Fatal(err)
	}
	b.Logf("first view: %v", time.Since(start))
	page := PageRequest{Limit: 25}
	queries := []struct {
		name string
		run  func() error
	}{
		{"view", func() error { _, err := symbolViewOf(ctx, p); return err }},
		{"find-prefix-Post", func() error {
			_, err := FindSymbols(ctx, p, SymbolSearch{Text: "Post", Match: symbols.MatchPrefix, Page: page})
			return err
		}},
		{"find-fuzzy-SalesPost", func() error {
			_, err := FindSymbols(ctx, p, SymbolSearch{Text: "salespost", Match: symbols.MatchFuzzy, Page: page})
			return err
		}},
		{"find-exact-Sales-Line", func() error {
			_, err := FindSymbols(ctx, p, SymbolSearch{Text: "Sales Line", Match: symbols.MatchExact, Page: page})
			return err
		}},
		{"describe-Sales-Line", func() error {
			_, err := DescribeObject(ctx, p, ObjectRef{Kind: "table", Name: "Sales Line"})
			return err
		}},
		{"events-Sales-Post", func() error {
			_, err := Events(ctx, p, EventsRequest{Object: ObjectRef{Kind: "codeunit", Name: "Sales-Post"}, Page: page})
			return err
		}},
		{"free-ids-table", func() error {
			_, err := FreeIDs(ctx, p, FreeIDsRequest{Kind: "table", Count: 5})
			return err
		}},
		{"source-Sales-Post-Run", func() error {
			_, err := Source(ctx, p, SourceRequest{Object: ObjectRef{Kind: "codeunit", Name: "Sales-Post"}, Member: "OnRun", MemberKind: ""})
			if se, ok := err.(*SymbolError); ok && se.Problem == SymbolNotFound {
				return nil
			}
			return err
		}},
		{"calls-Sales-Post-Run-depth3", func() error {
			_, err := CallHierarchy(ctx, p, CallsRequest{Object: ObjectRef{Kind: "codeunit", Name: "Sales-Post"}, Member: "Run", Incoming: true, Depth: 3, Page: page})
			return err
		}},
		{"calls-GL-Entry-writers", func() error {
			_, err := CallHierarchy(ctx, p, CallsRequest{Object: ObjectRef{Kind: "table", Name: "G/L Entry"}, Ops: []string{"delete", "insert", "modify", "validate"}, Page: page})
			return err
		}},
		{"refs-Sales-Line-Quantity", func() error {
			_, err := FindReferences(ctx, p, ReferencesRequest{Object: ObjectRef{Kind: "table", Name: "Sales Line"}, Member: "Quantity", Page: page})
			return err
		}},
	}
	for _, q := range queries {
		b.Run(q.name, func(b *testing.B) {
			t0 := time.Now()
			if err := q.run(); err != nil { // warms the caches
				b.Fatal(err)
			}
			first := time.Since(t0)
			cpu0 := wstest.CPUTime()
			b.ResetTimer()
			for range b.N {
				if err := q.run(); err != nil {
					b.Fatal(err)
				}
			}
			b.StopTimer()
			b.ReportMetric(float64((wstest.CPUTime()-cpu0).Microseconds())/1000/float64(b.N), "cpu-ms/op")
			b.ReportMetric(float64(first.Microseconds())/1000, "first-ms")
		})
	}
}
