package almcp

import "strings"

// Reason says why almcp could not deliver; the values are the Unavailable
// reasons of the tool contract, spelled the same way.
type Reason string

// The reasons of an [*Error].
const (
	// NoProxy: almcp was deliberately not started (--no-almcp).
	NoProxy Reason = "NoProxy"
	// AlmcpNotFound: no almcp command was configured or discovered, or the
	// configured command does not exist.
	AlmcpNotFound Reason = "AlmcpNotFound"
	// AlmcpNotReady: almcp exists but did not become ready (it exited, did
	// not answer initialize/tools/list in time, or the supervisor stopped),
	// or the caller gave up while it was still starting.
	AlmcpNotReady Reason = "AlmcpNotReady"
	// AlmcpCallFailed: the call reached almcp but failed: an error result,
	// a lost connection, a timeout, or an answer that could not be read.
	AlmcpCallFailed Reason = "AlmcpCallFailed"
)

// Error is every failure this package reports to its callers.
type Error struct {
	Reason  Reason
	Message string // one sentence for the agent
	Detail  string // almcp's own text, or the tail of its stderr; may be empty
	Err     error  // the underlying error, if any (context errors, SDK errors)
}

// Error returns the reason and message.
func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString("almcp: ")
	b.WriteString(string(e.Reason))
	b.WriteString(": ")
	b.WriteString(e.Message)
	return b.String()
}

// Unwrap returns the underlying error, so errors.Is(err, context.Canceled)
// and errors.Is(err, context.DeadlineExceeded) work.
func (e *Error) Unwrap() error { return e.Err }
