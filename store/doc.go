// Package store is alfix's persistent, disposable cache: content-addressed file snapshots, cached
// per-file and project-level analysis results, computed fixes, and the per-project file index used
// for fast restarts.
//
// All data lives in one bbolt database file (by default os.UserCacheDir()/alfix/cache.db) or, when
// no path is given, in memory with the same API and the same size budget. Keys are SHA-256 digests
// computed by the caller; values are opaque bytes. The store adds its own small header to every
// value (format version, checksum, last-access time) and keeps the total size of cached values
// under a budget by evicting the least recently used entries. Snapshots that are retained (see
// Store.Retain) are never evicted.
//
// The store is a cache, so losing it costs only time: a corrupt database or one written with an
// unknown schema is moved aside and rebuilt empty, and a database locked by another process is
// replaced by a private temporary store. Both cases are logged as warnings, never returned as
// errors.
//
// The store must not know anything about AL, projects' contents or the encoding of the values it
// keeps, and it must not be bypassed: it is the only package that imports go.etcd.io/bbolt.
package store
