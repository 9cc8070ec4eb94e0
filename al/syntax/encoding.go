package syntax

import (
	"bytes"
	"io"
	"unicode/utf16"
	"unicode/utf8"
)

// UTF-16 files are parsed through a UTF-8 transcoding: File.Src then holds
// the UTF-8 text (spans, Text and positions refer to it), File.Encoding names
// the original encoding, and Print encodes the pieces back, which gives the
// original bytes exactly. The transcoding is used only when it round-trips
// (even length, no unpaired surrogates); otherwise the file is kept as one
// unparsed piece with an "unsupported encoding" error.

// utf16Encoding returns "UTF-16LE" or "UTF-16BE" when src starts with a
// UTF-16 byte order mark, else "".
func utf16Encoding(src []byte) string {
	if len(src) >= 2 {
		switch {
		case src[0] == 0xFF && src[1] == 0xFE:
			return "UTF-16LE"
		case src[0] == 0xFE && src[1] == 0xFF:
			return "UTF-16BE"
		}
	}
	return ""
}

// transcodeUTF16 decodes a UTF-16 src (BOM included, which becomes U+FEFF)
// to UTF-8. ok is false when the result would not encode back to src.
func transcodeUTF16(src []byte, enc string) (out []byte, ok bool) {
	if len(src)%2 != 0 {
		return nil, false
	}
	be := enc == "UTF-16BE"
	units := make([]uint16, len(src)/2)
	for i := range units {
		if be {
			units[i] = uint16(src[2*i])<<8 | uint16(src[2*i+1])
		} else {
			units[i] = uint16(src[2*i]) | uint16(src[2*i+1])<<8
		}
	}
	out = make([]byte, 0, len(units)+len(units)/4)
	for i := 0; i < len(units); i++ {
		u := units[i]
		r := rune(u)
		if utf16.IsSurrogate(r) {
			if u >= 0xDC00 || i+1 >= len(units) || units[i+1] < 0xDC00 || units[i+1] > 0xDFFF {
				return nil, false // unpaired surrogate
			}
			r = utf16.DecodeRune(r, rune(units[i+1]))
			i++
		}
		out = utf8.AppendRune(out, r)
	}
	return out, true
}

// appendUTF16 appends the UTF-16 encoding of the UTF-8 text b.
func appendUTF16(dst, b []byte, be bool) []byte {
	put := func(u uint16) {
		if be {
			dst = append(dst, byte(u>>8), byte(u))
		} else {
			dst = append(dst, byte(u), byte(u>>8))
		}
	}
	for len(b) > 0 {
		r, size := utf8.DecodeRune(b)
		b = b[size:]
		if r >= 0x10000 {
			r1, r2 := utf16.EncodeRune(r)
			put(uint16(r1))
			put(uint16(r2))
		} else {
			put(uint16(r))
		}
	}
	return dst
}

// encodingWriter writes UTF-8 text to w in the file's original encoding.
type encodingWriter struct {
	w   io.Writer
	be  bool
	buf []byte
}

func (e *encodingWriter) Write(b []byte) (int, error) {
	e.buf = appendUTF16(e.buf[:0], b, e.be)
	if _, err := e.w.Write(e.buf); err != nil {
		return 0, err
	}
	return len(b), nil
}

// roundTripsUTF16 reports whether the UTF-8 text encodes back to orig.
func roundTripsUTF16(text, orig []byte, enc string) bool {
	return bytes.Equal(appendUTF16(make([]byte, 0, len(orig)), text, enc == "UTF-16BE"), orig)
}
