package main

import (
	"strings"
	"testing"
)

func TestVersion(t *testing.T) {
	code, out, _ := runCLI(t, "", "version")
	if code != 0 || !strings.HasPrefix(out, "alfix ") || !strings.Contains(out, "go1.") {
		t.Errorf("exit %d: %q", code, out)
	}
	if code, _, _ := runCLI(t, "", "version", "extra"); code != 2 {
		t.Errorf("extra argument: exit %d", code)
	}
}
