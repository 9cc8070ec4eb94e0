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

// --version is the version command; a build without a module version or
// VCS revision still names itself by its executable's hash, never "devel"
// alone (SARIF's tool version says the same).
func TestVersionFlagAndBuildName(t *testing.T) {
	code, out, _ := runCLI(t, "", "--version")
	_, want, _ := runCLI(t, "", "version")
	if code != 0 || out != want {
		t.Errorf("--version: exit %d %q, want %q", code, out, want)
	}
	if v := buildVersion(); v == "devel" || v == "" {
		t.Errorf("buildVersion %q", v)
	}
}
