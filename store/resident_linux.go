//go:build linux

package store

import (
	"bufio"
	"bytes"
	"os"
	"strconv"
	"syscall"
)

// adviseDontNeed tells the kernel that this process no longer needs the pages of its mapping
// of the database file in [addr, addr+length): madvise(MADV_DONTNEED). bbolt maps the file
// shared and read-only and never writes through the mapping, so the pages stay in the page
// cache and the file keeps every byte; only this process's page table entries go, and a later
// read faults the page back in from the page cache. addr must be page-aligned, and the range
// must lie inside the mapping (see mappedLength): on anonymous memory next to it the same
// call would zero the Go heap.
func adviseDontNeed(addr, length uintptr) error {
	if length == 0 {
		return nil
	}
	if _, _, errno := syscall.Syscall(syscall.SYS_MADVISE, addr, length, syscall.MADV_DONTNEED); errno != 0 {
		return errno
	}
	return nil
}

// mappedLength returns the length of the mapping of this process that starts at addr, as the
// kernel lists it in /proc/self/maps, or 0 when none starts there or the list cannot be read.
func mappedLength(addr uintptr) uintptr {
	f, err := os.Open("/proc/self/maps")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		// "start-end perms offset dev inode path", addresses in hexadecimal.
		line := sc.Bytes()
		dash := bytes.IndexByte(line, '-')
		sp := bytes.IndexByte(line, ' ')
		if dash <= 0 || sp <= dash {
			continue
		}
		start, err1 := strconv.ParseUint(string(line[:dash]), 16, 64)
		end, err2 := strconv.ParseUint(string(line[dash+1:sp]), 16, 64)
		if err1 != nil || err2 != nil || uintptr(start) != addr || end <= start {
			continue
		}
		return uintptr(end - start)
	}
	return 0
}
