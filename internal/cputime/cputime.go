// Package cputime reports the CPU time (user plus system) the running
// process has used: what benchmarks and scale tests report next to wall
// time, because the machines they run on are shared. It is for measuring
// only; nothing decides behaviour on it.
package cputime

import "time"

// Process returns the CPU time the process has used so far, and false when
// the system does not say (then the duration is 0).
func Process() (time.Duration, bool) { return process() }

// Used is Process without the flag, for reports where 0 reads as "unknown".
func Used() time.Duration {
	d, _ := process()
	return d
}
