package main

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/alfix/alfix/workspace"
)

type syncBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// On a terminal the status line shows the phase and counts, never goes
// back, is cleared around log lines and at the end; elsewhere nothing is
// drawn.
func TestProgressLine(t *testing.T) {
	var out syncBuffer
	con := &console{w: &out, tty: true}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	p := newProgress(ctx, con)
	cb := p.callback("/x/App", 1)
	cb(workspace.ProgressUpdate{Done: 500, Total: 1000, Message: "analyzing: 5 of 10 files"})
	if got := p.line(80); !strings.HasPrefix(got, "analyzing: 5 of 10 files [==========          ] 50% ") {
		t.Errorf("line %q", got)
	}
	if got := p.line(12); len([]rune(got)) != 11 {
		t.Errorf("not cut to the width: %q", got)
	}
	cb(workspace.ProgressUpdate{Done: 600, Total: 1000, Message: "computing fixes"})
	if got := p.line(80); !strings.HasPrefix(got, "computing fixes [============        ] 60% ") {
		t.Errorf("new phase: %q", got)
	}
	p.phase("opening the projects")
	if got := p.line(80); !strings.HasPrefix(got, "opening the projects ... ") {
		t.Errorf("phase without counts: %q", got)
	}
	// The line appears within the delay and a tick.
	deadline := time.Now().Add(5 * time.Second)
	for !strings.Contains(out.String(), "opening the projects") && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if !strings.Contains(out.String(), clearLine+"opening the projects ... ") {
		t.Fatalf("no status line drawn: %q", out.String())
	}
	// A log line clears the status line first and draws it again after.
	c := newCLI("analyze", nil, con)
	before := len(out.String())
	c.warnf("something")
	logged := out.String()[before:]
	if !strings.HasPrefix(logged, clearLine+"alfix analyze: warning: something\n") || !strings.Contains(logged, "opening the projects") {
		t.Errorf("log line around the status: %q", logged)
	}
	p.done()
	if !strings.HasSuffix(out.String(), clearLine) {
		t.Errorf("not cleared at the end: %q", out.String()[max(0, len(out.String())-60):])
	}
	// Not a terminal: nothing but the log lines.
	var plain syncBuffer
	pc := &console{w: &plain}
	q := newProgress(ctx, pc)
	q.callback("/x", 1)(workspace.ProgressUpdate{Done: 1, Total: 2, Message: "analyzing"})
	time.Sleep(progressDelay + 2*progressTick)
	q.done()
	if plain.String() != "" {
		t.Errorf("drawn on a non-terminal: %q", plain.String())
	}
}

// An interrupt (the run's context ending) clears the line for good.
func TestProgressClearedOnInterrupt(t *testing.T) {
	var out syncBuffer
	con := &console{w: &out, tty: true}
	ctx, cancel := context.WithCancel(context.Background())
	p := newProgress(ctx, con)
	p.phase("analyzing")
	deadline := time.Now().Add(5 * time.Second)
	for !strings.Contains(out.String(), "analyzing") && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	cancel()
	deadline = time.Now().Add(5 * time.Second)
	for !strings.HasSuffix(out.String(), clearLine) && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	n := len(out.String())
	p.callback("/x", 1)(workspace.ProgressUpdate{Done: 1, Total: 2, Message: "analyzing"})
	time.Sleep(3 * progressTick)
	if !strings.HasSuffix(out.String(), clearLine) || len(out.String()) != n {
		t.Errorf("drawn after the interrupt: %q", out.String())
	}
}
