// Package objects knows what object declarations hold beyond the tree's
// own queries: the values of an enum, and properties of table fields that
// repeat the table's value (reported through the pass it is given for
// LC0019 and LC0094). It must not import a cop package or al/rules.
package objects
