package analysis

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// frameworkSource exercises most node kinds: objects, sections, elements,
// properties, triggers, procedures with parameters and locals, statements
// and expressions.
const frameworkSource = `table 50100 "T"
{
    Caption = 'T';
    fields
    {
        field(1; "No."; Code[20])
        {
            trigger OnValidate()
            begin
                if "No." = '' then
                    Error('x');
            end;
        }
    }
}

codeunit 50101 C
{
    var
        G: Integer;

    procedure P(A: Integer; var B: Text): Boolean
    var
        X: Integer;
    begin
        X := A + G * 2;
        while X > 0 do begin
            X -= 1;
            B := Format(X);
        end;
        case X of
            1, 2:
                exit(true);
            else
                exit(not (A in [1 .. 3]));
        end;
    end;
}
`

// newTestPass returns a pass over src with the given stop flag.
func newTestPass(t *testing.T, src string) *Pass {
	t.Helper()
	f := syntax.Parse("f.al", []byte(src), syntax.Options{})
	if len(f.Errors) > 0 {
		t.Fatalf("syntax errors: %v", f.Errors)
	}
	env := passEnv{file: f, shared: &fileShared{}}
	return env.newPass(upperBegin, nil)
}

// walkKinds lists the nodes of the kinds under root as syntax.Walk visits
// them.
func walkKinds(root *syntax.Node, kinds ...syntax.NodeKind) []*syntax.Node {
	var out []*syntax.Node
	syntax.Walk(root, func(n *syntax.Node) bool {
		if len(kinds) == 0 || slices.Contains(kinds, n.Kind) {
			out = append(out, n)
		}
		return true
	})
	return out
}

func TestNodesMatchesWalk(t *testing.T) {
	p := newTestPass(t, frameworkSource)
	f := p.File
	cases := [][]syntax.NodeKind{
		nil,
		{syntax.BinaryExpr},
		{syntax.Block, syntax.IfStmt, syntax.NameExpr},
		{syntax.Property},
		{syntax.EmptyStmt},
		{syntax.Namespace}, // absent
	}
	for _, kinds := range cases {
		if got, want := slices.Collect(p.Nodes(kinds...)), walkKinds(f.Root, kinds...); !slices.Equal(got, want) {
			t.Errorf("Nodes(%v): %d nodes, want %d", kinds, len(got), len(want))
		}
		for _, obj := range f.Objects() {
			if got, want := slices.Collect(p.NodesIn(obj, kinds...)), walkKinds(obj, kinds...); !slices.Equal(got, want) {
				t.Errorf("NodesIn(object, %v): %d nodes, want %d", kinds, len(got), len(want))
			}
		}
	}
	// Every node of the tree is found as a subtree root.
	syntax.Walk(f.Root, func(n *syntax.Node) bool {
		if got, want := slices.Collect(p.NodesIn(n)), walkKinds(n); !slices.Equal(got, want) {
			t.Errorf("NodesIn(%v at %d): %d nodes, want %d", n.Kind, n.First, len(got), len(want))
		}
		return true
	})
	// A node of another file yields nothing.
	other := syntax.Parse("g.al", []byte(frameworkSource), syntax.Options{})
	if n := len(slices.Collect(p.NodesIn(other.Root.Children[0]))); n != 0 {
		t.Errorf("NodesIn(foreign node) yielded %d nodes", n)
	}
	// Stopping early stops.
	count := 0
	for range p.Nodes() {
		if count++; count == 3 {
			break
		}
	}
	if count != 3 {
		t.Errorf("break after 3 nodes: %d", count)
	}
}

func TestWalkPrunesLikeSyntaxWalk(t *testing.T) {
	p := newTestPass(t, frameworkSource)
	prune := func(n *syntax.Node) bool { return n.Kind != syntax.Procedure && n.Kind != syntax.Element }
	var got, want []*syntax.Node
	p.Walk(p.File.Root, func(n *syntax.Node) bool { got = append(got, n); return prune(n) })
	syntax.Walk(p.File.Root, func(n *syntax.Node) bool { want = append(want, n); return prune(n) })
	if !slices.Equal(got, want) {
		t.Errorf("Walk visited %d nodes, syntax.Walk %d", len(got), len(want))
	}
}

func TestCodeYieldsBodiesOnly(t *testing.T) {
	p := newTestPass(t, frameworkSource)
	var want []*syntax.Node
	syntax.Walk(p.File.Root, func(n *syntax.Node) bool {
		if isBody(n) {
			want = append(want, walkKinds(n, syntax.NameExpr)...)
			return false
		}
		return true
	})
	got := slices.Collect(p.Code(syntax.NameExpr))
	if !slices.Equal(got, want) || len(got) == 0 {
		t.Fatalf("Code(NameExpr): %d nodes, want %d", len(got), len(want))
	}
	for _, n := range got {
		if n.Ancestor(syntax.VarSection) != nil || n.Ancestor(syntax.ParameterList) != nil {
			t.Errorf("Code yielded a node outside a body at %d", n.First)
		}
	}
}

func TestObjectsSkipsObsoleteAndFilters(t *testing.T) {
	p := newTestPass(t, "table 50100 A { }\ntable 50101 B { ObsoleteState = Removed; }\npage 50102 C { }\n")
	var names []string
	for obj := range p.Objects() {
		names = append(names, p.File.DeclName(obj))
	}
	if strings.Join(names, ",") != "A,C" {
		t.Errorf("Objects() = %v, want A,C", names)
	}
	names = nil
	for obj := range p.Objects(syntax.KwPage) {
		names = append(names, p.File.DeclName(obj))
	}
	if strings.Join(names, ",") != "C" {
		t.Errorf("Objects(KwPage) = %v, want C", names)
	}
}

// A rule that loops over the traversal for ever is stopped when its budget
// runs out: AnalyzeFile reports it and the rule's goroutine returns, so it
// does not burn CPU after its result was given up.
func TestOverBudgetRuleIsStopped(t *testing.T) {
	returned := make(chan struct{})
	spinner := &Rule{ID: "TT0012", Title: "Spins", Message: "m", Severity: SeverityWarning, Analyzer: "LinterCop",
		Run: func(p *Pass) {
			defer close(returned)
			for {
				for range p.Nodes(syntax.NameExpr) {
				}
			}
		}}
	er := []EnabledRule{{spinner, SeverityWarning}, {upperBegin, SeverityWarning}}
	res := AnalyzeSource(context.Background(), "a.al", []byte(frameworkSource+"BEGIN\n"), nil, er, Options{RuleBudget: 50 * time.Millisecond})
	if len(res.AnalyzerErrors) != 1 || !strings.Contains(res.AnalyzerErrors[0].Message, "time budget") {
		t.Fatalf("analyzer errors %+v, want the budget error", res.AnalyzerErrors)
	}
	if len(res.Diagnostics) != 1 || res.Diagnostics[0].RuleID != "TT0001" {
		t.Errorf("the next rule's diagnostics = %+v", res.Diagnostics)
	}
	select {
	case <-returned:
	case <-time.After(30 * time.Second):
		t.Fatal("the stopped rule is still running")
	}
}

// The budget is per rule: rules that together run longer than one budget,
// each well within it, are all kept, and the budget of a rule that runs
// over it counts from its own start, not from its worker's.
func TestBudgetIsPerRule(t *testing.T) {
	var er []EnabledRule
	for i := range 12 {
		er = append(er, EnabledRule{&Rule{ID: fmt.Sprintf("TT%04d", 100+i), Title: "Sleeps", Message: "m", Severity: SeverityWarning,
			Analyzer: "LinterCop", Run: func(p *Pass) {
				time.Sleep(15 * time.Millisecond)
				p.Reportf(syntax.Span{}, nil)
			}}, SeverityWarning})
	}
	spinner := &Rule{ID: "TT0199", Title: "Spins", Message: "m", Severity: SeverityWarning, Analyzer: "LinterCop",
		Run: func(p *Pass) {
			for {
				for range p.Nodes(syntax.NameExpr) {
				}
			}
		}}
	er = append(er, EnabledRule{spinner, SeverityWarning}, EnabledRule{upperBegin, SeverityWarning})
	res := AnalyzeSource(context.Background(), "a.al", []byte(frameworkSource+"BEGIN\n"), nil, er, Options{RuleBudget: 120 * time.Millisecond})
	if len(res.AnalyzerErrors) != 1 || res.AnalyzerErrors[0].RuleID != "TT0199" {
		t.Fatalf("analyzer errors %+v, want only the spinner's budget error", res.AnalyzerErrors)
	}
	counts := map[string]int{}
	for _, d := range res.Diagnostics {
		counts[d.RuleID]++
	}
	if len(counts) != 13 || counts["TT0001"] != 1 {
		t.Errorf("diagnostics by rule %v, want one of each sleeping rule and TT0001's", counts)
	}
}

// A rule that reports for ever is stopped too.
func TestOverBudgetReportingRuleIsStopped(t *testing.T) {
	returned := make(chan struct{})
	flood := &Rule{ID: "TT0015", Title: "Floods", Message: "m", Severity: SeverityWarning, Analyzer: "LinterCop",
		Run: func(p *Pass) {
			defer close(returned)
			for {
				p.Reportf(p.File.Tokens[0].Span, nil)
			}
		}}
	res := AnalyzeSource(context.Background(), "a.al", []byte(frameworkSource), nil, []EnabledRule{{flood, SeverityWarning}},
		Options{RuleBudget: 50 * time.Millisecond})
	if len(res.AnalyzerErrors) != 1 || len(res.Diagnostics) != 0 {
		t.Fatalf("got %d analyzer errors and %d diagnostics", len(res.AnalyzerErrors), len(res.Diagnostics))
	}
	select {
	case <-returned:
	case <-time.After(30 * time.Second):
		t.Fatal("the stopped rule is still running")
	}
}

// Cancelling the analysis stops the running rule the same way.
func TestCancelStopsRule(t *testing.T) {
	returned := make(chan struct{})
	started := make(chan struct{})
	spinner := &Rule{ID: "TT0013", Title: "Spins", Message: "m", Severity: SeverityWarning, Analyzer: "LinterCop",
		Run: func(p *Pass) {
			defer close(returned)
			close(started)
			for {
				p.Walk(p.File.Root, func(*syntax.Node) bool { return true })
			}
		}}
	ctx, cancel := context.WithCancel(context.Background())
	go func() { <-started; cancel() }()
	AnalyzeSource(ctx, "a.al", []byte(frameworkSource), nil, []EnabledRule{{spinner, SeverityWarning}}, Options{RuleBudget: time.Hour})
	select {
	case <-returned:
	case <-time.After(30 * time.Second):
		t.Fatal("the cancelled rule is still running")
	}
}

func TestReportsBecomeDiagnostics(t *testing.T) {
	r := &Rule{ID: "TT0014", Title: "Fixes", Message: "found %s", Severity: SeverityWarning, Analyzer: "LinterCop",
		FixKeys: []string{"TT0014.Yes", "TT0014.No"}, FixProvider: "test",
		Run: func(p *Pass) {
			tok := p.File.Tokens[0].Span
			p.Reportf(tok, []any{"it"}, p.FixIf(true, "Yes", "Do it", TextEdit{Span: tok, NewText: "x"}),
				p.FixIf(false, "No", "Never", TextEdit{Span: tok}))
		}}
	res := AnalyzeSource(context.Background(), "a.al", []byte("BEGIN\n"), nil, []EnabledRule{{r, SeverityError}}, Options{})
	if len(res.Diagnostics) != 1 {
		t.Fatalf("got %d diagnostics", len(res.Diagnostics))
	}
	d := res.Diagnostics[0]
	if d.RuleID != "TT0014" || d.Path != "a.al" || d.Severity != SeverityError || d.Message != "found it" {
		t.Errorf("diagnostic = %+v", d)
	}
	if keys := d.FixKeys(); !slices.Equal(keys, []string{"TT0014.Yes"}) || d.Fixes[0].Provider != "test" {
		t.Errorf("fixes = %+v, want only TT0014.Yes by provider test", d.Fixes)
	}
}

func TestDocURL(t *testing.T) {
	if got := DocURL(project.CodeCop, "AA0137"); got != "https://learn.microsoft.com/en-us/dynamics365/business-central/dev-itpro/developer/analyzers/codecop-aa0137" {
		t.Errorf("CodeCop: %s", got)
	}
	if got := DocURL(project.PerTenantExtensionCop, "PTE0001"); got != "https://learn.microsoft.com/en-us/dynamics365/business-central/dev-itpro/developer/analyzers/pertenantextensioncop-pte0001" {
		t.Errorf("DocURL(PerTenantExtensionCop) = %q", got)
	}
	if got := DocURL(project.ApplicationCop, "AC0002"); got != "https://alcops.dev/docs/analyzers/applicationcop/ac0002/" {
		t.Errorf("ALCops: %s", got)
	}
	if got := DocURL(project.AppSourceCop, "AS0011"); got != "https://learn.microsoft.com/en-us/dynamics365/business-central/dev-itpro/developer/analyzers/appsourcecop-as0011" {
		t.Errorf("AppSourceCop: %s", got)
	}
	if got := DocURL(project.UICop, "AW0004"); got != "https://learn.microsoft.com/en-us/dynamics365/business-central/dev-itpro/developer/analyzers/uicop-aw0004" {
		t.Errorf("UICop: %s", got)
	}
	if got := DocURL(project.PerTenantExtensionCop, "PTE0004"); got != "https://learn.microsoft.com/en-us/dynamics365/business-central/dev-itpro/developer/analyzers/pertenantextensioncop-pte0004" {
		t.Errorf("PerTenantExtensionCop: %s", got)
	}
}

// Rule ids have two or three capital letters and four digits
// (PerTenantExtensionCop's are PTE0001); anything else is refused.
func TestRuleIDForms(t *testing.T) {
	run := func(*Pass) {}
	for id, ok := range map[string]bool{"AW0001": true, "PTE0001": true, "AA0005": true,
		"P0001": false, "PTEX0001": false, "PTE001": false, "pte0001": false, "AW00011": false, "LC0089i": true, "LC0089ii": false} {
		r := &Rule{ID: id, Title: "t", Message: "m", Severity: SeverityWarning, Analyzer: project.UICop, Run: run}
		if err := r.Validate(); (err == nil) != ok {
			t.Errorf("%s: Validate() = %v", id, err)
		}
	}
}

// Every field of the view changes its hash: a field added without being
// hashed would let a cache serve results computed under another value.
func TestConfigViewHashCoversEveryField(t *testing.T) {
	base := ConfigView{runtime: "13.0", application: "23.0.0.0", platform: "1.0.0.0", target: "Cloud",
		symbols: []string{"CLEAN24"}, features: []string{"NoImplicitWith"},
		thresholds: map[string]json.RawMessage{"MaxLength": json.RawMessage(`30`)}, affixes: []string{"ABC", "XYZ"}}
	mutations := map[string]func(v *ConfigView){
		"runtime":     func(v *ConfigView) { v.runtime = "14.0" },
		"application": func(v *ConfigView) { v.application = "24.0.0.0" },
		"platform":    func(v *ConfigView) { v.platform = "2.0.0.0" },
		"target":      func(v *ConfigView) { v.target = "OnPrem" },
		"symbols":     func(v *ConfigView) { v.symbols = []string{"CLEAN25"} },
		"features":    func(v *ConfigView) { v.features = nil },
		"thresholds":  func(v *ConfigView) { v.thresholds = map[string]json.RawMessage{"MaxLength": json.RawMessage(`31`)} },
		"idRanges":    func(v *ConfigView) { v.idRanges = []project.IDRange{{From: 50000, To: 50099}} },
		"affixes":     func(v *ConfigView) { v.affixes = []string{"XYZ", "ABC"} },
		"name":        func(v *ConfigView) { v.name = "Other" },
		"publisher":   func(v *ConfigView) { v.publisher = "Other" },
		"dependencies": func(v *ConfigView) {
			v.dependencies = []project.Dependency{{ID: "63ca2fa4-4f03-4f2b-a480-172fef340d3f", Name: "System Application"}}
		},
		"friends":  func(v *ConfigView) { v.friends = []project.Dependency{{ID: "x", Name: "Tests", Publisher: "Me"}} },
		"baseline": func(v *ConfigView) { v.baseline.PackageHash[0] = 1 },
		"manifestRaw": func(v *ConfigView) {
			v.manifestRaw = map[string]json.RawMessage{"brief": json.RawMessage(`"x"`)}
		},
		"permissionSetXML": func(v *ConfigView) { v.permissionSetXML = []string{"Permissions.xml"} },
		"translations": func(v *ConfigView) {
			v.translations = &project.Translations{Files: []project.TranslationFile{{Path: "Translations/App.da-DK.xlf", Size: 10}}}
		},
		"appSourceCop": func(v *ConfigView) {
			v.appSourceCop = map[string]json.RawMessage{"supportedCountries": json.RawMessage(`["DK"]`)}
		},
	}
	if n := reflect.TypeFor[ConfigView]().NumField(); n != len(mutations) {
		t.Fatalf("ConfigView has %d fields but the test mutates %d: hash the new field and add it here", n, len(mutations))
	}
	h := base.Hash()
	for name, mutate := range mutations {
		v := base
		mutate(&v)
		if v.Hash() == h {
			t.Errorf("changing %s does not change the hash", name)
		}
	}
	// Order, case of features, white space and JSON formatting do not count.
	same := base
	same.features = []string{" noimplicitwith ", "NoImplicitWith"}
	same.thresholds = map[string]json.RawMessage{"MaxLength": json.RawMessage(` 30 `)}
	if same.Hash() != h {
		t.Error("a reformatted equivalent view hashes differently")
	}
	// An edited translation file changes the hash through its size or its
	// modification time.
	tf := project.TranslationFile{Path: "Translations/App.da-DK.xlf", Size: 10, ModTime: time.Unix(1, 0)}
	one := base
	one.translations = &project.Translations{Files: []project.TranslationFile{tf}}
	for _, edit := range []func(*project.TranslationFile){
		func(f *project.TranslationFile) { f.Size++ },
		func(f *project.TranslationFile) { f.ModTime = f.ModTime.Add(time.Nanosecond) },
	} {
		other, g := base, tf
		edit(&g)
		other.translations = &project.Translations{Files: []project.TranslationFile{g}}
		if other.Hash() == one.Hash() {
			t.Errorf("an edited translation file %+v hashes as %+v", g, tf)
		}
	}
}

func TestViewOfReadsTheConfig(t *testing.T) {
	cfg := &project.Config{Manifest: project.Manifest{Runtime: " 12.1 ", Features: []string{"NoImplicitWith"},
		PreprocessorSymbols: []string{"X"}, Target: "OnPrem"},
		Thresholds: map[string]json.RawMessage{"Limit": json.RawMessage(`5`)}}
	v := ViewOf(cfg)
	var limit int
	if !v.RuntimeAtLeast(12, 1) || v.RuntimeAtLeast(12, 2) || !v.HasFeature("noimplicitwith") || v.Target() != "OnPrem" ||
		!v.Threshold("limit", &limit) || limit != 5 || !slices.Equal(v.ParseOptions().Symbols, []string{"X"}) {
		t.Errorf("view of %+v reads wrong: %+v", cfg, v)
	}
	deps := []project.Dependency{{Name: "Base Application", Publisher: "Microsoft"}}
	friends := []project.Dependency{{Name: "Tests", Publisher: "Me"}}
	v = ViewOf(&project.Config{Manifest: project.Manifest{Name: "App", Publisher: "Me", Dependencies: deps,
		InternalsVisibleTo: friends}})
	if v.Name() != "App" || v.Publisher() != "Me" || !slices.Equal(v.Dependencies(), deps) ||
		!slices.Equal(v.InternalsVisibleTo(), friends) {
		t.Errorf("view reads the manifest's identity wrong: %+v", v)
	}
	if !ViewOf(nil).RuntimeAtLeast(99, 0) {
		t.Error("no runtime must count as the newest")
	}
}

func TestCacheKey(t *testing.T) {
	cfg := &project.Config{Manifest: project.Manifest{Runtime: "13.0", Version: "1.0.0.0"}}
	rules := []EnabledRule{{upperBegin, SeverityWarning}}
	k := CacheKey(cfg, rules)
	renamed := &project.Config{Manifest: project.Manifest{Runtime: "13.0", Version: "2.0.0.0"}}
	if CacheKey(renamed, rules) != k {
		t.Error("a field rules cannot read changed the key")
	}
	if CacheKey(&project.Config{Manifest: project.Manifest{Runtime: "14.0"}}, rules) == k {
		t.Error("the runtime does not change the key")
	}
	if CacheKey(cfg, []EnabledRule{{upperBegin, SeverityError}}) == k {
		t.Error("the severity does not change the key")
	}
	if CacheKey(cfg, nil) == k {
		t.Error("the rule set does not change the key")
	}
}

// A Shared is computed once per file, whatever the number of rules asking.
func TestSharedComputedOncePerFile(t *testing.T) {
	var computed atomic.Int32
	count := NewShared("name expressions", func(p *Pass) int {
		computed.Add(1)
		return len(slices.Collect(p.Nodes(syntax.NameExpr)))
	})
	var seen []int
	asker := func(id string) *Rule {
		return &Rule{ID: id, Title: "Asks", Message: "m", Severity: SeverityInfo, Analyzer: "LinterCop",
			Run: func(p *Pass) { seen = append(seen, count.Get(p)) }}
	}
	rules := []EnabledRule{{asker("TT0016"), SeverityInfo}, {asker("TT0017"), SeverityInfo}}
	AnalyzeSource(context.Background(), "a.al", []byte(frameworkSource), nil, rules, Options{})
	AnalyzeSource(context.Background(), "b.al", []byte(frameworkSource), nil, rules, Options{})
	if computed.Load() != 2 || len(seen) != 4 || seen[0] == 0 || seen[0] != seen[3] {
		t.Errorf("computed %d times, seen %v; want 2 and four equal counts", computed.Load(), seen)
	}
}

// A Shared whose computation was stopped with its rule is computed again
// for the next rule, not left empty.
func TestSharedRecomputedAfterStop(t *testing.T) {
	var computed atomic.Int32
	slow := NewShared("slow", func(p *Pass) string {
		if computed.Add(1) == 1 {
			for { // the first computation never ends by itself
				for range p.Nodes() {
				}
			}
		}
		return "done"
	})
	var got string
	first := &Rule{ID: "TT0018", Title: "First", Message: "m", Severity: SeverityInfo, Analyzer: "LinterCop",
		Run: func(p *Pass) { slow.Get(p) }}
	second := &Rule{ID: "TT0019", Title: "Second", Message: "m", Severity: SeverityInfo, Analyzer: "LinterCop",
		Run: func(p *Pass) { got = slow.Get(p) }}
	res := AnalyzeSource(context.Background(), "a.al", []byte(frameworkSource), nil,
		[]EnabledRule{{first, SeverityInfo}, {second, SeverityInfo}}, Options{RuleBudget: 50 * time.Millisecond})
	if len(res.AnalyzerErrors) != 1 || res.AnalyzerErrors[0].RuleID != "TT0018" || got != "done" || computed.Load() != 2 {
		t.Errorf("errors %+v, second rule got %q after %d computations", res.AnalyzerErrors, got, computed.Load())
	}
}

// A panic while computing a Shared names it.
func TestSharedPanicNamesIt(t *testing.T) {
	broken := NewShared("the broken index", func(p *Pass) int { panic("bug") })
	r := &Rule{ID: "TT0020", Title: "Asks", Message: "m", Severity: SeverityInfo, Analyzer: "LinterCop",
		Run: func(p *Pass) { broken.Get(p) }}
	res := AnalyzeSource(context.Background(), "a.al", []byte(frameworkSource), nil, []EnabledRule{{r, SeverityInfo}}, Options{})
	if len(res.AnalyzerErrors) != 1 || !strings.Contains(res.AnalyzerErrors[0].Message, "computing the broken index: bug") {
		t.Errorf("analyzer errors %+v", res.AnalyzerErrors)
	}
}

// Under StrictScopes a file rule that asks for the name resolution fails
// (it would cost the file a second resolution); a project rule may, and
// without the option the file rule gets its answer.
func TestStrictScopesRejectsFileRules(t *testing.T) {
	asks := func(id string, project bool) *Rule {
		return &Rule{ID: id, Title: "Asks for names", Message: "m", Severity: SeverityWarning, Analyzer: "LinterCop",
			UsesProject: project,
			Run: func(p *Pass) {
				if p.Scopes() != nil {
					p.Reportf(p.File.Tokens[0].Span, nil)
				}
			}}
	}
	file, proj := asks("TT0016", false), asks("TT0017", true)
	er := []EnabledRule{{file, SeverityWarning}, {proj, SeverityWarning}}
	res := AnalyzeSource(context.Background(), "a.al", []byte(frameworkSource), nil, er, Options{StrictScopes: true})
	if len(res.AnalyzerErrors) != 1 || res.AnalyzerErrors[0].RuleID != "TT0016" ||
		!strings.Contains(res.AnalyzerErrors[0].Message, "without UsesProject") {
		t.Fatalf("analyzer errors %+v, want TT0016's", res.AnalyzerErrors)
	}
	if len(res.Diagnostics) != 1 || res.Diagnostics[0].RuleID != "TT0017" {
		t.Errorf("diagnostics = %+v, want TT0017's", res.Diagnostics)
	}
	res = AnalyzeSource(context.Background(), "a.al", []byte(frameworkSource), nil, er, Options{})
	if len(res.AnalyzerErrors) != 0 || len(res.Diagnostics) != 2 {
		t.Errorf("without StrictScopes: %d analyzer errors, %d diagnostics; want 0 and 2", len(res.AnalyzerErrors), len(res.Diagnostics))
	}
}
