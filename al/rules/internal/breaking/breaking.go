// Package breaking reports the changes al/compat finds between a project
// and the previous version of its app (Pass.Baseline) for the AppSourceCop
// breaking-change rules: it declares such a rule from its id, title,
// message and severity, computes the comparison once per file for all of
// them, and says where each change is reported. It must not decide what
// breaks (al/compat does) nor read files.
package breaking

import (
	"fmt"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/compat"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/manifestsite"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// The breaking-change rules compare the project with the previous version
// of its app (Pass.Baseline, a package AppSourceCop.json or
// `alfix analyze --baseline-app` names) through al/compat, and report each
// change where it is: a changed declaration at its name, a removed member
// at the name of the object that held it, a removed object (and a missing
// baseline) once per project at its manifest site. Without a baseline they
// report nothing.

// locatedChange is a breaking change with the span it is reported at.
type locatedChange struct {
	compat.Change
	span syntax.Span
}

// breakingChanges is the comparison of the pass's file with the baseline,
// computed once per file for every breaking-change rule.
var breakingChanges = analysis.NewShared("breaking changes", func(pass *analysis.Pass) []locatedChange {
	base := pass.Baseline
	if base == nil {
		return nil
	}
	settings := pass.Config.Baseline()
	opts := compat.Options{Internal: settings.ValidateInternal, Obsolete: settings.ValidateObsolete, OnPrem: settings.ValidateOnPrem}
	fs := pass.FileSymbols()
	// The outline (spans) is read only for a file with something to
	// report: most files have nothing.
	var outline []symbols.OutlineObject
	var out []locatedChange
	for i := range fs.Objects {
		o := &fs.Objects[i]
		b := compat.Match(base, o)
		if b == nil {
			continue
		}
		for _, c := range compat.CompareObject(base, pass.Summary, b, o, opts) {
			if c.Rule == "" {
				continue
			}
			if outline == nil {
				outline = symbols.Outline(pass.File)
			}
			if i < len(outline) {
				out = append(out, locatedChange{c, memberSpan(outline[i], c)})
			}
		}
	}
	if span, ok := manifestsite.Span(pass); ok {
		cur := pass.Summary
		if cur == nil {
			cur = symbols.Build([]*symbols.FileSymbols{fs})
		}
		for _, c := range compat.RemovedObjects(base, cur, opts) {
			if c.Rule != "" {
				out = append(out, locatedChange{c, span})
			}
		}
	}
	return out
})

// memberSpan is where a change of an object's member is reported: the
// member's name when the current object declares it, else the object's
// name.
func memberSpan(o symbols.OutlineObject, c compat.Change) syntax.Span {
	kinds := map[string][]string{
		compat.ElemField: {symbols.KindField}, compat.ElemKey: {symbols.OutlineKey},
		compat.ElemProcedure: {symbols.KindProcedure, symbols.KindEvent}, compat.ElemEvent: {symbols.KindEvent, symbols.KindProcedure},
		compat.ElemMethod: {symbols.KindProcedure}, compat.ElemEnumValue: {symbols.KindEnumValue},
		compat.ElemControl: {symbols.OutlineControl}, compat.ElemAction: {symbols.OutlineAction},
	}[c.Element]
	if c.Op != compat.Removed && c.Member != "" {
		for _, m := range o.Members {
			for _, k := range kinds {
				if m.Kind == k && strings.EqualFold(m.Name, c.Member) {
					return m.NameSpan
				}
			}
		}
	}
	return o.NameSpan
}

// Rule declares the AppSourceCop rule id reporting the changes al/compat
// attributes to it; its Message has one verb per argument compat gives.
func Rule(id, title, message, description string, severity analysis.Severity) *analysis.Rule {
	return &analysis.Rule{
		ID: id, Title: title, Message: message,
		Description: description + " alfix compares the project's declarations with the baseline package " +
			"AppSourceCop.json names (version, name, publisher, baselinePackageCachePath) or `alfix analyze " +
			"--baseline-app` gives, and reports nothing without one.",
		Severity: severity, Category: "Upgrade", Analyzer: project.AppSourceCop, UsesProject: true,
		Run: func(pass *analysis.Pass) {
			// Changes that read the same at the same place (two overloads
			// of one name removed) are reported once.
			seen := map[string]bool{}
			for _, c := range breakingChanges.Get(pass) {
				if c.Rule != pass.Rule.ID {
					continue
				}
				args := make([]any, len(c.Args))
				for i, a := range c.Args {
					args[i] = a
				}
				key := fmt.Sprint(c.span, args)
				if seen[key] {
					continue
				}
				seen[key] = true
				pass.Reportf(c.span, args)
			}
		},
	}
}
