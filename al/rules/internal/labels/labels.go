package labels

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/syntax"
)

// Suffixes are the suffixes CodeCop approves for label names (AA0074).
var Suffixes = []string{"Msg", "Tok", "Err", "Qst", "Lbl", "Txt"}

// Variables calls fn for every Label variable declaration (global and
// local) outside obsolete objects.
func Variables(pass *analysis.Pass, fn func(vd *syntax.Node, lv syntax.Label)) {
	f := pass.File
	for vd := range pass.Nodes(syntax.VariableDecl) {
		if obj := vd.Ancestor(syntax.Object); obj == nil || f.IsObsolete(obj) {
			continue
		}
		if lv, ok := f.VariableLabel(vd); ok {
			fn(vd, lv)
		}
	}
}
