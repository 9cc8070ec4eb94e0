// Package project reads the configuration of a Business Central AL project
// from disk: the app.json manifest, the AL extension's .vscode/settings.json,
// *.ruleset.json files (flattened with their includes), AL-Go's rulesetFile
// and code cop settings, ALCops' alcops.json thresholds, and the list of AL
// source files. It also finds the startup projects of the server
// (FindProjects).
//
// It decides which analyzers run (Config.Analyzers, in the order: the
// caller's specs, al.enableCodeAnalysis=false, al.codeAnalyzers, AL-Go,
// DefaultAnalyzerGroups) and holds the one list of rules that report the
// same spots (DuplicateRules) with the policy that leaves one of a pair out
// (Config.DuplicatesLeftOut); applying it to a rule registry is the
// workspace's job.
//
// The package is pure: every function reads the files it needs each time it
// is called and returns plain values. It keeps no cache and no global state,
// never writes to disk, never fetches anything over the network (remote
// ruleset includes are reported, not fetched), and does not parse AL source.
// Problems in optional files (settings, rulesets, alcops.json) become
// warnings on the Config; only a missing or invalid app.json is an error.
package project
