package uicop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AW0001 reports the request pages of XMLports in apps for runtimes whose
// Web client cannot show them.
var AW0001 = &analysis.Rule{
	ID:      "AW0001",
	Title:   "The Web client does not support displaying the Request page of XMLPorts",
	Message: "The Web client does not support displaying the Request page of the XMLPort '%s'",
	Description: "Up to Business Central Spring 2019 (runtime 3.x) the Web client did not show an " +
		"XMLport's request page; from 2019 release wave 2 (runtime 4.0) it does. alfix reports the " +
		"requestpage section of an XMLport only when app.json names a runtime older than 4.0; a " +
		"project without a runtime counts as the newest runtime and is not reported.",
	Severity: analysis.SeverityWarning,
	Category: "WebClient",
	Analyzer: project.UICop,
	Run:      runAW0001,
}

func runAW0001(pass *analysis.Pass) {
	if pass.RuntimeAtLeast(4, 0) {
		return
	}
	f := pass.File
	for obj := range pass.Objects(syntax.KwXmlPort) {
		if rp := f.Section(obj, syntax.KwRequestPage); rp != nil {
			pass.Reportf(f.DeclSpan(rp), []any{f.DeclName(obj)})
		}
	}
}
