package stdio

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"strconv"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// MaxLineBytes is the longest JSON-RPC line alfix reads from its client
// (64 MiB, the newline not counted). A longer line is read to its end and
// dropped without being held, and answered with -32600 Invalid Request.
const MaxLineBytes = 64 << 20

// maxNesting is the deepest nesting of objects and arrays a message may
// have: the SDK's own decoder refuses deeper input (internal/json), so the
// transport refuses it first, with an answer instead of a broken session.
const maxNesting = 1000

// Shutdown bounds (see Serve): together with the command's own bound on
// closing the workspace they keep the process's end within a second of
// stdin EOF or a signal.
const (
	// drainGrace is how long requests already read when stdin reaches EOF
	// may run on and be answered before they are cancelled.
	drainGrace = 400 * time.Millisecond
	// ShutdownGrace is how long after the end of stdin, the cancellation
	// of Serve's context or a failed write Serve returns at the latest:
	// cancelled calls have until then to return (a txn commit past its last
	// cancellation check finishes meanwhile, unless it takes longer).
	ShutdownGrace = 600 * time.Millisecond
	// outputGrace is how long Serve waits at its end for a line being
	// written to be complete.
	outputGrace = 50 * time.Millisecond
)

// ErrCallsAbandoned is returned (wrapped) by Serve when calls were still
// running at the end of the shutdown bound. They were cancelled; the caller
// should exit without closing what they may still use.
var ErrCallsAbandoned = errors.New("stdio: calls still running at shutdown")

// errStopped is the cause the in-flight calls see when Serve stops the
// connection for a cancelled context.
var errStopped = errors.New("stdio: the server is shutting down")

var utf8BOM = []byte("\xef\xbb\xbf")

// internalProgressPrefix starts the progress tokens the transport hands to
// the SDK in place of a client's numeric token the SDK would re-spell.
const internalProgressPrefix = "alfix-progress-"

// A lineConn is alfix's mcp.Connection over newline-delimited JSON-RPC on a
// reader and a writer (stdio). It stands between the client and the SDK so
// that (doc.go says why the SDK's IOTransport cannot):
//
//   - every line that is not one well-formed JSON-RPC 2.0 message is
//     answered (-32700 Parse error, -32600 Invalid Request) and skipped,
//     and the session goes on;
//   - request ids reach the client byte for byte as it wrote them (the SDK
//     turns every number into an int64): each request gets an internal id
//     on the way in and its own id back on the way out;
//   - a request the client cancelled (notifications/cancelled) gets no
//     answer, as MCP asks, whatever the SDK writes for it;
//   - at stdin EOF the calls in flight may finish and be answered for a
//     short while (drainGrace) before the session ends and cancels them.
//
// Every line goes out through write, one line per call under one mutex, so
// the transport's own answers never interleave with the SDK's.
type lineConn struct {
	in      io.Reader
	out     io.Writer
	logger  *slog.Logger
	maxLine int

	writeMu sync.Mutex
	outDone bool // set by finishOutput: nothing more is written

	incoming  chan jsonrpc.Message // valid messages, in order
	inputDone chan struct{}        // closed when the read loop ended
	inputErr  error                // why (io.EOF at a clean end); set before inputDone closes
	inputEnd  time.Time            // when; set before inputDone closes

	stopOnce sync.Once
	stopped  chan struct{} // closed by stop: Read ends the session at once
	stopErr  error

	closeOnce sync.Once
	closed    chan struct{}

	mu       sync.Mutex
	seq      int64
	pending  map[int64]*pendingCall     // internal id -> call in flight
	byWireID map[string]int64           // idKey of a client id in flight -> internal id
	progress map[string]json.RawMessage // internal progress token -> the client's
	idle     chan struct{}              // closed when pending becomes empty (during the drain)
}

// A pendingCall is a client request the SDK has not answered yet.
type pendingCall struct {
	wireID    json.RawMessage // the id exactly as the client wrote it
	key       string          // idKey(wireID)
	progress  string          // internal progress token standing for the client's, or ""
	cancelled bool            // the client cancelled it: its answer is dropped
}

func newLineConn(in io.Reader, out io.Writer, maxLine int, logger *slog.Logger) *lineConn {
	if maxLine <= 0 {
		maxLine = MaxLineBytes
	}
	c := &lineConn{
		in: in, out: out, logger: logger, maxLine: maxLine,
		incoming:  make(chan jsonrpc.Message),
		inputDone: make(chan struct{}),
		stopped:   make(chan struct{}),
		closed:    make(chan struct{}),
		pending:   map[int64]*pendingCall{},
		byWireID:  map[string]int64{},
		progress:  map[string]json.RawMessage{},
	}
	go c.readLoop()
	return c
}

// lineTransport hands the one lineConn to the SDK.
type lineTransport struct{ conn *lineConn }

func (t lineTransport) Connect(context.Context) (mcp.Connection, error) { return t.conn, nil }

// SessionID implements mcp.Connection: stdio has no session id.
func (c *lineConn) SessionID() string { return "" }

// Read returns the next valid message. When the input has ended it waits
// until no request is in flight, at most drainGrace after the end, and then
// returns the input's end (io.EOF): the SDK then cancels what still runs.
func (c *lineConn) Read(ctx context.Context) (jsonrpc.Message, error) {
	select {
	case m := <-c.incoming:
		return m, nil
	case <-c.stopped:
		return nil, c.stopErr
	case <-c.closed:
		return nil, io.EOF
	case <-ctx.Done():
		return nil, ctx.Err()
	case <-c.inputDone:
	}
	c.mu.Lock()
	var idle chan struct{}
	if len(c.pending) > 0 {
		idle = make(chan struct{})
		c.idle = idle
	}
	c.mu.Unlock()
	if idle != nil {
		t := time.NewTimer(time.Until(c.inputEnd.Add(drainGrace)))
		defer t.Stop()
		select {
		case <-idle:
		case <-t.C:
			c.logger.Warn("stdin closed; cancelling the calls still running", "calls", c.inFlight())
		case <-c.stopped:
			return nil, c.stopErr
		case <-c.closed:
		}
	}
	return nil, c.inputErr
}

// Write sends one message. An answer goes out with the client's own id, or
// not at all when the client cancelled its request.
func (c *lineConn) Write(ctx context.Context, msg jsonrpc.Message) error {
	var data []byte
	var err error
	switch m := msg.(type) {
	case *jsonrpc.Response:
		pc := c.finish(m.ID) // answered or not, the request is over
		if err := ctx.Err(); err != nil {
			return err
		}
		if pc == nil {
			data, err = jsonrpc.EncodeMessage(m)
			break
		}
		if pc.cancelled {
			c.logger.Debug("dropping the answer to a cancelled request", "id", string(pc.wireID))
			return nil
		}
		data, err = encodeResponse(pc.wireID, m.Result, m.Error)
	case *jsonrpc.Request:
		if err := ctx.Err(); err != nil {
			return err
		}
		if m.Method == "notifications/progress" {
			m = c.clientProgress(m)
		}
		data, err = jsonrpc.EncodeMessage(m)
	default:
		return fmt.Errorf("stdio: cannot write a %T", msg)
	}
	if err != nil {
		return fmt.Errorf("stdio: encoding a message: %w", err)
	}
	return c.write(data)
}

// Close implements mcp.Connection; the SDK calls it once the session is
// over. It unblocks Read and closes the input when it can be closed.
func (c *lineConn) Close() error {
	c.closeOnce.Do(func() {
		close(c.closed)
		if cl, ok := c.in.(io.Closer); ok {
			cl.Close()
		}
	})
	return nil
}

// stop ends the session now: Read returns err, and the SDK cancels every
// call in flight with it.
func (c *lineConn) stop(err error) {
	c.stopOnce.Do(func() {
		c.stopErr = err
		close(c.stopped)
	})
}

func (c *lineConn) inFlight() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.pending)
}

// write sends data and a newline as one line.
func (c *lineConn) write(data []byte) error {
	line := make([]byte, 0, len(data)+1)
	line = append(append(line, data...), '\n')
	c.writeMu.Lock()
	defer c.writeMu.Unlock()
	if c.outDone {
		return mcp.ErrConnectionClosed
	}
	if _, err := c.out.Write(line); err != nil {
		// The client stopped reading: nothing can be answered any more.
		c.stop(fmt.Errorf("stdio: writing to the client: %w", err))
		return err
	}
	return nil
}

// finishOutput waits, at most until deadline, for a line being written to
// be complete and refuses any later write, so that a process exiting after
// Serve never leaves half a line on stdout. It reports whether it got there.
func (c *lineConn) finishOutput(deadline time.Time) bool {
	done := make(chan struct{})
	go func() {
		c.writeMu.Lock()
		c.outDone = true
		c.writeMu.Unlock()
		close(done)
	}()
	t := time.NewTimer(time.Until(deadline))
	defer t.Stop()
	select {
	case <-done:
		return true
	case <-t.C:
		return false
	}
}

// readLoop reads lines until the input ends, answers the malformed ones
// and hands the valid ones to Read.
func (c *lineConn) readLoop() {
	lr := lineReader{br: bufio.NewReaderSize(c.in, 64<<10), max: c.maxLine}
	for {
		line, size, err := lr.next()
		if size > c.maxLine {
			c.reject(topLevelID(line), jsonrpc.CodeInvalidRequest,
				fmt.Sprintf("Invalid Request: the line holds %d bytes, more than the %d alfix reads", size, c.maxLine))
		} else if line != nil && !c.handleLine(line) {
			return
		}
		if err != nil {
			if !errors.Is(err, io.EOF) {
				c.logger.Warn("reading stdin", "error", err)
			}
			c.inputErr = err
			c.inputEnd = time.Now()
			close(c.inputDone)
			return
		}
	}
}

// handleLine answers a malformed line or hands a valid message on. It
// reports false when the connection is over.
func (c *lineConn) handleLine(line []byte) bool {
	line = bytes.TrimPrefix(line, utf8BOM) // RFC 8259 §8.1 lets a parser ignore it
	line = bytes.Trim(line, " \t\r\n")
	if len(line) == 0 {
		return true
	}
	if nestedDeeper(line, maxNesting) {
		c.reject(topLevelID(line), jsonrpc.CodeInvalidRequest,
			fmt.Sprintf("Invalid Request: objects and arrays nested deeper than %d levels", maxNesting))
		return true
	}
	// One pass checks the syntax of the whole line (a syntax error comes
	// before any type error) and splits an object into its members.
	var fields map[string]json.RawMessage
	err := json.Unmarshal(line, &fields)
	if _, syntax := err.(*json.SyntaxError); syntax {
		c.reject(nil, jsonrpc.CodeParseError, "Parse error: "+err.Error())
		return true
	}
	switch {
	case line[0] == '[':
		c.rejectBatch(line)
		return true
	case line[0] != '{':
		c.reject(nil, jsonrpc.CodeInvalidRequest, "Invalid Request: a message is a JSON object, not "+jsonKind(line))
		return true
	case err != nil:
		c.reject(topLevelID(line), jsonrpc.CodeInvalidRequest, "Invalid Request: "+err.Error())
		return true
	}
	msg, id, problem := c.decode(line, fields)
	if problem != "" {
		c.reject(id, jsonrpc.CodeInvalidRequest, "Invalid Request: "+problem)
		return true
	}
	if msg == nil {
		return true
	}
	select {
	case c.incoming <- msg:
		return true
	case <-c.closed:
		return false
	case <-c.stopped:
		return false
	}
}

// decode checks one JSON object (line, split into its members) against
// JSON-RPC 2.0 and returns the message for the SDK, or the id to answer
// with and what is wrong, or neither (a message to drop unanswered).
func (c *lineConn) decode(line []byte, fields map[string]json.RawMessage) (msg jsonrpc.Message, answerID json.RawMessage, problem string) {
	id, hasID := fields["id"]
	if hasID && isIDValue(id) {
		answerID = id
	}
	if v, ok := fields["jsonrpc"]; !ok || !isString(v, "2.0") {
		return nil, answerID, `"jsonrpc" must be "2.0"`
	}
	method, isRequest := fields["method"]
	if !isRequest {
		_, hasResult := fields["result"]
		_, hasError := fields["error"]
		if !hasResult && !hasError {
			return nil, answerID, `no "method" (a request) and no "result" or "error" (a response)`
		}
		// An answer to one of the server's requests. A response is never
		// answered, even when it is malformed (two peers must not trade
		// errors forever).
		if answerID == nil || hasResult == hasError {
			c.logger.Warn("dropping a malformed response from the client", "id", string(id))
			return nil, nil, ""
		}
		m, err := jsonrpc.DecodeMessage(line)
		if err != nil {
			c.logger.Warn("dropping a malformed response from the client", "id", string(id), "error", err)
			return nil, nil, ""
		}
		return m, nil, ""
	}
	var name string
	if method[0] != '"' || json.Unmarshal(method, &name) != nil {
		return nil, answerID, `"method" must be a string`
	}
	if hasID && answerID == nil {
		return nil, nil, `"id" must be a string or a number`
	}
	if p, ok := fields["params"]; ok && p[0] != '{' && p[0] != '[' && string(p) != "null" {
		return nil, answerID, `"params" must be an object or an array`
	}
	// The request is built here rather than by jsonrpc.DecodeMessage, which
	// would decode the whole line again and turn a numeric id into an int64.
	req := &jsonrpc.Request{Method: name, Params: fields["params"]}
	if !hasID {
		if name == "notifications/cancelled" && !c.cancel(req) {
			return nil, nil, ""
		}
		return req, nil, ""
	}
	if problem := c.track(req, id); problem != "" {
		return nil, answerID, problem
	}
	return req, nil, ""
}

// track gives a request an internal id and remembers the client's.
func (c *lineConn) track(req *jsonrpc.Request, wireID json.RawMessage) string {
	key := idKey(wireID)
	c.mu.Lock()
	if _, dup := c.byWireID[key]; dup {
		c.mu.Unlock()
		return "id " + string(wireID) + " is already in use by a request in flight"
	}
	c.seq++
	n := c.seq
	pc := &pendingCall{wireID: bytes.Clone(wireID), key: key}
	c.pending[n] = pc
	c.byWireID[key] = n
	c.mu.Unlock()
	// The SDK sees the request only when track returns, so nothing can
	// answer it meanwhile.
	req.ID, _ = jsonrpc.MakeID(float64(n)) // an int64 id; n stays far below 2^53
	if tok, client, params, ok := internalProgressToken(req.Params, n); ok {
		c.mu.Lock()
		pc.progress = tok
		c.progress[tok] = client
		c.mu.Unlock()
		req.Params = params
	}
	return ""
}

// finish forgets the call answered by a response with the internal id id
// and returns it; nil when id is not one of the transport's.
func (c *lineConn) finish(id jsonrpc.ID) *pendingCall {
	n, ok := id.Raw().(int64)
	if !ok {
		return nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	pc := c.pending[n]
	if pc == nil {
		return nil
	}
	delete(c.pending, n)
	delete(c.byWireID, pc.key)
	if pc.progress != "" {
		delete(c.progress, pc.progress)
	}
	if len(c.pending) == 0 && c.idle != nil {
		close(c.idle)
		c.idle = nil
	}
	return pc
}

// cancel points a notifications/cancelled at the internal id of the
// request it names and marks that request's answer to be dropped. It
// reports false when the notification names no request in flight (already
// answered, never sent, or malformed): it is then dropped, so that it cannot
// cancel another request that happens to have the same internal id.
func (c *lineConn) cancel(req *jsonrpc.Request) bool {
	var params map[string]json.RawMessage
	if json.Unmarshal(req.Params, &params) != nil {
		return false
	}
	wireID, ok := params["requestId"]
	if !ok || !isIDValue(wireID) {
		return false
	}
	c.mu.Lock()
	n, ok := c.byWireID[idKey(wireID)]
	if ok {
		c.pending[n].cancelled = true
	}
	c.mu.Unlock()
	if !ok {
		c.logger.Debug("ignoring the cancellation of a request not in flight", "id", string(wireID))
		return false
	}
	params["requestId"] = json.RawMessage(strconv.FormatInt(n, 10))
	b, err := json.Marshal(params)
	if err != nil {
		return false
	}
	req.Params = b
	return true
}

// internalProgressToken replaces a numeric progress token that the SDK
// would not write back as the client wrote it (it decodes numbers to
// float64: 1.0 comes back as 1, 2^64 rounded) by an internal string token.
// It returns the internal token, the client's and the rewritten params.
func internalProgressToken(params json.RawMessage, seq int64) (string, json.RawMessage, json.RawMessage, bool) {
	var p struct {
		Meta struct {
			ProgressToken json.RawMessage `json:"progressToken"`
		} `json:"_meta"`
	}
	if len(params) == 0 || params[0] != '{' || json.Unmarshal(params, &p) != nil {
		return "", nil, nil, false
	}
	raw := p.Meta.ProgressToken
	if len(raw) == 0 || raw[0] == '"' || !isIDValue(raw) || sdkSpellsNumber(raw) {
		return "", nil, nil, false
	}
	var all map[string]json.RawMessage
	var meta map[string]json.RawMessage
	if json.Unmarshal(params, &all) != nil || json.Unmarshal(all["_meta"], &meta) != nil ||
		!bytes.Equal(meta["progressToken"], raw) { // the keys exactly, as the SDK matches them
		return "", nil, nil, false
	}
	tok := internalProgressPrefix + strconv.FormatInt(seq, 10)
	meta["progressToken"] = json.RawMessage(strconv.Quote(tok))
	mb, err1 := json.Marshal(meta)
	all["_meta"] = mb
	pb, err2 := json.Marshal(all)
	if err1 != nil || err2 != nil {
		return "", nil, nil, false
	}
	return tok, bytes.Clone(raw), pb, true
}

// sdkSpellsNumber reports whether the SDK writes the number literal raw
// back unchanged (it holds numbers as float64).
func sdkSpellsNumber(raw json.RawMessage) bool {
	f, err := strconv.ParseFloat(string(raw), 64)
	if err != nil {
		return false
	}
	b, err := json.Marshal(f)
	return err == nil && bytes.Equal(b, raw)
}

// clientProgress puts the client's own progress token back into a
// progress notification the SDK is sending with an internal one.
func (c *lineConn) clientProgress(m *jsonrpc.Request) *jsonrpc.Request {
	c.mu.Lock()
	empty := len(c.progress) == 0
	c.mu.Unlock()
	if empty {
		return m
	}
	var params map[string]json.RawMessage
	if json.Unmarshal(m.Params, &params) != nil {
		return m
	}
	var tok string
	if json.Unmarshal(params["progressToken"], &tok) != nil {
		return m
	}
	c.mu.Lock()
	raw, ok := c.progress[tok]
	c.mu.Unlock()
	if !ok {
		return m
	}
	params["progressToken"] = raw
	b, err := json.Marshal(params)
	if err != nil {
		return m
	}
	out := *m
	out.Params = b
	return &out
}

// reject answers a malformed line with a JSON-RPC error; id nil is null.
func (c *lineConn) reject(id json.RawMessage, code int64, message string) {
	c.logger.Warn("answering a malformed line", "code", code, "id", string(id), "error", message)
	data, err := encodeResponse(id, nil, &jsonrpc.Error{Code: code, Message: message})
	if err == nil {
		_ = c.write(data)
	}
}

// rejectBatch answers a JSON array. MCP 2025-06-18 removed JSON-RPC
// batching and alfix serves none: every request in the batch is answered
// -32600 under its own id, in one array as JSON-RPC answers a batch, so a
// client waiting for those ids hears about each; notifications and
// responses in it are dropped. An empty array is answered with one error.
func (c *lineConn) rejectBatch(line []byte) {
	var elems []json.RawMessage
	if json.Unmarshal(line, &elems) != nil || len(elems) == 0 {
		c.reject(nil, jsonrpc.CodeInvalidRequest, "Invalid Request: an empty batch")
		return
	}
	const why = "Invalid Request: JSON-RPC batches are not supported (MCP 2025-06-18 removed them); send one message per line"
	var answers []json.RawMessage
	for _, e := range elems {
		var fields map[string]json.RawMessage
		if e[0] == '{' && json.Unmarshal(e, &fields) == nil {
			id, hasID := fields["id"]
			_, isRequest := fields["method"]
			_, hasResult := fields["result"]
			_, hasError := fields["error"]
			if !isRequest && (hasResult || hasError) || isRequest && !hasID {
				continue // a response or a notification: never answered
			}
			if !isIDValue(id) {
				id = nil
			}
			if a, err := encodeResponse(id, nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidRequest, Message: why}); err == nil {
				answers = append(answers, a)
			}
			continue
		}
		if a, err := encodeResponse(nil, nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidRequest, Message: why}); err == nil {
			answers = append(answers, a)
		}
	}
	c.logger.Warn("answering a JSON-RPC batch", "elements", len(elems), "answers", len(answers))
	if len(answers) == 0 {
		return // JSON-RPC: nothing at all rather than an empty array
	}
	data, err := json.Marshal(answers)
	if err == nil {
		_ = c.write(data)
	}
}

// A wireResponse is a JSON-RPC response with the id as raw JSON.
type wireResponse struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"` // nil is written as null
	Result  json.RawMessage `json:"result,omitempty"`
	Error   *jsonrpc.Error  `json:"error,omitempty"`
}

// encodeResponse writes a response with the given raw id (nil: null), as
// the SDK writes its own (no HTML escaping).
func encodeResponse(id, result json.RawMessage, rerr error) ([]byte, error) {
	w := wireResponse{JSONRPC: "2.0", ID: id}
	if rerr != nil {
		w.Error = wireError(rerr)
	} else {
		w.Result = result
		if len(w.Result) == 0 {
			w.Result = json.RawMessage("{}")
		}
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(&w); err != nil {
		return nil, err
	}
	return bytes.TrimRight(buf.Bytes(), "\n"), nil
}

// wireError is the JSON-RPC error object of an SDK error: its own when it
// is one, else its code with the whole message, else -32603.
func wireError(err error) *jsonrpc.Error {
	var we *jsonrpc.Error
	if errors.As(err, &we) {
		if error(we) == err {
			return we
		}
		return &jsonrpc.Error{Code: we.Code, Message: err.Error()}
	}
	return &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: err.Error()}
}
