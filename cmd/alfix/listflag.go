package main

import (
	"fmt"
	"strings"

	"github.com/alfix/alfix/al/project"
)

// listFlag is a flag whose values are comma-separated and that may be
// given more than once: --rule AA0005,AA0008 --rule PC0030. Empty items
// are dropped; nil means the flag was not given.
type listFlag struct{ values []string }

// String implements flag.Value.
func (l *listFlag) String() string {
	if l == nil {
		return ""
	}
	return strings.Join(l.values, ",")
}

// Set implements flag.Value.
func (l *listFlag) Set(s string) error {
	for _, v := range strings.Split(s, ",") {
		if v = strings.TrimSpace(v); v != "" {
			l.values = append(l.values, v)
		}
	}
	if l.values == nil {
		l.values = []string{} // given, but empty: not the same as absent
	}
	return nil
}

// codeAnalyzersUsage describes --code-analyzers for every command that
// takes it.
const codeAnalyzersUsage = "run these analyzers instead of the project's (`SPECS`, comma-separated, as in al.codeAnalyzers: ${CodeCop}, ${UICop}, ALCops.LinterCop.dll, or bare names such as LinterCop, PlatformCop; ALCops.Analyzers.dll for all six ALCops cops)"

// checkCodeAnalyzers refuses a --code-analyzers list that names no
// analyzer alfix serves: the run would report nothing and pass, which in CI
// hides a typo. A list that names some is left to the tools, which warn
// about the rest.
func checkCodeAnalyzers(l listFlag) error {
	if l.values == nil {
		return nil
	}
	groups, warnings := project.MapAnalyzerSpecs(l.values)
	if len(groups) > 0 {
		return nil
	}
	why := "it is empty"
	if len(warnings) > 0 {
		why = strings.ReplaceAll(strings.Join(warnings, "; "), ": ignored", "")
	}
	return fmt.Errorf("--code-analyzers names no analyzer alfix serves (%s); use ${CodeCop}, ALCops.<Cop>.dll, ALCops.Analyzers.dll or a name such as LinterCop", why)
}
