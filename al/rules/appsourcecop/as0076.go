package appsourcecop

import (
	"regexp"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/obsoletion"
	"github.com/alfix/alfix/al/syntax"
)

// AS0076 reports obsolete tags that are not of the form Major.Minor.
var AS0076 = &analysis.Rule{
	ID:      "AS0076",
	Title:   "Obsolete Tag format",
	Message: "Obsolete Tag must be formated %s. Current Value: %s",
	Description: "Obsolete tags name the version something was made obsolete in; a fixed format lets tools " +
		"compare them. alfix checks every ObsoleteTag property and Obsolete attribute tag against " +
		"AppSourceCop's default pattern, two numbers separated by a period (Major.Minor) found in the " +
		"tag; AppSourceCop.json's obsoleteTagPattern is not read yet.",
	Severity: analysis.SeverityHidden,
	Category: "Design",
	Analyzer: project.AppSourceCop,
	Run: func(pass *analysis.Pass) {
		f := pass.File
		for o := range obsoletion.All(pass) {
			if o.Tag < 0 {
				continue
			}
			tag := syntax.StringValue(f.TokenText(o.Tag))
			if !majorMinor.MatchString(tag) {
				pass.Reportf(f.Tokens[o.Tag].Span, []any{"Major.Minor", tag})
			}
		}
	},
}

// majorMinor is AppSourceCop's default obsoleteTagPattern.
var majorMinor = regexp.MustCompile(`(\d+)\.(\d+)`)
