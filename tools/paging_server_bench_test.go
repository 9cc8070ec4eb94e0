//go:build linux

package tools

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/alfix/alfix/al/project"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// BenchmarkPagingServer is BenchmarkPagingAll with the server in a process
// of its own, as a client meets it: `alfix serve` (the binary
// ALFIX_BENCH_SERVER names) over stdio, the client in the benchmark's
// process. The in-process benchmark charges the server's collector with the
// client's garbage too (decoding each page's result is about two thirds of
// what a page allocates there); here the server's CPU alone (user+sys of
// its process, from /proc) is measured for the paging of a cold session and
// of a restarted one over the same store, and their ratio reported. The
// pages of both sessions must be the same.
//
//	go build -o /tmp/alfix ./cmd/alfix
//	ALFIX_BENCH_SERVER=/tmp/alfix ALFIX_BENCH_PAGING=/tmp/bcapps/src/Layers/W1/BaseApp \
//	ALFIX_BENCH_SOURCES=/tmp/bcapps go test ./tools -run XXX -bench PagingServer -benchtime=1x
func BenchmarkPagingServer(b *testing.B) {
	bin, dir := os.Getenv("ALFIX_BENCH_SERVER"), os.Getenv("ALFIX_BENCH_PAGING")
	if bin == "" || dir == "" {
		b.Skip("ALFIX_BENCH_SERVER and ALFIX_BENCH_PAGING are not set")
	}
	var every []string
	for _, g := range project.AllAnalyzerGroups {
		every = append(every, string(g))
	}
	for range b.N {
		db := filepath.Join(b.TempDir(), "cache.db")
		var figures [2]serverPaging
		for i, name := range []string{"cold", "restart"} {
			figures[i] = pagingServerSession(b, bin, dir, os.Getenv("ALFIX_BENCH_SOURCES"), db, every)
			f := figures[i]
			b.Logf("%s: server analyze %.2f CPU-s; paging %d pages, %d findings, %.2f CPU-s, %.1f s wall; peak %d KiB resident",
				name, f.analyze.Seconds(), f.pages, f.findings, f.paging.Seconds(), f.wall.Seconds(), f.peakKiB)
			b.ReportMetric(f.paging.Seconds(), name+"-server-paging-cpu-s")
			b.ReportMetric(float64(f.peakKiB), name+"-server-peak-KiB")
		}
		if figures[0].digest != figures[1].digest {
			b.Errorf("the sessions paged different findings: cold %d, restart %d", figures[0].findings, figures[1].findings)
		}
		b.ReportMetric(figures[0].paging.Seconds()/figures[1].paging.Seconds(), "cold/restart")
	}
}

// serverPaging is what one session of BenchmarkPagingServer measured.
type serverPaging struct {
	analyze, paging, wall time.Duration
	pages, findings       int
	digest                [32]byte
	peakKiB               int64 // the server's peak resident size (VmHWM)
}

// pagingServerSession starts the server, analyses with the analyzers (the
// first page) and pages through every finding.
func pagingServerSession(b *testing.B, bin, dir, sources, db string, analyzers []string) serverPaging {
	ctx := context.Background()
	args := []string{"serve", "--store", db, "--projects", dir}
	if sources != "" {
		args = append(args, "--workspace", sources)
	}
	cmd := exec.Command(bin, args...)
	cmd.Stderr = os.Stderr
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "bench", Version: "1"}, nil).
		Connect(ctx, &mcp.CommandTransport{Command: cmd, TerminateDuration: 30 * time.Second}, nil)
	if err != nil {
		b.Fatal(err)
	}
	defer cs.Close()
	pid := cmd.Process.Pid
	var f serverPaging
	h := sha256.New()
	call := map[string]any{"codeAnalyzers": analyzers}
	get := func() string {
		raw, _ := json.Marshal(call)
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "analyze", Arguments: json.RawMessage(raw)})
		if err != nil || res.IsError || len(res.Content) != 1 {
			b.Fatalf("page %d: %v (error result %v)", f.pages+1, err, res != nil && res.IsError)
		}
		var p struct {
			NextCursor  string            `json:"nextCursor"`
			Diagnostics []json.RawMessage `json:"diagnostics"`
		}
		if err := json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &p); err != nil {
			b.Fatalf("page %d: %v", f.pages+1, err)
		}
		for _, d := range p.Diagnostics {
			h.Write(d)
			h.Write([]byte{'\n'})
		}
		f.pages++
		f.findings += len(p.Diagnostics)
		return p.NextCursor
	}
	cpu0 := processCPU(b, pid)
	next := get()
	cpu1 := processCPU(b, pid)
	f.analyze = cpu1 - cpu0
	start := time.Now()
	for next != "" {
		call["cursor"] = next
		next = get()
	}
	f.wall = time.Since(start)
	f.paging = processCPU(b, pid) - cpu1
	f.peakKiB = peakResident(b, pid)
	copy(f.digest[:], h.Sum(nil))
	return f
}

// peakResident is the peak resident size of process pid so far in KiB
// (VmHWM of /proc/pid/status).
func peakResident(b *testing.B, pid int) int64 {
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		b.Fatal(err)
	}
	for _, line := range strings.Split(string(raw), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kib, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			if err != nil {
				b.Fatalf("/proc/%d/status: %q", pid, line)
			}
			return kib
		}
	}
	b.Fatalf("/proc/%d/status has no VmHWM", pid)
	return 0
}

// processCPU is the user+sys CPU time of process pid so far (/proc/pid/stat,
// in clock ticks of 1/100 s).
func processCPU(b *testing.B, pid int) time.Duration {
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		b.Fatal(err)
	}
	// The command name may hold spaces: the fields after it start past
	// its closing parenthesis; utime and stime are fields 14 and 15.
	fields := strings.Fields(string(raw[strings.LastIndexByte(string(raw), ')')+1:]))
	if len(fields) < 13 {
		b.Fatalf("/proc/%d/stat: %q", pid, raw)
	}
	utime, err1 := strconv.ParseInt(fields[11], 10, 64)
	stime, err2 := strconv.ParseInt(fields[12], 10, 64)
	if err1 != nil || err2 != nil {
		b.Fatalf("/proc/%d/stat: %q", pid, raw)
	}
	return time.Duration(utime+stime) * 10 * time.Millisecond
}
