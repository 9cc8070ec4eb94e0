// Package store is alfix's persistent, disposable cache: cached per-file and project-level
// analysis results, and the per-project file index used for fast restarts, in one bbolt file
// that any number of alfix processes share.
//
// Keys are SHA-256 digests computed by the caller; values are opaque bytes. The store adds a
// small header to every value (format version, CRC-32C of the value), keeps a last-access time
// per value, and keeps the total size of cached values under a budget by evicting the least
// recently used entries. The store is a cache, so losing it costs only time: a damaged file, or
// one of an unknown schema, is moved aside and rebuilt empty, and what happened reaches the
// caller through TakeWarnings (the workspace adds them to analyze's warnings) as well as the log.
// It moves aside only a file it has proven its own (target.go: a regular file that is empty,
// carries bbolt's magic on a meta page, or is the file this process opened); a path naming
// anything else (a folder, a device, a FIFO, a text file, a link to one) is left untouched, and
// the store works in a private temporary file as with path "off", with a warning.
//
// The store must not know anything about AL, projects' contents or the encoding of the values it
// keeps, and it must not be bypassed: it is the only package that imports go.etcd.io/bbolt.
//
// # Sharing one file between processes
//
// bbolt locks its file (flock) for as long as it is open: exclusively when writable, shared
// when read-only. A store that held the file open, as this one did, left every other process a
// private temporary cache: a second server's warm analysis of Base Application took 47.9 s
// instead of 0.9 s. So the file is opened per batch of work instead (a session), in files
// session.go and open.go:
//
//   - A batch of reads (Get, GetMany, FileIndex) opens the file read-only, under the shared
//     lock, so that processes read at the same time; a batch of writes (PutMany, PutFileIndex,
//     access times, GC) opens it writable, under the exclusive lock. Overlapping operations of
//     one process share the session; a writer waiting for a read-only session stops new readers
//     from joining it.
//   - A session stays open for 5 ms after its last operation (defaultLinger), so that the
//     per-file reads of a cold analysis, a few milliseconds apart, share one session rather than
//     open the file thousands of times. A process that waits for the lock touches cache.db.wait
//     every 2 ms; a session that sees the file's modification time move past its own start ends
//     as soon as it is idle, and its process waits 10 ms before it opens the file again, so the
//     waiting process gets it. (bbolt's own wait polls every 50 ms and tells nobody.)
//   - A batch that cannot get the lock within Options.LockTimeout (2 s) works in a private
//     temporary file, and so does the store for the next 30 s (with one warning), before it tries
//     the shared file again: a process that holds the file for ever (an old alfix) costs the
//     wait once per 30 s, not once per call.
//   - After taking the lock a session checks that the path still names the file it locked:
//     another process may have compacted it or moved it aside meanwhile.
//   - Counters (entries and bytes per bucket, file-index entries) are read from the file when a
//     session opens, kept exact during it (no other process writes while any session is open),
//     and stored when a writable session ends; the budget check never scans the data.
//
// The alternative, one database per project root, would not let two servers on the same project
// share results (the common case: several agents in one repository) and would split the budget;
// it is not needed on top of per-batch sessions, whose cost, measured on a store holding Base
// Application's results (94 MB, 7,854 files; BenchmarkSession, machine load 16 on 2 cores), is:
//
//	read batch in a session of its own     180 µs wall,  89 µs CPU (open, lock, map, read, close)
//	read batch joining a lingering session   4 µs wall,   4 µs CPU
//	write batch in a session of its own    6.3 ms wall, 1.6 ms CPU (three fsyncs, see below)
//	write batch joining a lingering session 0.33 ms wall, 0.21 ms CPU
//
// A restart opens about three read sessions and at most one write session, so per-batch opening
// adds under 2 ms of CPU to a restart of Base Application (about 450 ms of CPU either way). With
// BenchmarkAnalyzeCache on /tmp/baseapp, median of five runs each, CPU time before -> after
// (wall times varied threefold with the machine's load): cold 21.9 -> 22.0 s, warm 229 -> 77 ms,
// restart 464 -> 468 ms, one file changed 126 -> 199 ms; a second process analysing Base
// Application while the first keeps the store open: 0.43-1.36 s wall, 0.49-0.56 s CPU, every file
// from the cache (it was 47.9 s before).
//
// # Crashes and damage
//
//   - Commits are not fsynced (bbolt NoSync). A writable session marks the file "in use" (clean
//     marker 0, synced) when it opens and "clean" (after a sync, with the counters, then synced)
//     when it ends. A file found not clean, because a writer crashed, is checked fully by the
//     next session (every value's checksum, values and access records one to one, then bbolt's
//     Tx.Check, which needs a writable session); a file that fails is moved aside
//     (cache.db.corrupt-<time>, the newest three kept).
//   - bbolt trusts its pages and can fault or panic on a damaged file, so every bbolt call runs
//     with memory faults turned into recovered panics. bbolt does not release its locks when it
//     panics (its writer lock when a rollback's reload of the freelist panics, its meta lock when
//     a transaction starts on garbled meta pages): every later call would wait for ever. So one
//     goroutine at a time calls into a database (dbFile.txMu), and after a fault nobody calls
//     into it again: the session is abandoned (its file descriptor closed, which releases the
//     file lock; the mapping stays until the process ends), the file moved aside, and the next
//     batch starts in a fresh file, with a warning for TakeWarnings. A write that met the fault
//     is written again to the fresh file.
//   - Before every write transaction the freelist page is checked from the file (checkFreelist):
//     bbolt frees it at commit by the length its header gives, and a garbled header makes it
//     loop over billions of page ids. Residual risk: bbolt also rereads, at commit, the headers
//     of the pages the transaction replaces; a file garbled in the microseconds between a write
//     transaction reading such a page and committing can still make bbolt loop. Damage between
//     transactions is always found (TestDamageUnderARunningStore).
//
// # Layout and other design notes
//
//   - Buckets "analysis", "project" (the cache, keyed by Key), "access" (per cached value:
//     last-access time and size, keyed by bucket and Key, written in the same transaction as the
//     value), "files" (file index, keyed by the project's length as a uvarint, the project, the
//     path) and "meta" (schema version, clean marker, counters when the last writer ended).
//   - Concurrent PutMany calls share one write transaction (group commit, no timer: a lone writer
//     commits at once) while they fit in its bound; if the shared transaction fails, each call is
//     retried alone.
//   - Resident memory: bbolt reads the file through a shared mapping, and every page a session
//     touched stayed resident in the process until the session closed the file: writing the
//     results of a cold analysis of Base Application in batches of 2,000 held 56-63 MB of the
//     file at the analysis's heap peak. So a transaction reads or writes about 256 KiB at most
//     (readwrite.go: maxTxBytes, a value counting at least the 4 KiB leaf page it touches; a
//     larger batch takes several transactions of one session), and once a session's
//     transactions have read or written as much again since the last release, the store drops
//     the mapping's pages from the process (session.go: spend, releaseMapped; madvise
//     MADV_DONTNEED on Linux, the page cache keeps them). Releasing after every transaction
//     made each small read fault its pages in again (46 µs instead of 4).
//   - Reads never write: a read records the access time in memory (at most once per ten minutes
//     per entry); these times are written by the next writable session when it ends, by GC, by
//     Close, or in a session of their own once ten thousand have piled up. GC lists entries from
//     the access records alone, without reading values.
//   - GC (gc.go) evicts least recently used entries down to 90% of the budget, per-file results
//     before project results at equal times, and compacts the file (bbolt.Compact into a
//     temporary file renamed into place, in a session of its own) when it is at least 16 MiB and
//     more than half free pages. A write that takes the store over budget starts a GC in the
//     background, as does opening a store that is over budget.
//   - Path "off" is the same code on a private temporary file, whose session stays open until
//     Close removes it.
package store
