package packages

import (
	"archive/zip"
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path"
	"path/filepath"
	"strings"

	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
)

// headerSize is the length of the NAVX header.
const headerSize = 40

var navxMagic = []byte("NAVX")

// Errors a read may wrap (the message always names the file).
var (
	ErrNotAPackage = errors.New("not a symbol package (no NAVX header)")
	ErrMalformed   = errors.New("malformed package")
	ErrTooLarge    = errors.New("package exceeds a size limit")
)

// Limits bound what a read accepts; zero fields take the defaults of
// DefaultLimits.
type Limits struct {
	// MaxFileSize is the largest package file (or inner package of a
	// Ready2Run wrapper).
	MaxFileSize int64
	// MaxEntries is the most ZIP entries.
	MaxEntries int
	// MaxEntrySize is the largest uncompressed size of an entry that is
	// read (manifest, symbols, inner package).
	MaxEntrySize int64
	// MaxRatio is the largest compression ratio accepted once an entry
	// has produced more than 1 MiB.
	MaxRatio int64
	// MaxObjectBytes is the most JSON bytes one declaration may take.
	MaxObjectBytes int64
	// MaxDepth is the deepest nesting of namespaces, controls, actions and
	// data items.
	MaxDepth int
	// MaxExactSize is the largest alfix/symbols.bin (alfix's exact copy of
	// the declarations) that is read; it is read whole.
	MaxExactSize int64
	// MaxExactAlloc bounds what decoding alfix/symbols.bin allocates,
	// checked before each allocation (symbols.DecodeModuleLimit).
	MaxExactAlloc int64
}

// DefaultLimits are generous for real packages (Base Application's
// package is about 100 MB, its SymbolReference.json some 60 MB compressed
// about 10:1) and stop ZIP bombs and hostile files.
var DefaultLimits = Limits{
	MaxFileSize:    2 << 30,
	MaxEntries:     200_000,
	MaxEntrySize:   1 << 30,
	MaxRatio:       200,
	MaxObjectBytes: 64 << 20,
	MaxDepth:       64,
	MaxExactSize:   128 << 20,
	MaxExactAlloc:  512 << 20,
}

func (l Limits) withDefaults() Limits {
	d := DefaultLimits
	if l.MaxFileSize > 0 {
		d.MaxFileSize = l.MaxFileSize
	}
	if l.MaxEntries > 0 {
		d.MaxEntries = l.MaxEntries
	}
	if l.MaxEntrySize > 0 {
		d.MaxEntrySize = l.MaxEntrySize
	}
	if l.MaxRatio > 0 {
		d.MaxRatio = l.MaxRatio
	}
	if l.MaxObjectBytes > 0 {
		d.MaxObjectBytes = l.MaxObjectBytes
	}
	if l.MaxDepth > 0 {
		d.MaxDepth = l.MaxDepth
	}
	if l.MaxExactSize > 0 {
		d.MaxExactSize = l.MaxExactSize
	}
	if l.MaxExactAlloc > 0 {
		d.MaxExactAlloc = l.MaxExactAlloc
	}
	return d
}

// Options configure a read.
type Options struct {
	Limits Limits
	// ManifestOnly reads the identity and dependencies, not the symbols.
	ManifestOnly bool
	// FromJSON reads SymbolReference.json even when the package holds
	// alfix's exact copy of the declarations (tests of the JSON reader).
	FromJSON bool
}

// Package is what a read found.
type Package struct {
	// Name is the name the package was read under (its path for ReadFile).
	Name     string
	Manifest Manifest
	// Hash is the SHA-256 of the package file (ReadFile only).
	Hash [32]byte
	// Runtime: a runtime package (encrypted content, no readable symbols);
	// Manifest then holds what its file name tells (Publisher_Name_Version).
	Runtime bool
	// Signed: a signature follows the content.
	Signed bool
	// Wrapped: a Ready2Run package; Manifest and Files are the inner
	// package's.
	Wrapped bool
	// Exact: the declarations came from alfix's exact copy.
	Exact bool
	// Files are the declarations grouped by the source file each object
	// came from (ReferenceSourceFileName; objects without one are grouped
	// per kind); nil for runtime packages and ManifestOnly reads.
	Files []*symbols.FileSymbols
	// SourceFiles counts the embedded .al files.
	SourceFiles int
	// Warnings describe problems that did not stop the read.
	Warnings []string
}

// Info returns the package's app identity with its friends.
func (p *Package) Info() symbols.AppInfo { return p.Manifest.Info() }

// ObjectCounts returns the number of objects per kind.
func (p *Package) ObjectCounts() map[string]int { return CountObjects(p.Files) }

// CountObjects returns the number of objects per kind in files.
func CountObjects(files []*symbols.FileSymbols) map[string]int {
	out := map[string]int{}
	for _, f := range files {
		for i := range f.Objects {
			out[f.Objects[i].Kind]++
		}
	}
	return out
}

// ReadFile reads the package at path and hashes its bytes.
func ReadFile(path string, opts Options) (*Package, error) {
	f, fi, err := project.OpenRegular(path) // a FIFO or device is refused, never waited on
	if err != nil {
		return nil, err
	}
	defer f.Close()
	lim := opts.Limits.withDefaults()
	if fi.Size() > lim.MaxFileSize {
		return nil, fmt.Errorf("%s: %w: %d bytes (limit %d)", path, ErrTooLarge, fi.Size(), lim.MaxFileSize)
	}
	h := sha256.New()
	if _, err := io.Copy(h, io.NewSectionReader(f, 0, fi.Size())); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	p, err := Read(path, f, fi.Size(), opts)
	if err != nil {
		return nil, err
	}
	copy(p.Hash[:], h.Sum(nil))
	return p, nil
}

// Read reads a package of size bytes from r; name is used in messages.
// Any failure is an error naming the package.
func Read(name string, r io.ReaderAt, size int64, opts Options) (p *Package, err error) {
	opts.Limits = opts.Limits.withDefaults()
	defer func() {
		if rec := recover(); rec != nil {
			// The archive and JSON decoders do not panic on bad input;
			// this is the last line of defence against a bug of ours.
			p, err = nil, fmt.Errorf("%s: %w: internal error: %v", name, ErrMalformed, rec)
		}
	}()
	p = &Package{Name: name}
	if err := p.read(r, size, opts, 0); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return p, nil
}

func (p *Package) read(r io.ReaderAt, size int64, opts Options, depth int) error {
	lim := opts.Limits
	if size > lim.MaxFileSize {
		return fmt.Errorf("%w: %d bytes (limit %d)", ErrTooLarge, size, lim.MaxFileSize)
	}
	if size < headerSize {
		return ErrNotAPackage
	}
	var hdr [headerSize]byte
	if _, err := r.ReadAt(hdr[:], 0); err != nil {
		return fmt.Errorf("%w: reading the header: %v", ErrMalformed, err)
	}
	if !bytes.Equal(hdr[0:4], navxMagic) || !bytes.Equal(hdr[36:40], navxMagic) {
		return ErrNotAPackage
	}
	if hl := binary.LittleEndian.Uint32(hdr[4:8]); hl != headerSize {
		return fmt.Errorf("%w: header length %d (want %d)", ErrMalformed, hl, headerSize)
	}
	length := binary.LittleEndian.Uint64(hdr[28:36])
	if length > uint64(size-headerSize) {
		return fmt.Errorf("%w: content length %d exceeds the file (%d bytes)", ErrMalformed, length, size)
	}
	if trailer := int64(headerSize) + int64(length); size-trailer >= 4 {
		var sig [4]byte
		if _, err := r.ReadAt(sig[:], trailer); err == nil && string(sig[:]) == "NXSB" {
			p.Signed = true
		}
	}
	content := io.NewSectionReader(r, headerSize, int64(length))
	var magic [4]byte
	if _, err := content.ReadAt(magic[:], 0); err != nil {
		return fmt.Errorf("%w: empty content", ErrMalformed)
	}
	switch {
	case string(magic[:]) == ".NEA":
		p.Runtime = true
		p.Manifest = manifestFromFileName(p.Name)
		p.Warnings = append(p.Warnings, "a runtime package: it holds no readable symbols")
		return nil
	case string(magic[:2]) != "PK":
		return fmt.Errorf("%w: content is neither a ZIP archive nor a runtime package", ErrMalformed)
	}
	zr, err := zip.NewReader(content, int64(length))
	if err != nil {
		return fmt.Errorf("%w: %v", ErrMalformed, err)
	}
	if len(zr.File) > lim.MaxEntries {
		return fmt.Errorf("%w: %d archive entries (limit %d)", ErrTooLarge, len(zr.File), lim.MaxEntries)
	}
	entries := map[string]*zip.File{}
	var inner []*zip.File
	for _, f := range zr.File {
		name := strings.ToLower(path.Clean(strings.ReplaceAll(f.Name, `\`, "/")))
		entries[name] = f
		switch {
		case strings.HasSuffix(name, ".al"):
			p.SourceFiles++
		case strings.HasSuffix(name, ".app") && !strings.Contains(name, "/"):
			inner = append(inner, f)
		}
	}
	if entries["navxmanifest.xml"] == nil && entries["readytorunappmanifest.json"] != nil && len(inner) > 0 {
		return p.readWrapped(content, entries["readytorunappmanifest.json"], inner, opts, depth)
	}
	mf := entries["navxmanifest.xml"]
	if mf == nil {
		return fmt.Errorf("%w: no NavxManifest.xml", ErrMalformed)
	}
	rc, err := openEntry(mf, lim)
	if err != nil {
		return err
	}
	p.Manifest, err = parseManifest(io.LimitReader(rc, 4<<20))
	rc.Close()
	if err != nil {
		return fmt.Errorf("%w: %v", ErrMalformed, err)
	}
	if opts.ManifestOnly {
		return nil
	}
	if exact := entries[exactEntry]; exact != nil && !opts.FromJSON {
		if err := p.readExact(exact, lim); err == nil {
			return nil
		} else {
			p.Warnings = append(p.Warnings, fmt.Sprintf("%s unreadable (%v): read SymbolReference.json instead", exactEntry, err))
		}
	}
	sf := entries["symbolreference.json"]
	if sf == nil {
		p.Warnings = append(p.Warnings, "no SymbolReference.json: the package declares nothing alfix can read")
		p.Files = []*symbols.FileSymbols{}
		return nil
	}
	rc, err = openEntry(sf, lim)
	if err != nil {
		return err
	}
	defer rc.Close()
	res, err := decodeSymbolReference(rc, lim)
	if err != nil {
		// Also the entry's own bounds (openEntry, ErrTooLarge).
		return fmt.Errorf("%w: SymbolReference.json: %w", ErrMalformed, err)
	}
	p.Files = res.files
	p.Warnings = append(p.Warnings, res.warnings...)
	if len(res.friends) > 0 && len(p.Manifest.InternalsVisibleTo) == 0 {
		p.Manifest.InternalsVisibleTo = res.friends
	}
	return nil
}

// readWrapped reads the inner package of a Ready2Run wrapper, in place or
// through a temporary file (innerPackage): never whole in memory.
func (p *Package) readWrapped(content io.ReaderAt, manifest *zip.File, inner []*zip.File, opts Options, depth int) error {
	if depth > 0 {
		return fmt.Errorf("%w: a Ready2Run package inside a Ready2Run package", ErrMalformed)
	}
	lim := opts.Limits
	target := inner[0]
	if rc, err := openEntry(manifest, lim); err == nil {
		var m struct{ EmbeddedAppFileName string }
		if json.NewDecoder(io.LimitReader(rc, 1<<20)).Decode(&m) == nil && m.EmbeddedAppFileName != "" {
			for _, f := range inner {
				if strings.EqualFold(path.Base(f.Name), m.EmbeddedAppFileName) {
					target = f
				}
			}
		}
		rc.Close()
	}
	r, size, release, err := innerPackage(content, target, lim)
	if err != nil {
		return err
	}
	defer release()
	p.Wrapped = true
	signed := p.Signed
	if err := p.read(r, size, opts, depth+1); err != nil {
		return fmt.Errorf("inner package %s: %w", target.Name, err)
	}
	p.Signed = p.Signed || signed
	return nil
}

// readExact reads alfix's exact copy of the declarations, within
// MaxExactSize and MaxExactAlloc.
func (p *Package) readExact(f *zip.File, lim Limits) error {
	data, err := readEntry(f, lim, lim.MaxExactSize)
	if err != nil {
		return err
	}
	info, files, err := symbols.DecodeModuleLimit(data, lim.MaxExactAlloc)
	if err != nil {
		return err
	}
	p.Files = files
	p.Exact = true
	if len(p.Manifest.InternalsVisibleTo) == 0 {
		p.Manifest.InternalsVisibleTo = info.InternalsVisibleTo
	}
	return nil
}

// manifestFromFileName reads "Publisher_Name_Version.app", the name the AL
// tools give downloaded packages.
func manifestFromFileName(name string) Manifest {
	base := strings.TrimSuffix(filepath.Base(name), filepath.Ext(name))
	parts := strings.Split(base, "_")
	if len(parts) < 3 {
		return Manifest{App: symbols.App{Name: base}}
	}
	n := len(parts)
	return Manifest{App: symbols.App{
		Publisher: strings.Join(parts[:n-2], "_"),
		Name:      parts[n-2],
		Version:   parts[n-1],
	}}
}

// exactEntry is the archive entry alfix writes its exact copy of the
// declarations to (package symbols' module encoding).
const exactEntry = "alfix/symbols.bin"
