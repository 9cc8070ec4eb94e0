package workspace

import (
	"crypto/sha256"
	"hash"
	"slices"
	"sort"
)

// This file keeps what lets a call after a few changed files cost those
// files rather than the whole snapshot: the log of the snapshot entries
// that changed (by generation, p.gen) and the snapshot digest kept per
// chunk of paths. It must not decide what a digest hashes (keys.go) nor
// when an entry changes (project.go's record, noteHash, forget).

// maxChangeLog bounds the logged changes: past it the older half is
// dropped, and a caller whose generation is older walks every path.
const maxChangeLog = 4096

// snapshotChange is one change of a snapshot entry: the path and p.gen
// right after it.
type snapshotChange struct {
	gen  uint64
	path string
}

// logChangeLocked records that path's entry just changed (p.gen counts
// it already).
func (p *Project) logChangeLocked(path string) {
	if len(p.changes) >= maxChangeLog {
		half := len(p.changes) / 2
		p.changesFrom = p.changes[half-1].gen
		p.changes = slices.Clone(p.changes[half:])
	}
	p.changes = append(p.changes, snapshotChange{gen: p.gen, path: path})
}

// resetChangesLocked starts the log again at the current generation (the
// entries were all made anew).
func (p *Project) resetChangesLocked() {
	p.changes, p.changesFrom = nil, p.gen
}

// changedSinceLocked returns the paths whose entries changed after
// generation gen, each once, in no particular order; false when the log
// no longer reaches back to gen.
func (p *Project) changedSinceLocked(gen uint64) ([]string, bool) {
	if gen < p.changesFrom || gen > p.gen {
		return nil, false
	}
	i := sort.Search(len(p.changes), func(i int) bool { return p.changes[i].gen > gen })
	var out []string
	for _, c := range p.changes[i:] {
		if !slices.Contains(out, c.path) {
			out = append(out, c.path)
		}
	}
	return out, true
}

// digestMemo is the snapshot digest of the path list listed (the
// snapshot's own list, shared) under parseKey as of generation gen, with
// its chunk digests (keys.go).
type digestMemo struct {
	gen           uint64
	listed        []string
	parseKey, sum [32]byte
	chunks        [][32]byte
}

// snapshotDigest hashes the paths with their known content hashes (see
// keys.go); false when some hash is not known yet. For the snapshot's own
// path list it keeps the chunk digests, and after a few changed entries
// hashes again only the chunks that hold them.
func (p *Project) snapshotDigest(paths []string, parseKey [32]byte) ([32]byte, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	m := &p.digest
	listed := p.isListedLocked(paths)
	if listed && m.chunks != nil && m.parseKey == parseKey && samePaths(m.listed, paths) && &m.listed[0] == &paths[0] {
		if m.gen == p.gen {
			return m.sum, true
		}
		if changed, ok := p.changedSinceLocked(m.gen); ok && len(changed) <= len(m.chunks) {
			if sum, ok := p.redigestLocked(m, changed); ok {
				return sum, true
			}
			return [32]byte{}, false
		}
	}
	chunks := make([][32]byte, (len(paths)+digestChunk-1)/digestChunk)
	h, buf := sha256.New(), make([]byte, 0, 8<<10)
	for c := range chunks {
		d, ok := p.chunkLocked(h, &buf, paths, c)
		if !ok {
			return [32]byte{}, false
		}
		chunks[c] = d
	}
	sum := snapshotRoot(parseKey, chunks)
	if listed && len(paths) > 0 {
		*m = digestMemo{gen: p.gen, listed: paths, parseKey: parseKey, sum: sum, chunks: chunks}
	}
	return sum, true
}

// redigestLocked brings m up to date after the entries of changed
// changed: the chunks holding them are hashed again. m is left as it was
// when some hash is not known.
func (p *Project) redigestLocked(m *digestMemo, changed []string) ([32]byte, bool) {
	h, buf := sha256.New(), make([]byte, 0, 8<<10)
	redone := map[int][32]byte{}
	for _, path := range changed {
		i, found := slices.BinarySearch(m.listed, path)
		if !found {
			continue // not among the paths (a change of the list is a new list)
		}
		c := i / digestChunk
		if _, done := redone[c]; done {
			continue
		}
		d, ok := p.chunkLocked(h, &buf, m.listed, c)
		if !ok {
			return [32]byte{}, false
		}
		redone[c] = d
	}
	for c, d := range redone {
		m.chunks[c] = d
	}
	m.sum, m.gen = snapshotRoot(m.parseKey, m.chunks), p.gen
	return m.sum, true
}

// chunkLocked returns the digest of chunk c of paths; false when a path
// of it has no known hash.
func (p *Project) chunkLocked(h hash.Hash, buf *[]byte, paths []string, c int) ([32]byte, bool) {
	part := paths[c*digestChunk : min(len(paths), (c+1)*digestChunk)]
	var hashes [digestChunk][32]byte
	for i, path := range part {
		e, ok := p.files[path]
		if !ok || !e.hashed {
			return [32]byte{}, false
		}
		hashes[i] = e.hash
	}
	p.digestChunks.Add(1)
	return chunkDigest(h, buf, part, hashes[:len(part)]), true
}
