package workspace

import (
	"bytes"
	"context"
	"crypto/sha256"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/store"
	"github.com/alfix/alfix/txn"
	"github.com/alfix/alfix/workspace/internal/wstest"
)

// The shared fixtures of the workspace's rooms (internal/wstest).
var upperBegin = wstest.UpperBegin

func testRegistry(t testing.TB) *analysis.Registry {
	reg, err := analysis.NewRegistry(upperBegin)
	if err != nil {
		t.Fatal(err)
	}
	return reg
}

const (
	appJSON      = wstest.AppJSON
	allAnalyzers = wstest.AllAnalyzers
)

// writeProject creates a project with the given files (relative path ->
// content; .vscode/settings.json defaults to every analyzer group) and
// returns its root.
func writeProject(t testing.TB, files map[string]string) string { return wstest.WriteProject(t, files) }

func openWS(t testing.TB, root string, st *store.Store, watch bool) *Workspace {
	t.Helper()
	w, err := Open(context.Background(), Options{Roots: []string{root}, Dir: root, Store: st, Watch: watch, Registry: testRegistry(t)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Close() })
	if len(w.Projects()) != 1 {
		t.Fatalf("got %d projects", len(w.Projects()))
	}
	return w
}

// analyzeAll analyses the whole project and returns its rule findings. The
// fixtures of these tests are token soup rather than AL, so their syntax
// errors (findings of analyzer Compiler) are left out here; they are tested
// in syntaxerrors_test.go.
func analyzeAll(t testing.TB, p *Project) *AnalyzeResult {
	t.Helper()
	res, err := p.Analyze(context.Background(), AnalyzeRequest{})
	if err != nil {
		t.Fatal(err)
	}
	var kept []Finding
	for _, f := range res.Findings.All() {
		if f.Analyzer != CompilerAnalyzer {
			kept = append(kept, *f)
		}
	}
	res.Findings = FindingsOf(kept)
	return res
}

// ruleFindings leaves out the syntax errors of fixtures that are not valid AL.
func ruleFindings(fs []Finding) []Finding {
	var out []Finding
	for _, f := range fs {
		if f.Analyzer != CompilerAnalyzer {
			out = append(out, f)
		}
	}
	return out
}

func TestAnalyzeCachesAndSeesChanges(t *testing.T) {
	for _, watch := range []bool{false, true} {
		t.Run(map[bool]string{false: "stat", true: "watch"}[watch], func(t *testing.T) {
			root := writeProject(t, map[string]string{"a.al": "BEGIN x\n", "sub/b.al": "y BEGIN BEGIN\n", "c.al": "clean\n"})
			p := openWS(t, root, nil, watch).Primary()
			cold := analyzeAll(t, p)
			if cold.Files != 3 || cold.Analyzed != 3 || cold.Cached != 0 || cold.Findings.Len() != 3 {
				t.Fatalf("cold: files %d analyzed %d cached %d findings %d", cold.Files, cold.Analyzed, cold.Cached, cold.Findings.Len())
			}
			warm := analyzeAll(t, p)
			if warm.Analyzed != 0 || warm.Cached != 3 || !reflect.DeepEqual(warm.Findings, cold.Findings) {
				t.Fatalf("warm: analyzed %d cached %d, findings equal %v", warm.Analyzed, warm.Cached, reflect.DeepEqual(warm.Findings, cold.Findings))
			}
			// One changed file costs one analysis, and the change is seen
			// at once (no waiting for the watcher's debounce).
			if err := os.WriteFile(filepath.Join(root, "c.al"), []byte("now BEGIN\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			changed := analyzeAll(t, p)
			if changed.Analyzed != 1 || changed.Findings.Len() != 4 {
				t.Fatalf("changed: analyzed %d findings %d", changed.Analyzed, changed.Findings.Len())
			}
			// A new file in a new folder, and a removed file.
			if err := os.MkdirAll(filepath.Join(root, "new", "deep"), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(root, "new", "deep", "d.al"), []byte("BEGIN\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			if err := os.Remove(filepath.Join(root, "a.al")); err != nil {
				t.Fatal(err)
			}
			after := analyzeAll(t, p)
			if after.Files != 3 || after.Findings.Len() != 4 {
				t.Fatalf("after add/remove: files %d findings %d", after.Files, after.Findings.Len())
			}
			for _, f := range after.Findings.Slice() {
				if strings.HasSuffix(f.Path, "a.al") {
					t.Errorf("finding in a removed file: %+v", f)
				}
			}
		})
	}
}

func TestRestartReusesStore(t *testing.T) {
	root := writeProject(t, map[string]string{"a.al": "BEGIN\n", "b.al": "x\n"})
	dbPath := filepath.Join(t.TempDir(), "cache.db")
	st, err := store.Open(store.Options{Path: dbPath})
	if err != nil {
		t.Fatal(err)
	}
	w, err := Open(context.Background(), Options{Roots: []string{root}, Dir: root, Store: st, Registry: testRegistry(t)})
	if err != nil {
		t.Fatal(err)
	}
	first := analyzeAll(t, w.Primary())
	w.Close()
	st.Close()

	st2, err := store.Open(store.Options{Path: dbPath})
	if err != nil {
		t.Fatal(err)
	}
	defer st2.Close()
	w2 := openWS(t, root, st2, false)
	again := analyzeAll(t, w2.Primary())
	if again.Analyzed != 0 || again.Cached != 2 || !reflect.DeepEqual(again.Findings, first.Findings) {
		t.Fatalf("after restart: analyzed %d cached %d", again.Analyzed, again.Cached)
	}
}

func TestConfigurationChangeInvalidates(t *testing.T) {
	root := writeProject(t, map[string]string{"a.al": "BEGIN\n"})
	p := openWS(t, root, nil, true).Primary()
	if got := analyzeAll(t, p); got.Findings.Len() != 1 {
		t.Fatalf("findings %d", got.Findings.Len())
	}
	ruleset := `{"name": "r", "rules": [{"id": "TT0001", "action": "Error"}]}`
	if err := os.WriteFile(filepath.Join(root, "x.ruleset.json"), []byte(ruleset), 0o644); err != nil {
		t.Fatal(err)
	}
	settings := `{ // comments are fine
  "al.codeAnalyzers": ["ALCops.FormattingCop.dll"],
  "al.ruleSetPath": "x.ruleset.json",
}`
	if err := os.MkdirAll(filepath.Join(root, ".vscode"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, ".vscode", "settings.json"), []byte(settings), 0o644); err != nil {
		t.Fatal(err)
	}
	got := analyzeAll(t, p)
	if got.Analyzed != 1 || got.Findings.Len() != 1 || got.Findings.Slice()[0].Severity != analysis.SeverityError {
		t.Fatalf("after ruleset: analyzed %d findings %+v", got.Analyzed, got.Findings)
	}
}

func inspectOne(t *testing.T, p *Project, path string) *Inspection {
	t.Helper()
	cfg, err := p.Config(nil)
	if err != nil {
		t.Fatal(err)
	}
	st, err := p.Inspect(context.Background(), path, cfg, analysis.EnabledRules(p.w.Registry(), cfg))
	if err != nil {
		t.Fatal(err)
	}
	return st
}

func fixed(t *testing.T, st *Inspection) txn.Change {
	t.Helper()
	if len(st.Diagnostics) == 0 {
		t.Fatal("no diagnostics")
	}
	out, err := analysis.ApplyFix(map[string][]byte{st.Path: st.Content}, st.Diagnostics[0].Fixes[0], st.Path)
	if err != nil {
		t.Fatal(err)
	}
	return txn.Change{Path: st.Path, Base: st.Hash, Content: out[st.Path]}
}

func TestWriteAndStale(t *testing.T) {
	root := writeProject(t, map[string]string{"a.al": "BEGIN\n"})
	p := openWS(t, root, nil, true).Primary()
	path := filepath.Join(root, "a.al")
	analyzeAll(t, p)

	// An edit between computing and writing: the write is refused and the
	// edit survives byte for byte.
	st := inspectOne(t, p, path)
	change := fixed(t, st)
	edit := []byte("BEGIN // someone else's edit\n")
	if err := os.WriteFile(path, edit, 0o644); err != nil {
		t.Fatal(err)
	}
	res, err := p.Write(context.Background(), []txn.Change{change}, false, nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.Committed || res.Files[0].Outcome != txn.StaleFile {
		t.Fatalf("racing edit: %+v", res)
	}
	if b, _ := os.ReadFile(path); !bytes.Equal(b, edit) {
		t.Fatalf("the edit was overwritten: %q", b)
	}

	// Recomputed on the new content, the fix lands and the snapshot moves.
	st = inspectOne(t, p, path)
	res, err = p.Write(context.Background(), []txn.Change{fixed(t, st)}, false, nil)
	if err != nil || !res.Committed {
		t.Fatalf("write: %+v %v", res, err)
	}
	if b, _ := os.ReadFile(path); string(b) != "begin // someone else's edit\n" {
		t.Fatalf("file now %q", b)
	}
	if h, ok := p.knownHash(path); !ok || h != sha256.Sum256([]byte("begin // someone else's edit\n")) {
		t.Error("snapshot did not move to the new hash")
	}

	// A deleted file is stale.
	os.WriteFile(path, []byte("BEGIN\n"), 0o644)
	st = inspectOne(t, p, path)
	change = fixed(t, st)
	os.Remove(path)
	res, _ = p.Write(context.Background(), []txn.Change{change}, false, nil)
	if res.Committed || res.Files[0].Outcome != txn.StaleFile {
		t.Fatalf("deleted file: %+v", res)
	}
	if _, err := p.Inspect(context.Background(), path, &project.Config{}, nil); err == nil {
		t.Error("inspect of a deleted file succeeded")
	}
}

func TestRescanFindsChanges(t *testing.T) {
	root := writeProject(t, map[string]string{"a.al": "x\n"})
	p := openWS(t, root, nil, true).Primary()
	analyzeAll(t, p)
	// Simulate a watcher overflow: the project is marked for a rescan, and
	// a change made meanwhile (without any event reaching us) is found.
	p.markDirty(nil, true)
	p.mu.Lock()
	p.files[filepath.Join(root, "a.al")].size = -1 // as if the event were lost
	p.mu.Unlock()
	os.WriteFile(filepath.Join(root, "a.al"), []byte("BEGIN\n"), 0o644)
	if got := analyzeAll(t, p); got.Findings.Len() != 1 {
		t.Fatalf("rescan missed the change: %+v", got.Findings)
	}
}

func TestNoWatchSameAnswers(t *testing.T) {
	files := map[string]string{"a.al": "BEGIN x\n", "b/c.al": "BEGIN\nBEGIN\n"}
	r1 := writeProject(t, files)
	r2 := writeProject(t, files)
	a := analyzeAll(t, openWS(t, r1, nil, true).Primary())
	b := analyzeAll(t, openWS(t, r2, nil, false).Primary())
	if a.Findings.Len() != b.Findings.Len() {
		t.Fatalf("watch %d findings, no-watch %d", a.Findings.Len(), b.Findings.Len())
	}
	for i := range a.Findings.Slice() {
		fa, fb := a.Findings.Slice()[i], b.Findings.Slice()[i]
		fa.Path, fb.Path = strings.TrimPrefix(fa.Path, r1), strings.TrimPrefix(fb.Path, r2)
		if !reflect.DeepEqual(fa, fb) {
			t.Errorf("finding %d differs: %+v vs %+v", i, fa, fb)
		}
	}
}

// objectCount is a project-level test rule: it reports, on each file's first
// token, how many objects the project declares.
var objectCount = &analysis.Rule{
	ID: "TT0005", Title: "Object count", Message: "%d objects in the project",
	Severity: analysis.SeverityInfo, Analyzer: project.AnalyzerGroup("LinterCop"), UsesProject: true,
	Run: func(p *analysis.Pass) {
		if len(p.File.Tokens) > 1 {
			p.Reportf(p.File.Tokens[0].Span, []any{len(p.Summary.AllObjects())})
		}
	},
}

func TestProjectRulesCachedBySummary(t *testing.T) {
	root := writeProject(t, map[string]string{"a.al": "codeunit 50100 A\n{\n}\n", "b.al": "codeunit 50101 B\n{\n}\n"})
	w := openWithRules(t, root, upperBegin, objectCount)
	reg := w.Registry()
	p := w.Primary()
	messages := func(res *AnalyzeResult) string {
		var m []string
		for _, f := range res.Findings.Slice() {
			m = append(m, filepath.Base(f.Path)+":"+f.Message)
		}
		return strings.Join(m, ",")
	}
	cold := analyzeAll(t, p)
	if cold.Analyzed != 2 || messages(cold) != "a.al:2 objects in the project,b.al:2 objects in the project" {
		t.Fatalf("cold: analyzed %d, %s", cold.Analyzed, messages(cold))
	}
	if warm := analyzeAll(t, p); warm.Cached != 2 || warm.Analyzed != 0 {
		t.Fatalf("warm: cached %d analyzed %d", warm.Cached, warm.Analyzed)
	}
	// A change that declares nothing new re-analyses only its file.
	os.WriteFile(filepath.Join(root, "a.al"), []byte("codeunit 50100 A\n{\n    // a comment\n}\n"), 0o644)
	if body := analyzeAll(t, p); body.Analyzed != 1 {
		t.Fatalf("body-only change: analyzed %d, want 1", body.Analyzed)
	}
	// A new object changes the summary: every file's project results are
	// recomputed, and say so.
	os.WriteFile(filepath.Join(root, "c.al"), []byte("codeunit 50102 C\n{\n}\n"), 0o644)
	decl := analyzeAll(t, p)
	if decl.Analyzed != 3 || messages(decl) != "a.al:3 objects in the project,b.al:3 objects in the project,c.al:3 objects in the project" {
		t.Fatalf("declaration change: analyzed %d, %s", decl.Analyzed, messages(decl))
	}
	// get_fixes-style inspection sees the whole project too.
	cfg, _ := p.Config(nil)
	st, err := p.Inspect(context.Background(), filepath.Join(root, "b.al"), cfg, analysis.EnabledRules(reg, cfg))
	if err != nil || len(st.Diagnostics) != 1 || st.Diagnostics[0].Message != "3 objects in the project" {
		t.Fatalf("inspect: %v %+v", err, st)
	}
}

func TestRestartNeedsNoDeclarations(t *testing.T) {
	root := writeProject(t, map[string]string{"a.al": "codeunit 50100 A\n{\n}\n", "b.al": "codeunit 50101 B\n{\n}\n"})
	reg, err := analysis.NewRegistry(upperBegin, objectCount)
	if err != nil {
		t.Fatal(err)
	}
	dbPath := filepath.Join(t.TempDir(), "cache.db")
	open := func() (*Workspace, *store.Store) {
		st, err := store.Open(store.Options{Path: dbPath})
		if err != nil {
			t.Fatal(err)
		}
		w, err := Open(context.Background(), Options{Roots: []string{root}, Dir: root, Store: st, Registry: reg})
		if err != nil {
			t.Fatal(err)
		}
		return w, st
	}
	w, st := open()
	cold := analyzeAll(t, w.Primary())
	w.Close()
	st.Close()

	w, st = open()
	defer st.Close()
	defer w.Close()
	p := w.Primary()
	again := analyzeAll(t, p)
	if again.Analyzed != 0 || !reflect.DeepEqual(again.Findings, cold.Findings) {
		t.Fatalf("restart: analyzed %d", again.Analyzed)
	}
	p.mu.Lock()
	built := p.sumMemo != nil && p.sumMemo.ps.sum != nil
	p.mu.Unlock()
	if built {
		t.Error("the restart built the summary although every result was cached")
	}
	// A changed file needs the summary: it is built then, and right.
	os.WriteFile(filepath.Join(root, "a.al"), []byte("codeunit 50100 A\n{\n    // changed\n}\n"), 0o644)
	changed := analyzeAll(t, p)
	if changed.Analyzed != 1 || changed.Findings.Len() != 2 || changed.Findings.Slice()[0].Message != "2 objects in the project" {
		t.Fatalf("after a change: analyzed %d findings %+v", changed.Analyzed, changed.Findings)
	}
}

// openWithRules opens a workspace on root with the given rules only.
func openWithRules(t testing.TB, root string, rs ...*analysis.Rule) *Workspace {
	t.Helper()
	reg, err := analysis.NewRegistry(rs...)
	if err != nil {
		t.Fatal(err)
	}
	w, err := Open(context.Background(), Options{Roots: []string{root}, Dir: root, Registry: reg})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Close() })
	return w
}

// A scan that skips many folders logs the first few and counts the rest
// in one line (BCApps' 89 module folders buried every other warning).
func TestSkippedFoldersLoggedOnceCounted(t *testing.T) {
	target := writeProject(t, map[string]string{"a.al": "codeunit 50100 A { }\n"})
	dir := t.TempDir()
	for i := range 7 {
		// A link to a project folder is skipped (links are not followed).
		if err := os.Symlink(target, filepath.Join(dir, fmt.Sprintf("link%d", i))); err != nil {
			t.Skipf("no symbolic links here: %v", err)
		}
	}
	var logs bytes.Buffer
	w, err := Open(context.Background(), Options{Roots: []string{dir}, Dir: dir, Registry: testRegistry(t),
		Logger: slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelWarn}))})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	if len(w.ScanSkipped()) != 7 {
		t.Fatalf("skipped %d folders, want 7", len(w.ScanSkipped()))
	}
	out := logs.String()
	if n := strings.Count(out, `msg="not scanned for projects"`); n != maxSkippedLogged || !strings.Contains(out, "count=4") {
		t.Errorf("%d folder lines (want %d) and the count of the rest:\n%s", n, maxSkippedLogged, out)
	}
}
