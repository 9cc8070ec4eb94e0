package almcp

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Mirror keeps server's copy of almcp's tools in step with sup: the tools
// are added under their own names when almcp becomes ready, replaced when
// it restarts or announces a new list, and removed while it is down. Each
// change makes the SDK send notifications/tools/list_changed to the
// server's clients. Names for which native returns true are never mirrored
// (alfix's own tools win). A mirrored call is forwarded with
// [Supervisor.CallTool] using the request's context (so cancellation
// propagates), its arguments unchanged, and its progress token: almcp's
// progress is re-sent to the calling session under that token. almcp's
// results, error results included, are returned unchanged; a failure to
// reach almcp (an [*Error]) is turned into a result by errorResult, which
// must not be nil. Mirror returns after the first sync.
func Mirror(server *mcp.Server, sup *Supervisor, native func(name string) bool, errorResult func(error) *mcp.CallToolResult) {
	if sup == nil {
		return
	}
	m := &mirror{server: server, sup: sup, native: native, errorResult: errorResult, added: map[string]bool{}}
	sup.OnToolsChanged(m.sync)
	m.sync()
}

type mirror struct {
	server      *mcp.Server
	sup         *Supervisor
	native      func(string) bool
	errorResult func(error) *mcp.CallToolResult

	mu    sync.Mutex // serializes syncs
	added map[string]bool
}

func (m *mirror) sync() {
	m.mu.Lock()
	defer m.mu.Unlock()
	present := map[string]bool{}
	for _, t := range m.sup.Tools() {
		if t == nil || t.Name == "" || m.native != nil && m.native(t.Name) || present[t.Name] {
			continue
		}
		if err := m.add(forwardable(t)); err != nil {
			m.sup.log.Warn("almcp tool not mirrored", "tool", t.Name, "error", err)
			continue
		}
		present[t.Name] = true
	}
	var gone []string
	for name := range m.added {
		if !present[name] {
			gone = append(gone, name)
		}
	}
	if len(gone) > 0 {
		slices.Sort(gone)
		m.server.RemoveTools(gone...)
	}
	m.added = present
}

// add registers one tool; the SDK panics on schemas it rejects, which must
// not take alfix down.
func (m *mirror) add(tool *mcp.Tool) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("rejected by the MCP server: %v", r)
		}
	}()
	m.server.AddTool(tool, m.forward)
	return nil
}

func (m *mirror) forward(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var onProgress func(*mcp.ProgressNotificationParams)
	tok := req.Params.GetProgressToken()
	if tok != nil && req.Session != nil {
		onProgress = func(p *mcp.ProgressNotificationParams) { _ = req.Session.NotifyProgress(ctx, p) }
	}
	res, err := m.sup.CallTool(ctx, req.Params.Name, req.Params.Arguments, tok, onProgress)
	if err != nil {
		return m.errorResult(err), nil
	}
	return res, nil
}

// forwardable copies an almcp tool with schemas the SDK accepts: the input
// schema must be an object schema (a missing or odd one becomes
// {"type":"object"}, since almcp validates its own arguments), and an output
// schema that cannot be read is dropped.
func forwardable(t *mcp.Tool) *mcp.Tool {
	c := *t
	var in map[string]any
	if b, err := json.Marshal(t.InputSchema); err != nil || json.Unmarshal(b, &in) != nil || in == nil || in["type"] != "object" {
		c.InputSchema = map[string]any{"type": "object"}
	} else {
		c.InputSchema = in
	}
	if t.OutputSchema != nil {
		var out any
		if b, err := json.Marshal(t.OutputSchema); err != nil || json.Unmarshal(b, &out) != nil {
			c.OutputSchema = nil
		} else {
			c.OutputSchema = out
		}
	}
	return &c
}
