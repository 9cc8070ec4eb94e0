// Command fakealmcp is a stand-in for Microsoft's AL MCP server, used by the
// almcp tests. It speaks MCP over stdio, accepts almcp's launch flags, and
// misbehaves on request (-mode, -start-delay, -crash-after, ...). It is not
// a compiler: its diagnostics are canned.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var (
	mode         = flag.String("mode", "healthy", "healthy | textonly | error | malformed | never (no MCP at all) | die (exit at start)")
	startDelay   = flag.Duration("start-delay", 0, "wait this long before speaking MCP")
	crashAfter   = flag.Int("crash-after", 0, "exit on this tool call (1 = the first); 0 = never")
	compileDelay = flag.Duration("compile-delay", 0, "al_compile takes this long (or until cancelled)")
	argsFile     = flag.String("argsfile", "", "write the command-line arguments here as JSON")
	cancelFile   = flag.String("cancelfile", "", "al_wait writes 'cancelled' here when its call is cancelled")
	addToolAfter = flag.Duration("add-tool-after", 0, "add the tool al_late this long after start (tools/list_changed)")

	// almcp's own launch flags.
	transport    = flag.String("transport", "stdio", "transport (only stdio)")
	projects     = flag.String("projects", "", "project folders separated by ';'")
	codeAnalysis = flag.String("enablecodeanalysis", "", "true or false")
	analyzers    = flag.String("codeanalyzers", "", "analyzer DLLs separated by ';'")
	ruleset      = flag.String("rulesetpath", "", "ruleset file")
	packageCache = flag.String("packagecachepath", "", "package cache folders separated by ';'")
)

var calls atomic.Int64

func main() {
	flag.Parse()
	if *argsFile != "" {
		b, _ := json.Marshal(os.Args[1:])
		if err := os.WriteFile(*argsFile, b, 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "fakealmcp:", err)
			os.Exit(2)
		}
	}
	fmt.Fprintf(os.Stderr, "fakealmcp: mode %s, transport %s, projects %q, analyzers %q (%s), ruleset %q, cache %q\n",
		*mode, *transport, *projects, *analyzers, *codeAnalysis, *ruleset, *packageCache)
	switch *mode {
	case "die":
		fmt.Fprintln(os.Stderr, "fakealmcp: fatal: the .NET runtime is missing")
		os.Exit(1)
	case "never":
		fmt.Fprintln(os.Stderr, "fakealmcp: loading forever")
		for {
			time.Sleep(time.Hour) // until signalled; never reads stdin
		}
	}
	time.Sleep(*startDelay)

	server := mcp.NewServer(&mcp.Implementation{Name: "fakealmcp", Version: "0"}, nil)
	object := map[string]any{"type": "object"}
	server.AddTool(&mcp.Tool{Name: "al_compile", Description: "Compile the workspace (fake).", InputSchema: object}, counted(compile))
	server.AddTool(&mcp.Tool{Name: "al_progress", Description: "Report progress steps (fake).", InputSchema: object}, counted(progress))
	server.AddTool(&mcp.Tool{Name: "al_wait", Description: "Wait until cancelled (fake).", InputSchema: object}, counted(wait))
	if *addToolAfter > 0 {
		go func() {
			time.Sleep(*addToolAfter)
			server.AddTool(&mcp.Tool{Name: "al_late", Description: "Added late (fake).", InputSchema: object}, counted(progress))
		}()
	}
	if err := server.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		fmt.Fprintln(os.Stderr, "fakealmcp:", err)
	}
}

func counted(h mcp.ToolHandler) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if n := calls.Add(1); *crashAfter > 0 && n >= int64(*crashAfter) {
			fmt.Fprintf(os.Stderr, "fakealmcp: crashing on purpose at call %d (%s)\n", n, req.Params.Name)
			os.Exit(3)
		}
		return h(ctx, req)
	}
}

func root() string {
	first, _, _ := strings.Cut(*projects, ";")
	if first == "" {
		first, _ = os.Getwd()
	}
	return first
}

func compile(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if *compileDelay > 0 {
		select {
		case <-time.After(*compileDelay):
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	r := root()
	switch *mode {
	case "error":
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{
			Text: "AL compiler: the project at " + r + " could not be loaded (app.json is missing)\nno compilation was done"}}}, nil
	case "malformed":
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "Compilation finished with 3 errors"}}}, nil
	}
	// Echo the options so tests can check what alfix asked for.
	var args map[string]any
	_ = json.Unmarshal(req.Params.Arguments, &args)
	diagnostics := []any{
		map[string]any{"severity": "Error", "code": "AL0118",
			"location":    "SourceFile(" + filepath.Join(r, "src", "Sales (Old)@Archive", "Cust.Table.al") + "@12:5)",
			"description": "The name 'Foo' does not exist in the current context."},
		map[string]any{"Severity": 2, "Code": "AA0005",
			"Location":    "SourceFile(" + filepath.Join(r, "src", "Codeunit.al") + "@3:1-3:9)",
			"Description": "Only use BEGIN and END to enclose more than one statement."},
		map[string]any{"severity": "Warning", "code": "AL0432", "location": "None", "description": "A warning without a place."},
		map[string]any{"severity": "Error", "location": "SourceFile(" + filepath.Join(r, "x.al") + "@1:1)", "description": "no code"},
		"not an object",
		map[string]any{"severity": "Warning", "code": "AL0604", "location": "XMLFile(Translations/app.g.xlf@7:3)", "description": "A relative path."},
		map[string]any{"severity": "Error", "code": "AL0999", "location": "SourceFile(/elsewhere/other.al@1:1)", "description": "Another project."},
		map[string]any{"severity": "Info", "code": "AL0700", "location": "SourceFile(" + filepath.Join(r, "y.al") + ")", "description": "No position."},
	}
	out := map[string]any{
		"succeeded":   false,
		"diagnostics": diagnostics,
		"message":     "[Warning] The package cache is empty\nCompilation finished",
		"options":     args["options"],
	}
	b, _ := json.Marshal(out)
	if *mode == "textonly" {
		s := strings.NewReplacer(`"succeeded"`, `"Succeeded"`, `"diagnostics"`, `"Diagnostics"`, `"message"`, `"Message"`).Replace(string(b))
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}}, nil
	}
	return &mcp.CallToolResult{StructuredContent: out, Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil
}

func progress(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args struct {
		Steps int `json:"steps"`
	}
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "bad arguments: " + err.Error()}}}, nil
	}
	tok := req.Params.GetProgressToken()
	sent := 0
	for i := 1; i <= args.Steps && tok != nil; i++ {
		if err := req.Session.NotifyProgress(ctx, &mcp.ProgressNotificationParams{
			ProgressToken: tok, Progress: float64(i), Total: float64(args.Steps), Message: fmt.Sprintf("step %d", i)}); err != nil {
			return nil, err
		}
		sent++
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{
		Text: fmt.Sprintf("sent %d progress notifications; arguments %s", sent, req.Params.Arguments)}}}, nil
}

func wait(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	select {
	case <-ctx.Done():
		if *cancelFile != "" {
			_ = os.WriteFile(*cancelFile, []byte("cancelled"), 0o644)
		}
		return nil, ctx.Err()
	case <-time.After(30 * time.Second):
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "waited"}}}, nil
	}
}
