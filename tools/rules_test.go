package tools

import (
	"path/filepath"
	"regexp"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// Test-only rules. They look at identifier tokens, so these tests pin the
// tool layer, not the parser or the real rules.

// identRule reports every identifier token spelled name, offering the fixes
// fixes returns for the token.
func identRule(id, name string, group project.AnalyzerGroup, sev analysis.Severity, keys []string,
	fixes func(p *analysis.Pass, tok syntax.Token) []analysis.Fix) *analysis.Rule {
	r := &analysis.Rule{ID: id, Title: "Identifier " + name, Message: "found %s",
		Description: "Reports the identifier " + name + ".", Severity: sev, Analyzer: group,
		Category: "Test", HelpURI: "https://example.invalid/" + id, FixKeys: keys}
	r.Run = func(p *analysis.Pass) {
		for i, tok := range p.File.Tokens {
			if tok.Kind == syntax.Identifier && p.File.TokenText(i) == name {
				var fs []analysis.Fix
				if fixes != nil {
					fs = fixes(p, tok)
				}
				p.Reportf(tok.Span, []any{name}, fs...)
			}
		}
	}
	return r
}

func replaceWith(verb, title, text string) func(p *analysis.Pass, tok syntax.Token) []analysis.Fix {
	return func(p *analysis.Pass, tok syntax.Token) []analysis.Fix {
		return []analysis.Fix{p.Fix(verb, title, analysis.TextEdit{Span: tok.Span, NewText: text})}
	}
}

var tmpName = regexp.MustCompile(`^tmp[0-9]$`)

// testRules returns the fixture's rules:
//
//	TT0001 BEGIN  CodeCop   Warning one fix (TT0001.Lower)
//	TT0002 tmpN   LinterCop Info    two fixes (TT0002.Rename, TT0002.Prefix)
//	TT0003 NOFIX  CodeCop   Warning no fix (the ruleset makes it Error)
//	TT0004 OFFDEF CodeCop   Info    off by default, one fix
//	TT0005 PLAT   PlatformCop (not enabled by the fixture's settings), one fix
//	TT0006 RSNONE CodeCop   set to None by the fixture's ruleset, one fix
//	TT0007 XFILE  CodeCop   one fix that also edits Notes.al next to the file
//	TT0008 BOOM   CodeCop   panics
//	TT0009 MAYBE  CodeCop   declares a fix key but offers no fix
func testRules() []*analysis.Rule {
	tmp := &analysis.Rule{ID: "TT0002", Title: "Temporary name", Message: "rename %s",
		Description: "Reports variables named tmp0..tmp9.", Severity: analysis.SeverityInfo,
		Analyzer: project.LinterCop, Category: "Naming", FixKeys: []string{"TT0002.Rename", "TT0002.Prefix"}}
	tmp.Run = func(p *analysis.Pass) {
		for i, tok := range p.File.Tokens {
			name := p.File.TokenText(i)
			if tok.Kind == syntax.Identifier && tmpName.MatchString(name) {
				p.Reportf(tok.Span, []any{name},
					p.Fix("Rename", "Rename to Counter", analysis.TextEdit{Span: tok.Span, NewText: "Counter"}),
					p.Fix("Prefix", "Prefix with Local", analysis.TextEdit{Span: tok.Span, NewText: "Local" + name}))
			}
		}
	}
	xfile := identRule("TT0007", "XFILE", project.CodeCop, analysis.SeverityWarning, []string{"TT0007.Note"},
		func(p *analysis.Pass, tok syntax.Token) []analysis.Fix {
			notes := filepath.Join(filepath.Dir(p.Path), "Notes.al")
			return []analysis.Fix{p.Fix("Note", "Rename and note it",
				analysis.TextEdit{Span: tok.Span, NewText: "Noted"},
				analysis.TextEdit{Path: notes, Span: syntax.Span{}, NewText: "// XFILE renamed\n"})}
		})
	boom := identRule("TT0008", "BOOM", project.CodeCop, analysis.SeverityWarning, nil, nil)
	boom.Run = func(p *analysis.Pass) {
		for i, tok := range p.File.Tokens {
			if tok.Kind == syntax.Identifier && p.File.TokenText(i) == "BOOM" {
				panic("rule TT0008 exploded")
			}
		}
	}
	maybe := identRule("TT0009", "MAYBE", project.CodeCop, analysis.SeverityWarning, []string{"TT0009.Fix"}, nil)
	off := identRule("TT0004", "OFFDEF", project.CodeCop, analysis.SeverityInfo, []string{"TT0004.Fix"}, replaceWith("Fix", "Fix it", "OffDef"))
	off.OffByDefault = true
	return []*analysis.Rule{
		identRule("TT0001", "BEGIN", project.CodeCop, analysis.SeverityWarning, []string{"TT0001.Lower"}, replaceWith("Lower", "Lower-case it", "begin")),
		tmp,
		identRule("TT0003", "NOFIX", project.CodeCop, analysis.SeverityWarning, nil, nil),
		off,
		identRule("TT0005", "PLAT", project.PlatformCop, analysis.SeverityWarning, []string{"TT0005.Fix"}, replaceWith("Fix", "Fix it", "Plat")),
		identRule("TT0006", "RSNONE", project.CodeCop, analysis.SeverityWarning, []string{"TT0006.Fix"}, replaceWith("Fix", "Fix it", "RsNone")),
		xfile,
		boom,
		maybe,
	}
}

func testRegistry() *analysis.Registry {
	reg, err := analysis.NewRegistry(testRules()...)
	if err != nil {
		panic(err)
	}
	return reg
}
