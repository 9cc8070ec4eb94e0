// Package comments knows where comments stand around code: before a
// token, and around a statement (before it, after it on its line, or before
// the statement it is the body of), for the documentation rules DC0001 to
// DC0003. It must not report diagnostics nor import a cop package or
// al/rules.
package comments
