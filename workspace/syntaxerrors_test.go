package workspace

import (
	"context"
	"fmt"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
	"github.com/alfix/alfix/almcp"
)

// Every class of message the parser reports maps to the AL compiler's code
// for it. The snippets go through the real parser, so a parser message that
// changes wording falls back to the general code and fails here.
func TestSyntaxErrorCodes(t *testing.T) {
	body := func(stmt string) string {
		return "codeunit 1 A\n{\n    procedure P()\n    begin\n        " + stmt + "\n    end;\n}\n"
	}
	cases := []struct {
		name, src, code, message string
	}{
		{"missing ';'", body("x := 1\n        y := 2;"), "AL0104", "Syntax error, ';' expected (found 'y')"},
		{"missing end", "codeunit 1 A\n{\n    procedure P()\n    begin\n}\n", "AL0104", "Syntax error, 'end' expected (found '}')"},
		{"to or downto", body("for i := 1 too 2 do;"), "AL0104", "Syntax error, 'to' or 'downto' expected (found 'too')"},
		{"procedure after attribute", "codeunit 1 A\n{\n    [Foo]\n    var x: Integer;\n}\n", "AL0104", "Syntax error, 'procedure' expected (found 'var')"},
		{"unterminated quoted identifier", body(`"abc := 1;`), "AL0104", `Syntax error, '"' expected`},
		{"name", "codeunit 1 A\n{\n    procedure (x: Integer)\n    begin\n    end;\n}\n", "AL0107", "Syntax error, identifier expected (found '(')"},
		{"member name", body("x := a.;"), "AL0107", "Syntax error, identifier expected (found ';')"},
		{"name after ::", body("x := Enum::;"), "AL0107", "Syntax error, identifier expected (found ';')"},
		{"parameter name", "codeunit 1 A\n{\n    procedure P(var : Integer)\n    begin\n    end;\n}\n", "AL0107", "Syntax error, identifier expected (found ':')"},
		{"type", "codeunit 1 A\n{\n    var\n        x: ;\n}\n", "AL0107", "Syntax error, identifier expected (found ';')"},
		{"#define without a symbol", "#define\ncodeunit 1 A\n{\n}\n", "AL0107", "Syntax error, identifier expected (#define needs a symbol)"},
		{"orphaned else", body("if x then\n            x := 1;\n        else\n            x := 2;"), "AL0110",
			"Orphaned ELSE statement. This is most likely because of an unnecessary semicolon placed just before the ELSE keyword: remove the ';' before 'else'"},
		{"expression", body("x := ;"), "AL0224", "Expression expected (found ';')"},
		{"object declaration", "hello\n", "AL0198", "Expected one of the application object keywords (" + objectKeywords + ") (found 'hello')"},
		{"member", "codeunit 1 A\n{\n    BEGIN\n}\n", GeneralSyntaxError, "expected member, found 'BEGIN'"},
		{"unterminated string", body("Message('abc);"), "AL0360", "Text literal was not properly terminated. Use the character ' to terminate the literal"},
		{"unexpected character", body("x := 1 ` 2;"), "AL0183", "Unexpected character '`'"},
		{"unterminated block comment", "codeunit 1 A\n{\n}\n/* open\n", "AL0648", "End-of-file found, '*/' expected"},
		{"#if without #endif", "#if FOO\ncodeunit 1 A\n{\n}\n", "AL0623", "#endif directive expected"},
		{"#endif without #if", "codeunit 1 A\n{\n}\n#endif\n", "AL0624", "Unexpected preprocessor directive (#endif without #if)"},
		{"#else after #else", "#if FOO\n#else\n#else\n#endif\ncodeunit 1 A\n{\n}\n", "AL0624", "Unexpected preprocessor directive (#else after #else)"},
		{"#define after the first token", "codeunit 1 A\n{\n}\n#define X\n", "AL0625", "Cannot define/undefine preprocessor symbols after first token in file"},
		{"unknown directive", "#foo\ncodeunit 1 A\n{\n}\n", "AL0621", "Preprocessor directive expected"},
		{"malformed condition", "#if (\ncodeunit 1 A\n{\n}\n#endif\n", "AL0629", "Preprocessor expression is not valid"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := syntax.Parse("x.al", []byte(c.src), syntax.Options{})
			fs := syntaxFindings(f)
			if len(fs) == 0 {
				t.Fatalf("no syntax error in %q", c.src)
			}
			got := fs[0]
			if got.ID != c.code || got.Message != c.message || got.Severity != analysis.SeverityError ||
				got.Analyzer != CompilerAnalyzer || got.Suppressed || got.HasFix() {
				t.Errorf("got %s %q (%s, %s)\nwant %s %q", got.ID, got.Message, got.Severity, got.Analyzer, c.code, c.message)
			}
			if e := f.Errors[0]; got.Start != e.Span.Start || got.End != e.Span.End {
				t.Errorf("span %d-%d, parser's %v", got.Start, got.End, e.Span)
			}
			if _, help, ok := CompilerCode(got.ID); !ok || !strings.HasSuffix(help, "diagnostic-"+strings.ToLower(strings.Replace(got.ID, "AL0", "al", 1))) {
				t.Errorf("CompilerCode(%s) = %q, %v", got.ID, help, ok)
			}
		})
	}
	// Classes the compiler has no code of its own for keep the parser's
	// words under the general code.
	for _, msg := range []string{"expression nested too deeply", "statements nested too deeply", "unknown section or element 'x'",
		"expected value, found ';'", "internal parser error: boom", "unsupported encoding: invalid UTF-16LE (odd length or unpaired surrogate); the file is kept byte for byte but not parsed"} {
		if code, got := compilerSyntaxError(msg, ""); code != GeneralSyntaxError || got != msg {
			t.Errorf("%q -> %s %q", msg, code, got)
		}
	}
}

// A file that does not parse has its syntax errors among the findings, the
// rules still run on the partial tree, and the errors are cached with the
// file's results, with or without rules.
func TestSyntaxErrorsAreFindings(t *testing.T) {
	broken := "codeunit 50100 A\n{\n    procedure P()\n    begin\n        BEGIN\n    end;\n}\n"
	root := writeProject(t, map[string]string{"a.al": broken, "b.al": "codeunit 50101 B\n{\n}\n"})
	p := openWS(t, root, nil, false).Primary()
	analyze := func(cfg *project.Config) *AnalyzeResult {
		t.Helper()
		res, err := p.Analyze(context.Background(), AnalyzeRequest{Config: cfg})
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	describe := func(res *AnalyzeResult) string {
		var s []string
		for _, f := range res.Findings.Slice() {
			s = append(s, fmt.Sprintf("%s:%d:%d %s %s %s", filepath.Base(f.Path), f.Line, f.Column, f.Severity, f.Analyzer, f.ID))
		}
		return strings.Join(s, ", ")
	}
	cold := analyze(nil)
	want := "a.al:5:9 Warning FormattingCop TT0001, a.al:7:1 Error Compiler AL0104"
	if got := describe(cold); got != want || cold.Analyzed != 2 {
		t.Fatalf("cold: analyzed %d\n got %s\nwant %s", cold.Analyzed, got, want)
	}
	warm := analyze(nil)
	if warm.Cached != 2 || warm.Analyzed != 0 || !reflect.DeepEqual(warm.Findings, cold.Findings) {
		t.Fatalf("warm: cached %d analyzed %d: %s", warm.Cached, warm.Analyzed, describe(warm))
	}
	// No rule enabled at all: the syntax errors are still there.
	if got := describe(analyze(&project.Config{})); got != "a.al:7:1 Error Compiler AL0104" {
		t.Errorf("without rules: %s", got)
	}
}

func TestMergeCompiler(t *testing.T) {
	own := []Finding{
		{Path: "/p/a.al", Line: 1, Column: 1, ID: "LC0001", Analyzer: "LinterCop", Severity: "Info", Message: "native"},
		{Path: "/p/a.al", Line: 3, Column: 5, ID: "AL0104", Analyzer: CompilerAnalyzer, Severity: "Error", Message: "ours"},
		{Path: "/p/a.al", Line: 4, Column: 5, ID: "AL0104", Analyzer: CompilerAnalyzer, Severity: "Error", Message: "ours, alone"},
		{Path: "/p/b.al", Line: 5, Column: 1, ID: "AA0005", Analyzer: "CodeCop", Severity: "Warning", Message: "native", FixKeys: []string{"AA0005.Fix"}},
	}
	compiled := []almcp.Diagnostic{
		{Path: "/p/b.al", Line: 5, Column: 1, ID: "aa0005", Severity: "Warning", Message: "duplicate of a rule's"},
		{Path: "/p/b.al", Line: 5, Column: 2, ID: "AA0005", Severity: "Warning", Message: "other column"},
		{Path: "/p/a.al", Line: 3, Column: 5, ID: "al0104", Severity: "Error", Message: "the compiler's"},
		{Path: "/p/a.al", Line: 1, Column: 1, ID: "AL0118", Severity: "Error", Message: "compiler"},
		{Path: "/p/a.al", Line: 1, Column: 1, ID: "AL0118", Severity: "Error", Message: "compiler duplicate"},
		{ID: "AL0432", Severity: "Warning", Message: "unlocated"},
	}
	ownCopy, compiledCopy := fmt.Sprint(own), fmt.Sprint(compiled)
	var lines []string
	for _, f := range mergeCompiler(FindingsOf(own), compiled) {
		lines = append(lines, fmt.Sprintf("%s:%d:%d %s %s %q fix=%v", f.Path, f.Line, f.Column, f.ID, f.Analyzer, f.Message, f.HasFix()))
	}
	want := []string{
		`:0:0 AL0432 Compiler "unlocated" fix=false`,
		`/p/a.al:1:1 AL0118 Compiler "compiler" fix=false`,
		`/p/a.al:1:1 LC0001 LinterCop "native" fix=false`,
		`/p/a.al:3:5 al0104 Compiler "the compiler's" fix=false`,
		`/p/a.al:4:5 AL0104 Compiler "ours, alone" fix=false`,
		`/p/b.al:5:1 AA0005 CodeCop "native" fix=true`,
		`/p/b.al:5:2 AA0005 Compiler "other column" fix=false`,
	}
	if strings.Join(lines, "\n") != strings.Join(want, "\n") {
		t.Errorf("merge:\n%s\nwant\n%s", strings.Join(lines, "\n"), strings.Join(want, "\n"))
	}
	if fmt.Sprint(own) != ownCopy || fmt.Sprint(compiled) != compiledCopy {
		t.Error("mergeCompiler modified its input")
	}
	if got := mergeCompiler(Findings{}, nil); len(got) != 0 {
		t.Errorf("merge of nothing = %v", got)
	}
}

// Compiler diagnostics reach Analyze's findings: all of them for the whole
// project, those of the named files when the request is limited (the
// unlocated ones are then counted, not listed).
func TestAnalyzeMergesCompiled(t *testing.T) {
	root := writeProject(t, map[string]string{"a.al": "codeunit 50100 A\n{\n}\n", "b.al": "codeunit 50101 B\n{\n}\n"})
	p := openWS(t, root, nil, false).Primary()
	a, b := filepath.Join(root, "a.al"), filepath.Join(root, "b.al")
	compiled := []almcp.Diagnostic{
		{Path: a, Line: 1, Column: 1, ID: "AL0118", Severity: "Error", Message: "in a"},
		{Path: b, Line: 2, Column: 1, ID: "AL0118", Severity: "Error", Message: "in b"},
		{ID: "AL0432", Severity: "Warning", Message: "unlocated"},
	}
	for _, c := range []struct {
		name      string
		req       AnalyzeRequest
		messages  string
		unlocated int
	}{
		{"project", AnalyzeRequest{Compiled: compiled}, "unlocated,in a,in b", 0},
		{"filter", AnalyzeRequest{Compiled: compiled, Filter: func(path string) bool { return path == a }}, "in a", 1},
		{"paths", AnalyzeRequest{Compiled: compiled, Paths: []string{b}}, "in b", 1},
	} {
		res, err := p.Analyze(context.Background(), c.req)
		if err != nil {
			t.Fatal(err)
		}
		var m []string
		for _, f := range res.Findings.Slice() {
			m = append(m, f.Message)
		}
		if strings.Join(m, ",") != c.messages || res.UnlocatedLeftOut != c.unlocated {
			t.Errorf("%s: %v, unlocated %d", c.name, m, res.UnlocatedLeftOut)
		}
	}
}
