package almcp

import (
	"strings"
	"sync"
	"unicode/utf8"
)

// ringBuffer keeps the last max bytes written to it. It is safe for
// concurrent use; os/exec writes a child's stderr into it from its own
// goroutine.
type ringBuffer struct {
	mu  sync.Mutex
	max int
	buf []byte
}

func newRingBuffer(max int) *ringBuffer { return &ringBuffer{max: max} }

// Write appends p, dropping the oldest bytes beyond the limit. It never fails.
func (r *ringBuffer) Write(p []byte) (int, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	n := len(p)
	if len(p) >= r.max {
		r.buf = append(r.buf[:0], p[len(p)-r.max:]...)
		return n, nil
	}
	if over := len(r.buf) + len(p) - r.max; over > 0 {
		r.buf = append(r.buf[:0], r.buf[over:]...)
	}
	r.buf = append(r.buf, p...)
	return n, nil
}

// Tail returns at most n bytes from the end, starting at a line start when
// one is near and never inside a UTF-8 sequence, with surrounding space
// trimmed.
func (r *ringBuffer) Tail(n int) string {
	r.mu.Lock()
	b := r.buf
	if len(b) > n {
		b = b[len(b)-n:]
		if i := strings.IndexByte(string(b), '\n'); i >= 0 && i < len(b)/2 {
			b = b[i+1:]
		}
		for len(b) > 0 && !utf8.RuneStart(b[0]) {
			b = b[1:]
		}
	}
	s := string(b)
	r.mu.Unlock()
	return strings.TrimSpace(s)
}
