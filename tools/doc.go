// Package tools is alfix's MCP layer: the five native tools (analyze,
// list_rules, get_fixes, apply_fix, apply_fix_all), their argument decoding
// and validation, their input and output schemas, and the one ToolError
// envelope every failure goes through (errors.go).
//
// Each tool is an exported function (Analyze, ListRules, GetFixes, ApplyFix,
// ApplyFixAll) that takes typed arguments and returns the tool's result
// object or a *ToolError; the MCP handlers and the command line both call
// them, so both print the same JSON. New assembles the *mcp.Server.
//
// The package does not analyse, compute fixes or write files itself: it asks
// the workspace. Nothing it returns to a client is a raw Go error text or a
// protocol error, except a call to an unknown tool name (answered by the SDK).
// Arguments are decoded and validated here, not by the SDK (tools are
// registered with the low-level Server.AddTool), so that every malformed call
// is answered with an Invalid envelope naming the parameter.
package tools
