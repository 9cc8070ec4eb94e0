// Package callgraph builds the call graph of an AL project from the name
// resolution of al/symbols: per file, the edges from each procedure or
// trigger to the routines it reaches (calls through names, this, Rec and
// Record/Codeunit/Page/Report/Interface values, Codeunit.Run,
// Page.Run/RunModal, Report.Run and its kin and a value's Run, table
// operations' triggers and trigger-event subscribers) and the table
// operations it performs; per query, the assembly of those files into a
// Graph that adds interface fan-out and event publisher -> subscriber
// edges, and walks it incoming or outgoing. dead.go decides which
// procedures, events and globals nothing uses (LC0052, LC0053 and
// call_hierarchy's unused listing) from each file's mentioned names and
// its own binding.
//
// It resolves no name itself: a callee is what symbols.FileScopes binds
// (CalleeObject), a subscriber what symbols.Summary.SubscribersOf finds. It
// reads no file and keeps no cache; the workspace parses, caches per
// snapshot and pages.
package callgraph
