package fix

import (
	"bytes"
	"fmt"
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

// Data that pack did not make is refused, not returned as content.
func TestUnpackRefusesDamagedData(t *testing.T) {
	packed := pack([]byte(strings.Repeat("codeunit 50100 X { }\n", 100)))
	for name, b := range map[string][]byte{
		"truncated": packed[:len(packed)/2],
		"garbage":   {0xff, 0xff, 0xff, 0xff},
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
