package tools

import (
	"context"
	"io"
	"log/slog"
	"runtime/debug"
	"sync"

	"github.com/alfix/alfix/almcp"
	"github.com/alfix/alfix/tools/stdio"
	"github.com/alfix/alfix/workspace"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ServerName is the MCP implementation name of alfix.
const ServerName = "alfix"

// Options configure the MCP server.
type Options struct {
	// Logger receives the SDK's and the server's logs; nil discards them.
	// It must not write to the protocol stream.
	Logger *slog.Logger
	// Version is reported to clients; "" means the build's version.
	Version string
	// Compiler is the bridge to Microsoft's AL MCP server: analyze merges
	// its compiler diagnostics, and its al_* tools are listed and forwarded
	// once it is ready. nil means no bridge (compiler=on answers NoProxy).
	Compiler *almcp.Supervisor
	// MaxResultBytes bounds the JSON-RPC message of every native tool
	// result (see bound.go); 0 means DefaultMaxResultBytes.
	MaxResultBytes int
	// ClientLog, when set, is the handler alfix's components log through:
	// the server attaches its sessions to it, so that clients that call
	// logging/setLevel receive those records as MCP log messages. Without
	// it the server does not declare the logging capability.
	ClientLog *ClientLog
	// WarmSymbols: when the first session says anything (initialize, or
	// server/discover for clients of the stateless protocol, which send no
	// initialize), build the primary project's declarations (the symbol
	// tools' index) in the background, so that the session's first symbol
	// call does not wait for it (issue 49: 10-21 s). The warming ends with
	// the session.
	WarmSymbols bool
}

// Version returns alfix's version from the build information: the main
// module's version, else the VCS revision, else "devel".
func Version() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "devel"
	}
	if v := bi.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	rev, dirty := "", false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev == "" {
		return "devel"
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if dirty {
		rev += "-dirty"
	}
	return "devel+" + rev
}

// New returns the MCP server of alfix with its native tools (the five of
// analysis and fixes, and the six symbol tools of symbols_common.go) bound
// to the workspace.
func New(ws *workspace.Workspace, opts Options) *mcp.Server {
	version := opts.Version
	if version == "" {
		version = Version()
	}
	logger := opts.Logger
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	bound := opts.MaxResultBytes
	if bound == 0 {
		bound = DefaultMaxResultBytes
	}
	// Capabilities: tools (inferred from the tools added) and, with a
	// ClientLog, logging; nothing else, so resources, prompts and
	// completion answer "method not found" (protocol.go).
	caps := &mcp.ServerCapabilities{}
	if opts.ClientLog != nil {
		//lint:ignore SA1019 see logging.go: served while clients of earlier protocol versions use it
		caps.Logging = &mcp.LoggingCapabilities{}
	}
	srv := mcp.NewServer(&mcp.Implementation{Name: ServerName, Title: "alfix: AL analysis and code fixes", Version: version},
		&mcp.ServerOptions{Logger: logger, Instructions: Instructions, Capabilities: caps})
	var wu *warmup
	if opts.WarmSymbols {
		wu = &warmup{done: make(chan struct{})}
		srv.AddReceivingMiddleware(warmOnFirstMessage(ws, logger, wu))
	}
	srv.AddReceivingMiddleware(capabilityGuard(opts.ClientLog))
	if opts.ClientLog != nil {
		opts.ClientLog.attach(srv)
	}
	native := map[string]bool{}
	for _, d := range append(append(definitions(ws, opts.Compiler), symbolDefinitions(ws)...), renameDefinitions(ws)...) {
		native[d.tool.Name] = true
		srv.AddTool(d.tool, handler(d, logger, bound, wu))
	}
	// almcp's own tools appear under their names once it is ready (the SDK
	// sends tools/list_changed) and are forwarded unchanged.
	almcp.Mirror(srv, opts.Compiler, func(name string) bool { return native[name] },
		func(err error) *mcp.CallToolResult { return errorResult(compilerError(err)) })
	return srv
}

// A warmup is the one background build of the primary project's
// declarations (Options.WarmSymbols). A call that reads them waits for it
// (toolDef.afterWarmup) rather than build them a second time alongside:
// both would parse every file of the project, since neither finds the
// other's results in the cache before it has finished them.
type warmup struct {
	once sync.Once
	done chan struct{} // closed when the warming ended, however it ended
}

// wait waits for the warming to end, or for ctx; a nil warmup, or one
// that has not started, does not make anyone wait.
func (wu *warmup) wait(ctx context.Context) error {
	if wu == nil {
		return nil
	}
	select {
	case <-wu.done:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// warmOnFirstMessage is the receiving middleware that starts warmSymbols
// once, on the first message of a session.
func warmOnFirstMessage(ws *workspace.Workspace, logger *slog.Logger, wu *warmup) mcp.Middleware {
	return func(next mcp.MethodHandler) mcp.MethodHandler {
		return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
			if ss, ok := req.GetSession().(*mcp.ServerSession); ok {
				wu.once.Do(func() {
					go func() {
						defer close(wu.done)
						warmSymbols(ws, ss, logger)
					}()
				})
			}
			return next(ctx, method, req)
		}
	}
}

// warmSymbols builds the primary project's declarations until done or
// until the session ends.
func warmSymbols(ws *workspace.Workspace, ss *mcp.ServerSession, logger *slog.Logger) {
	p := ws.Primary()
	if p == nil {
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() { _ = ss.Wait(); cancel() }()
	if _, err := p.Declarations(ctx); err != nil && ctx.Err() == nil {
		logger.Warn("warming the symbol index failed", "project", p.Root, "error", err)
	}
}

// Serve runs the MCP server of ws on in and out through the stdio
// transport (package stdio: newline-delimited JSON-RPC 2.0, lines of at
// most stdio.MaxLineBytes, malformed lines answered, ids echoed as
// written) until the client closes in, ctx is cancelled or out fails. It
// returns as stdio.Serve does, within stdio.ShutdownGrace of the end, with
// an error wrapping stdio.ErrCallsAbandoned when calls were still running.
func Serve(ctx context.Context, ws *workspace.Workspace, in io.Reader, out io.Writer, opts Options) error {
	return stdio.Serve(ctx, New(ws, opts), in, out, stdio.Options{Logger: opts.Logger})
}
