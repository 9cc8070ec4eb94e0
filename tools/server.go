package tools

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"runtime/debug"
	"sync"
	"time"

	"github.com/alfix/alfix/almcp"
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

func ptr[T any](v T) *T { return &v }

// A toolDef is one native tool: its published description and the function
// that runs it on decoded arguments.
type toolDef struct {
	tool *mcp.Tool
	run  func(ctx context.Context, req *mcp.CallToolRequest) (any, *ToolError)
}

func annotations(title string, readOnly, destructive, idempotent bool) *mcp.ToolAnnotations {
	return &mcp.ToolAnnotations{Title: title, ReadOnlyHint: readOnly, DestructiveHint: ptr(destructive),
		IdempotentHint: idempotent, OpenWorldHint: ptr(false)}
}

// definitions returns the five tools bound to the workspace.
func definitions(ws *workspace.Workspace, sup *almcp.Supervisor) []toolDef {
	return []toolDef{
		{
			tool: &mcp.Tool{Name: "analyze", Title: "Analyze AL project",
				Description: "Analyze an AL project (or one file or folder of it) and return its diagnostics, sorted by file, line, column and rule id, with a summary over the whole filtered set. Diagnostics suppressed by #pragma or by the ruleset are not listed. Positions are 1-based; columns count UTF-16 code units. hasFix tells whether get_fixes will offer a fix.",
				Annotations: annotations("Analyze AL project", true, false, true),
				InputSchema: analyzeParams.inputSchema(), OutputSchema: outputSchema(AnalyzeResult{})},
			run: func(ctx context.Context, req *mcp.CallToolRequest) (any, *ToolError) {
				var args AnalyzeArgs
				if te := analyzeParams.decode(req.Params.Arguments, &args); te != nil {
					return nil, te
				}
				return AnalyzeWith(ctx, ws, sup, args, progressTo(ctx, req))
			},
		},
		{
			tool: &mcp.Tool{Name: "list_rules", Title: "List analyzer rules",
				Description: "List the rules of the analyzers a project enables (or of the given analyzers), sorted by id. verbose adds descriptions, default and effective severities after the project ruleset, whether each rule is enabled, and its fix keys.",
				Annotations: annotations("List analyzer rules", true, false, true),
				InputSchema: listRulesParams.inputSchema(), OutputSchema: outputSchema(ListRulesResult{})},
			run: func(ctx context.Context, req *mcp.CallToolRequest) (any, *ToolError) {
				var args ListRulesArgs
				if te := listRulesParams.decode(req.Params.Arguments, &args); te != nil {
					return nil, te
				}
				return ListRules(ctx, ws, args)
			},
		},
		{
			tool: &mcp.Tool{Name: "get_fixes", Title: "Get code fixes",
				Description: "List the code fixes of one diagnostic, named by file, rule id and the line and column analyze reported. Returns the diagnostic's own span, the fileHash of the content the fixes apply to (pass it to apply_fix to guard against changes), and the fixes with their equivalence keys.",
				Annotations: annotations("Get code fixes", true, false, true),
				InputSchema: getFixesParams.inputSchema(), OutputSchema: outputSchema(GetFixesResult{})},
			run: func(ctx context.Context, req *mcp.CallToolRequest) (any, *ToolError) {
				var args FixTarget
				if te := getFixesParams.decode(req.Params.Arguments, &args); te != nil {
					return nil, te
				}
				return GetFixes(ctx, ws, args)
			},
		},
		{
			tool: &mcp.Tool{Name: "apply_fix", Title: "Apply code fix",
				Description: "Apply one code fix to one diagnostic and write every file it changes as one unit (all or nothing). equivalenceKey is needed only when the diagnostic offers several different fixes. dryRun returns the unified diff without writing. Returns the diff in every case.",
				Annotations: annotations("Apply code fix", false, true, false),
				InputSchema: applyFixParams.inputSchema(), OutputSchema: outputSchema(ApplyFixResult{})},
			run: func(ctx context.Context, req *mcp.CallToolRequest) (any, *ToolError) {
				var args ApplyFixArgs
				if te := applyFixParams.decode(req.Params.Arguments, &args); te != nil {
					return nil, te
				}
				return ApplyFix(ctx, ws, args)
			},
		},
		{
			tool: &mcp.Tool{Name: "apply_fix_all", Title: "Apply fix to all occurrences",
				Description: "Fix every diagnostic of one rule in the project (scope project) or in one file (scope document) and write the changed files as one transaction: files that changed meanwhile are skipped and listed in conflicts, the rest land together or not at all. dryRun returns the diff and the files that would change. Zero occurrences is a success with diagnosticsFound 0.",
				Annotations: annotations("Apply fix to all occurrences", false, true, false),
				InputSchema: applyFixAllParams.inputSchema(), OutputSchema: outputSchema(ApplyFixAllResult{})},
			run: func(ctx context.Context, req *mcp.CallToolRequest) (any, *ToolError) {
				var args ApplyFixAllArgs
				if te := applyFixAllParams.decode(req.Params.Arguments, &args); te != nil {
					return nil, te
				}
				return ApplyFixAll(ctx, ws, args, progressTo(ctx, req))
			},
		},
	}
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
	srv := mcp.NewServer(&mcp.Implementation{Name: ServerName, Title: "alfix: AL analysis and code fixes", Version: version},
		&mcp.ServerOptions{Logger: logger})
	native := map[string]bool{}
	for _, d := range append(definitions(ws, opts.Compiler), symbolDefinitions(ws)...) {
		native[d.tool.Name] = true
		srv.AddTool(d.tool, handler(d, logger))
	}
	// almcp's own tools appear under their names once it is ready (the SDK
	// sends tools/list_changed) and are forwarded unchanged.
	almcp.Mirror(srv, opts.Compiler, func(name string) bool { return native[name] },
		func(err error) *mcp.CallToolResult { return errorResult(compilerError(err)) })
	return srv
}

// handler wraps a tool so that every outcome is a CallToolResult: the
// result object, or one ToolError envelope, also for a panic.
func handler(d toolDef, logger *slog.Logger) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		defer func() {
			if v := recover(); v != nil {
				logger.Error("tool panicked", "tool", d.tool.Name, "panic", v, "stack", string(debug.Stack()))
				res, err = errorResult(panicked(v)), nil
			}
		}()
		out, te := d.run(ctx, req)
		if te != nil {
			return errorResult(te), nil
		}
		return successResult(out), nil
	}
}

// Serve runs the MCP server on in and out (newline-delimited JSON-RPC
// 2.0, lines of at most MaxLineBytes; see lineConn for how malformed lines,
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
func Serve(ctx context.Context, ws *workspace.Workspace, in io.Reader, out io.Writer, opts Options) error {
	logger := opts.Logger
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	return serve(ctx, New(ws, opts), in, out, MaxLineBytes, logger)
}

// serve is Serve for any MCP server and line maximum (tests use small ones).
func serve(ctx context.Context, srv *mcp.Server, in io.Reader, out io.Writer, maxLine int, logger *slog.Logger) error {
	conn := newLineConn(in, out, maxLine, logger)
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

// progressInterval is the least time between two progress notifications.
const progressInterval = 200 * time.Millisecond

// progressTo returns a ProgressFunc sending MCP progress notifications when
// the request carries a progress token, and nil otherwise. Notifications are
// throttled; the last unit of work is always reported.
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
	var lastMsg string
	lastDone := -1
	return func(done, total int, message string) {
		mu.Lock()
		now := time.Now()
		// Workers report out of order: never go backwards within a phase,
		// and send at most one notification per interval, but always the
		// last one.
		if message == lastMsg && (done <= lastDone || done < total && now.Sub(last) < progressInterval) {
			mu.Unlock()
			return
		}
		last, lastMsg, lastDone = now, message, done
		// Notify under the lock so that notifications go out in order.
		defer mu.Unlock()
		_ = req.Session.NotifyProgress(ctx, &mcp.ProgressNotificationParams{ProgressToken: token,
			Progress: float64(done), Total: float64(total), Message: message})
	}
}
