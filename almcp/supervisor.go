package almcp

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Status is the life stage of the almcp child.
type Status int

// The statuses of a [Supervisor].
const (
	NotConfigured Status = iota // disabled: almcp is never started
	NotFound                    // no command configured or discovered, or it does not exist
	Starting                    // launching, handshaking, or waiting to restart after a crash
	Ready                       // the MCP session is up and the tool list is known
	Failed                      // did not become ready (see State.Retrying), or stopped
)

func (s Status) String() string {
	switch s {
	case NotConfigured:
		return "NotConfigured"
	case NotFound:
		return "NotFound"
	case Starting:
		return "Starting"
	case Ready:
		return "Ready"
	case Failed:
		return "Failed"
	}
	return "Status(" + strconv.Itoa(int(s)) + ")"
}

// State is a snapshot of the supervisor.
type State struct {
	Status Status
	// Err is the last error: why almcp is not found or failed, or, while
	// Starting or Ready after a restart, why the previous child ended.
	Err error
	// Stderr is the tail of the child's stderr recorded with Err.
	Stderr string
	// Command is the command line that is launched.
	Command []string
	// Restarts counts launches after the first.
	Restarts int
	// Retrying is true while Failed with another start scheduled.
	Retrying bool
}

// protocolVersion is the MCP version alfix offers almcp; almcp's SDK
// predates the stateless 2026 protocol, and pinning avoids a failed
// server/discover round trip on every start.
const protocolVersion = "2025-11-25"

// stableAfter is how long a child must stay up for its crash count to be
// forgotten.
const stableAfter = time.Minute

// nilState is the state of a nil *Supervisor, which behaves as a disabled
// one, so that code without almcp needs no special case.
var nilState = State{Status: NotConfigured, Err: errors.New("almcp is not configured")}

// errStopped is the Err of a supervisor that was closed.
var errStopped = errors.New("the almcp supervisor was stopped")

// Supervisor runs almcp and is its MCP client. All methods are safe for
// concurrent use; none blocks longer than its context and the call timeout.
// A nil *Supervisor behaves as a disabled one (NoProxy).
type Supervisor struct {
	cfg  Config
	log  *slog.Logger
	argv []string

	ctx    context.Context
	cancel context.CancelFunc
	done   chan struct{}

	mu        sync.Mutex
	state     State
	changed   chan struct{} // closed and replaced on every state change
	cs        *mcp.ClientSession
	stderr    *ringBuffer // of the current child
	tools     []*mcp.Tool
	listeners []func()
	relays    map[string]*relay
	nextToken uint64
}

// Start returns at once with a supervisor that launches almcp in the
// background (unless cfg.Disabled, or no command is found: then State is
// NotConfigured or NotFound for good). Cancelling ctx stops the child as
// [Supervisor.Close] does. logger may be nil.
func Start(ctx context.Context, cfg Config, logger *slog.Logger) *Supervisor {
	cfg = cfg.withDefaults()
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	s := &Supervisor{
		cfg:     cfg,
		log:     logger,
		changed: make(chan struct{}),
		done:    make(chan struct{}),
		relays:  map[string]*relay{},
		stderr:  newRingBuffer(stderrBufferSize),
	}
	s.ctx, s.cancel = context.WithCancel(ctx)
	if cfg.Disabled {
		s.state = State{Status: NotConfigured, Err: errors.New("almcp is disabled (--no-almcp)")}
		close(s.done)
		return s
	}
	argv, err := resolveCommand(cfg)
	if err != nil {
		s.log.Warn("almcp not found", "error", err)
		s.state = State{Status: NotFound, Err: err}
		close(s.done)
		return s
	}
	s.argv = argv
	s.state = State{Status: Starting, Command: argv}
	go s.run()
	return s
}

// resolveCommand builds the argument vector from cfg.Command or discovery.
func resolveCommand(cfg Config) ([]string, error) {
	var words []string
	if strings.TrimSpace(cfg.Command) != "" {
		var err error
		if words, err = SplitCommand(cfg.Command, isWindows); err != nil {
			return nil, fmt.Errorf("almcp command %q: %w", cfg.Command, err)
		}
	}
	if len(words) == 0 {
		d := Discover()
		if !d.Found() {
			return nil, fmt.Errorf("altool was not found (looked at %s); install the AL Language extension 17 or later, or give the command with --almcp or %s", strings.Join(d.Checked, ", "), EnvCommand)
		}
		words = []string{d.Path}
	}
	prog, err := exec.LookPath(words[0])
	if err != nil {
		return nil, fmt.Errorf("almcp command %q does not exist or is not executable: %w", words[0], err)
	}
	return append([]string{prog}, cfg.LaunchArgs(words[0], words[1:])...), nil
}

// State returns the current state.
func (s *Supervisor) State() State {
	if s == nil {
		return nilState
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	st := s.state
	st.Command = slices.Clone(st.Command)
	return st
}

// Wait blocks until almcp is ready (nil), or will not become ready without
// outside help (disabled, not found, given up or stopped: an *Error), or
// ctx ends (an *Error with reason AlmcpNotReady wrapping ctx.Err()).
func (s *Supervisor) Wait(ctx context.Context) error {
	if s == nil {
		return stateError(nilState)
	}
	for {
		s.mu.Lock()
		st, ch := s.state, s.changed
		s.mu.Unlock()
		switch {
		case st.Status == Ready:
			return nil
		case st.Status == NotConfigured, st.Status == NotFound, st.Status == Failed && !st.Retrying:
			return stateError(st)
		}
		select {
		case <-ch:
		case <-ctx.Done():
			return &Error{Reason: AlmcpNotReady, Message: "almcp is still starting", Err: ctx.Err()}
		}
	}
}

// Tools returns almcp's tools while it is ready, else nil; the caller lists
// them under their own names and forwards calls with [Supervisor.CallTool].
// The caller must skip names that collide with its own tools and must not
// modify the tools; [Mirror] does both.
func (s *Supervisor) Tools() []*mcp.Tool {
	if s == nil {
		return nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.state.Status != Ready {
		return nil
	}
	return slices.Clone(s.tools)
}

// OnToolsChanged registers f to be called whenever the result of
// [Supervisor.Tools] may have changed: almcp became ready, died, was
// restarted, or announced a new tool list. f runs on the supervisor's
// goroutine and must not block; a server typically sends
// notifications/tools/list_changed from it.
func (s *Supervisor) OnToolsChanged(f func()) {
	if s == nil {
		return
	}
	s.mu.Lock()
	s.listeners = append(s.listeners, f)
	s.mu.Unlock()
}

// Close stops the child (closing its stdin, then signalling it) and waits
// for the supervisor to end. Later calls fail with AlmcpNotReady.
func (s *Supervisor) Close() error {
	if s == nil {
		return nil
	}
	s.cancel()
	<-s.done
	return nil
}

// CallTool forwards one tools/call to almcp unchanged and returns almcp's
// result unchanged (an isError result is a result, not an error). args is
// the raw JSON object of arguments (empty or null: none). When both
// progressToken (the caller's own token) and onProgress are given, almcp's
// progress notifications for this call reach onProgress with the caller's
// token put back, ready to be re-sent upstream. Cancelling ctx cancels the
// call in almcp. The call is bounded by ctx and Config.CallTimeout,
// including any wait for almcp to become ready. Errors are *Error.
func (s *Supervisor) CallTool(ctx context.Context, name string, args json.RawMessage, progressToken any, onProgress func(*mcp.ProgressNotificationParams)) (*mcp.CallToolResult, error) {
	if s == nil {
		return nil, stateError(nilState)
	}
	callCtx, cancel := context.WithTimeout(ctx, s.cfg.CallTimeout)
	defer cancel()
	cs, stderr, err := s.session(callCtx)
	if err != nil {
		return nil, err
	}
	params := &mcp.CallToolParams{Name: name}
	if t := bytes.TrimSpace(args); len(t) > 0 && string(t) != "null" {
		params.Arguments = json.RawMessage(t)
	}
	if progressToken != nil && onProgress != nil {
		tok, r := s.addRelay(progressToken, onProgress)
		defer s.removeRelay(tok, r)
		params.SetProgressToken(tok)
	}
	res, err := cs.CallTool(callCtx, params)
	if err == nil {
		return res, nil
	}
	return nil, s.callError(ctx, callCtx, name, cs, stderr, err)
}

// session returns the live session, waiting while almcp is starting.
func (s *Supervisor) session(ctx context.Context) (*mcp.ClientSession, *ringBuffer, error) {
	for {
		s.mu.Lock()
		st, ch, cs, buf := s.state, s.changed, s.cs, s.stderr
		s.mu.Unlock()
		switch st.Status {
		case Ready:
			return cs, buf, nil
		case Starting:
		default:
			return nil, nil, stateError(st)
		}
		select {
		case <-ch:
		case <-ctx.Done():
			msg := "almcp is still starting"
			if st.Restarts > 0 {
				msg = "almcp is restarting"
			}
			return nil, nil, &Error{Reason: AlmcpNotReady, Message: msg + "; try again shortly", Detail: st.Stderr, Err: ctx.Err()}
		}
	}
}

// callError turns a failed call into an *Error with the most useful detail.
func (s *Supervisor) callError(parent, callCtx context.Context, name string, cs *mcp.ClientSession, stderr *ringBuffer, err error) error {
	switch {
	case parent.Err() != nil:
		return &Error{Reason: AlmcpCallFailed, Message: fmt.Sprintf("the call to almcp's %s was cancelled", name), Err: parent.Err()}
	case callCtx.Err() != nil:
		return &Error{Reason: AlmcpCallFailed, Message: fmt.Sprintf("almcp did not answer %s within %v", name, s.cfg.CallTimeout), Err: callCtx.Err()}
	}
	var wire *jsonrpc.Error
	if errors.As(err, &wire) {
		// almcp answered with a protocol error (unknown tool, bad params).
		return &Error{Reason: AlmcpCallFailed, Message: fmt.Sprintf("almcp rejected the call to %s: %s", name, wire.Message), Detail: wire.Message, Err: err}
	}
	// The connection failed; most likely the child died. Give the
	// supervisor a moment to reap it, so that its last words are in the
	// stderr buffer.
	if s.waitSessionGone(cs, 2*time.Second) {
		return &Error{Reason: AlmcpCallFailed, Message: fmt.Sprintf("almcp exited during the call to %s; it is being restarted", name), Detail: stderr.Tail(stderrTailSize), Err: err}
	}
	return &Error{Reason: AlmcpCallFailed, Message: fmt.Sprintf("the call to almcp's %s failed: %v", name, err), Detail: stderr.Tail(stderrTailSize), Err: err}
}

// waitSessionGone waits up to max for the supervisor to drop session cs;
// it reports whether it did.
func (s *Supervisor) waitSessionGone(cs *mcp.ClientSession, max time.Duration) bool {
	timer := time.NewTimer(max)
	defer timer.Stop()
	for {
		s.mu.Lock()
		gone, ch := s.cs != cs, s.changed
		s.mu.Unlock()
		if gone {
			return true
		}
		select {
		case <-ch:
		case <-timer.C:
			return false
		}
	}
}

// stateError is the *Error for a supervisor that cannot serve calls.
func stateError(st State) *Error {
	switch st.Status {
	case NotConfigured:
		return &Error{Reason: NoProxy, Message: "almcp is disabled (--no-almcp); compiler diagnostics and the al_* tools are not available", Err: st.Err}
	case NotFound:
		return &Error{Reason: AlmcpNotFound, Message: errText(st.Err, "almcp was not found"), Err: st.Err}
	}
	msg := "almcp is not ready"
	if st.Err != nil {
		msg += ": " + st.Err.Error()
	}
	return &Error{Reason: AlmcpNotReady, Message: msg, Detail: st.Stderr, Err: st.Err}
}

func errText(err error, fallback string) string {
	if err == nil {
		return fallback
	}
	return err.Error()
}

// run is the supervisor's goroutine: start, wait for exit, restart.
func (s *Supervisor) run() {
	defer close(s.done)
	defer func() {
		if s.ctx.Err() != nil {
			s.update(func(st *State) { st.Status, st.Err, st.Retrying = Failed, errStopped, false })
		}
	}()
	startFails, crashes := 0, 0
	for first := true; ; first = false {
		if !first {
			s.update(func(st *State) { st.Status, st.Retrying = Starting, false; st.Restarts++ })
		}
		cs, buf, tools, err := s.launch()
		if err != nil {
			if s.ctx.Err() != nil {
				return
			}
			startFails++
			retry := startFails < s.cfg.MaxStartAttempts
			tail := buf.Tail(stderrTailSize)
			s.log.Warn("almcp did not become ready", "error", err, "attempt", startFails, "retry", retry)
			s.update(func(st *State) {
				st.Status, st.Err, st.Stderr, st.Retrying = Failed, err, tail, retry
			})
			if !retry || !s.sleep(s.backoff(startFails+crashes)) {
				return
			}
			continue
		}
		startFails = 0
		readyAt := time.Now()
		s.mu.Lock()
		s.cs, s.stderr, s.tools = cs, buf, tools
		st := s.state
		st.Status, st.Retrying = Ready, false
		s.setLocked(st)
		s.mu.Unlock()
		s.log.Info("almcp is ready", "tools", len(tools), "restarts", st.Restarts)
		s.notifyToolsChanged()

		exitErr := s.waitExit(cs)
		stopped := s.ctx.Err() != nil
		tail := buf.Tail(stderrTailSize)
		if exitErr == nil || errors.Is(exitErr, mcp.ErrConnectionClosed) {
			exitErr = errors.New("almcp exited")
		}
		s.mu.Lock()
		s.cs, s.tools = nil, nil
		st = s.state
		if stopped {
			st.Status, st.Err = Failed, errStopped
		} else {
			st.Status, st.Err, st.Stderr = Starting, exitErr, tail
		}
		s.setLocked(st)
		s.mu.Unlock()
		s.notifyToolsChanged()
		if stopped {
			return
		}
		s.log.Warn("almcp exited; restarting", "error", exitErr, "stderr", tail)
		if time.Since(readyAt) > stableAfter {
			crashes = 0
		}
		crashes++
		if !s.sleep(s.backoff(crashes)) {
			return
		}
	}
}

// launch starts one child and waits for it to be ready.
func (s *Supervisor) launch() (*mcp.ClientSession, *ringBuffer, []*mcp.Tool, error) {
	buf := newRingBuffer(stderrBufferSize)
	cmd := exec.Command(s.argv[0], s.argv[1:]...) // not CommandContext: a cancelled context would kill the child
	cmd.Stderr = buf
	cmd.Dir = s.cfg.Dir
	if len(s.cfg.Env) > 0 {
		cmd.Env = append(os.Environ(), s.cfg.Env...)
	}
	client := mcp.NewClient(&mcp.Implementation{Name: "alfix", Version: "1"}, &mcp.ClientOptions{
		Logger: s.log,
		ToolListChangedHandler: func(_ context.Context, req *mcp.ToolListChangedRequest) {
			go s.refreshTools(req.Session)
		},
		ProgressNotificationHandler: func(_ context.Context, req *mcp.ProgressNotificationClientRequest) {
			s.relayProgress(req.Params)
		},
	})
	ctx, cancel := context.WithTimeout(s.ctx, s.cfg.ReadyTimeout)
	defer cancel()
	s.log.Info("starting almcp", "command", s.argv)
	cs, err := client.Connect(ctx, &mcp.CommandTransport{Command: cmd, TerminateDuration: s.cfg.StopTimeout},
		&mcp.ClientSessionOptions{ProtocolVersion: protocolVersion})
	if err != nil {
		return nil, buf, nil, startError("the MCP handshake failed", ctx, s.cfg.ReadyTimeout, err)
	}
	tools, err := listTools(ctx, cs)
	if err != nil {
		_ = cs.Close()
		return nil, buf, nil, startError("tools/list failed", ctx, s.cfg.ReadyTimeout, err)
	}
	return cs, buf, tools, nil
}

func startError(what string, ctx context.Context, timeout time.Duration, err error) error {
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return fmt.Errorf("almcp did not become ready within %v (%s: %w)", timeout, what, err)
	}
	return fmt.Errorf("almcp failed to start (%s): %w", what, err)
}

func listTools(ctx context.Context, cs *mcp.ClientSession) ([]*mcp.Tool, error) {
	var tools []*mcp.Tool
	for t, err := range cs.Tools(ctx, nil) {
		if err != nil {
			return nil, err
		}
		tools = append(tools, t)
	}
	return tools, nil
}

// refreshTools re-reads the tool list after almcp announced a change.
func (s *Supervisor) refreshTools(cs *mcp.ClientSession) {
	ctx, cancel := context.WithTimeout(s.ctx, s.cfg.CallTimeout)
	defer cancel()
	tools, err := listTools(ctx, cs)
	if err != nil {
		s.log.Warn("almcp tools/list after list_changed failed", "error", err)
		return
	}
	s.mu.Lock()
	current := s.cs == cs
	if current {
		s.tools = tools
		s.setLocked(s.state) // wake waiters; the state itself is unchanged
	}
	s.mu.Unlock()
	if current {
		s.notifyToolsChanged()
	}
}

// waitExit waits for the child's session to end, or for the supervisor to
// stop (then it closes the session itself), and reaps the child.
func (s *Supervisor) waitExit(cs *mcp.ClientSession) error {
	ch := make(chan error, 1)
	go func() { ch <- cs.Wait() }()
	select {
	case err := <-ch:
		_ = cs.Close() // reaps the child and drains its stderr
		return err
	case <-s.ctx.Done():
		_ = cs.Close()
		<-ch
		return nil
	}
}

func (s *Supervisor) backoff(failures int) time.Duration {
	d := s.cfg.RestartBackoff
	for i := 1; i < failures && d < DefaultMaxBackoff; i++ {
		d *= 2
	}
	return min(d, DefaultMaxBackoff)
}

// sleep waits d; false when the supervisor stopped meanwhile.
func (s *Supervisor) sleep(d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-s.ctx.Done():
		return false
	}
}

func (s *Supervisor) update(f func(*State)) {
	s.mu.Lock()
	st := s.state
	f(&st)
	s.setLocked(st)
	s.mu.Unlock()
}

// setLocked replaces the state and wakes every waiter; s.mu is held.
func (s *Supervisor) setLocked(st State) {
	s.state = st
	close(s.changed)
	s.changed = make(chan struct{})
}

func (s *Supervisor) notifyToolsChanged() {
	s.mu.Lock()
	ls := slices.Clone(s.listeners)
	s.mu.Unlock()
	for _, f := range ls {
		f()
	}
}

// A relay passes almcp's progress for one call to the caller.
type relay struct {
	upstream any
	f        func(*mcp.ProgressNotificationParams)
	mu       sync.Mutex
	last     time.Time // when the last notification was passed on
	closed   bool
}

func (r *relay) send(p *mcp.ProgressNotificationParams) {
	r.mu.Lock()
	defer r.mu.Unlock() // also orders the notifications and keeps them before close
	if r.closed {
		return
	}
	q := *p
	q.ProgressToken = r.upstream
	r.f(&q)
	r.last = time.Now()
}

// Progress notifications are handled on the SDK's handler goroutine while
// the response wakes the caller directly, so the last notifications may
// still be queued when the call returns. removeRelay waits until the relay
// was quiet for progressQuiet since the later of the last notification and
// the call's return (at most progressDrain) before closing it, so that
// progress reaches the caller before the call's result does, and never
// after. Counting from the return matters for a call whose notifications
// all came late: a call that lasted longer than progressQuiet was "quiet"
// before its first notification was handled (a loaded machine lost them).
const (
	progressQuiet = 50 * time.Millisecond
	progressDrain = 500 * time.Millisecond
)

func (s *Supervisor) addRelay(upstream any, f func(*mcp.ProgressNotificationParams)) (string, *relay) {
	r := &relay{upstream: upstream, f: f, last: time.Now()}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.nextToken++
	tok := "alfix-" + strconv.FormatUint(s.nextToken, 10)
	s.relays[tok] = r
	return tok, r
}

func (s *Supervisor) removeRelay(tok string, r *relay) {
	end := time.Now().Add(progressDrain)
	r.mu.Lock()
	if now := time.Now(); now.After(r.last) {
		r.last = now
	}
	r.mu.Unlock()
	for {
		r.mu.Lock()
		quietFor := time.Since(r.last)
		if quietFor >= progressQuiet || !time.Now().Before(end) {
			r.closed = true
			r.mu.Unlock()
			break
		}
		r.mu.Unlock()
		time.Sleep(progressQuiet - quietFor)
	}
	s.mu.Lock()
	delete(s.relays, tok)
	s.mu.Unlock()
}

func (s *Supervisor) relayProgress(p *mcp.ProgressNotificationParams) {
	if p == nil {
		return
	}
	tok, ok := p.ProgressToken.(string)
	if !ok {
		return
	}
	s.mu.Lock()
	r := s.relays[tok]
	s.mu.Unlock()
	if r != nil {
		r.send(p)
	}
}
