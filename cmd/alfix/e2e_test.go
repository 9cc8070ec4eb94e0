package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/alfix/alfix/tools"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// lockedBuffer collects the server's stderr.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// TestEndToEnd builds the binary and drives it as an MCP client would: a
// bare `alfix` started with pipes, in a project folder, over real stdio.
func TestEndToEnd(t *testing.T) {
	bin := alfixBinary(t)
	root := copyFixture(t)
	counter := filepath.Join(root, "src/Counter.Codeunit.al")
	limits := filepath.Join(root, "src/Limits.Codeunit.al")

	cmd := exec.Command(bin)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "ALFIX_STORE="+filepath.Join(t.TempDir(), "cache.db"))
	var logs lockedBuffer
	cmd.Stderr = &logs
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "e2e", Version: "1"}, nil).
		Connect(ctx, &mcp.CommandTransport{Command: cmd, TerminateDuration: 2 * time.Second}, nil)
	if err != nil {
		t.Fatalf("connect: %v\nserver log:\n%s", err, logs.String())
	}
	defer func() {
		cs.Close()
		if t.Failed() {
			t.Logf("server log:\n%s", logs.String())
		}
	}()
	if v := cs.InitializeResult().ServerInfo; v.Name != "alfix" || v.Version == "" {
		t.Errorf("server info %+v", v)
	}
	callTool := func(name string, args any, out any) {
		t.Helper()
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: args})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		txt := res.Content[0].(*mcp.TextContent).Text
		if res.IsError {
			t.Fatalf("%s: %s", name, txt)
		}
		if err := json.Unmarshal([]byte(txt), out); err != nil {
			t.Fatalf("%s: %v: %s", name, err, txt)
		}
	}

	var an tools.AnalyzeResult
	callTool("analyze", map[string]any{"ruleIds": []string{"AA0005"}}, &an)
	if an.Project != root || an.TotalCount != 3 || an.Diagnostics[0].FilePath != counter || an.Diagnostics[0].Line != 5 || !an.Diagnostics[0].HasFix {
		t.Fatalf("analyze: %+v", an)
	}
	first := an.Diagnostics[0]

	var gf tools.GetFixesResult
	callTool("get_fixes", map[string]any{"projectPath": root, "filePath": first.FilePath, "diagnosticId": first.ID,
		"line": first.Line, "column": first.Column}, &gf)
	if len(gf.Fixes) != 1 || gf.Fixes[0].EquivalenceKey != "AA0005.RemoveBeginEnd" || len(gf.FileHash) != 64 {
		t.Fatalf("get_fixes: %+v", gf)
	}

	var af tools.ApplyFixResult
	callTool("apply_fix", map[string]any{"projectPath": root, "filePath": first.FilePath, "diagnosticId": first.ID,
		"line": first.Line, "column": first.Column, "equivalenceKey": gf.Fixes[0].EquivalenceKey, "fileHash": gf.FileHash}, &af)
	if !af.Applied || af.Diff == "" {
		t.Fatalf("apply_fix: %+v", af)
	}
	if got := read(t, counter); strings.Contains(got, "if Value < 10 then begin") || !strings.Contains(got, "if Value > 100 then begin") {
		t.Fatalf("Counter after apply_fix:\n%s", got)
	}

	counterBefore, limitsBefore := read(t, counter), read(t, limits)
	var dry tools.ApplyFixAllResult
	callTool("apply_fix_all", map[string]any{"projectPath": root, "diagnosticId": "AA0005", "dryRun": true}, &dry)
	if dry.Applied || dry.DiagnosticsFound != 2 || len(dry.FilesChanged) != 2 || !strings.Contains(dry.Diff, "-        while Value > 50 do begin") {
		t.Fatalf("apply_fix_all dry run: %+v", dry)
	}
	if read(t, counter) != counterBefore || read(t, limits) != limitsBefore {
		t.Fatal("the dry run wrote files")
	}

	var all tools.ApplyFixAllResult
	callTool("apply_fix_all", map[string]any{"projectPath": root, "diagnosticId": "AA0005"}, &all)
	if !all.Applied || len(all.FilesChanged) != 2 || len(all.Conflicts) != 0 || len(all.UnfixedDiagnostics) != 0 {
		t.Fatalf("apply_fix_all: %+v", all)
	}
	for _, f := range []string{counter, limits} {
		if got := read(t, f); strings.Contains(got, "then begin") || strings.Contains(got, "do begin") {
			t.Errorf("%s still has a single-statement block:\n%s", f, got)
		}
	}
	var again tools.AnalyzeResult
	callTool("analyze", map[string]any{"ruleIds": []string{"AA0005"}}, &again)
	if again.TotalCount != 0 {
		t.Errorf("AA0005 left after apply_fix_all: %+v", again.Diagnostics)
	}
	if _, err := os.Stat(filepath.Join(filepath.Dir(cmd.Env[len(cmd.Env)-1][len("ALFIX_STORE="):]), "cache.db")); err != nil {
		t.Errorf("the server did not use ALFIX_STORE: %v", err)
	}
}
