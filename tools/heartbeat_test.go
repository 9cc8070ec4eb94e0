package tools

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/alfix/alfix/workspace"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// A call that lasts longer than a second is not silent (issue 49: the
// first find_symbols of a session was silent for 10-21 s): with a progress
// token, the heartbeat's notifications arrive while the call runs, under
// the one total, strictly growing, all before the answer.
func TestSlowCallSendsHeartbeats(t *testing.T) {
	root := symbolFixture(t)
	var once sync.Once
	slow := func(path string) ([]byte, error) {
		once.Do(func() { time.Sleep(2500 * time.Millisecond) }) // the first read stalls: a cold load
		return os.ReadFile(path)
	}
	ws, err := workspace.Open(context.Background(), workspace.Options{Roots: []string{filepath.Join(root, "app")}, SourceRoots: []string{root},
		Dir: root, Registry: testRegistry(), ReadFile: slow})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ws.Close() })
	var log progressLog
	cs := connect(t, ws, &mcp.ClientOptions{ProgressNotificationHandler: log.handler})
	params := &mcp.CallToolParams{Name: "find_symbols", Arguments: map[string]any{"query": "Fab Item"}}
	params.SetProgressToken("beat")
	res, err := cs.CallTool(context.Background(), params)
	if err != nil || res.IsError {
		t.Fatalf("find_symbols: %v %+v", err, res)
	}
	// The client handles notifications on its own goroutine: one sent just
	// before the answer may be handled just after CallTool returns. A beat
	// sent after the answer would come a heartbeat interval later, within
	// the sleep below.
	time.Sleep(300 * time.Millisecond)
	log.mu.Lock()
	got := append([]*mcp.ProgressNotificationParams{}, log.got...)
	log.mu.Unlock()
	if len(got) < 2 {
		t.Fatalf("%d progress notifications during a call of over 2.5 s; want one by the first second and more after", len(got))
	}
	prev := -1.0
	for _, p := range got {
		if p.ProgressToken != "beat" || p.Total != workspace.ProgressTotal || p.Progress <= prev || p.Progress >= p.Total ||
			!strings.HasPrefix(p.Message, "find_symbols: working (") {
			t.Errorf("notification %+v after %v", p, prev)
		}
		prev = p.Progress
	}
	// No heartbeat after the answer.
	time.Sleep(1500 * time.Millisecond)
	log.mu.Lock()
	defer log.mu.Unlock()
	if len(log.got) != len(got) {
		t.Errorf("%d notifications after the answer", len(log.got)-len(got))
	}
}

// The heartbeat never reaches the workspace's next whole step, so that
// progress stays strictly growing when the workspace reports again.
func TestHeartbeatStaysBelowTheNextStep(t *testing.T) {
	for _, start := range []float64{-1, 0, 12, 999.5} {
		sent, beats := start, 0
		for {
			v, ok := nextBeat(sent)
			if !ok {
				break
			}
			if v <= sent || v >= float64(int(max(start, 0)))+1 {
				t.Fatalf("from %v, beat %d: %v after %v", start, beats, v, sent)
			}
			sent = v
			beats++
		}
		if beats < 400 {
			t.Errorf("from %v: only %d beats before precision ran out", start, beats)
		}
	}
}

// With WarmSymbols, the server builds the primary project's declarations
// after the session's first message, before any call; without it, nothing
// is read.
func TestWarmSymbolsAfterInitialize(t *testing.T) {
	for _, warm := range []bool{false, true} {
		root := symbolFixture(t)
		var mu sync.Mutex
		reads := 0
		read := func(path string) ([]byte, error) {
			if strings.HasSuffix(path, ".al") {
				mu.Lock()
				reads++
				mu.Unlock()
			}
			return os.ReadFile(path)
		}
		ws, err := workspace.Open(context.Background(), workspace.Options{Roots: []string{filepath.Join(root, "app")}, SourceRoots: []string{root},
			Dir: root, Registry: testRegistry(), ReadFile: read})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { ws.Close() })
		connectServer(t, ws, Options{Version: "test", WarmSymbols: warm}, nil)
		n := 0
		for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
			mu.Lock()
			n = reads
			mu.Unlock()
			if n > 0 || !warm && time.Now().After(deadline.Add(-9*time.Second)) {
				break
			}
		}
		if warm && n == 0 {
			t.Errorf("WarmSymbols: no AL file read after initialize")
		}
		if !warm && n != 0 {
			t.Errorf("without WarmSymbols: %d AL files read before any call", n)
		}
	}
}

// A symbol tool's warning comes once per session (issue 49), and again in
// a new session.
func TestSymbolWarningsOncePerSession(t *testing.T) {
	root := symbolFixture(t)
	ws := openSymbolWorkspace(t, root)
	first := func(cs *mcp.ClientSession) []string {
		r := decodeCall[FindSymbolsResult](t, cs, "find_symbols", `{"query":"Fab Item"}`)
		return r.Warnings
	}
	cs := connect(t, ws, nil)
	w1 := first(cs)
	if !strings.Contains(strings.Join(w1, "|"), "is not loaded") {
		t.Fatalf("first call: warnings %q", w1)
	}
	if w2 := first(cs); len(w2) != 0 {
		t.Errorf("second call of the session repeats warnings: %q", w2)
	}
	d := decodeCall[DescribeObjectResult](t, cs, "describe_object", `{"objectType":"table","object":"Fab Item"}`)
	if len(d.Warnings) != 0 {
		t.Errorf("another tool of the session repeats warnings: %q", d.Warnings)
	}
	if w3 := first(connect(t, ws, nil)); strings.Join(w3, "|") != strings.Join(w1, "|") {
		t.Errorf("a new session: warnings %q, want %q", w3, w1)
	}
}
