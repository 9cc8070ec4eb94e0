// Package fix holds the fix use cases: the fixes of one diagnostic or of
// every diagnostic of a rule, planned on the files' current bytes and
// written as one unit, for the tools get_fixes, apply_fix and apply_fix_all
// and the fixes of the command line's SARIF report.
//
//   - [Locate]: one diagnostic and its fixes (get_fixes).
//   - [PlanFix], [PlanFixAll]: the new contents of a fix of one diagnostic,
//     or of every diagnostic of a rule, as a [Plan] (bases, new contents,
//     what stays unfixed, files left out); nothing is written. PlanFixAll
//     analyses its scope once, reads each file when its fixes are computed
//     and keeps only what its call needs (a plan to commit, no old
//     contents; a dry run's rendered diff, no contents).
//   - [Commit]: writes a plan and reports one [FileOutcome] per file in the
//     conflict kinds of apply_fix_all.
//   - [Fixes]: the fixes of the live diagnostics of some files, positioned
//     as a report shows them.
//
// The use cases check in the order of the tool contract and answer the
// first failure with a [*Error] whose Problem is typed; the wording of
// the envelopes belongs to the tools. Any other error is unexpected.
//
// It is a room on the workspace core: it runs rules, analyses, reads and
// writes only through what workspace/rooms.go offers (Project.Inspect and
// InspectContent, AnalyzeRule, RuleOptions, ReadFile, the Tracker of the
// progress model, and Project.Write, which writes through txn under the
// project's write lock and moves the snapshot). It never writes a file
// itself, never writes outside the project folder, and never caches: every
// plan is computed on the bytes read during the call, and txn re-checks
// each file's hash right before renaming, so a fix computed on an old
// version of a file is refused rather than written over someone's edit.
//
// Files: fix.go (requests, Locate, PlanFix, PlanFixAll), fixall.go (the
// fix-all rounds file by file), fixerror.go (problems), plan.go (plans and
// their diffs), commit.go (outcomes, Commit), textfixes.go (Fixes),
// inspect.go (encodings, read problems).
package fix
