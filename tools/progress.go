package tools

import (
	"context"
	"math"
	"strconv"
	"sync"
	"time"

	"github.com/alfix/alfix/workspace"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// progressInterval is the least time between two progress notifications
// of one phase.
const progressInterval = 200 * time.Millisecond

// The heartbeat of a call with a progress token (issue 49: long calls were
// silent for up to 20 s): a notification heartbeatFirst after the call
// starts, then every heartbeatEvery, whenever nothing else was sent in
// between, so that a client hears from every call that lasts longer than
// a second within that second.
const (
	heartbeatFirst = 500 * time.Millisecond
	heartbeatEvery = time.Second
)

// callProgress sends the progress notifications of one call: the
// workspace's updates (update) and the heartbeat (beat), one strictly
// growing sequence of values under one total.
type callProgress struct {
	ctx   context.Context
	req   *mcp.CallToolRequest
	token any
	tool  string
	start time.Time

	mu    sync.Mutex
	sent  float64 // the last value sent; -1 before the first
	total float64 // workspace.ProgressTotal: the heartbeat's before the workspace reports one
	last  time.Time
	phase workspace.Phase
	done  bool // the call answered: no more heartbeats
}

type progressKey struct{}

// newCallProgress returns the progress of a call, nil when the request
// carries no progress token.
func newCallProgress(ctx context.Context, req *mcp.CallToolRequest, tool string) *callProgress {
	if req == nil || req.Session == nil || req.Params == nil {
		return nil
	}
	token := req.Params.GetProgressToken()
	if token == nil {
		return nil
	}
	return &callProgress{ctx: ctx, req: req, token: token, tool: tool, start: time.Now(), sent: -1, total: workspace.ProgressTotal}
}

// progressTo returns a ProgressFunc sending MCP progress notifications when
// the request carries a progress token, and nil otherwise. The workspace's
// updates already grow strictly and keep one total (see its progress
// model); here they are throttled to one per interval, except that the
// first update of every phase and the final one are always sent.
func progressTo(ctx context.Context, req *mcp.CallToolRequest) ProgressFunc {
	cp, _ := ctx.Value(progressKey{}).(*callProgress)
	if cp == nil {
		cp = newCallProgress(ctx, req, "")
	}
	if cp == nil {
		return nil
	}
	return cp.update
}

func (c *callProgress) update(u workspace.ProgressUpdate) {
	c.mu.Lock()
	defer c.mu.Unlock() // notify under the lock: notifications go out in order
	now := time.Now()
	if c.done {
		return // the answer went out: a late update of the call's work must not follow it
	}
	if float64(u.Done) <= c.sent || u.Phase == c.phase && u.Done < u.Total && now.Sub(c.last) < progressInterval {
		return
	}
	c.last, c.phase, c.sent, c.total = now, u.Phase, float64(u.Done), float64(u.Total)
	_ = c.req.Session.NotifyProgress(c.ctx, &mcp.ProgressNotificationParams{ProgressToken: c.token,
		Progress: c.sent, Total: c.total, Message: u.Message})
}

// beat sends a heartbeat unless a notification went out within
// heartbeatEvery. Its value grows past the last one sent but stays below
// the next whole number (a sixteenth of the way to it), the workspace's
// next step, so that the sequence stays strictly growing whatever comes
// next.
func (c *callProgress) beat(now time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.done || !c.last.IsZero() && now.Sub(c.last) < heartbeatEvery-heartbeatEvery/10 {
		return
	}
	v, ok := nextBeat(c.sent)
	if !ok || v >= c.total {
		return
	}
	c.last, c.sent = now, v
	secs := int(now.Sub(c.start).Round(time.Second) / time.Second)
	msg := c.tool + ": working (" + strconv.Itoa(secs) + " s)"
	if c.phase != "" {
		msg = c.tool + ": " + string(c.phase) + " (" + strconv.Itoa(secs) + " s)"
	}
	_ = c.req.Session.NotifyProgress(c.ctx, &mcp.ProgressNotificationParams{ProgressToken: c.token,
		Progress: v, Total: c.total, Message: msg})
}

// finish ends the heartbeat before the call's answer goes out.
func (c *callProgress) finish() {
	c.mu.Lock()
	c.done = true
	c.mu.Unlock()
}

// nextBeat is the heartbeat's value after sent: a sixteenth of the way to
// the next whole number; false once float precision is exhausted (after
// some 490 beats without a step of the workspace, eight minutes).
func nextBeat(sent float64) (float64, bool) {
	cur := max(sent, 0)
	v := cur + (math.Floor(cur)+1-cur)/16
	return v, v > sent && v < math.Floor(cur)+1
}

// heartbeat runs c's heartbeat until stop is closed.
func (c *callProgress) heartbeat(stop <-chan struct{}) {
	t := time.NewTimer(heartbeatFirst)
	defer t.Stop()
	for {
		select {
		case <-stop:
			return
		case <-c.ctx.Done():
			return
		case now := <-t.C:
			c.beat(now)
			t.Reset(heartbeatEvery)
		}
	}
}
