package tools

import (
	"context"
	"fmt"
	"log/slog"
	"runtime/debug"

	"github.com/alfix/alfix/almcp"
	"github.com/alfix/alfix/workspace"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func ptr[T any](v T) *T { return &v }

// A toolDef is one native tool: its published description and the function
// that runs it on decoded arguments.
type toolDef struct {
	tool *mcp.Tool
	run  func(ctx context.Context, req *mcp.CallToolRequest) (any, *ToolError)
	// afterWarmup: the tool reads the project's declarations, so a call
	// made while the server warms them waits for that (server.go: warmup).
	afterWarmup bool
}

func annotations(title string, readOnly, destructive, idempotent bool) *mcp.ToolAnnotations {
	// The title is the tool's own (Tool.Title), not repeated here. The
	// destructive and idempotent hints mean something only for a tool that
	// is not read-only (MCP's ToolAnnotations): a read-only tool leaves out
	// the destructive one, which keeps tools/list within its budget (the
	// SDK writes the idempotent one always).
	if readOnly {
		return &mcp.ToolAnnotations{ReadOnlyHint: true, IdempotentHint: true, OpenWorldHint: ptr(false)}
	}
	return &mcp.ToolAnnotations{DestructiveHint: ptr(destructive), IdempotentHint: idempotent, OpenWorldHint: ptr(false)}
}

// definitions returns the five tools bound to the workspace.
func definitions(ws *workspace.Workspace, sup *almcp.Supervisor) []toolDef {
	return []toolDef{
		{
			afterWarmup: true,
			tool: &mcp.Tool{Name: "analyze", Title: "Analyze AL project",
				Description: "Diagnostics of an AL project, folder or file: a summary of all, a page of them and a since token to pass after an edit for only those added and removed. compileChecks.state partial: some compile checks did not run.",
				Annotations: annotations("Analyze AL project", true, false, true),
				InputSchema: analyzeParams.inputSchema(), OutputSchema: outputSchema(AnalyzeResult{})},
			run: func(ctx context.Context, req *mcp.CallToolRequest) (any, *ToolError) {
				var args AnalyzeArgs
				if te := analyzeParams.decode(req.Params.Arguments, &args); te != nil {
					return nil, te
				}
				res, te := AnalyzeWith(ctx, ws, sup, args, progressTo(ctx, req))
				if te == nil && req.Session != nil {
					// Warnings once per session, as the symbol tools'.
					sessionWarnings.filter(req.Session, res)
				}
				return res, te
			},
		},
		{
			tool: &mcp.Tool{Name: "list_rules", Title: "List analyzer rules",
				Description: "The rules of the analyzers a project runs (or of codeAnalyzers), by id and paged; verbose adds severities, fix keys and descriptions.",
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
			afterWarmup: true,
			tool: &mcp.Tool{Name: "get_fixes", Title: "Get code fixes",
				Description: "List the code fixes of one diagnostic that analyze reported, with the fileHash and equivalenceKey to pass to apply_fix.",
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
			afterWarmup: true,
			tool: &mcp.Tool{Name: "apply_fix", Title: "Apply code fix",
				Description: "Apply one fix to one diagnostic, writing every file it changes or none; dryRun returns the diff only. Analyze again before more fixes in that file.",
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
			afterWarmup: true,
			tool: &mcp.Tool{Name: "apply_fix_all", Title: "Apply fix to all occurrences",
				Description: "Fix every diagnostic of one rule in the project or a file in one transaction; files changed meanwhile are skipped (conflicts). Call with dryRun first.",
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

// handler wraps a tool so that every outcome is a CallToolResult: the
// result object cut to the size bound, or one ToolError envelope, also for
// a panic.
func handler(d toolDef, logger *slog.Logger, bound int, wu *warmup) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		defer func() {
			if v := recover(); v != nil {
				logger.Error("tool panicked", "tool", d.tool.Name, "panic", v, "stack", string(debug.Stack()))
				res, err = errorResult(panicked(v)), nil
			}
		}()
		ctx = withBound(ctx, bound)
		if cp := newCallProgress(ctx, req, d.tool.Name); cp != nil {
			ctx = context.WithValue(ctx, progressKey{}, cp)
			stop := make(chan struct{})
			defer func() { cp.finish(); close(stop) }()
			go cp.heartbeat(stop)
		}
		if d.afterWarmup {
			// The heartbeat above keeps the client informed meanwhile.
			if err := wu.wait(ctx); err != nil {
				return errorResult(faulted(err)), nil
			}
		}
		out, te := d.run(ctx, req)
		if te != nil {
			return errorResult(te), nil
		}
		if b, ok := out.(bounded); ok {
			b.fit(bound)
		}
		// Encoded once, for the size check and the message.
		b, err := encodeResult(out)
		if err != nil {
			return errorResult(faulted(fmt.Errorf("encoding the result: %w", err))), nil
		}
		if n := encodedMessageSize(b); n > bound {
			// fit keeps every result it knows within the bound; this is a
			// result it does not know how to cut.
			logger.Error("tool result exceeds the size bound", "tool", d.tool.Name, "bytes", n, "bound", bound)
			return errorResult(&ToolError{Code: CodeFaulted, Detail: "result too large",
				Message: fmt.Sprintf("the result of %s (%d bytes) exceeds the server's size bound (%d bytes, --max-result-bytes); narrow the call", d.tool.Name, n, bound)}), nil
		}
		return encodedResult(b), nil
	}
}
