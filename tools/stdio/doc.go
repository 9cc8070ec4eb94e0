// Package stdio is alfix's MCP transport on stdin and stdout: Serve runs
// an *mcp.Server over newline-delimited JSON-RPC 2.0 lines. It knows the
// wire (lines, JSON-RPC framing, ids, cancellation, the bounded end of a
// session) and nothing of alfix's tools, workspace or files: it imports no
// alfix package, and it never decodes a tool's arguments or results.
//
// Serve speaks newline-delimited JSON-RPC 2.0 on stdin and stdout through
// its own mcp.Connection (transport.go), not the SDK's IOTransport, because
// go-sdk v1.8.0's IOTransport cannot be configured to:
//
//   - survive a malformed line: any decode error (garbage, `[]`, `null`, a
//     number, trailing data, a BOM, nesting over 1000, a line over its
//     MaxLineLength) is returned from Read, which ends the session, so the
//     server exited and calls in flight were never answered;
//   - answer such a line: JSON-RPC wants -32700 Parse error with id null and
//     -32600 Invalid Request with the id when it can be read;
//   - echo ids as written: jsonrpc.MakeID turns every JSON number into an
//     int64 (1.5 became 1, 12345678901234567890 a negative number);
//   - skip an over-long line without holding it.
//
// The connection reads lines itself (at most MaxLineBytes of each; the rest
// of a longer line is read and dropped), checks each against JSON-RPC 2.0
// and answers the malformed ones itself, through the same mutex-guarded
// write the SDK's messages go through, so lines never interleave. Valid
// messages go to the SDK with an internal int64 id; the answer goes out
// with the client's id byte for byte (a numeric progress token the SDK
// would re-spell is swapped the same way). A leading UTF-8 BOM is ignored
// (RFC 8259 §8.1 allows it) and blank lines are skipped. Batches (JSON
// arrays; MCP 2025-06-18 removed batching) are not served: each request in
// one is answered -32600 under its own id, in one array. A response from the
// client is never answered, even when malformed. A request the client
// cancels (notifications/cancelled) gets no answer, as MCP asks; the SDK's
// reply for it is dropped. A cancellation naming no request in flight is
// dropped too. At stdin EOF, calls in flight may finish and be answered
// for a short while before they are cancelled; Serve's end is bounded
// (see Serve).
package stdio
