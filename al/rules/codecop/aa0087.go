package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AA0087 reports permission lowering outside test procedures.
var AA0087 = &analysis.Rule{
	ID:      "AA0087",
	Title:   "Lowering permissions should only be used in tests",
	Message: "%s lowers permissions outside a test procedure",
	Description: "The platform runs a test with lowered permissions when it says so with " +
		"TestPermissions (Restrictive or NonRestrictive): the [TestPermissions(...)] attribute of a " +
		"[Test] procedure, or the TestPermissions property of a test codeunit. Elsewhere the " +
		"setting has no test to apply to and misleads the reader. Reported are the attribute on a " +
		"procedure without [Test] and the property on a codeunit whose Subtype is not Test; " +
		"TestPermissions = Disabled lowers nothing and is accepted. Calls into test libraries that " +
		"lower permissions (such as codeunit \"Library - Lower Permissions\", usually a dependency) " +
		"are not checked: what such a method does is not known from the call. No fix: whether the " +
		"procedure should be a test is the author's call.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.CodeCop,
	Run:      runAA0087,
}

func runAA0087(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects() {
		if f.ObjectKind(obj) == syntax.KwCodeunit && !f.IsTestCodeunit(obj) {
			if p := f.Property(obj, "TestPermissions"); p != nil && !f.PropertyValueIs(p, "Disabled") {
				pass.Reportf(f.Span(p), []any{"The TestPermissions property"})
			}
		}
		for _, proc := range syntax.Procedures(obj) {
			a := f.Attribute(proc, "TestPermissions")
			if a == nil || f.Attribute(proc, "Test") != nil {
				continue
			}
			args := f.AttributeArgs(a)
			if len(args) == 1 && strings.HasSuffix(strings.ToLower(strings.Join(strings.Fields(f.Text(f.Span(args[0]))), "")), "::disabled") {
				continue
			}
			pass.Reportf(f.Span(a), []any{"The [TestPermissions] attribute of " + f.DeclName(proc)})
		}
	}
}
