//lint:file-ignore SA1019 the test drives MCP logging, deprecated from protocol 2026-07-28 (see logging.go)

package tools

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestProtocolSurface: instructions in the initialize result; resources,
// prompts and completion are not declared and answer -32601; with a
// ClientLog, logging is declared, setLevel checks its level (-32602), and
// records reach the client at the level it asked for.
func TestProtocolSurface(t *testing.T) {
	ws := openWorkspace(t, fixture(t))
	var mu sync.Mutex
	var logs []*mcp.LoggingMessageParams
	clientLog := NewClientLog(slog.DiscardHandler)
	cs := connectServer(t, ws, Options{Version: "test", ClientLog: clientLog}, &mcp.ClientOptions{
		LoggingMessageHandler: func(_ context.Context, req *mcp.LoggingMessageRequest) {
			mu.Lock()
			logs = append(logs, req.Params)
			mu.Unlock()
		}})
	init := cs.InitializeResult()
	if !strings.Contains(init.Instructions, "get_fixes") || !strings.Contains(init.Instructions, "dryRun") || !strings.Contains(init.Instructions, "fileHash") || !strings.Contains(init.Instructions, "cursor") ||
		!strings.Contains(init.Instructions, "since") || !strings.Contains(init.Instructions, "find_symbols") || !strings.Contains(init.Instructions, "describe_object") {
		t.Errorf("instructions %q", init.Instructions)
	}
	caps := init.Capabilities
	if caps.Tools == nil || caps.Logging == nil || caps.Resources != nil || caps.Prompts != nil || caps.Completions != nil {
		t.Errorf("capabilities %+v", caps)
	}
	ctx := context.Background()
	wantCode := func(what string, err error, code int64) {
		t.Helper()
		var we *jsonrpc.Error
		if !errors.As(err, &we) || we.Code != code {
			t.Errorf("%s: %v, want code %d", what, err, code)
		}
	}
	_, err := cs.ListResources(ctx, nil)
	wantCode("resources/list", err, jsonrpc.CodeMethodNotFound)
	_, err = cs.ListPrompts(ctx, nil)
	wantCode("prompts/list", err, jsonrpc.CodeMethodNotFound)
	_, err = cs.ListResourceTemplates(ctx, nil)
	wantCode("resources/templates/list", err, jsonrpc.CodeMethodNotFound)
	wantCode("setLevel loud", cs.SetLoggingLevel(ctx, &mcp.SetLoggingLevelParams{Level: "loud"}), jsonrpc.CodeInvalidParams)

	logger := slog.New(clientLog)
	logger.Warn("before any level is set")
	if err := cs.SetLoggingLevel(ctx, &mcp.SetLoggingLevelParams{Level: "warning"}); err != nil {
		t.Fatal(err)
	}
	logger.Info("below the level")
	logger.Warn("the store is damaged", "path", "/tmp/x.db", "error", errors.New("bad page"))
	deadline := time.Now().Add(5 * time.Second)
	for {
		mu.Lock()
		n := len(logs)
		mu.Unlock()
		if n > 0 || time.Now().After(deadline) {
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	time.Sleep(50 * time.Millisecond)
	mu.Lock()
	defer mu.Unlock()
	if len(logs) != 1 {
		t.Fatalf("log messages %+v", logs)
	}
	m := logs[0]
	data, _ := json.Marshal(m.Data)
	if m.Level != "warning" || m.Logger != "alfix" || string(data) != `{"error":"bad page","message":"the store is damaged","path":"/tmp/x.db"}` {
		t.Errorf("log message %+v %s", m, data)
	}

	// Without a ClientLog, logging is not declared and setLevel does not
	// exist.
	plain := connect(t, ws, nil)
	if plain.InitializeResult().Capabilities.Logging != nil {
		t.Error("logging declared without a ClientLog")
	}
	wantCode("setLevel without logging", plain.SetLoggingLevel(ctx, &mcp.SetLoggingLevelParams{Level: "info"}), jsonrpc.CodeMethodNotFound)
}
