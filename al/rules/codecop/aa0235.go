package codecop

import (
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AA0235 reports per-company install code without a subscriber for new
// companies.
var AA0235 = &analysis.Rule{
	ID:      "AA0235",
	Title:   "When using 'OnInstallPerCompany' you should also add 'Company-Initialize'::'OnCompanyInitialize' event subscriber",
	Message: "OnInstallAppPerCompany sets up only the companies that exist at install; subscribe to 'Company-Initialize'::OnCompanyInitialize for companies created later",
	Description: "The OnInstallAppPerCompany trigger of an install codeunit runs once per company that " +
		"exists when the extension is installed; a company created afterwards misses that setup unless " +
		"an OnCompanyInitialize subscriber of codeunit 2 \"Company-Initialize\" does it too. Reported " +
		"on the name of a codeunit with Subtype = Install that has the trigger, when no procedure in " +
		"the project or in a loaded dependency subscribes to that event (the subscriber may live in " +
		"another codeunit; CodeCop counts the dependencies' too), and only when codeunit 2 is " +
		"known to the project (its own or a loaded dependency's): an app below Base Application " +
		"cannot subscribe to it. System Application builds under a ruleset that makes AA0235 an " +
		"Error with an install codeunit it added in 2024 and no pragma (its four pragmas date from " +
		"the 2023 import). No fix: what a new company needs is the author's to write.",
	Severity:    analysis.SeverityInfo,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	UsesProject: true,
	// Whether the event is known and subscribed anywhere: not named in the
	// install codeunit.
	ProjectFacts: func(sum *symbols.Summary) string {
		return strconv.FormatBool(aa0235Unsubscribed(sum))
	},
	Run: runAA0235,
}

// aa0235Subscribed reports whether the project or one of its loaded
// dependencies subscribes to OnCompanyInitialize. CodeCop counts the
// dependencies' subscribers: Microsoft's W1 apps build at generalAction Error
// with install codeunits and no subscriber of their own, Base Application
// (which they depend on) having several, while System Application, which
// has none below it, suppresses AA0235 on its install codeunits.
func aa0235Subscribed(sum *symbols.Summary) bool {
	if len(sum.SubscribersOf(aa0235CompanyInitialize, "OnCompanyInitialize")) > 0 {
		return true
	}
	for _, d := range sum.Dependencies() {
		if d.Symbols != nil && len(d.Symbols.SubscribersOf(aa0235CompanyInitialize, "OnCompanyInitialize")) > 0 {
			return true
		}
	}
	return false
}

// aa0235Unsubscribed reports whether the project can subscribe to
// OnCompanyInitialize (codeunit 2 is its own or a loaded dependency's) and
// nothing does.
func aa0235Unsubscribed(sum *symbols.Summary) bool {
	return sum.ObjectByID("codeunit", aa0235CompanyInitialize.ID) != nil && !aa0235Subscribed(sum)
}

// aa0235CompanyInitialize is the platform codeunit that publishes
// OnCompanyInitialize.
var aa0235CompanyInitialize = &symbols.Object{Kind: "codeunit", ID: 2, Name: "Company-Initialize"}

func runAA0235(pass *analysis.Pass) {
	if pass.Summary == nil {
		return
	}
	f := pass.File
	for obj := range pass.Objects(syntax.KwCodeunit) {
		st := f.Property(obj, "Subtype")
		if st == nil || !f.PropertyValueIs(st, "Install") {
			continue
		}
		for _, tr := range syntax.Triggers(obj) {
			if !strings.EqualFold(f.DeclName(tr), "OnInstallAppPerCompany") {
				continue
			}
			if aa0235Unsubscribed(pass.Summary) {
				// On the codeunit's name, where CodeCop reports it (Microsoft
				// suppresses it with a pragma around the codeunit line).
				pass.Reportf(f.DeclSpan(obj), nil)
			}
		}
	}
}
