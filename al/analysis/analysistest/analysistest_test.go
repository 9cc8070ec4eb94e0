package analysistest

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// The harness is tested with a small rule, correct and wrong on purpose:
// it reports identifiers spelled BEGIN and offers to lower-case them.

// mistakes are ways the test rule can be wrong.
type mistakes struct {
	extraReport   bool // also report the file's first token
	undeclaredKey bool // offer the fix under a key FixKeys lacks
	twoTitles     bool // offer a second fix with the same title
	outOfBounds   bool // an edit past the end of the file
	overlap       bool // two overlapping edits in one fix
	dropCR        bool // the fix also turns the file's first CRLF into LF
	badMessage    bool // report with a message format that lacks an argument
	twice         bool // report every finding twice
	wrongText     bool // the fix writes "Begin" instead of "begin"
	wholeObject   bool // report the whole object instead of BEGIN
	wholeBlock    bool // report BEGIN through its end instead of BEGIN
	late          bool // report the token after BEGIN
	pastEnd       bool // report a span past the end of the file
}

func testRule(m mistakes) *analysis.Rule {
	r := &analysis.Rule{ID: "TT0001", Title: "Upper-case begin", Message: "write %s in lower case",
		Severity: analysis.SeverityWarning, Analyzer: project.FormattingCop,
		FixKeys: []string{"TT0001.Lower", "TT0001.Other"}}
	r.Run = func(p *analysis.Pass) {
		f := p.File
		for i, tok := range f.Tokens {
			if tok.Kind != syntax.Identifier || f.TokenText(i) != "BEGIN" {
				continue
			}
			text := "begin"
			if m.wrongText {
				text = "Begin"
			}
			edits := []analysis.TextEdit{{Span: tok.Span, NewText: text}}
			switch {
			case m.outOfBounds:
				edits = append(edits, analysis.TextEdit{Span: syntax.Span{Start: len(f.Src) + 1, End: len(f.Src) + 2}})
			case m.overlap:
				edits = append(edits, analysis.TextEdit{Span: syntax.Span{Start: tok.Span.Start + 1, End: tok.Span.End}, NewText: "x"})
			case m.dropCR:
				if at := strings.Index(string(f.Src), "\r\n"); at >= 0 {
					edits = append(edits, analysis.TextEdit{Span: syntax.Span{Start: at, End: at + 1}})
				}
			}
			otherTitle := "Write it in lower case"
			if m.twoTitles {
				otherTitle = "Lower-case it"
			}
			fixes := []analysis.Fix{p.Fix("Lower", "Lower-case it", edits...),
				p.Fix("Other", otherTitle, analysis.TextEdit{Span: tok.Span, NewText: "begin"})}
			if m.undeclaredKey {
				fixes[0].Key = "TT0001.Undeclared"
			}
			args := []any{"BEGIN"}
			if m.badMessage {
				args = nil
			}
			at := tok.Span
			switch {
			case m.wholeObject:
				at = syntax.Span{Start: f.Tokens[0].Span.Start, End: f.Tokens[len(f.Tokens)-1].Span.End}
			case m.wholeBlock:
				for j := i + 1; j < len(f.Tokens); j++ {
					if strings.EqualFold(f.TokenText(j), "end") {
						at.End = f.Tokens[j].Span.End
						break
					}
				}
			case m.late:
				at = f.Tokens[i+1].Span
			case m.pastEnd:
				at = syntax.Span{Start: len(f.Src) - 1, End: len(f.Src) + 4}
			}
			p.Reportf(at, args, fixes...)
			if m.twice {
				p.Reportf(at, args, fixes...)
			}
		}
		if m.extraReport {
			p.Reportf(f.Tokens[0].Span, []any{"x"})
		}
	}
	return r
}

// good is a complete, correct fixture folder for the test rule.
var good = map[string]string{
	"HasDiagnostic/Upper.al":         "codeunit 50100 C\n{\n    trigger OnRun()\n    [=BEGIN=]\n    end;\n}\n",
	"HasDiagnostic/Upper.messages":   "write BEGIN in lower case\n",
	"NoDiagnostic/Lower.al":          "codeunit 50100 C\n{\n    trigger OnRun()\n    begin\n    end;\n}\n",
	"NoDiagnostic/Sub/Suppressed.al": "codeunit 50100 C\n{\n    trigger OnRun()\n#pragma warning disable TT0001\n    BEGIN\n    end;\n}\n",
	"HasFix/Lower/current.al":        "codeunit 50100 C\n{\n    trigger OnRun()\n    [|BEGIN|]\n    end;\n}\n",
	"HasFix/Lower/key.txt":           "TT0001.Lower\n",
	"HasFix/Lower/expected.al":       "codeunit 50100 C\n{\n    trigger OnRun()\n    begin\n    end;\n}\n",
	"HasFix/LowerCrlf/current.al":    "\xEF\xBB\xBFcodeunit 50100 C\r\n{\r\n    trigger OnRun()\r\n    [|BEGIN|]\r\n    end;\r\n}\r\n",
	"HasFix/LowerCrlf/expected.al":   "\xEF\xBB\xBFcodeunit 50100 C\r\n{\r\n    trigger OnRun()\r\n    begin\r\n    end;\r\n}\r\n",
	"HasFix/LowerCrlf/key.txt":       "TT0001.Lower\n",
	"HasFix/Other/current.al":        "codeunit 50100 C\n{\n    trigger OnRun()\n    [|BEGIN|]\n    end;\n}\n",
	"HasFix/Other/expected.al":       "codeunit 50100 C\n{\n    trigger OnRun()\n    begin\n    end;\n}\n",
	"HasFix/Other/key.txt":           "TT0001.Other\n",
	"HasFixAll/Two/current.al":       "codeunit 50100 C\n{\n    trigger OnRun()\n    [|BEGIN|]\n    end;\n\n    procedure P()\n    [|BEGIN|]\n    end;\n}\n",
	"HasFixAll/Two/expected.al":      "codeunit 50100 C\n{\n    trigger OnRun()\n    begin\n    end;\n\n    procedure P()\n    begin\n    end;\n}\n",
	"HasFixAll/Two/key.txt":          "TT0001.Lower",
}

// writeTree writes the files under a new folder and returns it.
func writeTree(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "TT0001")
	for name, text := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// with returns a copy of files with the given entries replaced (an empty
// text removes the entry).
func with(files map[string]string, changes map[string]string) map[string]string {
	out := map[string]string{}
	for k, v := range files {
		out[k] = v
	}
	for k, v := range changes {
		if v == "" {
			delete(out, k)
		} else {
			out[k] = v
		}
	}
	return out
}

func hasFailure(failures []string, want string) bool {
	return slices.ContainsFunc(failures, func(f string) bool { return strings.Contains(f, want) })
}

func TestGoodRulePasses(t *testing.T) {
	if failures := Failures(testRule(mistakes{}), writeTree(t, good)); len(failures) > 0 {
		t.Fatalf("a correct rule failed:\n%s", strings.Join(failures, "\n"))
	}
}

// Each wrong rule is caught over the good fixtures, with the failure that
// names its mistake.
func TestWrongRulesFail(t *testing.T) {
	dir := writeTree(t, good)
	for _, c := range []struct {
		name string
		m    mistakes
		want string
	}{
		{"extra diagnostic", mistakes{extraReport: true}, "unexpected TT0001 diagnostic at 1:1-1:9 \"codeunit\" (at no marker)"},
		{"undeclared key", mistakes{undeclaredKey: true}, `fix key "TT0001.Undeclared" is not in TT0001's FixKeys`},
		{"repeated title", mistakes{twoTitles: true}, `two fixes titled "Lower-case it"`},
		{"edit out of bounds", mistakes{outOfBounds: true}, "is outside the file"},
		{"overlapping edits", mistakes{overlap: true}, "overlap"},
		{"LF in a CRLF file", mistakes{dropCR: true}, "the fixture's line breaks are CRLF but the fixed text's are mixed"},
		{"LF in a CRLF file, compared", mistakes{dropCR: true}, "fixed text differs from expected.al (only line endings differ)"},
		{"bad message", mistakes{badMessage: true}, "bad message"},
		{"reported twice", mistakes{twice: true}, "reported twice"},
		{"wrong fix", mistakes{wrongText: true}, "+    Begin"},
		{"span past the end", mistakes{pastEnd: true}, "Upper.al: unexpected TT0001 diagnostic at [59,64) (outside the file) (at no marker)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			failures := Failures(testRule(c.m), dir)
			if !hasFailure(failures, c.want) {
				t.Errorf("no failure containing %q; got:\n%s", c.want, strings.Join(failures, "\n"))
			}
		})
	}
}

// Fixtures that are wrong or incomplete are caught too.
func TestBadFixturesFail(t *testing.T) {
	for _, c := range []struct {
		name    string
		changes map[string]string
		want    string
	}{
		{"marker without diagnostic", map[string]string{
			"HasDiagnostic/Upper.al":       "codeunit 50100 C\n{\n    trigger OnRun()\n    [|BEGIN|]\n    [|end|];\n}\n",
			"HasDiagnostic/Upper.messages": ""}, "no TT0001 diagnostic at marker 2"},
		{"diagnostic in NoDiagnostic", map[string]string{
			"NoDiagnostic/Lower.al": "codeunit 50100 C\n{\n    trigger OnRun()\n    BEGIN\n    end;\n}\n"}, "unexpected TT0001 diagnostic"},
		{"wrong message", map[string]string{"HasDiagnostic/Upper.messages": "write it in lower case\n"}, "has the message"},
		{"message lines", map[string]string{"HasDiagnostic/Upper.messages": "a\nb\n"}, "2 lines for 1 markers"},
		{"HasDiagnostic without markers", map[string]string{
			"HasDiagnostic/Upper.al": "codeunit 50100 C\n{\n}\n", "HasDiagnostic/Upper.messages": ""}, "needs at least one [|marker|]"},
		{"expected differs", map[string]string{"HasFix/Lower/expected.al": "codeunit 50100 C\n{\n    trigger OnRun()\n    begin\n    end;\n}"},
			"\\ No newline at end of file"},
		{"expected normalised to LF", map[string]string{
			"HasFix/LowerCrlf/expected.al": "\xEF\xBB\xBFcodeunit 50100 C\n{\n    trigger OnRun()\n    begin\n    end;\n}\n"},
			"only line endings differ"},
		{"syntax error", map[string]string{"NoDiagnostic/Lower.al": "codeunit 50100 C\n{\n    trigger OnRun()\n    begin\n}\n"},
			"fixture has a syntax error"},
		{"no NoDiagnostic", map[string]string{"NoDiagnostic/Lower.al": "", "NoDiagnostic/Sub/Suppressed.al": ""}, "has no NoDiagnostic fixture"},
		{"no HasDiagnostic", map[string]string{"HasDiagnostic/Upper.al": "", "HasDiagnostic/Upper.messages": ""}, "has no HasDiagnostic fixture"},
		{"key without HasFix", map[string]string{"HasFix/Other/current.al": "", "HasFix/Other/expected.al": "", "HasFix/Other/key.txt": ""},
			"no HasFix case applies the fix key TT0001.Other"},
		{"unknown folder", map[string]string{"HasDiagnostics/X.al": "codeunit 50100 C { }\n"}, "unexpected in a fixture folder"},
		{"unknown file", map[string]string{"NoDiagnostic/notes.txt": "x"}, "unexpected in a fixture folder"},
		{"case without expected", map[string]string{"HasFix/Lower/expected.al": ""}, "a fix case needs current.al and expected.al"},
		{"stray messages", map[string]string{"NoDiagnostic/Gone.messages": "x\n"}, "no fixture Gone.al beside it"},
		{"key not offered", map[string]string{"HasFix/Lower/key.txt": "TT0001.Missing\n"}, `key "TT0001.Missing" not offered`},
		{"several keys, no key.txt", map[string]string{"HasFix/Lower/key.txt": ""}, "name one in key.txt"},
	} {
		t.Run(c.name, func(t *testing.T) {
			failures := Failures(testRule(mistakes{}), writeTree(t, with(good, c.changes)))
			if !hasFailure(failures, c.want) {
				t.Errorf("no failure containing %q; got:\n%s", c.want, strings.Join(failures, "\n"))
			}
		})
	}
}

func TestRegistryFailures(t *testing.T) {
	root := filepath.Dir(writeTree(t, good))
	other := &analysis.Rule{ID: "TT0002", Title: "Other", Message: "m", Severity: analysis.SeverityInfo,
		Analyzer: project.LinterCop, Run: func(*analysis.Pass) {}}
	reg, err := analysis.NewRegistry(testRule(mistakes{}), other)
	if err != nil {
		t.Fatal(err)
	}
	failures := RegistryFailures(reg, root)
	if !hasFailure(failures, "rule TT0002 has no fixtures") || len(failures) != 1 {
		t.Errorf("got %q, want one failure for TT0002", failures)
	}
	if err := os.MkdirAll(filepath.Join(root, "TT0003"), 0o755); err != nil {
		t.Fatal(err)
	}
	reg, _ = analysis.NewRegistry(testRule(mistakes{}))
	if failures := RegistryFailures(reg, root); !hasFailure(failures, "no registered rule has the id TT0003") {
		t.Errorf("an orphan fixture folder was not reported: %q", failures)
	}
}

func TestAt(t *testing.T) {
	span := func(a, b int) syntax.Span { return syntax.Span{Start: a, End: b} }
	for _, c := range []struct {
		diag, marker syntax.Span
		want         bool
	}{
		{span(2, 5), span(2, 5), true},
		{span(2, 5), span(4, 8), true},
		{span(2, 5), span(5, 8), false}, // touching is not at
		{span(5, 8), span(2, 5), false},
		{span(2, 5), span(5, 5), true}, // a point at the end
		{span(2, 5), span(6, 6), false},
		{span(3, 3), span(2, 5), true}, // an empty diagnostic inside
		{span(3, 3), span(3, 3), true},
		{span(6, 6), span(2, 5), false},
	} {
		if got := At(c.diag, c.marker); got != c.want {
			t.Errorf("At(%v, %v) = %v, want %v", c.diag, c.marker, got, c.want)
		}
	}
}

func TestStripMarkers(t *testing.T) {
	span := func(a, b int, exact bool) Marker { return Marker{Span: syntax.Span{Start: a, End: b}, Exact: exact} }
	src, markers, err := StripMarkers([]byte("a[|bc|]d[||]e[=fg=]h[==]i|]j=]k"))
	want := []Marker{span(1, 3, false), span(4, 4, false), span(5, 7, true), span(8, 8, true)}
	if err != nil || string(src) != "abcdefghi|]j=]k" || !slices.Equal(markers, want) {
		t.Errorf("got %q %v %v, want %v", src, markers, err, want)
	}
	for bad, msg := range map[string]string{
		"[|a[|b|]|]": "marker [| at byte 3 inside the marker [| opened at byte 0",
		"[|a[=b=]|]": "marker [= at byte 3 inside the marker [| opened at byte 0",
		"[|a":        "unclosed marker [| at byte 0",
		"x[=a":       "unclosed marker [= at byte 1",
		"[|a=]":      "marker [| opened at byte 0 closed with =] at byte 3",
		"[=a|]":      "marker [= opened at byte 0 closed with |] at byte 3",
	} {
		if _, _, err := StripMarkers([]byte(bad)); err == nil || err.Error() != msg {
			t.Errorf("%q: error %v, want %q", bad, err, msg)
		}
	}
}

func TestMarkerMatches(t *testing.T) {
	span := func(a, b int) syntax.Span { return syntax.Span{Start: a, End: b} }
	for _, c := range []struct {
		diag   syntax.Span
		marker Marker
		want   bool
	}{
		{span(2, 5), Marker{Span: span(2, 5)}, true},
		{span(2, 9), Marker{Span: span(2, 5)}, true}, // the start is pinned, the end is not
		{span(2, 3), Marker{Span: span(2, 5)}, true},
		{span(0, 9), Marker{Span: span(2, 5)}, false}, // overlapping is not enough
		{span(3, 5), Marker{Span: span(2, 5)}, false},
		{span(2, 5), Marker{Span: span(2, 2)}, true}, // a point pins a start
		{span(1, 5), Marker{Span: span(2, 2)}, false},
		{span(2, 5), Marker{Span: span(2, 5), Exact: true}, true},
		{span(2, 9), Marker{Span: span(2, 5), Exact: true}, false},
		{span(2, 4), Marker{Span: span(2, 5), Exact: true}, false},
		{span(2, 2), Marker{Span: span(2, 2), Exact: true}, true},
		{span(2, 3), Marker{Span: span(2, 2), Exact: true}, false},
	} {
		if got := c.marker.Matches(c.diag); got != c.want {
			t.Errorf("%+v.Matches(%v) = %v, want %v", c.marker, c.diag, got, c.want)
		}
	}
}

// A rule that reports the right finding in the wrong place fails: the
// whole object or the token after it always, the whole block when the
// fixture pins the end ([=...=]).
func TestMisplacedDiagnosticsFail(t *testing.T) {
	dir := writeTree(t, good)
	for _, c := range []struct {
		name string
		m    mistakes
		want []string
	}{
		{"whole object", mistakes{wholeObject: true}, []string{
			`HasDiagnostic/Upper.al: unexpected TT0001 diagnostic at 1:1-7:1 "codeunit 50100 C\n{\n    trigger OnRun()\n    BEGIN\n    end;\n}\n" (at no marker; it overlaps marker 1 4:5-4:10 "BEGIN" but starts at 1:1, not 4:5)`,
			`HasDiagnostic/Upper.al: no TT0001 diagnostic at marker 1 4:5-4:10 "BEGIN" (want one that starts at 4:5 and ends at 4:10); got 1:1-7:1`,
			`HasFix/Lower/current.al: no TT0001 diagnostic at marker 1 4:5-4:10 "BEGIN" (want one that starts at 4:5); got 1:1-7:1`,
			`HasFix/Lower: no TT0001 diagnostic at the first marker 4:5-4:10 "BEGIN" (want one that starts at 4:5)`,
		}},
		{"whole block", mistakes{wholeBlock: true}, []string{
			`HasDiagnostic/Upper.al: unexpected TT0001 diagnostic at 4:5-5:8 "BEGIN\n    end" (at no marker; it starts at marker 1 4:5-4:10 "BEGIN" but ends at 5:8, not 4:10)`,
			`HasDiagnostic/Upper.al: no TT0001 diagnostic at marker 1 4:5-4:10 "BEGIN" (want one that starts at 4:5 and ends at 4:10); got 4:5-5:8 "BEGIN\n    end"`,
		}},
		{"one token late", mistakes{late: true}, []string{
			`HasDiagnostic/Upper.al: unexpected TT0001 diagnostic at 5:5-5:8 "end" (at no marker): write BEGIN in lower case`,
			`HasDiagnostic/Upper.al: no TT0001 diagnostic at marker 1 4:5-4:10 "BEGIN" (want one that starts at 4:5 and ends at 4:10); got 5:5-5:8 "end"`,
			`HasFix/Lower/current.al: unexpected TT0001 diagnostic at 5:5-5:8 "end" (at no marker): write BEGIN in lower case`,
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			failures := Failures(testRule(c.m), dir)
			for _, want := range c.want {
				if !hasFailure(failures, want) {
					t.Errorf("no failure containing\n\t%s\ngot:\n%s", want, strings.Join(failures, "\n"))
				}
			}
		})
	}
}

// A marker [|...|] pins the start only: a rule may report a longer span
// there. A point marker [||] pins a start too; [==] an empty span.
func TestStartOnlyMarkers(t *testing.T) {
	startOnly := with(good, map[string]string{
		"HasDiagnostic/Upper.al": "codeunit 50100 C\n{\n    trigger OnRun()\n    [|BEGIN|]\n    end;\n}\n",
		"HasDiagnostic/Point.al": "codeunit 50100 C\n{\n    trigger OnRun()\n    [||]BEGIN\n    end;\n}\n",
	})
	dir := writeTree(t, startOnly)
	for _, m := range []mistakes{{}, {wholeBlock: true}} {
		if failures := Failures(testRule(m), dir); len(failures) > 0 {
			t.Errorf("%+v failed over start-only markers:\n%s", m, strings.Join(failures, "\n"))
		}
	}
	if failures := Failures(testRule(mistakes{late: true}), dir); !hasFailure(failures,
		`HasDiagnostic/Point.al: no TT0001 diagnostic at marker 1 4:5-4:5 "" (want one that starts at 4:5); got 5:5-5:8 "end"`) {
		t.Errorf("a late report passed a point marker:\n%s", strings.Join(failures, "\n"))
	}
	empty := writeTree(t, with(good, map[string]string{
		"HasDiagnostic/Upper.al": "codeunit 50100 C\n{\n    trigger OnRun()\n    [==]BEGIN\n    end;\n}\n",
	}))
	if failures := Failures(testRule(mistakes{}), empty); !hasFailure(failures,
		`it starts at marker 1 4:5-4:5 "" but ends at 4:10, not 4:5`) {
		t.Errorf("a token reported at an empty exact marker passed:\n%s", strings.Join(failures, "\n"))
	}
}

// The ALCops kit's fixtures match by intersection ([MarkerFailures]): a
// report that overlaps the marker passes there, one that misses it fails.
func TestMarkerFailuresIntersect(t *testing.T) {
	dir := writeTree(t, with(good, map[string]string{
		"HasDiagnostic/Upper.al": "codeunit 50100 C\n{\n    trigger OnRun()\n    [|BEGIN|]\n    end;\n}\n",
	}))
	for _, m := range []mistakes{{}, {wholeBlock: true}} {
		if failures := MarkerFailures(testRule(m), dir); len(failures) > 0 {
			t.Errorf("%+v failed under intersection:\n%s", m, strings.Join(failures, "\n"))
		}
	}
	// The whole object overlaps the marker (it fails elsewhere: it starts
	// before the pragma of NoDiagnostic/Sub/Suppressed.al).
	if failures := MarkerFailures(testRule(mistakes{wholeObject: true}), dir); hasFailure(failures, "HasDiagnostic/") {
		t.Errorf("the whole object failed a marker under intersection: %q", failures)
	}
	if failures := MarkerFailures(testRule(mistakes{late: true}), dir); !hasFailure(failures, "no TT0001 diagnostic at marker 1") {
		t.Errorf("a report beside the marker passed under intersection: %q", failures)
	}
	// The kit's fixtures know only [|...|]: "[=" and "=]" there are AL.
	comment := writeTree(t, with(good, map[string]string{
		"HasDiagnostic/Upper.al":       "codeunit 50100 C\n{\n    // [=x=]\n    trigger OnRun()\n    [|BEGIN|]\n    end;\n}\n",
		"HasDiagnostic/Upper.messages": "",
	}))
	if failures := MarkerFailures(testRule(mistakes{}), comment); len(failures) > 0 {
		t.Errorf("[=...=] in an ALCops fixture was read as a marker:\n%s", strings.Join(failures, "\n"))
	}
	if failures := Failures(testRule(mistakes{}), comment); !hasFailure(failures, `no TT0001 diagnostic at marker 1 3:8-3:9 "x"`) {
		t.Errorf("[=...=] in our fixture was not read as a marker: %q", failures)
	}
}

// Applying edits keeps a file's byte-order mark (ApplyEdits moves edits out
// of it), so no rule can lose it; the harness still checks fixed texts for
// it in case that ever breaks.
func TestLostBOMIsReported(t *testing.T) {
	dir := writeTree(t, good)
	r := newRecorder()
	h := &harness{rule: testRule(mistakes{})}
	caseDir := filepath.Join(dir, "HasFix", "LowerCrlf")
	r.run("bom", func(t tb) {
		fx := h.load(t, filepath.Join(caseDir, "current.al"))
		h.compareExpected(t, caseDir, fx, []byte(strings.TrimPrefix(string(fx.src), "\xEF\xBB\xBF")))
	})
	if !hasFailure(*r.failures, "the fix lost the byte-order mark") {
		t.Errorf("got %q", *r.failures)
	}
}

// An app.json in a fixture folder configures the fixtures below it.
func TestFixtureConfiguration(t *testing.T) {
	gated := testRule(mistakes{})
	run := gated.Run
	gated.Run = func(p *analysis.Pass) {
		if p.RuntimeAtLeast(14, 0) {
			run(p)
		}
	}
	old := with(good, map[string]string{
		"NoDiagnostic/Old/Upper.al": "codeunit 50100 C\n{\n    trigger OnRun()\n    BEGIN\n    end;\n}\n",
		"NoDiagnostic/Old/app.json": `{"id": "00000000-0000-0000-0000-000000000001", "name": "t", "publisher": "t", "version": "1.0.0.0", "runtime": "13.0"}`,
	})
	if failures := Failures(gated, writeTree(t, old)); len(failures) > 0 {
		t.Errorf("the runtime of NoDiagnostic/Old/app.json was not applied:\n%s", strings.Join(failures, "\n"))
	}
	delete(old, "NoDiagnostic/Old/app.json")
	if failures := Failures(gated, writeTree(t, old)); !hasFailure(failures, "unexpected TT0001 diagnostic") {
		t.Errorf("without app.json the rule should report: %q", failures)
	}
}
