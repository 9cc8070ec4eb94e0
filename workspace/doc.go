// Package workspace is the service core of alfix: it owns the startup
// projects, a snapshot of every AL file of each (path -> content hash), the
// cached analysis, and the use cases the tools and the command line call.
//
// # Use cases
//
// A tool decodes its arguments, calls one use case and maps the answer;
// everything that reads, hashes, positions or writes files happens here or
// in the rooms built on the core (workspace/fix, workspace/query), so every
// front end gets the same behaviour and it is tested once:
//
//   - [Project.Analyze]: the findings of a project or part of it, merged
//     with compiler diagnostics when given.
//   - [Project.Inspect], [Project.AnalyzeRule], [Project.Write]: the
//     rules run on one file read now, the analysis of one rule as a step
//     of a longer call, and the one way a project file is written (txn,
//     under the project's write lock, the snapshot moved after); with the
//     [Tracker] of the progress model (rooms.go) they are what the fix use
//     cases of workspace/fix (get_fixes, apply_fix, apply_fix_all) are
//     built on.
//   - [Project.Declarations]: the project's summary with its dependency
//     layer as analyze sees it; with [Project.ReadFile],
//     [Workspace.ReadSource] and [Workspace.Attached] (rooms.go) it is what
//     the symbol queries of workspace/query are built on.
//   - [Workspace.List]: the findings of an analysis that pass a
//     [Selection], with their counts and a digest; [Listing.Cursor] and
//     [Listing.Resume] page through it, refusing a cursor once the listing
//     changed.
//   - [Workspace.Rules]: the rules that run under a configuration, less
//     the duplicates it leaves out (project.DuplicateRules).
//
// Long use cases report [Progress] (progress.go): phases with shares of
// one fixed total, updates that only grow and end at the total, messages
// with the phase's own counts.
//
// # Findings
//
// [Finding] is the one diagnostic type at the boundary: a rule's diagnostic
// with what the runner adds (file, analyzer, positions, suppression, fix
// keys), a syntax error of the parser (analyzer Compiler, with the AL
// compiler's code; see syntaxerrors.go), or a diagnostic of Microsoft's
// compiler (almcp), merged so that the two never report one error twice.
//
// # Caching
//
// Nothing is computed twice for the same bytes: per-file results are kept
// in memory and in the store under keys that hash every input they were
// computed from; keys.go holds every recipe. The snapshot is refreshed on
// entry to every call: with a watcher, from the events it has seen (Sync
// takes pending events at once); without one, or after the watcher lost
// events, by stat-ing every file and re-hashing only those whose size or
// modification time changed (like git's index). Which files belong to a
// project is al/project's policy, followed the same way by the full listing
// and by the watcher's events: its skip list (also the watcher's skip
// function) and "a project's files are every .al file below its folder, as
// alc compiles them" (a nested folder holding app.json does not stop it). Only regular files up to
// Options.MaxFileSize (default 8 MiB) are read; larger ones are left out and
// listed by Project.SkippedFiles.
//
// Project-level rules see a summary of the project's declarations with a
// dependency layer: the apps it depends on, resolved from symbol packages
// and from other projects below the workspace's source roots, cached by
// package hash and source digest (deps.go).
//
// # What it must not do
//
// The package does not speak MCP and does not word results for people; the
// tools and cmd packages do. It never writes outside a project folder and
// never writes a project file but through txn, which re-checks every file's
// hash right before renaming, so a fix computed on an old version of a file
// is refused and never written over someone's edit.
package workspace
