// Package filekind names the kind of a file that alfix will not read as a
// regular file (a folder, a named pipe, a device, ...) for messages, in one
// wording for every package that refuses such a file.
//
// It only names: it does not decide whether a file is read, skipped or
// refused (the callers do), and it does not touch the file system.
package filekind

import "io/fs"

// Of names the kind of a file of the given mode, with its article: "a
// folder", "a named pipe", "a character device", "a device", "a socket", "a
// symbolic link"; any other kind is named by its mode bits. A regular file
// is "a regular file".
func Of(mode fs.FileMode) string {
	switch {
	case mode.IsRegular():
		return "a regular file"
	case mode.IsDir():
		return "a folder"
	case mode&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case mode&fs.ModeCharDevice != 0:
		return "a character device"
	case mode&fs.ModeDevice != 0:
		return "a device"
	case mode&fs.ModeSocket != 0:
		return "a socket"
	case mode&fs.ModeSymlink != 0:
		return "a symbolic link"
	}
	return "a file of mode " + mode.Type().String()
}
