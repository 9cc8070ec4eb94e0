package lintercop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/rules/internal/exprs"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// LC0086 reports string literals spelling a PageStyle value where the
// PageStyle data type would say it.
var LC0086 = &analysis.Rule{
	ID:      "LC0086",
	Title:   "Use the PageStyle data type instead of string literals",
	Message: "'%s' is a PageStyle value: use Format(PageStyle::%s) instead of the string literal",
	Description: "Since runtime 14.0 (Business Central 2024 release wave 2) the PageStyle data type " +
		"names the styles of StyleExpr (Standard, StandardAccent, Strong, StrongAccent, Attention, " +
		"AttentionAccent, Favorable, Unfavorable, Ambiguous, Subordinate, None); " +
		"Format(PageStyle::Favorable) is checked by the compiler where 'Favorable' is not. Reported " +
		"are string literals in code whose exact value (case-sensitive) is such a name, and the text " +
		"of locked Label variables. Not reported: property values (StyleExpr = 'Standard', " +
		"captions), translatable labels (their text is for users), values written to a table field or " +
		"compared with one, and arguments of built-in methods of records and field references " +
		"(SetRange, SetFilter, Validate...): there the text is data, not a style. Obsolete code is " +
		"skipped; nothing is reported below runtime 14.0.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.LinterCop,
	UsesProject: true,
	Run:         runLC0086,
}

// pageStyleNames are the values of the PageStyle data type.
var pageStyleNames = map[string]bool{
	"Standard": true, "StandardAccent": true, "Strong": true, "StrongAccent": true, "Attention": true,
	"AttentionAccent": true, "Favorable": true, "Unfavorable": true, "Ambiguous": true,
	"Subordinate": true, "None": true,
}

func runLC0086(pass *analysis.Pass) {
	if !pass.RuntimeAtLeast(14, 0) {
		return
	}
	f := pass.File
	scopes := pass.Scopes()
	for vd := range pass.Nodes(syntax.VariableDecl) {
		lv, ok := f.VariableLabel(vd)
		if !ok || !lv.ArgIs("Locked", "true") || f.InObsoleteCode(vd) {
			continue
		}
		if v := lv.TextValue(); pageStyleNames[v] {
			pass.Reportf(f.Tokens[lv.Text].Span, []any{v, v})
		}
	}
	var data map[*syntax.Node]bool
	for lit := range pass.Code(syntax.LiteralExpr) {
		tok := f.StringLiteralToken(lit)
		if tok < 0 {
			continue
		}
		v := syntax.StringValue(f.TokenText(tok))
		if !pageStyleNames[v] {
			continue
		}
		if data == nil {
			data = lc0086DataLiterals(pass, scopes)
		}
		if data[lit] || f.InObsoleteCode(lit) {
			continue
		}
		pass.Reportf(f.Tokens[tok].Span, []any{v, v})
	}
}

// lc0086DataLiterals returns the expressions in code that are data rather
// than styles: arguments of built-in methods of records and field
// references, values assigned to table fields and operands compared with
// them.
func lc0086DataLiterals(pass *analysis.Pass, scopes *symbols.FileScopes) map[*syntax.Node]bool {
	f := pass.File
	out := map[*syntax.Node]bool{}
	for _, c := range calls.Builtins.Get(pass).Calls {
		switch c.Method.Receiver {
		case "Record", "RecordRef", "FieldRef":
			for _, a := range c.Args {
				out[a] = true
			}
		}
	}
	for n := range pass.Code(syntax.AssignStmt, syntax.BinaryExpr) {
		if len(n.Children) != 2 {
			continue
		}
		if n.Kind == syntax.BinaryExpr {
			op := exprs.BinaryOperatorToken(f, n)
			if op < 0 || exprs.MirrorComparison(f.Tokens[op].Kind) == 0 {
				continue
			}
		}
		for i, side := range n.Children {
			if lc0086FieldLike(scopes, side) {
				out[n.Children[1-i]] = true
			}
		}
	}
	return out
}

// lc0086FieldLike reports whether an expression is (or may be) a table
// field: a known field, or a member of a record whose table alfix does not
// know.
func lc0086FieldLike(scopes *symbols.FileScopes, e *syntax.Node) bool {
	if scopes.FieldOf(e) != nil {
		return true
	}
	switch e.Kind {
	case syntax.MemberExpr:
		return scopes.TypeOf(e.Children[0]).Is("Record")
	case syntax.NameExpr:
		r := scopes.RefOf(e)
		return r == nil || r.Ambiguous
	}
	return false
}
