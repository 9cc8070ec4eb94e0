package packages

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"hash/crc32"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/internal/cputime"
)

// The hostile packages of issue 37: each must cost time linear in its bytes
// and bounded memory, and be refused or loaded with a warning. Memory is
// measured as bytes allocated during the read (runtime.MemStats), with wide
// margins; the full-size cases are behind -hostile-full (see
// TestHostileFullSize).

var hostileFull = flag.Bool("hostile-full", false, "run the full-size hostile packages (60 MB of whitespace, 100M strings, a 900 MB Ready2Run inner package) and print their cost")

// allocated returns the bytes f allocates.
func allocated(f func()) uint64 {
	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// rawEntry is an archive entry written as given: method, data already
// compressed for Deflate, and the declared sizes (forged when they differ
// from the truth).
type rawEntry struct {
	name                 string
	method               uint16
	data                 []byte // what is stored in the archive
	crc                  uint32
	compressed, expanded uint64
}

// deflated is data compressed, declared with its true sizes.
func deflated(t testing.TB, name string, data []byte) rawEntry {
	t.Helper()
	var buf bytes.Buffer
	fw, err := flate.NewWriter(&buf, flate.BestCompression)
	if err != nil {
		t.Fatal(err)
	}
	fw.Write(data)
	fw.Close()
	return rawEntry{name: name, method: zip.Deflate, data: buf.Bytes(), crc: crc32.ChecksumIEEE(data),
		compressed: uint64(buf.Len()), expanded: uint64(len(data))}
}

// stored is data stored uncompressed.
func stored(name string, data []byte) rawEntry {
	return rawEntry{name: name, method: zip.Store, data: data, crc: crc32.ChecksumIEEE(data),
		compressed: uint64(len(data)), expanded: uint64(len(data))}
}

func buildRawZip(t testing.TB, entries ...rawEntry) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, e := range entries {
		w, err := zw.CreateRaw(&zip.FileHeader{Name: e.name, Method: e.method, CRC32: e.crc,
			CompressedSize64: e.compressed, UncompressedSize64: e.expanded})
		if err != nil {
			t.Fatal(err)
		}
		w.Write(e.data)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// whitespaceJSON is a SymbolReference.json with runs of spaces and line
// breaks of n bytes each between its members and around one table.
func whitespaceJSON(runs, n int) []byte { return paddedWhitespaceJSON(runs, n, 0) }

// paddedWhitespaceJSON is whitespaceJSON whose first member is a string
// of pad incompressible characters, which keeps the compression ratio of
// the whole entry low while the whitespace runs follow.
func paddedWhitespaceJSON(runs, n, pad int) []byte {
	ws := bytes.Repeat([]byte(" \r\n\t"), n/4)
	var b bytes.Buffer
	if pad > 0 {
		raw := make([]byte, pad*3/4)
		rand.NewChaCha8([32]byte{9}).Read(raw)
		b.WriteString(`{"Padding":"` + base64.StdEncoding.EncodeToString(raw) + `",`)
	} else {
		b.WriteString(`{`)
	}
	parts := []string{``, `"Tables"`, `:`, `[`, `{"Id": 50000, "Name": "Spaced  Table"}`, `]`, `,`, `"Codeunits"`, `:`, `[`, `{"Id": 50001, "Name": "Unit"}`, `]`, `,`, `"Pages"`, `:`, `[`, `{"Id": 50002, "Name": "Page"}`, `]`, `}`}
	for i, p := range parts {
		b.WriteString(p)
		if i < runs {
			b.Write(ws)
		}
	}
	return b.Bytes()
}

func TestForgedCompressedSizeIsRefused(t *testing.T) {
	// 12 MB of whitespace deflate about 1000:1; the directory declares the
	// entry's compressed size as its expanded size, so that the ratio seen
	// through the declared sizes is 1:1.
	js := whitespaceJSON(1, 12<<20)
	e := deflated(t, "SymbolReference.json", js)
	e.compressed = e.expanded
	pkg := navx(buildRawZip(t, stored("NavxManifest.xml", []byte(testManifestXML)), e), nil)
	_, err := Read("forged.app", bytes.NewReader(pkg), int64(len(pkg)), Options{})
	if !errors.Is(err, ErrTooLarge) || !strings.Contains(err.Error(), "forged.app") || !strings.Contains(err.Error(), "compression ratio") {
		t.Fatalf("a forged compressed size: %v, want the compression ratio refused naming the package", err)
	}
	// The same entry honestly declared is refused the same way.
	pkg = navx(buildRawZip(t, stored("NavxManifest.xml", []byte(testManifestXML)), deflated(t, "SymbolReference.json", js)), nil)
	if _, err := Read("honest.app", bytes.NewReader(pkg), int64(len(pkg)), Options{}); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("an honest 1000:1 entry: %v", err)
	}
}

func TestForgedExpandedSizeIsRefused(t *testing.T) {
	// The directory declares fewer bytes than the entry expands to: the
	// read stops at the declared size instead of trusting the directory.
	data := []byte(`{"Tables":[` + strings.Repeat(`{"Id":1,"Name":"T"},`, 50_000) + `{"Id":2,"Name":"U"}]}`)
	e := deflated(t, "SymbolReference.json", data)
	e.expanded = 1000
	pkg := navx(buildRawZip(t, stored("NavxManifest.xml", []byte(testManifestXML)), e), nil)
	_, err := Read("short.app", bytes.NewReader(pkg), int64(len(pkg)), Options{})
	if !errors.Is(err, ErrMalformed) || !strings.Contains(err.Error(), "declares") {
		t.Fatalf("a forged expanded size: %v", err)
	}
	// A wrong checksum is refused when the entry is read to its end.
	e = deflated(t, "alfix/symbols.bin", []byte(testManifestXML))
	e.crc++
	z := buildRawZip(t, e)
	zr, err := zip.NewReader(bytes.NewReader(z), int64(len(z)))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := readEntry(zr.File[0], DefaultLimits, 1<<20); !errors.Is(err, ErrMalformed) || !strings.Contains(err.Error(), "checksum") {
		t.Fatalf("a wrong checksum: %v", err)
	}
}

func TestWhitespaceRunsCostNoBuffer(t *testing.T) {
	// 16 runs of 2 MB between members: encoding/json keeps a run in its
	// buffer while it looks for the next token, rescanning it on every
	// refill (time quadratic in the run, and the run's bytes in memory);
	// collapsed first, a run costs one pass and no memory.
	const run = 2 << 20
	js := whitespaceJSON(16, run)
	var res symbolResult
	var err error
	n := allocated(func() { res, err = decodeSymbolReference(bytes.NewReader(js), DefaultLimits) })
	if err != nil {
		t.Fatal(err)
	}
	if len(res.files) != 3 || res.files[2].Objects[0].Name != "Spaced  Table" || res.files[0].Objects[0].Name != "Unit" {
		t.Fatalf("decoded %d files: %+v", len(res.files), res.files)
	}
	if want := fmt.Sprintf("whitespace of up to %d bytes", run); len(res.warnings) != 1 || !strings.Contains(res.warnings[0], want) {
		t.Errorf("warnings %q, want one saying %q", res.warnings, want)
	}
	if n > run/2 {
		t.Errorf("decoding 16 whitespace runs of %d bytes allocated %d bytes: the decoder held a run", run, n)
	}
	// The same in a package, deflated, behind an incompressible member
	// that keeps the ratio under the limit: the decompressor hands the
	// decoder small chunks, which made each run cost time quadratic in
	// its length.
	const pad = 256 << 10
	js = paddedWhitespaceJSON(16, run, pad)
	pkg := navx(buildRawZip(t, stored("NavxManifest.xml", []byte(testManifestXML)), deflated(t, "SymbolReference.json", js)), nil)
	var p *Package
	n = allocated(func() { p, err = Read("runs.app", bytes.NewReader(pkg), int64(len(pkg)), Options{}) })
	if err != nil || len(p.Files) != 3 {
		t.Fatalf("a package of whitespace runs: %v", err)
	}
	if len(p.Warnings) != 1 || !strings.Contains(p.Warnings[0], "whitespace") {
		t.Errorf("warnings %q", p.Warnings)
	}
	if n > 8*pad+run/2 {
		t.Errorf("reading a package of 16 whitespace runs of %d bytes allocated %d bytes: the decoder held a run", run, n)
	}
}

func TestSpaceCollapserKeepsStrings(t *testing.T) {
	in := "{ \n\t\"a  b\" :\r\n [ \"q\\\"  x\\\\\" ,\n\n 1 ] , \"\\\\\"  :  \"  \" }  \n"
	want := "{ \"a  b\" : [ \"q\\\"  x\\\\\" , 1 ] , \"\\\\\" : \"  \" } "
	for _, chunk := range []int{1, 2, 3, 7, 64} {
		out, err := io.ReadAll(&spaceCollapser{r: &chunkReader{b: []byte(in), n: chunk}})
		if err != nil || string(out) != want {
			t.Errorf("chunks of %d: %q, %v; want %q", chunk, out, err, want)
		}
	}
}

// chunkReader returns at most n bytes per Read.
type chunkReader struct {
	b []byte
	n int
}

func (c *chunkReader) Read(p []byte) (int, error) {
	if len(c.b) == 0 {
		return 0, io.EOF
	}
	k := copy(p[:min(len(p), c.n)], c.b)
	c.b = c.b[k:]
	return k, nil
}

// hostileModule is an alfix/symbols.bin announcing n empty strings (n
// zero bytes follow, so that the count fits the input).
func hostileModule(n int) []byte {
	b := symbols.ModuleHeader()
	b = binary.AppendUvarint(b, uint64(n))
	return append(b, make([]byte, n)...)
}

func TestExactCopyAnnouncingManyStrings(t *testing.T) {
	// 4M strings take 96 MB of lengths and headers for a 4 MB entry: the
	// allocation budget refuses them before anything is allocated, and
	// the package is read from its JSON with a warning.
	const n = 4 << 20
	js := `{"Tables":[{"Id":50000,"Name":"From JSON"}]}`
	pkg := navx(buildRawZip(t, stored("NavxManifest.xml", []byte(testManifestXML)),
		stored("SymbolReference.json", []byte(js)), stored("alfix/symbols.bin", hostileModule(n))), nil)
	var p *Package
	var err error
	a := allocated(func() { p, err = Read("strings.app", bytes.NewReader(pkg), int64(len(pkg)), Options{}) })
	if err != nil {
		t.Fatal(err)
	}
	if p.Exact || len(p.Files) != 1 || p.Files[0].Objects[0].Name != "From JSON" {
		t.Fatalf("read %+v", p)
	}
	if len(p.Warnings) != 1 || !strings.Contains(p.Warnings[0], "alfix/symbols.bin") || !strings.Contains(p.Warnings[0], "budget") {
		t.Errorf("warnings %q", p.Warnings)
	}
	if a > 3*n {
		t.Errorf("reading a %d-byte symbols.bin announcing %d strings allocated %d bytes", n, n, a)
	}
	// An entry beyond MaxExactSize is not read at all.
	p = readBytes(t, "big.app", pkg, Options{Limits: Limits{MaxExactSize: 1 << 20}})
	if p.Exact || len(p.Warnings) != 1 || !strings.Contains(p.Warnings[0], "limit") {
		t.Errorf("an oversized symbols.bin: %q", p.Warnings)
	}
}

// innerPackageOf is a package of size bytes at least: the manifest and
// an incompressible stored filler.
func innerPackageOf(t testing.TB, size int) []byte {
	t.Helper()
	filler := make([]byte, size)
	r := rand.NewChaCha8([32]byte{7})
	r.Read(filler)
	return navx(buildRawZip(t, stored("NavxManifest.xml", []byte(testManifestXML)), stored("filler.bin", filler)), nil)
}

func wrapperOf(t testing.TB, inner rawEntry) []byte {
	t.Helper()
	return navx(buildRawZip(t, stored("ReadyToRunAppManifest.json", []byte(`{"EmbeddedAppFileName":"`+inner.name+`"}`)), inner), nil)
}

func TestReadyToRunInnerPackageNotInMemory(t *testing.T) {
	const size = 24 << 20
	inner := innerPackageOf(t, size)
	var compressed rawEntry
	{
		var buf bytes.Buffer
		fw, _ := flate.NewWriter(&buf, flate.BestSpeed)
		fw.Write(inner)
		fw.Close()
		compressed = rawEntry{name: "inner_2.1.0.0.app", method: zip.Deflate, data: buf.Bytes(), crc: crc32.ChecksumIEEE(inner),
			compressed: uint64(buf.Len()), expanded: uint64(len(inner))}
	}
	for name, e := range map[string]rawEntry{"stored": stored("inner_2.1.0.0.app", inner), "deflated": compressed} {
		t.Run(name, func(t *testing.T) {
			pkg := wrapperOf(t, e)
			path := filepath.Join(t.TempDir(), "wrapper.app")
			if err := os.WriteFile(path, pkg, 0o644); err != nil {
				t.Fatal(err)
			}
			var c Candidate
			var err error
			a := allocated(func() { c, err = ReadCandidate(path, Limits{}) })
			if err != nil || c.Manifest.App.Name != "Hand Made" {
				t.Fatalf("manifest of a Ready2Run wrapper: %+v, %v", c, err)
			}
			if a > size/4 {
				t.Errorf("the manifest scan of a wrapper holding %d bytes allocated %d bytes", size, a)
			}
			var ix *SourceIndex
			a = allocated(func() { ix, err = ListSources(path, Limits{}) })
			if err != nil || ix.Len() != 0 {
				t.Fatalf("sources of the wrapper: %d, %v", ix.Len(), err)
			}
			if a > size/4 {
				t.Errorf("listing the sources of a wrapper holding %d bytes allocated %d bytes", size, a)
			}
			if left, _ := filepath.Glob(filepath.Join(os.TempDir(), "alfix-inner-*")); len(left) > 0 {
				t.Errorf("temporary files left: %v", left)
			}
		})
	}
	// A stored inner package whose directory sizes disagree is refused.
	e := stored("inner.app", inner)
	e.compressed = 100
	pkg := wrapperOf(t, e)
	if _, err := Read("w.app", bytes.NewReader(pkg), int64(len(pkg)), Options{ManifestOnly: true}); !errors.Is(err, ErrMalformed) {
		t.Errorf("a stored inner package with forged sizes: %v", err)
	}
}

func TestPackageFilesSaysWhatItSkips(t *testing.T) {
	dir := t.TempDir()
	write := func(name string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("b.app")
	write("A.APP")
	write("notes.txt")
	os.Mkdir(filepath.Join(dir, "folder.app"), 0o755)
	os.Symlink("loop2.app", filepath.Join(dir, "loop1.app"))
	os.Symlink("loop1.app", filepath.Join(dir, "loop2.app"))
	os.Symlink("missing", filepath.Join(dir, "dangling.app"))
	os.Symlink("b.app", filepath.Join(dir, "link.app"))
	os.Symlink("folder.app", filepath.Join(dir, "linkdir.app"))
	want := map[string]string{
		"folder.app": "a folder", "loop1.app": "cannot be followed", "loop2.app": "cannot be followed",
		"dangling.app": "cannot be followed", "linkdir.app": "a symbolic link to a folder",
	}
	specialFiles(t, dir, want)
	files, skipped, err := PackageFiles(dir)
	if err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(files); got != fmt.Sprint([]string{filepath.Join(dir, "A.APP"), filepath.Join(dir, "b.app"), filepath.Join(dir, "link.app")}) {
		t.Errorf("files %s", got)
	}
	if len(skipped) != len(want) {
		t.Errorf("skipped %q", skipped)
	}
	for name, why := range want {
		found := false
		for _, s := range skipped {
			found = found || (strings.Contains(s, filepath.Join(dir, name)+" skipped") && strings.Contains(s, why))
		}
		if !found {
			t.Errorf("%s: no warning saying %q in %q", name, why, skipped)
		}
	}
	if f, s, err := PackageFiles(filepath.Join(dir, "none")); f != nil || s != nil || err != nil {
		t.Errorf("a missing folder: %v %v %v", f, s, err)
	}
}

// TestHostileFullSize writes the full-size hostile packages of issue 37
// and reads each, printing the CPU time and the process's peak memory
// (run it alone: go test -run HostileFullSize -hostile-full). With
// ALFIX_HOSTILE_DIR set the packages are written there, one folder per
// case, as a project's .alpackages, and kept for measuring a binary.
func TestHostileFullSize(t *testing.T) {
	if !*hostileFull {
		t.Skip("needs -hostile-full")
	}
	root := os.Getenv("ALFIX_HOSTILE_DIR")
	if root == "" {
		root = t.TempDir()
	}
	cases := []struct {
		name  string
		write func(t *testing.T, path string)
	}{
		{"forged-whitespace", func(t *testing.T, path string) {
			e := deflated(t, "SymbolReference.json", whitespaceJSON(1, 64<<20))
			e.compressed = e.expanded
			writeFile(t, path, navx(buildRawZip(t, stored("NavxManifest.xml", []byte(testManifestXML)), e), nil))
		}},
		{"whitespace-runs", func(t *testing.T, path string) {
			// Deflated behind 1 MB of incompressible padding, so that the
			// ratio (about 60:1) does not stop it: 16 runs of 4 MB read in full.
			writeFile(t, path, navx(buildRawZip(t, stored("NavxManifest.xml", []byte(testManifestXML)),
				deflated(t, "SymbolReference.json", paddedWhitespaceJSON(16, 4<<20, 1<<20))), nil))
		}},
		{"whitespace-60MB-run", func(t *testing.T, path string) {
			// One run of 60 MB, deflated behind 1 MB of padding (about 60:1).
			writeFile(t, path, navx(buildRawZip(t, stored("NavxManifest.xml", []byte(testManifestXML)),
				deflated(t, "SymbolReference.json", paddedWhitespaceJSON(1, 60<<20, 1<<20))), nil))
		}},
		{"strings-100M", func(t *testing.T, path string) {
			writeFile(t, path, navx(buildRawZip(t, stored("NavxManifest.xml", []byte(testManifestXML)),
				stored("SymbolReference.json", []byte(`{"Tables":[{"Id":50000,"Name":"T"}]}`)),
				stored("alfix/symbols.bin", hostileModule(100_000_000))), nil))
		}},
		{"readytorun-900MB", func(t *testing.T, path string) {
			writeFile(t, path, wrapperOf(t, stored("inner_2.1.0.0.app", innerPackageOf(t, 900<<20))))
		}},
		{"readytorun-900MB-deflated", func(t *testing.T, path string) {
			inner := innerPackageOf(t, 900<<20)
			var buf bytes.Buffer
			fw, _ := flate.NewWriter(&buf, flate.BestSpeed)
			fw.Write(inner)
			fw.Close()
			writeFile(t, path, wrapperOf(t, rawEntry{name: "inner_2.1.0.0.app", method: zip.Deflate, data: buf.Bytes(),
				crc: crc32.ChecksumIEEE(inner), compressed: uint64(buf.Len()), expanded: uint64(len(inner))}))
		}},
	}
	for _, c := range cases {
		dir := filepath.Join(root, c.name, ".alpackages")
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(dir, "Tests_Hostile_1.0.0.0.app")
		c.write(t, path)
		os.WriteFile(filepath.Join(root, c.name, "app.json"), []byte(`{"id":"aaaaaaaa-0000-0000-0000-0000000000ff","name":"Victim","publisher":"Tests","version":"1.0.0.0",
"dependencies":[{"id":"aaaaaaaa-0000-0000-0000-000000000001","name":"Hand Made","publisher":"Tests","version":"1.0.0.0"}]}`), 0o644)
		runtime.GC()
		start := cputime.Used()
		p, err := ReadFile(path, Options{})
		cpu := cputime.Used() - start
		var warns []string
		if p != nil {
			warns = p.Warnings
		}
		t.Logf("%s: %.2f CPU-s, peak RSS so far %d MB; error %v; warnings %q", c.name, cpu.Seconds(), peakRSS()>>20, err, warns)
	}
}

func writeFile(t *testing.T, path string, b []byte) {
	t.Helper()
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
}
