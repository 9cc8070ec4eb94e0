package testautomationcop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// TA0001 reports global procedures of test codeunits that are neither
// tests nor handlers.
var TA0001 = &analysis.Rule{
	ID:      "TA0001",
	Title:   "Global procedures in test codeunits must be test methods",
	Message: "Global procedure %s of a test codeunit has no [Test] attribute; mark it [Test], make it local, or move it to a library codeunit",
	Description: "The global procedures of a codeunit with Subtype = Test are what the test runner " +
		"sees: each should be a test ([Test]) or a UI handler the tests name in [HandlerFunctions] " +
		"(ConfirmHandler, MessageHandler, ModalPageHandler, PageHandler, ReportHandler, " +
		"RequestPageHandler, StrMenuHandler, FilterPageHandler, HyperlinkHandler, " +
		"SendNotificationHandler, RecallNotificationHandler, SessionSettingsHandler, " +
		"HttpClientHandler). Any other global procedure is an unfinished test or shared logic that " +
		"belongs in a library codeunit. Local procedures and triggers are not reported.",
	Severity: analysis.SeverityInfo,
	Category: "Design",
	Analyzer: project.TestAutomationCop,
	Run:      runTA0001,
}

// testProcedureAttributes make a test codeunit's global procedure a test
// or a handler.
var testProcedureAttributes = []string{"Test", "ConfirmHandler", "FilterPageHandler", "HttpClientHandler",
	"HyperlinkHandler", "MessageHandler", "ModalPageHandler", "PageHandler", "RecallNotificationHandler",
	"ReportHandler", "RequestPageHandler", "SendNotificationHandler", "SessionSettingsHandler", "StrMenuHandler"}

func runTA0001(pass *analysis.Pass) {
	f := pass.File
	for _, obj := range f.Objects() {
		if !f.IsTestCodeunit(obj) {
			continue
		}
		for _, proc := range syntax.Procedures(obj) {
			if f.IsLocal(proc) || f.Attribute(proc, testProcedureAttributes...) != nil {
				continue
			}
			span := f.DeclSpan(proc)
			pass.Reportf(span, []any{f.Text(span)})
		}
	}
}
