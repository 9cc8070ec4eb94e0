package filekind

import (
	"io/fs"
	"testing"
)

func TestOf(t *testing.T) {
	for mode, want := range map[fs.FileMode]string{
		0o644:                             "a regular file",
		fs.ModeDir | 0o755:                "a folder",
		fs.ModeNamedPipe:                  "a named pipe",
		fs.ModeDevice | fs.ModeCharDevice: "a character device",
		fs.ModeDevice:                     "a device",
		fs.ModeSocket:                     "a socket",
		fs.ModeSymlink | 0o777:            "a symbolic link",
		fs.ModeIrregular:                  "a file of mode ?---------",
	} {
		if got := Of(mode); got != want {
			t.Errorf("Of(%v) = %q, want %q", mode, got, want)
		}
	}
}
