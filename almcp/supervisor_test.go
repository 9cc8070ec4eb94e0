package almcp

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// fakeBinary is the fake almcp server, built once by TestMain.
var fakeBinary string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "almcp-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fakeBinary = filepath.Join(dir, "fakealmcp")
	if runtime.GOOS == "windows" {
		fakeBinary += ".exe"
	}
	build := exec.Command("go", "build", "-o", fakeBinary, "./internal/fakealmcp")
	if out, err := build.CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "building the fake almcp: %v\n%s", err, out)
		os.RemoveAll(dir)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// fakeCommand is a --almcp value that runs the fake with the given flags.
func fakeCommand(flags ...string) string {
	return `"` + fakeBinary + `" ` + strings.Join(flags, " ")
}

// startFake starts a supervisor for the fake with quick timeouts; the
// supervisor is closed when the test ends.
func startFake(t *testing.T, cfg Config, flags ...string) *Supervisor {
	t.Helper()
	cfg.Command = fakeCommand(flags...)
	if cfg.ReadyTimeout == 0 {
		cfg.ReadyTimeout = 10 * time.Second
	}
	if cfg.CallTimeout == 0 {
		cfg.CallTimeout = 10 * time.Second
	}
	if cfg.StopTimeout == 0 {
		cfg.StopTimeout = 200 * time.Millisecond
	}
	if cfg.RestartBackoff == 0 {
		cfg.RestartBackoff = 20 * time.Millisecond
	}
	s := Start(context.Background(), cfg, nil)
	t.Cleanup(func() { s.Close() })
	return s
}

func testCtx(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	t.Cleanup(cancel)
	return ctx
}

// wantError checks that err is an *Error with the reason and returns it.
func wantError(t *testing.T, err error, reason Reason) *Error {
	t.Helper()
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("error = %v (%T); want *Error with reason %s", err, err, reason)
	}
	if e.Reason != reason {
		t.Fatalf("reason = %s (%v, detail %q); want %s", e.Reason, e, e.Detail, reason)
	}
	return e
}

func TestDisabledIsNoProxy(t *testing.T) {
	s := Start(context.Background(), Config{Disabled: true, Command: fakeCommand()}, nil)
	defer s.Close()
	if st := s.State(); st.Status != NotConfigured {
		t.Errorf("State = %v", st.Status)
	}
	_, _, err := s.Compile(testCtx(t), "")
	wantError(t, err, NoProxy)
	wantError(t, s.Wait(testCtx(t)), NoProxy)
	_, err = s.CallTool(testCtx(t), "al_progress", nil, nil, nil)
	wantError(t, err, NoProxy)
	if s.Tools() != nil {
		t.Error("Tools() of a disabled supervisor is not nil")
	}
}

func TestNilSupervisorIsDisabled(t *testing.T) {
	var s *Supervisor
	if st := s.State(); st.Status != NotConfigured {
		t.Errorf("State = %v", st.Status)
	}
	_, _, err := s.Compile(testCtx(t), "")
	wantError(t, err, NoProxy)
	wantError(t, s.Wait(testCtx(t)), NoProxy)
	if s.Tools() != nil || s.Close() != nil {
		t.Error("nil supervisor has tools or fails to close")
	}
	s.OnToolsChanged(func() {})
	Mirror(mcp.NewServer(&mcp.Implementation{Name: "x", Version: "0"}, nil), nil, nil, nil)
}

func TestCommandNotFound(t *testing.T) {
	for _, cmd := range []string{
		filepath.Join(t.TempDir(), "no-such-altool") + " --x",
		`"unterminated`,
		"alfix-no-such-program-on-path",
	} {
		s := Start(context.Background(), Config{Command: cmd}, nil)
		if st := s.State(); st.Status != NotFound || st.Err == nil {
			t.Errorf("%q: State = %v, %v; want NotFound with an error", cmd, st.Status, st.Err)
		}
		_, _, err := s.Compile(testCtx(t), "")
		e := wantError(t, err, AlmcpNotFound)
		if e.Message == "" {
			t.Errorf("%q: empty message", cmd)
		}
		s.Close()
	}
}

func TestNothingDiscoveredIsNotFound(t *testing.T) {
	if d := Discover(); d.Found() {
		t.Skipf("altool is installed here (%s)", d.Path)
	}
	s := Start(context.Background(), Config{}, nil)
	defer s.Close()
	_, _, err := s.Compile(testCtx(t), "")
	e := wantError(t, err, AlmcpNotFound)
	if !strings.Contains(e.Message, "altool was not found") || !strings.Contains(e.Message, EnvCommand) {
		t.Errorf("message = %q", e.Message)
	}
}

func TestCompileHealthy(t *testing.T) {
	root := t.TempDir()
	other := t.TempDir()
	s := startFake(t, Config{Projects: []string{root, other}})
	if err := s.Wait(testCtx(t)); err != nil {
		t.Fatal(err)
	}
	diags, warnings, err := s.Compile(testCtx(t), root+string(filepath.Separator))
	if err != nil {
		t.Fatal(err)
	}
	want := []Diagnostic{
		{Path: filepath.Join(root, "src", "Sales (Old)@Archive", "Cust.Table.al"), Line: 12, Column: 5,
			ID: "AL0118", Severity: "Error", Message: "The name 'Foo' does not exist in the current context."},
		{Path: filepath.Join(root, "src", "Codeunit.al"), Line: 3, Column: 1, EndLine: 3, EndColumn: 9,
			ID: "AA0005", Severity: "Warning", Message: "Only use BEGIN and END to enclose more than one statement."},
		{ID: "AL0432", Severity: "Warning", Message: "A warning without a place."},
		{Path: filepath.Join(root, "Translations", "app.g.xlf"), Line: 7, Column: 3,
			ID: "AL0604", Severity: "Warning", Message: "A relative path."},
	}
	if fmt.Sprint(diags) != fmt.Sprint(want) {
		t.Errorf("diagnostics:\n%v\nwant\n%v", diags, want)
	}
	joined := strings.Join(warnings, "\n")
	for _, w := range []string{"skipped almcp diagnostic #4: no code", "skipped almcp diagnostic #5: not an object",
		"skipped almcp diagnostic #8: AL0700: unreadable location", "did not succeed (8 diagnostics)",
		"The package cache is empty", "Compilation finished"} {
		if !strings.Contains(joined, w) {
			t.Errorf("warnings lack %q:\n%s", w, joined)
		}
	}
	// Without a project root every located diagnostic comes back.
	all, _, err := s.Compile(testCtx(t), "")
	if err != nil || len(all) != len(want)+1 {
		t.Errorf("Compile(\"\") = %d diagnostics, %v; want %d", len(all), err, len(want)+1)
	}

	// al_compile is asked for warnings, without a cap.
	res, err := s.CallTool(testCtx(t), CompileTool, compileArgs, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	opts, _ := json.Marshal(res.StructuredContent.(map[string]any)["options"])
	if string(opts) != `{"maxDiagnosticsPerCompilation":2147483647,"onlyErrors":false}` {
		t.Errorf("al_compile options = %s", opts)
	}
}

func TestCompileTextOnlyPascalCase(t *testing.T) {
	root := t.TempDir()
	s := startFake(t, Config{Projects: []string{root}}, "-mode", "textonly")
	diags, warnings, err := s.Compile(testCtx(t), root)
	if err != nil {
		t.Fatal(err)
	}
	if len(diags) != 4 || diags[0].ID != "AL0118" || !slices.Contains(warnings, "The package cache is empty") {
		t.Errorf("diagnostics %v, warnings %q", diags, warnings)
	}
}

func TestLaunchFlagsReachAlmcp(t *testing.T) {
	dir := t.TempDir()
	argsFile := filepath.Join(dir, "args.json")
	s := startFake(t, Config{
		Projects:         []string{"/w/app", "/w/test"},
		PrimaryAnalyzers: []string{"/a/CodeCop.dll", "/a/Dep.dll"},
		Ruleset:          "/w/app/x.ruleset.json",
		PackageCachePath: []string{"/w/app/.alpackages", "/shared"},
		Dir:              dir,
	}, "-argsfile", argsFile)
	if err := s.Wait(testCtx(t)); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(argsFile)
	if err != nil {
		t.Fatal(err)
	}
	var args []string
	if err := json.Unmarshal(b, &args); err != nil {
		t.Fatal(err)
	}
	want := []string{"-argsfile", argsFile, "--projects", "/w/app;/w/test", "--enablecodeanalysis", "true",
		"--codeanalyzers", "/a/CodeCop.dll;/a/Dep.dll", "--rulesetpath", "/w/app/x.ruleset.json",
		"--packagecachepath", "/w/app/.alpackages;/shared"}
	if !slices.Equal(args, want) {
		t.Errorf("almcp got\n%q\nwant\n%q", args, want)
	}
	if st := s.State(); len(st.Command) != len(want)+1 {
		t.Errorf("State.Command = %q", st.Command)
	}
}

func TestNeverReady(t *testing.T) {
	s := startFake(t, Config{ReadyTimeout: 300 * time.Millisecond, MaxStartAttempts: 1}, "-mode", "never")
	_, _, err := s.Compile(testCtx(t), "")
	e := wantError(t, err, AlmcpNotReady)
	if !strings.Contains(e.Message, "did not become ready within 300ms") || !strings.Contains(e.Detail, "loading forever") {
		t.Errorf("message %q, detail %q", e.Message, e.Detail)
	}
	st := s.State()
	if st.Status != Failed || st.Retrying {
		t.Errorf("State = %v retrying=%v", st.Status, st.Retrying)
	}
	wantError(t, s.Wait(testCtx(t)), AlmcpNotReady)
}

func TestDiesAtStartThenGivesUp(t *testing.T) {
	s := startFake(t, Config{MaxStartAttempts: 2}, "-mode", "die")
	e := wantError(t, s.Wait(testCtx(t)), AlmcpNotReady)
	if !strings.Contains(e.Detail, ".NET runtime is missing") {
		t.Errorf("detail %q", e.Detail)
	}
	if st := s.State(); st.Status != Failed || st.Retrying || st.Restarts != 1 {
		t.Errorf("State = %+v; want Failed after 2 attempts", st)
	}
}

func TestSlowStart(t *testing.T) {
	s := startFake(t, Config{}, "-start-delay", "500ms")
	if st := s.State(); st.Status != Starting {
		t.Fatalf("State right after Start = %v; want Starting", st.Status)
	}
	// A caller with a short deadline gets AlmcpNotReady at its deadline.
	short, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	_, _, err := s.Compile(short, "")
	e := wantError(t, err, AlmcpNotReady)
	if !errors.Is(e, context.DeadlineExceeded) || !strings.Contains(e.Message, "still starting") {
		t.Errorf("error %v", e)
	}
	// A patient caller waits for readiness.
	if _, _, err := s.Compile(testCtx(t), ""); err != nil {
		t.Fatal(err)
	}
}

func TestErrorResultIsCallFailed(t *testing.T) {
	s := startFake(t, Config{}, "-mode", "error")
	_, _, err := s.Compile(testCtx(t), "")
	e := wantError(t, err, AlmcpCallFailed)
	if !strings.Contains(e.Message, "could not be loaded") || !strings.Contains(e.Detail, "no compilation was done") {
		t.Errorf("message %q, detail %q", e.Message, e.Detail)
	}
	// The session is fine afterwards.
	if st := s.State(); st.Status != Ready {
		t.Errorf("State = %v", st.Status)
	}
}

func TestMalformedPayloadIsCallFailed(t *testing.T) {
	s := startFake(t, Config{}, "-mode", "malformed")
	_, _, err := s.Compile(testCtx(t), "")
	e := wantError(t, err, AlmcpCallFailed)
	if !strings.Contains(e.Message, "could not be read") || e.Detail != "Compilation finished with 3 errors" {
		t.Errorf("message %q, detail %q", e.Message, e.Detail)
	}
}

func TestRestartAfterCrash(t *testing.T) {
	var changes atomic.Int32
	s := startFake(t, Config{}, "-crash-after", "2")
	s.OnToolsChanged(func() { changes.Add(1) })
	ctx := testCtx(t)
	if _, _, err := s.Compile(ctx, ""); err != nil {
		t.Fatal(err)
	}
	_, _, err := s.Compile(ctx, "")
	e := wantError(t, err, AlmcpCallFailed)
	if !strings.Contains(e.Detail, "crashing on purpose at call 2") || !strings.Contains(e.Message, "exited during the call") {
		t.Errorf("message %q, detail %q, err %v", e.Message, e.Detail, e.Err)
	}
	// The next caller waits for the restarted child.
	if _, _, err := s.Compile(ctx, ""); err != nil {
		t.Fatalf("after the restart: %v", err)
	}
	st := s.State()
	if st.Status != Ready || st.Restarts != 1 || st.Err == nil || !strings.Contains(st.Stderr, "crashing on purpose") {
		t.Errorf("State = %+v", st)
	}
	// Ready, lost, ready again (the listener may have been registered
	// after the first ready).
	if n := changes.Load(); n < 2 {
		t.Errorf("OnToolsChanged called %d times; want at least 2", n)
	}
	if len(s.Tools()) == 0 {
		t.Error("no tools after the restart")
	}
}

func TestCallTimeoutKeepsSession(t *testing.T) {
	s := startFake(t, Config{CallTimeout: 300 * time.Millisecond}, "-compile-delay", "10s")
	if err := s.Wait(testCtx(t)); err != nil {
		t.Fatal(err)
	}
	_, _, err := s.Compile(testCtx(t), "")
	e := wantError(t, err, AlmcpCallFailed)
	if !errors.Is(e, context.DeadlineExceeded) || !strings.Contains(e.Message, "did not answer al_compile within 300ms") {
		t.Errorf("error %v", e)
	}
	res, err := s.CallTool(testCtx(t), "al_progress", json.RawMessage(`{"steps":0}`), nil, nil)
	if err != nil || res.IsError {
		t.Fatalf("after the timeout: %v %v", res, err)
	}
	if st := s.State(); st.Status != Ready || st.Restarts != 0 {
		t.Errorf("State = %+v", st)
	}
}

func TestForwardToolWithProgress(t *testing.T) {
	s := startFake(t, Config{})
	if err := s.Wait(testCtx(t)); err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tool := range s.Tools() {
		names = append(names, tool.Name)
	}
	slices.Sort(names)
	if !slices.Equal(names, []string{"al_compile", "al_progress", "al_wait"}) {
		t.Errorf("Tools = %q", names)
	}

	var mu sync.Mutex
	var got []string
	res, err := s.CallTool(testCtx(t), "al_progress", json.RawMessage(` {"steps": 3, "extra": [1]} `), "upstream-7",
		func(p *mcp.ProgressNotificationParams) {
			mu.Lock()
			got = append(got, fmt.Sprintf("%v %v/%v %s", p.ProgressToken, p.Progress, p.Total, p.Message))
			mu.Unlock()
		})
	if err != nil || res.IsError {
		t.Fatalf("CallTool: %v %v", res, err)
	}
	// The SDK re-encodes the arguments compactly; their content is unchanged.
	if text := resultText(res); text != `sent 3 progress notifications; arguments {"steps":3,"extra":[1]}` {
		t.Errorf("result %q", text)
	}
	// Every notification was passed on before the call returned.
	want := []string{"upstream-7 1/3 step 1", "upstream-7 2/3 step 2", "upstream-7 3/3 step 3"}
	mu.Lock()
	if !slices.Equal(got, want) {
		t.Errorf("progress %q; want %q", got, want)
	}
	mu.Unlock()

	// Without a token almcp is not asked for progress.
	res, err = s.CallTool(testCtx(t), "al_progress", json.RawMessage(`{"steps":3}`), nil, nil)
	if err != nil || !strings.HasPrefix(resultText(res), "sent 0 ") {
		t.Errorf("without token: %v %v", resultText(res), err)
	}
	// almcp's error results pass through unchanged.
	res, err = s.CallTool(testCtx(t), "al_progress", json.RawMessage(`{"steps":"many"}`), nil, nil)
	if err != nil || !res.IsError || !strings.HasPrefix(resultText(res), "bad arguments") {
		t.Errorf("error result: %v %v", res, err)
	}
	// Unknown tools are almcp's protocol errors.
	_, err = s.CallTool(testCtx(t), "al_nope", nil, nil, nil)
	e := wantError(t, err, AlmcpCallFailed)
	if !strings.Contains(e.Detail, "al_nope") {
		t.Errorf("unknown tool detail %q", e.Detail)
	}
}

func TestCancellationReachesAlmcp(t *testing.T) {
	marker := filepath.Join(t.TempDir(), "cancelled")
	s := startFake(t, Config{}, "-cancelfile", marker)
	if err := s.Wait(testCtx(t)); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(200*time.Millisecond, cancel)
	_, err := s.CallTool(ctx, "al_wait", nil, nil, nil)
	e := wantError(t, err, AlmcpCallFailed)
	if !errors.Is(e, context.Canceled) {
		t.Errorf("error %v; want context.Canceled", e)
	}
	deadline := time.Now().Add(5 * time.Second)
	for {
		if _, err := os.Stat(marker); err == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("almcp never saw the cancellation")
		}
		time.Sleep(20 * time.Millisecond)
	}
	if _, err := s.CallTool(testCtx(t), "al_progress", json.RawMessage(`{"steps":0}`), nil, nil); err != nil {
		t.Errorf("after cancelling: %v", err)
	}
}

func TestToolListChanged(t *testing.T) {
	changed := make(chan struct{}, 10)
	s := startFake(t, Config{}, "-add-tool-after", "300ms")
	s.OnToolsChanged(func() { changed <- struct{}{} })
	ctx := testCtx(t)
	for {
		if slices.ContainsFunc(s.Tools(), func(t *mcp.Tool) bool { return t.Name == "al_late" }) {
			break
		}
		select {
		case <-changed:
		case <-ctx.Done():
			t.Fatalf("al_late never appeared; tools %d", len(s.Tools()))
		}
	}
}

func TestCloseStopsCalls(t *testing.T) {
	s := startFake(t, Config{})
	if err := s.Wait(testCtx(t)); err != nil {
		t.Fatal(err)
	}
	s.Close()
	_, _, err := s.Compile(testCtx(t), "")
	e := wantError(t, err, AlmcpNotReady)
	if !errors.Is(e, errStopped) {
		t.Errorf("error %v", e)
	}
	if s.Tools() != nil {
		t.Error("tools after Close")
	}
	s.Close() // twice is fine
}

func TestCloseWhileStarting(t *testing.T) {
	s := startFake(t, Config{ReadyTimeout: 10 * time.Second}, "-mode", "never")
	time.Sleep(50 * time.Millisecond)
	s.Close()
	if st := s.State(); st.Status != Failed || !errors.Is(st.Err, errStopped) {
		t.Errorf("State = %+v", st)
	}
}
