package lintercop

import (
	"math"
	"strconv"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// LC0007 to LC0010 share one computation: the cyclomatic complexity and the
// maintainability index of every procedure and trigger body, reported as a
// metric (LC0007, LC0009, off by default) and when they pass the
// thresholds of alcops.json (LC0008, LC0010).

// LC0007 reports the maintainability index of every routine.
var LC0007 = &analysis.Rule{
	ID:      "LC0007",
	Title:   "Maintainability index metric",
	Message: "Maintainability index of %s: %s (threshold %d or lower)",
	Description: "Reports the maintainability index of every procedure and trigger with statements: " +
		"max(0, (171 - 5.2 ln V - 0.23 G - 16.2 ln L) * 100 / 171), rounded, where V is the Halstead " +
		"volume N log2 N of the body's N tokens (true and false count twice, as operand and " +
		"literal), G its cyclomatic complexity (see LC0009) and L the number of its lines that end " +
		"in code or a preprocessor directive, less two for begin and end. A body of one line or " +
		"two has no finite index (∞ or NaN). Off by default; LC0008 reports the routines at or " +
		"below the threshold.",
	Severity:     analysis.SeverityInfo,
	OffByDefault: true,
	Category:     "Design",
	Analyzer:     project.LinterCop,
	Run:          func(pass *analysis.Pass) { reportMetrics(pass, lc0007) },
}

// LC0008 reports routines whose maintainability index is at or below the
// threshold.
var LC0008 = &analysis.Rule{
	ID:      "LC0008",
	Title:   "Maintainability index below configured threshold",
	Message: "Maintainability index of %s: %s (threshold %d or lower)",
	Description: "The maintainability index (see LC0007) combines a routine's size, the variety of " +
		"its code and its complexity into a number from 0 to 100; the lower, the harder the code is " +
		"to understand and change. Routines whose index is at or below MaintainabilityIndexThreshold " +
		"of alcops.json (default 20) are reported on their name. Obsolete objects, procedures marked " +
		"[Obsolete], interfaces and control add-ins are skipped.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.LinterCop,
	Run:      func(pass *analysis.Pass) { reportMetrics(pass, lc0008) },
}

// LC0009 reports the cyclomatic complexity of every routine.
var LC0009 = &analysis.Rule{
	ID:      "LC0009",
	Title:   "Cyclomatic complexity metric",
	Message: "Cyclomatic complexity of %s: %d (threshold %d or higher)",
	Description: "Reports the cyclomatic complexity of every procedure and trigger with statements: " +
		"1 plus one for each if, case branch (not the else), for, foreach, while, repeat...until, " +
		"and, or and ?: in its body. Off by default; LC0010 reports the routines at or above the " +
		"threshold.",
	Severity:     analysis.SeverityInfo,
	OffByDefault: true,
	Category:     "Design",
	Analyzer:     project.LinterCop,
	Run:          func(pass *analysis.Pass) { reportMetrics(pass, lc0009) },
}

// LC0010 reports routines whose cyclomatic complexity reaches the
// threshold.
var LC0010 = &analysis.Rule{
	ID:      "LC0010",
	Title:   "Cyclomatic complexity exceeds configured threshold",
	Message: "Cyclomatic complexity of %s: %d (threshold %d or higher)",
	Description: "The cyclomatic complexity (see LC0009) counts the independent paths through a " +
		"routine; many paths make code hard to read and test. Routines whose complexity is at or " +
		"above CyclomaticComplexityThreshold of alcops.json (default 8) are reported on their name. " +
		"Obsolete objects, procedures marked [Obsolete], interfaces and control add-ins are skipped.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.LinterCop,
	Run:      func(pass *analysis.Pass) { reportMetrics(pass, lc0010) },
}

// The default thresholds of alcops.json.
const (
	defaultCyclomaticThreshold      = 8
	defaultMaintainabilityThreshold = 20
)

// metricRule tells reportMetrics which of the four rules runs.
type metricRule uint8

const (
	lc0007 metricRule = iota
	lc0008
	lc0009
	lc0010
)

// routineMetrics are the metrics of one procedure or trigger body.
type routineMetrics struct {
	routine         *syntax.Node
	cyclomatic      int
	maintainability float64 // rounded to even; may be +Inf or NaN
}

// codeMetrics computes the metrics of the file's routines once for the four
// rules.
var codeMetrics = analysis.NewShared("code metrics", func(pass *analysis.Pass) []routineMetrics {
	f := pass.File
	var out []routineMetrics
	for obj := range pass.Objects() {
		if k := f.ObjectKind(obj); k == syntax.KwInterface || k == syntax.KwControlAddIn {
			continue
		}
		for routine := range pass.NodesIn(obj, syntax.Procedure, syntax.Trigger) {
			body := routine.Child(syntax.Block)
			if body == nil || !hasStatements(body) || routine.Kind == syntax.Procedure && f.HasObsoleteAttribute(routine) {
				continue
			}
			cc := cyclomaticComplexity(pass, body)
			out = append(out, routineMetrics{routine, cc, maintainabilityIndex(f, routine, body, cc)})
		}
	}
	return out
})

// hasStatements reports whether a block holds a statement.
func hasStatements(body *syntax.Node) bool {
	for _, c := range body.Children {
		if c.Kind != syntax.EmptyStmt {
			return true
		}
	}
	return false
}

// cyclomaticComplexity returns 1 plus the decision points of a body: if,
// for, foreach, while and until keywords, and and or operators, case
// branches and ternary expressions.
func cyclomaticComplexity(pass *analysis.Pass, body *syntax.Node) int {
	f := pass.File
	cc := 1
	for i := int(body.First); i < int(body.Last); i++ {
		switch f.Tokens[i].Keyword {
		case syntax.KwIf, syntax.KwFor, syntax.KwForEach, syntax.KwWhile, syntax.KwUntil, syntax.KwAnd, syntax.KwOr:
			cc++
		}
	}
	for range pass.NodesIn(body, syntax.CaseBranch, syntax.TernaryExpr) {
		cc++
	}
	return cc
}

// maintainabilityIndex computes max(0, (171 - 5.2 ln V - 0.23 G - 16.2 ln
// L) * 100 / 171) rounded to even, as ALCops does over the compiler's
// syntax tree: the body is its tokens from begin to end and the ';' after
// it; V = N log2 N counts every token (each is distinct) and the Boolean
// literal node around true and false; L counts the lines whose last token
// belongs to the body or that hold a preprocessor directive, less two.
func maintainabilityIndex(f *syntax.File, routine, body *syntax.Node, cc int) float64 {
	first, last := int(body.First), int(body.Last)
	if last < int(routine.Last) && f.Tokens[last].Kind == syntax.Semicolon {
		last++
	}
	n, lines := 0, 0
	for i := first; i < last; i++ {
		n++
		if kw := f.Tokens[i].Keyword; kw == syntax.KwTrue || kw == syntax.KwFalse {
			n++
		}
		for _, tr := range f.LeadingTrivia(i) {
			if tr.Kind == syntax.DirectiveLine {
				lines++
			}
		}
		if endsLine(f, i) {
			lines++
		}
	}
	volume := float64(n) * math.Log2(float64(n))
	mi := (171 - 5.2*math.Log(volume) - 0.23*float64(cc) - 16.2*math.Log(float64(lines-2))) * 100 / 171
	return math.RoundToEven(math.Max(0, mi))
}

// endsLine reports whether the line break that follows token i on its own
// line comes before the next token: whether i is the last token of its
// line. A block comment that runs onto the next line takes the line break
// with it.
func endsLine(f *syntax.File, i int) bool {
	if i+1 >= len(f.Tokens) {
		return false
	}
	for _, tr := range f.LeadingTrivia(i + 1) {
		switch tr.Kind {
		case syntax.EndOfLine:
			return true
		case syntax.BlockComment:
			for _, b := range f.Src[tr.Span.Start:tr.Span.End] {
				if b == '\n' || b == '\r' {
					return false
				}
			}
		case syntax.Whitespace, syntax.LineComment, syntax.DocComment:
		default:
			return false
		}
	}
	return false
}

// metricThreshold reads an alcops.json threshold.
func metricThreshold(pass *analysis.Pass, key string, def int) int {
	v := def
	pass.Config.Threshold(key, &v)
	return v
}

// formatIndex writes a maintainability index as the .NET analyzer does:
// an integer, ∞ or NaN.
func formatIndex(mi float64) string {
	switch {
	case math.IsInf(mi, 1):
		return "∞"
	case math.IsNaN(mi):
		return "NaN"
	}
	return strconv.FormatFloat(mi, 'f', -1, 64)
}

// reportMetrics reports one of the four metric rules on the routines'
// names.
func reportMetrics(pass *analysis.Pass, which metricRule) {
	f := pass.File
	ccMax := metricThreshold(pass, "CyclomaticComplexityThreshold", defaultCyclomaticThreshold)
	miMin := metricThreshold(pass, "MaintainabilityIndexThreshold", defaultMaintainabilityThreshold)
	for _, m := range codeMetrics.Get(pass) {
		span := f.DeclSpan(m.routine)
		name := f.Text(span)
		switch which {
		case lc0007:
			pass.Reportf(span, []any{name, formatIndex(m.maintainability), miMin})
		case lc0008:
			if m.maintainability <= float64(miMin) {
				pass.Reportf(span, []any{name, formatIndex(m.maintainability), miMin})
			}
		case lc0009:
			pass.Reportf(span, []any{name, m.cyclomatic, ccMax})
		case lc0010:
			if m.cyclomatic >= ccMax {
				pass.Reportf(span, []any{name, m.cyclomatic, ccMax})
			}
		}
	}
}
