package edit

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/syntax"
)

// Edits of calls.

// RemoveArguments returns the edits that remove the arguments at the marked
// positions (0-based) of an ArgumentList, keeping the ',' separators of the
// others right: the call-site side of removing parameters. ok is false when
// no argument is marked, a marked position is out of range, or a comment or
// directive sits in the list (it could not follow its argument).
func RemoveArguments(f *syntax.File, args *syntax.Node, remove map[int]bool) (edits []analysis.TextEdit, ok bool) {
	if args == nil || args.Kind != syntax.ArgumentList {
		return nil, false
	}
	items := args.Children
	spans := make([]syntax.Span, len(items))
	marks := make([]bool, len(items))
	n := 0
	for i, a := range items {
		spans[i] = f.Span(a)
		if remove[i] {
			marks[i] = true
			n++
		}
	}
	if n == 0 || n != len(remove) || f.CommentBetween(int(args.First), int(args.Last)-1) || f.HasDirectiveIn(f.Span(args)) {
		return nil, false
	}
	return RemoveListItems(spans, marks), true
}
