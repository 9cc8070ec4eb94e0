// Package almcp runs Microsoft's AL MCP server (almcp, started as
// "altool launchmcpserver --transport stdio") as a supervised child process
// and uses it as an MCP client: it asks al_compile for compiler diagnostics
// and forwards almcp's own al_* tools unchanged.
//
// A [Supervisor] starts the child in the background, so callers never wait
// for it unless they need it; it checks readiness (initialize and tools/list)
// within a timeout, restarts the child with backoff when it dies, bounds
// every call by a timeout, and keeps the tail of the child's stderr for error
// details. Every failure reaches the caller as an [*Error] whose Reason is one
// of the Unavailable reasons of the tool contract (NoProxy, AlmcpNotFound,
// AlmcpNotReady, AlmcpCallFailed).
//
// [Supervisor.Compile] returns al_compile's diagnostics as almcp reported
// them, parsed robustly (see [ParseCompileResult]) and limited to one
// project folder; the workspace merges them with alfix's own findings.
// [Mirror] re-exposes almcp's tools on alfix's MCP server and keeps them in
// step with almcp's life (tools/list_changed). [Discover] finds altool in BC
// Development Tools or the newest AL Language extension.
//
// The package does not decide what a tool answers: it neither builds
// ToolError envelopes nor merges, filters or sorts diagnostics for a tool
// result, and it never writes to stdout, which belongs to alfix's own MCP
// server. Only this package and tools import the MCP SDK.
package almcp
