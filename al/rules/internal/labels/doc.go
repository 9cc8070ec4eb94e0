// Package labels knows Label variables: the name suffixes CodeCop approves,
// the label variables of a file outside obsolete code, and the %n and #n
// placeholders of a label text. It must not report diagnostics nor import
// a cop package or al/rules.
package labels
