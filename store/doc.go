// Package store is alfix's persistent, disposable cache: content-addressed file snapshots, cached
// per-file and project-level analysis results, computed fixes, and the per-project file index used
// for fast restarts.
//
// All data lives in one bbolt database file (by default os.UserCacheDir()/alfix/cache.db) or, when
// no path is given, in memory with the same API and the same size budget. Keys are SHA-256 digests
// computed by the caller; values are opaque bytes. The store adds its own small header to every
// value (format version, CRC-32C of the value), keeps a last-access time per value, and keeps the
// total size of cached values under a budget by evicting the least recently used entries.
// Snapshots that are retained (see Store.Retain) are never evicted.
//
// The store is a cache, so losing it costs only time: a corrupt database or one written with an
// unknown schema is moved aside and rebuilt empty, and a database locked by another process is
// replaced by a private temporary store. Both cases are logged as warnings, never returned as
// errors.
//
// # Design notes
//
//   - Layout: buckets "snapshots", "analysis", "project", "fixes" (the cache, keyed by Key),
//     "access" (per cached value: last-access time and size, keyed by bucket and Key, written in
//     the same transaction as the value), "files" (file index, keyed by the project's length as a
//     uvarint, the project, the path), "refs" (snapshot reference counts) and "meta" (schema
//     version, clean-shutdown marker, counters at the last clean shutdown).
//   - Commits are not fsynced (bbolt NoSync): the file is marked "not clean" (synced) when opened
//     and "clean" (after a sync) when closed. A file found not clean, because a process crashed,
//     is checked fully at the next open (every value's checksum, values and access records one to
//     one, then bbolt's Tx.Check); a file that fails is moved aside. bbolt trusts its pages and can fault or panic on a damaged file,
//     so every bbolt call runs with memory faults turned into recovered panics.
//   - Concurrent Put/PutMany calls share one write transaction (group commit, no timer: a lone
//     writer commits at once); if the shared transaction fails, each call is retried alone.
//   - Reads never write: a read records the access time in memory (at most once per ten minutes
//     per entry), and these times are written to the access records (16 bytes each; the values
//     are not rewritten) in one transaction by GC, by Close, or in the background once ten
//     thousand have piled up. GC lists entries from the access records alone, without reading
//     values.
//   - GC evicts least recently used entries down to 90% of the budget, derived results before
//     snapshots at equal times, and compacts the file (bbolt.Compact into a temporary file
//     renamed into place) when at least 16 MiB and more than half free pages. A write that takes
//     the store over budget starts a GC in the background, as does opening a store that is over
//     budget.
//
// The store must not know anything about AL, projects' contents or the encoding of the values it
// keeps, and it must not be bypassed: it is the only package that imports go.etcd.io/bbolt.
package store
