package store

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"sort"
	"time"

	bolt "go.etcd.io/bbolt"
)

// fileIndex reads a project's file index in one read transaction.
func (f *dbFile) fileIndex(project string) (map[string]FileEntry, error) {
	prefix := fileIndexPrefix(project)
	out := make(map[string]FileEntry)
	err := f.with(modeRead, func(s *session) error {
		return f.view(s, func(tx *bolt.Tx) error {
			c := tx.Bucket(filesBucket).Cursor()
			for k, v := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, v = c.Next() {
				if e, ok := decodeFileEntry(v); ok {
					out[string(k[len(prefix):])] = e
				}
			}
			return nil
		})
	})
	if err != nil {
		return nil, fmt.Errorf("store: reading file index: %w", err)
	}
	return out, nil
}

// putFileIndex writes updates, then deletes removed, in one write transaction.
func (f *dbFile) putFileIndex(project string, updates map[string]FileEntry, removed []string) error {
	prefix := fileIndexPrefix(project)
	paths := make([]string, 0, len(updates))
	for p := range updates {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	return f.with(modeWrite, func(s *session) error {
		var delta int
		err := f.update(s, func(tx *bolt.Tx) error {
			delta = 0
			bucket := tx.Bucket(filesBucket)
			for _, p := range paths {
				k := fileIndexKey(prefix, p)
				if bucket.Get(k) == nil {
					delta++
				}
				if err := bucket.Put(k, encodeFileEntry(updates[p])); err != nil {
					return fmt.Errorf("store: file index: %w", err)
				}
			}
			for _, p := range removed {
				k := fileIndexKey(prefix, p)
				if bucket.Get(k) != nil {
					delta--
					if err := bucket.Delete(k); err != nil {
						return fmt.Errorf("store: file index: %w", err)
					}
				}
			}
			return nil
		})
		if err == nil {
			f.counter.addFileEntries(delta)
		}
		return err
	})
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
