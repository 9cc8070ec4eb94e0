package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/decls"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AA0206 reports assignments to variables whose value is never read.
var AA0206 = &analysis.Rule{
	ID:      "AA0206",
	Title:   "The value assigned to a variable must be used",
	Message: "The value assigned to '%s' is never used",
	Description: "A local or global variable that code only assigns (:=, a for-each variable, a var " +
		"argument of a known procedure) and never reads is not needed: every assignment to it is " +
		"reported. Compound assignments (+=), element assignments (Arr[i] := x), member access " +
		"(Rec.Field := x, Rec.Insert()) and passing the variable to a procedure alfix cannot see " +
		"count as reads. Variables used inside a with body, protected globals, variables declared " +
		"WithEvents, globals named as this.Name and names mentioned in an inactive #if branch are " +
		"not reported, nor are Text, Code, DotNet and Enum variables: System Application builds " +
		"with AA0206 at Error while it assigns never-read Text locals (from calls and labels), Code " +
		"locals, a DotNet local and an Enum global; CodeCop's reports in BCApps (its pragmas) are " +
		"on Integer, Boolean and Decimal variables (and a named Enum return value). Variables never " +
		"referenced at all are AA0137's. No " +
		"fix: removing the " +
		"assignment may drop a call with side effects.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	UsesProject: true,
	Run:         runAA0206,
}

func runAA0206(pass *analysis.Pass) {
	f := pass.File
	scopes := pass.Scopes()
	members := map[*syntax.Node]map[string]bool{} // this.Name member names by object
	for _, d := range scopes.Decls {
		if !aa0206WriteOnly(f, d) {
			continue
		}
		if d.Kind == symbols.GlobalVar {
			m, ok := members[d.Object]
			if !ok {
				m = thisMembers(pass, d.Object)
				members[d.Object] = m
			}
			if m[strings.ToLower(d.Name)] {
				continue
			}
		}
		for _, r := range d.Refs {
			pass.Reportf(f.Tokens[r.Token].Span, []any{d.Name})
		}
	}
}

// aa0206Unjudged are the types whose write-only variables CodeCop does not
// report (see the rule's description).
var aa0206Unjudged = map[string]bool{"text": true, "code": true, "dotnet": true, "enum": true}

// aa0206WriteOnly reports whether a declared local or global variable is
// referenced, only ever written, and safe to judge.
func aa0206WriteOnly(f *syntax.File, d *symbols.Decl) bool {
	if (d.Kind != symbols.LocalVar && d.Kind != symbols.GlobalVar) || d.Node == nil || d.Object == nil ||
		d.Protected || d.Inherited || len(d.Refs) == 0 || aa0206Unjudged[strings.ToLower(d.Type.Kind)] {
		return false
	}
	for _, r := range d.Refs {
		if r.IsRead() || r.Ambiguous {
			return false
		}
	}
	return !f.HasWithEvents(d.Node) && !f.MentionedInDisabledCode(decls.Visibility(f, d), d.Name)
}

// thisMembers returns the lower-case names used after `this.` in n: such a
// member may name a global variable, which symbols does not record as a
// reference.
func thisMembers(pass *analysis.Pass, n *syntax.Node) map[string]bool {
	f := pass.File
	out := map[string]bool{}
	for c := range pass.NodesIn(n, syntax.MemberExpr) {
		if len(c.Children) > 0 && c.Children[0].Kind == syntax.ThisExpr && c.Last > c.First {
			if tok := int(c.Last) - 1; f.Tokens[tok].Kind.IsName() {
				out[strings.ToLower(syntax.Unquote(f.TokenText(tok)))] = true
			}
		}
	}
	return out
}
