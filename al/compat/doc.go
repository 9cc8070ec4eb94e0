// Package compat compares a project's declarations with a baseline: the
// symbols of a previous version of the same app, read from its package
// (al/packages) into a [symbols.Summary]. It answers what was added,
// removed or changed between the two — objects, table fields (type,
// length, name), keys, procedures of the public API (access, parameter
// types, var-ness, array sizes, return type), event publishers and their
// parameters, enum values, interface members, page controls and actions,
// obsolete states — and, for each change, whether it breaks apps built
// against the baseline and the AppSourceCop rule id that reports it.
//
// Objects are matched by kind and id (by kind and name for kinds without
// ids: interfaces, page customizations, permission sets, profiles, ...);
// members by name, procedures by name and signature (an overload set of one
// on both sides is compared parameter by parameter). What counts as the
// app's API follows AppSourceCop: public and protected members of public
// objects, every event publisher but internal events, and internal or
// OnPrem-scoped members only when [Options] say so. Table schema (tables,
// table extensions, fields, the primary key) counts whatever its access or
// obsolete state, since upgrading existing data needs it; other members
// obsolete in the baseline may go.
//
// This package must not read files, report diagnostics or know where a
// change is in the source: it compares declarations only. The rules in
// al/rules/appsourcecop report its changes, `alfix compare` prints them.
package compat
