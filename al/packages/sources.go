package packages

import (
	"archive/zip"
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"net/url"
	"os"
	"path"
	"strings"
)

// SourceIndex lists the AL sources a package embeds (the .al entries of
// its archive, usually below src/), so that a declaration read from
// SymbolReference.json can be matched to its source by its
// ReferenceSourceFileName.
type SourceIndex struct {
	entries map[string]string // sourceKey -> entry name
}

// Len returns the number of embedded .al files.
func (ix *SourceIndex) Len() int {
	if ix == nil {
		return 0
	}
	return len(ix.entries)
}

// Entry returns the archive entry holding the source file ref names (a
// ReferenceSourceFileName such as "OAuth2/OAuth2.Codeunit.al", relative to
// src/ or to the package root). Names are compared ignoring case, slash
// direction and percent-encoding, which packages apply once more to entry
// names than to references.
func (ix *SourceIndex) Entry(ref string) (string, bool) {
	if ix == nil || ref == "" {
		return "", false
	}
	for _, k := range []string{sourceKey("src/" + ref), sourceKey(ref)} {
		if e, ok := ix.entries[k]; ok {
			return e, true
		}
	}
	return "", false
}

// sourceKey normalises a source path for comparison.
func sourceKey(name string) string {
	name = strings.ReplaceAll(name, `\`, "/")
	for range 3 {
		if !strings.Contains(name, "%") {
			break
		}
		dec, err := url.PathUnescape(name)
		if err != nil || dec == name {
			break
		}
		name = dec
	}
	return strings.ToLower(path.Clean(strings.TrimPrefix(name, "/")))
}

// ListSources reads the archive directory of the package at path and lists
// its embedded AL sources. A runtime package has none (an empty index, no
// error); a malformed package is an error naming the file.
func ListSources(path string, lim Limits) (*SourceIndex, error) {
	zr, closeFn, err := openArchive(path, lim)
	if err != nil {
		return nil, err
	}
	defer closeFn()
	ix := &SourceIndex{entries: map[string]string{}}
	if zr == nil {
		return ix, nil
	}
	for _, f := range zr.File {
		if strings.HasSuffix(strings.ToLower(f.Name), ".al") {
			ix.entries[sourceKey(f.Name)] = f.Name
		}
	}
	return ix, nil
}

// ReadSource returns the content of one archive entry of the package at
// path (an entry SourceIndex.Entry returned), at most maxBytes of it: a
// larger entry is an error wrapping ErrTooLarge.
func ReadSource(path, entry string, lim Limits, maxBytes int64) ([]byte, error) {
	zr, closeFn, err := openArchive(path, lim)
	if err != nil {
		return nil, err
	}
	defer closeFn()
	if zr == nil {
		return nil, fmt.Errorf("%s: a runtime package holds no sources", path)
	}
	for _, f := range zr.File {
		if f.Name != entry {
			continue
		}
		if f.UncompressedSize64 > uint64(maxBytes) {
			return nil, fmt.Errorf("%s: %w: %s is %d bytes (limit %d)", path, ErrTooLarge, entry, f.UncompressedSize64, maxBytes)
		}
		l := lim.withDefaults()
		l.MaxEntrySize = maxBytes
		rc, err := openEntry(f, l)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		defer rc.Close()
		b, err := io.ReadAll(rc)
		if err != nil {
			return nil, fmt.Errorf("%s: %w: %v", path, ErrMalformed, err)
		}
		return b, nil
	}
	return nil, fmt.Errorf("%s: no entry %s", path, entry)
}

// openArchive opens the ZIP content of a package: nil for a runtime
// package; for a Ready2Run wrapper, the inner package's (in place or
// through a temporary file). closeFn releases the files.
func openArchive(path string, lim Limits) (zr *zip.Reader, closeFn func(), err error) {
	lim = lim.withDefaults()
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	closeFn = func() { f.Close() }
	fi, err := f.Stat()
	if err != nil {
		closeFn()
		return nil, nil, err
	}
	zr, release, err := archiveOf(f, fi.Size(), lim, 0)
	if err != nil {
		closeFn()
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	return zr, func() { release(); f.Close() }, nil
}

// archiveOf opens the archive of a package held by r; release frees what
// a Ready2Run wrapper's inner package took (never nil when err is nil).
func archiveOf(r io.ReaderAt, size int64, lim Limits, depth int) (zr *zip.Reader, release func(), err error) {
	if size > lim.MaxFileSize {
		return nil, nil, fmt.Errorf("%w: %d bytes (limit %d)", ErrTooLarge, size, lim.MaxFileSize)
	}
	if size < headerSize {
		return nil, nil, ErrNotAPackage
	}
	var hdr [headerSize]byte
	if _, err := r.ReadAt(hdr[:], 0); err != nil {
		return nil, nil, fmt.Errorf("%w: reading the header: %v", ErrMalformed, err)
	}
	if !bytes.Equal(hdr[0:4], navxMagic) || !bytes.Equal(hdr[36:40], navxMagic) {
		return nil, nil, ErrNotAPackage
	}
	length := binary.LittleEndian.Uint64(hdr[28:36])
	if length > uint64(size-headerSize) || length < 4 {
		return nil, nil, fmt.Errorf("%w: content length %d does not fit the file (%d bytes)", ErrMalformed, length, size)
	}
	content := io.NewSectionReader(r, headerSize, int64(length))
	var magic [4]byte
	if _, err := content.ReadAt(magic[:], 0); err != nil {
		return nil, nil, fmt.Errorf("%w: empty content", ErrMalformed)
	}
	if string(magic[:]) == ".NEA" {
		return nil, func() {}, nil
	}
	zr, err = zip.NewReader(content, int64(length))
	if err != nil {
		return nil, nil, fmt.Errorf("%w: %v", ErrMalformed, err)
	}
	if len(zr.File) > lim.MaxEntries {
		return nil, nil, fmt.Errorf("%w: %d archive entries (limit %d)", ErrTooLarge, len(zr.File), lim.MaxEntries)
	}
	var manifest bool
	var inner *zip.File
	for _, f := range zr.File {
		name := strings.ToLower(f.Name)
		switch {
		case name == "navxmanifest.xml":
			manifest = true
		case strings.HasSuffix(name, ".app") && !strings.Contains(name, "/"):
			inner = f
		}
	}
	if manifest || inner == nil || depth > 0 {
		return zr, func() {}, nil
	}
	// A Ready2Run wrapper: the sources are the inner package's, read in
	// place or through a temporary file (innerPackage).
	ir, isize, release, err := innerPackage(content, inner, lim)
	if err != nil {
		return nil, nil, err
	}
	zr, _, err = archiveOf(ir, isize, lim, depth+1) // depth 1 releases nothing
	if err != nil {
		release()
		return nil, nil, err
	}
	return zr, release, nil
}
