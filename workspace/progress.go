package workspace

import (
	"fmt"
	"io/fs"
	"sync"

	"github.com/alfix/alfix/txn"
)

// The progress model: a call declares its phases up front, each with a
// share (weight) of one fixed total, and reports items done within the
// phase it is in. Updates carry the call-wide Done out of Total: Total
// never changes during a call, Done strictly grows from one update to the
// next (a phase that is skipped counts as done at once), and the last
// update of a call that completed has Done == Total. Message names the
// phase with its own counts, so a client sees both a steady bar and what
// is happening. The MCP server turns updates into progress notifications;
// the command line can draw the same updates as one bar.

// ProgressTotal is the Total of every update.
const ProgressTotal = 1000

// A ProgressUpdate is one report of a call's progress.
type ProgressUpdate struct {
	// Done out of Total units of the whole call.
	Done, Total int
	// Phase is the step the call is in (PhaseListing, ...; PhaseDone last).
	Phase Phase
	// Message says what the phase has done ("analyzing: 1,200 of 7,854
	// files").
	Message string
}

// Progress receives the updates of one call, in order, from one goroutine
// at a time.
type Progress func(ProgressUpdate)

// A Phase is one step of a call.
type Phase string

// The phases of the use cases, in the order they run.
const (
	// PhaseListing lists the project's files and stats each (discovery).
	PhaseListing Phase = "listing files"
	// PhaseDeclarations reads, hashes and parses every file's declarations
	// for the project summary (skipped when cached or no rule needs it).
	PhaseDeclarations Phase = "reading declarations"
	// PhaseAnalyzing parses the files and runs the rules (or takes their
	// cached results).
	PhaseAnalyzing Phase = "analyzing"
	// PhaseReading reads the files that have the rule's diagnostics
	// (apply_fix_all).
	PhaseReading Phase = "reading files"
	// PhaseComputingFixes runs the fix-all rounds file by file.
	PhaseComputingFixes Phase = "computing fixes"
	// PhaseDiffing renders the unified diff of a dry run.
	PhaseDiffing Phase = "diffing"
	// PhaseWriting backs up, stages and installs the changed files (txn).
	PhaseWriting Phase = "writing"
	// PhaseDone is the final update.
	PhaseDone Phase = "done"
)

// A phaseShare is a phase and its share of ProgressTotal.
type phaseShare struct {
	phase  Phase
	weight int
}

// The plan of analyze (the fix use cases declare theirs in workspace/fix,
// as PhaseShares). The weights are estimates of where a cold call spends
// its time on a large project; they only shape the bar, the messages give
// the real counts.
var analyzePlan = []phaseShare{{PhaseListing, 100}, {PhaseDeclarations, 300}, {PhaseAnalyzing, 600}}

// A tracker turns the phases of one call into updates (see the model
// above). A nil tracker does nothing. It is safe for concurrent use.
type tracker struct {
	mu    sync.Mutex
	out   Progress
	plan  []phaseShare
	idx   int    // current phase; -1 before the first
	start int    // units of the phases before the current one
	items int    // items of the current phase; 0 when unknown
	done  int    // items done in the current phase
	what  string // what the items are ("files")
	sent  int    // Done of the last update sent; -1 before the first
	over  bool   // finished
}

// newTracker returns a tracker for the plan sending to out, or nil when out
// is nil. It sends its first update (Done 0) at once.
func newTracker(out Progress, plan []phaseShare) *tracker {
	if out == nil {
		return nil
	}
	t := &tracker{out: out, plan: plan, idx: -1, sent: -1}
	t.mu.Lock()
	t.emitLocked(0, plan[0].phase, string(plan[0].phase))
	t.mu.Unlock()
	return t
}

// begin enters phase (skipping the phases between as done) with items to
// do; what names them. A phase not in the plan, or one already passed, is
// ignored.
func (t *tracker) begin(phase Phase, items int, what string) {
	if t == nil {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	next := -1
	for i := t.idx + 1; i < len(t.plan); i++ {
		if t.plan[i].phase == phase {
			next = i
			break
		}
	}
	if next < 0 || t.over {
		return
	}
	t.start = 0
	for _, ps := range t.plan[:next] {
		t.start += ps.weight
	}
	t.idx, t.items, t.done, t.what = next, items, 0, what
	t.emitLocked(t.valueLocked(), phase, t.messageLocked())
}

// setItems tells the current phase how many items it has, once known.
func (t *tracker) setItems(items int, what string) {
	if t == nil {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.idx >= 0 && !t.over {
		t.items, t.what = items, what
	}
}

// advance reports items done in the current phase (the count only grows;
// a smaller count from a slower worker is ignored).
func (t *tracker) advance(done int) {
	if t == nil {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.idx < 0 || t.over || done <= t.done {
		return
	}
	t.done = done
	t.emitLocked(t.valueLocked(), t.plan[t.idx].phase, t.messageLocked())
}

// finish sends the final update, Done == Total.
func (t *tracker) finish() {
	if t == nil {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.over {
		return
	}
	t.over = true
	t.emitLocked(ProgressTotal, PhaseDone, "done")
}

// valueLocked is the call-wide Done of the current phase: one unit past
// the previous phases when it starts, at most one unit short of its end.
func (t *tracker) valueLocked() int {
	w := t.plan[t.idx].weight
	v := t.start + 1
	if t.items > 0 && w > 2 {
		v += (w - 2) * min(t.done, t.items) / t.items
	}
	return v
}

func (t *tracker) messageLocked() string {
	phase := string(t.plan[t.idx].phase)
	if t.items <= 0 {
		return phase
	}
	return fmt.Sprintf("%s: %s of %s %s", phase, thousands(min(t.done, t.items)), thousands(t.items), t.what)
}

// emitLocked sends an update when it moves Done forward.
func (t *tracker) emitLocked(done int, phase Phase, msg string) {
	if done <= t.sent {
		return
	}
	t.sent = done
	t.out(ProgressUpdate{Done: done, Total: ProgressTotal, Phase: phase, Message: msg})
}

// thousands writes n with commas between groups of three digits.
func thousands(n int) string {
	s := fmt.Sprint(n)
	if n < 0 {
		return s
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// stepFS is txn's file system that calls step after each per-file
// operation of a commit (hard-linking a backup, syncing a staged file,
// renaming it into place), so that writing many files reports progress.
type stepFS struct {
	txn.FS
	step func()
}

func (s stepFS) OpenDir(path string) (txn.Dir, error) {
	d, err := s.FS.OpenDir(path)
	if err != nil {
		return nil, err
	}
	return stepDir{d, s.step}, nil
}

// stepDir is a txn.Dir of a stepFS. txn's directories take their own kind
// as the target of Link and Rename, so those unwrap it.
type stepDir struct {
	txn.Dir
	step func()
}

func unwrapDir(d txn.Dir) txn.Dir {
	if sd, ok := d.(stepDir); ok {
		return sd.Dir
	}
	return d
}

func (d stepDir) OpenDir(name string) (txn.Dir, error) {
	sub, err := d.Dir.OpenDir(name)
	if err != nil {
		return nil, err
	}
	return stepDir{sub, d.step}, nil
}

func (d stepDir) Link(oldname string, newdir txn.Dir, newname string) error {
	err := d.Dir.Link(oldname, unwrapDir(newdir), newname)
	d.step()
	return err
}

func (d stepDir) Rename(oldname string, newdir txn.Dir, newname string, mode txn.RenameMode) error {
	err := d.Dir.Rename(oldname, unwrapDir(newdir), newname, mode)
	d.step()
	return err
}

func (d stepDir) OpenFile(name string, flag int, perm fs.FileMode) (txn.File, error) {
	f, err := d.Dir.OpenFile(name, flag, perm)
	if err != nil {
		return nil, err
	}
	return stepFile{f, d.step}, nil
}

type stepFile struct {
	txn.File
	step func()
}

func (f stepFile) Sync() error {
	err := f.File.Sync()
	f.step()
	return err
}
