package tools

import (
	"context"
	"sync"
	"time"

	"github.com/alfix/alfix/workspace"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// progressInterval is the least time between two progress notifications
// of one phase.
const progressInterval = 200 * time.Millisecond

// progressTo returns a ProgressFunc sending MCP progress notifications when
// the request carries a progress token, and nil otherwise. The workspace's
// updates already grow strictly and keep one total (see its progress
// model); here they are throttled to one per interval, except that the
// first update of every phase and the final one are always sent.
func progressTo(ctx context.Context, req *mcp.CallToolRequest) ProgressFunc {
	if req == nil || req.Session == nil || req.Params == nil {
		return nil
	}
	token := req.Params.GetProgressToken()
	if token == nil {
		return nil
	}
	var mu sync.Mutex
	var last time.Time
	var phase workspace.Phase
	sent := -1
	return func(u workspace.ProgressUpdate) {
		mu.Lock()
		defer mu.Unlock() // notify under the lock: notifications go out in order
		now := time.Now()
		if u.Done <= sent || u.Phase == phase && u.Done < u.Total && now.Sub(last) < progressInterval {
			return
		}
		last, phase, sent = now, u.Phase, u.Done
		_ = req.Session.NotifyProgress(ctx, &mcp.ProgressNotificationParams{ProgressToken: token,
			Progress: float64(u.Done), Total: float64(u.Total), Message: u.Message})
	}
}
