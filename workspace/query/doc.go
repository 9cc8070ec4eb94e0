// Package query holds the symbol queries: read-only use cases over a
// project's summary with its dependency layer (symbols.BuildApp), for the
// tools find_symbols, describe_object, find_references, events, free_ids and
// get_source and their command-line twins. Every query sees what the
// project's own code may use: objects of transitive dependencies, internal
// objects and members of apps that do not list the project in
// internalsVisibleTo and local procedures of dependencies are left out
// (symbols.Summary.Visible, MemberVisible, EventVisible); asked for by name,
// they are answered with a SymbolError saying why.
//
// It is a room on the workspace core: it reads a project's declarations,
// files and caches only through what workspace/rooms.go offers
// (Project.Declarations, Project.ReadFile, Workspace.ReadSource,
// Workspace.Attached for its own bounded caches) and never analyses,
// fixes or writes anything.
//
// Files: query.go (the view, name resolution, descriptions of
// declarations, find and describe), source.go (positions, source
// text, package sources), refs.go, events.go, ids.go, cursor.go (paging).
package query
