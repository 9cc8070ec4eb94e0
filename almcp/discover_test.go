package almcp

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// makeTool creates dir/name, executable or not.
func makeTool(t *testing.T, dir, name string, exec bool) string {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, name)
	mode := os.FileMode(0o644)
	if exec {
		mode = 0o755
	}
	if err := os.WriteFile(p, []byte("#!/bin/sh\n"), mode); err != nil {
		t.Fatal(err)
	}
	return p
}

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestFindNewestExtension(t *testing.T) {
	home := t.TempDir()
	ext := func(vscode, name string) string {
		return filepath.Join(home, vscode, "extensions", name, "bin", "linux")
	}
	makeTool(t, ext(".vscode", "ms-dynamics-smb.al-16.2.1"), "altool", true)
	want := makeTool(t, ext(".vscode", "ms-dynamics-smb.al-16.10.0"), "altool", true)
	makeTool(t, ext(".vscode-insiders", "ms-dynamics-smb.al-9.9.9"), "altool", true)
	// Newer, but without a Linux altool: skipped.
	makeTool(t, filepath.Join(home, ".vscode", "extensions", "ms-dynamics-smb.al-17.0.5", "bin", "win32"), "altool.exe", true)
	// Newer, but not executable: skipped.
	makeTool(t, ext(".vscode-server", "ms-dynamics-smb.al-16.11.0"), "altool", false)
	// Not the AL extension.
	makeTool(t, ext(".vscode", "ms-dynamics-smb.alx-99.0.0"), "altool", true)

	d := Locator{Home: home, Getenv: env(nil), GOOS: "linux"}.Find()
	if d.Path != want {
		t.Fatalf("Find = %q; want %q (checked %q)", d.Path, want, d.Checked)
	}
	if !d.Found() || len(d.Checked) == 0 {
		t.Errorf("Found = %v, Checked = %q", d.Found(), d.Checked)
	}

	// Windows: altool.exe under win32 wins, exec bits do not matter.
	d = Locator{Home: home, Getenv: env(nil), GOOS: "windows"}.Find()
	if wantWin := filepath.Join(home, ".vscode", "extensions", "ms-dynamics-smb.al-17.0.5", "bin", "win32", "altool.exe"); d.Path != wantWin {
		t.Errorf("Find(windows) = %q; want %q", d.Path, wantWin)
	}
	// macOS: none installed.
	if d := (Locator{Home: home, Getenv: env(nil), GOOS: "darwin"}).Find(); d.Found() {
		t.Errorf("Find(darwin) = %q; want not found", d.Path)
	}
}

func TestFindDevToolsFirst(t *testing.T) {
	home := t.TempDir()
	makeTool(t, filepath.Join(home, ".vscode", "extensions", "ms-dynamics-smb.al-16.0.0", "bin", "linux"), "altool", true)
	tools := t.TempDir()
	makeTool(t, filepath.Join(tools, "net6.0"), "altool", true)
	want := makeTool(t, filepath.Join(tools, "net8.0"), "altool", true)
	d := Locator{Home: home, Getenv: env(map[string]string{EnvDevTools: tools}), GOOS: "linux"}.Find()
	if d.Path != want {
		t.Errorf("Find = %q; want %q (checked %q)", d.Path, want, d.Checked)
	}
	wantRoot := makeTool(t, tools, "altool", true)
	if d := (Locator{Home: home, Getenv: env(map[string]string{EnvDevTools: tools}), GOOS: "linux"}).Find(); d.Path != wantRoot {
		t.Errorf("Find = %q; want the root %q", d.Path, wantRoot)
	}
	// A DevTools folder without altool falls through to the extension.
	empty := t.TempDir()
	d = Locator{Home: home, Getenv: env(map[string]string{EnvDevTools: empty}), GOOS: "linux"}.Find()
	if filepath.Base(filepath.Dir(filepath.Dir(filepath.Dir(d.Path)))) != "ms-dynamics-smb.al-16.0.0" {
		t.Errorf("Find = %q; want the extension's altool", d.Path)
	}
	if !slices.Contains(d.Checked, filepath.Join(empty, "altool")) {
		t.Errorf("Checked = %q; want the DevTools folder listed", d.Checked)
	}
}

func TestFindNothing(t *testing.T) {
	d := Locator{Home: t.TempDir(), Getenv: env(nil), GOOS: "linux"}.Find()
	if d.Found() || d.Path != "" {
		t.Errorf("Find = %q; want not found", d.Path)
	}
	if len(d.Checked) == 0 {
		t.Error("Checked is empty; want the searched pattern listed for the message")
	}
	// No home, unknown system: not found, no panic.
	if d := (Locator{GOOS: "plan9"}).Find(); d.Found() {
		t.Errorf("Find(plan9) = %q", d.Path)
	}
}

func TestDiscoverOnThisMachine(t *testing.T) {
	// On CI no AL tools are installed; either way Discover must answer
	// without error and report a path only if it exists.
	d := Discover()
	if d.Found() {
		if _, err := os.Stat(d.Path); err != nil {
			t.Errorf("Discover found %q, which does not exist: %v", d.Path, err)
		}
	}
}

func TestVersionOrder(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want int
	}{
		{"16.10.0", "16.2.1", 1},
		{"16.2.1", "16.2.1", 0},
		{"16.2", "16.2.0", 0},
		{"17.0.1234567", "16.99.0", 1},
		{"16.2.1-win32-x64", "16.2.2", -1},
		{"x", "0.0.1", -1},
	} {
		if got := compareVersions(parseVersion(tc.a), parseVersion(tc.b)); got != tc.want {
			t.Errorf("compare(%q, %q) = %d; want %d", tc.a, tc.b, got, tc.want)
		}
	}
}

func BenchmarkDiscover(b *testing.B) {
	for b.Loop() {
		Discover()
	}
}
