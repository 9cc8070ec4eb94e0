package codecop

import (
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AA0243 reports runs of codeunits of subtype Upgrade.
var AA0243 = &analysis.Rule{
	ID:      "AA0243",
	Title:   "Running an upgrade codeunit is not allowed",
	Message: "Codeunit '%s' has Subtype = Upgrade; running it causes a runtime error",
	Description: "An upgrade codeunit is run by the platform when an extension is upgraded, never by code: " +
		"Codeunit.Run on it fails at runtime. Reported: Codeunit.Run(Codeunit::X, ...) or " +
		"Codeunit.Run(<id>, ...) and Run() on a variable of type Codeunit X, when X is a codeunit of the " +
		"project or of a loaded dependency whose Subtype is Upgrade. Codeunits alfix cannot see " +
		"(symbols not loaded) and ids or names computed at runtime are not reported.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	UsesProject: true,
	Run:         runAA0243,
}

func runAA0243(pass *analysis.Pass) {
	if pass.Summary == nil {
		return
	}
	f := pass.File
	scopes := pass.Scopes()
	for _, c := range calls.Builtins.Get(pass).Calls {
		var cu *symbols.Object
		switch {
		case c.Is("Run", "CodeunitStatic") && len(c.Args) > 0:
			cu = aa0243Codeunit(pass.Summary, f, c.Args[0])
		case c.Is("Run", "Codeunit") && c.Receiver != nil:
			if t := scopes.TypeOf(c.Receiver); t.Is("Codeunit") && t.Object != "" {
				cu = pass.Summary.Object("codeunit", t.Object)
			}
		}
		if cu != nil && aa0243IsUpgrade(cu) {
			pass.Reportf(c.Span(f), []any{cu.Name})
		}
	}
}

// aa0243Codeunit returns the codeunit an argument names: Codeunit::X or an
// integer id; nil when it is not known.
func aa0243Codeunit(sum *symbols.Summary, f *syntax.File, e *syntax.Node) *symbols.Object {
	switch e.Kind {
	case syntax.ScopeExpr:
		if len(e.Children) == 0 || !strings.EqualFold(f.Text(f.Span(e.Children[0])), "Codeunit") {
			return nil
		}
		return sum.Object("codeunit", syntax.Unquote(f.TokenText(int(e.Last)-1)))
	case syntax.LiteralExpr:
		if f.Tokens[e.First].Kind != syntax.Integer {
			return nil
		}
		if id, err := strconv.Atoi(f.TokenText(int(e.First))); err == nil {
			return sum.ObjectByID("codeunit", id)
		}
	}
	return nil
}

// aa0243IsUpgrade reports whether a codeunit's Subtype is Upgrade.
func aa0243IsUpgrade(o *symbols.Object) bool {
	for _, p := range o.Properties {
		if strings.EqualFold(p.Name, "Subtype") && strings.EqualFold(strings.TrimSpace(p.Value), "Upgrade") {
			return true
		}
	}
	return false
}
