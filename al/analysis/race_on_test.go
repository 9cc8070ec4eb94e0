//go:build race

package analysis

// raceEnabled: the race detector's own allocations move collections, so
// assertions that hold between two collections are skipped.
const raceEnabled = true
