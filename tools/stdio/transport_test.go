package stdio

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// A wire drives serve over pipes with raw lines, as a client would.
type wire struct {
	t      *testing.T
	in     *io.PipeWriter // the server's stdin
	lines  chan string    // the server's stdout, line by line
	done   chan error     // serve's result
	cancel context.CancelFunc
	calls  *blockTool
}

// blockTool is a tool whose calls wait until released or cancelled.
type blockTool struct {
	mu       sync.Mutex
	started  chan string   // the "name" argument of each call, when it starts
	release  chan struct{} // closing it lets every call return
	canceled chan string   // the name of each call that saw its context end
	ignore   bool          // calls ignore cancellation (wait for release only)
}

const initLine = `{"jsonrpc":"2.0","id":"init","method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}`

// startWire serves a test server (tools "block" and "progress") on pipes
// with the given line maximum and initializes the session.
func startWire(t *testing.T, maxLine int, ignoreCancel bool) *wire {
	t.Helper()
	bt := &blockTool{started: make(chan string, 16), release: make(chan struct{}), canceled: make(chan string, 16), ignore: ignoreCancel}
	srv := mcp.NewServer(&mcp.Implementation{Name: "t", Version: "1"}, nil)
	srv.AddTool(&mcp.Tool{Name: "block", InputSchema: map[string]any{"type": "object"}},
		func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var args struct{ Name string }
			_ = json.Unmarshal(req.Params.Arguments, &args)
			bt.started <- args.Name
			if bt.ignore {
				<-bt.release
			} else {
				select {
				case <-bt.release:
				case <-ctx.Done():
					bt.canceled <- args.Name
					return nil, ctx.Err()
				}
			}
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "released " + args.Name}}}, nil
		})
	srv.AddTool(&mcp.Tool{Name: "progress", InputSchema: map[string]any{"type": "object"}},
		func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			err := req.Session.NotifyProgress(ctx, &mcp.ProgressNotificationParams{ProgressToken: req.Params.GetProgressToken(), Progress: 1, Total: 2})
			if err != nil {
				return nil, err
			}
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "done"}}}, nil
		})
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	ctx, cancel := context.WithCancel(context.Background())
	w := &wire{t: t, in: inW, lines: make(chan string, 64), done: make(chan error, 1), cancel: cancel, calls: bt}
	go func() {
		w.done <- Serve(ctx, srv, inR, outW, Options{MaxLineBytes: maxLine, Logger: slog.New(slog.DiscardHandler)})
		outW.Close()
	}()
	go func() {
		sc := bufio.NewScanner(outR)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			w.lines <- sc.Text()
		}
		close(w.lines)
	}()
	t.Cleanup(func() {
		cancel()
		inW.Close()
		bt.mu.Lock()
		select {
		case <-bt.release:
		default:
			close(bt.release)
		}
		bt.mu.Unlock()
		for range w.lines {
		}
	})
	w.send(initLine)
	if got := w.recv(); !strings.Contains(got, `"id":"init","result"`) {
		t.Fatalf("initialize: %s", got)
	}
	w.send(`{"jsonrpc":"2.0","method":"notifications/initialized"}`)
	return w
}

func (w *wire) send(line string) {
	w.t.Helper()
	if _, err := io.WriteString(w.in, line+"\n"); err != nil {
		w.t.Fatalf("writing %.80q: %v", line, err)
	}
}

// recv returns the next line the server writes.
func (w *wire) recv() string {
	w.t.Helper()
	select {
	case l, ok := <-w.lines:
		if !ok {
			w.t.Fatal("the server closed its output")
		}
		return l
	case <-time.After(10 * time.Second):
		w.t.Fatal("no answer within 10 s")
	}
	return ""
}

// releaseAll lets every block call return.
func (w *wire) releaseAll() {
	w.calls.mu.Lock()
	defer w.calls.mu.Unlock()
	select {
	case <-w.calls.release:
	default:
		close(w.calls.release)
	}
}

// ping sends a ping with the raw id and checks that the next line is its
// answer.
func (w *wire) ping(id string) {
	w.t.Helper()
	w.send(`{"jsonrpc":"2.0","id":` + id + `,"method":"ping"}`)
	if got, want := w.recv(), `{"jsonrpc":"2.0","id":`+id+`,"result":{}}`; got != want {
		w.t.Fatalf("ping %s:\n got %s\nwant %s", id, got, want)
	}
}

// response is a decoded JSON-RPC answer with the id as written.
type response struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Result  json.RawMessage `json:"result"`
	Error   *struct {
		Code    int64  `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

// jstr quotes a string for JSON text.
func jstr(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

func decodeResponse(t *testing.T, line string) response {
	t.Helper()
	var r response
	if err := json.Unmarshal([]byte(line), &r); err != nil {
		t.Fatalf("answer %q is not one JSON object: %v", line, err)
	}
	return r
}

func TestMalformedLinesAreAnsweredAndServingGoesOn(t *testing.T) {
	deep := func(levels int) string {
		return `{"jsonrpc":"2.0","id":41,"method":"ping","params":{"x":` + strings.Repeat("[", levels-2) + strings.Repeat("]", levels-2) + `}}`
	}
	cases := []struct {
		name, line string
		code       int64
		id         string // the raw id of the answer
	}{
		{"garbage", `this is not json`, -32700, "null"},
		{"cut short", `{"jsonrpc":"2.0","id":1,"method":"ping"`, -32700, "null"},
		{"trailing garbage", `{"jsonrpc":"2.0","id":2,"method":"ping"} x`, -32700, "null"},
		{"two values", `{"jsonrpc":"2.0","id":3,"method":"ping"}{"jsonrpc":"2.0","id":4,"method":"ping"}`, -32700, "null"},
		{"control character in a string", "{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"pi\x01ng\"}", -32700, "null"},
		{"empty batch", `[]`, -32600, "null"},
		{"null", `null`, -32600, "null"},
		{"number", `42`, -32600, "null"},
		{"string", `"ping"`, -32600, "null"},
		{"boolean", `true`, -32600, "null"},
		{"no jsonrpc member", `{"id":6,"method":"ping"}`, -32600, "6"},
		{"jsonrpc 1.0", `{"jsonrpc":"1.0","id":7,"method":"ping"}`, -32600, "7"},
		{"jsonrpc a number", `{"jsonrpc":2.0,"id":8,"method":"ping"}`, -32600, "8"},
		{"method a number", `{"jsonrpc":"2.0","id":9,"method":5}`, -32600, "9"},
		{"method null", `{"jsonrpc":"2.0","id":10,"method":null}`, -32600, "10"},
		{"id null", `{"jsonrpc":"2.0","id":null,"method":"ping"}`, -32600, "null"},
		{"id an object", `{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}`, -32600, "null"},
		{"id a boolean", `{"jsonrpc":"2.0","id":true,"method":"ping"}`, -32600, "null"},
		{"params a number", `{"jsonrpc":"2.0","id":11,"method":"ping","params":3}`, -32600, "11"},
		{"neither request nor response", `{"jsonrpc":"2.0","id":12}`, -32600, "12"},
		{"nested too deep", deep(maxNesting + 1), -32600, "41"},
		{"nested too deep, unreadable id", strings.Repeat("[", 2000), -32600, "null"},
		{"over the line maximum", `{"jsonrpc":"2.0","id":"long","method":"ping","params":{"pad":"` + strings.Repeat("x", 5000) + `"}}`, -32600, `"long"`},
		{"over the maximum, id after the cut", `{"jsonrpc":"2.0","method":"ping","params":{"pad":"` + strings.Repeat("x", 5000) + `"},"id":13}`, -32600, "null"},
	}
	w := startWire(t, 4096, false)
	for i, c := range cases {
		w.send(c.line)
		r := decodeResponse(t, w.recv())
		if r.JSONRPC != "2.0" || r.Error == nil || r.Error.Code != c.code || string(r.ID) != c.id || r.Result != nil {
			t.Errorf("%s: answer %+v (error %+v), want code %d id %s", c.name, r, r.Error, c.code, c.id)
		}
		w.ping(fmt.Sprint(100 + i))
	}
	// Nesting up to the limit, a BOM, CRLF and blank lines are accepted.
	w.send(deep(maxNesting))
	if got := w.recv(); got != `{"jsonrpc":"2.0","id":41,"result":{}}` {
		t.Errorf("nesting %d: %s", maxNesting, got)
	}
	w.send("\xef\xbb\xbf" + `{"jsonrpc":"2.0","id":"bom","method":"ping"}`)
	if got := w.recv(); got != `{"jsonrpc":"2.0","id":"bom","result":{}}` {
		t.Errorf("a line with a BOM: %s", got)
	}
	w.send("")
	w.send("  \t\r")
	w.send(`{"jsonrpc":"2.0","id":"crlf","method":"ping"}` + "\r")
	if got := w.recv(); got != `{"jsonrpc":"2.0","id":"crlf","result":{}}` {
		t.Errorf("CRLF line after blank lines: %s", got)
	}
	// A line of exactly the maximum is read.
	exact := `{"jsonrpc":"2.0","id":"max","method":"ping","params":{"pad":""}}`
	exact = strings.Replace(exact, `""`, `"`+strings.Repeat("y", 4096-len(exact))+`"`, 1)
	w.send(exact)
	if got := w.recv(); got != `{"jsonrpc":"2.0","id":"max","result":{}}` {
		t.Errorf("a line of %d bytes: %s", len(exact), got)
	}
}

func TestUnknownMethodIsMethodNotFound(t *testing.T) {
	w := startWire(t, 0, false)
	w.send(`{"jsonrpc":"2.0","id":1.5,"method":"no/such/method"}`)
	r := decodeResponse(t, w.recv())
	if r.Error == nil || r.Error.Code != -32601 || string(r.ID) != "1.5" {
		t.Errorf("unknown method: %+v %+v", r, r.Error)
	}
}

func TestBatchesAreAnsweredPerRequest(t *testing.T) {
	w := startWire(t, 0, false)
	w.send(`[{"jsonrpc":"2.0","id":7,"method":"ping"},{"jsonrpc":"2.0","method":"notifications/x"},{"jsonrpc":"2.0","id":"s","method":"tools/list"},5,{"jsonrpc":"2.0","id":9,"result":{}}]`)
	var answers []response
	if err := json.Unmarshal([]byte(w.recv()), &answers); err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, a := range answers {
		if a.Error == nil || a.Error.Code != -32600 || !strings.Contains(a.Error.Message, "batches are not supported") {
			t.Errorf("batch answer %+v", a)
		}
		ids = append(ids, string(a.ID))
	}
	if strings.Join(ids, " ") != `7 "s" null` {
		t.Errorf("batch answer ids %v, want 7 \"s\" null (the notification and the response are not answered)", ids)
	}
	// Only notifications: nothing at all.
	w.send(`[{"jsonrpc":"2.0","method":"notifications/x"}]`)
	w.ping("1")
}

func TestIDsRoundTripExactly(t *testing.T) {
	w := startWire(t, 0, false)
	for _, id := range []string{
		`0`, `1`, `-1`, `-0`, `1.5`, `1.0`, `1e3`, `1E+3`, `-2.5e-7`, `12345678901234567890`,
		`-9223372036854775809`, `123456789012345678901234567890.123456789`, `9007199254740993`,
		`"abc"`, `""`, `"1"`, `"with \"quotes\", \\ and \u00e9"`, `"é ✓ 😀"`, `"<html>&"`, `"\n\t"`,
	} {
		w.ping(id)
	}
	// Ids as tool calls run: 1 and 1.0 are different ids, the string "1" a third.
	for _, id := range []string{`1`, `1.0`, `"1"`} {
		w.send(`{"jsonrpc":"2.0","id":` + id + `,"method":"tools/call","params":{"name":"block","arguments":{"name":` + jstr(id) + `}}}`)
		<-w.calls.started
	}
	w.releaseAll()
	got := map[string]bool{}
	for range 3 {
		r := decodeResponse(t, w.recv())
		got[string(r.ID)] = r.Error == nil
	}
	if len(got) != 3 || !got[`1`] || !got[`1.0`] || !got[`"1"`] {
		t.Errorf("answers of three calls with ids 1, 1.0, \"1\": %v", got)
	}
}

func TestProgressTokensRoundTripExactly(t *testing.T) {
	w := startWire(t, 0, false)
	for i, tok := range []string{`12345678901234567890`, `1.0`, `7`, `"tok"`, `-0.5`} {
		id := fmt.Sprint(i + 1)
		w.send(`{"jsonrpc":"2.0","id":` + id + `,"method":"tools/call","params":{"name":"progress","arguments":{},"_meta":{"progressToken":` + tok + `}}}`)
		note, ans := w.recv(), w.recv()
		if want := `"progressToken":` + tok + `,`; !strings.Contains(note, want) {
			t.Errorf("token %s: notification %s", tok, note)
		}
		if r := decodeResponse(t, ans); string(r.ID) != id || r.Error != nil {
			t.Errorf("token %s: answer %s", tok, ans)
		}
	}
}

func TestDuplicateIDInFlightIsRefused(t *testing.T) {
	w := startWire(t, 0, false)
	w.send(`{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"block","arguments":{"name":"a"}}}`)
	<-w.calls.started
	w.send(`{"jsonrpc":"2.0","id":5,"method":"ping"}`)
	if r := decodeResponse(t, w.recv()); r.Error == nil || r.Error.Code != -32600 || string(r.ID) != "5" {
		t.Errorf("second request with id 5: %+v %+v", r, r.Error)
	}
	w.releaseAll()
	if r := decodeResponse(t, w.recv()); string(r.ID) != "5" || r.Error != nil || !strings.Contains(string(r.Result), "released a") {
		t.Errorf("the first request with id 5: %+v", r)
	}
	w.ping("5") // free again
}

func TestInFlightCallIsAnsweredAfterAMalformedLine(t *testing.T) {
	w := startWire(t, 0, false)
	w.send(`{"jsonrpc":"2.0","id":"slow","method":"tools/call","params":{"name":"block","arguments":{"name":"slow"}}}`)
	<-w.calls.started
	w.send(`garbage`)
	if r := decodeResponse(t, w.recv()); r.Error == nil || r.Error.Code != -32700 {
		t.Errorf("garbage: %+v", r)
	}
	w.send(`[]`)
	w.recv()
	w.releaseAll()
	if r := decodeResponse(t, w.recv()); string(r.ID) != `"slow"` || r.Error != nil {
		t.Errorf("the call in flight: %+v", r)
	}
}

func TestCancelledRequestIsNotAnswered(t *testing.T) {
	w := startWire(t, 0, false)
	w.send(`{"jsonrpc":"2.0","id":1.5,"method":"tools/call","params":{"name":"block","arguments":{"name":"victim"}}}`)
	w.send(`{"jsonrpc":"2.0","id":"other","method":"tools/call","params":{"name":"block","arguments":{"name":"other"}}}`)
	<-w.calls.started
	<-w.calls.started
	// Cancelling ids not in flight (never sent; the internal id of the
	// first request; malformed) does nothing.
	w.send(`{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":99}}`)
	w.send(`{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":2}}`)
	w.send(`{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":true}}`)
	w.send(`{"jsonrpc":"2.0","method":"notifications/cancelled","params":5}`) // an invalid request object: answered
	if r := decodeResponse(t, w.recv()); r.Error == nil || r.Error.Code != -32600 || string(r.ID) != "null" {
		t.Errorf("cancellation with params 5: %+v", r)
	}
	w.ping("1")
	w.send(`{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1.5,"reason":"user"}}`)
	select {
	case name := <-w.calls.canceled:
		if name != "victim" {
			t.Fatalf("cancelled %q", name)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the call was not cancelled")
	}
	// The victim's handler has returned; its answer (if any) would be
	// written before the ping's.
	time.Sleep(50 * time.Millisecond)
	w.ping("2")
	w.releaseAll()
	if r := decodeResponse(t, w.recv()); string(r.ID) != `"other"` || r.Error != nil {
		t.Errorf("the other call: %+v", r)
	}
	w.ping("3")
}

func TestMalformedResponsesAreNotAnswered(t *testing.T) {
	w := startWire(t, 0, false)
	w.send(`{"jsonrpc":"2.0","id":99,"result":{},"error":{"code":1,"message":"x"}}`)
	w.send(`{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"parse error"}}`)
	w.send(`{"jsonrpc":"2.0","id":98,"result":{}}`) // to no request: ignored by the SDK
	w.send(`{"jsonrpc":"2.0","id":97,"error":"not an object"}`)
	w.ping("1")
}

func TestEOFLetsCallsInFlightFinish(t *testing.T) {
	w := startWire(t, 0, false)
	w.send(`{"jsonrpc":"2.0","id":"a","method":"tools/call","params":{"name":"block","arguments":{"name":"a"}}}`)
	<-w.calls.started
	w.in.Close()
	w.releaseAll()
	if r := decodeResponse(t, w.recv()); string(r.ID) != `"a"` || r.Error != nil {
		t.Errorf("the call in flight at EOF: %+v", r)
	}
	if err := waitServe(t, w); err != nil {
		t.Errorf("serve after EOF: %v", err)
	}
}

func TestEOFCancelsCallsThatDoNotFinish(t *testing.T) {
	w := startWire(t, 0, false)
	w.send(`{"jsonrpc":"2.0","id":"a","method":"tools/call","params":{"name":"block","arguments":{"name":"a"}}}`)
	<-w.calls.started
	w.in.Close()
	if err := waitServe(t, w); err != nil {
		t.Errorf("serve after EOF: %v", err)
	}
	select {
	case <-w.calls.canceled:
	default:
		t.Error("the call was not cancelled")
	}
	for l := range w.lines {
		t.Errorf("answer after EOF: %s", l)
	}
}

func TestCancelStopsServing(t *testing.T) {
	w := startWire(t, 0, false)
	w.send(`{"jsonrpc":"2.0","id":"a","method":"tools/call","params":{"name":"block","arguments":{"name":"a"}}}`)
	<-w.calls.started
	w.cancel()
	if err := waitServe(t, w); !errors.Is(err, context.Canceled) || errors.Is(err, ErrCallsAbandoned) {
		t.Errorf("serve after cancel: %v", err)
	}
	select {
	case <-w.calls.canceled:
	default:
		t.Error("the call was not cancelled")
	}
}

func TestCallsIgnoringCancellationAreAbandoned(t *testing.T) {
	w := startWire(t, 0, true)
	w.send(`{"jsonrpc":"2.0","id":"a","method":"tools/call","params":{"name":"block","arguments":{"name":"a"}}}`)
	<-w.calls.started
	w.cancel()
	if err := waitServe(t, w); !errors.Is(err, context.Canceled) || !errors.Is(err, ErrCallsAbandoned) {
		t.Errorf("serve after cancel: %v", err)
	}
}

func TestWriteFailureEndsTheSession(t *testing.T) {
	srv := mcp.NewServer(&mcp.Implementation{Name: "t", Version: "1"}, nil)
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	outR.Close() // the client stopped reading
	done := make(chan error, 1)
	go func() { done <- Serve(context.Background(), srv, inR, outW, Options{}) }()
	io.WriteString(inW, `{"jsonrpc":"2.0","id":1,"method":"ping"}`+"\n")
	select {
	case err := <-done:
		if err == nil {
			t.Error("serve returned nil after a failed write")
		}
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not return after a failed write")
	}
	inW.Close()
}

// waitServe waits for serve to return (a hang fails the test).
func waitServe(t *testing.T, w *wire) error {
	t.Helper()
	select {
	case err := <-w.done:
		return err
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not return")
	}
	return nil
}

func TestTopLevelID(t *testing.T) {
	for in, want := range map[string]string{
		`{"id":1}`:                             `1`,
		` { "a" : [1,{"id":2}] , "id" : "x" }`: `"x"`,
		`{"id":1,"id":2}`:                      `2`,
		`{"\u0069d":3}`:                        `3`,
		`{"id":12`:                             ``, // may be cut short
		`{"id":"ab`:                            ``,
		`{"id":null}`:                          ``,
		`{"id":true}`:                          ``,
		`{"id":[1]}`:                           ``,
		`{"a":"}\"","id":4`:                    ``,
		`{"a":"}\"","id":4}`:                   `4`,
		`{"a":[[[[`:                            ``,
		`[{"id":1}]`:                           ``,
		`{"id":01}`:                            ``,
	} {
		if got := string(topLevelID([]byte(in))); got != want {
			t.Errorf("topLevelID(%s) = %q, want %q", in, got, want)
		}
	}
}

func TestLineReader(t *testing.T) {
	in := "short\n" + strings.Repeat("x", 100) + "\n\nlast"
	lr := lineReader{br: bufio.NewReaderSize(strings.NewReader(in), 16), max: 10}
	type got struct {
		line string
		size int
		err  error
	}
	var all []got
	for {
		line, size, err := lr.next()
		if line != nil || err == nil {
			all = append(all, got{string(line), size, err})
		}
		if err != nil {
			break
		}
	}
	want := []got{{"short", 5, nil}, {"xxxxxxxxxx", 100, nil}, {"", 0, nil}, {"last", 4, io.EOF}}
	if fmt.Sprint(all) != fmt.Sprint(want) {
		t.Errorf("lines %v, want %v", all, want)
	}
}

// The transport's own answers and the SDK's never share a line, however
// they race.
func TestLinesNeverInterleave(t *testing.T) {
	w := startWire(t, 0, false)
	const n = 40
	go func() { // a client reads while it writes
		for i := range n {
			io.WriteString(w.in, `{"jsonrpc":"2.0","id":`+fmt.Sprint(i)+`,"method":"tools/call","params":{"name":"progress","arguments":{},"_meta":{"progressToken":`+fmt.Sprint(i)+`}}}`+"\n")
			io.WriteString(w.in, `not json `+strings.Repeat("z", i*100)+"\n")
		}
	}()
	answers, parseErrors := 0, 0
	for answers+parseErrors < 2*n {
		l := w.recv()
		var m map[string]json.RawMessage
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("not one JSON object: %.200q", l)
		}
		switch {
		case m["method"] != nil: // a progress notification
		case string(m["id"]) == "null":
			parseErrors++
		default:
			answers++
		}
	}
	if answers != n || parseErrors != n {
		t.Errorf("%d answers and %d parse errors, want %d each", answers, parseErrors, n)
	}
}
