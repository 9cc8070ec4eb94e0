package formattingcop

import (
	"bytes"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// FC0007 reports control-flow blocks, exit and Error() statements that are
// not set off from the statements around them by a blank line.
var FC0007 = &analysis.Rule{
	ID:      "FC0007",
	Title:   "Statement blocks should be separated by a blank line",
	Message: "Insert a blank line %s",
	Description: "A multi-line if, case, repeat, while, for or foreach statement reads better with a " +
		"blank line before it (when a statement of the same list precedes it) and after it (when the " +
		"next statement of the list is no control-flow statement), and so do exit, the built-in " +
		"Error() and FieldError() on a record or field reference after another statement of their list. Reported on the first token after the missing " +
		"blank line. Only a line holding nothing but white space separates: a comment or directive " +
		"line does not. Statements right after begin or before end, the then and else branches of an " +
		"if, and the branches of a case are not checked, nor obsolete code. The checks are set in " +
		"alcops.json under StatementBlockSpacing: ControlFlowBefore and ControlFlowAfter (true), " +
		"ScopeLeavingMode (ExitAndError, ExitOnly, ErrorOnly or Off), ElseChainBeforeMode (Off, or " +
		"RequireBlank: a blank line between an if's then branch and an else on a later line) and " +
		"OneLinerMode (None, or All: one-line control-flow statements count too); an unknown value " +
		"keeps the default. Off by default.",
	Severity:     analysis.SeverityInfo,
	OffByDefault: true,
	Category:     "Style",
	Analyzer:     project.FormattingCop,
	Run:          runFC0007,
}

// blockSpacing is the StatementBlockSpacing setting of alcops.json; nil
// members keep their defaults.
type blockSpacing struct {
	ControlFlowBefore   *bool
	ControlFlowAfter    *bool
	ScopeLeavingMode    *string
	ElseChainBeforeMode *string
	OneLinerMode        *string
}

// spacingChecks are the checks FC0007 runs.
type spacingChecks struct {
	before, after, exit, error, elseChain, oneLiners bool
}

// fc0007Checks reads the checks from the configuration.
func fc0007Checks(pass *analysis.Pass) spacingChecks {
	c := spacingChecks{before: true, after: true, exit: true, error: true}
	var s blockSpacing
	if !pass.Config.Threshold("StatementBlockSpacing", &s) {
		return c
	}
	if s.ControlFlowBefore != nil {
		c.before = *s.ControlFlowBefore
	}
	if s.ControlFlowAfter != nil {
		c.after = *s.ControlFlowAfter
	}
	if s.ScopeLeavingMode != nil {
		switch strings.ToLower(*s.ScopeLeavingMode) {
		case "off":
			c.exit, c.error = false, false
		case "exitonly":
			c.exit, c.error = true, false
		case "erroronly":
			c.exit, c.error = false, true
		}
	}
	if s.ElseChainBeforeMode != nil && strings.EqualFold(*s.ElseChainBeforeMode, "RequireBlank") {
		c.elseChain = true
	}
	if s.OneLinerMode != nil && strings.EqualFold(*s.OneLinerMode, "All") {
		c.oneLiners = true
	}
	return c
}

// controlFlowNames name the control-flow statements in the messages.
var controlFlowNames = map[syntax.NodeKind]string{
	syntax.IfStmt: "if", syntax.CaseStmt: "case", syntax.RepeatStmt: "repeat", syntax.WhileStmt: "while",
	syntax.ForStmt: "for", syntax.ForeachStmt: "foreach",
}

// isControlFlow reports whether n is a control-flow statement.
func isControlFlow(n *syntax.Node) bool {
	_, ok := controlFlowNames[n.Kind]
	return ok
}

// statementKinds are the node kinds that are statements.
var statementKinds = map[syntax.NodeKind]bool{
	syntax.Block: true, syntax.IfStmt: true, syntax.CaseStmt: true, syntax.WhileStmt: true, syntax.RepeatStmt: true,
	syntax.ForStmt: true, syntax.ForeachStmt: true, syntax.WithStmt: true, syntax.ExitStmt: true,
	syntax.BreakStmt: true, syntax.ContinueStmt: true, syntax.AssertErrorStmt: true, syntax.AssignStmt: true,
	syntax.CallStmt: true,
}

func runFC0007(pass *analysis.Pass) {
	f := pass.File
	checks := fc0007Checks(pass)
	for list := range pass.Nodes(syntax.Block, syntax.RepeatStmt, syntax.CaseElse) {
		if f.InObsoleteCode(list) {
			continue
		}
		var stmts []*syntax.Node
		for _, c := range list.Children {
			if statementKinds[c.Kind] && c.Len() > 0 {
				stmts = append(stmts, c)
			}
		}
		for i, s := range stmts {
			var prev, next *syntax.Node
			if i > 0 {
				prev = stmts[i-1]
			}
			if i+1 < len(stmts) {
				next = stmts[i+1]
			}
			if name, ok := controlFlowNames[s.Kind]; ok && (checks.oneLiners || !oneLine(f, s)) {
				if checks.before && prev != nil {
					reportNoBlankLine(pass, int(prev.Last)-1, int(s.First), "before '"+name+"' block")
				}
				if checks.after && next != nil && !isControlFlow(next) {
					reportNoBlankLine(pass, int(s.Last)-1, int(next.First), "after '"+name+"' block")
				}
			}
			if prev == nil {
				continue
			}
			switch {
			case s.Kind == syntax.ExitStmt && checks.exit:
				reportNoBlankLine(pass, int(prev.Last)-1, int(s.First), "before scope-leaving statement 'exit'")
			case checks.error:
				if name := errorCall(f, s); name != "" {
					reportNoBlankLine(pass, int(prev.Last)-1, int(s.First), "before scope-leaving statement '"+name+"()'")
				}
			}
		}
	}
	if !checks.elseChain {
		return
	}
	for n := range pass.Nodes(syntax.IfStmt) {
		if len(n.Children) < 3 || f.InObsoleteCode(n) {
			continue
		}
		for i := n.Children[1].Last; i < n.Children[2].First; i++ {
			if f.Tokens[i].Keyword == syntax.KwElse {
				before := int(i) - 1
				if line(f, before, false) != line(f, int(i), true) {
					reportNoBlankLine(pass, before, int(i), "before 'else' keyword")
				}
				break
			}
		}
	}
}

// reportNoBlankLine reports at token to unless a blank line stands
// between token from and it.
func reportNoBlankLine(pass *analysis.Pass, from, to int, where string) {
	f := pass.File
	if from < 0 || from >= to || hasBlankLine(f.Src[f.Tokens[from].Span.End:f.Tokens[to].Span.Start]) {
		return
	}
	pass.Reportf(f.Tokens[to].Span, []any{where})
}

// hasBlankLine reports whether the text between two tokens holds a whole
// line of white space only (not its first line, which ends the earlier
// token's line, nor its last, which starts the later token's).
func hasBlankLine(between []byte) bool {
	lines := bytes.Split(between, []byte("\n"))
	for _, l := range lines[1 : len(lines)-1] {
		if len(bytes.TrimSpace(l)) == 0 {
			return true
		}
	}
	return false
}

// oneLine reports whether statement s stands on one line.
func oneLine(f *syntax.File, s *syntax.Node) bool {
	return line(f, int(s.First), true) == line(f, int(s.Last)-1, false)
}

// line returns the line of token i's start (or end).
func line(f *syntax.File, i int, start bool) int {
	off := f.Tokens[i].Span.End
	if start {
		off = f.Tokens[i].Span.Start
	}
	l, _ := f.Position(int(off))
	return l
}

// errorCall returns "Error" when s calls the built-in Error (a call
// statement of Error(...) in an object that declares no procedure of that
// name) and "FieldError" when it calls FieldError on a receiver (a record
// or field reference: both end the code as Error does); "" otherwise.
func errorCall(f *syntax.File, s *syntax.Node) string {
	if s.Kind != syntax.CallStmt || len(s.Children) != 1 {
		return ""
	}
	e := s.Children[0]
	if e.Kind != syntax.CallExpr || len(e.Children) == 0 {
		return ""
	}
	callee := e.Children[0]
	if callee.Kind == syntax.MemberExpr && len(callee.Children) > 0 &&
		strings.EqualFold(f.TokenText(int(callee.Last)-1), "FieldError") {
		return "FieldError"
	}
	if callee.Kind != syntax.NameExpr || !strings.EqualFold(f.TokenText(int(callee.First)), "Error") {
		return ""
	}
	if obj := s.Ancestor(syntax.Object); obj != nil {
		for _, p := range syntax.Procedures(obj) {
			if strings.EqualFold(f.DeclName(p), "Error") {
				return ""
			}
		}
	}
	return "Error"
}
