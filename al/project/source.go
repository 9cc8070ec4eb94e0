package project

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/alfix/alfix/internal/filekind"
)

// DefaultMaxFileSize is the largest AL source file alfix analyses unless
// configured otherwise: 8 MiB, over five times the largest file of
// Microsoft's BCApps (1.5 MB). Larger files are reported as skipped, not
// parsed: a generated 50 MB file would cost gigabytes of memory.
const DefaultMaxFileSize = 8 << 20

// ErrNotRegular is the error of ReadSource for a path that is not a regular
// file (a FIFO, a device, a socket, a folder), also after following
// symbolic links: reading one could block forever or never end.
var ErrNotRegular = errors.New("not a regular file")

// ErrTooLarge is matched (errors.Is) by a *TooLargeError.
var ErrTooLarge = errors.New("file too large")

// TooLargeError says that a file is over the size limit.
type TooLargeError struct {
	Path  string
	Size  int64 // bytes; for a file that grew while it was read, at least Limit+1
	Limit int64
}

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("%s: %d bytes is over the file size limit of %d bytes", e.Path, e.Size, e.Limit)
}

// Is reports whether target is ErrTooLarge.
func (e *TooLargeError) Is(target error) bool { return target == ErrTooLarge }

// ReadSource reads a source file of at most limit bytes (limit <= 0 means
// DefaultMaxFileSize). It opens path without blocking (a FIFO does not wait
// for a writer), checks on the open file that it is a regular file
// (ErrNotRegular otherwise) and not over the limit (a *TooLargeError), and
// reads at most limit+1 bytes, so a file that grows while it is read is
// refused, never read without bound. It returns the file's information as
// it was when opened.
func ReadSource(path string, limit int64) ([]byte, fs.FileInfo, error) {
	if limit <= 0 {
		limit = DefaultMaxFileSize
	}
	f, fi, err := OpenRegular(path)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	if fi.Size() > limit {
		return nil, nil, &TooLargeError{Path: path, Size: fi.Size(), Limit: limit}
	}
	buf := make([]byte, 0, fi.Size()+1) // +1: reaching EOF needs room for one more read
	for int64(len(buf)) <= limit {
		if len(buf) == cap(buf) {
			buf = append(buf, 0)[:len(buf)]
		}
		want := min(int64(cap(buf)), limit+1)
		n, err := f.Read(buf[len(buf):want])
		buf = buf[:len(buf)+n]
		if err == io.EOF {
			return buf, fi, nil
		}
		if err != nil {
			return nil, nil, fmt.Errorf("reading %s: %w", path, err)
		}
	}
	return nil, nil, &TooLargeError{Path: path, Size: int64(len(buf)), Limit: limit}
}

// OpenRegular opens path for reading if it is a regular file (following
// symbolic links), without blocking: a FIFO, also one that replaced the
// file since it was checked, does not wait for a writer. It checks the open
// file (ErrNotRegular otherwise) and returns its information as opened.
// The caller closes the file.
func OpenRegular(path string) (*os.File, fs.FileInfo, error) {
	// A cheap check first: on systems without non-blocking opens it keeps
	// FIFOs from being opened at all.
	if fi, err := os.Stat(path); err != nil {
		return nil, nil, err
	} else if !fi.Mode().IsRegular() {
		return nil, nil, notRegular(path, fi.Mode())
	}
	f, err := openNonBlocking(path)
	if err != nil {
		return nil, nil, err
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	if !fi.Mode().IsRegular() {
		f.Close()
		return nil, nil, notRegular(path, fi.Mode())
	}
	return f, fi, nil
}

func notRegular(path string, mode fs.FileMode) error {
	return fmt.Errorf("%s: %w (%s)", path, ErrNotRegular, filekind.Of(mode))
}
