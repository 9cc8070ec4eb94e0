package almcp

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/alfix/alfix/internal/fspath"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// CompileTool is the name of almcp's compile tool.
const CompileTool = "al_compile"

// compileArgs asks for warnings too (onlyErrors defaults to true) and lifts
// the default cap of 100 diagnostics. Analyzers and ruleset are not passed:
// almcp takes them from its launch flags (see [Config]).
var compileArgs = json.RawMessage(`{"options":{"onlyErrors":false,"maxDiagnosticsPerCompilation":2147483647}}`)

// Compile asks almcp to compile its workspace (every launched project; almcp
// has no narrower scope) and returns the diagnostics located in projectRoot
// (all of them when projectRoot is "") together with the unlocated ones,
// in almcp's order. Relative paths are resolved against projectRoot.
// warnings carry skipped malformed entries, a compilation that did not
// succeed, and almcp's message lines. Errors are *Error: NoProxy,
// AlmcpNotFound, AlmcpNotReady (waiting for readiness is bounded by ctx and
// the call timeout), or AlmcpCallFailed (an error result, with almcp's text
// in Detail; a lost child; a timeout; an answer that cannot be read).
func (s *Supervisor) Compile(ctx context.Context, projectRoot string) ([]Diagnostic, []string, error) {
	if projectRoot != "" {
		projectRoot = filepath.Clean(projectRoot)
	}
	res, err := s.CallTool(ctx, CompileTool, compileArgs, nil, nil)
	if err != nil {
		return nil, nil, err
	}
	if res.IsError {
		text := resultText(res)
		msg := "almcp's al_compile reported an error"
		if first, _, _ := strings.Cut(text, "\n"); strings.TrimSpace(first) != "" {
			msg += ": " + clip(strings.TrimSpace(first), 200)
		}
		return nil, nil, &Error{Reason: AlmcpCallFailed, Message: msg, Detail: text}
	}
	diags, warnings, err := ParseCompileResult(res, projectRoot)
	if err != nil {
		return nil, nil, &Error{Reason: AlmcpCallFailed,
			Message: "almcp's al_compile answer could not be read: " + err.Error(),
			Detail:  clip(resultText(res), 4<<10), Err: err}
	}
	if projectRoot != "" {
		kept := diags[:0]
		for _, d := range diags {
			if d.Path == "" || fspath.Within(projectRoot, d.Path) {
				kept = append(kept, d)
			}
		}
		diags = kept
	}
	return diags, warnings, nil
}

// resultText joins the text blocks of a result.
func resultText(res *mcp.CallToolResult) string {
	var parts []string
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			parts = append(parts, tc.Text)
		}
	}
	if len(parts) == 0 && res.StructuredContent != nil {
		b, _ := json.Marshal(res.StructuredContent)
		return string(b)
	}
	return strings.Join(parts, "\n")
}

// String formats a diagnostic like a compiler line, for logs and tests.
func (d Diagnostic) String() string {
	if d.Path == "" {
		return fmt.Sprintf("%s %s: %s", d.Severity, d.ID, d.Message)
	}
	return fmt.Sprintf("%s:%d:%d: %s %s: %s", d.Path, d.Line, d.Column, d.Severity, d.ID, d.Message)
}
