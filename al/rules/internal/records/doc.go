// Package records knows records and tables: the one table of built-in
// Record methods by what they do with table data (Method; rules derive the
// sets they need from it), what a routine does with a local record
// variable, which Record calls read a set, Count comparisons, the table
// type (normal, temporary, external) of a table and whether a record is
// temporary, field types. It must not report diagnostics nor import a cop
// package or al/rules.
package records
