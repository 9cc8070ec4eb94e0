package workspace

import (
	"context"
	"errors"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/alfix/alfix/al/project"
)

// folderNames are the folder names the snapshot tests put files under: the
// skip policy's own list, each in two spellings, names that were on one of
// the three skip lists alfix had before the policy became one (the watcher
// skipped .snapshots and .altestrunner, discovery did not; discovery skipped
// output, the watcher did not), and ordinary names, some of them close to a
// skipped one.
func folderNames() []string {
	var names []string
	for _, n := range project.SkippedDirNames() {
		names = append(names, n, strings.ToUpper(n))
	}
	names = append(names, ".snapshots", ".altestrunner", "output",
		"src", "App", "Test", ".vscode", ".github", ".hidden", "Modules", "build", "snapshots", ".snapshot",
		"outputs", "Output2", "bins", "objects", "package", "node_module", "git", "alfix")
	slices.Sort(names)
	return slices.Compact(names)
}

// findingsByPath counts the findings of an analysis per file.
func findingsByPath(res *AnalyzeResult) map[string]int {
	n := map[string]int{}
	for _, f := range res.Findings.Slice() {
		n[f.Path]++
	}
	return n
}

// TestWatcherSeesEditsUnderEveryIncludedFolder edits a file directly in
// and one below every folder name of folderNames, with the watcher on and
// off: an edit to a file that discovery includes must be seen by the next
// analysis, and a file discovery leaves out must never be analysed. (With
// three skip lists, edits under .snapshots were never seen with the
// watcher on: discovery listed those files, the watcher did not watch them.)
func TestWatcherSeesEditsUnderEveryIncludedFolder(t *testing.T) {
	for _, watch := range []bool{true, false} {
		t.Run(map[bool]string{false: "stat", true: "watch"}[watch], func(t *testing.T) {
			root := writeProject(t, map[string]string{"main.al": "clean\n"})
			var files []string
			for _, name := range folderNames() {
				for _, rel := range []string{name + "/f.al", name + "/sub/g.al"} {
					path := filepath.Join(root, filepath.FromSlash(rel))
					writeFile(t, path, "clean\n")
					files = append(files, path)
				}
			}
			included := map[string]bool{}
			listed, err := project.DiscoverFiles(root)
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range listed {
				included[f] = true
			}
			if len(included) < len(files)/3 || len(included) > len(files)-len(project.SkippedDirNames()) {
				t.Fatalf("discovery includes %d of %d files; the names do not exercise the policy", len(included), len(files))
			}
			p := openWS(t, root, nil, watch).Primary()
			ctx := context.Background()
			if res := analyzeAll(t, p); res.Findings.Len() != 0 || res.Files != len(included) {
				t.Fatalf("first analysis: %d files, %d findings; want %d files, none", res.Files, res.Findings.Len(), len(included))
			}
			for _, f := range files {
				if in, err := p.Contains(ctx, f); err != nil || in != included[f] {
					t.Errorf("Contains(%s) = %v, %v; discovery includes it: %v", f, in, err, included[f])
				}
			}
			// Edit every file, one edit per round so that a lost event shows.
			for i, f := range files {
				writeFile(t, f, strings.Repeat("BEGIN ", 1+i%3)+"\n")
				res := analyzeAll(t, p)
				got := findingsByPath(res)[f]
				if want := map[bool]int{true: 1 + i%3, false: 0}[included[f]]; got != want {
					t.Errorf("after editing %s: %d findings, want %d (included: %v)", f, got, want, included[f])
				}
			}
			// Create files in existing folders.
			for _, name := range folderNames() {
				f := filepath.Join(root, name, "sub", "new.al")
				writeFile(t, f, "BEGIN\n")
				got := findingsByPath(analyzeAll(t, p))[f]
				if want := map[bool]int{true: 1, false: 0}[project.IsSkippedDir(name) == false]; got != want {
					t.Errorf("after creating %s: %d findings, want %d", f, got, want)
				}
			}
		})
	}
}

// openAll opens a workspace on root and returns it with every project.
func openAll(t *testing.T, root string, opts Options) *Workspace {
	t.Helper()
	opts.Roots, opts.Dir = []string{root}, root
	if opts.Registry == nil {
		opts.Registry = testRegistry(t)
	}
	w, err := Open(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Close() })
	return w
}

// TestNestedProjectFilesAreTheEnclosingAppsToo checks alc's rule: a
// project's files are every .al file below its folder, nested folders
// holding app.json included, so a nested project's file belongs to both
// projects, with and without the watcher; in an AL-Go repository whose
// settings build only the enclosing folder, the nested folder is no
// project of its own.
func TestNestedProjectFilesAreTheEnclosingAppsToo(t *testing.T) {
	for _, watch := range []bool{true, false} {
		t.Run(map[bool]string{false: "stat", true: "watch"}[watch], func(t *testing.T) {
			root := writeProject(t, map[string]string{
				"a.al": "BEGIN\n", "Modules/M/app.json": appJSON, "Modules/M/.vscode/settings.json": allAnalyzers, "Modules/M/src/m.al": "BEGIN BEGIN\n",
				"later/l.al": "BEGIN\n", ".snapshots/app.json": appJSON, ".snapshots/s.al": "BEGIN\n",
			})
			w := openAll(t, root, Options{Watch: watch})
			ps := w.Projects()
			if len(ps) != 2 || ps[0].Root != root || ps[1].Root != filepath.Join(root, "Modules", "M") {
				t.Fatalf("projects %v", ps)
			}
			if sk := w.ScanSkipped(); len(sk) != 1 || sk[0].Path != filepath.Join(root, ".snapshots") {
				t.Errorf("ScanSkipped = %v, want the skipped folder holding app.json", sk)
			}
			outer, inner := ps[0], ps[1]
			m := filepath.Join(root, "Modules", "M", "src", "m.al")
			if got := findingsByPath(analyzeAll(t, outer)); got[m] != 2 || len(got) != 3 {
				t.Errorf("outer: %v, want a.al, later/l.al and the nested project's m.al (2)", got)
			}
			if n := analyzeAll(t, inner).Findings.Len(); n != 2 {
				t.Errorf("inner: %d findings, want 2", n)
			}
			// An edit in the nested project concerns both.
			writeFile(t, m, "BEGIN BEGIN BEGIN\n")
			if got := findingsByPath(analyzeAll(t, outer)); got[m] != 3 || len(got) != 3 {
				t.Errorf("outer after editing the nested file: %v", got)
			}
			if n := analyzeAll(t, inner).Findings.Len(); n != 3 {
				t.Errorf("inner after its edit: %d findings, want 3", n)
			}
			// later/ gets an app.json: its file stays the outer project's.
			later := filepath.Join(root, "later")
			writeFile(t, filepath.Join(later, "app.json"), appJSON)
			if in, _ := outer.Contains(context.Background(), filepath.Join(later, "l.al")); !in {
				t.Error("the file of the new nested folder left the outer project")
			}
			writeFile(t, filepath.Join(later, "l.al"), "BEGIN BEGIN\n")
			if got := findingsByPath(analyzeAll(t, outer))[filepath.Join(later, "l.al")]; got != 2 {
				t.Errorf("outer after editing the new nested folder's file: %d findings in l.al, want 2", got)
			}
		})
	}
}

// TestALGoPartsAreNotProjects checks that a folder holding app.json which
// the repository's AL-Go settings build only as a part of an enclosing app
// (Base Application's Modules) is no project, while its files are the
// enclosing project's; a nested folder AL-Go builds on its own stays one.
func TestALGoPartsAreNotProjects(t *testing.T) {
	root := writeProject(t, map[string]string{
		"a.al": "BEGIN\n", "Modules/M/app.json": appJSON, "Modules/M/src/m.al": "BEGIN BEGIN\n",
		"Own/app.json": appJSON, "Own/o.al": "BEGIN\n",
		".github/AL-Go-Settings.json":           `{"type": "PTE"}`,
		"build/projects/P/.AL-Go/settings.json": `{"appFolders": ["../../..", "../../../Own"]}`,
	})
	w := openAll(t, root, Options{})
	ps := w.Projects()
	if len(ps) != 2 || ps[0].Root != root || ps[1].Root != filepath.Join(root, "Own") {
		t.Fatalf("projects %v, want the root and Own", ps)
	}
	sk := w.ScanSkipped()
	if len(sk) != 1 || sk[0].Path != filepath.Join(root, "Modules", "M") || !strings.Contains(sk[0].Reason, "AL-Go") {
		t.Errorf("ScanSkipped = %v, want Modules/M as a part of the enclosing app", sk)
	}
	m := filepath.Join(root, "Modules", "M", "src", "m.al")
	if got := findingsByPath(analyzeAll(t, ps[0])); got[m] != 2 {
		t.Errorf("root: %v, want m.al's 2 findings", got)
	}
}

// countingHandler counts log records whose message contains a string.
type countingHandler struct {
	mu    sync.Mutex
	match string
	n     int
}

func (h *countingHandler) Enabled(context.Context, slog.Level) bool { return true }
func (h *countingHandler) Handle(_ context.Context, r slog.Record) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if strings.Contains(r.Message, h.match) {
		h.n++
	}
	return nil
}
func (h *countingHandler) WithAttrs([]slog.Attr) slog.Handler { return h }
func (h *countingHandler) WithGroup(string) slog.Handler      { return h }
func (h *countingHandler) count() int                         { h.mu.Lock(); defer h.mu.Unlock(); return h.n }

// TestFileSizeLimit checks Options.MaxFileSize with the watcher on and
// off: a larger file is left out (not parsed, not counted), listed by
// SkippedFiles and SkippedWarnings on every analysis but logged once, and
// analysed again once it is small enough; a file that grows over the limit
// leaves the analysis.
func TestFileSizeLimit(t *testing.T) {
	for _, watch := range []bool{true, false} {
		t.Run(map[bool]string{false: "stat", true: "watch"}[watch], func(t *testing.T) {
			big := strings.Repeat("BEGIN ", 50) // 300 bytes
			root := writeProject(t, map[string]string{"small.al": "BEGIN\n", "big.al": big, "sub/grows.al": "BEGIN\n"})
			h := &countingHandler{match: "size limit"}
			w := openAll(t, root, Options{Watch: watch, MaxFileSize: 100, Logger: slog.New(h)})
			p := w.Primary()
			bigPath := filepath.Join(root, "big.al")
			for range 3 {
				res := analyzeAll(t, p)
				if res.Files != 2 || res.Findings.Len() != 2 {
					t.Fatalf("files %d findings %d; want 2 and 2 (big.al left out)", res.Files, res.Findings.Len())
				}
				sk := p.SkippedFiles()
				if len(sk) != 1 || sk[0].Path != bigPath || sk[0].Size != 300 || !strings.Contains(sk[0].Reason, "limit of 100 bytes") {
					t.Fatalf("SkippedFiles = %+v", sk)
				}
				if ws := p.SkippedWarnings(nil); len(ws) != 1 || !strings.Contains(ws[0], bigPath) {
					t.Errorf("SkippedWarnings = %q", ws)
				}
				if ws := p.SkippedWarnings(func(path string) bool { return path != bigPath }); len(ws) != 0 {
					t.Errorf("SkippedWarnings outside the scope = %q", ws)
				}
			}
			if n := h.count(); n != 1 {
				t.Errorf("the skipped file was logged %d times, want once", n)
			}
			if in, _ := p.Contains(context.Background(), bigPath); in {
				t.Error("a file over the limit is in the snapshot")
			}
			// Shrunk under the limit: analysed again.
			writeFile(t, bigPath, "BEGIN BEGIN\n")
			if res := analyzeAll(t, p); res.Files != 3 || res.Findings.Len() != 4 || len(p.SkippedFiles()) != 0 {
				t.Errorf("after shrinking: files %d findings %d skipped %v", res.Files, res.Findings.Len(), p.SkippedFiles())
			}
			// Grown over it: left out again.
			grows := filepath.Join(root, "sub", "grows.al")
			writeFile(t, grows, big)
			res := analyzeAll(t, p)
			if res.Files != 2 || findingsByPath(res)[grows] != 0 {
				t.Errorf("after growing: files %d findings %v", res.Files, findingsByPath(res))
			}
			if sk := p.SkippedFiles(); len(sk) != 1 || sk[0].Path != grows {
				t.Errorf("SkippedFiles after growing = %+v", sk)
			}
			// Gone: not listed any more.
			if err := os.Remove(grows); err != nil {
				t.Fatal(err)
			}
			analyzeAll(t, p)
			if sk := p.SkippedFiles(); len(sk) != 0 {
				t.Errorf("SkippedFiles after removal = %+v", sk)
			}
		})
	}
}

// TestReadFileRefusesGrowthPastTheLimit checks the read itself: a file
// that is larger than its snapshot entry says (it grew after the last
// stat) is not read past the limit and moves to the skipped files.
func TestReadFileRefusesGrowthPastTheLimit(t *testing.T) {
	root := writeProject(t, map[string]string{"a.al": "BEGIN\n"})
	w := openAll(t, root, Options{MaxFileSize: 100})
	p := w.Primary()
	analyzeAll(t, p)
	path := filepath.Join(root, "a.al")
	writeFile(t, path, strings.Repeat("x", 101))
	_, _, err := p.readFile(path)
	if !errors.Is(err, project.ErrTooLarge) {
		t.Fatalf("readFile: %v", err)
	}
	if sk := p.SkippedFiles(); len(sk) != 1 || sk[0].Path != path || sk[0].Size != 101 {
		t.Errorf("SkippedFiles = %+v", sk)
	}
}
