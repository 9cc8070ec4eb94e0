package tools

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/alfix/alfix/workspace"
)

// A symbol call made while the server warms the symbol index waits for
// the warming instead of building the same declarations alongside it: it
// reads each of the project's files as often as the call alone does (the
// two used to parse every file twice, neither finding the other's results
// in the cache).
func TestSymbolCallDuringWarmingReadsFilesOnce(t *testing.T) {
	readsOf := func(warm bool) map[string]int {
		root := symbolFixture(t)
		var mu sync.Mutex
		reads := map[string]int{}
		slow := func(path string) ([]byte, error) {
			mu.Lock()
			reads[filepath.Base(path)]++
			mu.Unlock()
			time.Sleep(50 * time.Millisecond) // a cold disk: the two would overlap
			return os.ReadFile(path)
		}
		ws, err := workspace.Open(context.Background(), workspace.Options{Roots: []string{filepath.Join(root, "app")}, SourceRoots: []string{root},
			Dir: root, Registry: testRegistry(), ReadFile: slow})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { ws.Close() })
		cs := connectServer(t, ws, Options{Version: "test", WarmSymbols: warm}, nil)
		var res FindSymbolsResult
		success(t, call(t, cs, "find_symbols", `{"query":"Fab Item"}`), &res)
		if res.TotalCount == 0 {
			t.Fatalf("find_symbols found nothing")
		}
		mu.Lock()
		defer mu.Unlock()
		return reads
	}
	alone, warmed := readsOf(false), readsOf(true)
	if len(alone) == 0 {
		t.Fatal("no file was read")
	}
	for name, n := range warmed {
		if n > alone[name] {
			t.Errorf("%s read %d times with the warming, %d without", name, n, alone[name])
		}
	}
}
