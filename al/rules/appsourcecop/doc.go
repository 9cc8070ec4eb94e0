// Package appsourcecop holds the AS rules: alfix's rules with the ids,
// titles, messages and default severities Microsoft documents for its
// AppSourceCop analyzer. The breaking-change rules compare the project
// with the previous version of the app (Pass.Baseline; al/compat and
// al/rules/internal/breaking) and report nothing without one. One file per
// rule, each with its fixtures in testdata/<ID> (for the breaking-change
// rules with the previous version in testdata/<ID>/Baseline); the
// registry in al/rules lists them.
//
// The rules read AppSourceCop.json's mandatory affixes and app.json's id
// ranges through the pass's configuration view; findings about those
// files themselves are reported once per project on its first object
// (al/rules/internal/manifestsite).
//
// A rule file uses only its own helpers, the packages of al/ and the
// knowledge packages of al/rules/internal (affixes, idranges,
// manifestsite, ...); it must not use another rule file's helpers nor
// import another cop package or al/rules. Rules are pure: they read the
// pass and report; they never touch the file system.
package appsourcecop
