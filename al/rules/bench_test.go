package rules

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/analysis/analysistest"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
	"github.com/alfix/alfix/internal/cputime"
)

// benchFiles parses the AL files the all-rules benchmark runs over: every
// file under $ALFIX_BENCH_DIR when it is set (a real project, say), else
// every fixture under the cop packages' testdata/ with its markers removed.
func benchFiles(b *testing.B) []*syntax.File {
	b.Helper()
	root, fixtures := os.Getenv("ALFIX_BENCH_DIR"), false
	if root == "" {
		root, fixtures = ".", true
	}
	var files []*syntax.File
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.EqualFold(filepath.Ext(path), ".al") {
			return err
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if fixtures {
			if src, _, err = analysistest.StripMarkers(src); err != nil {
				return nil
			}
		}
		files = append(files, syntax.Parse(path, src, syntax.Options{}))
		return nil
	})
	if err != nil || len(files) == 0 {
		b.Fatalf("no AL files under %s: %v", root, err)
	}
	return files
}

// BenchmarkAllRules runs every registered rule over each file (parsed once,
// outside the timing; the project summary of all the files is built once),
// as a cold analysis does per file.
func BenchmarkAllRules(b *testing.B) {
	files := benchFiles(b)
	var syms []*symbols.FileSymbols
	size := 0
	for _, f := range files {
		syms = append(syms, symbols.Extract(f))
		size += len(f.Src)
	}
	sum := symbols.Build(syms)
	cfg := &project.Config{Analyzers: project.AllAnalyzerGroups}
	var rules []analysis.EnabledRule
	for _, r := range Registry().All() {
		rules = append(rules, analysis.EnabledRule{Rule: r, Severity: r.Severity})
	}
	b.SetBytes(int64(size))
	b.ReportAllocs()
	b.ResetTimer()
	cpu := cputime.Used()
	for range b.N {
		for _, f := range files {
			analysis.AnalyzeFile(context.Background(), f, cfg, rules, analysis.Options{Summary: sum})
		}
	}
	reportCPU(b, cpu)
}

// reportCPU reports the process CPU time per operation since start: on a
// shared machine it varies less than the wall time.
func reportCPU(b *testing.B, start time.Duration) {
	if used := cputime.Used() - start; start > 0 {
		b.ReportMetric(float64(used.Nanoseconds())/float64(b.N), "cpu-ns/op")
	}
}
