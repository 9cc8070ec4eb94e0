package fix

import (
	"context"
	"sync/atomic"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/workspace"
)

// fixAllByFile runs analysis.FixAll on each file of the request on its own,
// on the worker pool, reporting each file done to t (workspace.PhaseComputingFixes).
// The files are paths (sorted), each read by read(i) when its turn comes
// (false: left out); req.Files is not read. Each file's outcome goes to
// done(i, original, result) as soon as it is computed: done keeps what the
// plan needs, so that a bulk fix over thousands of files does not hold
// every old and new content at once.
//
// When every fix edits only the file of its diagnostic, this is the same
// computation as one FixAll over all files: the rounds of one file never
// look at another file's content (the project summary is the same for all),
// so each file goes through the same rounds either way. A fix that edits
// another file cannot be applied in a run over its own file alone; when a
// per-file run leaves such a fix unapplied (or changed another file),
// crossFile is true and the outcomes given to done must be dropped: the
// caller runs the whole request again as one FixAll.
func fixAllByFile(ctx context.Context, req analysis.FixAllRequest, paths []string, read func(i int) ([]byte, bool), t *workspace.Tracker,
	done func(i int, original []byte, r analysis.FixAllResult)) (crossFile bool, err error) {
	t.Begin(workspace.PhaseComputingFixes, len(paths), "files")
	errs := make([]error, len(paths))
	var finished atomic.Int64
	var cross atomic.Bool
	workspace.Parallel(ctx, len(paths), func(i int) {
		original, ok := read(i)
		if !ok {
			t.Advance(int(finished.Add(1)))
			return
		}
		one := req
		one.Files = map[string][]byte{paths[i]: original}
		r, err := analysis.FixAll(ctx, one)
		errs[i] = err
		// analysis.FixAll applies edits to files outside its scope (call
		// sites), so a per-file run that changed another file is cross-file.
		otherChanged := false
		for path := range r.Changed {
			if path != paths[i] {
				otherChanged = true
			}
		}
		if otherChanged || editsOtherFile(r.Unfixed, req.Key) {
			cross.Store(true)
		}
		if err == nil && !cross.Load() {
			done(i, original, r)
		}
		t.Advance(int(finished.Add(1)))
	})
	if err := ctx.Err(); err != nil {
		return false, err
	}
	for _, err := range errs {
		if err != nil {
			return false, err
		}
	}
	return cross.Load(), nil
}

// editsOtherFile reports whether some diagnostic offers a fix with the key
// that edits a file other than its own.
func editsOtherFile(diags []analysis.Diagnostic, key string) bool {
	for _, d := range diags {
		fix, ok := d.FixByKey(key)
		if !ok {
			continue
		}
		for _, e := range fix.Edits {
			if e.Path != "" && e.Path != d.Path {
				return true
			}
		}
	}
	return false
}
