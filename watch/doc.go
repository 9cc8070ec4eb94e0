// Package watch watches directory trees and tells which files changed.
//
// A [Watcher] watches every directory under its roots (fsnotify is not
// recursive), except those its consumer's skip function leaves out
// ([Options.Skip]; the watcher has no skip list of its own). It
// coalesces what happened to each path into one [Event] (Created, Changed or
// Removed) and delivers batches in two ways:
//
//   - [Watcher.Batches]: after a quiet time (the debounce), for background
//     work such as re-analysing changed files;
//   - [Watcher.Sync]: at once, everything that happened before the call, for
//     a request that must see every change completed before it started.
//
// The watcher is an optimisation, never a correctness condition. Events are
// hints about which paths to look at; the file system stays the truth. When
// events may have been lost (kernel queue overflow, a directory that could not
// be watched, a backend error, a removed root, a Sync marker that did not come
// back) a batch says Rescan and the consumer must fall back to a full
// stat-based refresh.
//
// # How it works
//
// One goroutine reads the notification [Source] and never calls Add or
// Remove on it (calling them from the reading goroutine has deadlocked
// several fsnotify backends): new directories go to a second goroutine that
// adds a watch on each and lists it, reporting every entry it finds as
// Created (files can land in a new directory before its watch exists). An
// atomic save (write a temporary file, rename it over the old one) produces
// no Write event, so a Create of a known file is reported as Changed. A
// renamed directory is reported as Removed (with everything known under it)
// and Created at its new place (walked again); because inotify watches follow
// the inode and fsnotify would keep reporting them under the old name, the
// walker drops a directory's old watch before adding it under the new name.
// Events that arrive for a directory still being walked are held back and
// applied after the walk, so nothing that happens during a walk is lost.
//
// Sync is made reliable with a marker file: it creates a uniquely named file
// in a private directory the watcher made for itself (os.MkdirTemp in the
// system's temporary directory, mode 0700, removed on Close) and watches
// through the same notification instance as the roots, and waits until the
// marker's own event comes back; inotify keeps one queue per instance, in
// order, so every event queued before the call has then been read. It also
// waits for the walks of directories created before the marker. Marker events
// are never reported.
//
// The watcher writes nothing into its roots: it only watches and lists them
// (a symlink found in a listing is never followed). A repository may carry
// symlinks anywhere, .alfix included; none of them can make the watcher
// create, empty or remove anything.
//
// The package must not interpret file contents, know about AL projects, or
// decide what to re-analyse; it only says which paths to look at, and it must
// never create, rename or remove anything under a root. It is the only
// package that imports fsnotify.
package watch
