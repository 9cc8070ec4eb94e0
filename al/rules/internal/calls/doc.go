// Package calls knows the calls of built-in methods in a file's code: the
// tree says where a call is, the file's name resolution which method of the
// catalogue it calls (receiver, arguments, parameterless calls without
// parentheses). The calls of a file are resolved once per pass (Builtins)
// for every rule that asks. It must not report diagnostics nor import a cop
// package or al/rules.
package calls
