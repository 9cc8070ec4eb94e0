package workspace

import (
	"bytes"
	"cmp"
	"context"
	"crypto/sha256"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"runtime/metrics"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
	"github.com/alfix/alfix/internal/memlimit"
	"github.com/alfix/alfix/store"
	"github.com/alfix/alfix/workspace/corpus"
)

// benchProject returns the project a benchmark measures: ALFIX_BENCH_DIR
// when set, else a generated one of ALFIX_BENCH_FILES files (files when
// unset) in a temporary folder.
func benchProject(b *testing.B, files int) string {
	if dir := os.Getenv("ALFIX_BENCH_DIR"); dir != "" {
		return dir
	}
	if s := os.Getenv("ALFIX_BENCH_FILES"); s != "" {
		files, _ = strconv.Atoi(s)
	}
	dir := b.TempDir()
	size, err := corpus.Write(dir, corpus.Options{Files: files, Seed: 1, IssueRate: 0.1})
	if err != nil {
		b.Fatal(err)
	}
	b.Logf("generated %d files, %.1f MB", files, float64(size)/1e6)
	return dir
}

// BenchmarkAnalyzeCache measures, in one run, the figures of the cache
// targets: a cold analysis, a warm one in the same process (nothing
// changed), one in a fresh workspace over the store of the first (a
// restart), one after a single file changed, and one in a second process
// over the same store while the restarted workspace keeps it open (two
// servers). It reports each in ms, wall and CPU (CPU of the whole process
// while the phase ran, so other goroutines' work counts), and the ratios
// cold/warm, cold/restart and changed/warm, and the share of the cold
// analysis's CPU that garbage collection took (cold-gc-%) under alfix's
// memory policy. The calls carry the profile label phase (cold, warm,
// changed, restart) for pprof -tagfocus. It also measures one read+hash+parse pass over the same
// files on the same worker count (parse-cpu-ms, and cold-cpu/parse-cpu),
// and declaration changes of every kind (declEdits: a procedure added to a
// table, a field added, a field's type changed, a procedure's signature
// changed, an enum value added, a global variable added): for each, how
// many files that analysis re-analysed against how many files mention the
// object or spell the member (decl-analyzed, decl-mentioning,
// decl-spelling for the first; decl-field-added-analyzed, ... for the
// others), its time (decl-ms, decl-cpu-ms), the bytes allocated meanwhile
// (decl-alloc-MB) and cold/decl (the target is 20 or more for each).
//
// By default it generates a 5,000-file project (ALFIX_BENCH_FILES to change
// that); ALFIX_BENCH_DIR points it at an existing project instead, e.g. a
// copy of BCApps' BaseApp. Run it with -benchtime=1x:
//
//	go test ./workspace -run XXX -bench AnalyzeCache -benchtime=1x
func BenchmarkAnalyzeCache(b *testing.B) {
	if os.Getenv("ALFIX_BENCH_ALLOCS") != "" {
		runtime.MemProfileRate = 16 << 10 // allocsProfile: finer samples
	}
	dir := benchProject(b, 5000)
	reg := rules.Registry()
	// The server watches its projects by default; ALFIX_BENCH_WATCH=0
	// measures the stat-based refresh of --no-watch instead.
	watchOn := os.Getenv("ALFIX_BENCH_WATCH") != "0"
	for i := 0; i < b.N; i++ {
		dbPath := filepath.Join(b.TempDir(), "cache.db")
		run := func(st *store.Store, touch bool) (time.Duration, *AnalyzeResult) {
			w, err := Open(context.Background(), Options{Roots: []string{dir}, Dir: dir, Store: st, Registry: reg, Watch: watchOn})
			if err != nil {
				b.Fatal(err)
			}
			p := w.Primary()
			if p == nil {
				b.Fatalf("no project in %s", dir)
			}
			if touch {
				// The memory policy alfix applies (cmd/alfix's engineFlags.open).
				src, _ := p.SourceBytes(context.Background())
				memlimit.Apply(src+p.DependencyBytes(context.Background()), memlimit.Session)
			}
			start, cpu0, gc0 := time.Now(), cpuTime(), memlimit.ReadCPU()
			phase := "restart"
			if touch {
				phase = "cold"
			}
			res, err := labelled(phase, func(ctx context.Context) (*AnalyzeResult, error) { return p.Analyze(ctx, AnalyzeRequest{}) })
			if err != nil {
				b.Fatal(err)
			}
			d, cpu := time.Since(start), cpuTime()-cpu0
			if touch {
				b.ReportMetric(float64(cpu.Microseconds())/1000, "cold-cpu-ms")
				b.ReportMetric(100*memlimit.ReadCPU().Since(gc0).GCShare(), "cold-gc-%")
				// Warm, then one file changed, both in this process.
				start, cpu0 = time.Now(), cpuTime()
				warm, _ := labelled("warm", func(ctx context.Context) (*AnalyzeResult, error) { return p.Analyze(ctx, AnalyzeRequest{}) })
				warmD := time.Since(start)
				b.ReportMetric(float64((cpuTime()-cpu0).Microseconds())/1000, "warm-cpu-ms")
				files, err := project.DiscoverFiles(dir)
				if err != nil || len(files) == 0 {
					b.Fatalf("no files to change: %v", err)
				}
				path := files[len(files)/2]
				src, _ := os.ReadFile(path)
				os.WriteFile(path, append(append([]byte{}, src...), "\n// changed\n"...), 0o644)
				start, cpu0 = time.Now(), cpuTime()
				changed, _ := labelled("changed", func(ctx context.Context) (*AnalyzeResult, error) { return p.Analyze(ctx, AnalyzeRequest{}) })
				changedD := time.Since(start)
				b.ReportMetric(float64((cpuTime()-cpu0).Microseconds())/1000, "changed-cpu-ms")
				// Put the file back (ALFIX_BENCH_DIR may be a real project)
				// and let the workspace see it before the restart.
				os.WriteFile(path, src, 0o644)
				p.Analyze(context.Background(), AnalyzeRequest{})
				b.ReportMetric(float64(warmD.Microseconds())/1000, "warm-ms")
				b.ReportMetric(float64(changedD.Microseconds())/1000, "changed-ms")
				b.ReportMetric(float64(changedD)/float64(warmD), "changed/warm")
				b.Logf("cold: %d files, %d findings, %d analyzed; warm: %d cached; changed: %d analyzed",
					res.Files, res.Findings.Len(), res.Analyzed, warm.Cached, changed.Analyzed)
				parseCPU := parseOnce(b, p)
				b.ReportMetric(float64(parseCPU.Microseconds())/1000, "parse-cpu-ms")
				b.ReportMetric(float64(cpu)/float64(parseCPU), "cold-cpu/parse-cpu")
				declarationChanges(b, p, files, d)
				b.ReportMetric(float64(d.Microseconds())/1000, "cold-ms")
				b.ReportMetric(float64(d)/float64(warmD), "cold/warm")
			} else {
				b.ReportMetric(float64(cpu.Microseconds())/1000, "restart-cpu-ms")
				// A second process analyses the project over the same store while this
				// workspace keeps it open.
				second := analyzeInChild(b, dbPath, dir, "real")
				if second.Cached != res.Files {
					b.Errorf("second process: %d of %d files cached", second.Cached, res.Files)
				}
				b.ReportMetric(float64(second.Elapsed.Microseconds())/1000, "second-process-ms")
				b.ReportMetric(float64(second.CPU.Microseconds())/1000, "second-process-cpu-ms")
			}
			w.Close()
			return d, res
		}
		st, err := store.Open(store.Options{Path: dbPath})
		if err != nil {
			b.Fatal(err)
		}
		cold, _ := run(st, true)
		st.Close()
		st, err = store.Open(store.Options{Path: dbPath})
		if err != nil {
			b.Fatal(err)
		}
		restart, res := run(st, false)
		st.Close()
		if res.Analyzed > 1 {
			b.Errorf("after restart %d files were analysed again", res.Analyzed)
		}
		b.ReportMetric(float64(restart.Microseconds())/1000, "restart-ms")
		b.ReportMetric(float64(cold)/float64(restart), "cold/restart")
	}
}

// labelled runs fn with the profile label phase (pprof -tagfocus=phase=...).
func labelled(phase string, fn func(ctx context.Context) (*AnalyzeResult, error)) (res *AnalyzeResult, err error) {
	pprof.Do(context.Background(), pprof.Labels("phase", phase), func(ctx context.Context) { res, err = fn(ctx) })
	return res, err
}

// parseOnce reads, hashes and parses the project's files once on as many
// workers as an analysis uses, and returns the process CPU time it took.
func parseOnce(b *testing.B, p *Project) time.Duration {
	ctx := context.Background()
	paths, err := p.refresh(ctx)
	if err != nil {
		b.Fatal(err)
	}
	cfg, err := p.Config(nil)
	if err != nil {
		b.Fatal(err)
	}
	opts := analysis.ParseOptions(cfg)
	runtime.GC()
	cpu0 := cpuTime()
	next := make(chan string)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for path := range next {
				src, err := os.ReadFile(path)
				if err != nil {
					continue
				}
				sha256.Sum256(src)
				syntax.Parse(path, src, opts)
			}
		}()
	}
	for _, path := range paths {
		next <- path
	}
	close(next)
	wg.Wait()
	return cpuTime() - cpu0
}

// A declEdit is a declaration change the benchmark makes to one object
// of the project: it picks the first file of the object's kind from the
// middle of the list whose object at least 20 other files mention (by
// text) and that edit can change.
type declEdit struct {
	metric string // the metrics' prefix: decl-analyzed, decl-ms, cold/decl, ...
	what   string // what it does, for the log
	suffix string // lower-case file name suffix of the object's kind
	// edit returns the changed text and the name of the member it adds or
	// changes (lower case), or ok false when it cannot change src; run
	// numbers the repeats (ALFIX_BENCH_DECL_REPEAT), each of which makes
	// another change (a summary seen before would find its results).
	edit func(src []byte, run int) (changed []byte, member string, ok bool)
}

var (
	objectHeader  = regexp.MustCompile(`(?im)^\s*(?:table|codeunit|enum)\s+\d+\s+("[^"]+"|\w+)`)
	fieldsSection = regexp.MustCompile(`(?m)^\s*fields\s*\r?\n\s*\{[^\n]*\n`)
	textField     = regexp.MustCompile(`(?m)^\s*field\(\s*\d+\s*;\s*("[^"]+"|\w+)\s*;\s*(?:Code|Text)\[(\d+)\]`)
	keysSection   = regexp.MustCompile(`(?ms)^\s*keys\s*\r?\n\s*\{.*?^    \}`)
	globalProc    = regexp.MustCompile(`(?m)^    procedure (\w+)\(([^()\n]*)\)`)
	varSection    = regexp.MustCompile(`(?m)^    var[ \t]*\r?\n`)
)

// declEdits are the declaration changes the benchmark measures, one after
// the other, each undone before the next.
var declEdits = []declEdit{
	{metric: "decl", what: "a procedure added to a table", suffix: ".table.al",
		edit: func(src []byte, run int) ([]byte, string, bool) {
			name := fmt.Sprintf("AlfixBenchAdded%d", run)
			return beforeLastBrace(src, "\n    procedure "+name+"()\n    begin\n    end;\n"), strings.ToLower(name), true
		}},
	{metric: "decl-field-added", what: "a field added to a table", suffix: ".table.al",
		edit: func(src []byte, run int) ([]byte, string, bool) {
			loc := fieldsSection.FindIndex(src)
			if loc == nil {
				return nil, "", false
			}
			name := fmt.Sprintf("Alfix Bench Field %d", run)
			field := fmt.Sprintf("        field(%d; \"%s\"; Integer)\n        {\n            Caption = '%s';\n", 99990+run, name, name) +
				"            DataClassification = CustomerContent;\n        }\n"
			return splice(src, loc[1], loc[1], field), strings.ToLower(name), true
		}},
	{metric: "decl-field-type", what: "the type of a table's first Code or Text field outside its keys changed", suffix: ".table.al",
		edit: func(src []byte, run int) ([]byte, string, bool) {
			keys := strings.ToLower(string(keysSection.Find(src)))
			for _, m := range textField.FindAllSubmatchIndex(src, -1) {
				name := strings.ToLower(strings.Trim(string(src[m[2]:m[3]]), `"`))
				if strings.Contains(keys, name) {
					continue
				}
				n, _ := strconv.Atoi(string(src[m[4]:m[5]]))
				return splice(src, m[4], m[5], strconv.Itoa(n+10+run)), name, true
			}
			return nil, "", false
		}},
	{metric: "decl-signature", what: "a parameter added to a codeunit's first global procedure", suffix: ".codeunit.al",
		edit: func(src []byte, run int) ([]byte, string, bool) {
			m := globalProc.FindSubmatchIndex(src)
			if m == nil {
				return nil, "", false
			}
			param := fmt.Sprintf("AlfixBenchArg%d: Integer", run)
			if m[5] > m[4] {
				param = "; " + param
			}
			return splice(src, m[5], m[5], param), strings.ToLower(string(src[m[2]:m[3]])), true
		}},
	{metric: "decl-enum-value", what: "a value added to an enum", suffix: ".enum.al",
		edit: func(src []byte, run int) ([]byte, string, bool) {
			name := fmt.Sprintf("Alfix Bench Value %d", run)
			return beforeLastBrace(src, fmt.Sprintf("\n    value(%d; \"%s\")\n    {\n        Caption = '%s';\n    }\n", 99990+run, name, name)),
				strings.ToLower(name), true
		}},
	{metric: "decl-global-var", what: "a global variable added to a codeunit", suffix: ".codeunit.al",
		edit: func(src []byte, run int) ([]byte, string, bool) {
			for _, loc := range varSection.FindAllIndex(src, -1) {
				// The object's var section: the line before it closes a
				// section or a property, not a procedure's header.
				before := strings.TrimRight(string(src[:loc[0]]), " \t\r\n")
				last := before[strings.LastIndexByte(before, '\n')+1:]
				if strings.HasSuffix(last, "}") || strings.HasSuffix(last, ";") && !strings.Contains(strings.ToLower(last), "procedure") {
					name := fmt.Sprintf("AlfixBenchGlobal%d", run)
					return splice(src, loc[1], loc[1], "        "+name+": Integer;\n"), strings.ToLower(name), true
				}
			}
			return nil, "", false
		}},
}

// splice returns src with src[i:j] replaced by text (src is not modified).
func splice(src []byte, i, j int, text string) []byte {
	return append(append(append([]byte{}, src[:i]...), text...), src[j:]...)
}

// beforeLastBrace returns src with text inserted before its last '}'.
func beforeLastBrace(src []byte, text string) []byte {
	end := bytes.LastIndexByte(src, '}')
	if end < 0 {
		return nil
	}
	return splice(src, end, end, text)
}

// A declMeasure is what one declaration change measured.
type declMeasure struct {
	file                 string // the changed file's base name
	member               string // the member added or changed
	analyzed, mentioning int    // files re-analysed; other files whose text mentions the object
	spelling             int    // other files whose tokens spell the member (symbols.Mentions)
	took, tookCPU        time.Duration
	afterCPU             time.Duration // CPU while the call's store writes finish
	alloc                uint64        // bytes the process allocated during the analysis
	gcs                  int           // collections completed during the analysis
	live                 uint64        // the live heap the last collection found
}

// declarationChanges makes each of declEdits in turn, analyses (profile
// label phase=decl, edit=the metric), checks that the findings equal those
// of a fresh analysis of the changed project, puts the file back and
// analyses again. It reports each change's figures under its metric
// prefix: the files re-analysed (-analyzed), the other files whose text
// mentions the object's name (-mentioning) or spells the member
// (-spelling), the times (-ms, -cpu-ms; the CPU of the store writes the
// call left to finish after it, -after-cpu-ms), the bytes allocated meanwhile
// (-alloc-MB: what makes the collector walk the session's heap) and
// cold/<metric>.
func declarationChanges(b *testing.B, p *Project, files []string, cold time.Duration) {
	// The project's text is read again for each count (eachLowered) rather
	// than kept: Base Application's, lower-cased, is 100 MB that a session
	// does not hold, and holding it made the memory limit (which follows
	// the live heap) that much more lenient.
	lowered := &loweredFiles{files: files}
	// ALFIX_BENCH_DECL names the edits to make (their metric prefixes,
	// comma-separated; all when empty); ALFIX_BENCH_DECL_REPEAT makes each
	// that many times (undone in between) and reports the run of median
	// wall time: a collection of the session's heap lands in some calls
	// and not in others. Only the first run is compared with a fresh
	// analysis.
	only := os.Getenv("ALFIX_BENCH_DECL")
	repeat, _ := strconv.Atoi(os.Getenv("ALFIX_BENCH_DECL_REPEAT"))
	repeat = max(repeat, 1)
	for _, e := range declEdits {
		if only != "" && !slices.Contains(strings.Split(only, ","), e.metric) {
			continue
		}
		var runs []declMeasure
		for i := range repeat {
			m, ok := declarationChange(b, p, files, lowered, e, i)
			if !ok {
				break
			}
			runs = append(runs, m)
		}
		if len(runs) == 0 {
			b.Logf("%s: no file to change", e.what)
			continue
		}
		slices.SortFunc(runs, func(x, y declMeasure) int { return cmp.Compare(x.took, y.took) })
		m := runs[len(runs)/2]
		if len(runs) > 1 {
			var took []string
			for _, r := range runs {
				took = append(took, fmt.Sprintf("%s (%d GC, %.0f MB live)", r.took.Round(time.Millisecond), r.gcs, float64(r.live)/(1<<20)))
			}
			b.Logf("%s: %d runs, %s", e.metric, len(runs), strings.Join(took, " "))
		}
		b.ReportMetric(float64(m.analyzed), e.metric+"-analyzed")
		b.ReportMetric(float64(m.mentioning), e.metric+"-mentioning")
		b.ReportMetric(float64(m.spelling), e.metric+"-spelling")
		b.ReportMetric(float64(m.took.Microseconds())/1000, e.metric+"-ms")
		b.ReportMetric(float64(m.tookCPU.Microseconds())/1000, e.metric+"-cpu-ms")
		b.ReportMetric(float64(m.afterCPU.Microseconds())/1000, e.metric+"-after-cpu-ms")
		b.ReportMetric(float64(m.alloc)/(1<<20), e.metric+"-alloc-MB")
		b.ReportMetric(float64(cold)/float64(m.took), "cold/"+e.metric)
		b.Logf("%s (%s in %s): %d files re-analysed; %d other files mention the object, %d spell the member; %s, cold/decl %.1f",
			e.what, m.member, m.file, m.analyzed, m.mentioning, m.spelling, m.took.Round(time.Millisecond), float64(cold)/float64(m.took))
	}
}

// declarationChange makes one declaration change (see declarationChanges).
func declarationChange(b *testing.B, p *Project, files []string, lowered *loweredFiles, e declEdit, run int) (declMeasure, bool) {
	var cands []string
	for _, f := range files {
		if strings.HasSuffix(strings.ToLower(f), e.suffix) {
			cands = append(cands, f)
		}
	}
	var m declMeasure
	var path string
	var src, changed []byte
	// ALFIX_BENCH_DECL_CHECK=1 compares every run with a fresh analysis,
	// not only the first, and changes another object each run: a check of
	// the carry on real edits rather than a measure.
	checkAll := os.Getenv("ALFIX_BENCH_DECL_CHECK") == "1"
	skip := run
	for i := range cands {
		cand := cands[(len(cands)/2+i)%len(cands)]
		text, err := os.ReadFile(cand)
		h := objectHeader.FindSubmatch(text)
		if err != nil || h == nil {
			continue
		}
		name := []byte(strings.ToLower(strings.Trim(string(h[1]), `"`)))
		n := 0
		lowered.each(func(f string, text []byte) {
			if f != cand && bytes.Contains(text, name) {
				n++
			}
		})
		if n < 20 && i < len(cands)-1 {
			continue
		}
		if c, member, ok := e.edit(text, run); ok && c != nil {
			if checkAll && skip > 0 {
				skip-- // another object each run
				continue
			}
			path, src, changed, m.member, m.mentioning = cand, text, c, member, n
			break
		}
	}
	if path == "" {
		return m, false
	}
	lowered.each(func(f string, text []byte) {
		if f != path && symbols.Mentions(text, map[string]bool{m.member: true}) {
			m.spelling++
		}
	})
	os.WriteFile(path, changed, 0o644)
	defer func() {
		os.WriteFile(path, src, 0o644)
		pprof.Do(context.Background(), pprof.Labels("phase", "decl", "edit", e.metric+"-undo"), func(ctx context.Context) {
			p.Analyze(ctx, AnalyzeRequest{})
		})
	}()
	// The store writes the last call left to a goroutine (the previous
	// edit's put back: flushLater) are done before the change, as they are
	// in a session whose calls are seconds apart; this change's own are
	// reported on their own (-after-cpu-ms), as BenchmarkAnalyzeBodyEdit
	// does.
	p.wb.bg.Wait()
	allocsProfile(b, e.metric, "before")
	gc0, _ := gcState()
	start, cpu0, alloc0 := time.Now(), cpuTime(), allocatedBytes()
	var res *AnalyzeResult
	var err error
	pprof.Do(context.Background(), pprof.Labels("phase", "decl", "edit", e.metric), func(ctx context.Context) {
		res, err = p.Analyze(ctx, AnalyzeRequest{})
	})
	m.took, m.tookCPU, m.alloc = time.Since(start), cpuTime()-cpu0, allocatedBytes()-alloc0
	gc1, live := gcState()
	m.gcs, m.live = int(gc1-gc0), live
	allocsProfile(b, e.metric, "after")
	cpu1 := cpuTime()
	p.wb.bg.Wait()
	m.afterCPU = cpuTime() - cpu1
	if err != nil {
		b.Fatal(err)
	}
	// What a fresh workspace finds in the changed project.
	if run > 0 && !checkAll {
		m.analyzed, m.file = res.Analyzed, filepath.Base(path)
		return m, true
	}
	if got, want := findingLines(p.Root, res), freshFindingLines(b, p.Root, p.w.opts.Registry); !slices.Equal(got, want) {
		b.Errorf("after %s (%s): %d findings, a fresh analysis %d; first difference %s", e.what, filepath.Base(path),
			len(got), len(want), firstDifference(got, want))
	}
	m.analyzed, m.file = res.Analyzed, filepath.Base(path)
	return m, true
}

// allocsProfile writes the allocation profile as it stands to
// $ALFIX_BENCH_ALLOCS/<edit>-<when>.prof when that variable names a folder,
// after a collection (the profile counts what the last completed cycle
// saw). What one edit allocated is the difference of its two profiles:
//
//	go tool pprof -sample_index=alloc_space -diff_base before.prof after.prof
//
// The collections it forces change the edit's timing: use it for the
// profile, not for the figures.
func allocsProfile(b *testing.B, edit, when string) {
	dir := os.Getenv("ALFIX_BENCH_ALLOCS")
	if dir == "" {
		return
	}
	runtime.GC()
	f, err := os.Create(filepath.Join(dir, edit+"-"+when+".prof"))
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	if err := pprof.Lookup("allocs").WriteTo(f, 0); err != nil {
		b.Fatal(err)
	}
}

// loweredFiles reads a project's files lower-cased (ASCII), one at a
// time into one buffer: the benchmark's counts leave no garbage and hold
// nothing between the timed calls.
type loweredFiles struct {
	files []string
	buf   []byte
}

// each calls fn with each file's path and lower-cased text, valid only
// during the call.
func (l *loweredFiles) each(fn func(path string, text []byte)) {
	for _, path := range l.files {
		f, err := os.Open(path)
		if err != nil {
			continue
		}
		st, err := f.Stat()
		if err != nil {
			f.Close()
			continue
		}
		if n := int(st.Size()); cap(l.buf) < n {
			l.buf = make([]byte, n)
		}
		n, err := io.ReadFull(f, l.buf[:st.Size()])
		f.Close()
		if err != nil {
			continue
		}
		text := l.buf[:n]
		for i, c := range text {
			if 'A' <= c && c <= 'Z' {
				text[i] = c + 'a' - 'A'
			}
		}
		fn(path, text)
	}
}

// firstDifference describes the first line in which two sorted lists of
// findings differ.
func firstDifference(got, want []string) string {
	for i := 0; i < len(got) || i < len(want); i++ {
		switch {
		case i >= len(got):
			return "missing " + want[i]
		case i >= len(want):
			return "extra " + got[i]
		case got[i] != want[i]:
			return fmt.Sprintf("got %s, want %s", got[i], want[i])
		}
	}
	return "none"
}

// BenchmarkAnalyzeWarm measures the warm call alone: one workspace analyses
// the project once (untimed), then b.N times with nothing changed, so that
// a CPU profile of the run is the warm call's. It reports warm-cpu-ms per
// call (process CPU, user+sys). ALFIX_BENCH_DIR names the project (else a
// generated one of ALFIX_BENCH_FILES files); ALFIX_BENCH_STORE, when set,
// is a cache file kept between runs under a fixed build identity, so that
// the untimed first call of a later run is a restart instead of a cold
// analysis (a stale file after a change of rules: remove it). Run it as
//
//	go test ./workspace -run XXX -bench AnalyzeWarm -benchtime=20x -cpuprofile warm.prof
func BenchmarkAnalyzeWarm(b *testing.B) {
	dir := benchProject(b, 5000)
	opts := Options{Roots: []string{dir}, Dir: dir, Registry: rules.Registry(), Watch: os.Getenv("ALFIX_BENCH_WATCH") != "0"}
	dbPath := os.Getenv("ALFIX_BENCH_STORE")
	if dbPath == "" {
		dbPath = filepath.Join(b.TempDir(), "cache.db")
	} else {
		opts.executable = sha256.Sum256([]byte("BenchmarkAnalyzeWarm"))
	}
	st, err := store.Open(store.Options{Path: dbPath})
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	opts.Store = st
	w, err := Open(context.Background(), opts)
	if err != nil {
		b.Fatal(err)
	}
	defer w.Close()
	p := w.Primary()
	if p == nil {
		b.Fatalf("no project in %s", dir)
	}
	src, _ := p.SourceBytes(context.Background())
	memlimit.Apply(src+p.DependencyBytes(context.Background()), memlimit.Session)
	first, err := p.Analyze(context.Background(), AnalyzeRequest{})
	if err != nil {
		b.Fatal(err)
	}
	b.Logf("first call: %d files, %d findings, %d analysed, %s", first.Files, first.Findings.Len(), first.Analyzed, first.Elapsed)
	// ALFIX_BENCH_PAUSE (a duration) spaces the calls as a session's are,
	// past the time-based rechecks of what the workspace does not watch.
	pause, _ := time.ParseDuration(os.Getenv("ALFIX_BENCH_PAUSE"))
	var cpu time.Duration
	b.ResetTimer()
	// The warm calls carry the profile label phase=warm (pprof -tagfocus).
	pprof.Do(context.Background(), pprof.Labels("phase", "warm"), func(ctx context.Context) {
		for range b.N {
			if pause > 0 {
				b.StopTimer()
				time.Sleep(pause)
				b.StartTimer()
			}
			cpu0 := cpuTime()
			res, err := p.Analyze(ctx, AnalyzeRequest{})
			cpu += cpuTime() - cpu0
			if err != nil {
				b.Fatal(err)
			}
			if res.Analyzed != 0 || res.Findings.Len() != first.Findings.Len() {
				b.Fatalf("warm call: %d analysed, %d findings (first %d)", res.Analyzed, res.Findings.Len(), first.Findings.Len())
			}
		}
	})
	b.ReportMetric(float64(cpu.Microseconds())/1000/float64(b.N), "warm-cpu-ms")
}

// BenchmarkAnalyzeBodyEdit measures a one-file body edit in a long
// session beside the warm call it is held to: one workspace analyses the
// project once (untimed), then b.N times changes one file's body (a comment
// with the iteration's number appended, so that no content repeats),
// analyses (phase=changed), and analyses again with nothing changed
// (phase=warm). It reports per call the process CPU of both
// (changed-cpu-ms, warm-cpu-ms) and the CPU spent while the store writes
// the changed call left to a goroutine finish, waited for before the warm
// call (changed-after-cpu-ms), their wall times (changed-ms, warm-ms),
// the ratios changed/warm (wall) and changed-cpu/warm-cpu, and the bytes
// the process allocated during each (changed-alloc-KB, warm-alloc-KB), which
// set how often the collector walks the whole heap. The calls carry the
// profile label phase. ALFIX_BENCH_EDIT=top puts the comment on a line of
// its own above the file's first line instead, with an empty line after it
// every other time, so that every finding of the file moves at each edit;
// ALFIX_BENCH_FILE (relative to the project) names the file to change
// instead of the middle one, or is "findings" for the middle one of the
// files with findings. ALFIX_BENCH_DIR names the project (else
// a generated one); its file is put back at the end, but run it on a copy.
func BenchmarkAnalyzeBodyEdit(b *testing.B) {
	dir := benchProject(b, 2000)
	st, err := store.Open(store.Options{Path: filepath.Join(b.TempDir(), "cache.db")})
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	w, err := Open(context.Background(), Options{Roots: []string{dir}, Dir: dir, Registry: rules.Registry(), Store: st, Watch: true})
	if err != nil {
		b.Fatal(err)
	}
	defer w.Close()
	p := w.Primary()
	if p == nil {
		b.Fatalf("no project in %s", dir)
	}
	src, _ := p.SourceBytes(context.Background())
	memlimit.Apply(src+p.DependencyBytes(context.Background()), memlimit.Session)
	first, err := p.Analyze(context.Background(), AnalyzeRequest{})
	if err != nil {
		b.Fatal(err)
	}
	files, err := project.DiscoverFiles(dir)
	if err != nil || len(files) == 0 {
		b.Fatalf("no files to change: %v", err)
	}
	path := files[len(files)/2]
	switch rel := os.Getenv("ALFIX_BENCH_FILE"); rel {
	case "":
	case "findings": // the middle one of the files with findings
		var with []string
		for _, f := range first.Findings.All() {
			if len(with) == 0 || with[len(with)-1] != f.Path {
				with = append(with, f.Path)
			}
		}
		if len(with) == 0 {
			b.Fatal("no file has findings")
		}
		path = with[len(with)/2]
	default:
		path = filepath.Join(dir, filepath.FromSlash(rel))
	}
	b.Logf("changing %s", path)
	orig, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	defer os.WriteFile(path, orig, 0o644)
	var took, cpu, alloc [2]time.Duration // changed, warm (alloc in bytes)
	var after time.Duration               // CPU while the changed call's writes finish
	call := func(phase string, k int, want func(*AnalyzeResult) error) {
		pprof.Do(context.Background(), pprof.Labels("phase", phase), func(ctx context.Context) {
			start, cpu0, alloc0 := time.Now(), cpuTime(), allocatedBytes()
			res, err := p.Analyze(ctx, AnalyzeRequest{})
			took[k] += time.Since(start)
			cpu[k] += cpuTime() - cpu0
			alloc[k] += time.Duration(allocatedBytes() - alloc0)
			if err == nil {
				err = want(res)
			}
			if err != nil {
				b.Fatal(err)
			}
		})
	}
	b.ResetTimer()
	for i := range b.N {
		b.StopTimer()
		text := fmt.Appendf(slices.Clip(orig), "\n// changed %d\n", i)
		if os.Getenv("ALFIX_BENCH_EDIT") == "top" {
			// One line, then two: the findings move from one edit to the next.
			text = append(fmt.Appendf(nil, "// changed %d\n%s", i, strings.Repeat("\n", i%2)), orig...)
		}
		os.WriteFile(path, text, 0o644)
		b.StartTimer()
		call("changed", 0, func(res *AnalyzeResult) error {
			if res.Analyzed != 1 {
				return fmt.Errorf("body edit %d: %d files analysed", i, res.Analyzed)
			}
			return nil
		})
		// The store writes the call left to a goroutine (flushAfter) are
		// done before the warm call, as they are in a session whose calls
		// are seconds apart; their CPU is reported on its own.
		cpu0 := cpuTime()
		p.wb.bg.Wait()
		after += cpuTime() - cpu0
		call("warm", 1, func(res *AnalyzeResult) error {
			if res.Analyzed != 0 {
				return fmt.Errorf("warm call after edit %d: %d files analysed", i, res.Analyzed)
			}
			return nil
		})
	}
	n := float64(b.N)
	b.ReportMetric(float64(cpu[0].Microseconds())/1000/n, "changed-cpu-ms")
	b.ReportMetric(float64(cpu[1].Microseconds())/1000/n, "warm-cpu-ms")
	b.ReportMetric(float64(after.Microseconds())/1000/n, "changed-after-cpu-ms")
	b.ReportMetric(float64(took[0].Microseconds())/1000/n, "changed-ms")
	b.ReportMetric(float64(took[1].Microseconds())/1000/n, "warm-ms")
	b.ReportMetric(float64(took[0])/float64(took[1]), "changed/warm")
	b.ReportMetric(float64(cpu[0])/float64(cpu[1]), "changed-cpu/warm-cpu")
	b.ReportMetric(float64(alloc[0])/1024/n, "changed-alloc-KB")
	b.ReportMetric(float64(alloc[1])/1024/n, "warm-alloc-KB")
}

// allocatedBytes returns the bytes the process allocated on the heap so far.
func allocatedBytes() uint64 {
	s := []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

// gcState is the number of completed collections and the live heap the
// last one found.
func gcState() (cycles, live uint64) {
	s := []metrics.Sample{{Name: "/gc/cycles/total:gc-cycles"}, {Name: "/gc/heap/live:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64(), s[1].Value.Uint64()
}
