package memlimit

import (
	"runtime"
	"testing"
)

func TestLimit(t *testing.T) {
	for _, tc := range []struct {
		source, want int64
	}{
		{0, floor},
		{10 << 20, floor},
		{100 << 20, 300<<20 - reserve},
	} {
		if got := Limit(tc.source); got != tc.want {
			t.Errorf("Limit(%d) = %d, want %d", tc.source, got, tc.want)
		}
	}
	// The limit never exceeds the resident bound it stands for.
	if src := int64(500 << 20); Limit(src) > perSourceByte*src {
		t.Errorf("Limit(%d) = %d is over %d×source", src, Limit(src), perSourceByte)
	}
}

func TestGCShare(t *testing.T) {
	before := ReadCPU()
	var keep [][]byte
	for i := range 2000 {
		keep = append(keep, make([]byte, 64<<10))
		if i%100 == 0 {
			keep = nil
		}
	}
	runtime.GC()
	d := ReadCPU().Since(before)
	if d.GC <= 0 || d.Busy < d.GC {
		t.Fatalf("after collecting: %+v, want 0 < GC <= Busy", d)
	}
	if s := d.GCShare(); s <= 0 || s > 1 {
		t.Errorf("GCShare = %v, want in (0, 1]", s)
	}
	if s := (CPU{}).GCShare(); s != 0 {
		t.Errorf("GCShare of nothing = %v, want 0", s)
	}
	_ = keep
}
