package workspace

import (
	"encoding/binary"
	"errors"
	"fmt"

	"github.com/alfix/alfix/al/analysis"
)

// The store keeps each file's results (a fileResult) in a compact binary
// form instead of JSON: a cold Base Application run writes some 130,000
// findings, and a restarted process reads them all back, so encoding and
// decoding cost per finding. The layout, all integers as varints:
//
//	'R' format
//	count, then per finding: path id analyzer message severity (strings),
//	    start end line column endLine endColumn, suppressed (0/1),
//	    fix-key count and fix keys
//	count, then per analyzer error: ruleId path message
//
// A string is its byte length and its bytes. A decoded result shares one
// copy of each repeated short string (rule ids, analyzers, severities, fix
// keys) within the entry.

// resultMagic starts every encoded result.
const resultMagic = 'R'

// An entry may instead name another entry that holds the same result:
//
//	'A' key (32 bytes)
//
// A declaration change carries most files' results over to the new
// summary's keys (carry.go); writing each again cost a Base Application
// edit 8,141 encodings, 25 MB of encoded bytes and a 40 MB store write.
// An alias names the entry the result was written to or read from (never
// another alias), so a read follows at most one; an alias whose entry the
// store no longer has reads as a miss.
const aliasMagic = 'A'

// encodeAlias returns the entry that names the entry at key.
func encodeAlias(key [32]byte) []byte {
	return append([]byte{aliasMagic}, key[:]...)
}

// aliasOf returns the key an alias entry names; ok is false for any other
// entry.
func aliasOf(b []byte) (key [32]byte, ok bool) {
	if len(b) != 1+len(key) || b[0] != aliasMagic {
		return key, false
	}
	copy(key[:], b[1:])
	return key, true
}

// encodeResult returns r's binary form.
func encodeResult(r *fileResult) []byte {
	size := 16
	for i := range r.Diagnostics.Len() {
		f := r.Diagnostics.at(i)
		size += 40 + len(f.Path) + len(f.ID) + len(f.Analyzer) + len(f.Message) + len(f.Severity)
		for _, k := range f.FixKeys {
			size += 2 + len(k)
		}
	}
	b := make([]byte, 0, size)
	b = append(b, resultMagic)
	b = binary.AppendVarint(b, int64(r.Format))
	b = binary.AppendUvarint(b, uint64(r.Diagnostics.Len()))
	for i := range r.Diagnostics.Len() {
		f := r.Diagnostics.at(i)
		for _, s := range [...]string{f.Path, f.ID, f.Analyzer, f.Message, string(f.Severity)} {
			b = appendString(b, s)
		}
		for _, n := range [...]int{f.Start, f.End, f.Line, f.Column, f.EndLine, f.EndColumn} {
			b = binary.AppendVarint(b, int64(n))
		}
		if f.Suppressed {
			b = append(b, 1)
		} else {
			b = append(b, 0)
		}
		b = binary.AppendUvarint(b, uint64(len(f.FixKeys)))
		for _, k := range f.FixKeys {
			b = appendString(b, k)
		}
	}
	b = binary.AppendUvarint(b, uint64(len(r.AnalyzerErrors)))
	for _, e := range r.AnalyzerErrors {
		b = appendString(appendString(appendString(b, e.RuleID), e.Path), e.Message)
	}
	return b
}

func appendString(b []byte, s string) []byte {
	return append(binary.AppendUvarint(b, uint64(len(s))), s...)
}

// errCorruptResult is returned for bytes that are not an encoded result.
var errCorruptResult = errors.New("corrupt cached result")

// decodeResult reads what encodeResult wrote. It never panics on damaged
// or hostile bytes: anything but a whole, well-formed entry is an error,
// and the caller treats the entry as missing.
func decodeResult(b []byte) (*fileResult, error) {
	d := resultDecoder{b: b, shared: map[string]string{}}
	if len(b) == 0 || b[0] != resultMagic {
		return nil, errCorruptResult
	}
	d.b = d.b[1:]
	r := &fileResult{Format: int(d.varint())}
	// Each finding takes at least 13 bytes, each error 3: a count beyond
	// what is left is damage, not a reason to allocate.
	if n := d.count(13); n > 0 {
		var sb setBuilder
		sb.start(n)
		var keys []string
		for range n {
			var f Finding
			f.Path, f.ID, f.Analyzer = d.str(false), d.str(true), d.str(true)
			f.Message, f.Severity = d.str(false), analysis.Severity(d.str(true))
			f.Start, f.End, f.Line, f.Column = int(d.varint()), int(d.varint()), int(d.varint()), int(d.varint())
			f.EndLine, f.EndColumn = int(d.varint()), int(d.varint())
			switch d.byte() {
			case 0:
			case 1:
				f.Suppressed = true
			default:
				d.fail()
			}
			if k := d.count(1); k > 0 {
				keys = keys[:0]
				for range k {
					keys = append(keys, d.str(true))
				}
				f.FixKeys = keys
			}
			if d.err != nil {
				break
			}
			sb.add(&f)
		}
		r.Diagnostics = sb.finish()
	}
	if n := d.count(3); n > 0 {
		r.AnalyzerErrors = make([]analysis.AnalyzerError, n)
		for i := range r.AnalyzerErrors {
			e := &r.AnalyzerErrors[i]
			e.RuleID, e.Path, e.Message = d.str(true), d.str(false), d.str(false)
		}
	}
	if d.err == nil && len(d.b) != 0 {
		d.err = fmt.Errorf("%w: %d bytes after the end", errCorruptResult, len(d.b))
	}
	if d.err != nil {
		return nil, d.err
	}
	return r, nil
}

// resultDecoder reads an encoded result; after the first error every read
// returns a zero value.
type resultDecoder struct {
	b      []byte
	err    error
	shared map[string]string
}

func (d *resultDecoder) fail() {
	if d.err == nil {
		d.err = errCorruptResult
	}
	d.b = nil
}

func (d *resultDecoder) varint() int64 {
	v, n := binary.Varint(d.b)
	if n <= 0 {
		d.fail()
		return 0
	}
	d.b = d.b[n:]
	return v
}

func (d *resultDecoder) uvarint() uint64 {
	v, n := binary.Uvarint(d.b)
	if n <= 0 {
		d.fail()
		return 0
	}
	d.b = d.b[n:]
	return v
}

func (d *resultDecoder) byte() byte {
	if len(d.b) == 0 {
		d.fail()
		return 0
	}
	c := d.b[0]
	d.b = d.b[1:]
	return c
}

// count reads a number of items each at least minSize bytes long.
func (d *resultDecoder) count(minSize int) int {
	n := d.uvarint()
	if n > uint64(len(d.b)/minSize) {
		d.fail()
		return 0
	}
	return int(n)
}

// str reads a string; a shared one (short and repeated: ids, analyzers,
// severities, keys) is taken from the entry's copies.
func (d *resultDecoder) str(shared bool) string {
	n := d.uvarint()
	if n > uint64(len(d.b)) {
		d.fail()
		return ""
	}
	raw := d.b[:n]
	d.b = d.b[n:]
	if !shared {
		return string(raw)
	}
	if s, ok := d.shared[string(raw)]; ok {
		return s
	}
	s := string(raw)
	d.shared[s] = s
	return s
}
