package stdio

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Options configure Serve.
type Options struct {
	// MaxLineBytes is the longest line read from the client (the newline
	// not counted); 0 means MaxLineBytes. Tests use small ones.
	MaxLineBytes int
	// Logger receives the transport's warnings; nil discards them. It must
	// not write to out.
	Logger *slog.Logger
}

// Serve runs srv on in and out (newline-delimited JSON-RPC
// 2.0, lines of at most opts.MaxLineBytes; see lineConn for how malformed lines,
// ids and cancellations are handled) until the client closes in, ctx is
// cancelled or out fails. It returns nil at a clean end of in, ctx.Err()
// after cancellation, else the error that ended the session.
//
// Its end is bounded. At the end of in, the calls in flight may finish and
// be answered for 400 ms; then they are cancelled. When ctx is cancelled or
// out fails they are cancelled at once. Serve returns once every call has
// returned, and at the latest ShutdownGrace (plus 50 ms for a line being
// written) after the end of in, the cancellation or the failed write; then
// with an error wrapping ErrCallsAbandoned: the calls still running were
// cancelled but have not returned. A txn commit that passed its last
// cancellation check finishes in this time unless it takes longer (txn is
// crash-safe either way). No line is left half written.
func Serve(ctx context.Context, srv *mcp.Server, in io.Reader, out io.Writer, opts Options) error {
	logger := opts.Logger
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	conn := newLineConn(in, out, opts.MaxLineBytes, logger)
	ss, err := srv.Connect(ctx, lineTransport{conn}, nil)
	if err != nil {
		conn.Close()
		return err
	}
	ended := make(chan error, 1)
	go func() { ended <- ss.Wait() }()

	// The timer runs from the first sign of the end.
	timer := time.NewTimer(time.Hour)
	timer.Stop()
	defer timer.Stop()
	shuttingDown := false
	startShutdown := func() {
		if !shuttingDown {
			shuttingDown = true
			timer.Reset(ShutdownGrace)
		}
	}
	ctxDone, inputDone, stopped := ctx.Done(), conn.inputDone, conn.stopped
	for {
		select {
		case err := <-ended:
			// The SDK has written its last line; one of the transport's
			// own answers may still be on its way.
			conn.finishOutput(time.Now().Add(outputGrace))
			if ctx.Err() != nil {
				return ctx.Err()
			}
			return err
		case <-ctxDone:
			ctxDone = nil
			conn.stop(errStopped)
			startShutdown()
		case <-inputDone:
			inputDone = nil
			startShutdown()
		case <-stopped:
			stopped = nil
			startShutdown()
		case <-timer.C:
			n := conn.inFlight()
			logger.Warn("shutting down with calls still running; they were cancelled", "calls", n)
			conn.finishOutput(time.Now().Add(outputGrace))
			err := fmt.Errorf("%w: %d cancelled call(s) had not returned %v after the shutdown began", ErrCallsAbandoned, n, ShutdownGrace)
			if ctx.Err() != nil {
				err = errors.Join(ctx.Err(), err)
			}
			return err
		}
	}
}
