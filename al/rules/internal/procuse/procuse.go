// Package procuse walks a file's procedures for the rules about internal
// procedures (LinterCop LC0052, LC0053): those a rule selects, each with
// how the app uses it (al/callgraph.ProcedureUse). It knows which
// procedures can be judged at all (callgraph.Checkable) and that an app
// with internalsVisibleTo friends is not judged (their code, which may call
// any internal procedure, is not in the project). It must not report.
package procuse

import (
	"iter"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/callgraph"
	"github.com/alfix/alfix/al/syntax"
)

// Procedures yields the procedures of the pass's file that selected
// accepts and that can be judged, with their use.
func Procedures(pass *analysis.Pass, selected func(f *syntax.File, obj, proc *syntax.Node) bool) iter.Seq2[*syntax.Node, callgraph.Use] {
	return func(yield func(*syntax.Node, callgraph.Use) bool) {
		f, sum := pass.File, pass.Summary
		if sum != nil && len(sum.App.InternalsVisibleTo) > 0 {
			return // friends' code may call any internal procedure; it is not in the project
		}
		scopes := pass.Scopes()
		for obj := range pass.Objects() {
			o := scopes.ObjectSymbols(obj)
			for _, proc := range syntax.Procedures(obj) {
				if !selected(f, obj, proc) || !callgraph.Checkable(sum, o, f, obj, proc) {
					continue
				}
				use, _ := callgraph.ProcedureUse(scopes, o, callgraph.FileName(sum, o, f), obj, proc)
				if !yield(proc, use) {
					return
				}
			}
		}
	}
}
