package analysistest

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/syntax"
)

// A misplacement moves a diagnostic's span where a rule that finds the
// right thing but reports it in the wrong place would put it. It returns
// the span unchanged when it has nowhere else to put it.
type misplacement struct {
	name string
	move func(f *syntax.File, span syntax.Span) syntax.Span
}

// misplacements are the mistakes [Unpinned] tries.
var misplacements = []misplacement{
	{"the whole object", enclosingObject},
	{"the enclosing syntax node", enclosingNode},
	{"the next token", nextToken},
}

// Unpinned returns the misplacements of the rule's diagnostics that its
// fixtures under dir let pass: for each of the whole object around a
// diagnostic, the innermost syntax node around it, and the token after its
// first, a copy of the rule that reports there instead is run over the
// fixtures as [Failures] does; a misplacement that moved some diagnostic
// yet met no failure is named in the result. A rule whose fixtures pin
// where it reports (starts and, with [=...=], ends) returns none. The
// answer means something only when [Failures] reports nothing for the
// rule itself.
func Unpinned(rule *analysis.Rule, dir string) []string {
	var out []string
	for _, m := range misplacements {
		h := &harness{rule: rule, move: m.move}
		r := newRecorder()
		r.run(rule.ID, func(t tb) { h.run(t, dir) })
		if h.moved && len(*r.failures) == 0 {
			out = append(out, m.name)
		}
	}
	return out
}

// validSpan reports whether span lies in the file.
func validSpan(f *syntax.File, span syntax.Span) bool {
	return span.Start >= 0 && span.Start <= span.End && span.End <= len(f.Src)
}

// enclosingObject is the span of the object declaration that holds the
// start of span.
func enclosingObject(f *syntax.File, span syntax.Span) syntax.Span {
	if !validSpan(f, span) {
		return span
	}
	for n := f.NodeAt(span.Start); n != nil; n = n.Parent {
		if n.Kind == syntax.Object {
			return f.Span(n)
		}
	}
	return span
}

// enclosingNode is the span of the innermost syntax node (short of the
// file) that holds span and is larger.
func enclosingNode(f *syntax.File, span syntax.Span) syntax.Span {
	if !validSpan(f, span) {
		return span
	}
	for n := f.NodeAt(span.Start); n != nil && n.Kind != syntax.FileNode; n = n.Parent {
		if s := f.Span(n); s != span && s.Start <= span.Start && span.End <= s.End {
			return s
		}
	}
	return span
}

// nextToken is the span of the token after the one span starts in (not
// the end of the file).
func nextToken(f *syntax.File, span syntax.Span) syntax.Span {
	if !validSpan(f, span) {
		return span
	}
	if i := f.TokenAt(span.Start); i >= 0 && i+2 < len(f.Tokens) {
		return f.Tokens[i+1].Span
	}
	return span
}
