package main

import (
	"bufio"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/alfix/alfix/internal/testsize"
	"github.com/alfix/alfix/tools"
	"github.com/alfix/alfix/workspace/corpus"
)

// These tests drive the built binary over a real stdio pipe with a
// hand-written JSON-RPC client, so that they see every message as it is on
// the wire: its size, and when it arrives.

// rpcMessage is one JSON-RPC message the server sent, with its size on
// the wire and when it arrived.
type rpcMessage struct {
	ID     *int64          `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
	Result json.RawMessage `json:"result"`
	Error  *struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
	size int
	at   time.Time
}

// rawClient speaks newline-delimited JSON-RPC to a server process.
type rawClient struct {
	t       *testing.T
	in      io.WriteCloser
	msgs    chan rpcMessage
	nextID  int64
	maxSize int // largest message seen
	logs    *lockedBuffer
	cmd     *exec.Cmd
}

func startRawServer(t *testing.T, dir string, args ...string) *rawClient {
	t.Helper()
	cmd := exec.Command(alfixBinary(t), append([]string{"serve"}, args...)...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "ALFIX_STORE="+filepath.Join(t.TempDir(), "cache.db"))
	logs := &lockedBuffer{}
	cmd.Stderr = logs
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	c := &rawClient{t: t, in: in, msgs: make(chan rpcMessage, 1024), logs: logs, cmd: cmd}
	go func() {
		r := bufio.NewReaderSize(out, 1<<20)
		for {
			line, err := r.ReadBytes('\n')
			if len(line) > 0 {
				m := rpcMessage{size: len(line), at: time.Now()}
				if jerr := json.Unmarshal(line, &m); jerr != nil {
					m.Method = "unparsable: " + jerr.Error()
				}
				c.msgs <- m
			}
			if err != nil {
				close(c.msgs)
				return
			}
		}
	}()
	t.Cleanup(func() {
		in.Close()
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			cmd.Process.Kill()
			<-done
		}
		if t.Failed() {
			t.Logf("server log:\n%s", logs.String())
		}
	})
	c.call("initialize", map[string]any{"protocolVersion": "2025-06-18", "capabilities": map[string]any{},
		"clientInfo": map[string]any{"name": "raw", "version": "1"}}, nil)
	c.send(map[string]any{"jsonrpc": "2.0", "method": "notifications/initialized"})
	return c
}

func (c *rawClient) send(v any) {
	c.t.Helper()
	b, _ := json.Marshal(v)
	if _, err := c.in.Write(append(b, '\n')); err != nil {
		c.t.Fatalf("writing to the server: %v", err)
	}
}

// call sends a request and returns its response; notifications that come
// first go to notify (which may be nil). sent is when the request left.
func (c *rawClient) call(method string, params any, notify func(rpcMessage)) (resp rpcMessage, sent time.Time) {
	c.t.Helper()
	c.nextID++
	id := c.nextID
	sent = time.Now()
	c.send(map[string]any{"jsonrpc": "2.0", "id": id, "method": method, "params": params})
	timeout := time.After(10 * time.Minute)
	for {
		select {
		case m, ok := <-c.msgs:
			if !ok {
				c.t.Fatalf("%s: the server closed its output", method)
			}
			c.maxSize = max(c.maxSize, m.size)
			if m.ID != nil && *m.ID == id && m.Method == "" {
				return m, sent
			}
			if notify != nil && m.ID == nil {
				notify(m)
			}
		case <-timeout:
			c.t.Fatalf("%s: no answer", method)
		}
	}
}

// tool calls a tool and decodes its structured result into out; it fails
// on a protocol error and returns the envelope text of a tool error.
func (c *rawClient) tool(name string, args map[string]any, out any, notify func(rpcMessage)) (envelope string, size int) {
	c.t.Helper()
	params := map[string]any{"name": name, "arguments": args}
	if notify != nil {
		params["_meta"] = map[string]any{"progressToken": "tok"}
	}
	resp, _ := c.call("tools/call", params, notify)
	if resp.Error != nil {
		c.t.Fatalf("%s: protocol error %d %s", name, resp.Error.Code, resp.Error.Message)
	}
	var res struct {
		IsError           bool `json:"isError"`
		Content           []struct{ Text string }
		StructuredContent json.RawMessage `json:"structuredContent"`
	}
	if err := json.Unmarshal(resp.Result, &res); err != nil {
		c.t.Fatalf("%s: %v", name, err)
	}
	if res.IsError {
		return res.Content[0].Text, resp.size
	}
	if err := json.Unmarshal(res.StructuredContent, out); err != nil {
		c.t.Fatalf("%s: %v", name, err)
	}
	return "", resp.size
}

// synthetic writes a corpus project of files .al files with issues
// everywhere (CodeCop alone reports about 11 per file).
func synthetic(t *testing.T, files int) string {
	t.Helper()
	dir, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	root := filepath.Join(dir, "synthetic")
	if _, err := corpus.Write(root, corpus.Options{Files: files, Seed: 19, IssueRate: 1}); err != nil {
		t.Fatal(err)
	}
	return root
}

type findingKey struct {
	FilePath     string
	Line, Column int
	ID           string
}

// TestBoundedResultsOverStdio: on a project whose findings take dozens of
// pages, no message is over the size bound and the bound, not the limit,
// cuts the pages; paging returns every finding exactly once, as the command
// line lists them; a cursor is refused with Stale after an edit; a dry run
// of a fix-all over hundreds of files stays within the bound, its lists and
// diff cut.
//
// By default the project has 500 files (some 9,700 findings) and the server
// the smallest bound it accepts, 64 KiB, so that the pages are still over a
// hundred; the scheduled job (ALFIX_LARGE_TESTS=1) runs 5,000 files under
// the default bound of 256 KiB (some 100,000 findings in 245 pages).
func TestBoundedResultsOverStdio(t *testing.T) {
	files := testsize.Pick(500, 5000)
	bound := testsize.Pick(tools.MinMaxResultBytes, tools.DefaultMaxResultBytes)
	root := synthetic(t, files)
	bin := alfixBinary(t)
	out, err := exec.Command(bin, "analyze", "--format", "json", "--store", "off", "--limit", "2147483647", root).Output()
	if err != nil && !strings.Contains(err.Error(), "exit status 1") {
		t.Fatalf("alfix analyze: %v", err)
	}
	var cli tools.AnalyzeResult
	if err := json.Unmarshal(out, &cli); err != nil {
		t.Fatal(err)
	}
	if cli.TotalCount < 10*files || len(cli.Diagnostics) != cli.TotalCount {
		t.Fatalf("the command line lists %d of %d findings; want more than %d", len(cli.Diagnostics), cli.TotalCount, 10*files)
	}

	c := startRawServer(t, root, "--max-result-bytes", strconv.Itoa(bound))
	var got []tools.DiagnosticInfo
	args := map[string]any{"limit": tools.MaxLimit}
	pages, start := 0, time.Now()
	for {
		var page tools.AnalyzeResult
		if env, _ := c.tool("analyze", args, &page, nil); env != "" {
			t.Fatalf("analyze page %d: %s", pages, env)
		}
		pages++
		if page.Offset != len(got) || page.TotalCount != cli.TotalCount {
			t.Fatalf("page %d: offset %d after %d diagnostics, total %d", pages, page.Offset, len(got), page.TotalCount)
		}
		got = append(got, page.Diagnostics...)
		if page.NextCursor == "" {
			break
		}
		args["cursor"] = page.NextCursor
	}
	t.Logf("paged %d findings in %d pages in %v; largest message %d bytes (bound %d)", len(got), pages, time.Since(start), c.maxSize, bound)
	if len(got) != len(cli.Diagnostics) {
		t.Fatalf("pages hold %d findings, the command line %d", len(got), len(cli.Diagnostics))
	}
	if pages <= (len(got)+tools.MaxLimit-1)/tools.MaxLimit {
		t.Errorf("%d pages of %d findings: the size bound never cut a page", pages, len(got))
	}
	seen := map[findingKey]int{}
	for i := range got {
		if got[i] != cli.Diagnostics[i] {
			t.Fatalf("finding %d: %+v over MCP, %+v on the command line", i, got[i], cli.Diagnostics[i])
		}
		seen[findingKey{got[i].FilePath, got[i].Line, got[i].Column, got[i].ID}]++
	}
	for k, n := range seen {
		if n != 1 {
			t.Errorf("%+v listed %d times", k, n)
		}
	}

	// A cursor after an edit: Stale; a fresh first page sees the edit.
	var first tools.AnalyzeResult
	c.tool("analyze", map[string]any{}, &first, nil)
	// The default limit (fewer under the smallest bound, which cuts the
	// page): the command line's first findings.
	cut := bound < tools.DefaultMaxResultBytes && first.Count > 0 && first.Count < tools.DefaultLimit
	if first.Count != tools.DefaultLimit && !cut || first.NextCursor == "" {
		t.Fatalf("first page: %d diagnostics, cursor %q", first.Count, first.NextCursor)
	}
	for i, d := range first.Diagnostics {
		if d != cli.Diagnostics[i] {
			t.Fatalf("first page, finding %d: %+v over MCP, %+v on the command line", i, d, cli.Diagnostics[i])
		}
	}
	edited := filepath.Join(root, "src", "area02", "Codeunit2.al")
	b, err := os.ReadFile(edited)
	if err != nil {
		t.Fatal(err)
	}
	extra := "\ncodeunit 99999 Extra\n{\n    procedure P()\n    begin\n        if true then begin\n            exit;\n        end;\n    end;\n}\n"
	if err := os.WriteFile(edited, append(b, extra...), 0o644); err != nil {
		t.Fatal(err)
	}
	var next tools.AnalyzeResult
	env, _ := c.tool("analyze", map[string]any{"cursor": first.NextCursor}, &next, nil)
	if !strings.HasPrefix(env, `{"error":"Stale"`) {
		t.Errorf("a cursor after an edit: %s %+v", env, next.Offset)
	}

	// A dry run of a fix-all over a third of the files.
	var dry tools.ApplyFixAllResult
	if env, size := c.tool("apply_fix_all", map[string]any{"projectPath": root, "diagnosticId": "AA0005", "dryRun": true}, &dry, nil); env != "" || size > bound {
		t.Fatalf("apply_fix_all dry run: %s, %d bytes", env, size)
	}
	if dry.FilesChangedCount < files/5 || !dry.DiffTruncated || len(dry.FilesChanged) > 100 {
		t.Errorf("dry run: %d files changed (%d listed), diff truncated %v", dry.FilesChangedCount, len(dry.FilesChanged), dry.DiffTruncated)
	}
	if c.maxSize > bound {
		t.Errorf("a message of %d bytes, over the bound %d", c.maxSize, bound)
	}
}

// TestProgressOverStdio: on a cold project, analyze's and apply_fix_all's
// progress notifications start at once, strictly grow with one total and
// end at the total. The time to the first notification is printed; the
// assertion is generous (a loaded machine is not a failure). The project
// has 500 files, 5,000 in the scheduled job (ALFIX_LARGE_TESTS=1).
func TestProgressOverStdio(t *testing.T) {
	root := synthetic(t, testsize.Pick(500, 5000))
	c := startRawServer(t, root, "--no-watch")
	for _, call := range []struct {
		tool string
		args map[string]any
	}{
		{"analyze", map[string]any{}},
		{"apply_fix_all", map[string]any{"projectPath": root, "diagnosticId": "AA0005"}},
	} {
		var progress []rpcMessage
		var out map[string]any
		sent := time.Now()
		env, _ := c.tool(call.tool, call.args, &out, func(m rpcMessage) {
			if m.Method == "notifications/progress" {
				progress = append(progress, m)
			}
		})
		elapsed := time.Since(sent)
		if env != "" {
			t.Fatalf("%s: %s", call.tool, env)
		}
		// The final notification may trail the response: wait briefly.
		deadline := time.After(5 * time.Second)
	wait:
		for {
			if n := len(progress); n > 0 && lastProgress(t, progress[n-1]).Progress == lastProgress(t, progress[n-1]).Total {
				break
			}
			select {
			case m := <-c.msgs:
				if m.Method == "notifications/progress" {
					progress = append(progress, m)
				}
			case <-deadline:
				break wait
			}
		}
		if len(progress) < 3 {
			t.Fatalf("%s: %d progress notifications", call.tool, len(progress))
		}
		firstAfter := progress[0].at.Sub(sent)
		t.Logf("%s: first progress notification after %v, %d notifications, call took %v", call.tool, firstAfter, len(progress), elapsed)
		if firstAfter > 10*time.Second {
			t.Errorf("%s: the first progress notification came after %v", call.tool, firstAfter)
		}
		prev := -1.0
		var phases []string
		for _, m := range progress {
			p := lastProgress(t, m)
			if p.Progress <= prev || p.Total != float64(1000) {
				t.Errorf("%s: progress %+v after %v", call.tool, p, prev)
			}
			prev = p.Progress
			phase, _, _ := strings.Cut(p.Message, ":")
			if len(phases) == 0 || phases[len(phases)-1] != phase {
				phases = append(phases, phase)
			}
		}
		if last := lastProgress(t, progress[len(progress)-1]); last.Progress != last.Total {
			t.Errorf("%s: the last notification %+v is not the total", call.tool, last)
		}
		t.Logf("%s: phases %s", call.tool, strings.Join(phases, " > "))
	}
}

type progressParams struct {
	Progress, Total float64
	Message         string
}

func lastProgress(t *testing.T, m rpcMessage) progressParams {
	var p progressParams
	if err := json.Unmarshal(m.Params, &p); err != nil {
		t.Fatal(err)
	}
	return p
}
