package manifestsite

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/symbols"
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
	if pass.Summary != nil && firstFile.Get(pass.Summary) != f.Name {
		return syntax.Span{}, false
	}
	return f.DeclSpan(objs[0]), true
}

// firstFile is, per summary, the least path of the files declaring its
// objects: found once, not for every file of the project (that walk over
// every object for each file took a tenth of an analysis of Base
// Application with AppSourceCop on).
var firstFile = symbols.NewDerived(func(s *symbols.Summary) string {
	first := ""
	for _, o := range s.AllObjects() {
		if p := s.FileOf(o); p != "" && (first == "" || p < first) {
			first = p
		}
	}
	return first
})
