package tools

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/binary"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/alfix/alfix/al/packages"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
	"github.com/alfix/alfix/workspace"
)

// The symbol fixture: testdata/symbols holds app (the startup project) and
// lib (a source dependency); symbolFixture adds two packages app depends
// on: Fab Pkg, which embeds its sources, and Fab NoSrc, which does not.

const pkgSources = `table 70000 "Pkg Table"
{
    fields { field(1; Code; Code[10]) { } }
}
`

const pkgMgt = `codeunit 70001 "Pkg Mgt"
{
    /// Does it.
    procedure DoIt()
    begin
        Message('done');
    end;
}
`

const noSrcMgt = `codeunit 71000 "NoSrc Mgt"
{
    procedure Hidden() begin end;
}
`

// symbolFixture copies testdata/symbols to a temporary folder, writes the
// packages into app/.alpackages and returns the copy's root.
func symbolFixture(t testing.TB) string {
	t.Helper()
	dir, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	root := filepath.Join(dir, "symbols")
	copyTree(t, "testdata/symbols", root)
	pkgDir := filepath.Join(root, "app", ".alpackages")
	if err := os.MkdirAll(pkgDir, 0o755); err != nil {
		t.Fatal(err)
	}
	writeTestPackage(t, filepath.Join(pkgDir, "Fabrikam_Fab Pkg_1.0.0.0.app"),
		symbols.App{ID: "cccccccc-0000-0000-0000-00000000000c", Name: "Fab Pkg", Publisher: "Fabrikam", Version: "1.2.0.0"},
		map[string]string{"PkgTable.Table.al": pkgSources, "Pkg Mgt/PkgMgt.Codeunit.al": pkgMgt}, true)
	writeTestPackage(t, filepath.Join(pkgDir, "Fabrikam_Fab NoSrc_1.0.0.0.app"),
		symbols.App{ID: "dddddddd-0000-0000-0000-00000000000d", Name: "Fab NoSrc", Publisher: "Fabrikam", Version: "1.0.0.0"},
		map[string]string{"NoSrcMgt.Codeunit.al": noSrcMgt}, false)
	return root
}

// writeTestPackage writes a package of the declarations of sources (file
// name -> AL text) and, with embed, the sources themselves below src/
// (entry names percent-encoded, as Microsoft's packages have them).
func writeTestPackage(t testing.TB, path string, app symbols.App, sources map[string]string, embed bool) {
	t.Helper()
	var files []*symbols.FileSymbols
	for name, src := range sources {
		files = append(files, symbols.Extract(syntax.Parse(name, []byte(src), syntax.Options{})))
	}
	var buf bytes.Buffer
	if err := packages.Write(&buf, packages.Manifest{App: app, Platform: "24.0.0.0"}, files); err != nil {
		t.Fatal(err)
	}
	data := buf.Bytes()
	if embed {
		data = addSources(t, data, sources)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// addSources rewrites a package with the sources added below src/.
func addSources(t testing.TB, pkg []byte, sources map[string]string) []byte {
	t.Helper()
	length := binary.LittleEndian.Uint64(pkg[28:36])
	content := pkg[40 : 40+length]
	zr, err := zip.NewReader(bytes.NewReader(content), int64(len(content)))
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	zw := zip.NewWriter(&out)
	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		w, _ := zw.Create(f.Name)
		io.Copy(w, rc)
		rc.Close()
	}
	for name, src := range sources {
		w, _ := zw.Create("src/" + pathEscapeSpaces(name))
		w.Write([]byte(src))
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	hdr := append([]byte{}, pkg[:40]...)
	binary.LittleEndian.PutUint64(hdr[28:36], uint64(out.Len()))
	return append(hdr, out.Bytes()...)
}

func pathEscapeSpaces(name string) string {
	var b bytes.Buffer
	for _, c := range []byte(name) {
		if c == ' ' {
			b.WriteString("%20")
		} else {
			b.WriteByte(c)
		}
	}
	return b.String()
}

// openSymbolWorkspace opens a workspace on the fixture's app with the
// fixture root as its source root.
func openSymbolWorkspace(t testing.TB, root string) *workspace.Workspace {
	t.Helper()
	read := func(path string) ([]byte, error) {
		if readHook != nil {
			return readHook()
		}
		return os.ReadFile(path)
	}
	ws, err := workspace.Open(context.Background(), workspace.Options{Roots: []string{filepath.Join(root, "app")}, SourceRoots: []string{root},
		Dir: root, Registry: testRegistry(), ReadFile: read})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ws.Close() })
	return ws
}
