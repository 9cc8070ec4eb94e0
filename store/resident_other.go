//go:build !linux

package store

// adviseDontNeed does nothing here: the mapping's resident pages are released when the
// session closes the file.
func adviseDontNeed(addr, length uintptr) error { return nil }

// mappedLength reports no mapping: nothing is advised.
func mappedLength(addr uintptr) uintptr { return 0 }
