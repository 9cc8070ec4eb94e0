package fix

import (
	"context"
	"errors"
	"io/fs"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/syntax"
	"github.com/alfix/alfix/internal/fspath"
	"github.com/alfix/alfix/workspace"
)

// A TextFix is one fix of a diagnostic as a report shows it (SARIF's
// fixes): its title and key, and its edits as replacements of regions
// given by position, exactly as Commit would write them (line breaks in
// the file's style, nothing inside a byte-order mark).
type TextFix struct {
	Title, Key string
	Edits      []PositionedEdit
}

// A PositionedEdit replaces the region from Line:Column up to
// EndLine:EndColumn (1-based lines, 1-based UTF-16 columns; an empty region
// for an insertion) of the file Path with NewText.
type PositionedEdit struct {
	Path                             string
	Line, Column, EndLine, EndColumn int
	NewText                          string
}

// FindingFixes is a live diagnostic as found in its file now, with its
// fixes.
type FindingFixes struct {
	Finding workspace.Finding
	Fixes   []TextFix
}

// A FixesRequest names the files whose fixes to compute.
type FixesRequest struct {
	// Paths are files of the project (absolute, cleaned).
	Paths []string
	// RuleIDs limits the rules to these ids (any case); nil means every
	// enabled rule that offers fixes.
	RuleIDs []string
	// workspace.Progress, when set, hears the files done (phase "computing fixes").
	Progress workspace.Progress
}

// A FixesResult holds the fixes of the files asked for.
type FixesResult struct {
	// Findings are the live diagnostics that offer fixes, sorted.
	Findings []FindingFixes
	// Skipped are files whose fixes could not be computed: StaleFile (it
	// vanished), ReadFailed, UnsupportedEncoding (alfix edits UTF-8 files
	// only). A fix that edits another file that cannot be used is left out
	// of its diagnostic without a Skipped entry.
	Skipped []FileOutcome
}

// Fixes computes the fixes of the live diagnostics of some files, under the
// project's configuration, on the files' contents read now (never from the
// cache, so the positions match the bytes), on a worker pool and with the
// project summary computed once. It writes nothing. It serves reports that
// show fixes next to the findings of an analysis; the fix use cases
// (PlanFix, PlanFixAll) remain the way to apply them.
func Fixes(ctx context.Context, p *workspace.Project, req FixesRequest) (*FixesResult, error) {
	cfg, err := p.Config(nil)
	if err != nil {
		return nil, err
	}
	want := map[string]bool{}
	for _, id := range req.RuleIDs {
		want[strings.ToUpper(strings.TrimSpace(id))] = true
	}
	var rules []analysis.EnabledRule
	for _, r := range analysis.EnabledRules(p.Workspace().Registry(), cfg) {
		if r.Rule.HasFix() && (req.RuleIDs == nil || want[strings.ToUpper(r.Rule.ID)]) {
			rules = append(rules, r)
		}
	}
	res := &FixesResult{}
	if len(rules) == 0 || len(req.Paths) == 0 {
		return res, nil
	}
	sum, err := p.Summary(ctx, cfg, rules)
	if err != nil {
		return nil, err
	}
	others := &otherFiles{p: p, tables: map[string]*syntax.LineTable{}}
	perFile := make([][]FindingFixes, len(req.Paths))
	skipped := make([]*FileOutcome, len(req.Paths))
	t := workspace.NewTracker(req.Progress, fixesPlan)
	defer t.Finish()
	t.Begin(workspace.PhaseComputingFixes, len(req.Paths), "files")
	var done atomic.Int64
	workspace.Parallel(ctx, len(req.Paths), func(i int) {
		defer func() { t.Advance(int(done.Add(1))) }()
		path := req.Paths[i]
		src, h, err := p.ReadFile(path)
		if err != nil {
			outcome := ReadFailed
			if errors.Is(err, fs.ErrNotExist) {
				outcome = StaleFile
			}
			skipped[i] = &FileOutcome{Path: path, Outcome: outcome, Err: err}
			return
		}
		if err := checkEncoding(src); err != nil {
			skipped[i] = &FileOutcome{Path: path, Outcome: UnsupportedEncoding, Err: err}
			return
		}
		st := p.InspectContent(ctx, path, src, h, cfg, rules, sum)
		own := syntax.NewLineTable(src)
		for j, d := range st.Diagnostics {
			if d.Suppressed || len(d.Fixes) == 0 {
				continue
			}
			ff := FindingFixes{Finding: st.Findings[j]}
			ff.Finding.Path = path
			for _, fix := range d.Fixes {
				if tf, ok := textFix(p, path, src, own, fix, others); ok {
					ff.Fixes = append(ff.Fixes, tf)
				}
			}
			if len(ff.Fixes) > 0 {
				perFile[i] = append(perFile[i], ff)
			}
		}
	})
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	for i := range req.Paths {
		res.Findings = append(res.Findings, perFile[i]...)
		if skipped[i] != nil {
			res.Skipped = append(res.Skipped, *skipped[i])
		}
	}
	sort.SliceStable(res.Findings, func(i, j int) bool {
		return workspace.CompareFindings(&res.Findings[i].Finding, &res.Findings[j].Finding) < 0
	})
	return res, nil
}

// textFix positions the edits of one fix of a diagnostic in path (content
// src, line table own). It fails for a fix that edits a file outside the
// project, or one that cannot be read or is not UTF-8: alfix would not
// apply it either.
func textFix(p *workspace.Project, path string, src []byte, own *syntax.LineTable, fix analysis.Fix, others *otherFiles) (TextFix, bool) {
	byFile := map[string][]analysis.TextEdit{}
	var order []string
	for _, e := range fix.Edits {
		file := e.Path
		if file == "" {
			file = path
		}
		if _, ok := byFile[file]; !ok {
			order = append(order, file)
		}
		byFile[file] = append(byFile[file], e)
	}
	tf := TextFix{Title: fix.Title, Key: fix.Key}
	for _, file := range order {
		content, lt := src, own
		if file != path {
			if !fspath.Within(p.Root, file) {
				return TextFix{}, false
			}
			var ok bool
			if content, lt, ok = others.get(file); !ok {
				return TextFix{}, false
			}
		}
		applied, err := analysis.AppliedEdits(content, byFile[file])
		if err != nil {
			return TextFix{}, false
		}
		for _, e := range applied {
			l, c := lt.Position(e.Span.Start)
			el, ec := lt.Position(e.Span.End)
			tf.Edits = append(tf.Edits, PositionedEdit{Path: file, Line: l, Column: c, EndLine: el, EndColumn: ec, NewText: e.NewText})
		}
	}
	return tf, len(tf.Edits) > 0
}

// otherFiles reads the other files fixes edit, once each per call.
type otherFiles struct {
	p      *workspace.Project
	mu     sync.Mutex
	src    map[string][]byte
	tables map[string]*syntax.LineTable
}

func (o *otherFiles) get(path string) ([]byte, *syntax.LineTable, bool) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if lt, ok := o.tables[path]; ok {
		return o.src[path], lt, lt != nil
	}
	if o.src == nil {
		o.src = map[string][]byte{}
	}
	b, _, err := o.p.ReadFile(path)
	if err != nil || checkEncoding(b) != nil {
		o.tables[path] = nil
		return nil, nil, false
	}
	o.src[path], o.tables[path] = b, syntax.NewLineTable(b)
	return b, o.tables[path], true
}
