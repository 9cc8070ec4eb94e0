//go:build linux

package store

import (
	"bufio"
	"bytes"
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
	"unsafe"
)

// mappedRss returns the resident KiB of this process's mappings of path, from /proc/self/smaps,
// and whether any mapping of it exists.
func mappedRss(t *testing.T, path string) (kib int, mapped bool) {
	t.Helper()
	f, err := os.Open("/proc/self/smaps")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	in := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		fields := strings.Fields(line)
		if len(fields) >= 5 && strings.Contains(fields[0], "-") && !strings.HasSuffix(fields[0], ":") {
			in = len(fields) >= 6 && strings.Join(fields[5:], " ") == path
			mapped = mapped || in
			continue
		}
		if in && len(fields) == 3 && fields[0] == "Rss:" {
			n, err := strconv.Atoi(fields[1])
			if err != nil {
				t.Fatal(err)
			}
			kib += n
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return kib, mapped
}

// A session kept open across a batch of work holds few pages of the file resident after its
// transactions, at most those of the last ones since a release (spend): neither the writes
// that rewrote megabytes of leaves nor the reads of every value keep theirs, and what it reads
// afterwards is every byte it wrote.
func TestSessionHoldsNoMappedPages(t *testing.T) {
	path := sharedPath(t)
	s := mustOpen(t, Options{Path: path})
	f := s.file()
	f.linger = time.Hour // one session for the whole test: only madvise can drop its pages
	const n, size = 1200, 20 << 10
	const most = 2 << 10 // KiB: a few transactions' worth (releaseEvery); 24 MB are touched
	value := func(i int) []byte { return bytes.Repeat([]byte{byte(i), byte(i >> 8), 0x5a}, size/3) }
	keys := make([]Key, n)
	for batch := range 4 {
		kv := map[Key][]byte{}
		for i := batch; i < n; i += 4 {
			keys[i] = nkey(i)
			kv[keys[i]] = value(i)
		}
		if err := s.PutMany(ProjectResults, kv); err != nil {
			t.Fatal(err)
		}
	}
	if kib, mapped := mappedRss(t, path); !mapped || kib > most {
		t.Fatalf("after writing %d KiB: %d KiB of the file resident (mapped: %v), want the session open and at most %d KiB",
			n*size>>10, kib, mapped, most)
	}
	got := s.GetMany(ProjectResults, keys)
	if kib, mapped := mappedRss(t, path); !mapped || kib > most {
		t.Fatalf("after reading %d KiB: %d KiB of the file resident (mapped: %v), want the session open and at most %d KiB",
			n*size>>10, kib, mapped, most)
	}
	for i, k := range keys {
		if !bytes.Equal(got[k], value(i)) {
			t.Fatalf("value %d read back as %d bytes, want the %d written", i, len(got[k]), len(value(i)))
		}
	}
	// A small read does not release on its own: the pages every lookup walks stay until
	// releaseEvery is spent, instead of faulting in again for each read.
	f.mu.Lock()
	cur := f.cur
	f.mu.Unlock()
	f.txMu.Lock()
	releaseMapped(cur)
	cur.spent = 0
	f.txMu.Unlock()
	mustGet(t, s, ProjectResults, keys[0], value(0))
	if kib, _ := mappedRss(t, path); kib == 0 {
		t.Fatal("a read of one value released the pages it touched")
	}
}

// mappedLength finds the length of a mapping from its first byte only.
func TestMappedLength(t *testing.T) {
	page := os.Getpagesize()
	file, err := os.Create(t.TempDir() + "/mapped")
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	if err := file.Truncate(int64(5 * page)); err != nil {
		t.Fatal(err)
	}
	b, err := syscall.Mmap(int(file.Fd()), 0, 3*page, syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		t.Fatal(err)
	}
	defer syscall.Munmap(b)
	addr := uintptr(unsafe.Pointer(&b[0]))
	if got := mappedLength(addr); got != uintptr(3*page) {
		t.Errorf("mappedLength(start) = %d, want %d", got, 3*page)
	}
	if got := mappedLength(addr + uintptr(page)); got != 0 {
		t.Errorf("mappedLength(inside) = %d, want 0: no mapping starts there", got)
	}
}
