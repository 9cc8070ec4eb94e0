package store

import "sync"

// counters track what Stats reports, updated by each backend after every committed change so that
// Stats and the budget check never scan the data.
type counters struct {
	mu          sync.Mutex
	buckets     [lastBucket + 1]BucketStats // indexed by Bucket; [0] unused
	fileEntries int
	retained    int
}

func (c *counters) addValues(b Bucket, entries int, bytes int64) {
	c.mu.Lock()
	c.buckets[b].Entries += entries
	c.buckets[b].Bytes += bytes
	c.mu.Unlock()
}

func (c *counters) addFileEntries(n int) {
	c.mu.Lock()
	c.fileEntries += n
	c.mu.Unlock()
}

func (c *counters) addRetained(n int) {
	c.mu.Lock()
	c.retained += n
	c.mu.Unlock()
}

func (c *counters) reset() {
	c.mu.Lock()
	c.buckets = [lastBucket + 1]BucketStats{}
	c.fileEntries, c.retained = 0, 0
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

// fill copies the counters into st.
func (c *counters) fill(st *Stats) {
	c.mu.Lock()
	defer c.mu.Unlock()
	st.Buckets = make(map[Bucket]BucketStats, len(cacheBuckets))
	st.ValueBytes = 0
	for _, b := range cacheBuckets {
		st.Buckets[b] = c.buckets[b]
		st.ValueBytes += c.buckets[b].Bytes
	}
	st.FileIndexEntries = c.fileEntries
	st.RetainedSnapshots = c.retained
}

// valueDelta accumulates the counter changes of one transaction, applied only once it commits.
type valueDelta [lastBucket + 1]BucketStats

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
