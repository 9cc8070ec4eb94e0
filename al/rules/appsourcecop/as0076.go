package appsourcecop

import (
	"regexp"
	"strings"
	"time"

	"github.com/dlclark/regexp2/v2"

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
		"AppSourceCop.json's obsoleteTagPattern (a .NET regular expression, reported with " +
		"obsoleteTagPatternDescription when given), or else AppSourceCop's default pattern, two " +
		"numbers separated by a period (Major.Minor) found in the tag. A pattern that does not " +
		"compile checks nothing. Hidden and off unless a ruleset names it (as Microsoft documents: a ruleset surfaces it).",
	Severity:     analysis.SeverityHidden,
	OffByDefault: true,
	Category:     "Design",
	Analyzer:     project.AppSourceCop,
	Run: func(pass *analysis.Pass) {
		f := pass.File
		match, want := as0076Pattern(pass.Config)
		if match == nil {
			return
		}
		for o := range obsoletion.All(pass) {
			if o.Tag < 0 {
				continue
			}
			tag := syntax.StringValue(f.TokenText(o.Tag))
			if !match(tag) {
				pass.Reportf(f.Tokens[o.Tag].Span, []any{want, tag})
			}
		}
	},
}

// majorMinor is AppSourceCop's default obsoleteTagPattern.
var majorMinor = regexp.MustCompile(`(\d+)\.(\d+)`)

// as0076Pattern returns the check of an obsolete tag and its description:
// AppSourceCop.json's obsoleteTagPattern and obsoleteTagPatternDescription
// (the pattern itself when there is no description), or the default
// Major.Minor pattern; match is nil when the configured pattern does not
// compile.
func as0076Pattern(cfg analysis.ConfigView) (match func(string) bool, want string) {
	var pattern, desc string
	if !cfg.AppSourceCopSetting("obsoleteTagPattern", &pattern) || strings.TrimSpace(pattern) == "" {
		return majorMinor.MatchString, "Major.Minor"
	}
	re, err := regexp2.Compile(pattern)
	if err != nil {
		return nil, ""
	}
	re.MatchTimeout = time.Second
	if !cfg.AppSourceCopSetting("obsoleteTagPatternDescription", &desc) || strings.TrimSpace(desc) == "" {
		desc = pattern
	}
	return func(tag string) bool {
		ok, err := re.MatchString(tag)
		return ok || err != nil
	}, desc
}
