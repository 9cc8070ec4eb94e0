// Package memlimit is alfix's one memory policy: how far the Go runtime may
// let the heap grow between collections, given the AL source a process
// serves, and how much of the process's CPU collection took.
//
// alfix keeps a project summary and cached results for a whole session
// (its live heap grows with the source, about twice the source bytes at the
// peak of a cold analysis) while parsing and analysing leave much
// short-lived garbage. The runtime's default pacing (GOGC=100: collect when
// the heap doubles the live set) keeps collection cheap; the soft limit of
// three times the source (less a reserve for what is not heap) bounds the
// resident size, and the runtime collects harder only when the heap gets
// near it. A limit below the live peak would make the runtime collect
// continuously (up to half the CPU), which is what this policy must avoid:
// after every collection the limit follows the live heap the collector
// measured, never below liveHeadroom times it (Follow). Every analyzer on
// Base Application keeps 190-250 MB live against a limit of about 260 MB:
// with the limit fixed the collector ran back to back (28% of the CPU).
// (Since then its live heap peaks at 195-230 MB against a base limit of
// 279 MB.)
//
// The package must not know where the source size comes from or what the
// process does with its memory.
package memlimit

import (
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync"
	"sync/atomic"
)

const (
	// perSourceByte is the resident bytes allowed per byte of AL source.
	perSourceByte = 3
	// reserve is left out of the soft limit for memory the runtime does
	// not count as its own (the program's code, the cache file's mapping).
	//
	// 48 MiB until the live heap shrank (2026-12-07: strings compared on
	// the source bytes, parse arrays kept across collections, results let
	// go of as they are assembled): Base Application with every analyzer,
	// 100,105 KiB of source, three pairs side by side at load average
	// 1.2-1.7 (runtime/metrics GC share, /usr/bin/time): 48 MiB gave GC
	// 14.5-15.8% and 285,060-286,096 KiB; 40 MiB, 14.1-14.6% and
	// 294,132-294,400 KiB (2.94x the source); the default analyzers stay
	// at 278-288 MB either way.
	reserve = 40 << 20
	// floor is the smallest soft limit: small projects are dominated by
	// the fixed cost of the rules and the runtime, not by their source.
	floor = 128 << 20
	// liveHeadroom is the least soft limit per byte of live heap, in
	// percent: the heap may grow by 60% of what the last collection found
	// live before the next one, whatever the source size.
	//
	// Chosen by measurement (2026-12-07, Base Application with every
	// analyzer, live heap peaking at 280 MB, CPU-profile samples in the
	// collector): 160 gave GC 22% of the CPU and 447 MB resident; 185,
	// 14% and 541 MB; no limit at GOGC=100, 11% and 662 MB. The
	// collector's share falls about as 1/headroom while the resident size
	// grows with it; 160 keeps the bulk fixes, whose live heap is lower,
	// within about three times the source (a dry run of PC0037 over Base
	// Application: 307 MB for 102 MB of source, where 185 would let it
	// reach about 365). A cold analysis gets under both 15% and three
	// times the source only when its live heap shrinks.
	//
	// Measured again with the live heap at about 210 MB (shared messages,
	// a compact declaration interner; 2026-12-07, same run, load average
	// about 2, runtime/metrics GC share, resident KiB by /usr/bin/time for
	// 100,105 KiB of source): 160 gave GC 17.8% and 356,776 KiB (3.6x the
	// source); 175, 15.6% and 399,408 KiB; 190, 13.0% and 438,804 KiB.
	// A real commit of PC0037's fixes: 160, GC 26% and 352,792 KiB; 175,
	// 24% and 399,824 KiB. 160 stays.
	//
	// Measured again with the live heap smaller (a shared rule table,
	// compact string sets, parse arrays of large files not pooled;
	// 2026-12-07, the same run on a private copy of BCApps, load average
	// 10-14 from other work, 100,105 KiB of source, 109.8 MB counted
	// with dependencies): the live heap peaks at 195-230 MB while the
	// results are written. 160 gave GC 17.1-17.2% and 330,824-331,820 KiB
	// (the limit followed a 229 MB live heap to 367 MB); 140, GC 20.1%
	// and 292,836 KiB (three runs 292,356-292,836: the base limit, 279 MB,
	// held throughout); 140 with the base limit 32 MB higher (reserve
	// 16 MiB), GC 14.5-15.1% and 326,244 KiB. Collection stays under 15%
	// only with a limit that lets the resident size pass three times the
	// source while the results are written (about 200 MB live of which
	// 75 MB are three copies of the findings); 140 keeps the bound.
	liveHeadroom = 140
)

// gcPercent is the collector's pacing (GOGC) Apply sets with the limit.
// The limit bounds the heap of a large project; the pacing decides how
// often the heap is collected while it is far below the limit, and at the
// runtime's 100 a cold analysis of Base Application ran about half of its
// 80 collections on the way up, marking a heap that doubles between them.
// At 400 a small heap grows fivefold between collections, never past the
// limit (at least the floor). Measured 2026-12-07, Base Application with
// every analyzer, two runs each, load average 0.7-1.3: 100 gave GC
// 14.1-14.8% and 293,688-293,760 KiB; 400, 13.1-13.2% and 293,808-295,044
// KiB.
const gcPercent = 400

// Limit is the soft memory limit for a process serving source bytes of AL
// code (its projects' and their dependencies').
func Limit(source int64) int64 {
	return max(perSourceByte*source-reserve, floor)
}

// A Run is what the process does with its memory, which decides how the
// limit follows the live heap (Follow).
type Run int

const (
	// OneShot is a command that analyses, fixes or exports and exits: its
	// peak is its cost (CI runs several side by side), so the limit counts
	// only the live heap beyond the base, and its peak stays at about three
	// times the source. Counting what the runtime holds beside the objects
	// too raised a cold analysis of Base Application with every analyzer
	// from 294,272-295,968 to 313,104-320,192 KiB (2026-12-07, two pairs).
	OneShot Run = iota
	// Session is a server: it keeps every file's results, the summary and
	// the name index between calls (about twice the source live), and each
	// call allocates on top. The limit leaves it liveHeadroom's room over
	// the live objects and what the runtime holds beside them, so that a
	// call is not collected back to back.
	Session
)

// Apply sets the soft memory limit for source bytes of AL code and a
// process of the given run, unless GOMEMLIMIT is set in the environment,
// and returns the limit in force (math.MaxInt64 when there is none). With
// the limit, the collector paces at gcPercent, unless GOGC is set in the
// environment.
//
// From then on the limit follows the live heap (see Follow).
func Apply(source int64, run Run) int64 {
	if os.Getenv("GOMEMLIMIT") != "" {
		return debug.SetMemoryLimit(-1)
	}
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
	limit := Limit(source)
	session.Store(run == Session)
	base.Store(limit)
	debug.SetMemoryLimit(limit)
	startFollowing()
	return limit
}

// Follow is the soft limit for a base limit (Limit's) when the last
// collection found live bytes of heap live and the runtime holds held
// bytes besides the objects that count (see heldBeyondObjects; 0 for a
// OneShot run): the base, or liveHeadroom percent of the live heap plus
// held when that is more.
//
// The soft limit counts all the memory the runtime holds, not the objects
// alone: the room for the heap to grow before the next collection is the
// limit less the live objects and what is held beside them. In a session
// that has analysed Base Application (every analyzer, 2026-12-07) that
// was 60-70 MB (44 MB of it free slots in spans still in use) on 200 MB
// live: a limit of 1.4 x live left the heap 15-20 MB to grow, and a
// declaration edit (75 MB allocated) ran 3-5 collections back to back.
// Counting it gives a Session the growth room liveHeadroom stands for.
func Follow(base, live, held int64) int64 {
	return max(base, live/100*liveHeadroom+held)
}

// base is the limit Apply set last (0: none); session, whether Apply was
// for a Session; following, whether the collections are followed.
var (
	base      atomic.Int64
	session   atomic.Bool
	following sync.Once
)

// startFollowing re-applies Follow after every collection: an object with
// a finalizer, made anew by each finalizer run, is freed by each cycle.
func startFollowing() {
	following.Do(func() { arm() })
}

// sentinel must not be a tiny allocation (those may never be finalized).
type sentinel struct{ _ [32]byte }

func arm() {
	runtime.SetFinalizer(&sentinel{}, func(*sentinel) {
		adjust()
		arm()
	})
}

// heapMetrics are what adjust reads: the live heap, and the memory
// classes from which heldBeyondObjects is computed.
var heapMetrics = []metrics.Sample{
	{Name: "/gc/heap/live:bytes"},
	{Name: "/memory/classes/total:bytes"},
	{Name: "/memory/classes/heap/released:bytes"},
	{Name: "/memory/classes/heap/free:bytes"},
	{Name: "/memory/classes/heap/objects:bytes"},
}

// heldBeyondObjects is the memory the soft limit counts that neither holds
// objects nor can be returned to the system to meet the limit: free slots
// in spans that hold objects, the runtime's metadata, stacks and the rest
// (total less released, free and objects). Free spans are left out: the
// runtime returns them when the heap nears the limit.
func heldBeyondObjects(total, released, free, objects uint64) int64 {
	return max(int64(total)-int64(released)-int64(free)-int64(objects), 0)
}

// adjust sets the limit for the live heap now: Follow's, raised while
// the collector thrashes (see thrash).
func adjust() {
	b := base.Load()
	if b <= 0 {
		return
	}
	metrics.Read(heapMetrics)
	var v [5]uint64
	for i, s := range heapMetrics {
		if s.Value.Kind() != metrics.KindUint64 {
			return
		}
		v[i] = s.Value.Uint64()
	}
	live, held := int64(v[0]), int64(0)
	if session.Load() {
		held = heldBeyondObjects(v[1], v[2], v[3], v[4])
	}
	cpu := ReadCPU()
	thrashMu.Lock()
	defer thrashMu.Unlock()
	thrashing = thrashing.next(cpu, live)
	debug.SetMemoryLimit(thrashing.limit(Follow(b, live, held), live))
}

// A thrash is what the collections so far say of the collector's share
// of the process's CPU. When a session's live heap sits close under its
// limit, the heap may grow by little between collections and the
// collector runs back to back (a server paging through 215,000 findings
// after a cold analysis of Base Application: 718 collections, 67% of the
// CPU, 3.7 times the same paging after a restart whose live heap is half).
// While the smoothed share stays above thrashHigh the limit grows by a
// quarter of the live heap per collection, up to twice the live heap (the
// runtime's own pacing without a limit); below thrashLow it gives a
// quarter back per collection. Measured (2026-12-07, Base Application,
// every analyzer): a cold analysis's smoothed share stays under 30% and its
// peak keeps Follow's limit (284,252-284,344 KiB); a fix commit of PC0037
// too (262,632 KiB); the server's paging after a cold start went from 108
// to 24 CPU-s (0.86 of a restarted server's), its heap then allowed up to
// twice the live one. At thresholds 40/20% a cold analysis reached
// 299,468 KiB and a fix commit 295,100.
type thrash struct {
	last   CPU
	share  float64 // smoothed over collections
	extra  int64   // bytes above Follow's limit
	primed bool
}

const (
	thrashHigh = 0.50
	thrashLow  = 0.25
)

var (
	thrashMu  sync.Mutex
	thrashing thrash
)

// next is t after a collection that found live bytes of heap live, the
// process's CPU figures being cpu.
func (t thrash) next(cpu CPU, live int64) thrash {
	if !t.primed {
		return thrash{last: cpu, primed: true}
	}
	d := cpu.Since(t.last)
	t.last = cpu
	if d.Busy <= 0 {
		return t
	}
	t.share = 0.75*t.share + 0.25*d.GCShare()
	switch {
	case t.share > thrashHigh:
		t.extra = min(t.extra+live/4, live)
	case t.share < thrashLow:
		t.extra = max(t.extra-live/4, 0)
	}
	return t
}

// limit is the soft limit for Follow's limit follow and the live heap:
// follow plus what the thrash added, never above twice the live heap
// unless follow is.
func (t thrash) limit(follow, live int64) int64 {
	return max(follow, min(follow+t.extra, 2*live))
}

// CPU is the process's CPU time so far by the runtime's own estimate
// (runtime/metrics): spent collecting garbage, and spent at all (idle time
// left out). Only differences of two readings and their ratio mean
// something; the runtime updates these figures at collections.
type CPU struct {
	GC, Busy float64 // seconds
}

var cpuMetrics = []string{"/cpu/classes/gc/total:cpu-seconds", "/cpu/classes/total:cpu-seconds", "/cpu/classes/idle:cpu-seconds"}

// ReadCPU returns the CPU figures of the process so far.
func ReadCPU() CPU {
	s := make([]metrics.Sample, len(cpuMetrics))
	for i, name := range cpuMetrics {
		s[i].Name = name
	}
	metrics.Read(s)
	v := func(i int) float64 {
		if s[i].Value.Kind() != metrics.KindFloat64 {
			return 0
		}
		return s[i].Value.Float64()
	}
	return CPU{GC: v(0), Busy: v(1) - v(2)}
}

// Since returns the CPU figures from an earlier reading to c.
func (c CPU) Since(earlier CPU) CPU { return CPU{GC: c.GC - earlier.GC, Busy: c.Busy - earlier.Busy} }

// GCShare is the fraction of the busy CPU time spent collecting garbage (0
// when there was none).
func (c CPU) GCShare() float64 {
	if c.Busy <= 0 {
		return 0
	}
	return c.GC / c.Busy
}
