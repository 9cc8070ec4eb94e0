package tools

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime/pprof"
	"slices"
	"testing"
	"time"

	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules"
	"github.com/alfix/alfix/internal/cputime"
	"github.com/alfix/alfix/internal/memlimit"
	"github.com/alfix/alfix/store"
	"github.com/alfix/alfix/workspace"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// BenchmarkAnalyzeEdit measures what an agent sees of a one-file body edit
// in a long serve session with every analyzer on: the analyze call (first
// page, the default page size) after a line is added at the top of a file
// with findings (so that its findings move), against the warm call that
// follows it, each through MCP as serve runs it (in-process server on the
// in-memory transport, watcher and store on, the memory policy of
// cmd/alfix applied). The edits alternate between one added line and two,
// so that every edited call's findings differ from the last call's. It
// reports the mean wall and CPU time (user+sys) of both calls and their
// ratios, and checks that the edited call analysed one file. Point it at
// a project and the folder of its source dependencies:
//
//	ALFIX_BENCH_EDIT_DIR=/tmp/m-bc/src/Layers/W1/BaseApp ALFIX_BENCH_SOURCES=/tmp/m-bc \
//	go test ./tools -run XXX -bench AnalyzeEdit -benchtime=20x
//
// The file it edits is restored at the end. ALFIX_BENCH_PROFILE names a
// file for a CPU profile of the edit loop alone (the calls' CPU is labelled
// phase=edited or phase=warm where it runs on the benchmark's goroutine).
func BenchmarkAnalyzeEdit(b *testing.B) {
	dir := os.Getenv("ALFIX_BENCH_EDIT_DIR")
	if dir == "" {
		b.Skip("ALFIX_BENCH_EDIT_DIR is not set")
	}
	var sources []string
	if s := os.Getenv("ALFIX_BENCH_SOURCES"); s != "" {
		sources = []string{s}
	}
	ctx := context.Background()
	ws, cs, done := serveSession(b, dir, sources, filepath.Join(b.TempDir(), "cache.db"))
	defer done()

	var every []string
	for _, g := range project.AllAnalyzerGroups {
		every = append(every, string(g))
	}
	raw, _ := json.Marshal(map[string]any{"codeAnalyzers": every})
	type page struct {
		TotalCount int          `json:"totalCount"`
		Stats      AnalyzeStats `json:"stats"`
		ByFile     []struct {
			Path  string `json:"path"`
			Count int    `json:"count"`
		} `json:"byFile"`
	}
	analyze := func() page {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "analyze", Arguments: json.RawMessage(raw)})
		if err != nil {
			b.Fatal(err)
		}
		if res.IsError || len(res.Content) != 1 {
			b.Fatalf("analyze failed: %s", text(b, res))
		}
		var p page
		if err := json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &p); err != nil {
			b.Fatal(err)
		}
		return p
	}
	first := analyze()
	// The file to edit: the middle one of the project's files with findings.
	p := ws.Primary()
	ar, err := p.Analyze(ctx, workspace.AnalyzeRequest{})
	if err != nil {
		b.Fatal(err)
	}
	var with []string
	for _, f := range ar.Findings.All() {
		if f.Path != "" && !f.Suppressed && (len(with) == 0 || with[len(with)-1] != f.Path) {
			with = append(with, f.Path)
		}
	}
	if len(with) == 0 {
		b.Fatal("no file has findings")
	}
	path := with[len(with)/2]
	orig, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	defer os.WriteFile(path, orig, 0o644)
	b.Logf("%d findings; editing %s", first.TotalCount, path)

	var took, cpu [2]time.Duration // edited, warm
	timed := func(k int) (pg page) {
		// Labelled for profiles (-cpuprofile, then -tagfocus=phase=edited).
		pprof.Do(ctx, pprof.Labels("phase", []string{"edited", "warm"}[k]), func(context.Context) {
			start, cpu0 := time.Now(), cputime.Used()
			pg = analyze()
			took[k] += time.Since(start)
			cpu[k] += cputime.Used() - cpu0
		})
		return pg
	}
	if path := os.Getenv("ALFIX_BENCH_PROFILE"); path != "" {
		// A CPU profile of the edits alone (not of the cold start).
		pf, err := os.Create(path)
		if err != nil {
			b.Fatal(err)
		}
		if err := pprof.StartCPUProfile(pf); err != nil {
			b.Fatal(err)
		}
		defer func() { pprof.StopCPUProfile(); pf.Close() }()
	}
	b.ResetTimer()
	for i := range b.N {
		b.StopTimer()
		text := append(fmt.Appendf(nil, "// edited %d\n%s", i, string(slices.Repeat([]byte{'\n'}, i%2))), orig...)
		if err := os.WriteFile(path, text, 0o644); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		if pg := timed(0); pg.Stats.Analyzed != 1 {
			b.Fatalf("edit %d: %d files analysed, want 1", i, pg.Stats.Analyzed)
		}
		if pg := timed(1); pg.Stats.Analyzed != 0 {
			b.Fatalf("warm call after edit %d: %d files analysed", i, pg.Stats.Analyzed)
		}
	}
	n := time.Duration(b.N)
	b.ReportMetric(ms(took[0]/n), "edited-ms")
	b.ReportMetric(ms(took[1]/n), "warm-ms")
	b.ReportMetric(ms(cpu[0]/n), "edited-cpu-ms")
	b.ReportMetric(ms(cpu[1]/n), "warm-cpu-ms")
	b.ReportMetric(float64(took[0])/float64(took[1]), "edited/warm")
	b.ReportMetric(float64(cpu[0])/float64(cpu[1]), "edited-cpu/warm-cpu")
}

// serveSession opens the store at dbPath and a workspace over dir (with its
// source dependencies' folders) as serve does, watcher on and the memory
// policy of cmd/alfix applied, and connects an MCP client to its tools on
// the in-memory transport; done closes all of it.
func serveSession(b *testing.B, dir string, sources []string, dbPath string) (ws *workspace.Workspace, cs *mcp.ClientSession, done func()) {
	ctx := context.Background()
	st, err := store.Open(store.Options{Path: dbPath})
	if err != nil {
		b.Fatal(err)
	}
	ws, err = workspace.Open(ctx, workspace.Options{Roots: []string{dir}, Dir: dir, SourceRoots: sources, Store: st,
		Registry: rules.Registry(), Watch: true})
	if err != nil {
		st.Close()
		b.Fatal(err)
	}
	source, err := ws.MemoryBytes(ctx)
	if err != nil {
		b.Fatal(err)
	}
	memlimit.Apply(source, memlimit.Session)
	st0, ct := mcp.NewInMemoryTransports()
	ss, err := New(ws, Options{Version: "bench"}).Connect(ctx, st0, nil)
	if err != nil {
		b.Fatal(err)
	}
	cs, err = mcp.NewClient(&mcp.Implementation{Name: "bench", Version: "1"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		b.Fatal(err)
	}
	return ws, cs, func() {
		cs.Close()
		ss.Wait()
		ws.Close()
		st.Close()
	}
}
