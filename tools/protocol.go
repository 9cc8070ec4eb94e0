//lint:file-ignore SA1019 MCP logging is deprecated from protocol 2026-07-28 (SEP-2577) but still served to the clients of earlier versions, as the SDK does; drop this file with the feature.

package tools

import (
	"context"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// The SDK answers resources/*, prompts/* and completion/complete with
// empty lists although alfix declares none of these capabilities, and
// takes any logging/setLevel level. capabilityGuard answers them as the
// protocol says: an undeclared capability's methods do not exist
// (-32601), and an unknown level is an invalid parameter (-32602).

// undeclared are the method prefixes of capabilities alfix does not
// declare.
var undeclared = []struct{ prefix, capability string }{
	{"resources/", "resources"},
	{"prompts/", "prompts"},
	{"completion/", "completions"},
}

// logLevels are the levels of logging/setLevel (RFC 5424, as MCP names
// them), from the least severe.
var logLevels = []mcp.LoggingLevel{"debug", "info", "notice", "warning", "error", "critical", "alert", "emergency"}

// capabilityGuard is the receiving middleware that refuses the methods of
// undeclared capabilities and checks logging/setLevel (refused like them
// when log is nil, since logging is then not declared either).
func capabilityGuard(log *ClientLog) mcp.Middleware {
	return func(next mcp.MethodHandler) mcp.MethodHandler {
		return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
			for _, u := range undeclared {
				if strings.HasPrefix(method, u.prefix) {
					return nil, notDeclared(method, u.capability)
				}
			}
			if method != "logging/setLevel" {
				return next(ctx, method, req)
			}
			if log == nil {
				return nil, notDeclared(method, "logging")
			}
			params, _ := req.GetParams().(*mcp.SetLoggingLevelParams)
			if params == nil {
				return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "logging/setLevel needs params {\"level\": ...}"}
			}
			level := -1
			for i, l := range logLevels {
				if l == params.Level {
					level = i
				}
			}
			if level < 0 {
				names := make([]string, len(logLevels))
				for i, l := range logLevels {
					names[i] = string(l)
				}
				return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams,
					Message: fmt.Sprintf("unknown logging level %q; use one of %s", params.Level, strings.Join(names, ", "))}
			}
			res, err := next(ctx, method, req)
			if err == nil {
				if ss, ok := req.GetSession().(*mcp.ServerSession); ok {
					log.setLevel(ss, params.Level)
				}
			}
			return res, err
		}
	}
}

// notDeclared is the -32601 error of a method of an undeclared capability.
// (The SDK replaces the message of every -32601 by `method not found:
// "<method>"`; the code is what clients act on.)
func notDeclared(method, capability string) error {
	return &jsonrpc.Error{Code: jsonrpc.CodeMethodNotFound,
		Message: fmt.Sprintf("method not found: %s (alfix does not declare the %s capability)", method, capability)}
}
