package platformcop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// PC0025 reports API pages keyed by something other than SystemId.
var PC0025 = &analysis.Rule{
	ID:      "PC0025",
	Title:   "The ODataKeyFields property should use the SystemId field",
	Message: "ODataKeyFields is %s; an API page should be keyed by SystemId",
	Description: "ODataKeyFields gives the key of an API page's records in OData URLs. SystemId never " +
		"changes during a record's life; other fields can, and then URLs and integrations break. Set " +
		"ODataKeyFields = SystemId. API pages whose source table is temporary " +
		"(SourceTableTemporary = true) and obsolete pages are skipped.",
	Severity: analysis.SeverityError,
	Category: "Design",
	Analyzer: project.PlatformCop,
	Run:      runPC0025,
}

func runPC0025(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwPage) {
		if !f.IsPageType(obj, "API") {
			continue
		}
		if t := f.Property(obj, "SourceTableTemporary"); t != nil && f.PropertyValueIs(t, "true") {
			continue
		}
		p := f.Property(obj, "ODataKeyFields")
		if p == nil {
			continue
		}
		v := p.Child(syntax.PropertyValue)
		if v == nil || v.Len() == 0 {
			continue
		}
		text := strings.TrimSpace(f.Text(f.Span(v)))
		if unq := syntax.Unquote(text); strings.EqualFold(unq, "SystemId") || unq == "2000000000" {
			continue
		}
		pass.Reportf(f.Span(v), []any{text})
	}
}
