package rules

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AA0137 reports local and global variables that are never used.
var AA0137 = &analysis.Rule{
	ID:      "AA0137",
	Title:   "Do not declare variables that are unused",
	Message: "The variable '%s' is declared but never used",
	Description: "A variable that no code, property or control refers to only makes the reader look " +
		"for a use that is not there. Locals count as used when their procedure or trigger names them; " +
		"globals when any code, property value or control source expression of the object names them " +
		"(also as this.Name). A name used only as a member (Rec.Name) is not a use of a variable. " +
		"Protected globals (an extension may use them), variables declared WithEvents (their triggers " +
		"use them) and names mentioned in an inactive #if branch are not reported. The fix removes the " +
		"declaration, and the var keyword when its section becomes empty.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	HelpURI:     "https://learn.microsoft.com/en-us/dynamics365/business-central/dev-itpro/developer/analyzers/codecop-aa0137",
	FixKeys:     []string{"AA0137.RemoveVariable"},
	UsesProject: true,
	Run:         runAA0137,
	BatchFix:    batchAA0137,
}

func init() { register(AA0137) }

func runAA0137(pass *analysis.Pass) {
	f := pass.File
	scopes := pass.Scopes()
	thisMembers := map[*syntax.Node]map[string]bool{}
	for _, d := range aa0137Unused(f, scopes, thisMembers) {
		var fixes []analysis.Fix
		if vs := enclosing(d.Node, syntax.VarSection); vs != nil {
			if edits, ok := declRemoveVariables(f, vs, map[int]bool{d.NameToken: true}); ok {
				fixes = append(fixes, pass.Fix("RemoveVariable", "Remove the unused variable", edits...))
			}
		}
		pass.Reportf(f.Tokens[d.NameToken].Span, []any{d.Name}, fixes...)
	}
}

// aa0137Unused returns the declared local and global variables of the file
// that nothing refers to.
func aa0137Unused(f *syntax.File, scopes *symbols.FileScopes, thisMembers map[*syntax.Node]map[string]bool) []*symbols.Decl {
	var out []*symbols.Decl
	for _, d := range scopes.Decls {
		if (d.Kind != symbols.LocalVar && d.Kind != symbols.GlobalVar) || d.Node == nil || d.NameToken < 0 ||
			d.Protected || d.Inherited || len(d.Refs) > 0 {
			continue
		}
		if declHasWithEvents(f, d.Node) || declMentionedInDisabledCode(f, declRoutineSpan(f, d), d.Name) {
			continue
		}
		if d.Kind == symbols.GlobalVar && d.Object != nil {
			m, ok := thisMembers[d.Object]
			if !ok {
				m = declThisMembers(f, d.Object)
				thisMembers[d.Object] = m
			}
			if m[strings.ToLower(d.Name)] {
				continue
			}
		}
		out = append(out, d)
	}
	return out
}

// batchAA0137 removes every reported variable, rewriting each var section
// once.
func batchAA0137(pass *analysis.Pass, diags []*analysis.Diagnostic, key string) []analysis.TextEdit {
	f := pass.File
	bySection := map[*syntax.Node]map[int]bool{}
	var order []*syntax.Node
	for _, d := range diags {
		tok := f.TokenAt(d.Span.Start)
		if tok < 0 {
			continue
		}
		vs := f.NodeAt(d.Span.Start)
		for vs != nil && vs.Kind != syntax.VarSection {
			vs = vs.Parent
		}
		if vs == nil {
			continue
		}
		if bySection[vs] == nil {
			bySection[vs] = map[int]bool{}
			order = append(order, vs)
		}
		bySection[vs][tok] = true
	}
	var edits []analysis.TextEdit
	for _, vs := range order {
		if e, ok := declRemoveVariables(f, vs, bySection[vs]); ok {
			edits = append(edits, e...)
		}
	}
	return edits
}
