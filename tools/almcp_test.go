package tools

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/alfix/alfix/almcp"
	"github.com/alfix/alfix/workspace"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var (
	fakeOnce sync.Once
	fakeDir  string // holds the fake's binary; removed by TestMain
	fakePath string
	fakeErr  error
)

// TestMain removes the fake almcp built by the tests (an 11 MB binary
// that would otherwise stay in the temporary folder after every run).
func TestMain(m *testing.M) {
	code := m.Run()
	if fakeDir != "" {
		os.RemoveAll(fakeDir)
	}
	os.Exit(code)
}

// fakeAlmcp builds almcp's test stand-in for Microsoft's AL MCP server once
// per test run.
func fakeAlmcp(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		// almcp's own tests run the fake in -short; building it a second
		// time here costs seconds of the quick loop.
		t.Skip("builds the fake almcp")
	}
	fakeOnce.Do(func() {
		dir, err := os.MkdirTemp("", "alfix-fakealmcp")
		if err != nil {
			fakeErr = err
			return
		}
		fakeDir = dir
		fakePath = filepath.Join(dir, "fakealmcp")
		out, err := exec.Command("go", "build", "-o", fakePath, "../almcp/internal/fakealmcp").CombinedOutput()
		if err != nil {
			fakeErr = err
			t.Logf("%s", out)
		}
	})
	if fakeErr != nil {
		t.Fatalf("building the fake almcp: %v", fakeErr)
	}
	return fakePath
}

// connectWith serves the workspace with a compiler bridge.
func connectWith(t *testing.T, ws *workspace.Workspace, sup *almcp.Supervisor, opts *mcp.ClientOptions) *mcp.ClientSession {
	t.Helper()
	return connectServer(t, ws, Options{Version: "test", Compiler: sup}, opts)
}

func startFake(t *testing.T, root string, cfg almcp.Config) *almcp.Supervisor {
	t.Helper()
	cfg.Projects = []string{root}
	if cfg.ReadyTimeout == 0 {
		cfg.ReadyTimeout = 20 * time.Second
	}
	sup := almcp.Start(context.Background(), cfg, nil)
	t.Cleanup(func() { sup.Close() })
	return sup
}

func TestCompilerUnavailableReasons(t *testing.T) {
	root := fixture(t)
	ws := openWorkspace(t, root)
	notFound := startFake(t, root, almcp.Config{Command: filepath.Join(t.TempDir(), "no-such-altool")})
	// A program that starts but never speaks MCP.
	notReady := startFake(t, root, almcp.Config{Command: fakeAlmcp(t) + " -mode never", ReadyTimeout: 300 * time.Millisecond, MaxStartAttempts: 1})
	callFails := startFake(t, root, almcp.Config{Command: fakeAlmcp(t) + " -mode error"})
	cases := []struct {
		name   string
		sup    *almcp.Supervisor
		reason string
		detail string
	}{
		{"AlmcpNotFound", notFound, "AlmcpNotFound", ""},
		{"AlmcpNotReady", notReady, "AlmcpNotReady", ""},
		{"AlmcpCallFailed", callFails, "AlmcpCallFailed", "could not be loaded"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cs := connectWith(t, ws, c.sup, nil)
			var te ToolError
			if err := json.Unmarshal([]byte(envelope(t, call(t, cs, "analyze", `{"compiler":"on"}`))), &te); err != nil {
				t.Fatal(err)
			}
			if te.Code != CodeUnavailable || te.Reason != c.reason || !strings.Contains(te.Detail, c.detail) {
				t.Errorf("got %+v, want Unavailable/%s with detail containing %q", te, c.reason, c.detail)
			}
			// compiler=auto never fails: it says why in a warning.
			var r AnalyzeResult
			success(t, call(t, cs, "analyze", `{"compiler":"auto"}`), &r)
			if len(r.Warnings) == 0 || !strings.HasPrefix(r.Warnings[0], "compiler diagnostics are not included") {
				t.Errorf("auto warnings = %q", r.Warnings)
			}
		})
	}
}

func TestCompilerDiagnosticsMergedAndToolsForwarded(t *testing.T) {
	root := fixture(t)
	ws := openWorkspace(t, root)
	sup := startFake(t, root, almcp.Config{Command: fakeAlmcp(t)})
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := sup.Wait(ctx); err != nil {
		t.Fatalf("fake almcp not ready: %v", err)
	}
	var mu sync.Mutex
	var progress []float64
	cs := connectWith(t, ws, sup, &mcp.ClientOptions{
		ProgressNotificationHandler: func(_ context.Context, req *mcp.ProgressNotificationClientRequest) {
			mu.Lock()
			progress = append(progress, req.Params.Progress)
			mu.Unlock()
		}})
	var r AnalyzeResult
	success(t, call(t, cs, "analyze", `{"compiler":"on"}`), &r)
	compilerIDs := map[string]bool{}
	for _, d := range r.Diagnostics {
		if d.Analyzer == CompilerAnalyzer {
			compilerIDs[d.ID] = true
		}
	}
	if !compilerIDs["AL0118"] || r.Summary.ByAnalyzer[CompilerAnalyzer] == 0 {
		t.Errorf("compiler diagnostics not merged: %v, summary %v", compilerIDs, r.Summary.ByAnalyzer)
	}
	if compilerIDs["AL0999"] {
		t.Error("a diagnostic of another project was merged")
	}
	// The compiler's diagnostics are complete compile checks of their own.
	if v := r.CompileChecks; v.State != "complete" || v.By != "compiler" || len(v.Silent) != 0 {
		t.Errorf("compileChecks with compiler=on: %+v", v)
	}
	// The analyzers filter applies to compiler diagnostics too.
	var only AnalyzeResult
	success(t, call(t, cs, "analyze", `{"compiler":"on","analyzers":["Compiler"]}`), &only)
	for _, d := range only.Diagnostics {
		if d.Analyzer != CompilerAnalyzer || d.HasFix {
			t.Errorf("analyzers=[Compiler] returned %+v", d)
		}
	}
	// almcp's tools are listed next to ours and forwarded unchanged.
	deadline := time.Now().Add(10 * time.Second)
	var names []string
	for time.Now().Before(deadline) {
		names = names[:0]
		for tool, err := range cs.Tools(context.Background(), nil) {
			if err != nil {
				t.Fatal(err)
			}
			names = append(names, tool.Name)
		}
		if strings.Contains(strings.Join(names, ","), "al_compile") {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if !strings.Contains(strings.Join(names, ","), "al_progress") || !strings.Contains(strings.Join(names, ","), "apply_fix_all") {
		t.Fatalf("tools/list = %v", names)
	}
	params := &mcp.CallToolParams{Name: "al_progress", Arguments: map[string]any{"steps": 2}}
	params.SetProgressToken("p1")
	res, err := cs.CallTool(context.Background(), params)
	if err != nil || res.IsError {
		t.Fatalf("al_progress: %v %+v", err, res)
	}
	for end := time.Now().Add(5 * time.Second); time.Now().Before(end); time.Sleep(10 * time.Millisecond) {
		mu.Lock()
		n := len(progress)
		mu.Unlock()
		if n > 0 {
			break
		}
	}
	mu.Lock()
	defer mu.Unlock()
	if len(progress) == 0 {
		t.Error("progress of a forwarded tool was not relayed")
	}
}
