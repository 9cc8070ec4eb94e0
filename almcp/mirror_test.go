package almcp

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// mirrorClient is an MCP client connected in memory to a server that
// mirrors a fake almcp.
type mirrorClient struct {
	cs       *mcp.ClientSession
	changed  chan struct{}
	mu       sync.Mutex
	progress []string
}

func startMirror(t *testing.T, flags ...string) (*mirrorClient, *Supervisor) {
	t.Helper()
	sup := startFake(t, Config{}, flags...)
	server := mcp.NewServer(&mcp.Implementation{Name: "alfix-test", Version: "0"}, nil)
	server.AddTool(&mcp.Tool{Name: "analyze", InputSchema: map[string]any{"type": "object"}},
		func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "native"}}}, nil
		})
	native := func(name string) bool { return name == "analyze" || name == "al_wait" }
	errorResult := func(err error) *mcp.CallToolResult {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "envelope: " + err.Error()}}}
	}
	Mirror(server, sup, native, errorResult)

	mc := &mirrorClient{changed: make(chan struct{}, 100)}
	client := mcp.NewClient(&mcp.Implementation{Name: "agent", Version: "0"}, &mcp.ClientOptions{
		ToolListChangedHandler: func(context.Context, *mcp.ToolListChangedRequest) { mc.changed <- struct{}{} },
		ProgressNotificationHandler: func(_ context.Context, req *mcp.ProgressNotificationClientRequest) {
			mc.mu.Lock()
			mc.progress = append(mc.progress, fmt.Sprintf("%v %v", req.Params.ProgressToken, req.Params.Message))
			mc.mu.Unlock()
		},
	})
	t1, t2 := mcp.NewInMemoryTransports()
	ss, err := server.Connect(context.Background(), t1, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ss.Close() })
	mc.cs, err = client.Connect(context.Background(), t2, &mcp.ClientSessionOptions{ProtocolVersion: protocolVersion})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { mc.cs.Close() })
	return mc, sup
}

func (mc *mirrorClient) toolNames(t *testing.T) []string {
	t.Helper()
	res, err := mc.cs.ListTools(testCtx(t), nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tool := range res.Tools {
		names = append(names, tool.Name)
	}
	slices.Sort(names)
	return names
}

// waitTools waits until the listed tools are want.
func (mc *mirrorClient) waitTools(t *testing.T, want []string) {
	t.Helper()
	ctx := testCtx(t)
	for {
		got := mc.toolNames(t)
		if slices.Equal(got, want) {
			return
		}
		select {
		case <-mc.changed:
		case <-time.After(100 * time.Millisecond):
		case <-ctx.Done():
			t.Fatalf("tools = %q; want %q", got, want)
		}
	}
}

func TestMirrorForwardsWithProgress(t *testing.T) {
	mc, _ := startMirror(t)
	mc.waitTools(t, []string{"al_compile", "al_progress", "analyze"})

	params := &mcp.CallToolParams{Name: "al_progress", Arguments: json.RawMessage(`{"steps":2}`)}
	params.SetProgressToken("agent-token")
	res, err := mc.cs.CallTool(testCtx(t), params)
	if err != nil || res.IsError {
		t.Fatalf("CallTool: %v %v", res, err)
	}
	if text := resultText(res); !strings.HasPrefix(text, "sent 2 progress notifications") {
		t.Errorf("result %q", text)
	}
	want := []string{"agent-token step 1", "agent-token step 2"}
	deadline := time.Now().Add(5 * time.Second)
	for {
		mc.mu.Lock()
		got := slices.Clone(mc.progress)
		mc.mu.Unlock()
		if slices.Equal(got, want) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("progress %q; want %q", got, want)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func TestMirrorFollowsRestarts(t *testing.T) {
	mc, sup := startMirror(t, "-crash-after", "2")
	all := []string{"al_compile", "al_progress", "analyze"}
	mc.waitTools(t, all)
	call := func() *mcp.CallToolResult {
		res, err := mc.cs.CallTool(testCtx(t), &mcp.CallToolParams{Name: "al_progress", Arguments: map[string]any{"steps": 0}})
		if err != nil {
			t.Fatalf("CallTool: %v", err)
		}
		return res
	}
	if res := call(); res.IsError {
		t.Fatalf("first call: %s", resultText(res))
	}
	// The crash comes back as the caller's error result, not a protocol error.
	if res := call(); !res.IsError || !strings.Contains(resultText(res), "envelope: almcp: AlmcpCallFailed") {
		t.Errorf("crashing call: %v %s", res.IsError, resultText(res))
	}
	if err := sup.Wait(testCtx(t)); err != nil {
		t.Fatal(err)
	}
	mc.waitTools(t, all)
	if res := call(); res.IsError {
		t.Errorf("after the restart: %s", resultText(res))
	}
}

func TestForwardableSchemas(t *testing.T) {
	for _, tc := range []struct {
		in, wantIn any
	}{
		{nil, map[string]any{"type": "object"}},
		{map[string]any{"type": "string"}, map[string]any{"type": "object"}},
		{json.RawMessage(`{"type":"object","properties":{"a":{"type":"string"}}}`),
			map[string]any{"type": "object", "properties": map[string]any{"a": map[string]any{"type": "string"}}}},
	} {
		got := forwardable(&mcp.Tool{Name: "al_x", InputSchema: tc.in, OutputSchema: json.RawMessage(`{"type":"object"}`)})
		if fmt.Sprint(got.InputSchema) != fmt.Sprint(tc.wantIn) || fmt.Sprint(got.OutputSchema) != "map[type:object]" {
			t.Errorf("forwardable(%v) = %v, %v", tc.in, got.InputSchema, got.OutputSchema)
		}
	}
}
