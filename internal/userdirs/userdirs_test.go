package userdirs

import (
	"os"
	"path/filepath"
	"testing"
)

func TestConfigDirFromEnv(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(ConfigDirEnv, dir+string(filepath.Separator)+".")
	got, err := ConfigDir()
	if err != nil || got != dir {
		t.Fatalf("ConfigDir() = %q, %v; want %q", got, err, dir)
	}
}

func TestConfigDirRelativeEnvFails(t *testing.T) {
	t.Setenv(ConfigDirEnv, "relative/dir")
	if got, err := ConfigDir(); err == nil {
		t.Fatalf("ConfigDir() = %q, want an error for a relative path", got)
	}
}

func TestConfigDirDefault(t *testing.T) {
	t.Setenv(ConfigDirEnv, "")
	home := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", home) // os.UserConfigDir on unix
	t.Setenv("HOME", home)
	t.Setenv("AppData", home) // windows
	base, err := os.UserConfigDir()
	if err != nil {
		t.Skip(err)
	}
	got, err := ConfigDir()
	if want := filepath.Join(base, appDir); err != nil || got != want {
		t.Fatalf("ConfigDir() = %q, %v; want %q", got, err, want)
	}
}

func TestPrivateDirs(t *testing.T) {
	root := t.TempDir()
	real := filepath.Join(root, "real")
	if err := os.MkdirAll(real, 0o700); err != nil {
		t.Fatal(err)
	}
	cfg := filepath.Join(root, "cfg")
	if err := os.Symlink(real, cfg); err != nil {
		t.Skip("no symbolic links:", err)
	}
	t.Setenv(ConfigDirEnv, cfg)
	xdg := filepath.Join(root, "xdg")
	t.Setenv("XDG_CONFIG_HOME", xdg)
	t.Setenv("HOME", root)
	t.Setenv("AppData", xdg)
	base, err := os.UserConfigDir()
	if err != nil {
		t.Skip(err)
	}
	got := PrivateDirs()
	want := []string{cfg, real, filepath.Join(base, appDir)} // the default does not exist: as written only
	if len(got) != len(want) {
		t.Fatalf("PrivateDirs() = %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("PrivateDirs() = %q, want %q", got, want)
		}
	}
}

func TestIsPrivateFile(t *testing.T) {
	root := t.TempDir()
	cfg := filepath.Join(root, "cfg")
	if err := os.MkdirAll(cfg, 0o700); err != nil {
		t.Fatal(err)
	}
	t.Setenv(ConfigDirEnv, cfg)
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(root, "xdg"))
	t.Setenv("AppData", filepath.Join(root, "xdg"))
	key := filepath.Join(cfg, "txn.key")
	other := filepath.Join(root, "other")
	for _, p := range []string{key, other} {
		if err := os.WriteFile(p, []byte("k"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	stat := func(p string) os.FileInfo {
		fi, err := os.Stat(p)
		if err != nil {
			t.Fatal(err)
		}
		return fi
	}
	if IsPrivateFile(stat(other)) || IsPrivateFile(nil) || IsPrivateFile(stat(cfg)) {
		t.Error("a file elsewhere is private")
	}
	hard := filepath.Join(root, "hard")
	if err := os.Link(key, hard); err != nil {
		t.Skip("no hard links:", err)
	}
	if !IsPrivateFile(stat(hard)) || !IsPrivateFile(stat(key)) {
		t.Error("a hard link to the key is not private")
	}
	// Another file with two names, outside the folder, is not.
	if err := os.Link(other, filepath.Join(root, "other2")); err != nil {
		t.Fatal(err)
	}
	if IsPrivateFile(stat(other)) {
		t.Error("a hard-linked file elsewhere is private")
	}
}
