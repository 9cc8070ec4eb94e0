// Package txn writes a set of files into a project as one unit: after Commit returns, either every
// change landed or none did, and a process killed at any moment leaves a journal from which Recover
// restores that property (every file entirely old or entirely new, never a mix).
//
// # Threat model
//
// alfix writes into people's repositories on an agent's behalf, so txn trusts nothing it finds in
// the project: every byte below the root, .alfix included, may have been crafted by whoever wrote
// the repository (a clone carries files, folders and symlinks), and any other process (editors,
// git, build tools) may change any file at any moment. What txn trusts is the user's own account:
// the project root the user named (symlinks in that path are the user's choice and are followed
// once, to open the root) and the per-user key below os.UserConfigDir().
//
// # What txn writes, and nothing else
//
//   - Regular files named *.al (AL source) or *.xlf (XLIFF translations, which a rename changes)
//     below the root, reached through real folders: a target that is a symlink, lies below a
//     symlinked folder, is a directory, FIFO or device, has its owner-write bit clear, is named
//     otherwise, or lies in .git or .alfix is Refused. One policy, checkTarget,
//     decides for Commit and Recover alike.
//   - Beside each target, its staged file .<name>.alfix-<base>.tmp and, for a deleted or
//     rolled-back created file, .<name>.alfix-<base>.del, both removed again.
//   - <root>/.alfix/: .gitignore (holding "*", so that git never sees the journal or the backups
//     and a clone never carries them), txn/lock, and one directory per transaction holding the
//     journal and the backups (hard links, or copies) of the originals.
//   - Outside the project only the key file <config dir>/alfix/txn.key (ConfigDirEnv overrides
//     the folder) and its lock, created once with mode 0600 through renameio.
//
// Every call below the root goes through a Dir handle (see FS): directories are opened one
// component at a time with O_NOFOLLOW, files with O_NOFOLLOW (and O_NONBLOCK for reads), and
// links, renames and removals name one entry of an open directory (linkat, renameat2, unlinkat).
// No path below the root is ever resolved by the kernel from a string, so a symlink placed or
// swapped in by someone else cannot redirect a call. If .alfix or .alfix/txn is a symlink, txn
// writes nothing and says so (ErrAlfixSymlink); a symlinked lock file is refused the same way.
//
// # Why Recover trusts a journal: a per-user key
//
// Recovery executes a journal: it renames backups over targets and removes files. A journal that
// came with the repository must therefore never run. Two designs were weighed:
//
//   - A record of open transactions in the user's state directory: every Commit would write and
//     fsync a second file outside the project and remove it again, recovery would depend on that
//     directory being in sync with the project (a moved or re-cloned project leaves stale
//     records, a record lost with a wiped state directory strands a real journal), and the
//     journal itself would still have to be checked against it.
//   - A MAC made with a per-user secret key: the key is written once, kept outside every project,
//     and every Commit only signs what it writes. Nothing outside the project changes per commit,
//     and a journal carries its own proof.
//
// txn uses the key: HMAC-SHA256 over length-prefixed, domain-separated parts. A transaction
// directory is named <base>-<tag> with tag = MAC(root, base); the journal's header line names the
// directory and the resolved root and is followed by a line holding its MAC; every state record
// ("committed", "rolledback") carries a MAC bound to the header's. Recover executes only a
// directory whose tag verifies, whose journal verifies and names this directory and this root,
// and whose every target passes checkTarget; staged, set-aside and backup names are derived from
// the verified base, never read from the journal. Anything else (a crafted journal, one copied
// from another project or directory, one for another root, a newer version, no key at all) is
// left exactly as it is and reported in RecoverReport.Ignored, naming the folder. A repository
// cannot forge a tag without the key, and a journal of the user's own that leaked into a
// repository only ever names .al and .xlf files of the root it was written for and restores them from
// backups whose hashes it signed. A key file that is not a regular file of this user with mode
// 0600 is not trusted. A project moved between a crash and the next run keeps its journal, but
// it is reported (it names the old root) instead of replayed.
//
// # Protocol of one Commit
//
//  1. Resolve every target and refuse unsafe ones (see above). A malformed plan (ErrBadChange,
//     ErrDuplicate, also through a hard link) writes nothing; any other refusal is that file's
//     Refused outcome, and with Options.SkipStale the rest of the plan goes on. A change with
//     Change.Load has its new content loaded and hashed here (a Load that fails is WriteFailed),
//     then let go of.
//  2. Read every target and compare its SHA-256 with Change.Base (StaleFile / ReadFailed).
//  3. Open (or create) .alfix and .alfix/txn, take the lock file (flock on Unix; an in-process
//     mutex elsewhere), recover any transaction of ours a dead process left (so at most one
//     journal of ours is ever pending; directories that are not ours never run and do not block),
//     create the transaction directory and write and fsync the journal: the signed header listing
//     every change (target, op, base hash, new hash). The journal is written before anything else
//     exists, so a crash never leaves staged files or backups that no journal names, and a torn
//     journal means nothing else happened.
//  4. Stage each new content in a temp file beside its target (same directory, original file mode,
//     fsync, in parallel; a Change.Load is called again and must give bytes with the journal's
//     new hash, else the commit aborts) and back up each original into the transaction directory (hard link,
//     or copy + chmod + fsync when linking fails); fsync the transaction directory. A target that
//     vanishes meanwhile is StaleFile.
//  5. Re-read every target and compare with Base, check each hard-linked backup is the very file
//     re-read, and re-walk every folder from the root to check it is still the folder opened in
//     step 1 (not moved, removed or swapped for a symlink). Any mismatch renames nothing
//     (StaleFile, the rest NotWritten).
//  6. Install every change through its folder's handle, re-walk the folders again, fsync each
//     touched folder once, then append the "committed" record to the journal and fsync it: that is
//     the commit point. Cleanup (backups, journal) follows and is finished by Recover if it fails.
//     A write is renameat2(RENAME_EXCHANGE) of staged file and target: the file that comes out is
//     compared (inode, size, mtime) with the one re-checked in step 5; if an editor saved in
//     between, the exchange is undone at once and their save stays. A create is
//     RENAME_NOREPLACE; a delete moves the target aside, compares it, and removes it. The original
//     that came out is removed only at cleanup, after one more comparison: an editor that had
//     opened the file just before the exchange and wrote into the original afterwards gets its
//     save back in the target (without the fix; the file is reported Modified, the rest of the
//     commit stands).
//
// A directory swapped for a symlink at any moment therefore gets nothing written through it: the
// handles still name the real folders, step 5 or 6 notices the swap, and the commit is undone in
// those folders, wherever they are now.
//
// # Rollback and Recover: one procedure, nothing destroyed on a guess
//
// Any failure before the commit point undoes the installed changes; Recover undoes a journal that
// never reached "committed". Both use undo: a target is restored only if it still holds what alfix
// wrote (the new content; no file for a delete) and its backup verifies against the base hash;
// one with the base content is left; one with anything else was changed by someone since and is
// left exactly as it is, reported as Modified, and the transaction's backups are kept under
// .alfix/txn/conflict-<name>/ for a human (Recover never executes them; they are removed, oldest
// first, after ConflictMaxAge or beyond ConflictMaxCount, and only when their name carries this
// user's tag). The restore itself is an exchange whose outcome is compared again, and a created
// file is moved aside and compared before it is removed, so a save landing during the rollback is
// kept too. What comes out of a target is
// removed only after one more comparison once every target is restored: an editor that opened
// the file just before the exchange and writes into it afterwards has its save put back (or, if
// the target changed again meanwhile, kept beside it) and the file is reported Modified.
//
// Where renameat2 is missing (other systems, or a file system without RENAME_EXCHANGE) txn falls
// back to comparing the target's identity right before a plain rename: a save landing in the
// microseconds between the two calls can then be overwritten (editors take no locks; rename(2)
// cannot close this). The portable Dir (dir_portable.go, os.Root) is used on every system but
// Linux; there the kernel still refuses any symlink leading out of the root.
//
// A new file needs an existing parent directory (txn creates no directories in the project), and
// the original's permission bits are copied to its replacement; owner, group, extended attributes
// and other hard links of the original are not carried over (rename-replace makes a new inode).
//
// Read-only targets: rename(2) replaces a file regardless of its own permission bits, and root
// bypasses them anyway, so txn refuses a target whose owner-write bit (0200) is clear instead of
// relying on the operating system.
//
// txn keeps its own temp-file + fsync + rename steps rather than using renameio for targets: its
// protocol stages every file before renaming any, and its tests fail every single file-system call
// through the FS seam (package txntest), which covers every call txn makes below the root.
//
// txn must not import bbolt or know about AL beyond the file name policy (*.al, *.xlf), fixes or the
// workspace's snapshot: it moves bytes and never transforms them (BOM and line endings are the
// caller's bytes). It is the only package that renames files into a project.
package txn
