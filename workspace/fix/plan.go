package fix

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"sync/atomic"

	"github.com/aymanbagabas/go-udiff"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/syntax"
	"github.com/alfix/alfix/workspace"
)

// A Plan is the outcome of a fix use case: new contents for some files of
// one project, each computed from a known base, ready to Commit. Making a
// plan writes nothing.
type Plan struct {
	p *workspace.Project
	// RuleID is the rule fixed; FixTitle and FixKey the fix applied.
	RuleID, FixTitle, FixKey string
	// Found lists the live diagnostics of the rule in scope when the plan
	// was made, as analysed (PlanFixAll; PlanFix leaves it empty).
	Found []workspace.Finding
	// Files are the files that change, sorted by path.
	Files []PlannedFile
	// Skipped are files in scope left as they are: not UTF-8
	// (UnsupportedEncoding).
	Skipped []FileOutcome
	// unfixed are the live diagnostics of the rule left in the new
	// contents, with positions there.
	unfixed []workspace.Finding
	// skipStale: Commit writes the files still as planned and reports the
	// others, instead of writing all or nothing.
	skipStale bool
	// tracker is the progress of the call that made the plan, when Commit
	// continues it (AllRequest.Commit).
	tracker *workspace.Tracker
	// diffs are the rendered diffs once computed (FileDiffs).
	diffs []FileDiff
	// packedDiffs are the diffs of a dry run (previewOnly), each packed as
	// soon as its file's fixes were computed: the whole project's diff (15
	// MB for PC0037 over Base Application) is not held at the peak of the
	// planning. FileDiffs unpacks them.
	packedDiffs [][]byte
	// previewOnly: the plan of a dry run whose diffs were rendered as its
	// fixes were computed (AllRequest.Diff without Commit); its files'
	// Original and Content were let go of then, and it cannot be committed.
	previewOnly bool
	// originalsDropped: the plan of a call that commits it
	// (AllRequest.Commit) keeps each file's Base and Content, not its
	// Original; a diff asked for all the same is rendered from the file as
	// it is on disk while its hash is still Base.
	originalsDropped bool
}

// errPreviewOnly refuses to commit the plan of a dry run (Plan.previewOnly).
var errPreviewOnly = errors.New("fix: the plan of a dry run holds diffs, not contents, and cannot be committed")

// A PlannedFile is new content for one file, computed from the content
// Original, whose hash is Base. A plan of PlanFixAll lets go of Original
// (and, in a dry run that renders its diff, of Content) as soon as it no
// longer needs it: nil then. A plan of PlanFixAll to commit holds the new
// content compressed (Content nil; NewContent gives it) and hands it to
// txn to unpack file by file as it stages them.
type PlannedFile struct {
	Path     string
	Base     [32]byte
	Original []byte
	Content  []byte
	packed   []byte // the new content, compressed (pack), when Content is nil
}

// NewContent is the file's new content: Content, or the content held
// compressed; nil when the plan let go of it (a dry run's).
func (f *PlannedFile) NewContent() ([]byte, error) {
	if f.packed == nil {
		return f.Content, nil
	}
	return unpack(f.packed)
}

func sortPlanned(fs []PlannedFile) {
	sort.Slice(fs, func(i, j int) bool { return fs[i].Path < fs[j].Path })
}

// Paths lists the files that change, sorted.
func (pl *Plan) Paths() []string {
	out := make([]string, len(pl.Files))
	for i, f := range pl.Files {
		out[i] = f.Path
	}
	return out
}

// Diff renders the plan as one unified diff in git's format, file by file
// in path order: each file's path relative to the project folder, with the
// a/ and b/ prefixes, so that `git apply` (or `patch -p1`) run in the
// project folder applies it. A name git would quote (control characters,
// '"', '\\') is quoted as git does; a last line without a line break is
// marked "\\ No newline at end of file"; line breaks and a byte-order mark
// are kept as they are in the files.
func (pl *Plan) Diff() string {
	var b strings.Builder
	for _, d := range pl.FileDiffs() {
		b.WriteString(d.Diff)
	}
	return b.String()
}

// gitQuote quotes a path as git writes it in a diff header when it holds a
// control character, '"' or '\\' (C-style escapes, octal for other bytes);
// other paths, spaces and non-ASCII letters included, are written as they
// are, which git reads back.
func gitQuote(name string) string {
	needs := false
	for i := 0; i < len(name); i++ {
		if c := name[i]; c < 0x20 || c == 0x7f || c == '"' || c == '\\' {
			needs = true
			break
		}
	}
	if !needs {
		return name
	}
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(name); i++ {
		switch c := name[i]; c {
		case '\a':
			b.WriteString(`\a`)
		case '\b':
			b.WriteString(`\b`)
		case '\t':
			b.WriteString(`\t`)
		case '\n':
			b.WriteString(`\n`)
		case '\v':
			b.WriteString(`\v`)
		case '\f':
			b.WriteString(`\f`)
		case '\r':
			b.WriteString(`\r`)
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		default:
			if c < 0x20 || c == 0x7f {
				fmt.Fprintf(&b, "\\%03o", c)
			} else {
				b.WriteByte(c)
			}
		}
	}
	b.WriteByte('"')
	return b.String()

}

// A FileDiff is the unified diff of one file of a plan.
type FileDiff struct {
	Path string
	Diff string
}

// FileDiffs renders the plan as unified diffs, one per file in path order;
// Diff is their concatenation.
// They are computed on the worker pool (once: a plan made with
// AllRequest.Diff has them already, computed as a phase of its call).
func (pl *Plan) FileDiffs() []FileDiff {
	switch {
	case pl.diffs != nil:
	case pl.packedDiffs != nil:
		diffs := make([]FileDiff, len(pl.Files))
		for i := range diffs {
			diffs[i] = pl.FileDiff(i)
		}
		pl.diffs, pl.packedDiffs = diffs, nil
	default:
		pl.diffs = pl.renderDiffs(context.Background(), nil)
	}
	return pl.diffs
}

// FileDiff renders the unified diff of the plan's file i (in Files).
func (pl *Plan) FileDiff(i int) FileDiff {
	if pl.diffs != nil {
		return pl.diffs[i]
	}
	if pl.packedDiffs != nil {
		d, err := unpack(pl.packedDiffs[i])
		if err != nil {
			return FileDiff{Path: pl.Files[i].Path} // never: packed by this process
		}
		return FileDiff{Path: pl.Files[i].Path, Diff: string(d)}
	}
	f := pl.Files[i]
	original := f.Original
	content, err := f.NewContent()
	if err != nil {
		return FileDiff{Path: f.Path}
	}
	if pl.originalsDropped {
		b, h, err := pl.p.ReadFile(f.Path)
		if err != nil || h != f.Base {
			// The base is gone: there is nothing to diff against.
			return FileDiff{Path: f.Path}
		}
		original = b
	}
	return pl.diffOf(f.Path, original, content)
}

// diffOf renders the unified diff of the file path from original (its
// content at its base) to its new content.
func (pl *Plan) diffOf(path string, original, content []byte) FileDiff {
	rel := path
	if pl.p != nil {
		if r, err := filepath.Rel(pl.p.Root, path); err == nil {
			rel = r
		}
	}
	rel = filepath.ToSlash(rel)
	from, to := gitQuote("a/"+rel), gitQuote("b/"+rel)
	body := udiff.Unified(from, to, string(original), string(content))
	if body == "" {
		return FileDiff{Path: path}
	}
	if strings.ContainsRune(rel, ' ') && !strings.HasPrefix(from, `"`) {
		// git ends a ---/+++ name that holds a space with a tab, so that
		// patch(1) knows where the name ends (git apply reads either).
		head := "--- " + from + "\n+++ " + to + "\n"
		if strings.HasPrefix(body, head) {
			body = "--- " + from + "\t\n+++ " + to + "\t\n" + body[len(head):]
		}
	}
	return FileDiff{Path: path, Diff: "diff --git " + from + " " + to + "\n" + body}
}

// renderDiffs diffs every planned file, reporting workspace.PhaseDiffing to t.
func (pl *Plan) renderDiffs(ctx context.Context, t *workspace.Tracker) []FileDiff {
	out := make([]FileDiff, len(pl.Files))
	t.Begin(workspace.PhaseDiffing, len(pl.Files), "files")
	var done atomic.Int64
	workspace.Parallel(ctx, len(pl.Files), func(i int) {
		out[i] = pl.FileDiff(i)
		t.Advance(int(done.Add(1)))
	})
	return out
}

// Unfixed lists the live diagnostics of the rule that remain after the
// plan, sorted by position: in files whose new content lands, as found
// there; in files left as they are (Skipped, or not written according to
// res; res nil means the plan is not committed, a dry run), as they were
// found.
func (pl *Plan) Unfixed(res *CommitResult) []workspace.Finding {
	kept := map[string]bool{}
	for _, s := range pl.Skipped {
		kept[s.Path] = true
	}
	if res != nil {
		for _, f := range res.Files {
			if f.Outcome != Written {
				kept[f.Path] = true
			}
		}
	}
	out := []workspace.Finding{}
	for _, f := range pl.unfixed {
		if !kept[f.Path] {
			out = append(out, f)
		}
	}
	for _, f := range pl.Found {
		if kept[f.Path] {
			out = append(out, f)
		}
	}
	workspace.SortFindings(out)
	return out
}

// positioned resolves the positions of diagnostics in the contents they
// were found in: the new content of a changed file, else the original.
func positioned(diags []analysis.Diagnostic, original, changed map[string][]byte, analyzer string) []workspace.Finding {
	tables := map[string]*syntax.LineTable{}
	out := make([]workspace.Finding, 0, len(diags))
	for _, d := range diags {
		lt := tables[d.Path]
		if lt == nil {
			src, ok := changed[d.Path]
			if !ok {
				src = original[d.Path]
			}
			lt = syntax.NewLineTable(src)
			tables[d.Path] = lt
		}
		l, c := lt.Position(d.Span.Start)
		el, ec := lt.Position(d.Span.End)
		out = append(out, workspace.Finding{Path: d.Path, ID: d.RuleID, Analyzer: analyzer, Start: d.Span.Start, End: d.Span.End, Line: l, Column: c,
			EndLine: el, EndColumn: ec, Message: d.Message, Severity: d.Severity, FixKeys: d.FixKeys()})
	}
	return out
}
