package syntax

// NodeKindCount is the number of node kinds: every NodeKind is below it.
// Tables indexed by kind (the rule framework's kind bitmasks) size
// themselves by it.
const NodeKindCount = int(numNodeKinds)
