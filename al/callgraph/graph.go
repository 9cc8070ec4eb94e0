package callgraph

import (
	"slices"
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/symbols"
)

// Graph is the call graph of a project: the files' edges, the interface
// fan-out and the event edges of the summary, indexed both ways.
type Graph struct {
	Edges    []Edge
	Ops      []TableOp
	routines map[string]Routine
	out, in  map[string][]int32
	declared map[string]bool
	parts    map[string]filePart
}

// filePart is where one file's edges and operations lie in the graph.
type filePart struct {
	routines   []Routine
	edges, ops [2]int
}

// Build assembles the files' graphs over the summary they were extracted
// with: it adds an Implements edge from every interface procedure a file
// calls to the procedure of that name of each implementing object, and an
// Event edge from the publisher (the project's or a dependency's) of every
// subscriber of the summary's own objects to it.
func Build(files []*FileGraph, sum *symbols.Summary) *Graph {
	g := &Graph{routines: map[string]Routine{}, out: map[string][]int32{}, in: map[string][]int32{}, declared: map[string]bool{},
		parts: map[string]filePart{}}
	ifaces := map[string]Routine{}
	for _, fg := range files {
		if fg == nil {
			continue
		}
		part := filePart{routines: fg.Routines, edges: [2]int{len(g.Edges), len(g.Edges) + len(fg.Edges)},
			ops: [2]int{len(g.Ops), len(g.Ops) + len(fg.Ops)}}
		for _, r := range fg.Routines {
			g.declared[r.Key()] = true
			g.routines[r.Key()] = r
		}
		for _, e := range fg.Edges {
			g.add(e)
			if e.To.ObjectKind == "interface" {
				ifaces[e.To.Key()] = e.To
			}
		}
		g.Ops = append(g.Ops, fg.Ops...)
		if fg.File != "" {
			g.parts[fg.File] = part
		}
	}
	keys := make([]string, 0, len(ifaces))
	for k := range ifaces {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		r := ifaces[k]
		for _, impl := range sum.Implementers(r.Object) {
			if procs := sum.ProceduresNamed(impl, r.Name); len(procs) > 0 {
				owner := ownerOf(sum, impl, procs[0].Name)
				g.add(Edge{From: r, To: Routine{ObjectKind: owner.Kind, Object: owner.Name, Name: procs[0].Name}, Kind: Implements})
			}
		}
	}
	if sum != nil {
		g.addEvents(sum)
	}
	return g
}

// addEvents adds an Event edge from the publisher of every subscription
// of the summary's own objects to the subscriber: the publisher is the
// procedure of that name with an event attribute of the object the
// EventSubscriber names, the project's or a dependency's (trigger events,
// which no object declares, are the files' TriggerEvent edges).
func (g *Graph) addEvents(sum *symbols.Summary) {
	for _, o := range sum.AllObjects() {
		if !sum.IsOwn(o) {
			continue
		}
		for i := range o.Procedures {
			p := &o.Procedures[i]
			if !p.EventSubscriber {
				continue
			}
			sub, ok := symbols.SubscriptionOf(p)
			if !ok {
				continue
			}
			pub := publisherOf(sum, sub)
			if pub == nil {
				continue
			}
			for _, pp := range sum.ProceduresNamed(pub, sub.Event) {
				if pp.EventPublisher {
					owner := ownerOf(sum, pub, pp.Name)
					g.add(Edge{From: Routine{ObjectKind: owner.Kind, Object: owner.Name, Name: pp.Name},
						To: Routine{ObjectKind: o.Kind, Object: o.Name, Name: p.Name}, Kind: Event})
					break
				}
			}
		}
	}
}

// publisherOf returns the object an EventSubscriber names (by name or id).
func publisherOf(sum *symbols.Summary, sub symbols.Subscription) *symbols.Object {
	if id, err := strconv.Atoi(sub.Object); err == nil {
		return sum.ObjectByID(sub.ObjectKind, id)
	}
	ns, name := symbols.SplitName(sub.Object)
	if ns != "" {
		return sum.ObjectIn(sub.ObjectKind, ns, name)
	}
	return sum.Object(sub.ObjectKind, name)
}

func (g *Graph) add(e Edge) {
	i := int32(len(g.Edges))
	g.Edges = append(g.Edges, e)
	fk, tk := e.From.Key(), e.To.Key()
	if _, ok := g.routines[tk]; !ok {
		g.routines[tk] = e.To
	}
	if _, ok := g.routines[fk]; !ok {
		g.routines[fk] = e.From
	}
	g.out[fk] = append(g.out[fk], i)
	g.in[tk] = append(g.in[tk], i)
}

// FilePart returns what the file contributed to the graph, as File
// returned it (its edges and operations share the graph's arrays: never
// modify them), or nil when no file of that name was built into it. A
// later build may take it for a file the change does not concern.
func (g *Graph) FilePart(file string) *FileGraph {
	p, ok := g.parts[file]
	if !ok {
		return nil
	}
	return &FileGraph{File: file, Routines: p.routines,
		Edges: g.Edges[p.edges[0]:p.edges[1]:p.edges[1]], Ops: g.Ops[p.ops[0]:p.ops[1]:p.ops[1]]}
}

// Routine returns the routine the graph knows under the key, and whether
// it knows it (declared in a file, or the end of an edge).
func (g *Graph) Routine(key string) (Routine, bool) {
	r, ok := g.routines[key]
	return r, ok
}

// RoutineCount counts the routines the graph knows.
func (g *Graph) RoutineCount() int { return len(g.routines) }

// Declared reports whether one of the graph's files declares the routine.
func (g *Graph) Declared(r Routine) bool { return g.declared[r.Key()] }

// Incoming returns the edges into r, in the order Build met them.
func (g *Graph) Incoming(r Routine) []Edge { return g.pick(g.in[r.Key()]) }

// Outgoing returns the edges out of r.
func (g *Graph) Outgoing(r Routine) []Edge { return g.pick(g.out[r.Key()]) }

func (g *Graph) pick(ix []int32) []Edge {
	out := make([]Edge, len(ix))
	for i, j := range ix {
		out[i] = g.Edges[j]
	}
	return out
}

// Step is one edge of a walk at its depth (1: an edge of the start).
// Via is the index in the walk's steps of the step that reached the
// routine this one leaves from (incoming: the routine it enters), -1 for
// depth 1: following Via gives the path back to the start.
type Step struct {
	Depth int
	Edge  Edge
	Via   int
}

// Walk lists the edges reachable from start in breadth-first order, to
// depth levels (incoming: callers, callers' callers, ...; else callees).
// Every edge met is listed once; a routine is expanded once, at the
// depth it is first reached, so recursion ends.
func (g *Graph) Walk(start Routine, incoming bool, depth int) []Step {
	var steps []Step
	expanded := map[string]bool{start.Key(): true}
	type item struct {
		key string
		via int
	}
	level := []item{{start.Key(), -1}}
	for d := 1; d <= depth && len(level) > 0; d++ {
		var next []item
		for _, it := range level {
			ix := g.out[it.key]
			if incoming {
				ix = g.in[it.key]
			}
			for _, j := range ix {
				e := g.Edges[j]
				steps = append(steps, Step{Depth: d, Edge: e, Via: it.via})
				other := e.To.Key()
				if incoming {
					other = e.From.Key()
				}
				if !expanded[other] {
					expanded[other] = true
					next = append(next, item{other, len(steps) - 1})
				}
			}
		}
		level = next
	}
	return steps
}

// TableOps returns the operations on table (by name, any case), those of
// ops when ops is not empty, in file order.
func (g *Graph) TableOps(table string, ops ...string) []TableOp {
	var out []TableOp
	for _, op := range g.Ops {
		if strings.EqualFold(op.Table, table) && (len(ops) == 0 || slices.Contains(ops, op.Op)) {
			out = append(out, op)
		}
	}
	return out
}
