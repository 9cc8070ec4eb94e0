package symbols

import (
	"strings"

	"github.com/alfix/alfix/al/syntax"
)

// elementTriggers returns the names of the triggers declared in a field or
// modify element, in source order (nil when none).
func elementTriggers(f *syntax.File, n *syntax.Node) []string {
	var out []string
	for _, m := range syntax.Members(n) {
		if m.Kind == syntax.Trigger {
			out = append(out, f.DeclName(m))
		}
	}
	return out
}

// FieldTriggers returns the triggers of the field called name of table t:
// those of its field element and of every modify element of the table
// extensions the summary has the source of. known is false when t's
// source is not in the summary (t comes from a symbol package, which
// records no triggers) or the field is unknown: then nothing is known
// about its triggers.
func (s *Summary) FieldTriggers(t *Object, name string) (triggers []string, known bool) {
	fl := s.Field(t, name)
	if fl == nil || !s.hasSource(t) {
		return nil, false
	}
	triggers = append(triggers, fl.Triggers...)
	for _, ext := range s.Extensions(t) {
		if !s.hasSource(ext) {
			continue
		}
		for i := range ext.Fields {
			if m := &ext.Fields[i]; m.Modify && strings.EqualFold(m.Name, name) {
				triggers = append(triggers, m.Triggers...)
			}
		}
	}
	return triggers, true
}

// hasSource reports whether o was read from source: from the project's
// own files or from a dependency that is a project of the workspace.
func (s *Summary) hasSource(o *Object) bool {
	if s.FileOf(o) != "" {
		return true
	}
	for _, d := range s.deps {
		if d.Origin == FromProject && d.Symbols != nil && d.Symbols.FileOf(o) != "" {
			return true
		}
	}
	return false
}
