package almcp

import (
	"strings"
	"testing"
)

func TestRingBuffer(t *testing.T) {
	r := newRingBuffer(16)
	if r.Tail(10) != "" {
		t.Error("empty buffer has a tail")
	}
	r.Write([]byte("0123456789"))
	r.Write([]byte("abcdefghij"))
	if got := string(r.buf); got != "456789abcdefghij" {
		t.Errorf("buf = %q", got)
	}
	r.Write([]byte(strings.Repeat("x", 40) + "END"))
	if got := string(r.buf); len(got) != 16 || !strings.HasSuffix(got, "END") {
		t.Errorf("after a big write buf = %q", got)
	}

	r = newRingBuffer(1024)
	r.Write([]byte("first line\nsecond line\nthird line\n"))
	if got := r.Tail(20); got != "third line" {
		t.Errorf("Tail(20) = %q; want the last whole line", got)
	}
	r = newRingBuffer(1024)
	r.Write([]byte("ééééé"))
	if got := r.Tail(5); got != "éé" {
		t.Errorf("Tail cut a UTF-8 sequence: %q", got)
	}
}
