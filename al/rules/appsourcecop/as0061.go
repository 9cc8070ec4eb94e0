package appsourcecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AS0061 reports subscribers to the OnBeforeCompanyOpen and
// OnAfterCompanyOpen events.
var AS0061 = &analysis.Rule{
	ID:      "AS0061",
	Title:   "Procedures must not subscribe to CompanyOpen events",
	Message: "Procedure '%s' cannot subscribe to '%s' because it can increase the login time for Dynamics 365 Business Central.",
	Description: "The OnBeforeCompanyOpen and OnAfterCompanyOpen events run inside every user's login; each " +
		"subscriber adds to the time before the client opens. Microsoft asks AppSource apps to do such " +
		"work elsewhere (System Initialization's OnAfterLogin, or a background task). alfix reports event " +
		"subscribers whose event name (the third argument of EventSubscriber, a string or a name) is " +
		"one of those two; the platform's OnCompanyOpen and OnCompanyOpenCompleted events of Company " +
		"Triggers are not reported.",
	Severity: analysis.SeverityError,
	Category: "Extensibility",
	Analyzer: project.AppSourceCop,
	Run: func(pass *analysis.Pass) {
		f := pass.File
		for proc := range pass.Nodes(syntax.Procedure) {
			attr := f.Attribute(proc, "EventSubscriber")
			args := f.AttributeArgs(attr)
			if len(args) < 3 || args[2].Len() != 1 {
				continue
			}
			event := f.TokenText(int(args[2].First))
			switch args[2].Kind {
			case syntax.LiteralExpr:
				event = syntax.StringValue(event)
			case syntax.NameExpr:
				event = syntax.Unquote(event)
			default:
				continue
			}
			if !strings.EqualFold(event, "OnBeforeCompanyOpen") && !strings.EqualFold(event, "OnAfterCompanyOpen") {
				continue
			}
			pass.Reportf(f.DeclSpan(proc), []any{f.DeclName(proc), event})
		}
	},
}
