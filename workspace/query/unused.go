package query

import (
	"context"
	"crypto/sha256"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/callgraph"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
	"github.com/alfix/alfix/workspace"
)

// UnusedRequest asks for the project's dead code (callgraph.DeadCode over
// every file), of one object when Object is set.
type UnusedRequest struct {
	Object *ObjectRef
	Page   PageRequest
}

// DeadInfo is one dead member: Kind procedure, event or global; Reach who
// may use it by the access rules; Member the object and name; the place
// of its name; Fix the key of the rule fix that removes it ("" none);
// Written for a global that code assigns.
type DeadInfo struct {
	Kind, Reach  string
	Member       RoutineInfo
	Path         string
	Line, Column int
	Fix          string
	Written      bool
}

// UnusedResult is one page of the dead-code listing: procedures, then
// globals, then events (public ones last), each in file and source order. Counts counts the whole listing by kind; Files the files
// searched, Elapsed the search (0 when it came from the cache).
type UnusedResult struct {
	Items    []DeadInfo
	Counts   map[string]int
	Page     PageInfo
	Files    int
	Elapsed  time.Duration
	Warnings []string
}

// unusedEntry is the dead-code listing of one snapshot under one summary.
type unusedEntry struct {
	items   []DeadInfo
	files   int
	elapsed time.Duration
}

// unusedState keeps the last listing computed in a workspace (one Base
// Application listing is a few thousand lines).
type unusedState struct {
	mu    sync.Mutex
	key   [32]byte
	entry *unusedEntry
}

type unusedStateKey struct{}

// Unused answers an unused request: the listing is computed once per
// snapshot and summary (every file parsed on the worker pool, its names
// resolved only when a candidate needs the binding) and kept while they
// stay the same.
func Unused(ctx context.Context, p *workspace.Project, req UnusedRequest) (*UnusedResult, error) {
	v, err := symbolViewOf(ctx, p)
	if err != nil {
		return nil, err
	}
	var target *symbols.Object
	if req.Object != nil {
		if target, err = v.object(*req.Object); err != nil {
			return nil, err
		}
	}
	ue, key, err := v.unused(ctx)
	if err != nil {
		return nil, err
	}
	res := &UnusedResult{Counts: map[string]int{}, Files: ue.files, Elapsed: ue.elapsed, Warnings: v.warnings()}
	if n := len(v.sum.App.InternalsVisibleTo); n > 0 {
		res.Warnings = append(res.Warnings, fmt.Sprintf("the app has %d internalsVisibleTo friends whose code was not searched: "+
			"internal procedures listed may be called there (no removal offered)", n))
	}
	if n := len(v.sum.Dependents); n > 0 {
		res.Warnings = append(res.Warnings, fmt.Sprintf("%d projects of the workspace depend on this one; their subscribers "+
			"and calls were not searched (public events listed may have subscribers there)", n))
	}
	all := ue.items
	if target != nil {
		all = nil
		for _, d := range ue.items {
			if d.Member.ObjectKind == target.Kind && strings.EqualFold(d.Member.Object, target.Name) {
				all = append(all, d)
			}
		}
	}
	for _, d := range all {
		res.Counts[d.Kind]++
	}
	lk := key
	if target != nil {
		lk = sha256.Sum256(fmt.Appendf(key[:], "\x00%s\x00%s", target.Kind, strings.ToLower(target.Name)))
	}
	pi, end, err := req.Page.page(lk, len(all))
	if err != nil {
		return nil, err
	}
	res.Items, res.Page = all[pi.Offset:end], pi
	return res, nil
}

// unused returns the project's dead-code listing under the view's
// snapshot and summary, from the workspace's cache or computed.
func (v *symbolView) unused(ctx context.Context) (*unusedEntry, [32]byte, error) {
	snap, cacheable := v.p.SnapshotDigest(v.paths, v.cfg)
	h := sha256.New()
	h.Write([]byte("unused\x00"))
	h.Write(snap[:])
	h.Write(v.hash[:])
	var key [32]byte
	copy(key[:], h.Sum(nil))
	st := v.p.Workspace().Attached(unusedStateKey{}, func() any { return &unusedState{} }).(*unusedState)
	if cacheable {
		st.mu.Lock()
		ue := st.entry
		if st.key != key {
			ue = nil
		}
		st.mu.Unlock()
		if ue != nil {
			return &unusedEntry{items: ue.items, files: ue.files}, key, nil
		}
	}
	start := time.Now()
	opts := analysis.ParseOptions(v.cfg)
	files := map[string]*symbols.FileSymbols{}
	for _, fs := range v.sum.Files {
		files[fs.File] = fs
	}
	per := make([][]DeadInfo, len(v.paths))
	workspace.Parallel(ctx, len(v.paths), func(i int) {
		path := v.paths[i]
		fs := files[path]
		if fs == nil || len(fs.Objects) == 0 {
			return
		}
		src, _, err := v.p.ReadFile(path)
		if err != nil {
			return
		}
		f := syntax.Parse(path, src, opts)
		for _, d := range callgraph.DeadCode(f, fs, v.sum) {
			l, c := f.Position(d.Span.Start)
			per[i] = append(per[i], DeadInfo{Kind: d.Kind, Reach: d.Reach, Member: routineInfo(d.Member), Path: path,
				Line: l, Column: c, Fix: d.Fix, Written: d.Written})
		}
	})
	if err := ctx.Err(); err != nil {
		return nil, key, err
	}
	ue := &unusedEntry{files: len(v.paths)}
	for _, items := range per {
		ue.items = append(ue.items, items...)
	}
	// What can be removed first: procedures, then globals, then events
	// (public ones last: other apps may subscribe to them); in file order
	// within each.
	slices.SortStableFunc(ue.items, func(a, b DeadInfo) int { return deadRank(a) - deadRank(b) })
	ue.elapsed = time.Since(start)
	if cacheable {
		st.mu.Lock()
		st.key, st.entry = key, ue
		st.mu.Unlock()
	}
	return ue, key, nil
}

// deadRank orders the listing's kinds.
func deadRank(d DeadInfo) int {
	switch {
	case d.Kind == callgraph.DeadProcedure:
		return 0
	case d.Kind == callgraph.DeadGlobal:
		return 1
	case d.Reach != "public":
		return 2
	}
	return 3
}
