//go:build race

package symbols

// raceEnabled: the race detector drops sync.Pool items at random, so
// allocation counts of pooled code are not asserted.
const raceEnabled = true
