package fix

import (
	"bytes"
	"compress/flate"
	"io"
	"sync"
)

// A plan to commit holds each new content compressed from the moment its
// fixes are computed until txn stages it: a bulk fix over a large project
// would otherwise hold every new content (43 MB for PC0037 over Base
// Application) next to the project summary at the peak of its planning.
// AL source compresses to a fraction of its size at flate's fastest level,
// which costs far less than computing the fixes.

// packers reuses flate's writers, whose state is large next to a file.
var packers = sync.Pool{New: func() any {
	w, _ := flate.NewWriter(nil, flate.BestSpeed) // the level is valid: no error
	return w
}}

// pack compresses b.
func pack(b []byte) []byte {
	var buf bytes.Buffer
	buf.Grow(len(b)/4 + 64)
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
	r := flate.NewReader(bytes.NewReader(packed))
	defer r.Close()
	return io.ReadAll(r)
}
