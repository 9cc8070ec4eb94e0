// Package exprs knows the shape of AL expressions and statements in the
// tree where al/syntax has no query for it: the operator token of a binary
// or unary expression, integer literals, the mirror of a comparison, the
// statement an expression belongs to, values that are Text for sure. It
// must not report diagnostics nor import a cop package or al/rules; a query
// every package needs belongs in al/syntax instead (as Node.Unparen does).
package exprs
