package store

import (
	"encoding/binary"
	"sync"
)

// bucketStats describes the contents of one bucket.
type bucketStats struct {
	Entries int
	Bytes   int64 // stored bytes of the values, headers included
}

// counters track what the budget check needs, so that it never scans the data. They are read
// from the file when a session opens (no other process writes while a session is open) and kept
// up to date by every committed change; a writable session stores them when it ends.
type counters struct {
	mu          sync.Mutex
	buckets     [lastBucket + 1]bucketStats // indexed by Bucket; [0] unused
	fileEntries int
}

// initialCounts is the stored form of the counters.
type initialCounts struct {
	values      valueDelta
	fileEntries int
}

func (c *counters) set(ic initialCounts) {
	c.mu.Lock()
	c.buckets = ic.values
	c.fileEntries = ic.fileEntries
	c.mu.Unlock()
}

func (c *counters) snapshot() initialCounts {
	c.mu.Lock()
	defer c.mu.Unlock()
	return initialCounts{values: c.buckets, fileEntries: c.fileEntries}
}

func (c *counters) reset() { c.set(initialCounts{}) }

func (c *counters) addFileEntries(n int) {
	c.mu.Lock()
	c.fileEntries += n
	c.mu.Unlock()
}

// valueBytes returns the stored bytes of all cached values.
func (c *counters) valueBytes() int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	var n int64
	for _, b := range cacheBuckets {
		n += c.buckets[b].Bytes
	}
	return n
}

// valueDelta accumulates the counter changes of one transaction, applied only once it commits.
type valueDelta [lastBucket + 1]bucketStats

func (d *valueDelta) add(b Bucket, entries int, bytes int64) {
	d[b].Entries += entries
	d[b].Bytes += bytes
}

func (c *counters) apply(d *valueDelta) {
	c.mu.Lock()
	for b := range d {
		c.buckets[b].Entries += d[b].Entries
		c.buckets[b].Bytes += d[b].Bytes
	}
	c.mu.Unlock()
}

// countsFormat is the version of the encoding of initialCounts: the format byte, then for each
// cache bucket its entries and bytes, then file-index entries, each a big-endian uint64.
const countsFormat = 2

func encodeCounts(c initialCounts) []byte {
	out := []byte{countsFormat}
	for _, b := range cacheBuckets {
		out = binary.BigEndian.AppendUint64(out, uint64(c.values[b].Entries))
		out = binary.BigEndian.AppendUint64(out, uint64(c.values[b].Bytes))
	}
	return binary.BigEndian.AppendUint64(out, uint64(c.fileEntries))
}

func decodeCounts(v []byte) (initialCounts, bool) {
	var c initialCounts
	if len(v) != 1+8*(2*len(cacheBuckets)+1) || v[0] != countsFormat {
		return c, false
	}
	next := func() int64 {
		n := int64(binary.BigEndian.Uint64(v[1:9]))
		v = v[8:]
		return n
	}
	for _, b := range cacheBuckets {
		c.values[b].Entries = int(next())
		c.values[b].Bytes = next()
	}
	c.fileEntries = int(next())
	return c, true
}

// storeStats describes the file a store uses now, from its counters (for tests and debugging).
type storeStats struct {
	Path             string
	Private          bool // a temporary file of this process
	Fallback         bool // private, standing in for the configured file
	Buckets          map[Bucket]bucketStats
	ValueBytes       int64 // sum of Buckets[*].Bytes, the figure held under the budget
	FileIndexEntries int
	PendingAccess    int // access times recorded in memory, not yet written
	FileSize         int64
}

func (s *Store) stats() storeStats {
	f := s.file()
	if f == nil {
		return storeStats{}
	}
	st := storeStats{Path: f.path, Private: f.private, Fallback: f.private && s.shared != nil,
		Buckets: make(map[Bucket]bucketStats, len(cacheBuckets)), FileSize: fileSize(f.path)}
	f.counter.mu.Lock()
	for _, b := range cacheBuckets {
		st.Buckets[b] = f.counter.buckets[b]
		st.ValueBytes += f.counter.buckets[b].Bytes
	}
	st.FileIndexEntries = f.counter.fileEntries
	f.counter.mu.Unlock()
	f.pendingMu.Lock()
	st.PendingAccess = len(f.pending)
	f.pendingMu.Unlock()
	return st
}
