package codecop

import (
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/labels"
	"github.com/alfix/alfix/al/syntax"
)

// AA0470 reports labels with placeholders that translators get no help with.
var AA0470 = &analysis.Rule{
	ID:      "AA0470",
	Title:   "Placeholders should have a comment explaining their content",
	Message: "Explain the placeholders %s of this label in its Comment",
	Description: "A translator sees only the text of a label. When it holds placeholders (%1, %2, ...), " +
		"its Comment should say what each one stands for, e.g. Comment = '%1 = Customer No.'. Dialog " +
		"text placeholders (#1####) count too and may be explained as %1 or #1; progress bars (@1@@@@) " +
		"do not count. Label " +
		"variables and report labels are checked; locked labels are not translated and are skipped. A " +
		"label is reported when it has no Comment or when its Comment does not mention every " +
		"placeholder; the fix adds the missing '%n = ' entries for the author to complete.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.CodeCop,
	FixKeys:  []string{"AA0470.AddCommentSkeleton"},
	Run:      runAA0470,
}

func runAA0470(pass *analysis.Pass) {
	f := pass.File
	// Label variables and the labels section of reports; neither nests.
	for n := range pass.Nodes(syntax.VariableDecl, syntax.Section) {
		switch n.Kind {
		case syntax.VariableDecl:
			tr := n.Child(syntax.TypeRef)
			if tr != nil && tr.Len() > 1 && strings.EqualFold(f.TokenText(int(tr.First)), "Label") {
				aa0470Check(pass, f.ParseLabel(int(tr.First)+1, int(tr.Last)))
			}
		case syntax.Section:
			if f.SectionKind(n) == syntax.KwLabels {
				for _, p := range syntax.Properties(n) {
					aa0470Check(pass, f.PropertyLabel(p))
				}
			}
		}
	}
}

// aa0470Mentions reports whether comment mentions placeholder number n as
// %n or #n (not as the prefix of a longer number).
func aa0470Mentions(comment string, n int) bool {
	num := strconv.Itoa(n)
	for i := 0; i+len(num) < len(comment); i++ {
		if comment[i] != '%' && comment[i] != '#' || comment[i+1:i+1+len(num)] != num {
			continue
		}
		if end := i + 1 + len(num); end >= len(comment) || comment[end] < '0' || comment[end] > '9' {
			return true
		}
	}
	return false
}

func aa0470Check(pass *analysis.Pass, lv syntax.Label) {
	f := pass.File
	if lv.Text < 0 || lv.ArgIs("Locked", "true") {
		return
	}
	ph := labels.Placeholders(lv.TextValue())
	if len(ph) == 0 {
		return
	}
	comment := ""
	arg, hasComment := lv.Arg("Comment")
	commentTok := -1
	if hasComment {
		if arg.Value.Len() == 1 && f.Tokens[arg.Value.First].Kind == syntax.String {
			commentTok = arg.Value.First
			comment = syntax.StringValue(f.TokenText(commentTok))
		} else {
			return // a comment that is not a plain string: leave it alone
		}
	}
	var missing []string
	for _, p := range ph {
		if !aa0470Mentions(comment, p.N) {
			missing = append(missing, p.String()+" = ")
		}
	}
	if len(missing) == 0 {
		return
	}
	var e analysis.TextEdit
	switch {
	case commentTok < 0:
		e = edit.SetLabelArg(f, lv, "Comment", "'"+strings.Join(missing, ", ")+"'")
	case strings.TrimSpace(comment) == "":
		e = edit.ReplaceToken(f, commentTok, "'"+strings.Join(missing, ", ")+"'")
	default:
		// Append before the closing quote: after a sentence with a space,
		// else after a comma.
		end := f.Tokens[commentTok].Span.End - 1
		sep := ", "
		if t := strings.TrimRight(comment, " "); strings.HasSuffix(t, ".") || strings.HasSuffix(t, ",") || strings.HasSuffix(t, ";") {
			sep = " "
		}
		e = edit.Insert(end, sep+strings.Join(missing, ", "))
	}
	names := strings.TrimSuffix(strings.Join(missing, ""), " = ")
	names = strings.ReplaceAll(names, " = ", ", ")
	pass.Reportf(f.Tokens[lv.Text].Span, []any{names},
		pass.Fix("AddCommentSkeleton", "Add a Comment entry for each placeholder", e))
}
