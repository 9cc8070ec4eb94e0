package store

import (
	"context"
	"sync"
	"sync/atomic"
	"time"
)

// memBackend keeps everything in maps. It counts sizes exactly as the bbolt backend does (value
// plus header) so that a budget means the same in both.
type memBackend struct {
	mu      sync.RWMutex
	values  [lastBucket + 1]map[Key]*memEntry // indexed by Bucket; [0] unused
	files   map[string]map[string]FileEntry
	refs    map[Key]int
	now     func() int64
	counter counters
}

type memEntry struct {
	payload  []byte
	accessed atomic.Int64
}

func (e *memEntry) size() int64 { return int64(valueHeaderLen + len(e.payload)) }

func newMemBackend() *memBackend {
	m := &memBackend{
		files: make(map[string]map[string]FileEntry),
		refs:  make(map[Key]int),
		now:   func() int64 { return time.Now().UnixNano() },
	}
	for _, b := range cacheBuckets {
		m.values[b] = make(map[Key]*memEntry)
	}
	return m
}

func (m *memBackend) get(b Bucket, k Key) ([]byte, bool) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	e, ok := m.values[b][k]
	if !ok {
		return nil, false
	}
	e.accessed.Store(m.now())
	out := make([]byte, len(e.payload))
	copy(out, e.payload)
	return out, true
}

func (m *memBackend) getMany(b Bucket, keys []Key) map[Key][]byte {
	out := make(map[Key][]byte, len(keys))
	for _, k := range keys {
		if v, ok := m.get(b, k); ok {
			out[k] = v
		}
	}
	return out
}

func (m *memBackend) put(b Bucket, kv map[Key][]byte) error {
	var d valueDelta
	m.mu.Lock()
	defer m.mu.Unlock()
	now := m.now()
	for k, v := range kv {
		e := &memEntry{payload: append([]byte{}, v...)}
		e.accessed.Store(now)
		if old, ok := m.values[b][k]; ok {
			d.add(b, -1, -old.size())
		}
		m.values[b][k] = e
		d.add(b, 1, e.size())
	}
	m.counter.apply(&d)
	return nil
}

func (m *memBackend) delete(b Bucket, k Key) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if old, ok := m.values[b][k]; ok {
		delete(m.values[b], k)
		m.counter.addValues(b, -1, -old.size())
	}
	return nil
}

func (m *memBackend) fileIndex(project string) (map[string]FileEntry, error) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	out := make(map[string]FileEntry, len(m.files[project]))
	for p, e := range m.files[project] {
		out[p] = e
	}
	return out, nil
}

func (m *memBackend) putFileIndex(project string, updates map[string]FileEntry, removed []string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	idx := m.files[project]
	if idx == nil {
		idx = make(map[string]FileEntry, len(updates))
		m.files[project] = idx
	}
	n := len(idx)
	for p, e := range updates {
		// Keep only what the bbolt backend would keep, so both modes return the same entries.
		e.ModTime = time.Unix(e.ModTime.Unix(), int64(e.ModTime.Nanosecond()))
		idx[p] = e
	}
	for _, p := range removed {
		delete(idx, p)
	}
	m.counter.addFileEntries(len(idx) - n)
	if len(idx) == 0 {
		delete(m.files, project)
	}
	return nil
}

func (m *memBackend) adjustRef(k Key, delta int) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	n := m.refs[k]
	if n+delta < 0 {
		return ErrNotRetained
	}
	switch {
	case n == 0 && n+delta > 0:
		m.counter.addRetained(1)
	case n > 0 && n+delta == 0:
		m.counter.addRetained(-1)
	}
	if n+delta == 0 {
		delete(m.refs, k)
	} else {
		m.refs[k] = n + delta
	}
	return nil
}

// flushAccess has nothing to do: reads update access times in place.
func (m *memBackend) flushAccess() error { return nil }

func (m *memBackend) candidates(ctx context.Context) ([]entryInfo, error) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	var out []entryInfo
	for _, b := range cacheBuckets {
		for k, e := range m.values[b] {
			if b == Snapshots && m.refs[k] > 0 {
				continue
			}
			out = append(out, entryInfo{bucket: b, key: k, size: e.size(), accessed: e.accessed.Load()})
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func (m *memBackend) evict(ctx context.Context, entries []entryInfo) (int, int64, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var d valueDelta
	n, bytes := 0, int64(0)
	defer func() { m.counter.apply(&d) }()
	for i, c := range entries {
		if i%1024 == 0 && ctx.Err() != nil {
			return n, bytes, ctx.Err()
		}
		e, ok := m.values[c.bucket][c.key]
		if !ok || e.accessed.Load() != c.accessed || e.size() != c.size {
			continue
		}
		if c.bucket == Snapshots && m.refs[c.key] > 0 {
			continue
		}
		delete(m.values[c.bucket], c.key)
		d.add(c.bucket, -1, -e.size())
		n++
		bytes += e.size()
	}
	return n, bytes, nil
}

// compact has nothing to do in memory: deleted entries are garbage collected by Go.
func (m *memBackend) compact(context.Context) (bool, error) { return false, nil }

func (m *memBackend) stats() Stats {
	st := Stats{InMemory: true}
	m.counter.fill(&st)
	return st
}

func (m *memBackend) close() error {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, b := range cacheBuckets {
		m.values[b] = make(map[Key]*memEntry)
	}
	m.files = make(map[string]map[string]FileEntry)
	m.refs = make(map[Key]int)
	m.counter.reset()
	return nil
}

func (m *memBackend) valueBytes() int64 { return m.counter.valueBytes() }
