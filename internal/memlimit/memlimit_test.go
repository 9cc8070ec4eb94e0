package memlimit

import (
	"math"
	"os"
	"runtime"
	"runtime/debug"
	"testing"
	"time"
)

func TestLimit(t *testing.T) {
	for _, tc := range []struct {
		source, want int64
	}{
		{0, floor},
		{10 << 20, floor},
		{100 << 20, 300<<20 - reserve},
	} {
		if got := Limit(tc.source); got != tc.want {
			t.Errorf("Limit(%d) = %d, want %d", tc.source, got, tc.want)
		}
	}
	// The limit never exceeds the resident bound it stands for.
	if src := int64(500 << 20); Limit(src) > perSourceByte*src {
		t.Errorf("Limit(%d) = %d is over %d×source", src, Limit(src), perSourceByte)
	}
}

func TestGCShare(t *testing.T) {
	before := ReadCPU()
	var keep [][]byte
	for i := range 2000 {
		keep = append(keep, make([]byte, 64<<10))
		if i%100 == 0 {
			keep = nil
		}
	}
	runtime.GC()
	d := ReadCPU().Since(before)
	if d.GC <= 0 || d.Busy < d.GC {
		t.Fatalf("after collecting: %+v, want 0 < GC <= Busy", d)
	}
	if s := d.GCShare(); s <= 0 || s > 1 {
		t.Errorf("GCShare = %v, want in (0, 1]", s)
	}
	if s := (CPU{}).GCShare(); s != 0 {
		t.Errorf("GCShare of nothing = %v, want 0", s)
	}
	_ = keep
}

func TestFollow(t *testing.T) {
	for _, tc := range []struct{ base, live, held, want int64 }{
		{300 << 20, 100 << 20, 0, 300 << 20},
		{300 << 20, 250 << 20, 0, 250 << 20 / 100 * liveHeadroom},
		{300 << 20, 0, 0, 300 << 20},
		// What the runtime holds beside the objects is room the heap
		// does not have: a session's limit counts it.
		{300 << 20, 200 << 20, 65 << 20, 200<<20/100*liveHeadroom + 65<<20},
		{300 << 20, 100 << 20, 65 << 20, 300 << 20},
	} {
		if got := Follow(tc.base, tc.live, tc.held); got != tc.want {
			t.Errorf("Follow(%d, %d, %d) = %d, want %d", tc.base, tc.live, tc.held, got, tc.want)
		}
	}
}

func TestHeldBeyondObjects(t *testing.T) {
	for _, tc := range []struct {
		total, released, free, objects uint64
		want                           int64
	}{
		{600, 300, 20, 200, 80},
		{300, 0, 100, 200, 0},
		{100, 50, 40, 200, 0}, // readings taken apart: never negative
	} {
		if got := heldBeyondObjects(tc.total, tc.released, tc.free, tc.objects); got != tc.want {
			t.Errorf("heldBeyondObjects(%d, %d, %d, %d) = %d, want %d", tc.total, tc.released, tc.free, tc.objects, got, tc.want)
		}
	}
}

// testLive is the live heap the limit tests hold.
const testLive = 24 << 20

// startLimitTest skips a test of the limit when GOMEMLIMIT is set, undoes
// the limit and the base when it ends, and returns testLive bytes held
// live (holdLiveHeap).
func startLimitTest(t *testing.T) [][]byte {
	if os.Getenv("GOMEMLIMIT") != "" {
		t.Skip("GOMEMLIMIT is set")
	}
	t.Cleanup(func() {
		debug.SetMemoryLimit(math.MaxInt64)
		base.Store(0)
	})
	return holdLiveHeap()
}

// holdLiveHeap allocates testLive bytes that stay live until the returned
// slice is dropped.
func holdLiveHeap() [][]byte {
	keep := make([][]byte, 0, testLive>>16)
	for range testLive >> 16 {
		keep = append(keep, make([]byte, 64<<10))
	}
	return keep
}

// limitAfterCollections applies the policy for run with a base limit far
// below the live heap, collects until the limit follows the live heap (at
// most 100 times) and returns the limit then.
func limitAfterCollections(run Run) int64 {
	Apply(0, run)
	base.Store(1 << 20) // far below what is live
	var got int64
	for range 100 {
		runtime.GC()
		time.Sleep(10 * time.Millisecond) // the finalizer runs after the cycle
		if got = debug.SetMemoryLimit(-1); got >= testLive/100*liveHeadroom {
			break
		}
	}
	return got
}

// A session's limit leaves the heap liveHeadroom's room over the live
// objects and what the runtime holds beside them; a one-shot run's counts
// only the live heap.
func TestSessionLimitCountsHeld(t *testing.T) {
	keep := startLimitTest(t)
	oneShot := limitAfterCollections(OneShot)
	sess := limitAfterCollections(Session)
	runtime.KeepAlive(keep)
	// The runtime always holds some metadata and stacks beside objects.
	if sess <= oneShot {
		t.Errorf("session limit %d, one-shot %d: the session's does not count what the runtime holds", sess, oneShot)
	}
	if sess > 4*oneShot {
		t.Errorf("session limit %d for a one-shot limit %d: more held than objects", sess, oneShot)
	}
}

// After a collection the soft limit is at least liveHeadroom percent of the
// live heap, however low the base limit: the collector never runs back to
// back because the live heap grew past the limit.
func TestLimitFollowsLiveHeap(t *testing.T) {
	keep := startLimitTest(t)
	got := limitAfterCollections(OneShot)
	runtime.KeepAlive(keep)
	if got < testLive/100*liveHeadroom {
		t.Errorf("limit %d after collections with %d bytes live, want at least %d", got, testLive, testLive/100*liveHeadroom)
	}
}

// The figures liveHeadroom was chosen by: a cold every-analyzer analysis
// of Base Application (109.8 MB of source counted with its dependencies)
// peaks at 195-200 MB live most runs; the limit must stay within three
// times the source there (the collector following a live heap that high
// to 160% took the resident size to 331 MB).
func TestHeadroomKeepsBaseApplicationWithinBound(t *testing.T) {
	const source = 109_800_000
	for _, live := range []int64{150_000_000, 195_000_000, 199_000_000} {
		if got := Follow(Limit(source), live, 0); got > perSourceByte*source-reserve {
			t.Errorf("live %d MB: limit %d MB, over %d×source less the reserve", live>>20, got>>20, perSourceByte)
		}
	}
	// Far above that, the limit still follows the live heap.
	if got := Follow(Limit(source), 300_000_000, 0); got < 300_000_000/100*liveHeadroom {
		t.Errorf("live 300 MB: limit %d", got)
	}
}

// TestThrashRaisesTheLimit checks the thrash guard: collections taking
// most of the CPU raise the limit above Follow's by a quarter of the live
// heap each, up to twice the live heap; a collector back under the low
// share gives it back; a collector that never thrashes never raises it.
func TestThrashRaisesTheLimit(t *testing.T) {
	const live, follow = 200 << 20, 280 << 20
	var th thrash
	cpu := CPU{}
	step := func(gcShare float64) {
		cpu = CPU{GC: cpu.GC + gcShare, Busy: cpu.Busy + 1}
		th = th.next(cpu, live)
	}
	step(0.7) // the first reading only primes
	if got := th.limit(follow, live); got != follow {
		t.Fatalf("primed: limit %d, want Follow's %d", got, follow)
	}
	for range 20 {
		step(0.7)
	}
	if got := th.limit(follow, live); got != 2*live {
		t.Errorf("thrashing: limit %d, want twice the live heap %d", got, 2*live)
	}
	for range 40 {
		step(0.05)
	}
	if got := th.limit(follow, live); got != follow {
		t.Errorf("calm again: limit %d, want Follow's %d", got, follow)
	}
	var calm thrash
	cpu = CPU{}
	for range 100 {
		cpu = CPU{GC: cpu.GC + 0.3, Busy: cpu.Busy + 1} // a cold analysis's end
		calm = calm.next(cpu, live)
	}
	if got := calm.limit(follow, live); got != follow {
		t.Errorf("30%% of the CPU in collections: limit %d, want Follow's %d", got, follow)
	}
	// Follow's limit above twice the live heap stays.
	if got := th.limit(5*live, live); got != 5*live {
		t.Errorf("limit %d below Follow's %d", got, 5*live)
	}
}
