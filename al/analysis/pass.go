package analysis

import (
	"fmt"
	"sync"

	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// A Pass is what a rule sees while it inspects one file: the file's syntax
// tree, the project configuration (app.json, alcops.json thresholds), and a
// way to report diagnostics.
type Pass struct {
	Rule *Rule
	// Path is the file's path as the caller named it.
	Path string
	File *syntax.File
	// Config is the project configuration; never nil inside Run (an empty
	// configuration stands in when the caller has none).
	Config *project.Config
	// Summary holds the declarations of the whole project. It is set for
	// rules with UsesProject (a summary of this file alone stands in when
	// the caller has none) and may be nil for others.
	Summary *symbols.Summary

	shared   *fileShared
	severity Severity
	report   func(Diagnostic)
}

// fileShared holds what the rules running on one file compute once and
// share.
type fileShared struct {
	once   sync.Once
	scopes *symbols.FileScopes
}

// Scopes returns the name resolution of the pass's file against the
// project summary, computed once per file for all rules.
func (p *Pass) Scopes() *symbols.FileScopes {
	if p.shared == nil {
		p.shared = &fileShared{}
	}
	p.shared.once.Do(func() { p.shared.scopes = symbols.Scopes(p.File, p.Summary) })
	return p.shared.scopes
}

// Report records a diagnostic of the pass's rule. RuleID, Path and Severity
// are filled in; fixes without a provider get the rule's provider.
func (p *Pass) Report(d Diagnostic) {
	d.RuleID = p.Rule.ID
	d.Path = p.Path
	d.Severity = p.severity
	for i := range d.Fixes {
		if d.Fixes[i].Provider == "" {
			d.Fixes[i].Provider = p.Rule.Provider()
		}
	}
	p.report(d)
}

// Reportf records a diagnostic at span with the rule's message format and
// the given arguments, offering the given fixes.
func (p *Pass) Reportf(span syntax.Span, args []any, fixes ...Fix) {
	p.Report(Diagnostic{Span: span, Message: fmt.Sprintf(p.Rule.Message, args...), Fixes: fixes})
}

// Fix returns a fix of the pass's rule with the key `<RuleID>.<verb>`.
func (p *Pass) Fix(verb, title string, edits ...TextEdit) Fix {
	return Fix{Title: title, Key: p.Rule.ID + "." + verb, Provider: p.Rule.Provider(), Edits: edits}
}

// RuntimeAtLeast reports whether the project's app.json runtime is at least
// major.minor. A project without a runtime counts as the newest runtime.
func (p *Pass) RuntimeAtLeast(major, minor int) bool {
	maj, min, ok := p.Config.Manifest.RuntimeVersion()
	if !ok {
		return true
	}
	return maj > major || (maj == major && min >= minor)
}
