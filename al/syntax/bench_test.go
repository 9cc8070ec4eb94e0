package syntax

import (
	"go/build"
	goparser "go/parser"
	"go/token"
	"os"
	"path/filepath"
	"testing"
)

// benchSources returns our AL fixtures, repeated up to about 1 MB so that a
// run measures steady-state parsing rather than setup.
func benchSources(b *testing.B) ([][]byte, int) {
	files, _ := filepath.Glob("testdata/*/*.al")
	if len(files) == 0 {
		b.Fatal("no fixtures under testdata/ (run from the package directory)")
	}
	var srcs [][]byte
	total := 0
	for total < 1<<20 {
		for _, path := range files {
			src, err := os.ReadFile(path)
			if err != nil {
				b.Fatal(err)
			}
			srcs = append(srcs, src)
			total += len(src)
		}
	}
	return srcs, total
}

// BenchmarkParse reports AL parsing throughput (MB/s) over our fixtures.
func BenchmarkParse(b *testing.B) {
	srcs, total := benchSources(b)
	b.SetBytes(int64(total))
	b.ReportAllocs()
	for b.Loop() {
		for _, src := range srcs {
			Parse("bench.al", src, Options{})
		}
	}
}

// BenchmarkGoParser reports go/parser throughput (MB/s, with comments) over
// Go sources of the standard library's go/ packages of about the same size
// as BenchmarkParse's input, for comparison in one run.
func BenchmarkGoParser(b *testing.B) {
	_, want := benchSources(b)
	var srcs [][]byte
	total := 0
	for _, dir := range []string{"go/parser", "go/ast", "go/scanner", "go/printer", "go/types", "go/build"} {
		files, _ := filepath.Glob(filepath.Join(build.Default.GOROOT, "src", dir, "*.go"))
		for _, path := range files {
			if total >= want {
				break
			}
			src, err := os.ReadFile(path)
			if err != nil {
				b.Fatal(err)
			}
			srcs = append(srcs, src)
			total += len(src)
		}
	}
	if total < want/2 {
		b.Skipf("only %d bytes of Go source found", total)
	}
	b.SetBytes(int64(total))
	b.ReportAllocs()
	for b.Loop() {
		fset := token.NewFileSet()
		for _, src := range srcs {
			if _, err := goparser.ParseFile(fset, "x.go", src, goparser.ParseComments); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkLookupKeyword measures the keyword table on a mix of keywords and
// names; it must not allocate.
func BenchmarkLookupKeyword(b *testing.B) {
	words := []string{"begin", "Customer", "PERMISSIONSETEXTENSION", "x", "Validate", "end", "tabledata"}
	b.ReportAllocs()
	for b.Loop() {
		for _, w := range words {
			LookupKeyword(w)
		}
	}
}
