package check

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/syntax"
)

// AL0121: a second variable, parameter or return value with a name its
// scope already declares.
var AL0121 = &analysis.Rule{
	ID:       "AL0121",
	Title:    "The variable name is already defined",
	Message:  "The variable name '%s' is already defined.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "The global variables of an object, and the parameters, named return value and local variables " +
		"of one procedure or trigger, must have different names (without regard to case or quotes). Reported " +
		"on the later declaration. A local variable may have the name of a global one (it hides it), and only " +
		"the code the preprocessor keeps active is compared, so one name declared in two #if branches is fine.",
	Run: func(pass *analysis.Pass) {
		f := pass.File
		for obj := range pass.Objects() {
			seen := map[string]bool{}
			for _, m := range syntax.Members(obj) {
				if m.Kind == syntax.VarSection {
					duplicateNames(pass, seen, varSectionNames(f, m))
				}
			}
		}
		for routine := range pass.Nodes(syntax.Procedure, syntax.Trigger) {
			var names []int
			if pl := routine.Child(syntax.ParameterList); pl != nil {
				for _, p := range pl.Children {
					if p.Kind == syntax.Parameter {
						names = append(names, f.NameToken(p))
					}
				}
			}
			if rs := routine.Child(syntax.ReturnSpec); rs != nil {
				names = append(names, returnName(f, rs))
			}
			for _, c := range routine.Children {
				if c.Kind == syntax.VarSection {
					names = append(names, varSectionNames(f, c)...)
				}
			}
			duplicateNames(pass, map[string]bool{}, names)
		}
	},
}

// varSectionNames returns the name tokens of every variable of a var
// section, in order.
func varSectionNames(f *syntax.File, vs *syntax.Node) []int {
	var out []int
	for _, vd := range vs.Children {
		if vd.Kind == syntax.VariableDecl {
			out = append(out, f.VarNames(vd)...)
		}
	}
	return out
}

// returnName returns the name token of a named return value, -1 for an
// unnamed one (`: Integer`).
func returnName(f *syntax.File, rs *syntax.Node) int {
	for i := range f.OwnTokens(rs) {
		switch k := f.Tokens[i].Kind; {
		case k == syntax.Colon:
			return -1
		case k == syntax.Identifier || k == syntax.QuotedIdentifier:
			return i
		}
	}
	return -1
}

// duplicateNames reports every name token (negative ones skipped) whose
// name seen or an earlier token already holds, and adds the names to seen.
func duplicateNames(pass *analysis.Pass, seen map[string]bool, names []int) {
	f := pass.File
	for _, tok := range names {
		if tok < 0 {
			continue
		}
		name := syntax.Unquote(f.TokenText(tok))
		key := strings.ToLower(name)
		if seen[key] {
			pass.Reportf(tokenSpan(f, tok), []any{name})
		}
		seen[key] = true
	}
}
