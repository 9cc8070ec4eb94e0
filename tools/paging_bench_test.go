//go:build unix

package tools

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"runtime/pprof"
	"testing"
	"time"

	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/internal/cputime"
	"github.com/alfix/alfix/internal/memlimit"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// BenchmarkPagingAll measures what issue 43 asks of a long serve session:
// paging through all findings of a project with every analyzer on, after
// a cold start and after a restart on the warm store, as the server runs
// (MCP server in-process on the in-memory transport, watcher on, the memory
// policy of cmd/alfix applied). Each session analyses the project with
// every analyzer (the first page, not counted), then follows nextCursor at
// the default page size to the end; the CPU time (user+sys) of the paging
// alone is reported per session, with its GC share and the collector's
// CPU per collection (what marking the session's live heap costs), and the
// ratio of the two sessions' paging. It also reports the mean CPU of a
// page near the start and of pages near page 500 (a page's cost must not
// grow with its offset), and the SHA-256 of the concatenated pages'
// diagnostics (the same in both sessions, and before and after a change of
// the paging), and checks that the pages joined are the one-shot listing
// of the same arguments. Point it at a project and the folder of its
// source dependencies, one iteration:
//
//	ALFIX_BENCH_PAGING=/tmp/bcapps/src/Layers/W1/BaseApp ALFIX_BENCH_SOURCES=/tmp/bcapps \
//	nice -n 10 go test ./tools -run XXX -bench PagingAll -benchtime=1x -timeout 2h
//
// ALFIX_BENCH_PAGES writes the concatenated diagnostics (of the cold
// session) to that file; ALFIX_BENCH_PROFILE writes a CPU profile of each
// session's paging into that folder (cold-paging.pprof, restart-paging.pprof),
// a heap profile of each session's live heap when its paging starts
// (cold-heap.pprof, restart-heap.pprof) and one when it ends
// (cold-heap-end.pprof, restart-heap-end.pprof: the paging's allocations
// are the alloc_space of the end's against the start's, -diff_base).
func BenchmarkPagingAll(b *testing.B) {
	dir := os.Getenv("ALFIX_BENCH_PAGING")
	if dir == "" {
		b.Skip("ALFIX_BENCH_PAGING is not set")
	}
	var sources []string
	if s := os.Getenv("ALFIX_BENCH_SOURCES"); s != "" {
		sources = []string{s}
	}
	var every []string
	for _, g := range project.AllAnalyzerGroups {
		every = append(every, string(g))
	}
	for range b.N {
		dbPath := filepath.Join(b.TempDir(), "cache.db")
		cold := pagingSession(b, dir, sources, dbPath, every, "cold")
		restart := pagingSession(b, dir, sources, dbPath, every, "restart")
		if cold.digest != restart.digest || cold.findings != restart.findings {
			b.Errorf("the sessions paged different findings: cold %d (%x), restart %d (%x)",
				cold.findings, cold.digest[:8], restart.findings, restart.digest[:8])
		}
		b.Logf("findings %d in %d pages, pages sha256 %x", cold.findings, cold.pages, cold.digest)
		for _, s := range []pagingFigures{cold, restart} {
			b.Logf("%s: analyze %.2f CPU-s (%d analysed, %d cached); paging %.2f CPU-s, %.1f s wall, GC %.0f%%; page near start %.2f CPU-ms, near page 500 %.2f CPU-ms",
				s.name, s.analyzeCPU.Seconds(), s.analyzed, s.cached, s.pagingCPU.Seconds(), s.pagingWall.Seconds(), s.gcShare,
				ms(s.earlyPage), ms(s.latePage))
			b.Logf("%s: live heap %d MiB, soft limit %d MiB when the paging started; %d collections, %.1f CPU-ms each, %.1f MiB allocated per page",
				s.name, s.live>>20, s.limit>>20, s.cycles, 1000*s.gcCPU/float64(max(s.cycles, 1)), float64(s.allocated)/float64(max(s.pages-1, 1))/(1<<20))
			b.ReportMetric(s.pagingCPU.Seconds(), s.name+"-paging-cpu-s")
			b.ReportMetric(s.gcShare, s.name+"-paging-gc-%")
			b.ReportMetric(ms(s.earlyPage), s.name+"-page1-cpu-ms")
			b.ReportMetric(ms(s.latePage), s.name+"-page500-cpu-ms")
			b.ReportMetric(float64(s.cycles), s.name+"-paging-gcs")
			// What a collection costs: the marking of what the session
			// keeps (a cold session keeps the summary, a restarted one
			// loads it when a file must be analysed again).
			b.ReportMetric(1000*s.gcCPU/float64(max(s.cycles, 1)), s.name+"-gc-cpu-ms/gc")
		}
		b.ReportMetric(float64(cold.findings), "findings")
		b.ReportMetric(float64(cold.pages), "pages")
		b.ReportMetric(cold.pagingCPU.Seconds()/restart.pagingCPU.Seconds(), "cold/restart")
	}
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// pagingFigures are what one session of BenchmarkPagingAll measured.
type pagingFigures struct {
	name                  string
	analyzeCPU, pagingCPU time.Duration
	pagingWall            time.Duration
	gcShare               float64 // percent of the paging's CPU
	gcCPU                 float64 // the collector's CPU-s during the paging (gcShare of pagingCPU)
	// The live heap and the soft memory limit when the paging started,
	// the collections during the paging and the bytes it allocated.
	live, limit, allocated uint64
	cycles                 uint64
	analyzed, cached       int
	findings, pages        int
	digest                 [32]byte
	// Mean CPU of a page among the first pages, and among those at and
	// after page 500 (or the last ones, in a shorter listing).
	earlyPage, latePage time.Duration
}

// pagingSession opens the store and a workspace as serve does, analyses
// with the analyzers and pages through every finding.
func pagingSession(b *testing.B, dir string, sources []string, dbPath string, analyzers []string, name string) pagingFigures {
	runtime.GC()
	debug.FreeOSMemory()
	ctx := context.Background()
	ws, cs, done := serveSession(b, dir, sources, dbPath)
	defer done()

	f := pagingFigures{name: name}
	args := map[string]any{"codeAnalyzers": analyzers}
	h := sha256.New()
	var out *os.File
	if path := os.Getenv("ALFIX_BENCH_PAGES"); path != "" && name == "cold" {
		var err error
		if out, err = os.Create(path); err != nil {
			b.Fatal(err)
		}
		defer out.Close()
	}
	// page is the part of a page the benchmark reads.
	type page struct {
		TotalCount  int               `json:"totalCount"`
		Offset      int               `json:"offset"`
		NextCursor  string            `json:"nextCursor"`
		Diagnostics []json.RawMessage `json:"diagnostics"`
		Stats       AnalyzeStats      `json:"stats"`
	}
	get := func() page {
		raw, _ := json.Marshal(args)
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "analyze", Arguments: json.RawMessage(raw)})
		if err != nil {
			b.Fatalf("page %d: %v", f.pages+1, err)
		}
		if res.IsError || len(res.Content) != 1 {
			text := ""
			for _, c := range res.Content {
				if t, ok := c.(*mcp.TextContent); ok {
					text += t.Text
				}
			}
			b.Fatalf("page %d: error or %d content blocks: %s", f.pages+1, len(res.Content), text)
		}
		var p page
		if err := json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &p); err != nil {
			b.Fatalf("page %d: %v", f.pages+1, err)
		}
		if p.Offset != f.findings {
			b.Fatalf("page %d starts at %d, want %d", f.pages+1, p.Offset, f.findings)
		}
		for _, d := range p.Diagnostics {
			h.Write(d)
			h.Write([]byte{'\n'})
			if out != nil {
				out.Write(d)
				out.Write([]byte{'\n'})
			}
		}
		f.pages++
		f.findings += len(p.Diagnostics)
		return p
	}
	cpu0 := cputime.Used()
	first := get()
	f.analyzeCPU = cputime.Used() - cpu0
	f.analyzed, f.cached = first.Stats.Analyzed, first.Stats.Cached
	b.Logf("%s: %d findings, first page %d; %d files analysed, %d cached", name, first.TotalCount, len(first.Diagnostics),
		first.Stats.Analyzed, first.Stats.Cached)

	if dir := os.Getenv("ALFIX_BENCH_PROFILE"); dir != "" {
		pf, err := os.Create(filepath.Join(dir, name+"-paging.pprof"))
		if err != nil {
			b.Fatal(err)
		}
		if err := pprof.StartCPUProfile(pf); err != nil {
			b.Fatal(err)
		}
		defer pf.Close()
		defer pprof.StopCPUProfile()
	}
	if dir := os.Getenv("ALFIX_BENCH_PROFILE"); dir != "" {
		// The live heap the paging starts from (after a collection).
		runtime.GC()
		hf, err := os.Create(filepath.Join(dir, name+"-heap.pprof"))
		if err != nil {
			b.Fatal(err)
		}
		if err := pprof.Lookup("heap").WriteTo(hf, 0); err != nil {
			b.Fatal(err)
		}
		hf.Close()
	}
	const sample = 20 // pages averaged for the early and late figures
	var early, late []time.Duration
	m0 := heapMetrics()
	f.live, f.limit = m0[0], uint64(debug.SetMemoryLimit(-1))
	start, cpu0, gc0 := time.Now(), cputime.Used(), memlimit.ReadCPU()
	for next := first.NextCursor; next != ""; {
		args["cursor"] = next
		c := cputime.Used()
		p := get()
		d := cputime.Used() - c
		switch n := f.pages; {
		case n >= 2 && n < 2+sample:
			early = append(early, d)
		case n >= 500 && n < 500+sample:
			late = append(late, d)
		}
		if p.TotalCount != first.TotalCount {
			b.Fatalf("page %d: totalCount %d, first page's %d", f.pages, p.TotalCount, first.TotalCount)
		}
		next = p.NextCursor
	}
	f.pagingCPU, f.pagingWall = cputime.Used()-cpu0, time.Since(start)
	if dir := os.Getenv("ALFIX_BENCH_PROFILE"); dir != "" {
		// Against the profile taken when the paging started, what the
		// paging allocated (pprof -sample_index=alloc_space -diff_base).
		hf, err := os.Create(filepath.Join(dir, name+"-heap-end.pprof"))
		if err != nil {
			b.Fatal(err)
		}
		if err := pprof.Lookup("heap").WriteTo(hf, 0); err != nil {
			b.Fatal(err)
		}
		hf.Close()
	}
	f.gcShare = 100 * memlimit.ReadCPU().Since(gc0).GCShare()
	// The runtime's CPU classes count a processor's time, busy or waiting
	// on a loaded machine; their share applied to the process's CPU time
	// is the collector's CPU.
	f.gcCPU = f.gcShare / 100 * f.pagingCPU.Seconds()
	m1 := heapMetrics()
	f.allocated, f.cycles = m1[1]-m0[1], m1[2]-m0[2]
	if f.findings != first.TotalCount {
		b.Errorf("%s: paged %d findings, totalCount %d", name, f.findings, first.TotalCount)
	}
	f.earlyPage, f.latePage = mean(early), mean(late)
	copy(f.digest[:], h.Sum(nil))
	// The pages joined are the one-shot listing (not measured): the same
	// diagnostics, encoded alike, in the same order.
	all, te := Analyze(ctx, ws, AnalyzeArgs{CodeAnalyzers: analyzers, Limit: ptr(math.MaxInt32)}, nil)
	if te != nil {
		b.Fatalf("%s: one-shot listing: %v", name, te)
	}
	one := sha256.New()
	for _, d := range all.Diagnostics {
		raw, err := encodeResult(d)
		if err != nil {
			b.Fatal(err)
		}
		one.Write(raw)
		one.Write([]byte{'\n'})
	}
	if got := one.Sum(nil); len(all.Diagnostics) != f.findings || string(got) != string(f.digest[:]) {
		b.Errorf("%s: the pages joined (%d, %x) are not the one-shot listing (%d, %x)", name, f.findings, f.digest[:8], len(all.Diagnostics), got[:8])
	}
	return f
}

// heapMetrics reads the live heap, the bytes allocated and the
// collections so far.
func heapMetrics() [3]uint64 {
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}, {Name: "/gc/heap/allocs:bytes"}, {Name: "/gc/cycles/total:gc-cycles"}}
	metrics.Read(s)
	var out [3]uint64
	for i := range s {
		if s[i].Value.Kind() == metrics.KindUint64 {
			out[i] = s[i].Value.Uint64()
		}
	}
	return out
}

func mean(ds []time.Duration) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	var s time.Duration
	for _, d := range ds {
		s += d
	}
	return s / time.Duration(len(ds))
}
