package syntax

import (
	"runtime"
	"sync"
	"weak"
)

// buffers is the storage of one parse that Release hands to the next: the
// token, trivia and keyword arrays of the lexer and the first node and
// child slabs of the parser. A cold analysis parses every file twice (for
// the declarations, then for the rules) and drops each tree as soon as it
// is done with it; reusing these arrays spares the collector most of what
// a parse allocates.
type buffers struct {
	tokens []Token
	trivia []Trivia
	kw     []Keyword
	slab   []Node
	kids   []*Node
	large  bool // taken for a large source (idleLarge)
}

// idleBuffers holds the buffers of finished parses for the next ones, at
// most one per processor (the workspace parses with that many workers). A
// sync.Pool did this before; the collector empties a pool every other
// cycle, and a cold analysis of Base Application collects about a hundred
// times: 1,472 of its 17,700 parses found the pool empty and allocated all
// five arrays again (about 360 MB of its 3.4 GB allocated).
var idleBuffers = make(chan *buffers, max(runtime.GOMAXPROCS(0), 2))

// maxPooledTokens bounds the arrays Release hands on: those of a source up
// to 256 KB (the lexer's first guess is one token per 8 bytes). A pooled
// array keeps the size of the largest file it ever held, and the pool
// keeps one per worker for the whole session: Base Application's largest
// files (up to 780 KB) made them 8-9 MB each, about 15 MB of live heap for
// two workers. The 0.2% of files above the bound share idleLarge.
const maxPooledTokens = 256<<10/8 + 16

// idleLarge holds the arrays of the last large file released (above
// maxPooledTokens) weakly: the next large parse takes them if no
// collection came in between, and a collection frees them, so that they
// never add to the live heap. A declaration change parses the few files
// that spell a changed member to tell whether they reach it; in Base
// Application those include four of its largest (Sales Line, Purchase
// Line, Service Line: 0.3-0.7 MB each), about 20 MB of arrays per edit.
var idleLarge struct {
	sync.Mutex
	p weak.Pointer[buffers]
}

// large reports whether the parse of a source of n bytes takes its arrays
// from idleLarge instead of idleBuffers.
func large(n int) bool { return n/8+16 > maxPooledTokens }

// getBuffers returns the arrays for the parse of a source of n bytes.
func getBuffers(n int) *buffers {
	if large(n) {
		idleLarge.Lock()
		b := idleLarge.p.Value()
		idleLarge.p = weak.Pointer[buffers]{}
		idleLarge.Unlock()
		if b == nil {
			b = new(buffers)
		}
		b.large = true
		return b
	}
	select {
	case b := <-idleBuffers:
		return b
	default:
		return new(buffers)
	}
}

// reuse returns s emptied when it holds at least n elements, else a new
// slice of capacity n.
func reuse[T any](s []T, n int) []T {
	if cap(s) >= n {
		return s[:0]
	}
	return make([]T, 0, n)
}

// Release hands f's token, trivia and node storage to later parses. The
// caller must be done with f and with everything reached through it (its
// nodes, tokens and trivia, slices of them): afterwards f has no tokens,
// trivia or root, and the arrays it had hold another file's tree. Src,
// Lines, Errors and Directives are not reused. Releasing a File twice, or
// one that Parse did not return, does nothing.
func (f *File) Release() {
	b := f.bufs
	if b == nil {
		return
	}
	f.bufs = nil
	b.tokens, b.trivia = f.Tokens[:0], f.Trivia[:0]
	f.Tokens, f.Trivia, f.Root = nil, nil, nil
	if b.large || cap(b.tokens) > maxPooledTokens || cap(b.slab) > maxPooledTokens {
		// A large file's arrays go to the collector, unless a large
		// parse takes them first.
		idleLarge.Lock()
		idleLarge.p = weak.Make(b)
		idleLarge.Unlock()
		return
	}
	select {
	case idleBuffers <- b:
	default: // as many idle as workers: this one goes to the collector
	}
}
