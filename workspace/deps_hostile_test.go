package workspace

import (
	"archive/zip"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/packages"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/store"
)

// depFixture is a consumer project whose .alpackages holds the Lib
// package, and a store file shared by the workspaces it opens.
type depFixture struct {
	root, pkgPath, dbPath string
}

func newDepFixture(t *testing.T, pkg []byte) *depFixture {
	t.Helper()
	f := &depFixture{root: t.TempDir(), dbPath: filepath.Join(t.TempDir(), "cache.db")}
	writeFiles(t, f.root, map[string]string{"app.json": consumerAppJSON, "src/Ext.al": consumerExt})
	f.pkgPath = filepath.Join(f.root, ".alpackages", "Tests_Lib_2.0.0.0.app")
	os.MkdirAll(filepath.Dir(f.pkgPath), 0o755)
	if err := os.WriteFile(f.pkgPath, pkg, 0o644); err != nil {
		t.Fatal(err)
	}
	return f
}

// run opens a workspace as the build with the given executable id,
// analyses the project and returns the findings' messages and the
// dependency warnings.
func (f *depFixture) run(t *testing.T, build byte) (string, []string) {
	t.Helper()
	st, err := store.Open(store.Options{Path: f.dbPath})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	w, err := Open(context.Background(), Options{Roots: []string{f.root}, Dir: f.root, Store: st, Registry: depRegistry(t),
		executable: [32]byte{build}})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	res := analyzeAll(t, w.Primary())
	return messagesOf(res), w.Primary().DependencyWarnings(context.Background(), res.Config)
}

// tables opens a workspace as the build with the given executable id and
// returns how many tables its dependency report counts in Lib (-1: not
// loaded).
func (f *depFixture) tables(t *testing.T, build byte) int {
	t.Helper()
	n, _ := f.report(t, build)
	return n
}

// report is tables with the dependency report's warnings.
func (f *depFixture) report(t *testing.T, build byte) (int, []string) {
	t.Helper()
	st, err := store.Open(store.Options{Path: f.dbPath})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	w, err := Open(context.Background(), Options{Roots: []string{f.root}, Dir: f.root, Store: st, Registry: depRegistry(t),
		executable: [32]byte{build}})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	rep, err := w.Primary().Dependencies(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range rep.Dependencies {
		if d.App.Name == "Lib" && d.Symbols != nil {
			return d.Objects["table"], rep.Warnings
		}
	}
	return -1, rep.Warnings
}

// put writes one value into the shared store.
func (f *depFixture) put(t *testing.T, k store.Key, v []byte) {
	t.Helper()
	st, err := store.Open(store.Options{Path: f.dbPath})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if err := st.PutMany(store.Packages, map[store.Key][]byte{k: v}); err != nil {
		t.Fatal(err)
	}
}

func TestRebuiltReaderDoesNotSeeOldPackageSummaries(t *testing.T) {
	pkg := libPackage(t, libTable)
	f := newDepFixture(t, pkg)
	if n := f.tables(t, 1); n != 1 {
		t.Fatalf("build 1: %d tables", n)
	}
	// Build 1's reader "drops tables": its summary of the package, as it
	// stored it, has no objects.
	p, err := packages.Read("lib.app", bytes.NewReader(pkg), int64(len(pkg)), packages.Options{})
	if err != nil {
		t.Fatal(err)
	}
	f.put(t, packageModuleKey(buildKey([32]byte{1}), sha256.Sum256(pkg)), symbols.EncodeModule(p.Info(), nil))
	if n := f.tables(t, 1); n != 0 {
		t.Fatalf("build 1 does not read its own stored summary: %d tables", n)
	}
	// Another build reads the package itself.
	if n := f.tables(t, 2); n != 1 {
		t.Errorf("a rebuilt reader served the old build's summary: %d tables", n)
	}
}

const libManifestXML = `<?xml version="1.0" encoding="utf-8"?>
<Package xmlns="http://schemas.microsoft.com/navx/2015/manifest"><App Id="aaaaaaaa-0000-0000-0000-000000000001" Name="Lib" Publisher="Tests" Version="2.0.0.0" /></Package>`

// bombPackage is the Lib package whose SymbolReference.json inflates
// beyond the compression ratio limit.
func bombPackage(t *testing.T) []byte {
	t.Helper()
	return navxPackage(t, map[string][]byte{
		"NavxManifest.xml":     []byte(libManifestXML),
		"SymbolReference.json": append([]byte(`{"Tables":[`), bytes.Repeat([]byte(" "), 4<<20)...),
	}, zip.Deflate)
}

// navxPackage is a package of the given entries, all of one method.
func navxPackage(t *testing.T, entries map[string][]byte, method uint16) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for name, data := range entries {
		w, err := zw.CreateHeader(&zip.FileHeader{Name: name, Method: method})
		if err != nil {
			t.Fatal(err)
		}
		w.Write(data)
	}
	zw.Close()
	return navxWrap(buf.Bytes())
}

func TestFailedPackageLoadIsRemembered(t *testing.T) {
	f := newDepFixture(t, bombPackage(t))
	got, warns := f.run(t, 1)
	if got != "base table unknown" || !strings.Contains(strings.Join(warns, "\n"), "compression ratio") {
		t.Fatalf("first process: %q, warnings %q", got, warns)
	}
	// Damage the package in place (same size and modification time): a
	// later process that read it again would find no NAVX header; it must
	// remember the first reading's failure instead of reading the bytes.
	fi, _ := os.Stat(f.pkgPath)
	if err := os.WriteFile(f.pkgPath, bytes.Repeat([]byte{'x'}, int(fi.Size())), 0o644); err != nil {
		t.Fatal(err)
	}
	os.Chtimes(f.pkgPath, fi.ModTime(), fi.ModTime())
	_, warns = f.run(t, 1)
	if all := strings.Join(warns, "\n"); !strings.Contains(all, "compression ratio") || !strings.Contains(all, f.pkgPath) {
		t.Errorf("second process: warnings %q", warns)
	}
	// Another build reads the package again.
	_, warns = f.run(t, 2)
	if all := strings.Join(warns, "\n"); !strings.Contains(all, "no NAVX header") {
		t.Errorf("another build: warnings %q", warns)
	}
}

func TestPackageFolderSkipsAreWarned(t *testing.T) {
	f := newDepFixture(t, libPackage(t, libTable))
	dir := filepath.Dir(f.pkgPath)
	os.Mkdir(filepath.Join(dir, "folder.app"), 0o755)
	os.Symlink("loop2.app", filepath.Join(dir, "loop1.app"))
	os.Symlink("loop1.app", filepath.Join(dir, "loop2.app"))
	os.WriteFile(filepath.Join(dir, "broken.app"), []byte("NAVX but nothing more"), 0o644)
	got, warns := f.run(t, 1)
	if got != "Lib Table from package Lib, 3 fields, complete=false" {
		t.Errorf("findings %q", got)
	}
	all := strings.Join(warns, "\n")
	for _, want := range []string{
		filepath.Join(dir, "folder.app") + " skipped: a folder",
		filepath.Join(dir, "loop1.app") + " skipped: a symbolic link that cannot be followed",
		filepath.Join(dir, "loop2.app") + " skipped",
		filepath.Join(dir, "broken.app") + ": not a symbol package",
	} {
		if !strings.Contains(all, want) {
			t.Errorf("no warning %q in:\n%s", want, all)
		}
	}
}

func TestPackageReadWarningsReachTheWarnings(t *testing.T) {
	// alfix/symbols.bin announces a million empty strings (24 MB of
	// tables for 1 MB of input): refused, the package is read from its
	// JSON, and the warnings say so in this process and the next.
	module := binary.AppendUvarint(symbols.ModuleHeader(), 1_000_000)
	module = append(module, make([]byte, 1_000_000)...)
	f := newDepFixture(t, navxPackage(t, map[string][]byte{
		"NavxManifest.xml":     []byte(libManifestXML),
		"SymbolReference.json": []byte(`{"Tables":[{"Id":50000,"Name":"Lib Table","Fields":[{"Id":1,"Name":"Code"}]}]}`),
		"alfix/symbols.bin":    module,
	}, zip.Store))
	// The dependency report of a first reading (build 2: nothing stored)
	// lists it too.
	want := "package " + f.pkgPath + ": alfix/symbols.bin unreadable"
	if n, warns := f.report(t, 2); n != 1 || !strings.Contains(strings.Join(warns, "\n"), want) {
		t.Errorf("dependency report: %d tables, warnings %q", n, warns)
	}
	for run := 1; run <= 2; run++ {
		got, warns := f.run(t, 1)
		if got != "Lib Table from package Lib, 2 fields, complete=false" {
			t.Errorf("run %d: %q", run, got)
		}
		if all := strings.Join(warns, "\n"); !strings.Contains(all, want) || !strings.Contains(all, "budget") {
			t.Errorf("run %d: no warning %q in %q", run, want, warns)
		}
	}
}
