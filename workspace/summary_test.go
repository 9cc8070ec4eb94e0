package workspace

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/store"
)

// summaryHash returns the hash of the project's summary as the project rule
// objectCount sees it.
func summaryHash(t *testing.T, p *Project) [32]byte {
	t.Helper()
	cfg, err := p.Config(nil)
	if err != nil {
		t.Fatal(err)
	}
	sum, err := p.Summary(context.Background(), cfg, analysis.EnabledRules(p.w.Registry(), cfg))
	if err != nil || sum == nil {
		t.Fatalf("summary: %v %v", sum, err)
	}
	return sum.Hash()
}

// Two files with identical content share their cached declarations. The
// summary's hash must not depend on which of them was read first: a
// project that met b.al first and one that met a.al first, each on its own
// store, end with the same files and so the same hash, and so does a
// restart on either store.
func TestSummaryHashOfDuplicateFilesIsOrderFree(t *testing.T) {
	const dup = "codeunit 50100 Dup\n{\n    procedure P()\n    begin\n    end;\n}\n"
	const other = "codeunit 50101 Other\n{\n}\n"
	reg, err := analysis.NewRegistry(upperBegin, objectCount)
	if err != nil {
		t.Fatal(err)
	}
	root := writeProject(t, map[string]string{"other.al": other})
	dbs := []string{filepath.Join(t.TempDir(), "1.db"), filepath.Join(t.TempDir(), "2.db")}
	open := func(db string) *Workspace {
		st, err := store.Open(store.Options{Path: db})
		if err != nil {
			t.Fatal(err)
		}
		w, err := Open(context.Background(), Options{Roots: []string{root}, Dir: root, Store: st, Registry: reg})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { w.Close(); st.Close() })
		return w
	}
	write := func(name, src string) {
		if err := os.WriteFile(filepath.Join(root, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var hashes [][32]byte
	for i, first := range []string{"b.al", "a.al"} {
		second := map[string]string{"a.al": "b.al", "b.al": "a.al"}[first]
		os.Remove(filepath.Join(root, "a.al"))
		os.Remove(filepath.Join(root, "b.al"))
		w := open(dbs[i])
		write(first, dup)
		summaryHash(t, w.Primary())
		write(second, dup)
		hashes = append(hashes, summaryHash(t, w.Primary()))
		w.Close()
	}
	if hashes[0] != hashes[1] {
		t.Fatalf("the same files have two summary hashes, by the order they were read: %x %x", hashes[0], hashes[1])
	}
	for i, db := range dbs {
		if h := summaryHash(t, open(db).Primary()); h != hashes[0] {
			t.Errorf("restart on store %d: summary hash %x, want %x", i+1, h, hashes[0])
		}
	}
}

// A dependency project with two files of identical content: touching one
// of them (same bytes, new modification time) must not re-analyse the
// dependent project's files, although the dependency's declarations are
// then read back from the cache instead of parsed.
func TestTouchedDuplicateInSourceDependencyKeepsResults(t *testing.T) {
	repo := t.TempDir()
	writeFiles(t, repo, map[string]string{
		"lib/app.json":                   libAppJSON,
		"lib/src/LibTable.Table.al":      libTable,
		"lib/src/Codeunit.al":            "codeunit 50010 \"Lib Helper\"\n{\n}\n",
		"lib/src/copy/Codeunit.al":       "codeunit 50010 \"Lib Helper\"\n{\n}\n",
		"consumer/app.json":              consumerAppJSON,
		"consumer/src/Ext.al":            consumerExt,
		"consumer/src/Other.Codeunit.al": "codeunit 50200 Other\n{\n}\n",
	})
	st, err := store.Open(store.Options{Path: filepath.Join(t.TempDir(), "cache.db")})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	w, err := Open(context.Background(), Options{Roots: []string{filepath.Join(repo, "consumer")}, SourceRoots: []string{repo}, Store: st, Registry: depRegistry(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	p := w.Primary()
	if cold := analyzeAll(t, p); cold.Analyzed != 2 {
		t.Fatalf("cold: analyzed %d, want 2", cold.Analyzed)
	}
	later := time.Now().Add(time.Minute)
	for _, name := range []string{"lib/src/Codeunit.al", "lib/src/copy/Codeunit.al"} {
		if err := os.Chtimes(filepath.Join(repo, name), later, later); err != nil {
			t.Fatal(err)
		}
		if res := analyzeAll(t, p); res.Analyzed != 0 || res.Cached != 2 {
			t.Fatalf("after touching %s: analyzed %d cached %d, want 0 and 2", name, res.Analyzed, res.Cached)
		}
	}
}

// TestSummaryUpdateEqualsBuild applies random edits (declaration and body
// changes, reverts) one after another to a project in one workspace and
// checks after each analysis that the summary, updated per changed file
// (updateSummary), equals one built from every file, and that the findings,
// assembled per changed file (assemble), equal a fresh analysis's.
func TestSummaryUpdateEqualsBuild(t *testing.T) {
	root, p := openPrimary(t, carryProject)
	if _, err := p.Analyze(context.Background(), AnalyzeRequest{}); err != nil {
		t.Fatal(err)
	}
	original := map[string]string{}
	for name, text := range carryProject {
		original[name] = text
	}
	r := rand.New(rand.NewPCG(43, 11))
	for step := range 12 {
		e := carryEdits[r.IntN(len(carryEdits))]
		path := filepath.Join(root, filepath.FromSlash(e.file))
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		text := string(src)
		switch {
		case r.IntN(4) == 0:
			text = original[e.file] // back to the start
		case e.from == "":
			text += e.to
		case strings.Contains(text, e.from):
			text = strings.Replace(text, e.from, e.to, 1)
		default:
			text += fmt.Sprintf("\n// body %d\n", step)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		res, err := p.Analyze(context.Background(), AnalyzeRequest{})
		if err != nil {
			t.Fatal(err)
		}
		p.mu.Lock()
		memo := p.sumMemo
		p.mu.Unlock()
		if memo == nil || memo.ps.built == nil {
			continue // found by its stored hash: nothing was built
		}
		cfg, err := p.Config(nil)
		if err != nil {
			t.Fatal(err)
		}
		pk := parseKey(p.w.engineKey, cfg)
		fresh, err := p.buildSummary(context.Background(), memo.paths, cfg, pk, p.dependencyLayer(context.Background(), cfg), nil)
		if err != nil {
			t.Fatal(err)
		}
		got := memo.ps.built
		if got.Hash() != fresh.Hash() || memo.ps.hash != fresh.Hash() || len(got.Files) != len(fresh.Files) {
			t.Fatalf("step %d (%s): the summary differs from one built from the files", step, e.name)
		}
		for i := range got.Files {
			if !reflect.DeepEqual(got.Files[i], fresh.Files[i]) {
				t.Fatalf("step %d (%s): %s differs", step, e.name, got.Files[i].File)
			}
		}
		if !reflect.DeepEqual(got.Objects("table", "My Item"), fresh.Objects("table", "My Item")) {
			t.Fatalf("step %d (%s): lookups differ", step, e.name)
		}
		if lines, want := findingLines(root, res), freshFindingLines(t, root, rules.Registry()); !slices.Equal(lines, want) {
			t.Fatalf("step %d (%s):\n got  %q\n want %q", step, e.name, lines, want)
		}
	}
	if p.summaryUpdates.Load() == 0 {
		t.Error("no summary was updated per file")
	}
	if p.assemblyLends.Load() == 0 {
		t.Error("no assembly copied the unchanged files' findings from the last one")
	}
}

// TestBodyEditKeepsSummaryIndex checks that an edit which leaves a file's
// declarations and mentions as they were (a comment added) updates the
// summary without swapping the file's entry: the lookup index is the last
// summary's, not a copy.
func TestBodyEditKeepsSummaryIndex(t *testing.T) {
	root, p := openPrimary(t, carryProject)
	if _, err := p.Analyze(context.Background(), AnalyzeRequest{}); err != nil {
		t.Fatal(err)
	}
	built := func() *symbols.Summary {
		p.mu.Lock()
		defer p.mu.Unlock()
		if p.sumMemo == nil || p.sumMemo.ps.built == nil {
			t.Fatal("no summary built")
		}
		return p.sumMemo.ps.built
	}
	before := built()
	var name string
	for n := range carryProject {
		if name == "" || n < name {
			name = n
		}
	}
	path := filepath.Join(root, filepath.FromSlash(name))
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, append(src, "\n// a comment\n"...), 0o644); err != nil {
		t.Fatal(err)
	}
	res, err := p.Analyze(context.Background(), AnalyzeRequest{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Analyzed != 1 {
		t.Fatalf("%d files analysed, want 1", res.Analyzed)
	}
	after := built()
	if after != before {
		// Nothing it holds changed: the same summary, so that what
		// rules derived from it (symbols.Derived) is kept.
		t.Error("a body edit made a new summary")
	}
	if p.summaryUpdates.Load() == 0 {
		t.Fatal("the summary was not updated per file")
	}
	objs, was := after.AllObjects(), before.AllObjects()
	if len(objs) == 0 || len(objs) != len(was) || &objs[0] != &was[0] {
		t.Error("a body edit copied the summary's index")
	}
	for i := range after.Files {
		if after.Files[i] != before.Files[i] {
			t.Errorf("%s: its declarations were swapped", after.Files[i].File)
		}
	}
}
