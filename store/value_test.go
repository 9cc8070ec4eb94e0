package store

import (
	"bytes"
	"testing"
	"time"
)

func TestValueRoundTrip(t *testing.T) {
	for _, payload := range [][]byte{nil, {}, []byte("x"), bytes.Repeat([]byte("abc"), 10000)} {
		stored := encodeValue(payload, 42)
		if len(stored) != valueHeaderLen+len(payload) {
			t.Fatalf("stored length %d for a payload of %d", len(stored), len(payload))
		}
		got, accessed, ok := decodeValue(stored)
		if !ok || accessed != 42 || !bytes.Equal(got, payload) || got == nil {
			t.Fatalf("decode = %q, %d, %v", got, accessed, ok)
		}
		// The decoded payload is a copy.
		if len(got) > 0 {
			got[0] ^= 1
			if again, _, _ := decodeValue(stored); !bytes.Equal(again, payload) {
				t.Fatal("decodeValue returned memory shared with the stored value")
			}
		}
		touched := withAccessTime(stored, 99)
		if got, accessed, ok := decodeValue(touched); !ok || accessed != 99 || !bytes.Equal(got, payload) {
			t.Fatalf("after withAccessTime: %q, %d, %v", got, accessed, ok)
		}
		if a, _ := valueAccessTime(stored); a != 42 {
			t.Fatal("withAccessTime modified its input")
		}
	}
}

func TestValueDamageIsDetected(t *testing.T) {
	stored := encodeValue([]byte("some payload"), 7)
	for i := range stored {
		if i >= 1 && i < 9 {
			continue // the access time is not covered by the checksum
		}
		bad := bytes.Clone(stored)
		bad[i] ^= 0x10
		if _, _, ok := decodeValue(bad); ok {
			t.Errorf("flipping byte %d went unnoticed", i)
		}
	}
	for _, short := range [][]byte{nil, {valueFormat}, stored[:valueHeaderLen-1]} {
		if _, _, ok := decodeValue(short); ok {
			t.Errorf("decoded a %d-byte value", len(short))
		}
		if _, ok := valueAccessTime(short); ok {
			t.Errorf("read an access time from a %d-byte value", len(short))
		}
	}
}

func TestFileEntryRoundTrip(t *testing.T) {
	for _, e := range []FileEntry{
		{},
		{Size: 1 << 40, ModTime: time.Date(2262, 6, 1, 0, 0, 0, 999999999, time.UTC), Hash: key("h")},
		{Size: 0, ModTime: time.Date(1601, 1, 1, 0, 0, 0, 1, time.UTC)},
	} {
		got, ok := decodeFileEntry(encodeFileEntry(e))
		if !ok || got.Size != e.Size || got.Hash != e.Hash || !got.ModTime.Equal(e.ModTime) {
			t.Fatalf("round trip of %+v = %+v, %v", e, got, ok)
		}
	}
	enc := encodeFileEntry(FileEntry{Size: 1})
	if _, ok := decodeFileEntry(enc[:len(enc)-1]); ok {
		t.Error("decoded a short entry")
	}
	enc[0] = 2
	if _, ok := decodeFileEntry(enc); ok {
		t.Error("decoded an entry of an unknown format")
	}
}

func TestFileIndexKeysAreUnambiguous(t *testing.T) {
	// No project's prefix may be a prefix of another project's keys.
	projects := []string{"", "a", "ab", "a/b", "\x01a", string(make([]byte, 200))}
	paths := []string{"", "b", "/x.al", "\x00"}
	for _, p := range projects {
		prefix := fileIndexPrefix(p)
		for _, q := range projects {
			if p == q {
				continue
			}
			for _, path := range paths {
				if bytes.HasPrefix(fileIndexKey(fileIndexPrefix(q), path), prefix) {
					t.Errorf("project %q sees file %q of project %q", p, path, q)
				}
			}
		}
	}
}
