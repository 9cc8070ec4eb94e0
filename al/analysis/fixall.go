package analysis

import (
	"bytes"
	"context"
	"fmt"
	"sort"

	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// DefaultFixAllRounds bounds the rounds of [FixAll].
const DefaultFixAllRounds = 8

// FixAllRequest asks for every fix with one equivalence key in a set of files.
type FixAllRequest struct {
	Rule EnabledRule
	Key  string
	// Files holds the current content of every file in scope, by path: one
	// file for document scope, the project's files (or the ones known to
	// have diagnostics of the rule) for project scope. Only these files are
	// analysed. Edits that a fix makes to a file outside Files are refused,
	// unless Options.Sources holds it (the call sites of a changed
	// signature): such a file is edited, and returned in Changed, but not
	// analysed.
	Files  map[string][]byte
	Config *project.Config
	// MaxRounds bounds the repetitions; 0 means [DefaultFixAllRounds].
	MaxRounds int
	Options   Options
}

// FixAllResult is the outcome of [FixAll].
type FixAllResult struct {
	// Changed holds the new content of every file that changed.
	Changed map[string][]byte
	// Found counts the live (not suppressed) diagnostics of the rule before
	// the first round.
	Found int
	// Applied counts the fixes applied over all rounds.
	Applied int
	// Edits counts the text edits applied over all rounds.
	Edits int
	// Unfixed lists the live diagnostics of the rule still present after
	// the last round, in their file's final content (sorted).
	Unfixed []Diagnostic
	// Rounds is the number of rounds that applied something.
	Rounds int
	// AnalyzerErrors reports the rule failing on a file.
	AnalyzerErrors []AnalyzerError
}

// FixAll applies every fix with the request's key: it collects the fixes of
// all live diagnostics of the rule, merges them per file (a fix whose edits
// overlap an already accepted edit waits for the next round; a rule's
// BatchFix rewrites a shared parent once), applies them, and repeats on the
// result until no fixable diagnostic remains, nothing more applies, or the
// round limit is reached. It never writes files.
func FixAll(ctx context.Context, req FixAllRequest) (FixAllResult, error) {
	rounds := req.MaxRounds
	if rounds <= 0 {
		rounds = DefaultFixAllRounds
	}
	cfg := req.Config
	if cfg == nil {
		cfg = &project.Config{}
	}
	current := make(map[string][]byte, len(req.Files))
	for p, b := range req.Files {
		current[p] = b
	}
	res := FixAllResult{Changed: map[string][]byte{}}
	pending := sortedKeys(current) // files to analyse in the next round
	inScope := map[string]bool{}
	for _, p := range pending {
		inScope[p] = true
	}
	rules := []EnabledRule{req.Rule}
	var last map[string][]Diagnostic
	for round := 0; ; round++ {
		if err := ctx.Err(); err != nil {
			return res, err
		}
		// Analyse the pending files, against the sources as edited so far.
		last = map[string][]Diagnostic{}
		passes := map[string]*Pass{}
		view := ViewOf(cfg)
		var sources *Sources
		if req.Options.Sources != nil {
			sources = req.Options.Sources.Overlay(current)
		} else {
			sources = SourcesOf(current, view.ParseOptions())
		}
		opts := req.Options
		opts.Sources = sources
		for _, path := range pending {
			f := syntax.Parse(path, current[path], view.ParseOptions())
			fr := AnalyzeFile(ctx, f, cfg, rules, opts)
			if round == 0 {
				res.AnalyzerErrors = append(res.AnalyzerErrors, fr.AnalyzerErrors...)
			}
			for _, d := range fr.Diagnostics {
				if d.RuleID == req.Rule.Rule.ID && !d.Suppressed {
					last[path] = append(last[path], d)
				}
			}
			summary := req.Options.Summary
			if summary == nil && req.Rule.Rule.UsesProject {
				// As AnalyzeFile does: the file alone stands for the project.
				summary = symbols.Build([]*symbols.FileSymbols{symbols.Extract(f)})
			}
			env := passEnv{file: f, config: view, summary: summary, shared: &fileShared{},
				sources: sources.withFile(f, view.ParseOptions())}
			passes[path] = env.newPass(req.Rule.Rule, nil)
		}
		if round == 0 {
			for _, ds := range last {
				res.Found += len(ds)
			}
		}
		if round == rounds {
			break
		}
		// Collect the edits of this round.
		accepted := map[string][]TextEdit{}
		retry := map[string]bool{}
		applied := 0
		for _, path := range pending {
			diags := last[path]
			var fixable []*Diagnostic
			for i := range diags {
				if _, ok := diags[i].FixByKey(req.Key); ok {
					fixable = append(fixable, &diags[i])
				}
			}
			if len(fixable) == 0 {
				continue
			}
			if req.Rule.Rule.BatchFix != nil {
				edits := safeBatchFix(req.Rule.Rule, passes[path], fixable, req.Key)
				if ok := acceptFix(edits, path, current, sources, accepted); ok && len(edits) > 0 {
					applied += len(fixable)
				} else {
					retry[path] = true
				}
				continue
			}
			for _, d := range fixable {
				fix, _ := d.FixByKey(req.Key)
				if acceptFix(fix.Edits, path, current, sources, accepted) {
					applied++
				} else {
					retry[path] = true
				}
			}
		}
		if applied == 0 {
			break
		}
		// Apply them.
		next := map[string]bool{}
		changed := false
		for path, edits := range accepted {
			out, err := ApplyEdits(current[path], edits)
			if err != nil {
				return res, fmt.Errorf("%s: fix %s produced invalid edits: %w", path, req.Key, err)
			}
			if bytes.Equal(out, current[path]) {
				continue
			}
			current[path] = out
			res.Changed[path] = out
			res.Edits += len(edits)
			changed = true
			if inScope[path] {
				next[path] = true
			}
		}
		if !changed {
			break
		}
		res.Applied += applied
		res.Rounds++
		for p := range retry {
			next[p] = true
		}
		// Files not re-analysed keep their last diagnostics for Unfixed.
		for _, p := range pending {
			if !next[p] && len(last[p]) > 0 {
				res.Unfixed = append(res.Unfixed, last[p]...)
			}
		}
		pending = sortedKeys(next)
	}
	for _, ds := range last {
		res.Unfixed = append(res.Unfixed, ds...)
	}
	SortDiagnostics(res.Unfixed)
	return res, nil
}

// acceptFix adds a fix's edits to accepted when every edit lies in a file in
// scope (or of the sources, which it then adds to current) and overlaps no
// accepted edit; it reports whether it did.
func acceptFix(edits []TextEdit, defaultPath string, current map[string][]byte, sources *Sources, accepted map[string][]TextEdit) bool {
	byFile := editsByFile(edits, defaultPath)
	for path, es := range byFile {
		src, ok := current[path]
		if !ok && sources != nil {
			src, ok = sources.Source(path)
		}
		if !ok || ValidateEdits(src, es) != nil {
			return false
		}
		for _, e := range es {
			if overlapsAny(e, accepted[path]) {
				return false
			}
		}
	}
	for path, es := range byFile {
		if _, ok := current[path]; !ok {
			current[path], _ = sources.Source(path)
		}
		for _, e := range es {
			e.Path = ""
			accepted[path] = append(accepted[path], e)
		}
	}
	return true
}

// safeBatchFix calls a rule's BatchFix with the reports of the diagnostics,
// turning a panic into no edits.
func safeBatchFix(r *Rule, pass *Pass, diags []*Diagnostic, key string) (edits []TextEdit) {
	defer func() {
		if recover() != nil {
			edits = nil
		}
	}()
	reports := make([]Report, len(diags))
	for i, d := range diags {
		reports[i] = Report{Span: d.Span, Message: d.Message, Fixes: d.Fixes}
	}
	return r.BatchFix(pass, reports, key)
}

// ApplyFix applies one fix to the files it touches and returns their new
// content. Edits with an empty path go to defaultPath. It fails when a file
// is not in files or the edits are invalid.
func ApplyFix(files map[string][]byte, fix Fix, defaultPath string) (map[string][]byte, error) {
	out := map[string][]byte{}
	for path, es := range editsByFile(fix.Edits, defaultPath) {
		src, ok := files[path]
		if !ok {
			return nil, fmt.Errorf("fix %s edits %s, which is not available", fix.Key, path)
		}
		b, err := ApplyEdits(src, es)
		if err != nil {
			return nil, fmt.Errorf("fix %s: %s: %w", fix.Key, path, err)
		}
		out[path] = b
	}
	return out, nil
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
