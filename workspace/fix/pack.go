package fix

import (
	"bytes"
	"compress/flate"
	"encoding/binary"
	"errors"
	"io"
	"sync"
)

// A plan to commit holds each new content compressed from the moment its
// fixes are computed until txn stages it: a bulk fix over a large project
// would otherwise hold every new content (43 MB for PC0037 over Base
// Application) next to the project summary at the peak of its planning.
// AL source compresses to a fraction of its size at flate's fastest level,
// which costs far less than computing the fixes.
//
// The packed form is the content's length (uvarint), then its deflate
// stream, so that unpack, which txn calls twice per file (to hash and to
// stage), allocates the content once at its size: read to its end by
// doubling, the 57 MB of new content of PC0037 over Base Application cost
// twice that again in garbage during the commit, on top of the heap's peak.

// packers and unpackers reuse flate's writers and readers, whose state is
// large next to a file.
var (
	packers = sync.Pool{New: func() any {
		w, _ := flate.NewWriter(nil, flate.BestSpeed) // the level is valid: no error
		return w
	}}
	unpackers sync.Pool // io.ReadCloser that is a flate.Resetter
)

// maxDeflateRatio bounds how much larger than its deflate stream a content
// can be (deflate's limit is about 1032:1): a length beyond it is damage,
// not a reason to allocate.
const maxDeflateRatio = 1100

var errDamagedPack = errors.New("fix: damaged packed content")

// pack compresses b.
func pack(b []byte) []byte {
	var buf bytes.Buffer
	buf.Grow(len(b)/4 + 64)
	var n [binary.MaxVarintLen64]byte
	buf.Write(n[:binary.PutUvarint(n[:], uint64(len(b)))])
	w := packers.Get().(*flate.Writer)
	defer packers.Put(w)
	w.Reset(&buf)
	// Writing to a bytes.Buffer does not fail.
	w.Write(b)
	w.Close()
	return bytes.Clone(buf.Bytes())
}

// unpack is the content that pack compressed into packed.
func unpack(packed []byte) ([]byte, error) {
	size, k := binary.Uvarint(packed)
	if k <= 0 || size > uint64(len(packed)-k)*maxDeflateRatio {
		return nil, errDamagedPack
	}
	src := bytes.NewReader(packed[k:])
	var r io.ReadCloser
	if pooled, ok := unpackers.Get().(io.ReadCloser); ok {
		r = pooled
		if err := r.(flate.Resetter).Reset(src, nil); err != nil {
			return nil, err
		}
	} else {
		r = flate.NewReader(src)
	}
	defer unpackers.Put(r)
	out := make([]byte, size)
	if _, err := io.ReadFull(r, out); err != nil {
		return nil, errDamagedPack
	}
	// The stream must end exactly there.
	var one [1]byte
	if n, err := r.Read(one[:]); n != 0 || err != io.EOF {
		return nil, errDamagedPack
	}
	return out, nil
}
