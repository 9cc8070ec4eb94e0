package store

import (
	"bytes"
	"crypto/sha256"
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

// kind is one way of opening a store: on a shared file, or on a private temporary one.
type kind struct {
	name string
	path func(t *testing.T) string
}

var kinds = []kind{
	{"shared", func(t *testing.T) string { return filepath.Join(t.TempDir(), "cache.db") }},
	{"private", func(*testing.T) string { return "" }},
}

func forEachKind(t *testing.T, fn func(t *testing.T, path string)) {
	for _, k := range kinds {
		t.Run(k.name, func(t *testing.T) { fn(t, k.path(t)) })
	}
}

func sharedPath(t *testing.T) string { return kinds[0].path(t) }

func mustOpen(t *testing.T, opts Options) *Store {
	t.Helper()
	s, err := Open(opts)
	if err != nil {
		t.Fatalf("Open(%+v): %v", opts, err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// put stores one value.
func put(s *Store, b Bucket, k Key, v []byte) error { return s.PutMany(b, map[Key][]byte{k: v}) }

func mustPut(t *testing.T, s *Store, b Bucket, k Key, v []byte) {
	t.Helper()
	if err := put(s, b, k, v); err != nil {
		t.Fatalf("put(%s, %x): %v", b, k[:4], err)
	}
}

// fakeClock is a clock that advances by one microsecond on every reading, so that every write
// and read gets a distinct, ordered time.
type fakeClock struct{ t atomic.Int64 }

func (c *fakeClock) now() int64 { return c.t.Add(int64(time.Microsecond)) }

// useFakeClock makes the store's file read time from a fake clock and record every access. Call
// it before the store is used.
func useFakeClock(s *Store) *fakeClock {
	c := &fakeClock{}
	c.t.Store(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC).UnixNano())
	f := s.file()
	f.now = c.now
	f.touchGranularity = 0
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
		t.Fatalf("%q does not mention %q", text, want)
	}
}

// within fails the test when fn does not return within d: the store must never hang.
func within(t *testing.T, d time.Duration, what string, fn func()) {
	t.Helper()
	done := make(chan struct{})
	go func() {
		defer close(done)
		fn()
	}()
	select {
	case <-done:
	case <-time.After(d):
		t.Fatalf("%s did not return within %s", what, d)
	}
}
