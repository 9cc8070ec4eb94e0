package documentationcop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// DC0005 reports documentation comments that do not match the procedure's
// signature.
var DC0005 = &analysis.Rule{
	ID:      "DC0005",
	Title:   "XML documentation must match the procedure signature",
	Message: "The documentation comment does not match the procedure: %s",
	Description: "When a procedure has `///` XML documentation, its <param> elements must name its " +
		"parameters, each once, and it must have a <returns> element exactly when the procedure " +
		"returns a value ([TryFunction] procedures return a Boolean: they need <returns> too). " +
		"Reported are a duplicate <param> or <returns>, a <param> that names no parameter, a " +
		"parameter without <param>, <returns> on a procedure without a return value, and a return " +
		"value or [TryFunction] without <returns>. Parameter names are compared ignoring case. " +
		"Only the first block of `///` lines before the procedure counts. Obsolete objects and " +
		"procedures marked [Obsolete] are skipped.",
	Severity: analysis.SeverityInfo,
	Category: "Design",
	Analyzer: project.DocumentationCop,
	Run:      runDC0005,
}

func runDC0005(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects() {
		for _, proc := range syntax.Procedures(obj) {
			if f.HasObsoleteAttribute(proc) {
				continue
			}
			if block := f.FirstDocBlock(proc); len(block) > 0 {
				checkDocSignature(pass, proc, f.DocElements(block))
			}
		}
	}
}

// checkDocSignature compares the <param> and <returns> elements of a
// procedure's documentation with its signature.
func checkDocSignature(pass *analysis.Pass, proc *syntax.Node, elements []syntax.DocElement) {
	f := pass.File
	type param struct {
		name string
		el   syntax.DocElement
	}
	var params []param
	var returns *syntax.DocElement
	for i, el := range elements {
		if el.Empty {
			continue
		}
		switch strings.ToLower(el.Name) {
		case "param":
			name, ok := el.Attr("name")
			if !ok {
				continue
			}
			dup := false
			for _, p := range params {
				dup = dup || strings.EqualFold(p.name, name)
			}
			if dup {
				pass.Reportf(el.Span, []any{"the parameter " + name + " is documented twice"})
				continue
			}
			params = append(params, param{name, el})
		case "returns":
			if returns != nil {
				pass.Reportf(el.Span, []any{"the return value is documented twice"})
			}
			returns = &elements[i]
		}
	}
	ret := proc.Child(syntax.ReturnSpec)
	try := f.Attribute(proc, "TryFunction")
	switch {
	case returns != nil && ret == nil && try == nil:
		pass.Reportf(returns.Span, []any{"it documents a return value the procedure does not have"})
	case returns == nil && ret != nil:
		pass.Reportf(f.Span(ret), []any{"the return value is not documented"})
	}
	if returns == nil && try != nil {
		name := f.NameToken(try)
		span := f.Span(try)
		if name >= 0 {
			span = f.Tokens[name].Span
		}
		pass.Reportf(span, []any{"a [TryFunction] returns a Boolean, which is not documented"})
	}
	var declared []*syntax.Node
	if pl := proc.Child(syntax.ParameterList); pl != nil {
		declared = pl.ChildrenOf(syntax.Parameter)
	}
	for _, p := range params {
		found := false
		for _, d := range declared {
			found = found || strings.EqualFold(f.DeclName(d), p.name)
		}
		if !found {
			pass.Reportf(p.el.Span, []any{"it documents a parameter " + p.name + " the procedure does not have"})
		}
	}
	for _, d := range declared {
		found := false
		for _, p := range params {
			found = found || strings.EqualFold(f.DeclName(d), p.name)
		}
		if !found {
			pass.Reportf(f.Span(d), []any{"the parameter " + f.DeclName(d) + " is not documented"})
		}
	}
}
