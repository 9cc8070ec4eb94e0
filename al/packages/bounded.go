package packages

import (
	"archive/zip"
	"compress/flate"
	"errors"
	"fmt"
	"hash"
	"hash/crc32"
	"io"
	"os"
)

// This file holds the readers that keep a hostile package's cost linear in
// the bytes it holds: archive entries bounded by their size and by their
// compression ratio measured against the compressed bytes actually
// consumed (never the sizes the archive's directory declares, which a
// package forges), inner packages of Ready2Run wrappers read without
// holding them in memory, and a filter that collapses JSON whitespace
// (encoding/json rescans a run of whitespace on every refill of its
// buffer, which makes a long run cost time quadratic in its length).

// countingReader counts the bytes read through it.
type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// openEntry opens a ZIP entry for reading within the limits: its declared
// and actual uncompressed size and its compression ratio. The entry is
// decompressed here rather than by archive/zip so that the ratio is
// counted against the compressed bytes consumed.
func openEntry(f *zip.File, lim Limits) (io.ReadCloser, error) {
	if f.UncompressedSize64 > uint64(lim.MaxEntrySize) {
		return nil, fmt.Errorf("%w: %s: %d bytes uncompressed (limit %d)", ErrTooLarge, f.Name, f.UncompressedSize64, lim.MaxEntrySize)
	}
	raw, err := f.OpenRaw()
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %v", ErrMalformed, f.Name, err)
	}
	src := &countingReader{r: raw}
	var rc io.ReadCloser
	switch f.Method {
	case zip.Store:
		rc = io.NopCloser(src)
	case zip.Deflate:
		rc = flate.NewReader(src)
	default:
		return nil, fmt.Errorf("%w: %s: unsupported compression method %d", ErrMalformed, f.Name, f.Method)
	}
	return &boundedEntry{rc: rc, src: src, name: f.Name, declared: int64(f.UncompressedSize64),
		crc: crc32.NewIEEE(), wantCRC: f.CRC32, ratio: lim.MaxRatio}, nil
}

// ratioFloor is how many bytes an entry may produce before its compression
// ratio is checked (small files of one repeated byte are legitimate).
const ratioFloor = 1 << 20

// boundedEntry stops reading an entry that produces more than its declared
// size (checked to be within the limit when it was opened) or whose
// compression ratio, against the compressed bytes consumed so far, passes
// the limit; at the end it checks the size and CRC-32 the archive declares.
type boundedEntry struct {
	rc       io.ReadCloser
	src      *countingReader
	name     string
	n        int64
	declared int64
	crc      hash.Hash32
	wantCRC  uint32
	ratio    int64
	err      error
}

func (b *boundedEntry) Read(p []byte) (int, error) {
	if b.err != nil {
		return 0, b.err
	}
	n, err := b.rc.Read(p)
	b.n += int64(n)
	b.crc.Write(p[:n])
	switch {
	case b.n > b.declared:
		err = fmt.Errorf("%w: %s: more bytes than the %d the archive declares", ErrMalformed, b.name, b.declared)
	case b.n > ratioFloor && b.n/max(b.src.n, 1) > b.ratio:
		err = fmt.Errorf("%w: %s: compression ratio above %d:1", ErrTooLarge, b.name, b.ratio)
	case errors.Is(err, io.EOF):
		if b.n != b.declared {
			err = fmt.Errorf("%w: %s: %d bytes where the archive declares %d", ErrMalformed, b.name, b.n, b.declared)
		} else if b.wantCRC != 0 && b.crc.Sum32() != b.wantCRC {
			err = fmt.Errorf("%w: %s: checksum mismatch", ErrMalformed, b.name)
		}
	case err != nil:
		err = fmt.Errorf("%w: %s: %v", ErrMalformed, b.name, err)
	}
	if err != nil {
		b.err = err
	}
	return n, err
}

func (b *boundedEntry) Close() error { return b.rc.Close() }

// readEntry reads a whole entry of at most max bytes: the buffer is sized
// by the declared size (checked against max first), which the read then
// holds the entry to.
func readEntry(f *zip.File, lim Limits, max int64) ([]byte, error) {
	if f.UncompressedSize64 > uint64(max) {
		return nil, fmt.Errorf("%w: %s: %d bytes uncompressed (limit %d)", ErrTooLarge, f.Name, f.UncompressedSize64, max)
	}
	rc, err := openEntry(f, lim)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	buf := make([]byte, f.UncompressedSize64)
	if _, err := io.ReadFull(rc, buf); err != nil {
		return nil, err
	}
	// The end: the size and checksum checks.
	var one [1]byte
	if n, err := rc.Read(one[:]); n > 0 || !errors.Is(err, io.EOF) {
		if err == nil || errors.Is(err, io.EOF) {
			err = fmt.Errorf("%w: %s: more bytes than declared", ErrMalformed, f.Name)
		}
		return nil, err
	}
	return buf, nil
}

// innerPackage gives random access to the inner package of a Ready2Run
// wrapper without holding it in memory: a stored entry is read in place
// from the wrapper's content; a compressed one is decompressed through
// openEntry's bounds into a temporary file, which release removes.
func innerPackage(content io.ReaderAt, f *zip.File, lim Limits) (r io.ReaderAt, size int64, release func(), err error) {
	if int64(f.UncompressedSize64) > lim.MaxFileSize || f.UncompressedSize64 > uint64(lim.MaxEntrySize) {
		return nil, 0, nil, fmt.Errorf("%w: inner package %s of %d bytes", ErrTooLarge, f.Name, f.UncompressedSize64)
	}
	if f.Method == zip.Store {
		off, err := f.DataOffset()
		if err != nil {
			return nil, 0, nil, fmt.Errorf("%w: inner package %s: %v", ErrMalformed, f.Name, err)
		}
		if f.CompressedSize64 != f.UncompressedSize64 {
			return nil, 0, nil, fmt.Errorf("%w: inner package %s: stored with %d bytes declared as %d", ErrMalformed, f.Name, f.CompressedSize64, f.UncompressedSize64)
		}
		size := int64(f.UncompressedSize64)
		return io.NewSectionReader(content, off, size), size, func() {}, nil
	}
	rc, err := openEntry(f, lim)
	if err != nil {
		return nil, 0, nil, err
	}
	defer rc.Close()
	tmp, err := os.CreateTemp("", "alfix-inner-*.app")
	if err != nil {
		return nil, 0, nil, fmt.Errorf("inner package %s: %w", f.Name, err)
	}
	// Unlinked at once where the system allows it (an open file stays
	// readable), so that a crash leaves nothing behind; else on release.
	unlinked := os.Remove(tmp.Name()) == nil
	release = func() {
		tmp.Close()
		if !unlinked {
			os.Remove(tmp.Name())
		}
	}
	n, err := io.Copy(tmp, rc)
	if err != nil {
		release()
		return nil, 0, nil, fmt.Errorf("inner package %s: %w", f.Name, err)
	}
	return tmp, n, release, nil
}

// spaceCollapser passes JSON through with every run of whitespace outside
// strings collapsed to one space, in one pass over the bytes. Whitespace
// inside strings is kept; the output is the same JSON value.
type spaceCollapser struct {
	r        io.Reader
	inString bool
	escape   bool
	space    bool // the last byte written outside a string was a space
	// run is the length of the current whitespace run, longest the
	// longest run so far, dropped the bytes left out in all.
	run, longest, dropped int64
}

func (s *spaceCollapser) Read(p []byte) (int, error) {
	for {
		n, err := s.r.Read(p)
		w := 0
		for _, c := range p[:n] {
			switch {
			case s.inString:
				switch {
				case s.escape:
					s.escape = false
				case c == '\\':
					s.escape = true
				case c == '"':
					s.inString = false
				}
			case c == ' ' || c == '\t' || c == '\n' || c == '\r':
				s.run++
				s.longest = max(s.longest, s.run)
				if s.space {
					s.dropped++
					continue
				}
				s.space = true
				c = ' '
			default:
				s.space, s.run = false, 0
				s.inString = c == '"'
			}
			p[w] = c
			w++
		}
		if w > 0 || err != nil || n == 0 {
			return w, err
		}
	}
}
