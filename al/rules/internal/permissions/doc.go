// Package permissions knows table data access as the permission rules
// AC0031 and AC0032 see it: the database operations an object's code and
// data items perform, each needing one tabledata permission (r, i, m or d),
// and the sources that grant it; and what the project's permission sets
// grant by object (Coverage, for AC0010 and PTE0004). It must not report diagnostics nor import
// a cop package or al/rules.
package permissions
