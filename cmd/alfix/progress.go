package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/alfix/alfix/workspace"
)

// progress is the command line's thin renderer of the engine's progress:
// one status line on standard error when it is a terminal, from half a
// second after the start until done, redrawn ten times a second so that a
// phase that reports nothing still shows its elapsed time. It only draws
// what the engine's updates tell it (their message, and Done of Total as a
// bar); the engine decides the phases. Log lines go through the same console and never mix with it.
type progress struct {
	con   *console
	start time.Time

	mu           sync.Mutex
	name         string // current phase
	label        string // the project, when there are several
	done_, total int
	drawing      chan struct{} // closed to stop the drawing loop; nil when none runs
	closed       bool          // interrupted or finished for good: nothing is drawn again
}

// progressDelay is how long a run stays silent before the status line
// appears; progressTick how often it is redrawn.
const (
	progressDelay = 500 * time.Millisecond
	progressTick  = 100 * time.Millisecond
)

// newProgress starts the status line of a run; it is cleared for good when
// ctx ends (an interrupt, or the end of the run).
func newProgress(ctx context.Context, con *console) *progress {
	p := &progress{con: con, start: time.Now(), name: "starting"}
	p.mu.Lock()
	p.resumeLocked()
	p.mu.Unlock()
	go func() {
		<-ctx.Done()
		p.mu.Lock()
		p.closed = true
		p.mu.Unlock()
		p.done()
	}()
	return p
}

// resumeLocked starts the drawing loop unless it runs or the line is
// closed.
func (p *progress) resumeLocked() {
	if p.drawing != nil || p.closed || !p.con.terminal() {
		return
	}
	stop := make(chan struct{})
	p.drawing = stop
	go func() {
		if wait := progressDelay - time.Since(p.start); wait > 0 {
			select {
			case <-time.After(wait):
			case <-stop:
				return
			}
		}
		t := time.NewTicker(progressTick)
		defer t.Stop()
		for {
			p.draw(stop)
			select {
			case <-t.C:
			case <-stop:
				return
			}
		}
	}()
}

// phase names a step that reports no counts (opening the projects,
// waiting for the compiler).
func (p *progress) phase(name string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.name, p.label, p.done_, p.total = name, "", 0, 0
	p.resumeLocked()
}

// callback is the engine's progress callback for one project; label names
// it when the run covers several projects.
func (p *progress) callback(root string, projects int) workspace.Progress {
	label := ""
	if projects > 1 {
		label = filepath.Base(root)
	}
	return func(u workspace.ProgressUpdate) {
		p.mu.Lock()
		defer p.mu.Unlock()
		// The engine's updates only grow within a call; a new project is
		// a new call, starting at 0.
		p.name, p.label = u.Message, label
		p.done_, p.total = u.Done, u.Total
		p.resumeLocked()
	}
}

// line renders the status line.
func (p *progress) line(width int) string {
	p.mu.Lock()
	defer p.mu.Unlock()
	var b strings.Builder
	b.WriteString(p.name)
	if p.label != "" {
		b.WriteString(" " + p.label)
	}
	if p.total > 0 {
		const bar = 20
		done := min(max(p.done_, 0), p.total)
		filled := done * bar / p.total
		fmt.Fprintf(&b, " [%s%s] %d%%", strings.Repeat("=", filled), strings.Repeat(" ", bar-filled), done*100/p.total)
	} else {
		b.WriteString(" ...")
	}
	fmt.Fprintf(&b, " %ds", int(time.Since(p.start).Seconds()))
	s := b.String()
	if r := []rune(s); len(r) > width-1 {
		s = string(r[:width-1])
	}
	return s
}

// draw draws the line unless the loop was stopped meanwhile.
func (p *progress) draw(stop chan struct{}) {
	s := p.line(p.con.width())
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.drawing == stop {
		p.con.setStatus(s)
	}
}

// done stops drawing and clears the line, before the command prints its
// output; a later callback or phase draws it again (until the run ends).
func (p *progress) done() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.drawing != nil {
		close(p.drawing)
		p.drawing = nil
	}
	p.con.setStatus("")
}

// interruptedBy is the signal that cancelled the run (0: none): main then
// exits with 128 plus its number, as a shell reports a command a signal
// stopped.
var interruptedBy atomic.Int32

// interruptible is the context of a command line run: cancelled by SIGINT,
// SIGTERM or SIGHUP so that the work stops, files stay consistent (a fix
// being written is all or nothing) and the status line is cleared before
// exit. A second signal ends the process at once.
func interruptible() (context.Context, func()) {
	ctx, cancel := context.WithCancel(context.Background())
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	go func() {
		select {
		case s := <-sigs:
			signal.Stop(sigs)
			if n, ok := s.(syscall.Signal); ok {
				interruptedBy.CompareAndSwap(0, int32(n))
			}
			cancel()
		case <-ctx.Done():
		}
	}()
	return ctx, func() { signal.Stop(sigs); cancel() }
}
