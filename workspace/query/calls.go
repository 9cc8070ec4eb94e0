package query

import (
	"context"
	"crypto/sha256"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/callgraph"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
	"github.com/alfix/alfix/workspace"
)

// CallsRequest is a call_hierarchy request: the callers (Incoming) or
// callees of a procedure or trigger to Depth levels, or, for a table
// without Member, the code that reads or writes it (Ops: "read",
// "insert", "modify", "delete", "validate"; none: all).
type CallsRequest struct {
	Object   ObjectRef
	Member   string
	Element  string // the field, control or action of an element trigger
	Incoming bool
	Depth    int
	Ops      []string
	Page     PageRequest
}

// RoutineInfo names a routine of the graph.
type RoutineInfo struct {
	ObjectKind, Object, Element, Name string
	Trigger                           bool
}

// CallInfo is one edge of an answer: at Depth from the target, of Kind
// (callgraph's edge kinds), from From to To, at a place of the project
// (Path "" for an interface or event edge, which declarations make).
// Via is the index in the listing of the edge that reached the routine it
// continues from (-1 at depth 1).
type CallInfo struct {
	Depth        int
	Kind         string
	From, To     RoutineInfo
	Path         string
	Line, Column int
	Via          int
}

// TableOpInfo is one operation on a table.
type TableOpInfo struct {
	Op, Field    string
	Temporary    bool
	From         RoutineInfo
	Path         string
	Line, Column int
}

// CallsResult is one page of call_hierarchy: Calls for a routine, Ops for
// a table.
type CallsResult struct {
	Target RoutineInfo
	Calls  []CallInfo
	Ops    []TableOpInfo
	// Counts counts the listing's entries by kind: operations for a table
	// (those ops left out too), edge kinds for a routine.
	Counts map[string]int
	Page   PageInfo
	// Routines and Edges count the whole graph, Files the files it was
	// built from; Elapsed the build (0 when it came from the cache).
	Routines, Edges, Files int
	Elapsed                time.Duration
	Warnings               []string
}

// graphEntry is the call graph of one snapshot under one summary, with
// the 1-based line and UTF-16 column of each edge's and operation's place
// (the files' line tables would keep every source alive).
type graphEntry struct {
	g       *callgraph.Graph
	files   int
	elapsed time.Duration
	// sum is the summary the graph was built under and perFile each
	// file's content hash and positions (its edges are g.FilePart), so
	// that the next build reuses the files an edit does not concern;
	// reused counts the files this build took from the last.
	sum     *symbols.Summary
	perFile map[string]*fileGraphEntry
	reused  int
}

// fileGraphEntry is what a graph keeps of one file: the hash of the
// content its part was built from and the places of its edges and
// operations (offset -> line, column).
type fileGraphEntry struct {
	hash [32]byte
	pos  map[int][2]int32
}

// CallHierarchy answers a call_hierarchy request from the project's call
// graph (al/callgraph over every project file), built once per snapshot
// and summary and kept while they stay the same.
func CallHierarchy(ctx context.Context, p *workspace.Project, req CallsRequest) (*CallsResult, error) {
	v, o, err := viewObject(ctx, p, req.Object)
	if err != nil {
		return nil, err
	}
	ge, key, err := v.callGraph(ctx)
	if err != nil {
		return nil, err
	}
	res := &CallsResult{Routines: ge.g.RoutineCount(), Edges: len(ge.g.Edges), Files: ge.files, Elapsed: ge.elapsed, Warnings: v.warnings()}
	if req.Member == "" {
		if o.Kind != "table" {
			return nil, &SymbolError{Problem: SymbolNotFound, What: ObjectRef{Kind: o.Kind, Name: o.Name}.String(),
				Why: "name a procedure or trigger (member); without one, only a table is answered (the code that reads or writes it)"}
		}
		res.Target = RoutineInfo{ObjectKind: o.Kind, Object: o.Name}
		ops := ge.g.TableOps(o.Name)
		res.Counts = map[string]int{}
		var all []TableOpInfo
		for _, op := range ops {
			res.Counts[op.Op]++
			if len(req.Ops) > 0 && !slices.Contains(req.Ops, op.Op) {
				continue
			}
			ti := TableOpInfo{Op: op.Op, Field: op.Field, Temporary: op.Temporary, From: routineInfo(op.From), Path: op.File}
			ti.Line, ti.Column = ge.position(op.File, op.Span.Start)
			all = append(all, ti)
		}
		pi, end, err := req.Page.page(listingKey(key, req, o), len(all))
		if err != nil {
			return nil, err
		}
		res.Ops, res.Page = all[pi.Offset:end], pi
		return res, nil
	}
	r, err := v.routine(ge.g, o, req.Member, req.Element)
	if err != nil {
		return nil, err
	}
	res.Target = routineInfo(r)
	steps := ge.g.Walk(r, req.Incoming, max(req.Depth, 1))
	all := make([]CallInfo, len(steps))
	res.Counts = map[string]int{}
	for i, s := range steps {
		res.Counts[s.Edge.Kind]++
		c := CallInfo{Depth: s.Depth, Kind: s.Edge.Kind, From: routineInfo(s.Edge.From), To: routineInfo(s.Edge.To), Path: s.Edge.File, Via: s.Via}
		if s.Edge.File != "" {
			c.Line, c.Column = ge.position(s.Edge.File, s.Edge.Span.Start)
		}
		all[i] = c
	}
	pi, end, err := req.Page.page(listingKey(key, req, o), len(all))
	if err != nil {
		return nil, err
	}
	res.Calls, res.Page = all[pi.Offset:end], pi
	return res, nil
}

func routineInfo(r callgraph.Routine) RoutineInfo {
	return RoutineInfo{ObjectKind: r.ObjectKind, Object: r.Object, Element: r.Element, Name: r.Name, Trigger: r.Trigger}
}

// listingKey names one answer's listing: the graph and the request.
func listingKey(graph [32]byte, req CallsRequest, o *symbols.Object) [32]byte {
	h := sha256.New()
	h.Write(graph[:])
	fmt.Fprintf(h, "\x00%s\x00%s\x00%s\x00%s\x00%v\x00%d\x00%v", o.Kind, o.Name, strings.ToLower(req.Member), strings.ToLower(req.Element), req.Incoming, req.Depth, req.Ops)
	var k [32]byte
	copy(k[:], h.Sum(nil))
	return k
}

// routine resolves the member of a call_hierarchy request: a procedure of
// o or of its extensions, or a trigger of o (Run of a codeunit, page or
// report without such a procedure is the trigger its runs enter:
// callgraph.RunTrigger).
func (v *symbolView) routine(g *callgraph.Graph, o *symbols.Object, member, element string) (callgraph.Routine, error) {
	name := strings.TrimSpace(syntaxUnquote(member))
	element = strings.TrimSpace(syntaxUnquote(element))
	if element == "" {
		if procs := v.sum.ProceduresNamed(o, name); len(procs) > 0 {
			owner := o
			for _, e := range append([]*symbols.Object{o}, v.sum.Extensions(o)...) {
				if slices.ContainsFunc(e.Procedures, func(p symbols.Procedure) bool { return strings.EqualFold(p.Name, name) }) {
					owner = e
					break
				}
			}
			return callgraph.Routine{ObjectKind: owner.Kind, Object: owner.Name, Name: procs[0].Name}, nil
		}
		if t := callgraph.RunTrigger(o.Kind); t != "" && strings.EqualFold(name, "Run") {
			name = t // Run of a codeunit, page or report: its run edges' trigger
		}
	}
	r := callgraph.Routine{ObjectKind: o.Kind, Object: o.Name, Element: element, Name: name, Trigger: true}
	if known, ok := g.Routine(r.Key()); ok {
		return known, nil
	}
	if element == "" && slices.ContainsFunc(o.Triggers, func(t string) bool { return strings.EqualFold(t, name) }) {
		return r, nil
	}
	what := fmt.Sprintf("procedure or trigger %s of %s", symbols.QuoteName(name), ObjectRef{Kind: o.Kind, Name: o.Name})
	return callgraph.Routine{}, &SymbolError{Problem: SymbolNotFound, What: what}
}

// position is the 1-based line and UTF-16 column of an offset of a file
// of the graph.
func (ge *graphEntry) position(path string, off int) (int, int) {
	e := ge.perFile[path]
	if e == nil {
		return 0, 0
	}
	p := e.pos[off]
	return int(p[0]), int(p[1])
}

// callGraph returns the project's call graph under the view's snapshot
// and summary: from the room's cache, or built from every file (parsed
// on the worker pool) and kept when every file's hash is known. A build
// after an edit takes a file's part from the last graph when the file's
// content is the same and the declaration change between the two
// summaries is not Global and does not affect the file
// (symbols.Diff, DeclChange.Affects: what the project rules' carry uses);
// Build's interface and event edges are always made again.
func (v *symbolView) callGraph(ctx context.Context) (*graphEntry, [32]byte, error) {
	snap, cacheable := v.p.SnapshotDigest(v.paths, v.cfg)
	h := sha256.New()
	h.Write([]byte("callgraph\x00"))
	h.Write(snap[:])
	h.Write(v.hash[:])
	var key [32]byte
	copy(key[:], h.Sum(nil))
	if cacheable {
		if ge := v.qs.cachedGraph(key); ge != nil {
			return ge, key, nil
		}
	}
	start := time.Now()
	opts := analysis.ParseOptions(v.cfg)
	files := map[string]*symbols.FileSymbols{}
	for _, fs := range v.sum.Files {
		files[fs.File] = fs
	}
	var prev *graphEntry
	var change symbols.DeclChange
	if last := v.qs.lastGraph(); last != nil && last.sum != nil {
		if change = symbols.Diff(last.sum, v.sum); !change.Global {
			prev = last
		}
	}
	fgs := make([]*callgraph.FileGraph, len(v.paths))
	poss := make([]map[int][2]int32, len(v.paths))
	hashes := make([][32]byte, len(v.paths))
	reused := make([]bool, len(v.paths))
	workspace.Parallel(ctx, len(v.paths), func(i int) {
		path := v.paths[i]
		src, h, err := v.p.ReadFile(path)
		if err != nil {
			return
		}
		hashes[i] = h
		if prev != nil {
			if e := prev.perFile[path]; e != nil && e.hash == h && !change.Affects(src) {
				if fg := prev.g.FilePart(path); fg != nil {
					fgs[i], poss[i], reused[i] = fg, e.pos, true
					return
				}
			}
		}
		f := syntax.Parse(path, src, opts)
		fg := callgraph.File(f, files[path], v.sum)
		fg.File = path
		for j := range fg.Edges {
			fg.Edges[j].File = path
		}
		for j := range fg.Ops {
			fg.Ops[j].File = path
		}
		pos := map[int][2]int32{}
		for _, e := range fg.Edges {
			l, c := f.Position(e.Span.Start)
			pos[e.Span.Start] = [2]int32{int32(l), int32(c)}
		}
		for _, op := range fg.Ops {
			l, c := f.Position(op.Span.Start)
			pos[op.Span.Start] = [2]int32{int32(l), int32(c)}
		}
		fgs[i], poss[i] = fg, pos
	})
	if err := ctx.Err(); err != nil {
		return nil, key, err
	}
	ge := &graphEntry{g: callgraph.Build(fgs, v.sum), files: len(v.paths), sum: v.sum,
		perFile: make(map[string]*fileGraphEntry, len(v.paths))}
	for i, pos := range poss {
		if fgs[i] != nil {
			ge.perFile[v.paths[i]] = &fileGraphEntry{hash: hashes[i], pos: pos}
		}
		if reused[i] {
			ge.reused++
		}
	}
	ge.elapsed = time.Since(start)
	if cacheable {
		v.qs.keepGraph(key, ge)
	}
	return ge, key, nil
}

// lastGraph returns the last graph built, whatever its key.
func (qs *state) lastGraph() *graphEntry {
	qs.mu.Lock()
	defer qs.mu.Unlock()
	return qs.graph
}

func (qs *state) cachedGraph(key [32]byte) *graphEntry {
	qs.mu.Lock()
	defer qs.mu.Unlock()
	if qs.graphKey == key {
		return qs.graph
	}
	return nil
}

// keepGraph keeps one graph: the last one built (a graph of Base
// Application holds every edge and line table of its files).
func (qs *state) keepGraph(key [32]byte, ge *graphEntry) {
	qs.mu.Lock()
	defer qs.mu.Unlock()
	qs.graphKey, qs.graph = key, ge
}
