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
				Description: "Analyze an AL project (or one file or folder of it). The result starts with a summary of every diagnostic that passes the filters (counts per severity, analyzer and rule, with how many each rule can fix, and the files with most diagnostics), then one page of diagnostics sorted by file, line, column and rule id (100 by default); pass nextCursor as cursor for the next page, or narrow the call with ruleIds, filePath or severities. Diagnostics suppressed by #pragma or by the ruleset are not listed. compileChecks says whether the compile checks were complete: when its state is partial, a dependency was missing (compileChecks.missing) and the kinds of checks in compileChecks.silent did not run, so no Compiler error there does not mean none. Positions are 1-based; columns count UTF-16 code units. Next: get_fixes for a diagnostic with hasFix, or apply_fix_all (dryRun first) for a rule whose summary shows fixable diagnostics.",
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
				Description: "List the rules of the analyzers that run in a project (or of the analyzers given as codeAnalyzers), sorted by id. verbose adds descriptions, default and effective severities after the project ruleset, whether each rule runs, and its fix keys. analyze reports the rules' diagnostics.",
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
				Description: "List the code fixes of one diagnostic, named by file, rule id and the line and column analyze reported. Returns the diagnostic's own span, the fileHash of the content the fixes apply to, and the fixes with their equivalence keys. Next: apply_fix with the same arguments plus fileHash (and equivalenceKey when several fixes are offered).",
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
				Description: "Apply one code fix to one diagnostic and write every file it changes as one unit (all or nothing). Pass the fileHash get_fixes returned: if the file changed since, the call fails with Stale and writes nothing (run get_fixes again). equivalenceKey is needed only when the diagnostic offers several different fixes. dryRun returns the unified diff without writing; the diff is returned in every case. Positions in the file may move: run analyze again before fixing more in it.",
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
				Description: "Fix every diagnostic of one rule in the project (scope project) or in one file (scope document) and write the changed files as one transaction: files that changed meanwhile are skipped and listed in conflicts, the rest land together or not at all. Call it with dryRun true first to review the diff and the files that would change (on a large project the diff and the lists are cut to the result's size bound, with counts; scope document shows one file), then without dryRun. Zero occurrences is a success with diagnosticsFound 0. Then run analyze again to see what is left.",
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
func handler(d toolDef, logger *slog.Logger, bound int) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		defer func() {
			if v := recover(); v != nil {
				logger.Error("tool panicked", "tool", d.tool.Name, "panic", v, "stack", string(debug.Stack()))
				res, err = errorResult(panicked(v)), nil
			}
		}()
		out, te := d.run(withBound(ctx, bound), req)
		if te != nil {
			return errorResult(te), nil
		}
		if b, ok := out.(bounded); ok {
			b.fit(bound)
		}
		if n := messageSize(out); n > bound {
			// fit keeps every result it knows within the bound; this is a
			// result it does not know how to cut.
			logger.Error("tool result exceeds the size bound", "tool", d.tool.Name, "bytes", n, "bound", bound)
			return errorResult(&ToolError{Code: CodeFaulted, Detail: "result too large",
				Message: fmt.Sprintf("the result of %s (%d bytes) exceeds the server's size bound (%d bytes, --max-result-bytes); narrow the call", d.tool.Name, n, bound)}), nil
		}
		return successResult(out), nil
	}
}
