package symbols

import "github.com/alfix/alfix/internal/weakset"

// sharedTypes holds one copy of each declared type in use anywhere in the
// process, labels' types aside (their text makes nearly each one distinct:
// they are shared within their file only). A project summary keeps every
// file's declarations for the whole session and most of them repeat a few
// hundred types (Boolean, Code[20], Record Customer), so files share them.
// Entries are weak: a type no symbols refer to any more is collected and
// its entry removed.
var sharedTypes weakset.Set[string, Type] // by the hash encoding of the type
