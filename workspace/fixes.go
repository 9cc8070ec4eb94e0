package workspace

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io/fs"
	"unicode/utf8"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
	"github.com/alfix/alfix/txn"
)

// ErrUnsupportedEncoding is returned for files alfix will not edit: UTF-16 or
// UTF-32 files, and files that are not valid UTF-8.
var ErrUnsupportedEncoding = errors.New("unsupported encoding: alfix edits UTF-8 files only")

// ErrStale is returned when a file no longer has the content a caller's
// fileHash names, or vanished.
var ErrStale = errors.New("the file changed or was deleted since the fix was computed")

// A FileState is one file's current content, tree and full diagnostics
// (with fixes, pragma-suppressed ones included) under a configuration.
type FileState struct {
	Path        string
	Content     []byte
	Hash        [32]byte
	File        *syntax.File
	Diagnostics []analysis.Diagnostic
	Findings    []Finding // Diagnostics with positions resolved, same order
	// EncodingErr is ErrUnsupportedEncoding when the file must not be
	// edited; the diagnostics are still computed on its bytes.
	EncodingErr error
}

// Inspect reads one file of the project now and runs the given rules on it,
// returning its diagnostics with their fixes. It does not use cached results,
// so the fixes always match the returned content hash.
func (p *Project) Inspect(ctx context.Context, path string, cfg *project.Config, rules []analysis.EnabledRule) (*FileState, error) {
	src, h, err := p.readFile(path)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("%s: %w", path, ErrStale)
		}
		return nil, err
	}
	sum, err := p.Summary(ctx, cfg, rules)
	if err != nil {
		return nil, err
	}
	f := syntax.Parse(path, src, analysis.ParseOptions(cfg))
	fr := analysis.AnalyzeFile(ctx, f, cfg, rules, analysis.Options{RuleBudget: p.w.opts.RuleBudget, Summary: sum})
	st := &FileState{Path: path, Content: src, Hash: h, File: f, Diagnostics: fr.Diagnostics, EncodingErr: CheckEncoding(src)}
	for _, d := range fr.Diagnostics {
		st.Findings = append(st.Findings, findingOf(f, d))
	}
	return st, nil
}

// CheckEncoding returns ErrUnsupportedEncoding for content alfix does not
// edit: UTF-16/32 byte-order marks and invalid UTF-8.
func CheckEncoding(b []byte) error {
	switch {
	case bytes.HasPrefix(b, []byte{0xFF, 0xFE}), bytes.HasPrefix(b, []byte{0xFE, 0xFF}),
		bytes.HasPrefix(b, []byte{0, 0, 0xFE, 0xFF}):
		return ErrUnsupportedEncoding
	case !utf8.Valid(b):
		return ErrUnsupportedEncoding
	}
	return nil
}

// A Change is new content for one file, computed from the content with hash
// Base.
type Change struct {
	Path    string
	Base    [32]byte
	Content []byte
}

// Write commits the changes as one transaction: every file lands or none
// does. With skipStale, files that changed since their Base are left out
// and reported, and the rest are written; otherwise any such file aborts the
// whole write. The snapshot moves to the new hashes of written files.
func (p *Project) Write(ctx context.Context, changes []Change, skipStale bool) (txn.Result, error) {
	p.writeMu.Lock()
	defer p.writeMu.Unlock()
	plan := txn.Plan{Root: p.Root}
	for _, c := range changes {
		plan.Changes = append(plan.Changes, txn.Change{Path: c.Path, Base: c.Base, Content: c.Content})
	}
	res, err := txn.Commit(ctx, plan, txn.Options{SkipStale: skipStale})
	if res.Committed {
		for i, fr := range res.Files {
			if fr.Outcome == txn.Written && i < len(changes) {
				p.afterWrite(fr.Path, changes[i].Content)
			}
		}
	}
	return res, err
}

// afterWrite moves the snapshot of a written file to its new content.
func (p *Project) afterWrite(path string, content []byte) {
	fi, err := statFile(path)
	if err != nil {
		p.markDirty([]string{path}, false)
		return
	}
	p.noteHash(path, fi, sha256.Sum256(content))
}

// FixAllRequest asks for every fix of one key of a rule.
type FixAllRequest struct {
	Rule   analysis.EnabledRule
	Key    string
	Config *project.Config
	// Paths limits the scope (document scope: one file); nil = the project.
	Paths []string
}

// FixAllResult is the outcome of a FixAll computation; nothing is written.
type FixAllResult struct {
	analysis.FixAllResult
	// Bases holds the content hash each changed file was computed from.
	Bases map[string][32]byte
	// Original holds the content each changed file was computed from.
	Original map[string][]byte
	// EncodingErrs names files left out because alfix does not edit their
	// encoding.
	EncodingErrs []string
}

// FixAll computes every fix with the key over the scope: it reads the files
// that have live diagnostics of the rule (as the cached analysis says), runs
// analysis.FixAll on them, and returns the new contents with their bases.
func (p *Project) FixAll(ctx context.Context, req FixAllRequest) (*FixAllResult, error) {
	ar, err := p.Analyze(ctx, AnalyzeRequest{Paths: req.Paths, Config: req.Config})
	if err != nil {
		return nil, err
	}
	want := map[string]bool{}
	for _, f := range ar.Findings {
		if f.RuleID == req.Rule.Rule.ID && !f.Suppressed {
			want[f.Path] = true
		}
	}
	out := &FixAllResult{Bases: map[string][32]byte{}, Original: map[string][]byte{}}
	files := map[string][]byte{}
	for path := range want {
		src, h, err := p.readFile(path)
		if err != nil {
			continue // vanished since the analysis: nothing to fix there
		}
		if CheckEncoding(src) != nil {
			out.EncodingErrs = append(out.EncodingErrs, path)
			continue
		}
		files[path] = src
		out.Bases[path] = h
		out.Original[path] = src
	}
	sum, err := p.Summary(ctx, ar.Config, []analysis.EnabledRule{req.Rule})
	if err != nil {
		return nil, err
	}
	res, err := analysis.FixAll(ctx, analysis.FixAllRequest{Rule: req.Rule, Key: req.Key, Files: files,
		Config: ar.Config, Options: analysis.Options{RuleBudget: p.w.opts.RuleBudget, Summary: sum}})
	if err != nil {
		return nil, err
	}
	out.FixAllResult = res
	return out, nil
}
