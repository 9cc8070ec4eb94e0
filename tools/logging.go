//lint:file-ignore SA1019 MCP logging is deprecated from protocol 2026-07-28 (SEP-2577) but still served to the clients of earlier versions, as the SDK does; drop this file with the feature.

package tools

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// clientLogBurst is how many records per second ClientLog sends to each
// client at most; the rest go to the base handler only.
const clientLogBurst = 50

// A ClientLog is the slog.Handler alfix's components (workspace, store,
// watcher, almcp) log through when it serves MCP: every record goes to the
// base handler (stderr), and also, as an MCP log message
// (notifications/message, logger "alfix"), to every connected client that
// asked for it with logging/setLevel at or below the record's level.
// Clients that never set a level get none. Records are rate-limited per
// second (clientLogBurst).
type ClientLog struct {
	base   slog.Handler
	attrs  []slog.Attr
	groups []string
	shared *clientLogState
}

type clientLogState struct {
	mu     sync.Mutex
	srv    *mcp.Server
	levels map[*mcp.ServerSession]slog.Level
	window time.Time
	sent   int
}

// NewClientLog returns a ClientLog writing to base; New attaches the
// server's sessions (Options.ClientLog).
func NewClientLog(base slog.Handler) *ClientLog {
	return &ClientLog{base: base, shared: &clientLogState{levels: map[*mcp.ServerSession]slog.Level{}}}
}

func (h *ClientLog) attach(srv *mcp.Server) {
	h.shared.mu.Lock()
	h.shared.srv = srv
	h.shared.mu.Unlock()
}

// setLevel records the level a session asked for (checked by the guard).
func (h *ClientLog) setLevel(ss *mcp.ServerSession, level mcp.LoggingLevel) {
	st := h.shared
	st.mu.Lock()
	defer st.mu.Unlock()
	st.levels[ss] = slogLevel(level)
	if st.srv != nil {
		// Forget sessions that ended.
		live := map[*mcp.ServerSession]bool{}
		for s := range st.srv.Sessions() {
			live[s] = true
		}
		for s := range st.levels {
			if !live[s] {
				delete(st.levels, s)
			}
		}
	}
}

// slogLevel maps an MCP level to slog's scale (as the SDK does).
func slogLevel(l mcp.LoggingLevel) slog.Level {
	switch l {
	case "debug":
		return slog.LevelDebug
	case "info":
		return slog.LevelInfo
	case "notice":
		return (slog.LevelInfo + slog.LevelWarn) / 2
	case "warning":
		return slog.LevelWarn
	case "error":
		return slog.LevelError
	case "critical":
		return slog.LevelError + 4
	case "alert":
		return slog.LevelError + 8
	}
	return slog.LevelError + 12
}

// mcpLevel maps a slog level to the MCP level at or below it.
func mcpLevel(l slog.Level) mcp.LoggingLevel {
	for i := len(logLevels) - 1; i >= 0; i-- {
		if l >= slogLevel(logLevels[i]) {
			return logLevels[i]
		}
	}
	return "debug"
}

// Enabled reports whether the base handler or some client wants the level.
func (h *ClientLog) Enabled(ctx context.Context, l slog.Level) bool {
	if h.base.Enabled(ctx, l) {
		return true
	}
	h.shared.mu.Lock()
	defer h.shared.mu.Unlock()
	for _, min := range h.shared.levels {
		if l >= min {
			return true
		}
	}
	return false
}

// Handle passes the record to the base handler and to the clients.
func (h *ClientLog) Handle(ctx context.Context, r slog.Record) error {
	var err error
	if h.base.Enabled(ctx, r.Level) {
		err = h.base.Handle(ctx, r)
	}
	st := h.shared
	st.mu.Lock()
	var to []*mcp.ServerSession
	if st.srv != nil {
		for ss := range st.srv.Sessions() {
			if min, ok := st.levels[ss]; ok && r.Level >= min {
				to = append(to, ss)
			}
		}
	}
	if len(to) > 0 {
		if now := time.Now(); now.Sub(st.window) >= time.Second {
			st.window, st.sent = now, 0
		}
		if st.sent >= clientLogBurst {
			to = nil
		}
		st.sent++
	}
	st.mu.Unlock()
	if len(to) == 0 {
		return err
	}
	data := map[string]any{"message": r.Message}
	prefix := ""
	for _, g := range h.groups {
		prefix += g + "."
	}
	add := func(a slog.Attr) bool {
		data[prefix+a.Key] = attrValue(a.Value)
		return true
	}
	for _, a := range h.attrs {
		add(a)
	}
	r.Attrs(add)
	params := &mcp.LoggingMessageParams{Level: mcpLevel(r.Level), Logger: ServerName, Data: data}
	for _, ss := range to {
		// The record's context may be a finished call's; the message is
		// the session's, not the call's.
		_ = ss.Log(context.Background(), params)
	}
	return err
}

// attrValue is a JSON-friendly form of a slog value.
func attrValue(v slog.Value) any {
	v = v.Resolve()
	switch v.Kind() {
	case slog.KindAny:
		if e, ok := v.Any().(error); ok {
			return e.Error()
		}
		return v.Any()
	case slog.KindDuration, slog.KindTime:
		return v.String()
	case slog.KindGroup:
		m := map[string]any{}
		for _, a := range v.Group() {
			m[a.Key] = attrValue(a.Value)
		}
		return m
	}
	return v.Any()
}

// WithAttrs returns a handler adding attrs to every record.
func (h *ClientLog) WithAttrs(attrs []slog.Attr) slog.Handler {
	h2 := *h
	h2.base = h.base.WithAttrs(attrs)
	h2.attrs = append(append([]slog.Attr{}, h.attrs...), attrs...)
	return &h2
}

// WithGroup returns a handler that nests later attributes in a group.
func (h *ClientLog) WithGroup(name string) slog.Handler {
	h2 := *h
	h2.base = h.base.WithGroup(name)
	h2.groups = append(append([]string{}, h.groups...), name)
	return &h2
}
