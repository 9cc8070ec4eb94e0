package check

import "github.com/alfix/alfix/al/syntax"

// inReportColumnSource reports whether n lies in the source expression of
// a column of a report's or report extension's dataset (column(Name;
// Expr)): AL0118 checks the names there as in page field sources. A
// column sees its data item's record (in a report extension's add,
// addfirst, addlast or modify, the base report's data item), the report's
// globals and procedures and its data items.
func inReportColumnSource(f *syntax.File, n *syntax.Node) bool {
	args := n.Ancestor(syntax.ElementArgs)
	if args == nil || f.SectionKind(args.Parent) != syntax.KwColumn {
		return false
	}
	if k := f.ObjectKind(n.Ancestor(syntax.Object)); k != syntax.KwReport && k != syntax.KwReportExtension {
		return false
	}
	inDataset := false
	for p := args.Parent; p != nil && p.Kind != syntax.Object; p = p.Parent {
		if p.Kind == syntax.Section {
			if f.SectionKind(p) != syntax.KwDataSet {
				return false
			}
			inDataset = true
		}
	}
	groups := f.ElementArgs(args.Parent, false)
	return inDataset && len(groups) >= 2 && int(n.First) >= groups[1].First
}
