package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/rules/internal/exprs"
	"github.com/alfix/alfix/al/syntax"
)

// AA0001 reports binary operators (assignments included) without exactly one
// space on each side. A line break on either side is accepted: long
// expressions are wrapped before or after an operator.
var AA0001 = &analysis.Rule{
	ID:      "AA0001",
	Title:   "There must be exactly one space character on each side of a binary operator",
	Message: "There must be exactly one space character on each side of '%s'",
	Description: "Binary operators (:=, +=, -=, *=, /=, + - * /, div, mod, and, or, xor, =, <>, " +
		"<, >, <=, >=, in, is, as) take one space on each side. A line break next to the operator " +
		"is fine. The range operator '..' and the comma between arguments are not binary " +
		"operators here, nor is the = of a table filter or link in a property value (SubPageLink, " +
		"RunPageLink, the views, DataItemLink, TableRelation, CalcFormula: BCApps builds " +
		"SubPageLink = \"Use Case No.\"=FIELD(\"Use Case No.\") with AA0001 at Error). The fix sets " +
		"the space on the wrong side(s) to a single space.",
	Severity: analysis.SeverityWarning,
	Category: "Readability",
	Analyzer: "CodeCop",
	FixKeys:  []string{"AA0001.NormalizeSpacing"},
	Run:      runAA0001,
}

// spacingSideOK reports whether the gap before token i is one space or
// contains a line break; ok is false when the gap also holds a comment or
// directive (then the rule keeps out).
func spacingSideOK(f *syntax.File, i int) (good, plain bool) {
	if !f.GapIsLayout(i) {
		return true, false
	}
	return f.GapIsOneSpace(i) || f.GapHasLineBreak(i), true
}

func runAA0001(pass *analysis.Pass) {
	f := pass.File
	for n := range pass.Nodes(syntax.BinaryExpr, syntax.AssignStmt, syntax.ForStmt) {
		op := exprs.BinaryOperatorToken(f, n)
		if op <= 0 || op+1 >= len(f.Tokens) || aa0001InTableFilter(f, n) {
			continue
		}
		beforeOK, beforePlain := spacingSideOK(f, op)
		afterOK, afterPlain := spacingSideOK(f, op+1)
		if (beforeOK || !beforePlain) && (afterOK || !afterPlain) {
			continue
		}
		var edits []analysis.TextEdit
		if !beforeOK {
			edits = append(edits, edit.SetGap(f, op, " "))
		}
		if !afterOK {
			edits = append(edits, edit.SetGap(f, op+1, " "))
		}
		text := f.TokenText(op)
		pass.Reportf(f.Tokens[op].Span, []any{text},
			pass.Fix("NormalizeSpacing", "Put one space on each side of '"+text+"'", edits...))
	}
}

// aa0001FilterProperties are the properties whose value is a table filter
// or link (Field = const(...), Field = field(...)), not an expression.
var aa0001FilterProperties = map[string]bool{
	"subpagelink": true, "subpageview": true, "runpagelink": true, "runpageview": true,
	"sourcetableview": true, "dataitemtableview": true, "dataitemlink": true,
	"tablerelation": true, "calcformula": true,
}

// aa0001InTableFilter reports whether n stands in the value of a table
// filter property: its = is a filter's, not a binary operator, and
// Microsoft's CodeCop does not judge its spacing (BCApps builds
// SubPageLink = "Use Case No."=FIELD("Use Case No.") with AA0001 at Error).
func aa0001InTableFilter(f *syntax.File, n *syntax.Node) bool {
	prop := n.Ancestor(syntax.Property)
	return prop != nil && aa0001FilterProperties[strings.ToLower(f.PropertyName(prop))]
}
