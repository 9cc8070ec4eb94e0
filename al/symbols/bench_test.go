package symbols

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/alfix/alfix/al/syntax"
	"github.com/alfix/alfix/workspace/corpus"
)

// benchProject is a set of AL sources read once per process.
type benchProject struct {
	names []string
	srcs  [][]byte
	bytes int64
}

var (
	corpusOnce sync.Once
	corpusProj *benchProject
	corpusErr  error
)

// generatedProject writes a 5,000-file synthetic project once per process.
func generatedProject(b *testing.B) *benchProject {
	corpusOnce.Do(func() {
		dir, err := os.MkdirTemp("", "alfix-symbols-bench-")
		if err != nil {
			corpusErr = err
			return
		}
		defer os.RemoveAll(dir)
		if _, err := corpus.Write(dir, corpus.Options{Files: 5000, Seed: 1}); err != nil {
			corpusErr = err
			return
		}
		corpusProj, corpusErr = readProject(dir)
	})
	if corpusErr != nil {
		b.Fatal(corpusErr)
	}
	return corpusProj
}

// readProject reads every .al file under dir.
func readProject(dir string) (*benchProject, error) {
	p := &benchProject{}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.EqualFold(filepath.Ext(path), ".al") {
			return err
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		p.names = append(p.names, path)
		p.srcs = append(p.srcs, src)
		p.bytes += int64(len(src))
		return nil
	})
	return p, err
}

// projects returns the generated project and, when ALFIX_BENCH_DIR is set,
// the .al files under that directory (e.g. BCApps' BaseApp).
func projects(b *testing.B) map[string]*benchProject {
	out := map[string]*benchProject{"corpus5000": generatedProject(b)}
	if dir := os.Getenv("ALFIX_BENCH_DIR"); dir != "" {
		p, err := readProject(dir)
		if err != nil {
			b.Fatal(err)
		}
		out["benchdir"] = p
	}
	return out
}

// BenchmarkParse parses every file: the reference the other figures are
// compared with.
func BenchmarkParse(b *testing.B) {
	for name, p := range projects(b) {
		b.Run(name, func(b *testing.B) {
			b.SetBytes(p.bytes)
			b.ReportAllocs()
			for b.Loop() {
				for i, src := range p.srcs {
					syntax.Parse(p.names[i], src, syntax.Options{})
				}
			}
			b.ReportMetric(float64(len(p.srcs)), "files")
		})
	}
}

// BenchmarkParseExtract parses and extracts every file, one at a time, as
// the workspace does on a cache miss (no tree outlives its file). Its cost
// minus BenchmarkParse's is the cost of Extract.
func BenchmarkParseExtract(b *testing.B) {
	for name, p := range projects(b) {
		b.Run(name, func(b *testing.B) {
			b.SetBytes(p.bytes)
			b.ReportAllocs()
			for b.Loop() {
				for i, src := range p.srcs {
					Extract(syntax.Parse(p.names[i], src, syntax.Options{}))
				}
			}
		})
	}
}

// BenchmarkBuild merges the per-file symbols of every file (as the
// workspace does from cached FileSymbols), indexes and hashes the summary.
func BenchmarkBuild(b *testing.B) {
	for name, p := range projects(b) {
		b.Run(name, func(b *testing.B) {
			fss := extractAll(p)
			b.ReportAllocs()
			b.ResetTimer()
			for b.Loop() {
				s := Build(fss)
				s.Hash()
			}
		})
	}
}

// BenchmarkParseScopes parses every file and resolves its names against the
// project summary, one file at a time. Its cost minus BenchmarkParse's is
// the cost of Scopes (which extracts the file's symbols itself; see
// BenchmarkParseScopesWith).
func BenchmarkParseScopes(b *testing.B) {
	for name, p := range projects(b) {
		b.Run(name, func(b *testing.B) {
			sum := Build(extractAll(p))
			b.SetBytes(p.bytes)
			b.ReportAllocs()
			b.ResetTimer()
			for b.Loop() {
				for i, src := range p.srcs {
					Scopes(syntax.Parse(p.names[i], src, syntax.Options{}), sum)
				}
			}
		})
	}
}

// BenchmarkParseScopesWith is BenchmarkParseScopes with the file's symbols
// at hand (ScopesWith), as in the workspace, where every file was
// extracted for the summary.
func BenchmarkParseScopesWith(b *testing.B) {
	for name, p := range projects(b) {
		b.Run(name, func(b *testing.B) {
			fss := extractAll(p)
			sum := Build(fss)
			b.SetBytes(p.bytes)
			b.ReportAllocs()
			b.ResetTimer()
			for b.Loop() {
				for i, src := range p.srcs {
					ScopesWith(syntax.Parse(p.names[i], src, syntax.Options{}), fss[i], sum)
				}
			}
		})
	}
}

// extractAll returns the symbols of every file without keeping the trees.
func extractAll(p *benchProject) []*FileSymbols {
	fss := make([]*FileSymbols, len(p.srcs))
	for i, src := range p.srcs {
		fss[i] = Extract(syntax.Parse(p.names[i], src, syntax.Options{}))
	}
	return fss
}
