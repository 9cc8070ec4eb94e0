package cputime

import (
	"runtime"
	"testing"
	"time"
)

func TestProcessGrowsWithWork(t *testing.T) {
	before, ok := Process()
	if !ok {
		t.Skipf("no CPU time on %s", runtime.GOOS)
	}
	// Spin until the clock moves: CPU time is counted in ticks (often 1-10 ms).
	x, start := 0, time.Now()
	for i := 0; ; i++ {
		x += i
		if i%1_000_000 == 0 {
			if now, _ := Process(); now > before {
				break
			}
			if time.Since(start) > 20*time.Second {
				t.Fatalf("CPU time stayed %v through 20 s of spinning", before)
			}
		}
	}
	_ = x
	if Used() <= 0 {
		t.Fatal("Used reports no CPU time after work")
	}
}
