package fix

import (
	"bytes"
	"context"
	"crypto/sha256"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/internal/fspath"
	"github.com/alfix/alfix/workspace"
)

// The fix use cases. Each runs its checks in the order of the tool
// contract and answers the first that fails with an *Error; any other
// error is unexpected (a cancelled call, an unreadable configuration).
// Nothing is written: a use case returns a Plan, and Commit writes it.

// A Request names one diagnostic of a rule by position (get_fixes,
// apply_fix).
type Request struct {
	// RuleID is the rule's id as the caller wrote it (any case).
	RuleID string
	// Analyzers are analyzer specs replacing the project's configured ones
	// (as in al.codeAnalyzers); nil means the project's settings.
	Analyzers []string
	// Path is the file: absolute, cleaned, and inside the project (the
	// caller checks that, symbolic links included).
	Path string
	// Line and Column are the diagnostic's start as analyze reported it.
	Line, Column int
	// FileHash, when set, is the content the caller computed the fix on:
	// a file that no longer has it is FileHashMismatch.
	FileHash *[32]byte
	// Key is the fix's equivalence key; nil means the diagnostic's only
	// distinct key (PlanFix).
	Key *string
}

// A Located is one live diagnostic found at a position with its fixes,
// computed on the file's current content (FileHash).
type Located struct {
	Rule     *analysis.Rule
	Finding  workspace.Finding
	Fixes    []analysis.Fix // never empty
	FileHash [32]byte

	state *workspace.Inspection
}

// Locate finds the diagnostic a request names. It checks, in order:
// UnknownRule, RuleHasNoFix, FileNotInProject, the rule-off problems,
// FileVanished or FileReadFailed, FileHashMismatch, NoDiagnosticAtPosition,
// SuppressedByPragma, NoFixForDiagnostic.
func Locate(ctx context.Context, p *workspace.Project, req Request) (*Located, error) {
	r, err := fixRule(p.Workspace(), req.RuleID, req.Path)
	if err != nil {
		return nil, err
	}
	if err := inProject(ctx, p, req.Path, r.ID); err != nil {
		return nil, err
	}
	rule, cfg, err := ruleConfig(p, r, req.Analyzers, req.Path)
	if err != nil {
		return nil, err
	}
	st, err := p.Inspect(ctx, req.Path, cfg, []analysis.EnabledRule{rule})
	if err != nil {
		return nil, readProblem(err, req.Path, r.ID)
	}
	problem := Error{RuleID: r.ID, Path: req.Path, Rule: r, Config: cfg}
	if req.FileHash != nil && st.Hash != *req.FileHash {
		problem.Problem = FileHashMismatch
		return nil, &problem
	}
	i := matchPosition(st, r.ID, req.Line, req.Column)
	if i < 0 {
		problem.Problem, problem.Line, problem.Column = NoDiagnosticAtPosition, req.Line, req.Column
		return nil, &problem
	}
	f := st.Findings[i]
	problem.Line, problem.Column = f.Line, f.Column
	switch {
	case f.Suppressed:
		problem.Problem = SuppressedByPragma
		return nil, &problem
	case len(st.Diagnostics[i].Fixes) == 0:
		problem.Problem = NoFixForDiagnostic
		return nil, &problem
	}
	return &Located{Rule: r, Finding: f, Fixes: st.Diagnostics[i].Fixes, FileHash: st.Hash, state: st}, nil
}

// matchPosition finds the diagnostic of the rule at the position: exact
// line and column among live diagnostics, then among suppressed ones, then
// the same line live, then the same line suppressed. It returns -1 when
// none matches.
func matchPosition(st *workspace.Inspection, id string, line, col int) int {
	for _, pass := range []struct{ exact, suppressed bool }{{true, false}, {true, true}, {false, false}, {false, true}} {
		for i, f := range st.Findings {
			if f.ID != id || f.Suppressed != pass.suppressed || f.Line != line {
				continue
			}
			if !pass.exact || f.Column == col {
				return i
			}
		}
	}
	return -1
}

// PlanFix computes the fix of one diagnostic (apply_fix): Locate, then the
// fix with req.Key (NoFixForKey, AmbiguousFix), then every file it edits
// with the content it applies to (FileNotUTF8, EditOutsideProject,
// FileVanished, FileReadFailed), then the new contents (FixChangesNothing).
// The plan is committed all or nothing.
func PlanFix(ctx context.Context, p *workspace.Project, req Request) (*Plan, error) {
	l, err := Locate(ctx, p, req)
	if err != nil {
		return nil, err
	}
	id, path := l.Rule.ID, req.Path
	at := Error{RuleID: id, Path: path, Line: l.Finding.Line, Column: l.Finding.Column}
	fix, err := chooseFix(l.Fixes, req.Key, at)
	if err != nil {
		return nil, err
	}
	if err := checkEncoding(l.state.Content); err != nil {
		return nil, &Error{Problem: FileNotUTF8, RuleID: id, Path: path, Err: err}
	}
	files := map[string][]byte{path: l.state.Content}
	bases := map[string][32]byte{path: l.state.Hash}
	for _, e := range fix.Edits {
		other := e.Path
		if _, ok := files[other]; ok || other == "" {
			continue
		}
		if !fspath.Within(p.Root, other) {
			return nil, &Error{Problem: EditOutsideProject, RuleID: id, Path: other}
		}
		// The edits were computed on the bytes the sources read; a file
		// changed since then is refused when the plan is committed.
		b, ok := l.state.Sources.Source(other)
		h := sha256.Sum256(b)
		if !ok {
			var err error
			if b, h, err = p.ReadFile(other); err != nil {
				return nil, readProblem(err, other, id)
			}
		}
		if err := checkEncoding(b); err != nil {
			return nil, &Error{Problem: FileNotUTF8, RuleID: id, Path: other, Err: err}
		}
		files[other], bases[other] = b, h
	}
	changed, err := analysis.ApplyFix(files, fix, path)
	if err != nil {
		return nil, err
	}
	plan := &Plan{p: p, RuleID: id, FixTitle: fix.Title, FixKey: fix.Key}
	for other, b := range changed {
		if !bytes.Equal(b, files[other]) {
			plan.Files = append(plan.Files, PlannedFile{Path: other, Base: bases[other], Original: files[other], Content: b})
		}
	}
	if len(plan.Files) == 0 {
		at.Problem, at.Key = FixChangesNothing, fix.Key
		return nil, &at
	}
	sortPlanned(plan.Files)
	return plan, nil
}

// An AllRequest asks for every fix of one rule in a project or one file
// (apply_fix_all).
type AllRequest struct {
	RuleID    string
	Analyzers []string // as in Request
	// Path limits the request to one file (document scope: absolute,
	// cleaned, inside the project); "" means the whole project.
	Path string
	// Folder limits a request for the whole project (Path "") to the files
	// below this folder (absolute, cleaned, inside the project); "" means
	// every file.
	Folder string
	// Key is the fix's equivalence key; nil means the rule's only distinct
	// key among the fixes of its first fixable diagnostic.
	Key *string
	// workspace.Progress, when set, hears the phases listing, declarations,
	// analyzing, reading and computing fixes (and writing, with Commit).
	Progress workspace.Progress
	// Commit says the caller will commit the plan: the progress plan then
	// includes writing, and Commit sends the final update when the plan
	// has files to write. Otherwise PlanFixAll sends it.
	Commit bool
	// Diff asks for the plan's diff (a dry run): it is rendered as a phase
	// of the call, and Plan.FileDiffs returns it.
	Diff bool
}

// The phases of PlanFixAll and Fixes, with their shares of
// workspace.ProgressTotal: estimates of where a cold call spends its time
// on a large project (see workspace's progress model).
var (
	fixAllPlan = []workspace.PhaseShare{
		{Phase: workspace.PhaseListing, Weight: 50},
		{Phase: workspace.PhaseDeclarations, Weight: 150},
		{Phase: workspace.PhaseAnalyzing, Weight: 200},
		{Phase: workspace.PhaseReading, Weight: 50},
		{Phase: workspace.PhaseComputingFixes, Weight: 450},
		{Phase: workspace.PhaseDiffing, Weight: 100},
	}
	fixesPlan        = []workspace.PhaseShare{{Phase: workspace.PhaseComputingFixes, Weight: 1000}}
	fixAllCommitPlan = []workspace.PhaseShare{
		{Phase: workspace.PhaseListing, Weight: 50},
		{Phase: workspace.PhaseDeclarations, Weight: 150},
		{Phase: workspace.PhaseAnalyzing, Weight: 200},
		{Phase: workspace.PhaseReading, Weight: 50},
		{Phase: workspace.PhaseComputingFixes, Weight: 400},
		{Phase: workspace.PhaseWriting, Weight: 150},
	}
)

// PlanFixAll computes every fix with one key of a rule over a project, the
// files below one of its folders, or a file, analysing the scope once. It checks, in order: UnknownRule,
// RuleHasNoFix, the rule-off problems, FileNotInProject (document scope);
// then, when the rule has live diagnostics in scope, NoFixForDiagnostic
// (none offers a fix), FileVanished, FileReadFailed or ChangedDuringCall
// (the first fixable one's file), NoFixForKey, AmbiguousFix. A plan with
// no Found diagnostics is not an error. Files that are not UTF-8 are left
// out (Skipped, UnsupportedEncoding). The plan commits the files that are
// still as planned and reports the others.
func PlanFixAll(ctx context.Context, p *workspace.Project, req AllRequest) (*Plan, error) {
	plan := []workspace.PhaseShare(fixAllPlan)
	if req.Commit {
		plan = fixAllCommitPlan
	}
	t := workspace.NewTracker(req.Progress, plan)
	pl, err := planFixAll(ctx, p, req, t)
	if err == nil && req.Diff {
		if pl.diffs != nil || pl.packedDiffs != nil {
			// Rendered file by file as the fixes were computed.
			t.Begin(workspace.PhaseDiffing, len(pl.Files), "files")
			t.Advance(len(pl.Files))
		} else {
			pl.diffs = pl.renderDiffs(ctx, t)
		}
		err = ctx.Err()
	}
	if err != nil || !req.Commit || len(pl.Files) == 0 {
		// No Commit follows: the call ends here.
		if err == nil {
			t.Finish()
		}
		return pl, err
	}
	pl.tracker = t
	return pl, nil
}

func planFixAll(ctx context.Context, p *workspace.Project, req AllRequest, t *workspace.Tracker) (*Plan, error) {
	r, err := fixRule(p.Workspace(), req.RuleID, req.Path)
	if err != nil {
		return nil, err
	}
	rule, cfg, err := ruleConfig(p, r, req.Analyzers, req.Path)
	if err != nil {
		return nil, err
	}
	var paths []string
	if req.Path != "" {
		if err := inProject(ctx, p, req.Path, r.ID); err != nil {
			return nil, err
		}
		paths = []string{req.Path}
	}
	areq := workspace.AnalyzeRequest{Paths: paths, Config: cfg}
	if req.Path == "" && req.Folder != "" {
		areq.Filter = func(path string) bool { return fspath.Within(req.Folder, path) }
	}
	ar, err := p.AnalyzeRule(ctx, areq, r.ID, t)
	if err != nil {
		return nil, err
	}
	plan := &Plan{p: p, RuleID: r.ID, skipStale: true}
	for _, f := range ar.Findings.All() {
		if f.ID == r.ID && !f.Suppressed {
			plan.Found = append(plan.Found, *f)
		}
	}
	if len(plan.Found) == 0 {
		return plan, nil
	}
	inScope := Error{RuleID: r.ID, Path: req.Path, Rule: r, Config: cfg}
	// Each file is read when its fixes are computed, and its old and new
	// contents are held only as long as the plan needs them: a dry run
	// that renders its diff keeps the diff alone, one to commit keeps the
	// new content and the base's hash. Only the first fixable file is read
	// before, to decide the fix.
	paths = foundPaths(plan.Found)
	t.Begin(workspace.PhaseReading, 1, "files")
	fix, err := probeFix(ctx, p, plan.Found, rule, cfg, req.Key, inScope)
	if err != nil {
		return nil, err
	}
	t.Advance(1)
	plan.FixTitle, plan.FixKey = fix.Title, fix.Key
	sum, err := p.Summary(ctx, cfg, []analysis.EnabledRule{rule})
	if err != nil {
		return nil, err
	}
	opts := p.RuleOptions(cfg, sum)
	freq := analysis.FixAllRequest{Rule: rule, Key: fix.Key, Config: cfg, Options: opts}
	bases := make([][32]byte, len(paths))
	skipped := make([]*FileOutcome, len(paths))
	read := func(i int) ([]byte, bool) {
		b, h, err := p.ReadFile(paths[i])
		if err != nil {
			// It cannot be read now: it has nothing to fix any more, and
			// its diagnostics stay as found.
			return nil, false
		}
		if err := checkEncoding(b); err != nil {
			skipped[i] = &FileOutcome{Path: paths[i], Outcome: UnsupportedEncoding, Err: err}
			return nil, false
		}
		bases[i] = h
		return b, true
	}
	plan.previewOnly = req.Diff && !req.Commit
	plan.originalsDropped = req.Commit
	analyzer := string(r.Analyzer)
	planned := make([]PlannedFile, len(paths))
	diffs := make([][]byte, len(paths))
	unfixed := make([][]workspace.Finding, len(paths))
	cross, err := fixAllByFile(ctx, freq, paths, read, t, func(i int, original []byte, res analysis.FixAllResult) {
		path := paths[i]
		unfixed[i] = positioned(res.Unfixed, map[string][]byte{path: original}, res.Changed, analyzer)
		b, ok := res.Changed[path]
		if !ok {
			return
		}
		f := PlannedFile{Path: path, Base: bases[i], Original: original, Content: b}
		switch {
		case plan.previewOnly:
			diffs[i] = pack([]byte(plan.diffOf(path, original, b).Diff))
			f.Original, f.Content = nil, nil
		case plan.originalsDropped:
			f.Original, f.Content, f.packed = nil, nil, pack(b)
		}
		planned[i] = f
	})
	if err != nil {
		return nil, err
	}
	for _, s := range skipped {
		if s != nil {
			plan.Skipped = append(plan.Skipped, *s) // in path order
		}
	}
	if cross {
		return planCrossFile(ctx, p, plan, freq, paths, r)
	}
	if plan.previewOnly {
		plan.packedDiffs = [][]byte{}
	}
	for i, f := range planned {
		// Each file's unfixed diagnostics are sorted and the files are in
		// path order: the whole list is sorted as analysis sorts them.
		plan.unfixed = append(plan.unfixed, unfixed[i]...)
		if f.Path == "" {
			continue
		}
		plan.Files = append(plan.Files, f)
		if plan.previewOnly {
			plan.packedDiffs = append(plan.packedDiffs, diffs[i])
		}
	}
	return plan, nil
}

// planCrossFile plans a fix-all whose fixes edit other files than their
// diagnostics' (fixAllByFile): one analysis.FixAll over every file of
// paths, read again (a file that changed meanwhile is planned on its new
// content, the base the commit checks), holding all old and new contents.
func planCrossFile(ctx context.Context, p *workspace.Project, plan *Plan, req analysis.FixAllRequest, paths []string, r *analysis.Rule) (*Plan, error) {
	plan.previewOnly, plan.originalsDropped = false, false
	left := map[string]bool{}
	for _, s := range plan.Skipped {
		left[s.Path] = true
	}
	files, bases := map[string][]byte{}, map[string][32]byte{}
	for _, path := range paths {
		b, h, err := p.ReadFile(path)
		if err != nil || left[path] || checkEncoding(b) != nil {
			// Unreadable (nothing to fix any more), or not UTF-8 (Skipped,
			// or left as it is when it became so meanwhile).
			continue
		}
		files[path], bases[path] = b, h
	}
	req.Files = files
	res, err := analysis.FixAll(ctx, req)
	if err != nil {
		return nil, err
	}
	sources := req.Options.Sources
	for path, b := range res.Changed {
		original, ok := files[path]
		base := bases[path]
		if !ok {
			// A file out of scope that a fix edits too (a call site): planned
			// on the bytes the sources read.
			original, _ = sources.Source(path)
			if err := checkEncoding(original); err != nil {
				return nil, &Error{Problem: FileNotUTF8, RuleID: r.ID, Path: path, Err: err}
			}
			base = sha256.Sum256(original)
		}
		plan.Files = append(plan.Files, PlannedFile{Path: path, Base: base, Original: original, Content: b})
	}
	sortPlanned(plan.Files)
	plan.unfixed = positioned(res.Unfixed, files, res.Changed, string(r.Analyzer))
	return plan, nil
}

// foundPaths lists the files of the found diagnostics once each, sorted.
func foundPaths(found []workspace.Finding) []string {
	var paths []string
	for _, f := range found {
		if len(paths) == 0 || paths[len(paths)-1] != f.Path {
			paths = append(paths, f.Path) // found is sorted by path
		}
	}
	return paths
}

// probeFix decides the fix of a fix-all: the one with the requested key
// (or the only key) among the fixes of the first found diagnostic that
// offers any (some occurrences of a rule may offer none), as computed on
// its file's content now.
func probeFix(ctx context.Context, p *workspace.Project, found []workspace.Finding, rule analysis.EnabledRule, cfg *project.Config, key *string, inScope Error) (analysis.Fix, error) {
	first := -1
	for i := range found {
		if found[i].HasFix() {
			first = i
			break
		}
	}
	if first < 0 {
		inScope.Problem = NoFixForDiagnostic
		return analysis.Fix{}, &inScope
	}
	path := found[first].Path
	src, _, err := p.ReadFile(path)
	if err != nil {
		return analysis.Fix{}, readProblem(err, path, rule.Rule.ID)
	}
	rules := []analysis.EnabledRule{rule}
	sum, err := p.Summary(ctx, cfg, rules)
	if err != nil {
		return analysis.Fix{}, err
	}
	st := p.InspectContent(ctx, path, src, [32]byte{}, cfg, rules, sum)
	probe := -1
	for i, d := range st.Diagnostics {
		if d.RuleID == rule.Rule.ID && !d.Suppressed && (probe < 0 || d.Span.Start == found[first].Start) {
			probe = i
		}
	}
	if probe < 0 {
		return analysis.Fix{}, &Error{Problem: ChangedDuringCall, RuleID: rule.Rule.ID, Path: path}
	}
	if len(st.Diagnostics[probe].Fixes) == 0 {
		inScope.Problem = NoFixForDiagnostic
		return analysis.Fix{}, &inScope
	}
	return chooseFix(st.Diagnostics[probe].Fixes, key, inScope)
}

// fixRule is the first check of every fix use case: UnknownRule when alfix
// knows no rule with the id, RuleHasNoFix when it offers no fix. path is
// the file concerned, for the error.
func fixRule(w *workspace.Workspace, id, path string) (*analysis.Rule, error) {
	id = strings.TrimSpace(id)
	r, ok := w.Registry().Lookup(id)
	if !ok {
		return nil, &Error{Problem: UnknownRule, RuleID: id, Path: path}
	}
	if !r.HasFix() {
		return nil, &Error{Problem: RuleHasNoFix, RuleID: r.ID, Path: path, Rule: r}
	}
	return r, nil
}

// ruleConfig loads the configuration (with the analyzer specs, if any) and
// checks that the rule runs in the project: RuleSetToNone,
// AnalyzerNotEnabled, RuleOffByDefault, RuleDisabledByRuleset,
// RuleLeftOutAsDuplicate otherwise.
func ruleConfig(p *workspace.Project, r *analysis.Rule, specs []string, path string) (analysis.EnabledRule, *project.Config, error) {
	cfg, err := p.Config(specs)
	if err != nil {
		return analysis.EnabledRule{}, nil, err
	}
	off := func(problem Problem) (analysis.EnabledRule, *project.Config, error) {
		return analysis.EnabledRule{}, nil, &Error{Problem: problem, RuleID: r.ID, Path: path, Rule: r, Config: cfg}
	}
	if cfg.Ruleset != nil && cfg.Ruleset.Action(r.ID) == "None" {
		return off(RuleSetToNone)
	}
	eff := analysis.EffectiveFor(r, cfg)
	switch eff.Reason {
	case analysis.DisabledByAnalyzers:
		return off(AnalyzerNotEnabled)
	case analysis.DisabledByDefault:
		return off(RuleOffByDefault)
	case analysis.DisabledByRuleset:
		return off(RuleDisabledByRuleset)
	}
	if l, ok := p.Workspace().Rules(cfg).IsLeftOut(r.ID); ok {
		return analysis.EnabledRule{}, nil, &Error{Problem: RuleLeftOutAsDuplicate, RuleID: r.ID, Path: path, Rule: r,
			Config: cfg, DuplicateOf: l.DuplicateOf}
	}
	return analysis.EnabledRule{Rule: r, Severity: eff.Severity}, cfg, nil
}

// inProject answers FileNotInProject unless path is an AL file of the
// project's current snapshot.
func inProject(ctx context.Context, p *workspace.Project, path, ruleID string) error {
	ok, err := p.Contains(ctx, path)
	if err != nil {
		return err
	}
	if !ok {
		return &Error{Problem: FileNotInProject, RuleID: ruleID, Path: path}
	}
	return nil
}
