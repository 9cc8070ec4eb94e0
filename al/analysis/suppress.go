package analysis

import (
	"strings"

	"github.com/alfix/alfix/al/syntax"
)

// Suppressions answers whether a #pragma warning disable covers an offset of
// a file for a rule id.
//
// The scope of a pragma is textual (as in Roslyn, which the AL compiler
// uses): `#pragma warning disable X` disables X from the directive to the
// matching `restore` of X or a `restore` without ids, or to the end of the
// file; a disable without ids disables every id; directives inside inactive
// #if branches do nothing. A diagnostic is suppressed when the start of its
// span lies in a disabled region of its id. A region starts at the end of
// its directive line, as in Roslyn: a diagnostic about the directive itself
// (AA0246 on a disable without ids) is not suppressed by it.
type Suppressions struct {
	// events are the active pragma warning directives in source order.
	events []pragmaEvent
}

type pragmaEvent struct {
	offset  int
	disable bool
	ids     []string // upper-cased; empty = all
}

// NewSuppressions collects the pragma warning directives of a parsed file.
func NewSuppressions(f *syntax.File) *Suppressions {
	s := &Suppressions{}
	for _, d := range f.Directives {
		if !d.Active || d.Kind != syntax.DirPragmaWarning {
			continue
		}
		var disable bool
		switch strings.ToLower(d.Action) {
		case "disable":
			disable = true
		case "restore":
		default:
			continue
		}
		ev := pragmaEvent{offset: d.Span.End, disable: disable}
		for _, id := range d.IDs {
			if id = strings.ToUpper(strings.TrimSpace(id)); id != "" {
				ev.ids = append(ev.ids, id)
			}
		}
		s.events = append(s.events, ev)
	}
	return s
}

// Suppressed reports whether id is disabled at offset.
func (s *Suppressions) Suppressed(id string, offset int) bool {
	id = strings.ToUpper(id)
	disabled := false
	for _, ev := range s.events {
		if ev.offset > offset {
			break
		}
		if len(ev.ids) == 0 {
			disabled = ev.disable
			continue
		}
		for _, x := range ev.ids {
			if x == id {
				disabled = ev.disable
				break
			}
		}
	}
	return disabled
}
