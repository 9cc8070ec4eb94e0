package check

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AL0440: two procedures of one object with one name and the same
// parameter types.
var AL0440 = &analysis.Rule{
	ID:       "AL0440",
	Title:    "A method with the same parameter types is already defined",
	Message:  "The %s '%s' already defines a method called '%s' with the same parameter types in '%s'.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "Overloads of a procedure must differ in their parameters. Reported on a procedure of an object " +
		"whose name (without regard to case) and parameter list an earlier procedure of the same object has: " +
		"the same number of parameters, each with the same var-ness and the same type as written (case and " +
		"quotes aside). Types written differently that the compiler may take as one (Text[20] and Text[30]) " +
		"count as different, so some duplicates are not reported.",
	Run: func(pass *analysis.Pass) {
		f := pass.File
		for obj := range pass.Objects() {
			seen := map[string]bool{}
			for _, m := range syntax.Members(obj) {
				if m.Kind != syntax.Procedure {
					continue
				}
				nameTok := f.NameToken(m)
				if nameTok < 0 {
					continue
				}
				key, ok := procedureKey(f, m)
				if !ok {
					continue
				}
				if seen[key] {
					name := f.DeclName(obj)
					pass.Reportf(tokenSpan(f, nameTok), []any{kindName(f.ObjectKind(obj).String()), name, f.DeclName(m), name})
				}
				seen[key] = true
			}
		}
	},
}

// procedureKey returns a procedure's lower-case name with its parameters'
// var-ness and types; false when a parameter's type cannot be read.
func procedureKey(f *syntax.File, proc *syntax.Node) (string, bool) {
	var b strings.Builder
	b.WriteString(strings.ToLower(f.DeclName(proc)))
	pl := proc.Child(syntax.ParameterList)
	if pl == nil {
		return b.String(), true
	}
	for _, p := range pl.Children {
		if p.Kind != syntax.Parameter {
			continue
		}
		tr := p.Child(syntax.TypeRef)
		if tr == nil {
			return "", false
		}
		t := symbols.ParseType(f, tr)
		if !t.Known() {
			return "", false
		}
		b.WriteString("\x00")
		if f.FindKeyword(p, syntax.KwVar) >= 0 {
			b.WriteString("var ")
		}
		b.WriteString(strings.ToLower(strings.ReplaceAll(t.Text, `"`, "")))
	}
	return b.String(), true
}
