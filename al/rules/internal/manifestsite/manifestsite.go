package manifestsite

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/syntax"
)

// Span returns the span to report a project-level finding on, and false
// when the pass's file is not the one to report in: the name of the first
// object of the project's first file (in path order). Without a project
// summary every file with an object reports. Rules that call it set
// UsesProject.
func Span(pass *analysis.Pass) (syntax.Span, bool) {
	f := pass.File
	objs := f.Objects()
	if len(objs) == 0 {
		return syntax.Span{}, false
	}
	if pass.Summary != nil {
		first := ""
		for _, o := range pass.Summary.AllObjects() {
			if p := pass.Summary.FileOf(o); p != "" && (first == "" || p < first) {
				first = p
			}
		}
		if first != f.Name {
			return syntax.Span{}, false
		}
	}
	return f.DeclSpan(objs[0]), true
}
