// Package testautomationcop holds the TA rules: alfix's rules with the ids,
// default severities and behaviour of ALCops' TestAutomationCop, one file per rule
// (rules that share their logic share a file), each with its fixtures in
// testdata/<ID>. The registry in al/rules lists them.
//
// A rule file uses only its own helpers, the packages of al/ and the
// knowledge packages of al/rules/internal; it must not use another rule
// file's helpers (what two rules share moves into an internal package
// named for what it knows) nor import another cop package or al/rules.
// Rules are pure: they read the pass and report; they never touch the
// file system.
package testautomationcop
