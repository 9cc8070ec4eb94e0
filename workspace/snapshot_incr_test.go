package workspace

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"github.com/alfix/alfix/al/rules"
	"github.com/alfix/alfix/store"
)

// manyFiles is a project of n codeunits, each with a procedure whose
// local variable is never used (a finding in every file).
func manyFiles(n int) map[string]string {
	files := map[string]string{}
	for i := range n {
		files[fmt.Sprintf("src/C%03d.Codeunit.al", i)] = fmt.Sprintf(`codeunit %d "C%03d"
{
    procedure Run%d()
    var
        Unused: Integer;
    begin
        Message('%d');
    end;
}
`, 50000+i, i, i, i)
	}
	return files
}

// TestSnapshotDigestPerChunk edits random files of a project of several
// digest chunks, one to three at a time, and checks after each analysis
// that the snapshot digest kept per chunk equals one computed afresh, and
// that it hashed again no more chunks than files changed.
func TestSnapshotDigestPerChunk(t *testing.T) {
	root := writeProject(t, manyFiles(3*digestChunk+5))
	w := openWS(t, root, nil, true)
	p := w.Primary()
	cfg, err := p.Config(nil)
	if err != nil {
		t.Fatal(err)
	}
	key := parseKey(w.engineKey, cfg)
	digest := func() ([]string, [32]byte) {
		t.Helper()
		paths, err := p.refresh(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		d, ok := p.snapshotDigest(paths, key)
		fresh, freshOK := p.snapshotDigest(slices.Clone(paths), key)
		if !ok || !freshOK || d != fresh {
			t.Fatalf("digest %x (%v), afresh %x (%v)", d[:4], ok, fresh[:4], freshOK)
		}
		return paths, d
	}
	analyzeAll(t, p)
	paths, last := digest()
	r := rand.New(rand.NewPCG(7, 43))
	for step := range 20 {
		n := 1 + r.IntN(3)
		for k := range n {
			path := paths[r.IntN(len(paths))]
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, fmt.Appendf(src, "\n// step %d.%d\n", step, k), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		before := p.digestChunks.Load()
		analyzeAll(t, p)
		if got := p.digestChunks.Load() - before; got < 1 || got > int64(n) {
			t.Errorf("step %d: the analysis hashed %d chunks again for %d changed files", step, got, n)
		}
		_, d := digest()
		if d == last {
			t.Errorf("step %d: the digest did not change", step)
		}
		last = d
	}
}

// TestChangeLog checks the snapshot's log of changed entries: each path
// once, only those after the generation asked for, and no answer for a
// generation older than the log keeps.
func TestChangeLog(t *testing.T) {
	p := &Project{}
	p.resetChangesLocked()
	change := func(path string) {
		p.gen++
		p.logChangeLocked(path)
	}
	change("a")
	g := p.gen
	change("b")
	change("a")
	change("b")
	if got, ok := p.changedSinceLocked(g); !ok || !slices.Equal(got, []string{"b", "a"}) {
		t.Errorf("since %d: %q, %v", g, got, ok)
	}
	if got, ok := p.changedSinceLocked(p.gen); !ok || len(got) != 0 {
		t.Errorf("since now: %q, %v", got, ok)
	}
	for i := range maxChangeLog + 10 {
		change(fmt.Sprint("f", i))
	}
	if _, ok := p.changedSinceLocked(g); ok {
		t.Error("a generation older than the log was answered")
	}
	recent := p.gen - 5
	if got, ok := p.changedSinceLocked(recent); !ok || len(got) != 5 {
		t.Errorf("the last 5 changes: %q, %v", got, ok)
	}
	if len(p.changes) > maxChangeLog {
		t.Errorf("the log holds %d changes, over %d", len(p.changes), maxChangeLog)
	}
}

// TestBodyEditLooksUpOneFile checks that after an edit of one file the
// assembly looks up that file's results alone, takes the others' from the
// last assembly, shares the last findings list when the file's findings
// did not change (a comment added at its end) and builds its group's
// segment again when they did (a line added above its finding), sharing
// the other group's, the findings always equal to a fresh analysis's.
func TestBodyEditLooksUpOneFile(t *testing.T) {
	files := manyFiles(40)
	root, p := openPrimaryWith(t, files, Options{Watch: true})
	analyze := func() *AnalyzeResult {
		t.Helper()
		res, err := p.Analyze(context.Background(), AnalyzeRequest{})
		if err != nil {
			t.Fatal(err)
		}
		if got, want := findingLines(root, res), freshFindingLines(t, root, rules.Registry()); !slices.Equal(got, want) {
			t.Fatalf("findings\n got  %q\n want %q", got, want)
		}
		return res
	}
	first := analyze()
	path := filepath.Join(root, "src", "C007.Codeunit.al")
	var mine int
	for _, f := range first.Findings.Slice() {
		if f.Path == path {
			mine++
		}
	}
	if mine == 0 {
		t.Fatalf("no finding in %s: %d findings in all", path, first.Findings.Len())
	}
	src := files["src/C007.Codeunit.al"]
	for _, edit := range []struct {
		name, text string
		same, seen bool // the findings are the last call's; the content was analysed before
	}{
		{"comment at the end", src + "\n// edited\n", true, false},
		{"a line above the finding", "// a line\n" + src, false, false},
		{"back", src, false, true},
	} {
		before := analyze()
		if err := os.WriteFile(path, []byte(edit.text), 0o644); err != nil {
			t.Fatal(err)
		}
		n := p.lookedUp.Load()
		res := p.mustAnalyze(t)
		analysed := 1
		if edit.seen {
			analysed = 0
		}
		if got := p.lookedUp.Load() - n; got != 1 || res.Analyzed != analysed || res.Cached != len(files)-analysed {
			t.Errorf("%s: %d files looked up, %d analysed, %d cached; want 1, %d and %d", edit.name, got, res.Analyzed, res.Cached, analysed, len(files)-analysed)
		}
		shared := res.Findings.Len() > 0 && res.Findings.same(before.Findings)
		if shared != edit.same {
			t.Errorf("%s: findings list shared with the last call's: %v, want %v", edit.name, shared, edit.same)
		}
		// The files are in two groups (groupFiles): the edited file's group
		// is built again, the other one's segment is the last call's.
		if n, segs := sharedSegments(res.Findings, before.Findings), len(res.Findings.segs); segs != 2 || !edit.same && n != 1 {
			t.Errorf("%s: %d of %d segments shared with the last call's, want 1 of 2", edit.name, n, segs)
		}
		if got, want := findingLines(root, res), freshFindingLines(t, root, rules.Registry()); !slices.Equal(got, want) {
			t.Fatalf("%s: findings\n got  %q\n want %q", edit.name, got, want)
		}
	}
}

// sharedSegments counts the segments of a that are segments of b (the
// same memory).
func sharedSegments(a, b Findings) int {
	n := 0
	for _, seg := range a.segs {
		for _, o := range b.segs {
			if len(seg) == len(o) && &seg[0] == &o[0] {
				n++
				break
			}
		}
	}
	return n
}

func (p *Project) mustAnalyze(t *testing.T) *AnalyzeResult {
	t.Helper()
	res, err := p.Analyze(context.Background(), AnalyzeRequest{})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// TestEqualFindingReadsEveryField fails when a field is added to Finding
// that equalFinding does not compare.
func TestEqualFindingReadsEveryField(t *testing.T) {
	typ := reflect.TypeFor[Finding]()
	for i := range typ.NumField() {
		var a, b Finding
		f := reflect.ValueOf(&b).Elem().Field(i)
		switch f.Kind() {
		case reflect.String:
			f.SetString("x")
		case reflect.Int:
			f.SetInt(1)
		case reflect.Bool:
			f.SetBool(true)
		case reflect.Slice:
			f.Set(reflect.ValueOf([]string{"k"}))
		default:
			t.Fatalf("field %s of kind %s: teach this test", typ.Field(i).Name, f.Kind())
		}
		if equalFinding(a, b) {
			t.Errorf("equalFinding ignores %s", typ.Field(i).Name)
		}
	}
}

// TestFirstEditAfterColdUpdatesSummary checks that the summary a cold
// analysis built from every file stands for the snapshot as it was read:
// the first body edit after it updates the summary per changed file
// instead of building it from more files than maxSummaryUpdate again.
func TestFirstEditAfterColdUpdatesSummary(t *testing.T) {
	files := manyFiles(maxSummaryUpdate + 16)
	root, p := openPrimaryWith(t, files, Options{Watch: true})
	p.mustAnalyze(t)
	if n := p.summaryUpdates.Load(); n != 0 {
		t.Fatalf("a cold analysis updated the summary %d times", n)
	}
	path := filepath.Join(root, "src", "C010.Codeunit.al")
	if err := os.WriteFile(path, []byte(files["src/C010.Codeunit.al"]+"\n// edited\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if res := p.mustAnalyze(t); res.Analyzed != 1 {
		t.Fatalf("%d files analysed, want 1", res.Analyzed)
	}
	if p.summaryUpdates.Load() != 1 {
		t.Error("the first edit after a cold analysis built the summary from every file")
	}
	if got, want := findingLines(root, p.mustAnalyze(t)), freshFindingLines(t, root, rules.Registry()); !slices.Equal(got, want) {
		t.Fatalf("findings\n got  %q\n want %q", got, want)
	}
}

// TestUndoKeepsSummaryUpdates checks that an edit undone (a snapshot whose
// summary hash the store already has) is still an update of the built
// summary, so that the edit after it is one too instead of a build from
// every file.
func TestUndoKeepsSummaryUpdates(t *testing.T) {
	files := manyFiles(20)
	root, p := openPrimaryWith(t, files, Options{Watch: true})
	p.mustAnalyze(t)
	write := func(name, text string) {
		t.Helper()
		if err := os.WriteFile(filepath.Join(root, filepath.FromSlash(name)), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		p.mustAnalyze(t)
	}
	a, b := "src/C003.Codeunit.al", "src/C012.Codeunit.al"
	write(a, files[a]+"\n// edited\n")
	write(a, files[a]) // undone
	write(b, files[b]+"\n// edited\n")
	if n := p.summaryUpdates.Load(); n != 3 {
		t.Errorf("%d of 3 edits updated the summary per file", n)
	}
	if got, want := findingLines(root, p.mustAnalyze(t)), freshFindingLines(t, root, rules.Registry()); !slices.Equal(got, want) {
		t.Fatalf("findings\n got  %q\n want %q", got, want)
	}
}

// TestEditWritesReachTheStore checks that the store writes an edit's call
// leaves to a goroutine (flushAfter) are done by Close: a workspace
// opened afterwards over the same store analyses nothing again, the
// edited file included.
func TestEditWritesReachTheStore(t *testing.T) {
	files := manyFiles(10)
	root := writeProject(t, files)
	dbPath := filepath.Join(t.TempDir(), "cache.db")
	open := func() (*store.Store, *Workspace) {
		st, err := store.Open(store.Options{Path: dbPath})
		if err != nil {
			t.Fatal(err)
		}
		w, err := Open(context.Background(), Options{Roots: []string{root}, Dir: root, Registry: rules.Registry(), Store: st, Watch: true})
		if err != nil {
			t.Fatal(err)
		}
		return st, w
	}
	st, w := open()
	p := w.Primary()
	p.mustAnalyze(t)
	name := "src/C004.Codeunit.al"
	if err := os.WriteFile(filepath.Join(root, filepath.FromSlash(name)), []byte(files[name]+"\n// edited\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if res := p.mustAnalyze(t); res.Analyzed != 1 {
		t.Fatalf("the edit's call analysed %d files", res.Analyzed)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	st.Close()
	st, w = open()
	defer st.Close()
	defer w.Close()
	if res := w.Primary().mustAnalyze(t); res.Analyzed != 0 || res.Cached != len(files) {
		t.Errorf("after a restart %d files analysed, %d cached; want 0 and %d", res.Analyzed, res.Cached, len(files))
	}
}

// TestHashFewAfterAnEdit checks that hashFew, which after a call with
// every hash known looks only at the entries changed since, still hashes
// an edited file, and one added to the project.
func TestHashFewAfterAnEdit(t *testing.T) {
	files := manyFiles(30)
	root := writeProject(t, files)
	w := openWS(t, root, nil, true)
	p := w.Primary()
	analyzeAll(t, p)
	check := func(step, path string) {
		t.Helper()
		paths, err := p.refresh(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		p.hashFew(paths)
		if _, ok := p.knownHash(path); !ok {
			t.Errorf("%s: %s has no known hash", step, path)
		}
	}
	for i, name := range []string{"src/C001.Codeunit.al", "src/C020.Codeunit.al"} {
		path := filepath.Join(root, filepath.FromSlash(name))
		if err := os.WriteFile(path, fmt.Appendf([]byte(files[name]), "\n// edit %d\n", i), 0o644); err != nil {
			t.Fatal(err)
		}
		check("edited", path)
	}
	added := filepath.Join(root, "src", "Added.Codeunit.al")
	if err := os.WriteFile(added, []byte("codeunit 50999 Added { }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	check("added", added)
}
