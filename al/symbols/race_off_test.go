//go:build !race

package symbols

const raceEnabled = false
