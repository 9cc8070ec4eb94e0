package alfix_test

import (
	"os"
	"regexp"
	"strconv"
	"testing"
)

// patchedToolchain is the oldest Go release without the standard-library
// vulnerabilities govulncheck reported reachable from alfix on go1.26.8
// (fixed in go1.26.9 and go1.26.10, among them os.Root.Mkdir following
// junctions on Windows, which txn's portable directory handles use).
var patchedToolchain = [3]int{1, 26, 10}

// TestToolchainWithoutKnownVulnerabilities keeps go.mod's toolchain line at
// or above patchedToolchain: the go command builds alfix with that release
// (GOTOOLCHAIN=auto, as .ci/run sets it), whatever Go is installed.
func TestToolchainWithoutKnownVulnerabilities(t *testing.T) {
	b, err := os.ReadFile("go.mod")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^toolchain go(\d+)\.(\d+)\.(\d+)\s*$`).FindSubmatch(b)
	if m == nil {
		t.Fatal("go.mod has no toolchain line naming a Go release (toolchain goX.Y.Z)")
	}
	var got [3]int
	for i := range got {
		got[i], _ = strconv.Atoi(string(m[i+1]))
	}
	for i := range got {
		if got[i] != patchedToolchain[i] {
			if got[i] < patchedToolchain[i] {
				t.Errorf("go.mod's toolchain is go%d.%d.%d, older than go%d.%d.%d", got[0], got[1], got[2],
					patchedToolchain[0], patchedToolchain[1], patchedToolchain[2])
			}
			return
		}
	}
}
