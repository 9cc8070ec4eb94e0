// Package tools is alfix's MCP layer: the native tools (analyze,
// list_rules, get_fixes, apply_fix, apply_fix_all, and the read-only
// symbol tools find_symbols, describe_object, find_references, events,
// free_ids, get_source, call_hierarchy of symbols_common.go), their argument decoding and
// validation, their input and output schemas, and the one ToolError
// envelope every failure goes through (errors.go).
//
// Each tool is an exported function (Analyze, ListRules, GetFixes, ApplyFix,
// ApplyFixAll, FindSymbols, DescribeObject, FindReferences, Events, FreeIDs,
// GetSource, CallHierarchy) that takes typed arguments and returns the tool's result
// object or a *ToolError; the MCP handlers and the command line both call
// them, so both print the same JSON. New assembles the *mcp.Server.
//
// A tool decodes and checks its arguments, calls one workspace use case
// (Project.Analyze, the fix use cases of workspace/fix: Locate, PlanFix,
// PlanFixAll, Commit, and the symbol queries of workspace/query:
// FindSymbols, DescribeObject, FindReferences, Events, FreeIDs, Source,
// CallHierarchy),
// maps the answer to
// its result object or envelope (the envelopes' wording lives here, next to
// the contract in docs/CONTRACT.md), and encodes it. It does not read, hash
// or write files, nor position findings: it imports neither os, txn nor
// al/syntax. Paths given by a caller are checked with internal/fspath.
// Nothing it returns to a client is a raw Go error text or a protocol error,
// except a call to an unknown tool name (answered by the SDK) and a line that
// is not a well-formed JSON-RPC message (answered by the transport). Arguments
// are decoded and validated here, not by the SDK (tools are registered with
// the low-level Server.AddTool), so that every malformed call is answered
// with an Invalid envelope naming the parameter.
//
// # Transport
//
// Serve runs the server through package stdio (tools/stdio), alfix's own
// newline-delimited JSON-RPC transport on stdin and stdout; its doc says
// why it is not the SDK's IOTransport and how it answers malformed lines.
package tools
