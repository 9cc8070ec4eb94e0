// Package testsize is the one switch between the sizes of the default test
// run and the large sizes of the scheduled job (.ci/large): a test that
// checks a property at scale (thousands of files, hundreds of crash trials,
// every fault with every error) asks Pick for its size, and runs the same
// checks at either size.
//
// The default sizes keep `go test ./...` a fast loop; ALFIX_LARGE_TESTS=1
// selects the large ones. It is for tests only, and it never skips a test:
// a size is not a reason to leave a property unchecked.
package testsize

import "os"

// Env is the environment variable that selects the large sizes: any value
// but "" and "0".
const Env = "ALFIX_LARGE_TESTS"

// Large reports whether the large sizes are selected.
func Large() bool {
	v := os.Getenv(Env)
	return v != "" && v != "0"
}

// Pick returns small, or large when the large sizes are selected.
func Pick[T any](small, large T) T {
	if Large() {
		return large
	}
	return small
}
