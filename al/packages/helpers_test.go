package packages

import (
	"archive/zip"
	"bytes"
	"encoding/binary"
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
	"golang.org/x/tools/txtar"
)

// extractDir extracts every .al file below dir, named relative to dir
// with forward slashes, sorted by name.
func extractDir(t testing.TB, dir string) []*symbols.FileSymbols {
	t.Helper()
	var out []*symbols.FileSymbols
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.EqualFold(filepath.Ext(path), ".al") {
			return err
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		out = append(out, symbols.Extract(syntax.Parse(filepath.ToSlash(rel), src, syntax.Options{})))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].File < out[j].File })
	return out
}

// export writes a package of files and returns its bytes.
func export(t testing.TB, m Manifest, files []*symbols.FileSymbols) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := Write(&buf, m, files); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// readBytes reads a package held in memory.
func readBytes(t testing.TB, name string, b []byte, opts Options) *Package {
	t.Helper()
	p, err := Read(name, bytes.NewReader(b), int64(len(b)), opts)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// jsonOf is v's JSON decoded into generic values: nil and empty slices
// compare equal.
func jsonOf(t testing.TB, v any) any {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var out any
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// zipEntry is one file of a hand-made archive.
type zipEntry struct {
	name string
	data []byte
}

// buildZip writes an archive of entries.
func buildZip(t testing.TB, entries ...zipEntry) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, e := range entries {
		w, err := zw.Create(e.name)
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

// navx wraps content in a NAVX header; trailer follows the content.
func navx(content, trailer []byte) []byte {
	hdr := make([]byte, headerSize)
	copy(hdr, "NAVX")
	binary.LittleEndian.PutUint32(hdr[4:], headerSize)
	binary.LittleEndian.PutUint32(hdr[8:], 2)
	binary.LittleEndian.PutUint64(hdr[28:], uint64(len(content)))
	copy(hdr[36:], "NAVX")
	return append(append(hdr, content...), trailer...)
}

const testManifestXML = `<?xml version="1.0" encoding="utf-8"?>
<Package xmlns="http://schemas.microsoft.com/navx/2015/manifest">
  <App Id="{AAAAAAAA-0000-0000-0000-000000000001}" Name="Hand Made" Publisher="Tests" Version="2.1.0.0" Platform="24.0.0.0" Runtime="13.0" />
  <IdRanges><IdRange MinObjectId="50000" MaxObjectId="50099" /></IdRanges>
  <Dependencies>
    <Dependency Id="63ca2fa4-4f03-4f2b-a480-172fef340d3f" Name="System Application" Publisher="Microsoft" MinVersion="24.0.0.0" />
    <Dependency AppId="11111111-0000-0000-0000-000000000002" Name="Old Style" Publisher="Tests" Version="1.0.0.0" />
  </Dependencies>
  <InternalsVisibleTo><Module Id="bbbbbbbb-0000-0000-0000-000000000003" Name="Friend" Publisher="Tests" /></InternalsVisibleTo>
</Package>`

// extractTxtar extracts every file of a txtar archive.
func extractTxtar(t testing.TB, path string) []*symbols.FileSymbols {
	t.Helper()
	a, err := txtar.ParseFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []*symbols.FileSymbols
	for _, f := range a.Files {
		out = append(out, symbols.Extract(syntax.Parse(f.Name, f.Data, syntax.Options{})))
	}
	return out
}
