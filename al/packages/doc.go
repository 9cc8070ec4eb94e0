// Package packages reads and writes Business Central symbol packages (.app
// files) and resolves a project's dependencies the way the AL compiler
// does.
//
// A package is a 40-byte NAVX header (magic, header length, format
// version, package GUID, content length, magic) followed by its content: a
// ZIP archive holding NavxManifest.xml (identity, dependencies, id ranges,
// internalsVisibleTo), SymbolReference.json (the declarations; UTF-8 with a
// byte order mark, objects grouped by kind and, since BC 20, nested under
// Namespaces) and often embedded sources, translations and layouts.
// Microsoft-signed packages append "NXSB" and a signature after the
// content; runtime packages hold an encrypted ".NEA" content instead of a
// ZIP (no readable symbols); Ready2Run packages wrap the real package as an
// inner .app file. Read handles all of them and every SymbolReference.json
// variant seen in the wild (old files without namespaces, "Enums" for
// "EnumTypes", "Temporary" on every type, values before names).
//
// SymbolReference.json is decoded as a stream, one object at a time, so
// that Base Application's tens of megabytes never sit in memory next to
// the model built from them; runs of whitespace are collapsed on the way
// in (encoding/json would rescan them on every refill). Limits (Limits)
// bound the file size, the ZIP entry count, every entry's uncompressed
// size and compression ratio (ZIP bombs; the ratio counts the compressed
// bytes actually consumed, never the sizes the archive declares), the
// bytes of one declaration, the nesting depth, and the size of
// alfix/symbols.bin and what decoding it may allocate (checked before each
// allocation). A Ready2Run wrapper's inner package is read in place or
// through a temporary file, never whole in memory. Every malformed package
// is an error naming the file; nothing in this package panics on hostile
// input, and a package's cost is linear in its bytes.
//
// Write (and Export) produce a package of a project's own declarations:
// the NAVX header, a ZIP with NavxManifest.xml, SymbolReference.json in the
// current format and, as alfix/symbols.bin, the exact declarations in
// package symbols' module encoding, so that alfix reads its own exports
// back identically while other tools read the JSON.
//
// ListSources and ReadSource list and read the AL sources a package embeds
// (its src/ folder, also inside a Ready2Run wrapper), matched to a
// declaration's ReferenceSourceFileName ignoring case and the extra
// percent-encoding of entry names.
//
// Resolve is a pure function from a project's manifest, the packages found
// in its package folders and the workspace's source projects to its
// dependency list (see Resolve). PackageFiles lists a package folder and
// says which entries named *.app it skipped and why.
//
// This package reads and writes the files it is given; it does not cache,
// does not walk the workspace and never reports diagnostics.
package packages
