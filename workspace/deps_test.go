package workspace

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/packages"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
	"github.com/alfix/alfix/store"
	"github.com/alfix/alfix/workspace/internal/wstest"
)

// baseTable is a project rule that reports, at each table extension, where
// its base table comes from and how many fields the table has with every
// extension: what a rule sees of the dependency layer.
var baseTable = &analysis.Rule{
	ID: "TT0020", Title: "Base table", Message: "%s", Severity: analysis.SeverityInfo,
	Analyzer: project.AnalyzerGroup("CodeCop"), UsesProject: true,
	Run: func(p *analysis.Pass) {
		for _, obj := range p.File.Objects() {
			if p.File.ObjectKind(obj) != syntax.KwTableExtension {
				continue
			}
			sym := symbols.Extract(p.File).Objects[0]
			t := p.Summary.RecordTable(&sym)
			msg := "base table unknown"
			if t != nil {
				from := "own"
				if d := p.Summary.DependencyOf(t); d != nil {
					from = d.Origin.String() + " " + d.App.Name
				}
				msg = fmt.Sprintf("%s from %s, %d fields, complete=%v", t.Name, from, len(p.Summary.TableFields(t)), p.Summary.Complete())
			}
			p.Reportf(p.File.Tokens[obj.First].Span, []any{msg})
		}
	},
}

// The shared fixtures of the workspace's rooms (internal/wstest).
const (
	libAppJSON      = wstest.LibAppJSON
	consumerAppJSON = wstest.ConsumerAppJSON
	libTable        = wstest.LibTable
	consumerExt     = wstest.ConsumerExt
)

var writeFiles = wstest.WriteFiles

// libPackage builds a package of the Lib app with the given table source.
func libPackage(t testing.TB, table string) []byte {
	t.Helper()
	var pm project.Manifest
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"app.json": libAppJSON})
	pm, err := project.LoadManifest(dir)
	if err != nil {
		t.Fatal(err)
	}
	fs := symbols.Extract(syntax.Parse("src/LibTable.Table.al", []byte(table), syntax.Options{}))
	var buf bytes.Buffer
	if err := packages.Write(&buf, packages.FromProject(pm), []*symbols.FileSymbols{fs}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func depRegistry(t testing.TB) *analysis.Registry {
	reg, err := analysis.NewRegistry(baseTable)
	if err != nil {
		t.Fatal(err)
	}
	return reg
}

func messagesOf(res *AnalyzeResult) string {
	var m []string
	for _, f := range res.Findings.Slice() {
		m = append(m, f.Message)
	}
	return strings.Join(m, "|")
}

func TestDependencyFromPackage(t *testing.T) {
	root := t.TempDir()
	writeFiles(t, root, map[string]string{"app.json": consumerAppJSON, "src/Ext.al": consumerExt})
	pkgPath := filepath.Join(root, ".alpackages", "Tests_Lib_2.0.0.0.app")
	os.MkdirAll(filepath.Dir(pkgPath), 0o755)
	if err := os.WriteFile(pkgPath, libPackage(t, libTable), 0o644); err != nil {
		t.Fatal(err)
	}
	dbPath := filepath.Join(t.TempDir(), "cache.db")
	open := func() (*Workspace, *store.Store) {
		st, err := store.Open(store.Options{Path: dbPath})
		if err != nil {
			t.Fatal(err)
		}
		w, err := Open(context.Background(), Options{Roots: []string{root}, Dir: root, Store: st, Registry: depRegistry(t)})
		if err != nil {
			t.Fatal(err)
		}
		return w, st
	}
	w, st := open()
	p := w.Primary()
	res := analyzeAll(t, p)
	if got := messagesOf(res); got != "Lib Table from package Lib, 3 fields, complete=false" {
		t.Fatalf("first analysis: %q", got)
	}
	warns := p.DependencyWarnings(context.Background(), res.Config)
	if len(warns) != 1 || !strings.HasPrefix(warns[0], "dependency System not found") {
		t.Errorf("warnings: %q", warns)
	}
	rep, err := p.Dependencies(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Dependencies) != 2 || rep.Dependencies[0].App.Name != "Lib" || rep.Dependencies[0].Objects["table"] != 1 ||
		rep.Dependencies[0].Origin != symbols.FromPackage || !rep.Missing() {
		t.Errorf("report: %+v", rep.Dependencies)
	}
	sum, err := p.Summary(context.Background(), res.Config, analysis.EnabledRules(w.Registry(), res.Config))
	if err != nil || sum == nil {
		t.Fatal(err)
	}
	lib := sum.Dependencies()[0]
	if !sum.Friend(lib) || sum.App.Name != "Consumer" || lib.Symbols.App.Name != "Lib" {
		t.Errorf("friend and identity: %v %+v", sum.Friend(lib), sum.App)
	}
	w.Close()
	st.Close()

	// A restarted process reads neither the package's JSON nor its bytes:
	// damage the package in place (same size and modification time).
	fi, _ := os.Stat(pkgPath)
	data, _ := os.ReadFile(pkgPath)
	damaged := bytes.Repeat([]byte{'x'}, len(data))
	copy(damaged, data[:40])
	if err := os.WriteFile(pkgPath, damaged, 0o644); err != nil {
		t.Fatal(err)
	}
	os.Chtimes(pkgPath, fi.ModTime(), fi.ModTime())
	w, st = open()
	p = w.Primary()
	writeFiles(t, root, map[string]string{"src/Ext.al": consumerExt + "// touched\n"})
	if got := messagesOf(analyzeAll(t, p)); got != "Lib Table from package Lib, 3 fields, complete=false" {
		t.Fatalf("after a restart: %q", got)
	}

	// A new package version is a new dependency: results follow it.
	time.Sleep(10 * time.Millisecond)
	if err := os.WriteFile(pkgPath, libPackage(t, strings.Replace(libTable, "field(2; Name; Text[50]) { }", "field(2; Name; Text[50]) { }\n        field(3; City; Text[30]) { }", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := messagesOf(analyzeAll(t, p)); got != "Lib Table from package Lib, 4 fields, complete=false" {
		t.Fatalf("after the package changed: %q", got)
	}
	// An unreadable package is a warning naming it, never a failure.
	if err := os.WriteFile(pkgPath, []byte("NAVX not really"), 0o644); err != nil {
		t.Fatal(err)
	}
	res = analyzeAll(t, p)
	if got := messagesOf(res); got != "base table unknown" {
		t.Errorf("with a broken package: %q", got)
	}
	warns = p.DependencyWarnings(context.Background(), res.Config)
	if len(warns) < 2 || !strings.Contains(warns[0], pkgPath) || !strings.Contains(strings.Join(warns, "\n"), "dependency Lib not found") {
		t.Errorf("broken package warnings: %q", warns)
	}
	w.Close()
	st.Close()
}

func TestDependencyFromSourceProject(t *testing.T) {
	repo := t.TempDir()
	writeFiles(t, repo, map[string]string{
		"lib/app.json":                    libAppJSON,
		"lib/src/LibTable.Table.al":       libTable,
		"lib/Module/app.json":             `{"id": "cccccccc-0000-0000-0000-000000000003", "name": "Module", "publisher": "Tests", "version": "2.0.0.0"}`,
		"lib/Module/src/More.TableExt.al": "tableextension 50001 \"Lib More\" extends \"Lib Table\"\n{\n    fields { field(10; More; Boolean) { } }\n}\n",
		"consumer/app.json":               consumerAppJSON,
		"consumer/src/Ext.al":             consumerExt,
	})
	w, err := Open(context.Background(), Options{Roots: []string{filepath.Join(repo, "consumer")}, SourceRoots: []string{repo}, Registry: depRegistry(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	p := w.Primary()
	// The nested module's files belong to the app too (the compiler
	// compiles every file below the project folder).
	if got := messagesOf(analyzeAll(t, p)); got != "Lib Table from project Lib, 4 fields, complete=false" {
		t.Fatalf("source dependency: %q", got)
	}
	rep, err := p.Dependencies(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if d := rep.Dependencies[0]; d.Origin != symbols.FromProject || d.Location != filepath.Join(repo, "lib") || d.Objects["tableextension"] != 1 {
		t.Errorf("report: %+v", d)
	}
	// Editing the dependency's declarations changes the project's results.
	writeFiles(t, repo, map[string]string{"lib/src/LibTable.Table.al": strings.Replace(libTable, "field(2; Name; Text[50]) { }", "", 1)})
	if got := messagesOf(analyzeAll(t, p)); got != "Lib Table from project Lib, 3 fields, complete=false" {
		t.Fatalf("after editing the source dependency: %q", got)
	}
	// A package of the same app loses to the source project.
	writeFiles(t, filepath.Join(repo, "consumer"), map[string]string{})
	pkgPath := filepath.Join(repo, "consumer", ".alpackages", "Tests_Lib_9.0.0.0.app")
	os.MkdirAll(filepath.Dir(pkgPath), 0o755)
	os.WriteFile(pkgPath, libPackage(t, libTable), 0o644)
	if rep, _ := p.Dependencies(context.Background(), nil); rep.Dependencies[0].Origin != symbols.FromProject {
		t.Errorf("the package won over the source project: %+v", rep.Dependencies[0])
	}

	// Export the source dependency and read it back: the same declarations.
	lib, err := w.OpenProject(filepath.Join(repo, "lib"))
	if err != nil {
		t.Fatal(err)
	}
	m, files, err := lib.ExportDeclarations(context.Background())
	if err != nil || m.App.Name != "Lib" || len(files) != 2 || files[0].File != "Module/src/More.TableExt.al" {
		t.Fatalf("export: %v %+v %d", err, m.App, len(files))
	}
	var buf bytes.Buffer
	if err := packages.Write(&buf, m, files); err != nil {
		t.Fatal(err)
	}
	pkg, err := packages.Read("lib.app", bytes.NewReader(buf.Bytes()), int64(buf.Len()), packages.Options{})
	if err != nil || len(pkg.Files) != 2 || pkg.Files[1].Objects[0].Name != "Lib Table" || pkg.Manifest.InternalsVisibleTo[0].Name != "Consumer" {
		t.Fatalf("read back: %v %+v", err, pkg)
	}
}

// A source root given explicitly (--workspace) serves projects outside it
// too: a copy of an app elsewhere resolves its dependencies there.
func TestDependencyFromSourceRootOutsideIt(t *testing.T) {
	repo, elsewhere := t.TempDir(), t.TempDir()
	writeFiles(t, repo, map[string]string{
		"lib/app.json":              libAppJSON,
		"lib/src/LibTable.Table.al": libTable,
	})
	writeFiles(t, elsewhere, map[string]string{
		"consumer/app.json":   consumerAppJSON,
		"consumer/src/Ext.al": consumerExt,
	})
	consumer := filepath.Join(elsewhere, "consumer")
	for _, roots := range [][]string{{repo}, nil} {
		w, err := Open(context.Background(), Options{Roots: []string{consumer}, SourceRoots: roots, Registry: depRegistry(t)})
		if err != nil {
			t.Fatal(err)
		}
		want := "Lib Table from project Lib, 3 fields, complete=false"
		if roots == nil {
			want = "base table unknown" // the consumer's own folder holds no Lib
		}
		if got := messagesOf(analyzeAll(t, w.Primary())); got != want {
			t.Errorf("source roots %v: %q, want %q", roots, got, want)
		}
		w.Close()
	}
}

// twoConsumerRepo writes a folder holding lib and two apps that depend on
// it, consumer and second, and returns it.
func twoConsumerRepo(t *testing.T) string {
	t.Helper()
	repo := t.TempDir()
	writeFiles(t, repo, map[string]string{
		"lib/app.json":              libAppJSON,
		"lib/src/LibTable.Table.al": libTable,
		"consumer/app.json":         consumerAppJSON,
		"consumer/src/Ext.al":       consumerExt,
		"second/app.json":           strings.NewReplacer(`"name": "Consumer"`, `"name": "Second"`, "bbbbbbbb", "dddddddd").Replace(consumerAppJSON),
		"second/src/Ext.al":         consumerExt,
	})
	return repo
}

// MemoryBytes counts a source dependency that is one of the workspace's
// projects once, as that project's source, and any other dependency once
// however many projects use it.
func TestMemoryBytesCountsSharedDependenciesOnce(t *testing.T) {
	repo := twoConsumerRepo(t)
	ctx := context.Background()
	sum := func(w *Workspace, deps bool) int64 {
		var n int64
		for _, p := range w.Projects() {
			src, err := p.SourceBytes(ctx)
			if err != nil {
				t.Fatal(err)
			}
			n += src
			if deps {
				n += p.DependencyBytes(ctx)
			}
		}
		return n
	}
	// Every project a startup project: the dependency is counted as lib's
	// source only.
	all, err := Open(ctx, Options{Roots: []string{repo}, Registry: depRegistry(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer all.Close()
	if len(all.Projects()) != 3 {
		t.Fatalf("%d projects", len(all.Projects()))
	}
	got, err := all.MemoryBytes(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if want := sum(all, false); got != want || sum(all, true) <= want {
		t.Errorf("MemoryBytes %d, want the projects' source %d (summed DependencyBytes: %d)", got, want, sum(all, true))
	}
	// Two consumers of a source dependency outside the startup projects:
	// it counts once.
	two, err := Open(ctx, Options{Roots: []string{filepath.Join(repo, "consumer"), filepath.Join(repo, "second")}, SourceRoots: []string{repo}, Registry: depRegistry(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer two.Close()
	lib := two.Projects()[0].DependencyBytes(ctx)
	if lib == 0 {
		t.Fatal("the source dependency counts nothing")
	}
	if got, _ := two.MemoryBytes(ctx); got != sum(two, false)+lib {
		t.Errorf("MemoryBytes %d, want %d + %d once", got, sum(two, false), lib)
	}
}

// With FixedSources a run over many projects resolves a source dependency
// once: a second consumer gets the first one's module even after the
// dependency's file changed (the promise of the option: nothing changes);
// without it, and without a watcher, every analysis stats the folder again
// and sees the change.
func TestFixedSourcesResolveOncePerRun(t *testing.T) {
	for _, fixed := range []bool{true, false} {
		t.Run(fmt.Sprint("fixed=", fixed), func(t *testing.T) {
			repo := twoConsumerRepo(t)
			ctx := context.Background()
			w, err := Open(ctx, Options{Roots: []string{filepath.Join(repo, "consumer"), filepath.Join(repo, "second")},
				SourceRoots: []string{repo}, Registry: depRegistry(t), FixedSources: fixed})
			if err != nil {
				t.Fatal(err)
			}
			defer w.Close()
			libDir := filepath.Join(repo, "lib")
			ps := w.Projects()
			if len(ps) != 2 {
				t.Fatalf("%d projects", len(ps))
			}
			first, err := ps[0].Analyze(ctx, AnalyzeRequest{})
			if err != nil {
				t.Fatal(err)
			}
			if first.Findings.Len() != 1 || !strings.Contains(first.Findings.Slice()[0].Message, "from project Lib") {
				t.Fatalf("first consumer: %+v", first.Findings)
			}
			w.deps.mu.Lock()
			before := w.deps.sources[libDir]
			w.deps.mu.Unlock()
			if before == nil {
				t.Fatal("the source dependency was not resolved")
			}
			later := time.Now().Add(time.Minute)
			table := filepath.Join(libDir, "src", "LibTable.Table.al")
			if err := os.WriteFile(table, []byte(libTable+"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			if err := os.Chtimes(table, later, later); err != nil {
				t.Fatal(err)
			}
			if _, err := ps[1].Analyze(ctx, AnalyzeRequest{}); err != nil {
				t.Fatal(err)
			}
			w.deps.mu.Lock()
			after := w.deps.sources[libDir]
			w.deps.mu.Unlock()
			if fixed != (after == before) {
				t.Errorf("fixed=%v: the second consumer's module is the first's: %v", fixed, after == before)
			}
		})
	}
}

// The source projects of a folder, as Resolve's candidates and as an app's
// dependents, are made once and shared while the source roots' projects
// are the same (a rescan that finds the same ones included), and made
// again when a project appears.
func TestProjectListSharedUntilProjectsChange(t *testing.T) {
	repo := t.TempDir()
	writeFiles(t, repo, map[string]string{
		"lib/app.json":              libAppJSON,
		"lib/src/LibTable.Table.al": libTable,
		"consumer/app.json":         consumerAppJSON,
		"consumer/src/Ext.al":       consumerExt,
	})
	consumer, lib := filepath.Join(repo, "consumer"), filepath.Join(repo, "lib")
	w, err := Open(context.Background(), Options{Roots: []string{lib}, SourceRoots: []string{repo}, Registry: depRegistry(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	libApp := symbols.App{ID: "aaaaaaaa-0000-0000-0000-000000000001", Name: "Lib", Publisher: "Tests", Version: "2.0.0.0"}
	dependents := func(pl *projectList) []string {
		var out []string
		for _, a := range pl.dependentsOf(w, lib, libApp) {
			out = append(out, a.Name)
		}
		return out
	}
	expire := func() { // as if sourceRescan had passed
		w.deps.mu.Lock()
		for _, ix := range w.deps.roots {
			ix.scanned = time.Time{}
		}
		w.deps.mu.Unlock()
	}
	pl := w.projectListOf(lib)
	if len(pl.projects) != 1 || pl.projects[0].dir != consumer || len(pl.candidates) != 1 || pl.candidates[0].Location != consumer {
		t.Fatalf("projects of lib: %+v", pl.projects)
	}
	if got := dependents(pl); !slices.Equal(got, []string{"Consumer"}) {
		t.Fatalf("dependents of Lib: %q", got)
	}
	if again := w.projectListOf(lib); again != pl {
		t.Errorf("a second call made the list again")
	}
	expire()
	if again := w.projectListOf(lib); again != pl {
		t.Errorf("a rescan that found the same projects made the list again")
	}
	// A second dependent appears: found after the rescan.
	writeFiles(t, repo, map[string]string{
		"other/app.json": strings.Replace(strings.Replace(consumerAppJSON, "bbbbbbbb", "dddddddd", 1), `"Consumer"`, `"Other"`, 1),
	})
	if again := w.projectListOf(lib); again != pl {
		t.Errorf("the list changed before the rescan")
	}
	expire()
	pl2 := w.projectListOf(lib)
	if pl2 == pl || len(pl2.projects) != 2 || len(pl2.candidates) != 2 {
		t.Fatalf("after adding a project: %+v", pl2.projects)
	}
	if got := dependents(pl2); !slices.Equal(got, []string{"Consumer", "Other"}) {
		t.Errorf("dependents of Lib after adding Other: %q", got)
	}
	// The layer names them too.
	p := w.Primary()
	cfg, err := p.Config(nil)
	if err != nil {
		t.Fatal(err)
	}
	if l := p.dependencyLayer(context.Background(), cfg); len(l.dependents) != 2 {
		t.Errorf("layer dependents: %+v", l.dependents)
	}
}

// The project lists kept are bounded: each copies every source project's
// manifest, so a session over every project of a large repository must not
// keep one per project.
func TestProjectListsBounded(t *testing.T) {
	repo := t.TempDir()
	files := map[string]string{}
	for i := range maxProjectLists + 3 {
		files[fmt.Sprintf("p%d/app.json", i)] = fmt.Sprintf(`{"id": "eeeeeeee-0000-0000-0000-%012d", "name": "P%d", "publisher": "Tests", "version": "1.0.0.0"}`, i, i)
	}
	writeFiles(t, repo, files)
	w, err := Open(context.Background(), Options{Roots: []string{filepath.Join(repo, "p0")}, SourceRoots: []string{repo}, Registry: depRegistry(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	first := w.projectListOf(filepath.Join(repo, "p0"))
	if len(first.projects) != maxProjectLists+2 {
		t.Fatalf("p0 sees %d projects, want %d", len(first.projects), maxProjectLists+2)
	}
	for i := range maxProjectLists + 3 {
		dir := filepath.Join(repo, fmt.Sprintf("p%d", i))
		pl := w.projectListOf(dir)
		if again := w.projectListOf(dir); again != pl {
			t.Errorf("p%d: the list was made again at once", i)
		}
	}
	w.deps.mu.Lock()
	n, order := len(w.deps.lists), len(w.deps.listOrder)
	w.deps.mu.Unlock()
	if n != maxProjectLists || order != maxProjectLists {
		t.Errorf("%d lists kept (%d in order), want %d", n, order, maxProjectLists)
	}
	if w.projectListOf(filepath.Join(repo, "p0")) == first {
		t.Errorf("the first list was kept past the bound")
	}
}

// analyze's dependency warnings right after an analysis are those of the
// analysis's own resolution (not a second one); after another analysis,
// that one's; for another configuration, resolved afresh.
func TestDependencyWarningsShareTheAnalysisResolution(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"app.json": consumerAppJSON, "src/Ext.al": consumerExt})
	bad := filepath.Join(dir, ".alpackages", "Bad_1.0.0.0.app")
	if err := os.MkdirAll(filepath.Dir(bad), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bad, []byte("not a package"), 0o644); err != nil {
		t.Fatal(err)
	}
	w, err := Open(context.Background(), Options{Roots: []string{dir}, Registry: depRegistry(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	p := w.Primary()
	ctx := context.Background()
	mentions := func(warnings []string, s string) bool {
		return slices.ContainsFunc(warnings, func(w string) bool { return strings.Contains(w, s) })
	}
	res := analyzeAll(t, p)
	got := p.DependencyWarnings(ctx, res.Config)
	if want := w.layerWarnings(p.resolveLayer(ctx, res.Config, false)); !slices.Equal(got, want) {
		t.Fatalf("warnings after the analysis %q, a fresh resolution's %q", got, want)
	}
	if !mentions(got, "Bad_1.0.0.0.app") || !mentions(got, "dependency Lib not found") {
		t.Fatalf("warnings: %q", got)
	}
	// The bad package goes after the analysis: its answer still tells
	// the state it analysed.
	if err := os.Remove(bad); err != nil {
		t.Fatal(err)
	}
	if got := p.DependencyWarnings(ctx, res.Config); !mentions(got, "Bad_1.0.0.0.app") {
		t.Errorf("the warnings of the analysis lost its package: %q", got)
	}
	// Another configuration is resolved afresh.
	other := *res.Config
	if got := p.DependencyWarnings(ctx, &other); mentions(got, "Bad_1.0.0.0.app") || !mentions(got, "dependency Lib not found") {
		t.Errorf("another configuration's warnings: %q", got)
	}
	// The next analysis resolves again.
	res = analyzeAll(t, p)
	if got := p.DependencyWarnings(ctx, res.Config); mentions(got, "Bad_1.0.0.0.app") || !mentions(got, "dependency Lib not found") {
		t.Errorf("warnings after the next analysis: %q", got)
	}
}
