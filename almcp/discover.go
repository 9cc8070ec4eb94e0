package almcp

import (
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
)

// EnvDevTools is the environment variable naming a BC Development Tools
// folder, searched before the VS Code AL extensions.
const EnvDevTools = "BCDEVELOPMENTTOOLSPATH"

// extensionPrefix starts the folder name of the AL Language extension.
const extensionPrefix = "ms-dynamics-smb.al-"

// Discovery is the outcome of looking for altool.
type Discovery struct {
	// Path is the altool executable found, or "" when none was found.
	Path string
	// Checked lists the places looked at, in order, for messages.
	Checked []string
}

// Found reports whether altool was found.
func (d Discovery) Found() bool { return d.Path != "" }

// Locator describes where to look for altool. The zero value is not useful;
// [Discover] uses the running system's values.
type Locator struct {
	Home   string                  // the user's home folder
	Getenv func(key string) string // environment lookup
	GOOS   string                  // "linux", "darwin", "windows"
}

// Discover looks for altool on this machine: first in $BCDEVELOPMENTTOOLSPATH,
// then in the newest AL Language extension under ~/.vscode*/extensions.
// Not finding it is a normal outcome, not an error. It only reads a few
// directories, so it is quick.
func Discover() Discovery {
	home, _ := os.UserHomeDir()
	return Locator{Home: home, Getenv: os.Getenv, GOOS: runtime.GOOS}.Find()
}

// Find looks for altool as described at [Discover].
func (l Locator) Find() Discovery {
	var d Discovery
	exe := "altool"
	if l.GOOS == "windows" {
		exe = "altool.exe"
	}
	osDir := map[string]string{"windows": "win32", "linux": "linux", "darwin": "darwin"}[l.GOOS]
	try := func(dir string) bool {
		p := filepath.Join(dir, exe)
		d.Checked = append(d.Checked, p)
		if isExecutableFile(p, l.GOOS) {
			d.Path = p
			return true
		}
		return false
	}
	if l.Getenv != nil {
		if root := strings.TrimSpace(l.Getenv(EnvDevTools)); root != "" {
			dirs := []string{root}
			if osDir != "" {
				dirs = append(dirs, filepath.Join(root, osDir), filepath.Join(root, "bin", osDir))
			}
			// Framework folders such as net8.0, newest first.
			if tfms, _ := filepath.Glob(filepath.Join(root, "net*")); len(tfms) > 0 {
				sortNewestFirst(tfms, "net")
				dirs = append(dirs, tfms...)
			}
			for _, dir := range dirs {
				if try(dir) {
					return d
				}
			}
		}
	}
	if l.Home == "" || osDir == "" {
		return d
	}
	exts, _ := filepath.Glob(filepath.Join(l.Home, ".vscode*", "extensions", extensionPrefix+"*"))
	sortNewestFirst(exts, extensionPrefix)
	for _, ext := range exts {
		if try(filepath.Join(ext, "bin", osDir)) {
			return d
		}
	}
	if len(exts) == 0 {
		d.Checked = append(d.Checked, filepath.Join(l.Home, ".vscode*", "extensions", extensionPrefix+"*", "bin", osDir, exe))
	}
	return d
}

func isExecutableFile(p, goos string) bool {
	fi, err := os.Stat(p)
	if err != nil || !fi.Mode().IsRegular() {
		return false
	}
	return goos == "windows" || fi.Mode().Perm()&0o111 != 0
}

// sortNewestFirst orders paths by the version in their base names after
// prefix, highest first; equal versions fall back to the name.
func sortNewestFirst(paths []string, prefix string) {
	sort.SliceStable(paths, func(i, j int) bool {
		vi := parseVersion(strings.TrimPrefix(filepath.Base(paths[i]), prefix))
		vj := parseVersion(strings.TrimPrefix(filepath.Base(paths[j]), prefix))
		if c := compareVersions(vi, vj); c != 0 {
			return c > 0
		}
		return paths[i] > paths[j]
	})
}

// parseVersion reads the leading dotted numbers of s ("16.2.1" from
// "16.2.1-win32-x64"); parts that are not numbers end it.
func parseVersion(s string) []int {
	if i := strings.IndexAny(s, "-+_ "); i >= 0 {
		s = s[:i]
	}
	var v []int
	for _, part := range strings.Split(s, ".") {
		n, err := strconv.Atoi(part)
		if err != nil || n < 0 {
			break
		}
		v = append(v, n)
	}
	return v
}

// compareVersions compares numerically, part by part; a missing part
// counts as 0.
func compareVersions(a, b []int) int {
	for i := 0; i < len(a) || i < len(b); i++ {
		x, y := 0, 0
		if i < len(a) {
			x = a[i]
		}
		if i < len(b) {
			y = b[i]
		}
		if x != y {
			if x > y {
				return 1
			}
			return -1
		}
	}
	return 0
}
