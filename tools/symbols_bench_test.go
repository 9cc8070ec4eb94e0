//go:build unix

package tools

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/alfix/alfix/al/rules"
	"github.com/alfix/alfix/internal/cputime"
	"github.com/alfix/alfix/store"
	"github.com/alfix/alfix/workspace"
)

// BenchmarkSymbolTools measures warm calls of the symbol tools on a real
// project with source dependencies, as the server runs them (watcher on):
// wall and CPU time per call and the size of each result's JSON. Point it
// at a project and the folder of its source dependencies:
//
//	ALFIX_BENCH_SYMBOLS=/tmp/bcapps/src/Layers/W1/BaseApp ALFIX_BENCH_SOURCES=/tmp/bcapps \
//	go test ./tools -run XXX -bench SymbolTools -benchtime=20x
//
// ALFIX_BENCH_STORE names a store file to reuse across runs.
func BenchmarkSymbolTools(b *testing.B) {
	dir := os.Getenv("ALFIX_BENCH_SYMBOLS")
	if dir == "" {
		b.Skip("ALFIX_BENCH_SYMBOLS is not set")
	}
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
	if s := os.Getenv("ALFIX_BENCH_SOURCES"); s != "" {
		opts.SourceRoots = []string{s}
	}
	ws, err := workspace.Open(context.Background(), opts)
	if err != nil {
		b.Fatal(err)
	}
	defer ws.Close()
	p := ws.Startup(dir)
	if p == nil {
		b.Fatalf("%s is not a startup project", dir)
	}
	ctx := context.Background()
	s := func(v string) *string { return &v }
	root := p.Root
	calls := []struct {
		name string
		run  func() (any, *ToolError)
	}{
		{"describe_object-NotFound-Sales-Lin", func() (any, *ToolError) {
			_, te := DescribeObject(ctx, ws, DescribeObjectArgs{ProjectPath: &root, ObjectType: s("table"), Object: s("Sales Lin")})
			if te != nil && te.Reason == ReasonSymbolNotFound {
				return te, nil
			}
			return nil, te
		}},
		{"find_symbols-NotFound-Salse-Lnie", func() (any, *ToolError) {
			_, te := FindSymbols(ctx, ws, FindSymbolsArgs{ProjectPath: &root, Query: s("Salse Lnie"), Match: s("exact")})
			if te != nil && te.Reason == ReasonSymbolNotFound {
				return te, nil
			}
			return nil, te
		}},
		{"find_symbols-prefix-Post", func() (any, *ToolError) {
			return FindSymbols(ctx, ws, FindSymbolsArgs{ProjectPath: &root, Query: s("Post")})
		}},
		{"find_symbols-fuzzy-salespost", func() (any, *ToolError) {
			return FindSymbols(ctx, ws, FindSymbolsArgs{ProjectPath: &root, Query: s("salespost"), Match: s("fuzzy")})
		}},
		{"find_symbols-exact-Sales-Line", func() (any, *ToolError) {
			return FindSymbols(ctx, ws, FindSymbolsArgs{ProjectPath: &root, Query: s("Sales Line"), Match: s("exact")})
		}},
		{"describe_object-Sales-Line", func() (any, *ToolError) {
			return DescribeObject(ctx, ws, DescribeObjectArgs{ProjectPath: &root, ObjectType: s("table"), Object: s("Sales Line")})
		}},
		{"describe_object-Customer-fields", func() (any, *ToolError) {
			return DescribeObject(ctx, ws, DescribeObjectArgs{ProjectPath: &root, ObjectType: s("table"), Object: s("Customer"), Projections: []string{"fields"}})
		}},
		{"events-Sales-Post", func() (any, *ToolError) {
			return Events(ctx, ws, EventsArgs{ProjectPath: &root, ObjectType: s("codeunit"), Object: s("Sales-Post")})
		}},
		{"events-Sales-Post-OnBeforePostSalesDoc", func() (any, *ToolError) {
			return Events(ctx, ws, EventsArgs{ProjectPath: &root, ObjectType: s("codeunit"), Object: s("Sales-Post"), Event: s("OnBeforePostSalesDoc")})
		}},
		{"free_ids", func() (any, *ToolError) {
			return FreeIDs(ctx, ws, FreeIDsArgs{ProjectPath: &root})
		}},
		{"free_ids-Sales-Line-fields", func() (any, *ToolError) {
			return FreeIDs(ctx, ws, FreeIDsArgs{ProjectPath: &root, ObjectType: s("table"), Object: s("Sales Line")})
		}},
		{"get_source-Sales-Post", func() (any, *ToolError) {
			return GetSource(ctx, ws, GetSourceArgs{ProjectPath: &root, ObjectType: s("codeunit"), Object: s("Sales-Post")})
		}},
		{"get_source-Sales-Line-Validate-No", func() (any, *ToolError) {
			return GetSource(ctx, ws, GetSourceArgs{ProjectPath: &root, ObjectType: s("table"), Object: s("Sales Line"), Member: s("No.")})
		}},
		{"find_references-Sales-Line-Quantity", func() (any, *ToolError) {
			return FindReferences(ctx, ws, FindReferencesArgs{ProjectPath: &root, ObjectType: s("table"), Object: s("Sales Line"), Member: s("Quantity")})
		}},
		{"find_references-Sales-Post", func() (any, *ToolError) {
			return FindReferences(ctx, ws, FindReferencesArgs{ProjectPath: &root, ObjectType: s("codeunit"), Object: s("Sales-Post")})
		}},
	}
	// The first call of each warms the caches (b.Run runs its function
	// more than once, so it is timed here).
	first := map[string]time.Duration{}
	size := map[string]int{}
	for _, c := range calls {
		t0 := time.Now()
		v, te := c.run()
		if te != nil {
			b.Fatal(te)
		}
		first[c.name] = time.Since(t0)
		out, _ := json.Marshal(v)
		size[c.name] = len(out)
	}
	for _, c := range calls {
		b.Run(c.name, func(b *testing.B) {
			cpu0 := benchCPU()
			b.ResetTimer()
			for range b.N {
				if _, te := c.run(); te != nil {
					b.Fatal(te)
				}
			}
			b.StopTimer()
			b.ReportMetric(float64((benchCPU()-cpu0).Microseconds())/1000/float64(b.N), "cpu-ms/op")
			b.ReportMetric(float64(first[c.name].Microseconds())/1000, "first-ms")
			b.ReportMetric(float64(size[c.name]), "result-bytes")
		})
	}
}

func benchCPU() time.Duration { return cputime.Used() }
