package store

import (
	"encoding/binary"
	"hash/crc32"
)

// The stored form of a cached value is a fixed header followed by the caller's bytes:
//
//	[0]    valueFormat
//	[1:5]  CRC-32C of the caller's bytes, big-endian
//	[5:]   the caller's bytes
//
// The checksum lets a damaged value read as a miss instead of as wrong data.
//
// The value's last-access time is not in this header but in an access record of its own (see
// encodeAccess): recording that a value was read then rewrites 16 bytes, not the whole value,
// and GC finds every entry's size and age without reading the values.
const (
	valueFormat    = 1
	valueHeaderLen = 5
)

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// encodeValue returns the stored form of payload.
func encodeValue(payload []byte) []byte {
	out := make([]byte, valueHeaderLen+len(payload))
	out[0] = valueFormat
	binary.BigEndian.PutUint32(out[1:5], crc32.Checksum(payload, castagnoli))
	copy(out[valueHeaderLen:], payload)
	return out
}

// decodeValue checks a stored value and returns a copy of the caller's bytes. ok is false for
// an unknown format or a checksum mismatch.
func decodeValue(stored []byte) (payload []byte, ok bool) {
	if len(stored) < valueHeaderLen || stored[0] != valueFormat {
		return nil, false
	}
	body := stored[valueHeaderLen:]
	if crc32.Checksum(body, castagnoli) != binary.BigEndian.Uint32(stored[1:5]) {
		return nil, false
	}
	payload = make([]byte, len(body))
	copy(payload, body)
	return payload, true
}

// An access record exists for every cached value, keyed by accessKey:
//
//	[0:8]   last-access time (write or read), Unix nanoseconds, big-endian
//	[8:16]  stored size of the value, big-endian
const accessRecordLen = 16

// accessKey is the key of a value's access record: its bucket, then its key.
func accessKey(b Bucket, k Key) []byte {
	out := make([]byte, 1+len(k))
	out[0] = byte(b)
	copy(out[1:], k[:])
	return out
}

// parseAccessKey is the inverse of accessKey.
func parseAccessKey(ak []byte) (Bucket, Key, bool) {
	var k Key
	if len(ak) != 1+len(k) || !Bucket(ak[0]).valid() {
		return 0, k, false
	}
	copy(k[:], ak[1:])
	return Bucket(ak[0]), k, true
}

func encodeAccess(accessed, size int64) []byte {
	out := make([]byte, accessRecordLen)
	binary.BigEndian.PutUint64(out[0:8], uint64(accessed))
	binary.BigEndian.PutUint64(out[8:16], uint64(size))
	return out
}

func decodeAccess(rec []byte) (accessed, size int64, ok bool) {
	if len(rec) != accessRecordLen {
		return 0, 0, false
	}
	return int64(binary.BigEndian.Uint64(rec[0:8])), int64(binary.BigEndian.Uint64(rec[8:16])), true
}
