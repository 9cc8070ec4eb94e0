package tools

import (
	"fmt"
	"path/filepath"
	"testing"
)

// BenchmarkAnalyzeWarm measures a warm analyze call over MCP (in-memory
// transport) on a project of 1,000 generated files: the cost of the tool
// layer (decoding, refresh by stat, filtering, sorting, JSON) once every
// file's result is cached.
func BenchmarkAnalyzeWarm(b *testing.B) {
	root := fixture(b)
	for i := range 1000 {
		writeFile(b, filepath.Join(root, "src", "gen", fmt.Sprintf("G%04d.al", i)),
			fmt.Sprintf("codeunit %d \"G%d\"\n{\n    procedure P()\n    var\n        tmp1: Integer;\n    BEGIN\n        tmp1 := 1;\n    end;\n}\n", 60000+i, i))
	}
	cs := connect(b, openWorkspace(b, root), nil)
	var r AnalyzeResult
	success(b, call(b, cs, "analyze", `{"limit":100}`), &r)
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
