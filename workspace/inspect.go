package workspace

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"unicode/utf8"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// ErrUnsupportedEncoding is the cause of a FileNotUTF8 problem and of an
// UnsupportedEncoding outcome: alfix does not edit UTF-16 or UTF-32 files,
// nor files that are not valid UTF-8.
var ErrUnsupportedEncoding = errors.New("unsupported encoding: alfix edits UTF-8 files only")

// errVanished is the cause when a file disappeared during a call.
var errVanished = errors.New("the file was deleted or replaced during the call")

// checkEncoding returns ErrUnsupportedEncoding for content alfix does not
// edit: UTF-16/32 byte-order marks and invalid UTF-8.
func checkEncoding(b []byte) error {
	switch {
	case bytes.HasPrefix(b, []byte{0xFF, 0xFE}), bytes.HasPrefix(b, []byte{0xFE, 0xFF}),
		bytes.HasPrefix(b, []byte{0, 0, 0xFE, 0xFF}):
		return ErrUnsupportedEncoding
	case !utf8.Valid(b):
		return ErrUnsupportedEncoding
	}
	return nil
}

// A fileState is one file's content as read now and its full diagnostics
// under some rules (with fixes, pragma-suppressed ones included): what the
// fix use cases work on. It never comes from a cache, so the fixes match
// the content's hash.
type fileState struct {
	path    string
	content []byte
	hash    [32]byte
	diags   []analysis.Diagnostic
	finds   []Finding // diags with positions resolved, same order
	// encodingErr is ErrUnsupportedEncoding when the file must not be
	// edited; the diagnostics are still computed on its bytes.
	encodingErr error
}

// inspect reads one file of the project now and runs the rules on it.
func (p *Project) inspect(ctx context.Context, path string, cfg *project.Config, rules []analysis.EnabledRule) (*fileState, error) {
	src, h, err := p.readFile(path)
	if err != nil {
		return nil, err
	}
	return p.inspectContent(ctx, path, src, h, cfg, rules)
}

// inspectContent runs the rules on content already read.
func (p *Project) inspectContent(ctx context.Context, path string, src []byte, h [32]byte, cfg *project.Config, rules []analysis.EnabledRule) (*fileState, error) {
	sum, err := p.Summary(ctx, cfg, rules)
	if err != nil {
		return nil, err
	}
	return p.inspectWith(ctx, path, src, h, cfg, rules, sum), nil
}

// inspectWith runs the rules on content already read, with the project
// summary already computed (nil when no rule reads it).
func (p *Project) inspectWith(ctx context.Context, path string, src []byte, h [32]byte, cfg *project.Config, rules []analysis.EnabledRule, sum *symbols.Summary) *fileState {
	f := syntax.Parse(path, src, analysis.ParseOptions(cfg))
	fr := analysis.AnalyzeFile(ctx, f, cfg, rules, analysis.Options{RuleBudget: p.w.opts.RuleBudget, Summary: sum})
	st := &fileState{path: path, content: src, hash: h, diags: fr.Diagnostics, encodingErr: checkEncoding(src)}
	analyzers := analyzerOf(rules)
	for _, d := range fr.Diagnostics {
		st.finds = append(st.finds, findingOf(f, d, analyzers[d.RuleID]))
	}
	return st
}

// readProblem turns a failure to read path for a fix into its FixError: a
// file that vanished, or one that could not be read. Context errors and
// FixErrors pass through.
func readProblem(err error, path, ruleID string) error {
	var fe *FixError
	switch {
	case errors.As(err, &fe), errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		return err
	case errors.Is(err, fs.ErrNotExist):
		return &FixError{Problem: FileVanished, RuleID: ruleID, Path: path, Err: fmt.Errorf("%w: %w", errVanished, err)}
	}
	return &FixError{Problem: FileReadFailed, RuleID: ruleID, Path: path, Err: err}
}
