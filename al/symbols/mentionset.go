package symbols

import (
	"hash/maphash"
	"slices"
	"sync"
)

// A MentionSet is what Mentions reads of one file's text, kept so that a
// later Mentions question needs neither the text nor another pass over it:
// the set of its lower-case tokens, each as a 32-bit hash. It answers as
// Mentions would, except that a hash shared by two names may make it
// answer true where Mentions answers false (never the other way): a cache
// then analyses a file it could have kept, which costs time, not
// correctness. It lives in memory only (the hash seed is the process's).
type MentionSet struct {
	all    bool     // text Mentions takes to mention everything
	hashes []uint32 // sorted, without duplicates
}

// mentionSeed seeds the token hashes of every MentionSet of the process.
var mentionSeed = maphash.MakeSeed()

func mentionHash(lower []byte) uint32 { return uint32(maphash.Bytes(mentionSeed, lower)) }

// NewMentionSet returns the mention set of src.
func NewMentionSet(src []byte) *MentionSet {
	if !plainText(src) {
		return &MentionSet{all: true}
	}
	sc := mentionScratch.Get().(*mentionBufs)
	buf, hs := sc.buf[:0], sc.hashes[:0]
	eachMention(src, func(tok []byte) bool {
		buf = lowerInto(buf[:0], tok)
		hs = append(hs, mentionHash(buf))
		return false
	})
	slices.Sort(hs)
	// A copy of the distinct hashes: the set lives as long as the session,
	// and the array of every token's hash (several times the distinct
	// ones: 33 MiB held for 6 MiB on Base Application) is scratch.
	set := &MentionSet{hashes: slices.Clone(slices.Compact(hs))}
	if cap(hs) <= maxMentionScratch {
		sc.buf, sc.hashes = buf, hs
		mentionScratch.Put(sc)
	}
	return set
}

// mentionBufs is NewMentionSet's scratch: a token's lower-case bytes and
// every token's hash.
type mentionBufs struct {
	buf    []byte
	hashes []uint32
}

// mentionScratch pools NewMentionSet's scratch; maxMentionScratch bounds
// the hashes a pooled one may hold (a few large files must not pin their
// arrays for the session).
var mentionScratch = sync.Pool{New: func() any { return new(mentionBufs) }}

const maxMentionScratch = 64 << 10

// NameHashes are the hashes of a set of names (lower case) as a
// MentionSet compares them.
type NameHashes []uint32

// HashNames hashes names once for any number of MentionSet questions.
func HashNames(names map[string]bool) NameHashes {
	out := make(NameHashes, 0, len(names))
	for name, ok := range names {
		if ok {
			out = append(out, mentionHash([]byte(name)))
		}
	}
	return out
}

// Mentions reports whether the text may mention one of the names: true
// whenever Mentions(text, names) is.
func (m *MentionSet) Mentions(names NameHashes) bool {
	if len(names) == 0 {
		return false
	}
	if m.all {
		return true
	}
	for _, h := range names {
		if _, ok := slices.BinarySearch(m.hashes, h); ok {
			return true
		}
	}
	return false
}

// Size is the memory the set holds, in bytes (about).
func (m *MentionSet) Size() int { return 4*cap(m.hashes) + 32 }

// ChangeHashes is a DeclChange hashed once for any number of MentionSet
// questions (MentionSet.Affected).
type ChangeHashes struct {
	names NameHashes
	reads [][2]NameHashes // per read: its objects, its words
	// resolved marks the reads that SetRead.ReachedIn decides on a
	// file's resolved names (AffectedThrough).
	resolved []bool
}

// Hashes hashes the change's names and reads.
func (ch DeclChange) Hashes() ChangeHashes {
	out := ChangeHashes{names: HashNames(ch.Names)}
	for _, r := range ch.Reads {
		out.reads = append(out.reads, [2]NameHashes{HashNames(r.Objects), HashNames(r.Words)})
		out.resolved = append(out.resolved, r.resolvable())
	}
	return out
}

// Affected reports whether the text may depend on the change: true
// whenever DeclChange.Affects(text) is.
func (m *MentionSet) Affected(ch ChangeHashes) bool {
	if m.Mentions(ch.names) {
		return true
	}
	for _, r := range ch.reads {
		if m.Mentions(r[0]) && m.Mentions(r[1]) {
			return true
		}
	}
	return false
}

// AffectedThrough is Affected told apart by what makes the text affected:
// whole when it mentions one of the change's names or one of its reads
// that the file's resolved names cannot decide; otherwise reads lists the
// reads (indexes into DeclChange.Reads) whose objects and words it
// mentions, for SetRead.ReachedIn to decide on the file's resolved names.
// Neither: the text is not affected.
func (m *MentionSet) AffectedThrough(ch ChangeHashes) (whole bool, reads []int) {
	if m.Mentions(ch.names) {
		return true, nil
	}
	for i, r := range ch.reads {
		if m.Mentions(r[0]) && m.Mentions(r[1]) {
			if !ch.resolved[i] {
				return true, nil
			}
			reads = append(reads, i)
		}
	}
	return false, reads
}
