package events

import (
	"strings"

	"github.com/alfix/alfix/al/syntax"
)

// ObsoleteMarker is the display name prefix that marks an external
// business event as obsolete.
const ObsoleteMarker = "[OBSOLETE]"

// ExternalBusinessEvents yields the procedures with an
// [ExternalBusinessEvent] attribute and the string token of its display
// name (-1 when it is not a literal).
func ExternalBusinessEvents(f *syntax.File, obj *syntax.Node, yield func(proc *syntax.Node, displayName int)) {
	for _, proc := range syntax.Procedures(obj) {
		attr := f.Attribute(proc, "ExternalBusinessEvent")
		if attr == nil {
			continue
		}
		args := f.AttributeArgs(attr)
		if len(args) < 2 {
			continue
		}
		yield(proc, f.StringLiteralToken(args[1]))
	}
}

// HasObsoleteMarker reports whether a display name starts with the
// [OBSOLETE] marker (any case).
func HasObsoleteMarker(name string) bool {
	return len(name) >= len(ObsoleteMarker) && strings.EqualFold(name[:len(ObsoleteMarker)], ObsoleteMarker)
}
