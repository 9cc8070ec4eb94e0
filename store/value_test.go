package store

import (
	"bytes"
	"testing"
	"time"
)

func TestValueRoundTrip(t *testing.T) {
	for _, payload := range [][]byte{nil, {}, []byte("x"), bytes.Repeat([]byte("abc"), 10000)} {
		stored := encodeValue(payload)
		if len(stored) != valueHeaderLen+len(payload) {
			t.Fatalf("stored length %d for a payload of %d", len(stored), len(payload))
		}
		got, ok := decodeValue(stored)
		if !ok || !bytes.Equal(got, payload) || got == nil {
			t.Fatalf("decode = %q, %v", got, ok)
		}
		// The decoded payload is a copy.
		if len(got) > 0 {
			got[0] ^= 1
			if again, _ := decodeValue(stored); !bytes.Equal(again, payload) {
				t.Fatal("decodeValue returned memory shared with the stored value")
			}
		}
	}
}

func TestValueDamageIsDetected(t *testing.T) {
	stored := encodeValue([]byte("some payload"))
	for i := range stored {
		bad := bytes.Clone(stored)
		bad[i] ^= 0x10
		if _, ok := decodeValue(bad); ok {
			t.Errorf("flipping byte %d went unnoticed", i)
		}
	}
	for _, short := range [][]byte{nil, {valueFormat}, stored[:valueHeaderLen-1]} {
		if _, ok := decodeValue(short); ok {
			t.Errorf("decoded a %d-byte value", len(short))
		}
	}
}

func TestAccessRecords(t *testing.T) {
	k := key("k")
	b, got, ok := parseAccessKey(accessKey(ProjectResults, k))
	if !ok || b != ProjectResults || got != k {
		t.Fatalf("access key round trip: %v %x %v", b, got[:4], ok)
	}
	for _, bad := range [][]byte{nil, accessKey(ProjectResults, k)[:32], append([]byte{0}, k[:]...), append([]byte{9}, k[:]...)} {
		if _, _, ok := parseAccessKey(bad); ok {
			t.Errorf("parsed access key %x", bad)
		}
	}
	accessed, size, ok := decodeAccess(encodeAccess(-5, 1<<40))
	if !ok || accessed != -5 || size != 1<<40 {
		t.Fatalf("access record round trip: %d %d %v", accessed, size, ok)
	}
	if _, _, ok := decodeAccess(make([]byte, accessRecordLen-1)); ok {
		t.Error("decoded a short access record")
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
