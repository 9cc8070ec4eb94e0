package analysis

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// Test-only rules. They work on tokens, so the tests pin the framework and
// not the parser.

// upperBegin reports every identifier token spelled BEGIN and lower-cases it.
var upperBegin = &Rule{
	ID: "TT0001", Title: "Upper-case begin", Message: "write %s in lower case",
	Severity: SeverityWarning, Analyzer: project.AnalyzerGroup("FormattingCop"),
	FixKeys: []string{"TT0001.Lower"},
	Run: func(p *Pass) {
		for i, tok := range p.File.Tokens {
			if tok.Kind == syntax.Identifier && p.File.TokenText(i) == "BEGIN" {
				p.Reportf(tok.Span, []any{"BEGIN"}, p.Fix("Lower", "Lower-case it", TextEdit{Span: tok.Span, NewText: "begin"}))
			}
		}
	},
}

var tmpName = regexp.MustCompile(`^tmp[0-9]$`)

// lineOf returns the span of the line holding offset, without its break.
func lineOf(src []byte, off int) syntax.Span {
	start := bytes.LastIndexByte(src[:off], '\n') + 1
	end := bytes.IndexAny(src[off:], "\r\n")
	if end < 0 {
		end = len(src) - off
	}
	return syntax.Span{Start: start, End: off + end}
}

// removeTmp reports identifiers tmp0..tmp9; its fix rewrites the whole line
// without the name, so two names on one line have overlapping fixes.
func removeTmp(batch bool) *Rule {
	r := &Rule{
		ID: "TT0002", Title: "Temporary name", Message: "remove %s",
		Severity: SeverityInfo, Analyzer: project.AnalyzerGroup("LinterCop"),
		FixKeys: []string{"TT0002.Remove"},
	}
	r.Run = func(p *Pass) {
		for i, tok := range p.File.Tokens {
			name := p.File.TokenText(i)
			if tok.Kind != syntax.Identifier || !tmpName.MatchString(name) {
				continue
			}
			line := lineOf(p.File.Src, tok.Span.Start)
			text := string(p.File.Src[line.Start:tok.Span.Start]) + string(p.File.Src[tok.Span.End:line.End])
			p.Reportf(tok.Span, []any{name}, p.Fix("Remove", "Remove it", TextEdit{Span: line, NewText: text}))
		}
	}
	if batch {
		r.BatchFix = func(p *Pass, reports []Report, key string) []TextEdit {
			// One rewrite per line: drop every reported name on it.
			byLine := map[syntax.Span][]syntax.Span{}
			var order []syntax.Span
			for _, d := range reports {
				l := lineOf(p.File.Src, d.Span.Start)
				if _, ok := byLine[l]; !ok {
					order = append(order, l)
				}
				byLine[l] = append(byLine[l], d.Span)
			}
			var edits []TextEdit
			for _, l := range order {
				var b strings.Builder
				last := l.Start
				for _, s := range byLine[l] {
					b.Write(p.File.Src[last:s.Start])
					last = s.End
				}
				b.Write(p.File.Src[last:l.End])
				edits = append(edits, TextEdit{Span: l, NewText: b.String()})
			}
			return edits
		}
	}
	return r
}

func mustRegistry(t *testing.T, rules ...*Rule) *Registry {
	t.Helper()
	reg, err := NewRegistry(rules...)
	if err != nil {
		t.Fatal(err)
	}
	return reg
}

func analyze(t *testing.T, src string, rules ...*Rule) FileResult {
	t.Helper()
	var er []EnabledRule
	for _, r := range rules {
		er = append(er, EnabledRule{Rule: r, Severity: r.Severity})
	}
	return AnalyzeSource(context.Background(), "a.al", []byte(src), nil, er, Options{RuleBudget: 2 * time.Second})
}

func TestRegistryValidates(t *testing.T) {
	good := *upperBegin
	cases := map[string]func(r *Rule){
		"bad id":         func(r *Rule) { r.ID = "T1" },
		"title period":   func(r *Rule) { r.Title = "Upper." },
		"no message":     func(r *Rule) { r.Message = "" },
		"bad severity":   func(r *Rule) { r.Severity = "Fatal" },
		"no analyzer":    func(r *Rule) { r.Analyzer = "" },
		"no run":         func(r *Rule) { r.Run = nil },
		"foreign key":    func(r *Rule) { r.FixKeys = []string{"XX0001.Lower"} },
		"lowercase verb": func(r *Rule) { r.FixKeys = []string{"TT0001.lower"} },
		"duplicate key":  func(r *Rule) { r.FixKeys = []string{"TT0001.Lower", "TT0001.Lower"} },
	}
	for name, mutate := range cases {
		r := good
		mutate(&r)
		if _, err := NewRegistry(&r); err == nil {
			t.Errorf("%s: registry accepted an invalid rule", name)
		}
	}
	if _, err := NewRegistry(upperBegin, upperBegin); err == nil {
		t.Error("registry accepted a duplicate id")
	}
	reg := mustRegistry(t, removeTmp(false), upperBegin)
	if all := reg.All(); all[0].ID != "TT0001" || all[1].ID != "TT0002" {
		t.Errorf("All not sorted: %v, %v", all[0].ID, all[1].ID)
	}
	if r, ok := reg.Lookup("tt0002"); !ok || r.ID != "TT0002" {
		t.Error("Lookup is not case-insensitive")
	}
	if r, ok := reg.FixKeyOwner("TT0001.Lower"); !ok || r != upperBegin {
		t.Error("FixKeyOwner did not find the rule")
	}
	if _, ok := reg.FixKeyOwner("TT0001.Upper"); ok {
		t.Error("FixKeyOwner found an undeclared key")
	}
}

func TestEffectiveSeverity(t *testing.T) {
	off := *upperBegin
	off.OffByDefault = true
	rs := func(actions map[string]string) *project.Config {
		var rules []string
		for id, a := range actions {
			rules = append(rules, `{"id": "`+id+`", "action": "`+a+`"}`)
		}
		path := filepath.Join(t.TempDir(), "test.ruleset.json")
		if err := os.WriteFile(path, []byte(`{"name": "t", "rules": [`+strings.Join(rules, ",")+`]}`), 0o644); err != nil {
			t.Fatal(err)
		}
		r, err := project.LoadRuleset(path)
		if err != nil {
			t.Fatal(err)
		}
		return &project.Config{Analyzers: project.AllAnalyzerGroups, Ruleset: r}
	}
	cases := []struct {
		name    string
		rule    *Rule
		cfg     *project.Config
		enabled bool
		sev     Severity
		reason  string
	}{
		{"nil config", upperBegin, nil, true, SeverityWarning, ""},
		{"group off", upperBegin, &project.Config{Analyzers: []project.AnalyzerGroup{"CodeCop"}}, false, SeverityWarning, DisabledByAnalyzers},
		{"no ruleset", upperBegin, &project.Config{Analyzers: project.AllAnalyzerGroups}, true, SeverityWarning, ""},
		{"ruleset error", upperBegin, rs(map[string]string{"TT0001": "Error"}), true, SeverityError, ""},
		{"ruleset hidden", upperBegin, rs(map[string]string{"TT0001": "Hidden"}), true, SeverityHidden, ""},
		{"ruleset none", upperBegin, rs(map[string]string{"TT0001": "None"}), false, SeverityWarning, DisabledByRuleset},
		{"off by default", &off, &project.Config{Analyzers: project.AllAnalyzerGroups}, false, SeverityWarning, DisabledByDefault},
		{"off enabled by ruleset", &off, rs(map[string]string{"TT0001": "Info"}), true, SeverityInfo, ""},
		{"off, named Default", &off, rs(map[string]string{"TT0001": "Default"}), false, SeverityWarning, DisabledByDefault},
		{"off, named None", &off, rs(map[string]string{"TT0001": "None"}), false, SeverityWarning, DisabledByRuleset},
	}
	for _, c := range cases {
		got := EffectiveFor(c.rule, c.cfg)
		if got.Enabled != c.enabled || got.Severity != c.sev || got.Reason != c.reason {
			t.Errorf("%s: got %+v, want enabled=%v severity=%s reason=%q", c.name, got, c.enabled, c.sev, c.reason)
		}
	}
}

func TestPragmaSuppression(t *testing.T) {
	src := strings.Join([]string{
		"BEGIN",                          // 0 live
		"#pragma warning disable TT0001", //
		"BEGIN",                          // 1 suppressed
		"#pragma warning restore TT0001", //
		"BEGIN",                          // 2 live
		"#pragma warning disable",        // all
		"BEGIN",                          // 3 suppressed
		"#pragma warning restore AA0001", // other id: still suppressed
		"BEGIN",                          // 4 suppressed
		"#pragma warning restore",        //
		"#pragma warning disable XX0001, TT0001 // because",
		"BEGIN",                          // 5 suppressed (list)
		"#pragma warning restore XX0001", //
		"BEGIN",                          // 6 suppressed
		"#pragma warning restore tt0001", // case-insensitive
		"#if NEVERDEFINED",               //
		"#pragma warning disable TT0001", // inactive: no effect
		"#endif",                         //
		"BEGIN",                          // 7 live
		"#pragma warning disable TT0001", //
		"#pragma warning disable TT0001", // nested disable
		"#pragma warning restore TT0001", // one restore ends it (textual model)
		"BEGIN",                          // 8 live
		"",
	}, "\n")
	res := analyze(t, src, upperBegin)
	want := []bool{false, true, false, true, true, true, true, false, false}
	if len(res.Diagnostics) != len(want) {
		t.Fatalf("got %d diagnostics, want %d", len(res.Diagnostics), len(want))
	}
	for i, d := range res.Diagnostics {
		if d.Suppressed != want[i] {
			t.Errorf("BEGIN #%d: suppressed=%v, want %v", i, d.Suppressed, want[i])
		}
	}
}

func TestPragmaStartOfSpan(t *testing.T) {
	// A diagnostic whose span starts before a disable is not suppressed even
	// though it ends inside the region; one starting inside is. The region
	// starts after the directive line: a diagnostic on the directive itself
	// is not suppressed.
	f := syntax.Parse("a.al", []byte("x\n#pragma warning disable TT0001\ny\n"), syntax.Options{})
	s := NewSuppressions(f)
	disableAt := bytes.Index(f.Src, []byte("#pragma"))
	if s.Suppressed("TT0001", disableAt-1) {
		t.Error("offset before the pragma is suppressed")
	}
	if s.Suppressed("TT0001", disableAt) {
		t.Error("the pragma line itself is suppressed")
	}
	lineEnd := disableAt + len("#pragma warning disable TT0001")
	if !s.Suppressed("TT0001", lineEnd) || !s.Suppressed("TT0001", len(f.Src)-1) {
		t.Error("offsets after the pragma line are not suppressed")
	}
	if s.Suppressed("TT0009", len(f.Src)-1) {
		t.Error("another id is suppressed")
	}
}

func TestPanickingAndSlowRules(t *testing.T) {
	panics := &Rule{ID: "TT0010", Title: "Panics", Message: "m", Severity: SeverityWarning, Analyzer: "LinterCop",
		Run: func(p *Pass) { panic("a rule bug") }}
	release := make(chan struct{})
	defer close(release)
	slow := &Rule{ID: "TT0011", Title: "Slow", Message: "m", Severity: SeverityWarning, Analyzer: "LinterCop",
		Run: func(p *Pass) { <-release }}
	er := []EnabledRule{{panics, SeverityWarning}, {upperBegin, SeverityWarning}, {slow, SeverityWarning}, {removeTmp(false), SeverityInfo}}
	res := AnalyzeSource(context.Background(), "a.al", []byte("BEGIN tmp1\n"), nil, er, Options{RuleBudget: 100 * time.Millisecond})
	if len(res.AnalyzerErrors) != 2 {
		t.Fatalf("got analyzer errors %+v, want 2", res.AnalyzerErrors)
	}
	if e := res.AnalyzerErrors[0]; e.RuleID != "TT0010" || !strings.Contains(e.Message, "panicked") || e.Path != "a.al" {
		t.Errorf("panic error = %+v", e)
	}
	if e := res.AnalyzerErrors[1]; e.RuleID != "TT0011" || !strings.Contains(e.Message, "time budget") {
		t.Errorf("budget error = %+v", e)
	}
	var ids []string
	for _, d := range res.Diagnostics {
		ids = append(ids, d.RuleID)
	}
	if strings.Join(ids, ",") != "TT0001,TT0002" {
		t.Errorf("the other rules' diagnostics = %v, want TT0001,TT0002", ids)
	}
}

func TestApplyEditsKeepsBOMAndCRLF(t *testing.T) {
	src := []byte("\xEF\xBB\xBFline1\r\nline2\r\n")
	out, err := ApplyEdits(src, []TextEdit{
		{Span: syntax.Span{Start: 0, End: 0}, NewText: "// head\n"},
		{Span: syntax.Span{Start: 10, End: 10}, NewText: "inserted\n"},
	})
	if err != nil {
		t.Fatal(err)
	}
	want := "\xEF\xBB\xBF// head\r\nline1\r\ninserted\r\nline2\r\n"
	if string(out) != want {
		t.Errorf("got %q, want %q", out, want)
	}
	if LineBreak([]byte("a\rb")) != "\r" || LineBreak([]byte("a")) != "\n" {
		t.Error("LineBreak misdetects")
	}
}

func TestValidateEdits(t *testing.T) {
	src := []byte("0123456789")
	bad := [][]TextEdit{
		{{Span: syntax.Span{Start: -1, End: 2}}},
		{{Span: syntax.Span{Start: 5, End: 4}}},
		{{Span: syntax.Span{Start: 8, End: 11}}},
		{{Span: syntax.Span{Start: 1, End: 5}}, {Span: syntax.Span{Start: 4, End: 6}}},
	}
	for i, es := range bad {
		if ValidateEdits(src, es) == nil {
			t.Errorf("case %d: invalid edits accepted", i)
		}
	}
	ok := []TextEdit{{Span: syntax.Span{Start: 3, End: 3}, NewText: "a"}, {Span: syntax.Span{Start: 3, End: 3}, NewText: "b"}, {Span: syntax.Span{Start: 3, End: 5}, NewText: "c"}}
	out, err := ApplyEdits(src, ok)
	if err != nil || string(out) != "012abc56789" {
		t.Errorf("got %q, %v", out, err)
	}
}

func TestFixAllOverlappingEditsNeedRounds(t *testing.T) {
	src := "a tmp1 tmp2 b\nc tmp3\nBEGIN\n"
	want := "a   b\nc \nBEGIN\n"
	for _, batch := range []bool{false, true} {
		r := removeTmp(batch)
		res, err := FixAll(context.Background(), FixAllRequest{Rule: EnabledRule{r, r.Severity}, Key: "TT0002.Remove",
			Files: map[string][]byte{"a.al": []byte(src)}})
		if err != nil {
			t.Fatal(err)
		}
		if got := string(res.Changed["a.al"]); got != want {
			t.Errorf("batch=%v: got %q, want %q", batch, got, want)
		}
		if res.Found != 3 || res.Applied != 3 || len(res.Unfixed) != 0 {
			t.Errorf("batch=%v: found %d applied %d unfixed %d", batch, res.Found, res.Applied, len(res.Unfixed))
		}
		// Without BatchFix the two names on line 1 overlap: the second waits
		// a round. With it, the shared line is rewritten once.
		wantRounds := 2
		if batch {
			wantRounds = 1
		}
		if res.Rounds != wantRounds {
			t.Errorf("batch=%v: %d rounds, want %d", batch, res.Rounds, wantRounds)
		}
	}
}

func TestFixAllBoundedRoundsReportsUnfixed(t *testing.T) {
	// A fix that never makes progress: it rewrites BEGIN to BEGIN.
	stubborn := &Rule{ID: "TT0003", Title: "Stubborn", Message: "m", Severity: SeverityWarning, Analyzer: "LinterCop",
		FixKeys: []string{"TT0003.Keep"},
		Run: func(p *Pass) {
			for i, tok := range p.File.Tokens {
				if p.File.TokenText(i) == "BEGIN" {
					p.Reportf(tok.Span, nil, p.Fix("Keep", "Keep", TextEdit{Span: tok.Span, NewText: "BEGIN"}))
				}
			}
		}}
	res, err := FixAll(context.Background(), FixAllRequest{Rule: EnabledRule{stubborn, SeverityWarning}, Key: "TT0003.Keep",
		Files: map[string][]byte{"a.al": []byte("BEGIN BEGIN\n")}, MaxRounds: 3})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Changed) != 0 || len(res.Unfixed) != 2 || res.Found != 2 {
		t.Errorf("changed %d, unfixed %d, found %d", len(res.Changed), len(res.Unfixed), res.Found)
	}
}

func TestFixAllSkipsSuppressedAndOtherKeys(t *testing.T) {
	src := "BEGIN\n#pragma warning disable TT0001\nBEGIN\n"
	res, err := FixAll(context.Background(), FixAllRequest{Rule: EnabledRule{upperBegin, SeverityWarning}, Key: "TT0001.Lower",
		Files: map[string][]byte{"a.al": []byte(src)}})
	if err != nil {
		t.Fatal(err)
	}
	if got := string(res.Changed["a.al"]); got != "begin\n#pragma warning disable TT0001\nBEGIN\n" {
		t.Errorf("got %q", got)
	}
	res, err = FixAll(context.Background(), FixAllRequest{Rule: EnabledRule{upperBegin, SeverityWarning}, Key: "TT0001.Other",
		Files: map[string][]byte{"a.al": []byte(src)}})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Changed) != 0 || len(res.Unfixed) != 1 {
		t.Errorf("unknown key: changed %d unfixed %d", len(res.Changed), len(res.Unfixed))
	}
}

func TestMultiFileFix(t *testing.T) {
	// The fix moves the word MOVE from a.al to the end of b.al: two files,
	// one fix.
	mover := &Rule{ID: "TT0004", Title: "Move", Message: "move it", Severity: SeverityWarning, Analyzer: "LinterCop",
		FixKeys: []string{"TT0004.Move"},
		Run: func(p *Pass) {
			for i, tok := range p.File.Tokens {
				if p.File.TokenText(i) == "MOVE" {
					p.Reportf(tok.Span, nil, p.Fix("Move", "Move it",
						TextEdit{Span: tok.Span, NewText: "moved"},
						TextEdit{Path: "b.al", Span: syntax.Span{Start: 4, End: 4}, NewText: "\nMOVED"}))
				}
			}
		}}
	files := map[string][]byte{"a.al": []byte("x MOVE\n"), "b.al": []byte("keep\r\n")}
	res := AnalyzeSource(context.Background(), "a.al", files["a.al"], nil, []EnabledRule{{mover, SeverityWarning}}, Options{})
	if len(res.Diagnostics) != 1 {
		t.Fatalf("got %d diagnostics", len(res.Diagnostics))
	}
	out, err := ApplyFix(files, res.Diagnostics[0].Fixes[0], "a.al")
	if err != nil {
		t.Fatal(err)
	}
	if string(out["a.al"]) != "x moved\n" || string(out["b.al"]) != "keep\r\nMOVED\r\n" {
		t.Errorf("got a=%q b=%q", out["a.al"], out["b.al"])
	}
	if _, err := ApplyFix(map[string][]byte{"a.al": files["a.al"]}, res.Diagnostics[0].Fixes[0], "a.al"); err == nil {
		t.Error("a fix editing an unavailable file was applied")
	}
	// FixAll keeps both files' edits.
	fa, err := FixAll(context.Background(), FixAllRequest{Rule: EnabledRule{mover, SeverityWarning}, Key: "TT0004.Move", Files: files})
	if err != nil {
		t.Fatal(err)
	}
	if string(fa.Changed["a.al"]) != "x moved\n" || string(fa.Changed["b.al"]) != "keep\r\nMOVED\r\n" {
		t.Errorf("FixAll got a=%q b=%q", fa.Changed["a.al"], fa.Changed["b.al"])
	}
}

func TestGeneralActionDoesNotEnableOffByDefault(t *testing.T) {
	off := *upperBegin
	off.OffByDefault = true
	path := filepath.Join(t.TempDir(), "g.ruleset.json")
	os.WriteFile(path, []byte(`{"name": "g", "generalAction": "Error"}`), 0o644)
	r, err := project.LoadRuleset(path)
	if err != nil {
		t.Fatal(err)
	}
	cfg := &project.Config{Analyzers: project.AllAnalyzerGroups, Ruleset: r}
	if got := EffectiveFor(&off, cfg); got.Enabled {
		t.Errorf("generalAction switched on an off-by-default rule: %+v", got)
	}
	if got := EffectiveFor(upperBegin, cfg); !got.Enabled || got.Severity != SeverityError {
		t.Errorf("generalAction Error: %+v", got)
	}
	none := filepath.Join(t.TempDir(), "n.ruleset.json")
	os.WriteFile(none, []byte(`{"name": "n", "generalAction": "None"}`), 0o644)
	r, _ = project.LoadRuleset(none)
	if got := EffectiveFor(upperBegin, &project.Config{Analyzers: project.AllAnalyzerGroups, Ruleset: r}); got.Enabled || got.Reason != DisabledByRuleset {
		t.Errorf("generalAction None: %+v", got)
	}
}
