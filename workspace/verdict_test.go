package workspace

import (
	"archive/zip"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"io"
	"path/filepath"
	"slices"
	"testing"

	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/store"
)

// systemAppJSON stands for the platform's System app as a source project.
const systemAppJSON = `{"id": "8874ed3a-0643-4247-9ced-7a7002f7135d", "name": "System", "publisher": "Microsoft", "version": "24.0.0.0"}`

// plantedUndeclared uses a variable nothing declares (AL0118).
const plantedUndeclared = "codeunit 50101 \"Planted\"\n{\n    procedure Run()\n    begin\n        Undeclaredx := 1;\n    end;\n}\n"

// verdictOf analyses the consumer of repo with the given source roots
// (folders of repo) and returns the result.
func verdictOf(t *testing.T, repo string, roots []string, req AnalyzeRequest) *AnalyzeResult {
	t.Helper()
	var src []string
	for _, r := range roots {
		src = append(src, filepath.Join(repo, r))
	}
	w, err := Open(context.Background(), Options{Roots: []string{filepath.Join(repo, "consumer")}, SourceRoots: src, Registry: testRegistry(t)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Close() })
	res, err := w.Primary().Analyze(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func countID(res *AnalyzeResult, id string) int {
	n := 0
	for _, f := range res.Findings.Slice() {
		if f.ID == id {
			n++
		}
	}
	return n
}

func TestCompileVerdict(t *testing.T) {
	repo := t.TempDir()
	writeFiles(t, repo, map[string]string{
		"sys/app.json":              systemAppJSON,
		"lib/app.json":              libAppJSON,
		"lib/src/LibTable.Table.al": libTable,
		"consumer/app.json":         consumerAppJSON,
		"consumer/src/Ext.al":       consumerExt,
		"consumer/src/Planted.al":   plantedUndeclared,
	})

	t.Run("dependency missing", func(t *testing.T) {
		res := verdictOf(t, repo, []string{"sys", "consumer"}, AnalyzeRequest{})
		v := res.CompileChecks
		if v.State != CompilePartial || v.By != ByChecks {
			t.Fatalf("verdict %+v, want partial by alfix", v)
		}
		if len(v.Missing) != 1 || v.Missing[0].Name != "Lib" || v.Missing[0].ID != "aaaaaaaa-0000-0000-0000-000000000001" ||
			v.Missing[0].Publisher != "Tests" || v.Missing[0].Reason != ReasonNotFound || v.Missing[0].Detail == "" {
			t.Errorf("missing %+v, want Lib not found with where alfix looked", v.Missing)
		}
		for _, k := range []string{"names", "members", "calls", "object references"} {
			if !slices.Contains(v.Silent, k) {
				t.Errorf("silent %v lacks %q", v.Silent, k)
			}
		}
		if slices.Contains(v.Silent, "duplicate declarations") {
			t.Errorf("silent %v names a kind that needs no dependency", v.Silent)
		}
		if n := countID(res, "AL0118"); n != 0 {
			t.Errorf("%d AL0118 with Lib missing: the binding checks must stay silent", n)
		}
		// The same verdict for a request limited to one file, and from the
		// cache on a second call.
		again := verdictOf(t, repo, []string{"sys", "consumer"}, AnalyzeRequest{Paths: []string{filepath.Join(repo, "consumer", "src", "Ext.al")}})
		if !slices.Equal(again.CompileChecks.Silent, v.Silent) || !slices.Equal(again.CompileChecks.Missing, v.Missing) || again.CompileChecks.State != v.State {
			t.Errorf("limited request: %+v, want %+v", again.CompileChecks, v)
		}
	})

	t.Run("dependency present", func(t *testing.T) {
		res := verdictOf(t, repo, []string{"sys", "lib", "consumer"}, AnalyzeRequest{})
		v := res.CompileChecks
		if v.State != CompileComplete || v.By != ByChecks || len(v.Missing) != 0 || len(v.Silent) != 0 {
			t.Fatalf("verdict %+v, want complete by alfix", v)
		}
		if n := countID(res, "AL0118"); n != 1 {
			t.Errorf("%d AL0118, want the planted one", n)
		}
	})

	t.Run("System missing", func(t *testing.T) {
		v := verdictOf(t, repo, []string{"lib", "consumer"}, AnalyzeRequest{}).CompileChecks
		if v.State != CompilePartial || !slices.Equal(v.Silent, []string{"object references"}) {
			t.Fatalf("verdict %+v, want partial with object references silent", v)
		}
		if len(v.Missing) != 1 || v.Missing[0].ID != symbols.PlatformAppID || v.Missing[0].Reason != ReasonNotFound {
			t.Errorf("missing %+v, want System", v.Missing)
		}
	})

	t.Run("compiler ran", func(t *testing.T) {
		v := verdictOf(t, repo, []string{"consumer"}, AnalyzeRequest{CompilerRan: true}).CompileChecks
		if v.State != CompileComplete || v.By != ByCompiler || len(v.Silent) != 0 {
			t.Fatalf("verdict %+v, want complete by the compiler", v)
		}
		if len(v.Missing) != 2 {
			t.Errorf("missing %+v, want System and Lib still listed", v.Missing)
		}
	})
}

// TestCompileVerdictWarm checks the verdict of an analysis answered from
// a restarted process's store, which never loads the dependencies.
func TestCompileVerdictWarm(t *testing.T) {
	repo := t.TempDir()
	writeFiles(t, repo, map[string]string{
		"sys/app.json":              systemAppJSON,
		"lib/app.json":              libAppJSON,
		"lib/src/LibTable.Table.al": libTable,
		"consumer/app.json":         consumerAppJSON,
		"consumer/src/Planted.al":   plantedUndeclared,
	})
	dbPath := filepath.Join(t.TempDir(), "cache.db")
	for i, roots := range [][]string{{"sys", "consumer"}, {"sys", "consumer"}, {"sys", "lib", "consumer"}, {"sys", "lib", "consumer"}} {
		st, err := store.Open(store.Options{Path: dbPath})
		if err != nil {
			t.Fatal(err)
		}
		var src []string
		for _, r := range roots {
			src = append(src, filepath.Join(repo, r))
		}
		w, err := Open(context.Background(), Options{Roots: []string{filepath.Join(repo, "consumer")}, SourceRoots: src, Store: st, Registry: testRegistry(t)})
		if err != nil {
			t.Fatal(err)
		}
		res, err := w.Primary().Analyze(context.Background(), AnalyzeRequest{})
		w.Close()
		st.Close()
		if err != nil {
			t.Fatal(err)
		}
		want := CompilePartial
		if len(roots) == 3 {
			want = CompileComplete
		}
		if res.CompileChecks.State != want {
			t.Errorf("run %d (%v): verdict %+v, want %s", i, roots, res.CompileChecks, want)
		}
		if i%2 == 1 && res.Cached != res.Files {
			t.Errorf("run %d: %d of %d files from the cache, want all", i, res.Cached, res.Files)
		}
	}
}

// navxWrap wraps content in a package file's header (see
// packages.Write): magic, header length, version, digest, content length,
// magic.
func navxWrap(content []byte) []byte {
	hdr := make([]byte, 40)
	copy(hdr[0:4], "NAVX")
	binary.LittleEndian.PutUint32(hdr[4:8], 40)
	binary.LittleEndian.PutUint32(hdr[8:12], 2)
	sum := sha256.Sum256(content)
	copy(hdr[12:28], sum[:16])
	binary.LittleEndian.PutUint64(hdr[28:36], uint64(len(content)))
	copy(hdr[36:40], "NAVX")
	return append(hdr, content...)
}

// brokenLibPackage is a package of Lib whose manifest reads but whose
// symbols do not: the manifest of a real package next to a
// SymbolReference.json that is not JSON.
func brokenLibPackage(t *testing.T) []byte {
	t.Helper()
	good := libPackage(t, libTable)
	zr, err := zip.NewReader(bytes.NewReader(good[40:]), int64(len(good)-40))
	if err != nil {
		t.Fatal(err)
	}
	var content bytes.Buffer
	zw := zip.NewWriter(&content)
	for _, f := range zr.File {
		if f.Name != "NavxManifest.xml" {
			continue
		}
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		w, _ := zw.Create(f.Name)
		if _, err := io.Copy(w, rc); err != nil {
			t.Fatal(err)
		}
		rc.Close()
	}
	w, _ := zw.Create("SymbolReference.json")
	w.Write([]byte(`{"RuntimeVersion": "14.0", "Tables": [ {"Name": `))
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return navxWrap(content.Bytes())
}

// TestCompileVerdictReasons: a package whose symbols cannot be read is
// "unreadable", a runtime package is "runtime package"; both keep the
// binding checks silent.
func TestCompileVerdictReasons(t *testing.T) {
	for _, c := range []struct {
		name, file string
		pkg        func(t *testing.T) []byte
		reason     string
	}{
		{"unreadable", "Tests_Lib_2.0.0.0.app", brokenLibPackage, ReasonUnreadable},
		{"runtime", "Tests_Lib_2.0.0.0.app", func(*testing.T) []byte { return navxWrap([]byte(".NEA runtime bytes")) }, ReasonRuntime},
	} {
		t.Run(c.name, func(t *testing.T) {
			repo := t.TempDir()
			writeFiles(t, repo, map[string]string{
				"sys/app.json":            systemAppJSON,
				"consumer/app.json":       consumerAppJSON,
				"consumer/src/Planted.al": plantedUndeclared,
			})
			writeFiles(t, repo, map[string]string{"consumer/.alpackages/" + c.file: string(c.pkg(t))})
			res := verdictOf(t, repo, []string{"sys", "consumer"}, AnalyzeRequest{})
			v := res.CompileChecks
			if v.State != CompilePartial || len(v.Missing) != 1 || v.Missing[0].Name != "Lib" || v.Missing[0].Reason != c.reason || v.Missing[0].Detail == "" {
				t.Fatalf("verdict %+v, want partial with Lib %s", v, c.reason)
			}
			if !slices.Contains(v.Silent, "names") || countID(res, "AL0118") != 0 {
				t.Errorf("silent %v, %d AL0118", v.Silent, countID(res, "AL0118"))
			}
		})
	}
}

// TestCompileVerdictUnreadableAfterRestart: a restarted process that
// answers every file from the cache never reads the broken package again,
// and still says it was unreadable.
func TestCompileVerdictUnreadableAfterRestart(t *testing.T) {
	repo := t.TempDir()
	writeFiles(t, repo, map[string]string{
		"sys/app.json":            systemAppJSON,
		"consumer/app.json":       consumerAppJSON,
		"consumer/src/Planted.al": plantedUndeclared,
	})
	writeFiles(t, repo, map[string]string{"consumer/.alpackages/Tests_Lib_2.0.0.0.app": string(brokenLibPackage(t))})
	dbPath := filepath.Join(t.TempDir(), "cache.db")
	for run := range 2 {
		st, err := store.Open(store.Options{Path: dbPath})
		if err != nil {
			t.Fatal(err)
		}
		w, err := Open(context.Background(), Options{Roots: []string{filepath.Join(repo, "consumer")},
			SourceRoots: []string{filepath.Join(repo, "sys"), filepath.Join(repo, "consumer")}, Store: st, Registry: testRegistry(t)})
		if err != nil {
			t.Fatal(err)
		}
		res, err := w.Primary().Analyze(context.Background(), AnalyzeRequest{})
		w.Close()
		st.Close()
		if err != nil {
			t.Fatal(err)
		}
		if run == 1 && res.Cached != res.Files {
			t.Fatalf("run %d: %d of %d files from the cache: the restart is not warm", run, res.Cached, res.Files)
		}
		v := res.CompileChecks
		if v.State != CompilePartial || len(v.Missing) != 1 || v.Missing[0].Reason != ReasonUnreadable || v.Missing[0].Detail == "" {
			t.Errorf("run %d: verdict %+v, want partial with Lib unreadable", run, v)
		}
	}
}
