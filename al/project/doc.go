// Package project reads the configuration of a Business Central AL project
// from disk: the app.json manifest, the AL extension's .vscode/settings.json,
// *.ruleset.json files (flattened with their includes), AL-Go's rulesetFile
// setting, ALCops' alcops.json thresholds, the mandatory affixes of
// AppSourceCop.json, and the list of AL source files.
// It also finds the projects under a folder (ScanProjects) and reports what
// that scan left out.
//
// It holds the policies every other package follows about which files are
// AL sources of which project:
//
//   - the one skip list (SkippedDirNames, IsSkippedDir, and SkipPath, the
//     form the file watcher takes): folders discovery, project scans, the
//     workspace snapshot and the watcher all leave out;
//   - a project's files are what alc compiles for it: every .al file
//     below its folder, nested folders holding app.json included
//     (DiscoverFiles lists a project's files, InProject and SourceFile
//     decide for one path, the same way);
//   - which folders holding app.json are projects: all of them, except in
//     an AL-Go repository the folders its AL-Go projects build only as a
//     part of an enclosing app (PartsOfEnclosingApps, from the
//     repository's AL-Go settings: FindALGoRepository, ListedAs);
//   - source files are read only when they are regular files and not over
//     a size limit (ReadSource, DefaultMaxFileSize).
//
// It decides which analyzers run (Config.Analyzers, in the order: the
// caller's specs, al.enableCodeAnalysis=false, al.codeAnalyzers, AL-Go,
// DefaultAnalyzerGroups) and holds the one list of rules that report the
// same spots (DuplicateRules) with the policy that leaves one of a pair out
// (Config.DuplicatesLeftOut); applying it to a rule registry is the
// workspace's job.
//
// Every configuration file is read under one policy (readConfigFile):
// only regular files of at most MaxConfigFileSize, never a file in alfix's
// per-user configuration folder (internal/userdirs, which holds the journal
// key); a file looked up by its name in a folder (app.json, settings,
// alcops.json, AppSourceCop.json, AL-Go settings) must not lead out of that
// folder through a symbolic link; a ruleset outside the repository is read
// and said in the warnings. Messages about a file give its path, a position
// and a reason, never its content (SyntaxError), and quote values only of
// files inside the repository, so that a setting cannot make alfix disclose
// a file it names.
//
// The package is pure: every function reads the files it needs each time it
// is called and returns plain values. It keeps no cache and no global state,
// never writes to disk, never fetches anything over the network (remote
// ruleset includes are reported, not fetched), and does not parse AL source.
// Problems in optional files (settings, rulesets, alcops.json,
// AppSourceCop.json) become
// warnings on the Config; only a missing or invalid app.json is an error.
package project
