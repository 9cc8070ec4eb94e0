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
// continuously (up to half the CPU), which is what this policy must avoid.
//
// The package must not know where the source size comes from or what the
// process does with its memory.
package memlimit

import (
	"os"
	"runtime/debug"
	"runtime/metrics"
)

const (
	// perSourceByte is the resident bytes allowed per byte of AL source.
	perSourceByte = 3
	// reserve is left out of the soft limit for memory the runtime does
	// not count as its own (the program's code, the cache file's mapping).
	reserve = 48 << 20
	// floor is the smallest soft limit: small projects are dominated by
	// the fixed cost of the rules and the runtime, not by their source.
	floor = 128 << 20
)

// Limit is the soft memory limit for a process serving source bytes of AL
// code (its projects' and their dependencies').
func Limit(source int64) int64 {
	return max(perSourceByte*source-reserve, floor)
}

// Apply sets the soft memory limit for source bytes of AL code, unless
// GOMEMLIMIT is set in the environment, and returns the limit in force
// (math.MaxInt64 when there is none). The collector's pacing is left at the
// runtime's default, or GOGC from the environment.
func Apply(source int64) int64 {
	if os.Getenv("GOMEMLIMIT") != "" {
		return debug.SetMemoryLimit(-1)
	}
	limit := Limit(source)
	debug.SetMemoryLimit(limit)
	return limit
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
