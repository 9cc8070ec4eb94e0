package store

import (
	"encoding/binary"
	"hash/crc32"
	"time"
)

// The stored form of a cached value is a fixed header followed by the caller's bytes:
//
//	[0]     valueFormat
//	[1:9]   last-access time, Unix nanoseconds, big-endian
//	[9:13]  CRC-32C of the caller's bytes, big-endian
//	[13:]   the caller's bytes
//
// The checksum lets a damaged value read as a miss instead of as wrong data; the access time
// drives least-recently-used eviction.
const (
	valueFormat    = 1
	valueHeaderLen = 13
)

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// encodeValue returns the stored form of payload with the given access time.
func encodeValue(payload []byte, accessed int64) []byte {
	out := make([]byte, valueHeaderLen+len(payload))
	out[0] = valueFormat
	binary.BigEndian.PutUint64(out[1:9], uint64(accessed))
	binary.BigEndian.PutUint32(out[9:13], crc32.Checksum(payload, castagnoli))
	copy(out[valueHeaderLen:], payload)
	return out
}

// valueAccessTime returns the access time recorded in a stored value's header, without checking
// the payload. ok is false when the header is missing or of an unknown format.
func valueAccessTime(stored []byte) (accessed int64, ok bool) {
	if len(stored) < valueHeaderLen || stored[0] != valueFormat {
		return 0, false
	}
	return int64(binary.BigEndian.Uint64(stored[1:9])), true
}

// decodeValue checks a stored value and returns a copy of the caller's bytes and the recorded
// access time. ok is false for an unknown format or a checksum mismatch.
func decodeValue(stored []byte) (payload []byte, accessed int64, ok bool) {
	accessed, ok = valueAccessTime(stored)
	if !ok {
		return nil, 0, false
	}
	body := stored[valueHeaderLen:]
	if crc32.Checksum(body, castagnoli) != binary.BigEndian.Uint32(stored[9:13]) {
		return nil, 0, false
	}
	payload = make([]byte, len(body))
	copy(payload, body)
	return payload, accessed, true
}

// withAccessTime returns a copy of a stored value whose header carries a new access time.
func withAccessTime(stored []byte, accessed int64) []byte {
	out := make([]byte, len(stored))
	copy(out, stored)
	binary.BigEndian.PutUint64(out[1:9], uint64(accessed))
	return out
}

// The stored form of a FileEntry:
//
//	[0]      fileEntryFormat
//	[1:9]    size, big-endian
//	[9:17]   modification time, Unix seconds, big-endian
//	[17:21]  modification time, nanoseconds within the second, big-endian
//	[21:53]  content hash
const (
	fileEntryFormat = 1
	fileEntryLen    = 53
)

func encodeFileEntry(e FileEntry) []byte {
	out := make([]byte, fileEntryLen)
	out[0] = fileEntryFormat
	binary.BigEndian.PutUint64(out[1:9], uint64(e.Size))
	binary.BigEndian.PutUint64(out[9:17], uint64(e.ModTime.Unix()))
	binary.BigEndian.PutUint32(out[17:21], uint32(e.ModTime.Nanosecond()))
	copy(out[21:53], e.Hash[:])
	return out
}

func decodeFileEntry(b []byte) (FileEntry, bool) {
	if len(b) != fileEntryLen || b[0] != fileEntryFormat {
		return FileEntry{}, false
	}
	var e FileEntry
	e.Size = int64(binary.BigEndian.Uint64(b[1:9]))
	e.ModTime = time.Unix(int64(binary.BigEndian.Uint64(b[9:17])), int64(binary.BigEndian.Uint32(b[17:21])))
	copy(e.Hash[:], b[21:53])
	return e, true
}

// fileIndexPrefix returns the key prefix shared by every file-index entry of a project: the
// project's length as a uvarint, then the project itself. The length makes the prefix
// unambiguous: no project's prefix is a prefix of another project's entries.
func fileIndexPrefix(project string) []byte {
	out := binary.AppendUvarint(make([]byte, 0, binary.MaxVarintLen64+len(project)), uint64(len(project)))
	return append(out, project...)
}

// fileIndexKey returns the key of one file of a project.
func fileIndexKey(prefix []byte, path string) []byte {
	out := make([]byte, 0, len(prefix)+len(path))
	out = append(out, prefix...)
	return append(out, path...)
}
