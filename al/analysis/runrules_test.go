package analysis

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/alfix/alfix/al/syntax"
)

// runRules keeps only the outcomes with something in them, in rule order:
// a file where most of hundreds of rules find nothing costs no outcome
// per rule.
func TestRunRulesKeepsNonEmptyOutcomes(t *testing.T) {
	f := syntax.Parse("a.al", []byte("codeunit 50100 A { }"), syntax.Options{})
	quiet := &Rule{ID: "T0100", Run: func(*Pass) {}}
	loud := &Rule{ID: "T0101", Message: "found %s", Run: func(p *Pass) { p.Reportf(syntax.Span{Start: 0, End: 1}, []any{"x"}) }}
	var rules []EnabledRule
	for i := range 300 {
		r := quiet
		if i == 7 || i == 250 {
			r = loud
		}
		rules = append(rules, EnabledRule{Rule: r, Severity: SeverityWarning})
	}
	env := passEnv{file: f, config: ViewOf(nil), shared: &fileShared{}}
	out := runRules(context.Background(), rules, env, Options{})
	if len(out) != 2 || len(out[0].diags) != 1 || out[0].diags[0].Message != "found x" || len(out[1].diags) != 1 {
		t.Fatalf("runRules returned %d outcomes, want the 2 with diagnostics: %+v", len(out), out)
	}
}

// outcomeIDs names runRules' outcomes in order: the rule's id, with "!"
// after it for an error.
func outcomeIDs(out []ruleOutcome) string {
	var ids []string
	for _, o := range out {
		switch {
		case o.err != nil:
			ids = append(ids, o.err.RuleID+"!")
		case len(o.diags) > 0:
			ids = append(ids, o.diags[0].RuleID)
		default:
			ids = append(ids, "empty")
		}
	}
	return strings.Join(ids, ",")
}

// quickRules appends to rules n quick rules with ids prefix0000 on: those
// whose index every divides report once (none for every 0), the others
// find nothing. It returns the rules and the ids of the reporting ones
// appended to want.
func quickRules(rules []EnabledRule, want []string, prefix string, n, every int) ([]EnabledRule, []string) {
	for i := range n {
		r := &Rule{ID: fmt.Sprintf("%s%04d", prefix, i), Message: "m", Run: func(*Pass) {}}
		if every > 0 && i%every == 0 {
			r.Run = func(p *Pass) { p.Reportf(syntax.Span{Start: 0, End: 1}, nil) }
			want = append(want, r.ID)
		}
		rules = append(rules, EnabledRule{Rule: r, Severity: SeverityWarning})
	}
	return rules, want
}

// A rule over its budget after many quick rules: the quick rules'
// outcomes before it are kept in order, its budget error stands in its
// place and the rules after it run (on a new worker); the rule was stopped
// no sooner than its budget after it started.
func TestRunRulesOverBudgetAfterManyQuickRules(t *testing.T) {
	f := syntax.Parse("a.al", []byte(frameworkSource), syntax.Options{})
	const budget = 60 * time.Millisecond
	ran := make(chan time.Duration, 1)
	spinner := &Rule{ID: "TS0000", Message: "m", Run: func(p *Pass) {
		start := time.Now()
		defer func() { ran <- time.Since(start) }()
		for {
			for range p.Nodes(syntax.NameExpr) {
			}
		}
	}}
	rules, want := quickRules(nil, nil, "TA", 400, 7)
	rules, want = append(rules, EnabledRule{Rule: spinner, Severity: SeverityWarning}), append(want, "TS0000!")
	rules, want = quickRules(rules, want, "TB", 100, 9)
	env := passEnv{file: f, config: ViewOf(nil), shared: &fileShared{}}
	out := runRules(context.Background(), rules, env, Options{RuleBudget: budget})
	if got := outcomeIDs(out); got != strings.Join(want, ",") {
		t.Fatalf("outcomes\n%s\nwant\n%s", got, strings.Join(want, ","))
	}
	for _, o := range out {
		if o.err != nil && !strings.Contains(o.err.Message, "exceeded its time budget") {
			t.Errorf("the spinner's error: %+v", o.err)
		}
	}
	select {
	case d := <-ran:
		if d < budget {
			t.Errorf("the spinner was stopped after %s, before its budget of %s", d, budget)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the spinner is still running")
	}
}

// A worker left behind by a rule over its budget writes its late outcome
// while a later file runs: that file, which may reuse the runner's pooled
// memory, never sees it.
func TestRunRulesLateOutcomeNotSeenByLaterFile(t *testing.T) {
	f := syntax.Parse("a.al", []byte(frameworkSource), syntax.Options{})
	for round := range 5 {
		release := make(chan struct{})
		wrote := make(chan struct{})
		late := &Rule{ID: "TL0000", Message: "m", Run: func(p *Pass) {
			defer close(wrote) // its outcome is written right after
			<-release          // deaf to its stop
			p.Reportf(syntax.Span{Start: 0, End: 1}, nil)
		}}
		env := passEnv{file: f, config: ViewOf(nil), shared: &fileShared{}}
		rules, _ := quickRules(nil, nil, "TE", 3, 1)
		rules = append(rules, EnabledRule{Rule: late, Severity: SeverityWarning})
		out := runRules(context.Background(), rules, env, Options{RuleBudget: 20 * time.Millisecond})
		if got := outcomeIDs(out); got != "TE0000,TE0001,TE0002,TL0000!" {
			t.Fatalf("round %d: the first file's outcomes %s", round, got)
		}
		// The later file: its first rule lets the late rule go on (it is
		// stopped at its report: its late outcome is that error) and
		// waits for the outcome to be written; its rules find nothing.
		releaser := &Rule{ID: "TR0000", Message: "m", Run: func(*Pass) {
			close(release)
			<-wrote
			time.Sleep(10 * time.Millisecond)
		}}
		later, _ := quickRules([]EnabledRule{{Rule: releaser, Severity: SeverityWarning}}, nil, "TN", 6, 0)
		env = passEnv{file: f, config: ViewOf(nil), shared: &fileShared{}}
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		out = runRules(ctx, later, env, Options{RuleBudget: time.Minute})
		if ctx.Err() != nil {
			t.Fatalf("round %d: the later file never ended", round)
		}
		cancel()
		if len(out) != 0 {
			t.Fatalf("round %d: the later file got outcomes %s", round, outcomeIDs(out))
		}
	}
}

// Cancelling ctx in the middle of a file stops the running rule and
// returns at once, with the outcomes of the rules before it only, even
// when the running rule does not heed its stop.
func TestRunRulesCancelMidFile(t *testing.T) {
	f := syntax.Parse("a.al", []byte(frameworkSource), syntax.Options{})
	for _, deaf := range []bool{false, true} {
		ctx, cancel := context.WithCancel(context.Background())
		stopped := make(chan struct{})
		release := make(chan struct{})
		canceller := &Rule{ID: "TC0000", Message: "m", Run: func(p *Pass) {
			defer close(stopped)
			cancel()
			if deaf {
				<-release
				return
			}
			for {
				for range p.Nodes() {
				}
			}
		}}
		rules, want := quickRules(nil, nil, "TA", 200, 3)
		rules = append(rules, EnabledRule{Rule: canceller, Severity: SeverityWarning})
		rules, _ = quickRules(rules, nil, "TB", 200, 1)
		env := passEnv{file: f, config: ViewOf(nil), shared: &fileShared{}}
		returned := make(chan []ruleOutcome, 1)
		go func() { returned <- runRules(ctx, rules, env, Options{RuleBudget: time.Hour}) }()
		var out []ruleOutcome
		select {
		case out = <-returned:
		case <-time.After(10 * time.Second):
			close(release)
			t.Fatalf("deaf %v: runRules has not returned 10 s after the cancel", deaf)
		}
		if got := outcomeIDs(out); got != strings.Join(want, ",") {
			t.Errorf("deaf %v: outcomes\n%s\nwant\n%s", deaf, got, strings.Join(want, ","))
		}
		close(release)
		select {
		case <-stopped:
		case <-time.After(30 * time.Second):
			t.Fatalf("deaf %v: the cancelled rule is still running", deaf)
		}
	}
}
