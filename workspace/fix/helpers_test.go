package fix

import (
	"context"
	"errors"
	"sync"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/store"
	"github.com/alfix/alfix/workspace"
	"github.com/alfix/alfix/workspace/internal/wstest"
)

// The shared fixtures of the workspace's rooms (internal/wstest).
var (
	upperBegin   = wstest.UpperBegin
	writeProject = wstest.WriteProject
)

func testRegistry(t testing.TB) *analysis.Registry {
	reg, err := analysis.NewRegistry(upperBegin)
	if err != nil {
		t.Fatal(err)
	}
	return reg
}

// openWS opens a workspace with the test registry on root, which must hold
// one project.
func openWS(t testing.TB, root string, st *store.Store, watch bool) *workspace.Workspace {
	t.Helper()
	w, err := workspace.Open(context.Background(), workspace.Options{Roots: []string{root}, Dir: root, Store: st, Watch: watch, Registry: testRegistry(t)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Close() })
	if len(w.Projects()) != 1 {
		t.Fatalf("got %d projects", len(w.Projects()))
	}
	return w
}

// openWSWith opens a workspace on root with the given rules (no watcher,
// in-memory store).
func openWSWith(t testing.TB, root string, reg *analysis.Registry) *workspace.Workspace {
	t.Helper()
	w, err := workspace.Open(context.Background(), workspace.Options{Roots: []string{root}, Dir: root, Registry: reg})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Close() })
	return w
}

// openWithRules opens a workspace on root with the given rules only.
func openWithRules(t testing.TB, root string, rs ...*analysis.Rule) *workspace.Workspace {
	t.Helper()
	reg, err := analysis.NewRegistry(rs...)
	if err != nil {
		t.Fatal(err)
	}
	return openWSWith(t, root, reg)
}

func errorsAs(err error, target any) bool { return errors.As(err, target) }

// recorder collects progress updates.
type recorder struct {
	mu  sync.Mutex
	got []workspace.ProgressUpdate
}

func (r *recorder) progress(u workspace.ProgressUpdate) {
	r.mu.Lock()
	r.got = append(r.got, u)
	r.mu.Unlock()
}

// check verifies the progress model on what was recorded: a first update
// at 0, one total, Done strictly growing, the last at the total in phase
// done; and that the phases seen include want, in this order.
func (r *recorder) check(t *testing.T, want ...workspace.Phase) {
	t.Helper()
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.got) < 2 || r.got[0].Done != 0 {
		t.Fatalf("updates %+v", r.got)
	}
	var phases []workspace.Phase
	for i, u := range r.got {
		if u.Total != workspace.ProgressTotal || i > 0 && u.Done <= r.got[i-1].Done || u.Message == "" {
			t.Errorf("update %d %+v after %+v", i, u, r.got[max(i-1, 0)])
		}
		if len(phases) == 0 || phases[len(phases)-1] != u.Phase {
			phases = append(phases, u.Phase)
		}
	}
	if last := r.got[len(r.got)-1]; last.Done != workspace.ProgressTotal || last.Phase != workspace.PhaseDone {
		t.Errorf("last update %+v", last)
	}
	j := 0
	for _, p := range phases {
		if j < len(want) && p == want[j] {
			j++
		}
	}
	if j < len(want) {
		t.Errorf("phases %q, want %q in order", phases, want)
	}
}
