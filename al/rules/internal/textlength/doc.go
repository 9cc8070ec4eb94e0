// Package textlength computes the maximum length of text values for AA0139
// and PC0022 (possible overflow): from the declared lengths of Text[N] and
// Code[N] variables, fields and return types, the length of literals and
// labels, and the built-in methods whose result length follows from their
// arguments. It must not report diagnostics nor import a cop package or
// al/rules.
package textlength
