package pertenantextensioncop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// PTE0003 reports event subscribers to the company-open events.
var PTE0003 = &analysis.Rule{
	ID:      "PTE0003",
	Title:   "Procedures must not subscribe to CompanyOpen events",
	Message: "The procedure '%s' subscribes to the event '%s', which runs at every login",
	Description: "Subscribers to OnCompanyOpen and OnCompanyOpenCompleted run whenever a user opens a " +
		"company, so every subscriber lengthens the login of every user. Reported: a procedure whose " +
		"EventSubscriber attribute names the event OnCompanyOpen or OnCompanyOpenCompleted (any case), " +
		"at the event name. No fix: the work belongs elsewhere (a job, a page trigger, a setup action).",
	Severity: analysis.SeverityError,
	Category: "Extensibility",
	Analyzer: project.PerTenantExtensionCop,
	Run:      runPTE0003,
}

// companyOpenEvents are the events the login runs, lower case.
var companyOpenEvents = map[string]bool{"oncompanyopen": true, "oncompanyopencompleted": true}

func runPTE0003(pass *analysis.Pass) {
	f := pass.File
	for _, obj := range f.Objects() {
		for _, proc := range syntax.Procedures(obj) {
			attr := f.Attribute(proc, "EventSubscriber")
			args := f.AttributeArgs(attr)
			if len(args) < 3 {
				continue
			}
			tok := f.StringLiteralToken(args[2])
			if tok < 0 {
				continue
			}
			event := strings.Trim(f.TokenText(tok), "'")
			if companyOpenEvents[strings.ToLower(event)] {
				pass.Reportf(f.Tokens[tok].Span, []any{f.DeclName(proc), event})
			}
		}
	}
}
