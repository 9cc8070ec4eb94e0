package rules

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AA0207 reports event subscribers that are not local.
var AA0207 = &analysis.Rule{
	ID:      "AA0207",
	Title:   "The EventSubscriber method must be local",
	Message: "The event subscriber %s must be local",
	Description: "A procedure marked [EventSubscriber] is called by the platform when the event is raised; " +
		"it is not meant to be called from other objects. Declare it local. Subscribers without an access " +
		"modifier and subscribers declared internal or protected are reported; the fix makes them local.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.CodeCop,
	HelpURI:  "https://learn.microsoft.com/en-us/dynamics365/business-central/dev-itpro/developer/analyzers/codecop-aa0207",
	FixKeys:  []string{"AA0207.MakeLocal"},
	Run:      runAA0207,
}

func init() { register(AA0207) }

func runAA0207(pass *analysis.Pass) {
	f := pass.File
	codeObjectProcedures(f, func(_, proc *syntax.Node) {
		if codeAttribute(f, proc, "EventSubscriber") == nil {
			return
		}
		if m := codeAccessModifier(f, proc); m >= 0 && f.Tokens[m].Keyword == syntax.KwLocal {
			return
		}
		var fixes []analysis.Fix
		if edit, ok := codeMakeLocal(f, proc); ok {
			fixes = append(fixes, pass.Fix("MakeLocal", "Make the event subscriber local", edit))
		}
		span := codeProcedureSpan(f, proc)
		pass.Reportf(span, []any{f.Text(span)}, fixes...)
	})
}
