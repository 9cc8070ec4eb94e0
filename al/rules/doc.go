// Package rules holds alfix's AL rules, one file per rule (with its test and
// its fixtures under testdata/<RuleID>/), and the registry of all of them.
//
// Rule IDs, default severities and behaviour follow the public documentation
// of Microsoft's CodeCop (AA) and of ALCops (AC, DC, FC, LC, PC, TA), so that
// rulesets and `#pragma warning disable` lines written for those analyzers
// apply. The fixtures are our own.
//
// A rule file declares its [analysis.Rule] as a package variable and adds it
// to the registry in an init function with register. Rules are pure: they
// read the pass and report; they never touch the file system. Shared edit
// helpers (removing a property line, inserting a property, replacing a token)
// are in edits.go so that every rule edits code the same way: the smallest
// span that does the job, keeping indentation, comments and directives.
package rules
