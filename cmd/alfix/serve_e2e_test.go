package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/alfix/alfix/internal/testsize"
	"github.com/alfix/alfix/tools"
	"github.com/alfix/alfix/tools/stdio"
	"github.com/alfix/alfix/txn"
	"github.com/alfix/alfix/workspace/corpus"
)

// Shared by the tests that run the built binary: built once, removed by
// TestMain. The long project is written once too, by the first test that
// needs it.
var (
	shared struct {
		once   sync.Once
		dir    string
		bin    string
		err    error
		corpus struct {
			once sync.Once
			dir  string // a synthetic project big enough for a long analyze
			err  error
		}
	}
)

func TestMain(m *testing.M) {
	code := m.Run()
	if shared.dir != "" {
		os.RemoveAll(shared.dir)
	}
	os.Exit(code)
}

// alfixBinary builds the binary once per test run and returns its path.
func alfixBinary(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the binary")
	}
	shared.once.Do(func() {
		shared.dir, shared.err = os.MkdirTemp("", "alfix-e2e-")
		if shared.err != nil {
			return
		}
		shared.bin = filepath.Join(shared.dir, "alfix")
		if out, err := exec.Command("go", "build", "-o", shared.bin, ".").CombinedOutput(); err != nil {
			shared.err = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if shared.err != nil {
		t.Fatal(shared.err)
	}
	return shared.bin
}

// longProject returns the shared synthetic project on which a cold analyze
// runs long enough to be cancelled or interrupted (it is never changed).
func longProject(t *testing.T) string {
	t.Helper()
	alfixBinary(t)
	c := &shared.corpus
	c.once.Do(func() {
		c.dir = filepath.Join(shared.dir, "corpus")
		_, c.err = corpus.Write(c.dir, corpus.Options{Files: 4000, Seed: 1, IssueRate: 0.1})
	})
	if c.err != nil {
		t.Fatal(c.err)
	}
	return c.dir
}

// A rawServer is `alfix serve` on pipes, driven with raw JSON-RPC lines.
type rawServer struct {
	t      *testing.T
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	lines  chan string
	logs   *lockedBuffer
	exited chan struct{}
	err    error  // the process's exit, once exited is closed
	tmp    string // the process's TMPDIR: what it leaves there is tested
}

// startServe starts `alfix serve` in dir (no cache file, no watcher, no
// almcp) and initializes the session.
func startServe(t *testing.T, dir string) *rawServer {
	t.Helper()
	cmd := exec.Command(alfixBinary(t), "serve", "--store", "off", "--no-watch", "--no-almcp")
	cmd.Dir = dir
	tmp := t.TempDir()
	cmd.Env = append(os.Environ(), "TMPDIR="+tmp)
	s := &rawServer{t: t, cmd: cmd, lines: make(chan string, 1024), logs: &lockedBuffer{}, exited: make(chan struct{}), tmp: tmp}
	cmd.Stderr = s.logs
	var err error
	if s.stdin, err = cmd.StdinPipe(); err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	read := make(chan struct{})
	go func() {
		defer close(read)
		br := bufio.NewReaderSize(stdout, 1<<20)
		for {
			line, err := br.ReadString('\n')
			if line != "" {
				s.lines <- strings.TrimSuffix(line, "\n")
			}
			if err != nil {
				close(s.lines)
				return
			}
		}
	}()
	go func() {
		<-read // Wait closes stdout: read it all first
		s.err = cmd.Wait()
		close(s.exited)
	}()
	t.Cleanup(func() {
		s.stdin.Close()
		select {
		case <-s.exited:
		case <-time.After(10 * time.Second):
			cmd.Process.Kill()
			<-s.exited
		}
		// serve logs in the one style of the command line.
		for _, l := range strings.Split(strings.TrimSuffix(s.logs.String(), "\n"), "\n") {
			if l != "" && !strings.HasPrefix(l, "alfix serve: ") {
				t.Errorf("server log line %q is not in the log style", l)
			}
		}
		if t.Failed() {
			t.Logf("server log:\n%s", s.logs.String())
		}
	})
	s.send(`{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}`)
	if got := s.recv(); !strings.HasPrefix(got, `{"jsonrpc":"2.0","id":0,"result":{`) {
		t.Fatalf("initialize: %.300s", got)
	}
	s.send(`{"jsonrpc":"2.0","method":"notifications/initialized"}`)
	return s
}

func (s *rawServer) send(line string) {
	s.t.Helper()
	if _, err := io.WriteString(s.stdin, line+"\n"); err != nil {
		s.t.Fatalf("writing %.80q: %v", line, err)
	}
}

// recv returns the next line on stdout.
func (s *rawServer) recv() string {
	s.t.Helper()
	select {
	case l, ok := <-s.lines:
		if !ok {
			s.t.Fatal("the server closed stdout")
		}
		return l
	case <-time.After(2 * time.Minute):
		s.t.Fatal("no answer within 2 minutes")
	}
	return ""
}

// answer returns the next line that is not a notification.
func (s *rawServer) answer() wireAnswer {
	s.t.Helper()
	for {
		l := s.recv()
		var a wireAnswer
		if strings.HasPrefix(l, "[") { // a batch answer
			a.line = l
			return a
		}
		if err := json.Unmarshal([]byte(l), &a); err != nil {
			s.t.Fatalf("not JSON: %.300q: %v", l, err)
		}
		if a.Method == "" {
			a.line = l
			return a
		}
	}
}

// ping checks that a ping with the raw id is answered next.
func (s *rawServer) ping(id string) {
	s.t.Helper()
	s.send(`{"jsonrpc":"2.0","id":` + id + `,"method":"ping"}`)
	if a := s.answer(); a.line != `{"jsonrpc":"2.0","id":`+id+`,"result":{}}` {
		s.t.Fatalf("ping %s answered %.300s", id, a.line)
	}
}

// waitExit waits for the process to end and returns how long it took.
func (s *rawServer) waitExit(from time.Time) time.Duration {
	s.t.Helper()
	select {
	case <-s.exited:
		return time.Since(from)
	case <-time.After(30 * time.Second):
		s.t.Fatal("the server did not exit within 30 s")
	}
	return 0
}

// waitProgress reads lines until a progress notification arrives; an
// answer before it fails the test.
func (s *rawServer) waitProgress() {
	s.t.Helper()
	for {
		l := s.recv()
		if strings.Contains(l, `"method":"notifications/progress"`) {
			return
		}
		s.t.Fatalf("want a progress notification, got %.300s", l)
	}
}

type wireAnswer struct {
	Method string          `json:"method"`
	ID     json.RawMessage `json:"id"`
	Result json.RawMessage `json:"result"`
	Error  *struct {
		Code    int64  `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
	line string
}

func toolCall(id, name, args string) string {
	return `{"jsonrpc":"2.0","id":` + id + `,"method":"tools/call","params":{"name":"` + name + `","arguments":` + args + `}}`
}

// pad returns a ping line with the raw id of exactly n bytes.
func pad(id string, n int) string {
	head := `{"jsonrpc":"2.0","id":` + id + `,"method":"ping","params":{"pad":"`
	tail := `"}}`
	return head + strings.Repeat("x", n-len(head)-len(tail)) + tail
}

// TestServeMalformedLines drives the built binary with every kind of
// malformed line of issue 13: each is answered per JSON-RPC 2.0 and the
// next call succeeds.
func TestServeMalformedLines(t *testing.T) {
	s := startServe(t, copyFixture(t))
	cases := []struct {
		name, line string
		code       int64
		id         string
	}{
		{"garbage", `garbage`, -32700, "null"},
		{"empty array", `[]`, -32600, "null"},
		{"null", `null`, -32600, "null"},
		{"bare number", `1`, -32600, "null"},
		{"string", `"x"`, -32600, "null"},
		{"batch", `[{"jsonrpc":"2.0","id":5,"method":"ping"}]`, -32600, "5"},
		{"no jsonrpc", `{"id":6,"method":"ping"}`, -32600, "6"},
		{"method not a string", `{"jsonrpc":"2.0","id":7,"method":[]}`, -32600, "7"},
		{"nesting over 1000", `{"jsonrpc":"2.0","id":8,"method":"ping","params":{"a":` + strings.Repeat("[", 1000) + strings.Repeat("]", 1000) + `}}`, -32600, "8"},
		{"trailing garbage", `{"jsonrpc":"2.0","id":9,"method":"ping"}garbage`, -32700, "null"},
		{"over 64 MiB", pad("10", stdio.MaxLineBytes+1), -32600, "10"},
	}
	for i, c := range cases {
		start := time.Now()
		s.send(c.line)
		a := s.answer()
		if c.name == "batch" {
			var batch []wireAnswer
			if err := json.Unmarshal([]byte(a.line), &batch); err != nil || len(batch) != 1 {
				t.Fatalf("batch: %s", a.line)
			}
			a = batch[0]
		}
		if a.Error == nil || a.Error.Code != c.code || string(a.ID) != c.id {
			t.Errorf("%s: answered %.300s, want code %d id %s", c.name, a.line, c.code, c.id)
		}
		t.Logf("%s: a line of %d bytes answered in %v", c.name, len(c.line), time.Since(start))
		s.ping(fmt.Sprint(100 + i))
	}
	// A BOM is ignored; a line of exactly 64 MiB is served.
	s.send("\xef\xbb\xbf" + `{"jsonrpc":"2.0","id":11,"method":"ping"}`)
	if a := s.answer(); a.line != `{"jsonrpc":"2.0","id":11,"result":{}}` {
		t.Errorf("BOM: %s", a.line)
	}
	start := time.Now()
	s.send(pad("12", stdio.MaxLineBytes))
	if a := s.answer(); a.line != `{"jsonrpc":"2.0","id":12,"result":{}}` {
		t.Errorf("a line of exactly 64 MiB: %.300s", a.line)
	}
	t.Logf("a line of exactly %d bytes answered in %v", stdio.MaxLineBytes, time.Since(start))
	// And a real tool call still works.
	s.send(toolCall("13", "analyze", `{"ruleIds":["AA0005"]}`))
	a := s.answer()
	var res struct {
		StructuredContent tools.AnalyzeResult `json:"structuredContent"`
		IsError           bool                `json:"isError"`
	}
	if string(a.ID) != "13" || json.Unmarshal(a.Result, &res) != nil || res.IsError || res.StructuredContent.TotalCount != 3 {
		t.Errorf("analyze after the malformed lines: %.500s", a.line)
	}
}

// TestServeIDsRoundTrip checks that ids come back exactly as written.
func TestServeIDsRoundTrip(t *testing.T) {
	s := startServe(t, copyFixture(t))
	for _, id := range []string{`1.5`, `12345678901234567890`, `-1`, `1.0`, `1e2`, `"1"`, `"é\u00e9\n"`, `""`} {
		s.ping(id)
	}
	s.send(toolCall(`12345678901234567890.5`, "list_rules", `{}`))
	if a := s.answer(); string(a.ID) != `12345678901234567890.5` || a.Error != nil {
		t.Errorf("list_rules with a huge fractional id: %.300s", a.line)
	}
}

// TestServeAnswersCallsInFlight: a malformed line right after apply_fix_all
// does not cost the client the answer of the commit.
func TestServeAnswersCallsInFlight(t *testing.T) {
	root := copyFixture(t)
	s := startServe(t, root)
	s.send(toolCall(`"fix"`, "apply_fix_all", fmt.Sprintf(`{"projectPath":%q,"diagnosticId":"AA0005"}`, root)))
	s.send(`{garbage`)
	s.send(`[]`)
	got := map[string]wireAnswer{}
	for range 3 {
		a := s.answer()
		got[string(a.ID)+fmt.Sprint(a.Error != nil && a.Error.Code == -32700)] = a
	}
	fix, ok := got[`"fix"false`]
	var res struct {
		StructuredContent tools.ApplyFixAllResult `json:"structuredContent"`
	}
	if !ok || json.Unmarshal(fix.Result, &res) != nil || !res.StructuredContent.Applied || len(res.StructuredContent.FilesChanged) != 2 {
		t.Errorf("apply_fix_all answer: %+v", got)
	}
	if _, ok := got["nulltrue"]; !ok {
		t.Errorf("no parse error answer: %+v", got)
	}
	if got := read(t, filepath.Join(root, "src/Counter.Codeunit.al")); strings.Contains(got, "then begin") {
		t.Errorf("not fixed:\n%s", got)
	}
	s.ping("1")
}

// TestServeCancelledCall: a cancelled analyze gets no answer; the session
// goes on.
func TestServeCancelledCall(t *testing.T) {
	s := startServe(t, longProject(t))
	s.send(`{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"analyze","arguments":{},"_meta":{"progressToken":"p"}}}`)
	s.waitProgress()
	s.send(`{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":7,"reason":"test"}}`)
	s.send(`{"jsonrpc":"2.0","id":8,"method":"ping"}`)
	if a := s.answer(); string(a.ID) != "8" {
		t.Fatalf("after the cancellation: %.300s", a.line)
	}
	// Give a late answer time to show up before the next ping's.
	time.Sleep(500 * time.Millisecond)
	s.ping("9")
}

// TestServeEnds: stdin EOF, SIGTERM and SIGINT each end the process within
// a second (asserted with a generous bound) while a long analyze runs.
func TestServeEnds(t *testing.T) {
	long := longProject(t)
	for _, how := range []string{"stdin EOF", "SIGTERM", "SIGINT"} {
		t.Run(how, func(t *testing.T) {
			if how != "stdin EOF" && runtime.GOOS == "windows" {
				t.Skip("no signals to send on Windows")
			}
			s := startServe(t, long)
			s.send(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"analyze","arguments":{},"_meta":{"progressToken":1}}}`)
			s.waitProgress()
			start := time.Now()
			switch how {
			case "stdin EOF":
				s.stdin.Close()
			case "SIGTERM":
				s.cmd.Process.Signal(syscall.SIGTERM)
			case "SIGINT":
				s.cmd.Process.Signal(syscall.SIGINT)
			}
			took := s.waitExit(start)
			t.Logf("%s: the process ended %v after it (user %v, system %v); exit %v",
				how, took.Round(time.Millisecond), s.cmd.ProcessState.UserTime(), s.cmd.ProcessState.SystemTime(), s.err)
			if took > 5*time.Second {
				t.Errorf("%s: the process took %v to end", how, took)
			}
			if s.err != nil {
				t.Errorf("%s: exit %v", how, s.err)
			}
			for l := range s.lines {
				if !strings.Contains(l, `"method":"notifications/progress"`) {
					t.Errorf("%s: answered the cancelled call: %.300s", how, l)
				}
			}
		})
	}
}

// TestServeClientClosesStdout: a client that stops reading makes the
// server shut down in order (the write fails with EPIPE) instead of being
// killed by SIGPIPE.
func TestServeClientClosesStdout(t *testing.T) {
	cmd := exec.Command(alfixBinary(t), "serve", "--store", "off", "--no-watch", "--no-almcp")
	cmd.Dir = copyFixture(t)
	logs := &lockedBuffer{}
	cmd.Stderr = logs
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer stdin.Close()
	stdout.Close()
	start := time.Now()
	io.WriteString(stdin, `{"jsonrpc":"2.0","id":1,"method":"ping"}`+"\n")
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		t.Logf("exit after %v: %v", time.Since(start).Round(time.Millisecond), err)
		if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			t.Errorf("killed by %v\n%s", ws.Signal(), logs.String())
		}
	case <-time.After(30 * time.Second):
		cmd.Process.Kill()
		t.Fatalf("the server did not exit after its stdout was closed\n%s", logs.String())
	}
}

// TestServeSIGTERMDuringCommit: SIGTERM while apply_fix_all writes ends the
// process within the bound and leaves the project all-or-nothing: every
// file the fix changes is new, or every one is old (after txn's recovery,
// should the commit not have finished).
func TestServeSIGTERMDuringCommit(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no signals to send on Windows")
	}
	alfixBinary(t)
	// The signal comes at once, or later, when the commit may be past
	// its last cancellation check.
	for _, delay := range []time.Duration{0, 100 * time.Millisecond, 300 * time.Millisecond} {
		t.Run(fmt.Sprint(delay), func(t *testing.T) { sigtermDuringCommit(t, delay) })
	}
}

func sigtermDuringCommit(t *testing.T, delay time.Duration) {
	root := filepath.Join(t.TempDir(), "proj")
	if _, err := corpus.Write(root, corpus.Options{Files: testsize.Pick(600, 1500), Seed: 2, IssueRate: 0.3}); err != nil {
		t.Fatal(err)
	}
	before := fileContents(t, root)
	s := startServe(t, root)
	s.send(toolCall("1", "apply_fix_all", fmt.Sprintf(`{"projectPath":%q,"diagnosticId":"AA0005","dryRun":true}`, root)))
	var dry struct {
		StructuredContent tools.ApplyFixAllResult `json:"structuredContent"`
	}
	if a := s.answer(); json.Unmarshal(a.Result, &dry) != nil || dry.StructuredContent.FilesChangedCount < 100 {
		t.Fatalf("dry run: %.300s", a.line)
	}
	s.send(`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"apply_fix_all","arguments":` +
		fmt.Sprintf(`{"projectPath":%q,"diagnosticId":"AA0005"}`, root) + `,"_meta":{"progressToken":"w"}}}`)
	for {
		l := s.recv()
		if strings.Contains(l, `"message":"writing`) {
			break
		}
		if !strings.Contains(l, `"method":"notifications/progress"`) {
			t.Fatalf("want progress, got %.300s", l)
		}
	}
	time.Sleep(delay)
	start := time.Now()
	s.cmd.Process.Signal(syscall.SIGTERM)
	took := s.waitExit(start)
	if took > 5*time.Second {
		t.Errorf("the process took %v to end", took)
	}
	answered := false
	for l := range s.lines {
		answered = answered || strings.HasPrefix(l, `{"jsonrpc":"2.0","id":2,`)
	}
	_, journalErr := os.Stat(filepath.Join(root, ".alfix", "txn"))
	changedAtExit := len(changedFiles(before, fileContents(t, root)))
	rep, err := txn.Recover(root)
	if err != nil {
		t.Fatal(err)
	}
	changed := changedFiles(before, fileContents(t, root))
	t.Logf("SIGTERM %v into the commit of %d files: exit after %v (%v); answered %v; %d files changed at exit, %d after recovery (%+v; .alfix/txn present: %v)",
		delay, dry.StructuredContent.FilesChangedCount, took.Round(time.Millisecond), s.err, answered, changedAtExit, len(changed), rep, journalErr == nil)
	if len(changed) != 0 && len(changed) != dry.StructuredContent.FilesChangedCount {
		t.Errorf("torn: %d of %d files changed", len(changed), dry.StructuredContent.FilesChangedCount)
	}
	// The private cache (--store off) is removed even when the process
	// exits with the commit still running.
	if left, _ := filepath.Glob(filepath.Join(s.tmp, "alfix-store-*")); len(left) > 0 {
		t.Errorf("left in TMPDIR: %q", left)
	}
}

// fileContents maps every .al file under root to its content.
func fileContents(t *testing.T, root string) map[string]string {
	t.Helper()
	m := map[string]string{}
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".al") {
			b, rerr := os.ReadFile(path)
			m[path] = string(b)
			return rerr
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func changedFiles(before, after map[string]string) []string {
	var out []string
	for p, b := range before {
		if after[p] != b {
			out = append(out, p)
		}
	}
	return out
}
