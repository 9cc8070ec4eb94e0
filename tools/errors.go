package tools

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Error codes of the ToolError envelope.
const (
	CodeInvalid     = "Invalid"     // arguments unusable as given
	CodeNotFound    = "NotFound"    // nothing matched; see the reason
	CodeAmbiguous   = "Ambiguous"   // several distinct fixes and no key
	CodeStale       = "Stale"       // a file changed or vanished during the call, or lost its fileHash; nothing written
	CodeUnavailable = "Unavailable" // a dependency is down
	CodeFaulted     = "Faulted"     // unexpected failure, or a refused or failed write
)

// Reasons of NotFound, Unavailable and Faulted envelopes.
const (
	ReasonNoFixProvider          = "NoFixProvider"
	ReasonFileNotInProject       = "FileNotInProject"
	ReasonNoAnalyzerForRule      = "NoAnalyzerForRule"
	ReasonSuppressedByRuleset    = "SuppressedByRuleset"
	ReasonSuppressedByPragma     = "SuppressedByPragma"
	ReasonNoDiagnosticAtPosition = "NoDiagnosticAtPosition"
	ReasonNoFixForDiagnostic     = "NoFixForDiagnostic"
	ReasonNoFixForEquivalenceKey = "NoFixForEquivalenceKey"
	ReasonDuplicateRule          = "DuplicateRule"

	ReasonNoProxy         = "NoProxy"
	ReasonAlmcpNotFound   = "AlmcpNotFound"
	ReasonAlmcpNotReady   = "AlmcpNotReady"
	ReasonAlmcpCallFailed = "AlmcpCallFailed"

	ReasonUnsupportedEncoding = "UnsupportedEncoding"
	ReasonReadFailed          = "ReadFailed"
	ReasonWriteFailed         = "WriteFailed"
)

// FixInfo describes one fix of a diagnostic: the fixes of get_fixes and the
// candidates of Ambiguous and NoFixForEquivalenceKey envelopes.
type FixInfo struct {
	EquivalenceKey string `json:"equivalenceKey"`
	Title          string `json:"title"`
	ProviderName   string `json:"providerName"`
}

// ToolError is the envelope of every failed tool call. Its JSON keys come in
// the order error, message, reason, candidates, filePath, diagnosticId,
// detail; absent fields are omitted, never null.
type ToolError struct {
	Code         string    `json:"error"`
	Message      string    `json:"message"`
	Reason       string    `json:"reason,omitempty"`
	Candidates   []FixInfo `json:"candidates,omitempty"`
	FilePath     string    `json:"filePath,omitempty"`
	DiagnosticID string    `json:"diagnosticId,omitempty"`
	Detail       string    `json:"detail,omitempty"`
}

// Error returns the code and message, so a ToolError can travel as an error.
func (e *ToolError) Error() string {
	if e.Reason != "" {
		return e.Code + "/" + e.Reason + ": " + e.Message
	}
	return e.Code + ": " + e.Message
}

// Limits of what an answer repeats, so that no answer grows with the
// size of its arguments. A message that repeats a caller's value (a path,
// an id, a key, an enum value, a spec) repeats echo(value): at most
// echoLimit characters. Every string of an envelope is cut to fieldLimit
// characters as it leaves (JSON), whatever put it there: a path has at
// most maxPathBytes, so real paths are never cut.
const (
	echoLimit  = 200
	fieldLimit = 4096
)

// clip returns s when it has at most limit characters (runes), else its
// first limit characters followed by "…(N bytes)", N being len(s).
func clip(s string, limit int) string {
	if len(s) <= limit {
		return s
	}
	n := 0
	for i := range s {
		if n == limit {
			return s[:i] + fmt.Sprintf("…(%d bytes)", len(s))
		}
		n++
	}
	return s
}

// echo is a caller's value as a message repeats it (see echoLimit).
func echo(s string) string { return clip(s, echoLimit) }

// clipped is the envelope with every string cut to fieldLimit.
func (e *ToolError) clipped() *ToolError {
	c := *e
	c.Message, c.FilePath, c.DiagnosticID, c.Detail = clip(c.Message, fieldLimit), clip(c.FilePath, fieldLimit),
		clip(c.DiagnosticID, fieldLimit), clip(c.Detail, fieldLimit)
	if c.Candidates != nil {
		c.Candidates = make([]FixInfo, len(e.Candidates))
		for i, f := range e.Candidates {
			c.Candidates[i] = FixInfo{EquivalenceKey: clip(f.EquivalenceKey, fieldLimit), Title: clip(f.Title, fieldLimit),
				ProviderName: clip(f.ProviderName, fieldLimit)}
		}
	}
	return &c
}

// JSON returns the envelope's JSON text, every string cut to fieldLimit.
func (e *ToolError) JSON() []byte {
	b, err := json.Marshal(e.clipped())
	if err != nil {
		// Every field is a string or a slice of string structs.
		panic("tools: marshalling a ToolError: " + err.Error())
	}
	return b
}

func invalidf(format string, args ...any) *ToolError {
	return &ToolError{Code: CodeInvalid, Message: fmt.Sprintf(format, args...)}
}

func notFound(reason, filePath, diagnosticID, format string, args ...any) *ToolError {
	return &ToolError{Code: CodeNotFound, Reason: reason, FilePath: filePath, DiagnosticID: diagnosticID,
		Message: fmt.Sprintf(format, args...)}
}

// faulted turns an unexpected error into a Faulted envelope whose detail is
// the Go type of the error (the first one in its chain that is not a plain
// fmt wrapper).
func faulted(err error) *ToolError {
	var te *ToolError
	if errors.As(err, &te) {
		return te
	}
	msg := err.Error()
	if errors.Is(err, context.Canceled) {
		msg = "the call was cancelled: " + msg
	} else if errors.Is(err, context.DeadlineExceeded) {
		msg = "the call ran out of time: " + msg
	}
	return &ToolError{Code: CodeFaulted, Message: msg, Detail: errorType(err)}
}

// writeFault is a Faulted envelope for a refused or failed write.
func writeFault(reason, filePath, diagnosticID string, err error, format string, args ...any) *ToolError {
	te := &ToolError{Code: CodeFaulted, Reason: reason, FilePath: filePath, DiagnosticID: diagnosticID,
		Message: fmt.Sprintf(format, args...)}
	if err != nil {
		te.Detail = errorType(err)
	}
	return te
}

// errorType names the Go type of err, looking through fmt's wrappers, which
// say nothing about the failure.
func errorType(err error) string {
	for {
		t := reflect.TypeOf(err).String()
		if t != "*fmt.wrapError" && t != "*fmt.wrapErrors" {
			return t
		}
		inner := errors.Unwrap(err)
		if inner == nil {
			if u, ok := err.(interface{ Unwrap() []error }); ok && len(u.Unwrap()) > 0 {
				inner = u.Unwrap()[0]
			}
		}
		if inner == nil {
			return t
		}
		err = inner
	}
}

// panicked is the Faulted envelope of a recovered panic.
func panicked(v any) *ToolError {
	return &ToolError{Code: CodeFaulted, Message: fmt.Sprintf("internal error: %v", v), Detail: fmt.Sprintf("panic (%T)", v)}
}

// errorResult is the CallToolResult of a failed call: isError and exactly
// one text block holding the envelope.
func errorResult(te *ToolError) *mcp.CallToolResult {
	res := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(te.JSON())}}}
	res.SetError(te)
	return res
}

// successResult is the CallToolResult of a successful call: the object as
// structuredContent and the same JSON in one text block.
func successResult(v any) *mcp.CallToolResult {
	b, err := encodeResult(v)
	if err != nil {
		return errorResult(faulted(fmt.Errorf("encoding the result: %w", err)))
	}
	return encodedResult(b)
}

// encodedResult is successResult of a result whose JSON (encodeResult) is
// b.
func encodedResult(b []byte) *mcp.CallToolResult {
	return &mcp.CallToolResult{
		Content:           []mcp.Content{&mcp.TextContent{Text: string(b)}},
		StructuredContent: json.RawMessage(b),
	}
}
