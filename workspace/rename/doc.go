// Package rename plans renames: given a position in a project's file (a
// declaration or any reference to it) and a new name, it finds the symbol
// there (an object, a table field, a procedure or event, a parameter, a
// local or global variable, an enum value, a page control or action) and
// every place of the project that names it, in code and in properties
// (CalcFormula, TableRelation, DataItemLink, RunPageLink, SubPageLink,
// table views, keys, Permissions, ...), event subscriber arguments and
// page extension anchors, as text edits, with the trans-units of the
// project's XLIFF translation files below the symbol; and the affix plan
// of add_affix.
// A rename that would change what some name means (a collision, a
// reference in a `with` body, a member others depend on) is refused with
// the reason.
//
// It plans edits and never writes: a Plan's files go through fix.Commit
// (txn) in the caller. It reads the project only through what the
// workspace core offers its rooms (Project.Declarations, ReadFile).
//
// Files: name.go (identifiers and quoting), target.go (what a position
// names), sites.go (the places that name a target), props.go (names
// inside property values), plan.go (requests, refusals, plans),
// affix.go (add_affix), xliff.go (translation files).
package rename
