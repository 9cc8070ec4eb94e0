package workspace

import (
	"sync"

	"github.com/alfix/alfix/store"
)

// flushEvery bounds how many cache entries wait in memory before they are
// written in one store transaction.
const flushEvery = 2000

// writeBack batches cache writes: every batch of store writes costs fsyncs
// and holds the shared cache file's lock, so a cold analysis of thousands of
// files must not write each result on its own. Entries are flushed when the batch is full and at the
// end of every call (after an edit's call, on a goroutine: flushAfter); a crash loses at most one
// batch of cache entries, which costs only time.
type writeBack struct {
	mu      sync.Mutex
	pending map[store.Bucket]map[[32]byte][]byte
	n       int
	// flushing is the batch a flush is writing now (cacheGet still reads
	// it), and writing lets one flush write at a time, in call order.
	flushing map[store.Bucket]map[[32]byte][]byte
	writing  sync.Mutex
	// later are results to encode and write once the call is done
	// (rememberLater), on a goroutine bg waits for.
	later []laterPut
	bg    sync.WaitGroup
}

// laterPut is one result rememberLater queued.
type laterPut struct {
	key [32]byte
	r   *fileResult
}

// put queues one entry; it flushes when the batch is full.
func (p *Project) cachePut(b store.Bucket, k [32]byte, v []byte) {
	if !p.caching() {
		return
	}
	wb := &p.wb
	wb.mu.Lock()
	if wb.pending == nil {
		wb.pending = map[store.Bucket]map[[32]byte][]byte{}
	}
	m := wb.pending[b]
	if m == nil {
		m = map[[32]byte][]byte{}
		wb.pending[b] = m
	}
	if _, dup := m[k]; !dup {
		wb.n++
	}
	m[k] = v
	full := wb.n >= flushEvery
	wb.mu.Unlock()
	if full {
		p.flushCache()
	}
}

// caching reports whether the store keeps what is written to it: when it
// does not (a one-shot command under --store off), nothing is encoded for
// it nor queued.
func (p *Project) caching() bool { return !p.w.store.KeepsNothing() }

// flushCache writes the queued entries, one transaction per bucket.
func (p *Project) flushCache() {
	wb := &p.wb
	wb.writing.Lock()
	defer wb.writing.Unlock()
	wb.mu.Lock()
	pending := wb.pending
	wb.pending, wb.n = nil, 0
	wb.flushing = pending
	wb.mu.Unlock()
	for b, kv := range pending {
		if err := p.w.store.PutMany(b, kv); err != nil {
			p.w.log.Warn("writing cached results failed", "error", err)
		}
	}
	wb.mu.Lock()
	wb.flushing = nil
	wb.mu.Unlock()
}

// maxFlushAfter bounds the queued entries and file index entries a call
// leaves to flushAfter's goroutine: an edit's few (its file's results and
// declarations, the summary hash, its index entry). More are written
// before the call returns.
const maxFlushAfter = 64

// flushAfter writes what a call queued and the snapshot's changed file
// index entries. After an edit's call (incremental: the findings were
// assembled from the last call's) with few of them, it writes on another
// goroutine that Close waits for (waitLater), so that the call does not
// wait for the store's write session (its lock and syncs); a process that
// ends before it is done, or another one that reads meanwhile, loses only
// time. Otherwise, as after a cold analysis that another process may read
// at once, it writes before it returns.
func (p *Project) flushAfter(incremental bool) {
	wb := &p.wb
	wb.mu.Lock()
	few := incremental && wb.n <= maxFlushAfter
	wb.mu.Unlock()
	p.mu.Lock()
	few = few && len(p.indexDirty)+len(p.removed) <= maxFlushAfter
	p.mu.Unlock()
	write := func() {
		p.flushCache()
		if err := p.flushIndex(); err != nil {
			p.w.log.Warn("saving the file index failed", "root", p.Root, "error", err)
		}
	}
	if !few {
		write()
		return
	}
	wb.bg.Add(1)
	go func() {
		defer wb.bg.Done()
		write()
	}()
}

// cacheGet reads an entry, looking at the queue first.
func (p *Project) cacheGet(b store.Bucket, k [32]byte) ([]byte, bool) {
	if v, ok := p.pendingGet(b, k); ok {
		return v, true
	}
	return p.w.store.Get(b, k)
}

// pendingGet reads an entry from the queue of writes only.
func (p *Project) pendingGet(b store.Bucket, k [32]byte) ([]byte, bool) {
	wb := &p.wb
	wb.mu.Lock()
	v, ok := wb.pending[b][k]
	if !ok {
		v, ok = wb.flushing[b][k]
	}
	wb.mu.Unlock()
	return v, ok
}

// flushLater encodes and writes the results rememberLater queued, on
// another goroutine: the call that carried them over returns without
// waiting. Close waits for it (waitLater). A process that ends before
// it is done loses only time: the next one analyses those files again.
func (p *Project) flushLater() {
	wb := &p.wb
	wb.mu.Lock()
	later := wb.later
	wb.later = nil
	if len(later) > 0 {
		wb.bg.Add(1)
	}
	wb.mu.Unlock()
	if len(later) == 0 {
		return
	}
	go func() {
		defer wb.bg.Done()
		kv := make(map[[32]byte][]byte, len(later))
		for _, e := range later {
			// A result already in the store (it was read from there or
			// written there) is named, not written again.
			if at := e.r.stored.Load(); at != nil && *at != e.key {
				kv[e.key] = encodeAlias(*at)
				continue
			}
			kv[e.key] = encodeResult(e.r)
			e.r.stored.CompareAndSwap(nil, &e.key)
		}
		if err := p.w.store.PutMany(store.Analysis, kv); err != nil {
			p.w.log.Warn("writing cached results failed", "error", err)
		}
	}()
}

// waitLater writes what rememberLater queued and waits until every
// flushLater is done.
func (p *Project) waitLater() {
	p.flushLater()
	p.wb.bg.Wait()
}
