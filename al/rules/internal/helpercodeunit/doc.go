// Package helpercodeunit builds the edits a fix needs to call a codeunit of
// the Base or System Application (AC0005's "Translation Helper", AC0006's
// "Page Management"): a variable of the codeunit in the routine and, in a
// file with a namespace, a using of the codeunit's namespace. It must not
// report diagnostics nor import a cop package or al/rules.
package helpercodeunit
