//go:build unix

package main

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/alfix/alfix/tools"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// server is an `alfix serve` process driven over its stdin and stdout.
type server struct {
	t    *testing.T
	cmd  *exec.Cmd
	cs   *mcp.ClientSession
	logs *lockedBuffer
}

func startServer(t *testing.T, bin, root, storePath string) *server {
	t.Helper()
	cmd := exec.Command(bin, "serve", "--no-almcp", "--store", storePath)
	cmd.Dir = root
	logs := &lockedBuffer{}
	cmd.Stderr = logs
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "e2e", Version: "1"}, nil).
		Connect(ctx, &mcp.CommandTransport{Command: cmd, TerminateDuration: 5 * time.Second}, nil)
	if err != nil {
		t.Fatalf("connect: %v\nserver log:\n%s", err, logs.String())
	}
	s := &server{t: t, cmd: cmd, cs: cs, logs: logs}
	t.Cleanup(func() {
		cs.Close()
		if t.Failed() {
			t.Logf("server log:\n%s", logs.String())
		}
	})
	return s
}

// analyze calls analyze, failing the test when no answer comes within 5 s.
func (s *server) analyze(args map[string]any) tools.AnalyzeResult {
	s.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	res, err := s.cs.CallTool(ctx, &mcp.CallToolParams{Name: "analyze", Arguments: args})
	if err != nil {
		s.t.Fatalf("analyze: %v", err)
	}
	txt := res.Content[0].(*mcp.TextContent).Text
	var an tools.AnalyzeResult
	if res.IsError || json.Unmarshal([]byte(txt), &an) != nil {
		s.t.Fatalf("analyze: %s", txt)
	}
	return an
}

// close ends the session (stdin EOF) and reports how long the process took to exit.
func (s *server) close() time.Duration {
	start := time.Now()
	if err := s.cs.Close(); err != nil {
		s.t.Errorf("closing the server: %v", err)
	}
	return time.Since(start)
}

// terminate sends SIGTERM and reports how long the process took to exit.
func (s *server) terminate() time.Duration {
	start := time.Now()
	if err := s.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		s.t.Fatal(err)
	}
	for syscall.Kill(s.cmd.Process.Pid, 0) == nil && time.Since(start) < 10*time.Second {
		if st, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", s.cmd.Process.Pid)); err == nil && strings.Contains(string(st), ") Z ") {
			break // exited, not yet reaped
		}
		time.Sleep(5 * time.Millisecond)
	}
	return time.Since(start)
}

// cacheWarnings returns the warnings of an analyze result that come from the cache.
func cacheWarnings(an tools.AnalyzeResult) []string {
	var out []string
	for _, w := range an.Warnings {
		if strings.HasPrefix(w, "cache: ") {
			out = append(out, w)
		}
	}
	return out
}

func TestServeSurvivesItsStoreBeingDamaged(t *testing.T) {
	bin := alfixBinary(t)
	for _, damage := range []string{"garbled", "truncated"} {
		for _, end := range []string{"stdin EOF", "SIGTERM"} {
			t.Run(damage+", then "+end, func(t *testing.T) {
				root := copyFixture(t)
				storePath := filepath.Join(t.TempDir(), "cache.db")
				srv := startServer(t, bin, root, storePath)
				cold := srv.analyze(map[string]any{})
				if cold.Stats.Analyzed == 0 {
					t.Fatalf("cold analyze: %+v", cold.Stats)
				}
				fi, err := os.Stat(storePath)
				if err != nil {
					t.Fatal(err)
				}
				switch damage {
				case "garbled": // every page after the two meta pages
					garbage := make([]byte, fi.Size()-2*4096)
					rand.NewChaCha8([32]byte{9}).Read(garbage)
					f, err := os.OpenFile(storePath, os.O_WRONLY, 0)
					if err != nil {
						t.Fatal(err)
					}
					f.WriteAt(garbage, 2*4096)
					f.Close()
				case "truncated":
					if err := os.Truncate(storePath, 3*4096); err != nil {
						t.Fatal(err)
					}
				}
				// Changed files make the server write to the cache, which finds the damage.
				counter := filepath.Join(root, "src/Counter.Codeunit.al")
				var warnings []string
				for i := range 4 {
					src, err := os.ReadFile(counter)
					if err != nil {
						t.Fatal(err)
					}
					os.WriteFile(counter, append(src, "\n// edited\n"...), 0o644)
					an := srv.analyze(map[string]any{}) // fails the test after 5 s
					if an.Stats.Analyzed == 0 || an.TotalCount != cold.TotalCount {
						t.Fatalf("call %d after the damage: %+v, %d findings", i, an.Stats, an.TotalCount)
					}
					warnings = append(warnings, cacheWarnings(an)...)
				}
				if len(warnings) != 1 || !strings.Contains(warnings[0], "moved aside") {
					t.Fatalf("warnings about the damaged cache %q, want one saying where it went", warnings)
				}
				var took time.Duration
				if end == "SIGTERM" {
					took = srv.terminate()
				} else {
					took = srv.close()
				}
				t.Logf("the server exited %s after %s", took, end)
				if took > 2*time.Second {
					t.Errorf("the server took %s to exit after %s", took, end)
				}
				// Restarted, the server finds in the fresh file what was written after the damage.
				again := startServer(t, bin, root, storePath).analyze(map[string]any{})
				if again.Stats.Cached == 0 || len(cacheWarnings(again)) != 0 {
					t.Fatalf("restart after the damage: %+v, warnings %q", again.Stats, again.Warnings)
				}
			})
		}
	}
}

func TestTwoServersShareTheStore(t *testing.T) {
	bin := alfixBinary(t)
	root := copyFixture(t)
	storePath := filepath.Join(t.TempDir(), "cache.db")
	first := startServer(t, bin, root, storePath)
	cold := first.analyze(map[string]any{})
	warm := first.analyze(map[string]any{})
	if cold.Stats.Analyzed != cold.Stats.Files || warm.Stats.Cached != warm.Stats.Files {
		t.Fatalf("first server: cold %+v, warm %+v", cold.Stats, warm.Stats)
	}
	// A second server on the same store while the first one runs: warm from the first one's
	// results, and both keep serving.
	second := startServer(t, bin, root, storePath)
	shared := second.analyze(map[string]any{})
	if shared.Stats.Analyzed != 0 || shared.Stats.Cached != shared.Stats.Files || shared.TotalCount != cold.TotalCount || len(cacheWarnings(shared)) != 0 {
		t.Fatalf("second server: %+v, warnings %q; want every file from the first one's cache", shared.Stats, shared.Warnings)
	}
	if again := first.analyze(map[string]any{}); again.Stats.Cached != again.Stats.Files {
		t.Fatalf("first server after the second started: %+v", again.Stats)
	}
	t.Logf("%d files: first server cold %d ms, warm %d ms; second server, warm from the shared store, %d ms",
		cold.Stats.Files, cold.Stats.ElapsedMs, warm.Stats.ElapsedMs, shared.Stats.ElapsedMs)
	if logs := second.logs.String(); strings.Contains(logs, "cached privately") {
		t.Fatalf("the second server fell back to a private cache:\n%s", logs)
	}
}
