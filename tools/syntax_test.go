package tools

import (
	"path/filepath"
	"strings"
	"testing"
)

// A file that does not parse: its syntax error is an Error diagnostic of
// analyzer Compiler with the compiler's code, counted in the summary and
// selectable like any other; the rules still report on the partial tree.
func TestAnalyzeReportsSyntaxErrors(t *testing.T) {
	root := fixture(t)
	broken := filepath.Join(root, "src/Broken.Codeunit.al")
	writeFile(t, broken, "codeunit 50103 \"Fixture Broken\"\n{\n    procedure P()\n    begin\n        NOFIX := 1\n        x := 2;\n    end;\n\n    var\n        NoFix: Integer;\n        X: Integer;\n}\n")
	cs := connect(t, openWorkspace(t, root), nil)
	var r AnalyzeResult
	success(t, call(t, cs, "analyze", `{}`), &r)
	want := DiagnosticInfo{FilePath: broken, Line: 6, Column: 9, EndLine: 6, EndColumn: 10, ID: "AL0104", Severity: "Error",
		Message: "Syntax error, ';' expected (found 'x')", Analyzer: CompilerAnalyzer, HasFix: false}
	var found, nofix bool
	for _, d := range r.Diagnostics {
		switch {
		case d == want:
			found = true
		case d.FilePath == broken && d.ID == "TT0003":
			nofix = true
		case d.Analyzer == CompilerAnalyzer:
			t.Errorf("unexpected compiler diagnostic %+v", d)
		}
	}
	if !found || !nofix {
		t.Errorf("syntax error listed %v, rule on the partial tree %v: %+v", found, nofix, r.Diagnostics)
	}
	if r.TotalCount != 9 || r.Summary.ByAnalyzer[CompilerAnalyzer] != 1 || r.Summary.BySeverity["Error"] != 3 {
		t.Errorf("total %d summary %+v", r.TotalCount, r.Summary)
	}
	var only AnalyzeResult
	success(t, call(t, cs, "analyze", `{"analyzers":["compiler"],"severities":["Error"]}`), &only)
	if only.TotalCount != 1 || only.Diagnostics[0] != want {
		t.Errorf("analyzers=[compiler]: %+v", only.Diagnostics)
	}
	var byID AnalyzeResult
	success(t, call(t, cs, "analyze", `{"ruleIds":["al0104"],"filePath":"src/Broken.Codeunit.al"}`), &byID)
	if byID.TotalCount != 1 {
		t.Errorf("ruleIds=[al0104]: %+v", byID.Diagnostics)
	}
	var cops AnalyzeResult
	success(t, call(t, cs, "analyze", `{"analyzers":["CodeCop"]}`), &cops)
	for _, d := range cops.Diagnostics {
		if d.Analyzer != "CodeCop" {
			t.Errorf("analyzers=[CodeCop] returned %+v", d)
		}
	}
	// A syntax error has no fix.
	env := envelope(t, call(t, cs, "get_fixes", `{"projectPath":`+jstr(root)+`,"filePath":`+jstr(broken)+`,"diagnosticId":"AL0104","line":6,"column":9}`))
	if !strings.Contains(env, `"reason":"NoFixProvider"`) {
		t.Errorf("get_fixes on a syntax error: %s", env)
	}
}
