package fix

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"runtime"
	"strings"
	"testing"
)

// pack and unpack give back every content byte for byte, the empty one,
// invalid UTF-8 and a large file included, and AL source packs small.
func TestPackRoundTrip(t *testing.T) {
	var al strings.Builder
	for i := range 4000 {
		fmt.Fprintf(&al, "    procedure P%d(var Rec: Record \"Sales Line\")\r\n    begin\r\n        Rec.TestField(\"No.\");\r\n    end;\r\n", i)
	}
	for name, b := range map[string][]byte{
		"empty":   {},
		"one":     []byte("x"),
		"binary":  {0xff, 0xfe, 0, 1, 2, 0x80, '\r', '\n'},
		"bom":     []byte("\ufeffcodeunit 50100 X\n{\n}\n"),
		"al 400k": []byte(al.String()),
	} {
		packed := pack(b)
		got, err := unpack(packed)
		if err != nil || !bytes.Equal(got, b) {
			t.Errorf("%s: unpack(pack) = %d bytes, %v; want %d bytes", name, len(got), err, len(b))
		}
		if len(b) > 100_000 && len(packed) > len(b)/4 {
			t.Errorf("%s: packed to %d of %d bytes", name, len(packed), len(b))
		}
	}
}

// Data that pack did not make is refused, not returned as content, and a
// length it does not hold is never allocated.
func TestUnpackRefusesDamagedData(t *testing.T) {
	content := []byte(strings.Repeat("codeunit 50100 X { }\n", 100))
	packed := pack(content)
	_, k := binary.Uvarint(packed)
	withLength := func(n uint64) []byte {
		return append(binary.AppendUvarint(nil, n), packed[k:]...)
	}
	for name, b := range map[string][]byte{
		"truncated":   packed[:len(packed)/2],
		"garbage":     {0xff, 0xff, 0xff, 0xff},
		"empty":       {},
		"longer":      withLength(uint64(len(content)) + 1),
		"shorter":     withLength(uint64(len(content)) - 1),
		"huge length": withLength(1 << 40),
	} {
		if got, err := unpack(b); err == nil {
			t.Errorf("%s: unpack gave %d bytes and no error", name, len(got))
		}
	}
}

// A planned file gives its new content whether it holds it as it is or
// packed.
func TestPlannedFileNewContent(t *testing.T) {
	b := []byte("codeunit 50100 X\n{\n}\n")
	for _, f := range []PlannedFile{{Content: b}, {packed: pack(b)}} {
		if got, err := f.NewContent(); err != nil || !bytes.Equal(got, b) {
			t.Errorf("NewContent = %q, %v", got, err)
		}
	}
	if got, err := (&PlannedFile{}).NewContent(); got != nil || err != nil {
		t.Errorf("a let-go file's NewContent = %q, %v", got, err)
	}
}

// unpack allocates about the content once: txn unpacks every file of a
// bulk fix twice during the commit, at the heap's peak.
func TestUnpackAllocatesAboutTheContentOnce(t *testing.T) {
	var al strings.Builder
	for i := range 8000 {
		fmt.Fprintf(&al, "        SalesLine.\"Line No.\" := %d;\r\n", i)
	}
	content := []byte(al.String())
	packed := pack(content)
	unpack(packed) // a reader in the pool, as after the first file
	var before, after runtime.MemStats
	const runs = 8
	runtime.ReadMemStats(&before)
	for range runs {
		got, err := unpack(packed)
		if err != nil || !bytes.Equal(got, content) {
			t.Fatalf("unpack = %d bytes, %v; want the %d packed", len(got), err, len(content))
		}
	}
	runtime.ReadMemStats(&after)
	// Generous: a quarter of the content for the reader and the rest.
	if per := (after.TotalAlloc - before.TotalAlloc) / runs; per > uint64(len(content))*5/4 {
		t.Fatalf("unpacking %d bytes allocated %d bytes, want at most 1.25x the content", len(content), per)
	}
}
