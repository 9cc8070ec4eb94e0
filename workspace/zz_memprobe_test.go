package workspace

import (
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// Throwaway: retained heap of the BaseApp summary. DELETE BEFORE COMMIT.
func TestZZMemProbe(t *testing.T) {
	dir := os.Getenv("MEMPROBE_DIR")
	if dir == "" {
		t.Skip()
	}
	runtime.MemProfileRate = 16384
	var list []*symbols.FileSymbols
	in := &interner{}
	filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.EqualFold(filepath.Ext(path), ".al") {
			return err
		}
		src, _ := os.ReadFile(path)
		fsy := symbols.Extract(syntax.Parse(path, src, syntax.Options{}))
		in.intern(fsy)
		list = append(list, fsy)
		return nil
	})
	sum := symbols.Build(list)
	list = nil
	// touch ProceduresNamed for every object, as Scopes/callees would.
	for _, o := range sum.AllObjects() {
		for _, p := range o.Procedures {
			sum.ProceduresNamed(o, p.Name)
		}
	}
	runtime.GC()
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	t.Logf("HeapAlloc after GC: %.1f MB, objects %d", float64(ms.HeapAlloc)/1e6, ms.HeapObjects)
	out, _ := os.Create(os.Getenv("MEMPROBE_OUT"))
	pprof.WriteHeapProfile(out)
	out.Close()
	in = nil
	runtime.GC()
	runtime.ReadMemStats(&ms)
	t.Logf("HeapAlloc without interner: %.1f MB, objects %d", float64(ms.HeapAlloc)/1e6, ms.HeapObjects)
	runtime.KeepAlive(sum)
}
