// Package properties is the property catalogue of AL: for each object kind
// and each element kind (table field, key, page field, group, action, part,
// report column, data item, xmlport node, query column, enum value, ...)
// the properties the compiler allows there, and the shape of the values of
// the properties whose shape is a closed set (Booleans, enumerations).
//
// The facts are in catalogue.txt, embedded: names and where they apply, from
// the AL language reference, checked against every property use in
// microsoft/BCApps (bcapps_test.go, run with ALFIX_BCAPPS set). The package
// answers questions about one property at a time from the syntax tree; it
// must not guess: a context or a property shape it does not know is
// reported as unknown, and callers stay silent there. It knows nothing about
// objects and symbols (whether a page named in CardPageId exists is not its
// question).
package properties
