package fix

import (
	"context"
	"sort"
	"sync"
	"sync/atomic"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/workspace"
)

// fixAllByFile runs analysis.FixAll on each file of the request on its own,
// on the worker pool, reporting each file done to t (workspace.PhaseComputingFixes).
//
// When every fix edits only the file of its diagnostic, this is the same
// computation as one FixAll over all files: the rounds of one file never
// look at another file's content (the project summary is the same for all),
// so each file goes through the same rounds either way. A fix that edits
// another file cannot be applied in a run over its own file alone; when a
// per-file run leaves such a fix unapplied, the whole request runs again as
// one FixAll, which applies it as before.
func fixAllByFile(ctx context.Context, req analysis.FixAllRequest, t *workspace.Tracker) (analysis.FixAllResult, error) {
	paths := make([]string, 0, len(req.Files))
	for path := range req.Files {
		paths = append(paths, path)
	}
	sort.Strings(paths)
	t.Begin(workspace.PhaseComputingFixes, len(paths), "files")
	results := make([]analysis.FixAllResult, len(paths))
	errs := make([]error, len(paths))
	var done atomic.Int64
	var mu sync.Mutex
	crossFile := false
	workspace.Parallel(ctx, len(paths), func(i int) {
		one := req
		one.Files = map[string][]byte{paths[i]: req.Files[paths[i]]}
		results[i], errs[i] = analysis.FixAll(ctx, one)
		// analysis.FixAll applies edits to files outside its scope (call
		// sites), so a per-file run that changed another file is cross-file.
		otherChanged := false
		for path := range results[i].Changed {
			if path != paths[i] {
				otherChanged = true
			}
		}
		if otherChanged || editsOtherFile(results[i].Unfixed, req.Key) {
			mu.Lock()
			crossFile = true
			mu.Unlock()
		}
		t.Advance(int(done.Add(1)))
	})
	if err := ctx.Err(); err != nil {
		return analysis.FixAllResult{}, err
	}
	for _, err := range errs {
		if err != nil {
			return analysis.FixAllResult{}, err
		}
	}
	if crossFile {
		return analysis.FixAll(ctx, req)
	}
	merged := analysis.FixAllResult{Changed: map[string][]byte{}}
	for _, r := range results {
		for path, b := range r.Changed {
			merged.Changed[path] = b
		}
		merged.Found += r.Found
		merged.Applied += r.Applied
		merged.Edits += r.Edits
		merged.Rounds = max(merged.Rounds, r.Rounds)
		merged.Unfixed = append(merged.Unfixed, r.Unfixed...)
		merged.AnalyzerErrors = append(merged.AnalyzerErrors, r.AnalyzerErrors...)
	}
	analysis.SortDiagnostics(merged.Unfixed)
	return merged, nil
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
