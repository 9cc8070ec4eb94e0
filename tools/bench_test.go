package tools

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/alfix/alfix/al/rules"
	"github.com/alfix/alfix/workspace"
)

// BenchmarkAnalyzeWarm measures a warm analyze call over MCP (in-memory
// transport) on a project of 1,000 generated files: the cost of the tool
// layer (decoding, refresh by stat, filtering, sorting, JSON) once every
// file's result is cached. ALFIX_BENCH_DIR points it at a real project
// instead (every rule of alfix, the project watched as serve does), e.g. a
// copy of BCApps' BaseApp.
func BenchmarkAnalyzeWarm(b *testing.B) {
	var ws *workspace.Workspace
	if dir := os.Getenv("ALFIX_BENCH_DIR"); dir != "" {
		var err error
		ws, err = workspace.Open(context.Background(), workspace.Options{Roots: []string{dir}, Dir: dir, Registry: rules.Registry(), Watch: true})
		if err != nil {
			b.Fatal(err)
		}
		b.Cleanup(func() { ws.Close() })
	} else {
		root := fixture(b)
		for i := range 1000 {
			writeFile(b, filepath.Join(root, "src", "gen", fmt.Sprintf("G%04d.al", i)),
				fmt.Sprintf("codeunit %d \"G%d\"\n{\n    procedure P()\n    var\n        tmp1: Integer;\n    BEGIN\n        tmp1 := 1;\n    end;\n}\n", 60000+i, i))
		}
		ws = openWorkspace(b, root)
	}
	cs := connect(b, ws, nil)
	var r AnalyzeResult
	success(b, call(b, cs, "analyze", `{"limit":100}`), &r)
	b.Logf("%d diagnostics, %d files", r.TotalCount, r.Stats.Files)
	if r.TotalCount < 3000 {
		b.Fatalf("total %d", r.TotalCount)
	}
	b.ResetTimer()
	for b.Loop() {
		res := call(b, cs, "analyze", `{"limit":100}`)
		if res.IsError {
			b.Fatal(text(b, res))
		}
	}
}
