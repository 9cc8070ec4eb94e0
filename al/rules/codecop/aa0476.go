package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AA0476 reports AI test codeunits (TestType = AITest) configured so that
// the AI test tooling cannot run them.
var AA0476 = &analysis.Rule{
	ID:      "AA0476",
	Title:   "The AI test configuration is not valid",
	Message: "The AI test configuration is not valid: %s",
	Description: "A codeunit with TestType = AITest holds tests that the AI Test Toolkit runs over a " +
		"dataset. Microsoft publishes only this rule's title; what alfix reports is the " +
		"configurations that documented behaviour rules out. TestType classifies the tests of a test " +
		"codeunit, so TestType = AITest on a codeunit whose Subtype is not Test has no tests to " +
		"classify. The toolkit feeds each test its dataset input from the test runner's events, which " +
		"the platform raises inside the test's TestPermissions scope: a codeunit or test procedure " +
		"that lowers permissions (TestPermissions Restrictive, the default, or NonRestrictive) loses " +
		"the permissions the input is read with, and Microsoft's own AI tests and documented sample " +
		"all set TestPermissions = Disabled. Reported: TestType = AITest without Subtype = Test (at " +
		"TestType); an AI test codeunit whose TestPermissions is missing (at TestType) or not Disabled " +
		"(at the property); a [TestPermissions] attribute other than Disabled or " +
		"InheritFromTestCodeunit on a procedure of an AI test codeunit. Not reported: the other test " +
		"types, and RequiredTestIsolation (agent tests need Disabled, other AI tests do not; which " +
		"kind a codeunit is cannot be told from its code). The fix sets TestPermissions = Disabled " +
		"(after TestType when the property is missing) or the attribute's argument to Disabled.",
	Severity: analysis.SeverityError,
	Category: "Design",
	Analyzer: project.CodeCop,
	FixKeys:  []string{"AA0476.DisableTestPermissions"},
	Run:      runAA0476,
}

func runAA0476(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects() {
		if f.ObjectKind(obj) != syntax.KwCodeunit {
			continue
		}
		tt := f.Property(obj, "TestType")
		if tt == nil || !f.PropertyValueIs(tt, "AITest") {
			continue
		}
		if !f.IsTestCodeunit(obj) {
			pass.Reportf(f.Span(tt), []any{"TestType = AITest needs Subtype = Test"})
			continue
		}
		switch tp := f.Property(obj, "TestPermissions"); {
		case tp == nil:
			pass.Reportf(f.Span(tt), []any{"an AI test codeunit needs TestPermissions = Disabled"},
				pass.Fix("DisableTestPermissions", "Set TestPermissions = Disabled",
					edit.InsertMemberAfter(f, tt, "TestPermissions = Disabled;")))
		case !f.PropertyValueIs(tp, "Disabled"):
			e, ok := edit.SetPropertyValue(f, tp, "Disabled")
			pass.Reportf(f.Span(tp), []any{"an AI test codeunit needs TestPermissions = Disabled"},
				pass.FixIf(ok, "DisableTestPermissions", "Set TestPermissions = Disabled", e))
		}
		for _, proc := range syntax.Procedures(obj) {
			a := f.Attribute(proc, "TestPermissions")
			if a == nil {
				continue
			}
			args := f.AttributeArgs(a)
			if len(args) != 1 {
				continue
			}
			v := strings.ToLower(strings.Join(strings.Fields(f.Text(f.Span(args[0]))), ""))
			if strings.HasSuffix(v, "::disabled") || strings.HasSuffix(v, "::inheritfromtestcodeunit") {
				continue
			}
			pass.Reportf(f.Span(a), []any{"the tests of an AI test codeunit need TestPermissions Disabled, not " + f.Text(f.Span(args[0]))},
				pass.Fix("DisableTestPermissions", "Set TestPermissions to Disabled",
					edit.Replace(f.Span(args[0]), "TestPermissions::Disabled")))
		}
	}
}
