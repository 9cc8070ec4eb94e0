// Package workspace is the service core of alfix: it owns the startup
// projects, a snapshot of every AL file of each (path -> content hash),
// cached per-file analysis, fix computation and guarded writes.
//
// Nothing is computed twice for the same bytes: per-file results are keyed by
// SHA-256 of (engine version, content hash, configuration fingerprint) and
// kept in memory and in the store, so a warm call or a restarted process
// reuses them. The snapshot is refreshed on entry to every call: with a
// watcher, from the events it has seen (Sync drains pending events at once);
// without one, or after the watcher lost events, by stat-ing every file and
// re-hashing only those whose size or modification time changed (like git's
// index). Which files belong to a project is al/project's policy, followed
// the same way by the full listing and by the watcher's events: its skip
// list (also the watcher's skip function) and "a file belongs to its
// nearest project" (a nested folder holding app.json owns its files). Only
// regular files up to Options.MaxFileSize (default 8 MiB) are read; larger
// ones are left out and listed by Project.SkippedFiles. Writes go through
// package txn, which re-checks every file's hash right before renaming, so
// a fix computed on an old version of a file is refused as stale and never
// written over someone's edit.
//
// The package does not speak MCP and does not format results for people; the
// tools and cmd packages do. It never writes outside a project folder and
// never writes anything but through txn.
package workspace
