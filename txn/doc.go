// Package txn writes a set of files into a project as one unit: after Commit returns, either every
// change landed or none did, and a process killed at any moment leaves a journal from which Recover
// restores that property (every file entirely old or entirely new, never a mix).
//
// Protocol of one Commit (all bookkeeping lives in <Root>/.alfix/txn/<id>/, on the same file system
// as the targets, so renames are atomic and backups can be hard links):
//
//  1. Resolve every target and refuse unsafe ones (outside Root, symlink leaving Root, directory,
//     not a regular file, read-only by mode bits, duplicate). One refusal writes nothing at all.
//  2. Read every target and compare its SHA-256 with Change.Base (StaleFile / ReadFailed).
//  3. Take the lock file <Root>/.alfix/txn/lock (flock on Unix; an in-process mutex elsewhere),
//     recover any transaction a dead process left (so at most one journal is ever pending), create
//     the transaction directory and write and fsync the journal: one JSON line listing every
//     change (target, base hash, new hash, staged temp path, backup path). The journal is written
//     before anything else exists, so a crash never leaves staged files or backups that no journal
//     names, and a torn journal means nothing else happened.
//  4. Stage each new content in a temp file beside its target (same directory, original file mode,
//     fsync, in parallel) and back up each original into the transaction directory (hard link,
//     or copy + fsync when linking fails); fsync the transaction directory.
//  5. Re-read every target and compare with Base; any mismatch renames nothing (StaleFile, the
//     rest NotWritten). Just before each rename the target's inode, size and mtime are compared with
//     the re-check, narrowing the window in which an editor's save could be overwritten to
//     microseconds (editors take no locks; this residual race cannot be closed with rename(2)).
//  6. Rename every staged file over its target (remove it for a Delete), fsync each touched
//     directory once, then append the "committed" record to the journal and fsync it: that is
//     the commit point. Cleanup (backups, journal) follows and is finished by Recover if it fails.
//
// Any failure before the commit point undoes the renames already done from the backups. Recover
// rolls back a journal that never reached "committed" (the client never heard of success): a
// target with the new content is restored, one with the base content is left, one with any other
// content was edited since and is left alone and reported.
//
// A new file needs an existing parent directory (txn creates no directories in the project), and
// the original's permission bits are copied to its replacement; owner, group, extended attributes
// and other hard links of the original are not carried over (rename-replace makes a new inode).
//
// Read-only targets: rename(2) replaces a file regardless of its own permission bits, and root
// bypasses them anyway, so txn refuses a target whose owner-write bit (0200) is clear instead of
// relying on the operating system.
//
// txn must not import bbolt or know about AL, fixes or the workspace's snapshot: it moves bytes and
// never transforms them (BOM and line endings are the caller's bytes). It is the only package that
// renames files into a project.
package txn
