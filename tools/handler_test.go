package tools

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// countedResult is a tool result that counts its encodings.
type countedResult struct {
	Text  string `json:"text"`
	count *int
}

func (r countedResult) MarshalJSON() ([]byte, error) {
	*r.count++
	return json.Marshal(struct {
		Text string `json:"text"`
	}{r.Text})
}

// failingResult is a tool result that cannot be encoded.
type failingResult struct{}

func (failingResult) MarshalJSON() ([]byte, error) { return nil, errors.New("no JSON for this") }

// The handler encodes a result once, for the size check and the message
// (it encoded it twice: a page of analyze is some 50 KB); the message's
// text and structured content are that encoding. A result that cannot be
// encoded, or exceeds the bound without knowing how to cut itself, is a
// Faulted envelope.
func TestHandlerEncodesTheResultOnce(t *testing.T) {
	run := func(v any, bound int) *mcp.CallToolResult {
		t.Helper()
		d := toolDef{tool: &mcp.Tool{Name: "probe"}, run: func(context.Context, *mcp.CallToolRequest) (any, *ToolError) { return v, nil }}
		res, err := handler(d, slog.New(slog.DiscardHandler), bound, nil)(context.Background(), &mcp.CallToolRequest{})
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	n := 0
	res := run(countedResult{Text: "a <b> & c", count: &n}, DefaultMaxResultBytes)
	if n != 1 {
		t.Errorf("the result was encoded %d times, want once", n)
	}
	want, _ := encodeResult(countedResult{Text: "a <b> & c", count: new(int)})
	if res.IsError || len(res.Content) != 1 || res.Content[0].(*mcp.TextContent).Text != string(want) ||
		string(res.StructuredContent.(json.RawMessage)) != string(want) {
		t.Errorf("result %+v, want text and structured content %s", res, want)
	}
	for name, c := range map[string]struct {
		v      any
		detail string
	}{
		"unencodable": {failingResult{}, "no JSON for this"},
		"too large":   {countedResult{Text: strings.Repeat("x", MinMaxResultBytes), count: new(int)}, "result too large"},
	} {
		res := run(c.v, MinMaxResultBytes)
		text := res.Content[0].(*mcp.TextContent).Text
		if !res.IsError || !strings.Contains(text, `"error":"`+CodeFaulted+`"`) || !strings.Contains(text, c.detail) {
			t.Errorf("%s: %v %s", name, res.IsError, text)
		}
	}
}
