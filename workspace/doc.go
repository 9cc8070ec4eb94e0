// Package workspace is the service core of alfix: it owns the startup
// projects, a snapshot of every AL file of each (path -> content hash),
// cached per-file analysis, fix computation and guarded writes.
//
// Nothing is computed twice for the same bytes: per-file results are keyed by
// SHA-256 of (engine version, the executable's content hash, the rule set,
// content hash, configuration fingerprint) and kept in memory and in the
// store, so a warm call, a restarted process or another alfix process on the
// same store reuses them, and a rebuilt binary does not. The snapshot is refreshed on entry to every call: with a
// watcher, from the events it has seen (Sync drains pending events at once);
// without one, or after the watcher lost events, by stat-ing every file and
// re-hashing only those whose size or modification time changed (like git's
// index). Writes go through package txn, which re-checks every file's hash
// right before renaming, so a fix computed on an old version of a file is
// refused as stale and never written over someone's edit.
//
// The package does not speak MCP and does not format results for people; the
// tools and cmd packages do. It never writes outside a project folder and
// never writes anything but through txn.
package workspace
