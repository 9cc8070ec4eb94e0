package tools

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/alfix/alfix/workspace"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// copyTree copies the folder src to dst.
func copyTree(t testing.TB, src, dst string) {
	t.Helper()
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(target, b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// fixture copies testdata/proj into a temporary folder and returns the
// copy's path (symbolic links resolved, so that paths compare as strings).
func fixture(t testing.TB) string {
	t.Helper()
	dir, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	root := filepath.Join(dir, "proj")
	copyTree(t, "testdata/proj", root)
	return root
}

// readHook, when set, answers every file read of the workspaces
// openWorkspace opens: faults the file system cannot produce on demand.
var readHook func() ([]byte, error)

// openWorkspace opens a workspace on the given startup roots with the test
// rules and a private temporary store.
func openWorkspace(t testing.TB, roots ...string) *workspace.Workspace {
	t.Helper()
	dir := t.TempDir()
	if len(roots) > 0 {
		dir = roots[0]
	}
	read := func(path string) ([]byte, error) {
		if readHook != nil {
			return readHook()
		}
		return os.ReadFile(path)
	}
	ws, err := workspace.Open(context.Background(), workspace.Options{Roots: roots, Dir: dir, Registry: testRegistry(), ReadFile: read})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ws.Close() })
	return ws
}

// connect serves the workspace over in-memory transports and returns the
// client session.
func connect(t testing.TB, ws *workspace.Workspace, opts *mcp.ClientOptions) *mcp.ClientSession {
	t.Helper()
	return connectServer(t, ws, Options{Version: "test", MaxResultBytes: *maxResultBytes}, opts)
}

// maxResultBytes is the size bound of the servers connect starts:
// go test ./tools -max-result-bytes 65536 runs the tests at the smallest
// bound the server accepts (issue 49: no call fails for size there).
var maxResultBytes = flag.Int("max-result-bytes", 0, "the size bound of the test servers (0: the default)")

// connectServer is connect with server options.
func connectServer(t testing.TB, ws *workspace.Workspace, server Options, opts *mcp.ClientOptions) *mcp.ClientSession {
	t.Helper()
	ctx := context.Background()
	st, ct := mcp.NewInMemoryTransports()
	ss, err := New(ws, server).Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test-client", Version: "1"}, opts).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close(); ss.Wait() })
	return cs
}

// call calls a tool with arguments given as JSON text (so that malformed
// arguments reach the server as written).
func call(t testing.TB, cs *mcp.ClientSession, name, args string) *mcp.CallToolResult {
	t.Helper()
	params := &mcp.CallToolParams{Name: name}
	if args != "" {
		params.Arguments = json.RawMessage(args)
	}
	res, err := cs.CallTool(context.Background(), params)
	if err != nil {
		t.Fatalf("%s %s: protocol error: %v", name, args, err)
	}
	return res
}

// text returns the only content block's text, failing unless there is
// exactly one text block.
func text(t testing.TB, res *mcp.CallToolResult) string {
	t.Helper()
	if len(res.Content) != 1 {
		t.Fatalf("want exactly one content block, got %d", len(res.Content))
	}
	tc, ok := res.Content[0].(*mcp.TextContent)
	if !ok {
		t.Fatalf("content block is %T, not text", res.Content[0])
	}
	return tc.Text
}

// envelope returns the ToolError text of a failed call.
func envelope(t testing.TB, res *mcp.CallToolResult) string {
	t.Helper()
	if !res.IsError {
		t.Fatalf("want isError, got success: %s", text(t, res))
	}
	if res.StructuredContent != nil {
		t.Errorf("error result has structuredContent: %v", res.StructuredContent)
	}
	return text(t, res)
}

// success decodes a successful call's result into dst and checks that the
// text block holds the same JSON as structuredContent.
func success(t testing.TB, res *mcp.CallToolResult, dst any) string {
	t.Helper()
	if res.IsError {
		t.Fatalf("want success, got error: %s", text(t, res))
	}
	txt := text(t, res)
	sc, err := json.Marshal(res.StructuredContent)
	if err != nil {
		t.Fatal(err)
	}
	if !jsonEqual(t, txt, string(sc)) {
		t.Errorf("text block and structuredContent differ:\ntext: %s\nstructured: %s", txt, sc)
	}
	if dst != nil {
		if err := json.Unmarshal([]byte(txt), dst); err != nil {
			t.Fatalf("decoding %s: %v", txt, err)
		}
	}
	return txt
}

func jsonEqual(t testing.TB, a, b string) bool {
	t.Helper()
	var x, y any
	if json.Unmarshal([]byte(a), &x) != nil || json.Unmarshal([]byte(b), &y) != nil {
		return false
	}
	xa, _ := json.Marshal(x)
	ya, _ := json.Marshal(y)
	return string(xa) == string(ya)
}

// jstr quotes a string for JSON text.
func jstr(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// treeHash hashes every file (path, mode, content, link target) under dir.
func treeHash(t testing.TB, dir string) string {
	t.Helper()
	h := sha256.New()
	var lines []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		info, err := d.Info()
		if err != nil {
			return err
		}
		line := rel + "|" + info.Mode().String()
		switch {
		case d.Type()&fs.ModeSymlink != 0:
			target, _ := os.Readlink(path)
			line += "|->" + target
		case d.Type().IsRegular():
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			sum := sha256.Sum256(b)
			line += "|" + hex.EncodeToString(sum[:])
		}
		lines = append(lines, line)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(lines)
	h.Write([]byte(strings.Join(lines, "\n")))
	return hex.EncodeToString(h.Sum(nil))
}

func readText(t testing.TB, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func fmtInt(i int) string { return strconv.Itoa(i) }

func errorsWrap(err error) error { return fmt.Errorf("context: %w", err) }
