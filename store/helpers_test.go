package store

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"log/slog"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// key returns a distinct test key.
func key(s string) Key { return sha256.Sum256([]byte(s)) }

// logBuffer collects log output safely from several goroutines.
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.String()
}

func newLogger() (*slog.Logger, *logBuffer) {
	lb := &logBuffer{}
	return slog.New(slog.NewTextHandler(lb, nil)), lb
}

// mode is one way of opening a store: on disk or in memory.
type mode struct {
	name string
	path func(t *testing.T) string
}

var modes = []mode{
	{"bolt", func(t *testing.T) string { return filepath.Join(t.TempDir(), "cache.db") }},
	{"memory", func(*testing.T) string { return "" }},
}

func forEachMode(t *testing.T, fn func(t *testing.T, path string)) {
	for _, m := range modes {
		t.Run(m.name, func(t *testing.T) { fn(t, m.path(t)) })
	}
}

func mustOpen(t *testing.T, opts Options) *Store {
	t.Helper()
	s, err := Open(opts)
	if err != nil {
		t.Fatalf("Open(%+v): %v", opts, err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// fakeClock is a clock that advances by one microsecond on every reading, so that every write
// and read gets a distinct, ordered time.
type fakeClock struct{ t atomic.Int64 }

func (c *fakeClock) now() int64 { return c.t.Add(int64(time.Microsecond)) }

// useFakeClock makes the store's backend read time from a fake clock and record every access.
func useFakeClock(s *Store) *fakeClock {
	c := &fakeClock{}
	c.t.Store(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC).UnixNano())
	switch be := s.be.(type) {
	case *boltBackend:
		be.mu.Lock()
		be.now = c.now
		be.touchGranularity = 0
		be.mu.Unlock()
	case *memBackend:
		be.mu.Lock()
		be.now = c.now
		be.mu.Unlock()
	default:
		panic(fmt.Sprintf("unknown backend %T", be))
	}
	return c
}

func mustGet(t *testing.T, s *Store, b Bucket, k Key, want []byte) {
	t.Helper()
	got, ok := s.Get(b, k)
	if !ok {
		t.Fatalf("Get(%s, %x): missing, want %q", b, k[:4], want)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("Get(%s, %x) = %q, want %q", b, k[:4], got, want)
	}
}

func mustMiss(t *testing.T, s *Store, b Bucket, k Key) {
	t.Helper()
	if got, ok := s.Get(b, k); ok {
		t.Fatalf("Get(%s, %x) = %q, want a miss", b, k[:4], got)
	}
}

func mustContain(t *testing.T, text, want string) {
	t.Helper()
	if !strings.Contains(text, want) {
		t.Fatalf("log does not mention %q:\n%s", want, text)
	}
}
