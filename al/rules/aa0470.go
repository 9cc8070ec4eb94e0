package rules

import (
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AA0470 reports labels with placeholders that translators get no help with.
var AA0470 = &analysis.Rule{
	ID:      "AA0470",
	Title:   "Placeholders should have a comment explaining their content",
	Message: "Explain the placeholders %s of this label in its Comment",
	Description: "A translator sees only the text of a label. When it holds placeholders (%1, %2, ...), " +
		"its Comment should say what each one stands for, e.g. Comment = '%1 = Customer No.'. Label " +
		"variables and report labels are checked; locked labels are not translated and are skipped. A " +
		"label is reported when it has no Comment or when its Comment does not mention every " +
		"placeholder; the fix adds the missing '%n = ' entries for the author to complete.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.CodeCop,
	HelpURI:  "https://learn.microsoft.com/en-us/dynamics365/business-central/dev-itpro/developer/analyzers/codecop-aa0470",
	FixKeys:  []string{"AA0470.AddCommentSkeleton"},
	Run:      runAA0470,
}

func init() { register(AA0470) }

func runAA0470(pass *analysis.Pass) {
	f := pass.File
	syntax.Walk(f.Root, func(n *syntax.Node) bool {
		switch n.Kind {
		case syntax.VariableDecl:
			tr := n.Child(syntax.TypeRef)
			if tr != nil && tr.Len() > 1 && equalFoldASCII(f.TokenText(int(tr.First)), "Label") {
				aa0470Check(pass, parseLabel(f, int(tr.First)+1, int(tr.Last)))
			}
			return false
		case syntax.Section:
			if f.SectionKind(n) == syntax.KwLabels {
				for _, p := range syntax.Properties(n) {
					aa0470Check(pass, propertyLabel(f, p))
				}
				return false
			}
		case syntax.Property, syntax.Block, syntax.Attribute:
			return false
		}
		return true
	})
}

// aa0470Placeholders returns the distinct %n placeholders of a label text,
// in increasing order of n.
func aa0470Placeholders(text string) []int {
	seen := map[int]bool{}
	var out []int
	for i := 0; i < len(text); i++ {
		if text[i] != '%' {
			continue
		}
		j := i + 1
		for j < len(text) && text[j] >= '0' && text[j] <= '9' {
			j++
		}
		if j == i+1 {
			continue
		}
		n, err := strconv.Atoi(text[i+1 : j])
		if err != nil || n == 0 || seen[n] {
			continue
		}
		seen[n] = true
		out = append(out, n)
		i = j - 1
	}
	// insertion sort: few placeholders
	for a := 1; a < len(out); a++ {
		for b := a; b > 0 && out[b] < out[b-1]; b-- {
			out[b], out[b-1] = out[b-1], out[b]
		}
	}
	return out
}

// aa0470Mentions reports whether comment mentions placeholder %n (not as the
// prefix of a longer number).
func aa0470Mentions(comment string, n int) bool {
	p := "%" + strconv.Itoa(n)
	for i := 0; ; {
		k := strings.Index(comment[i:], p)
		if k < 0 {
			return false
		}
		end := i + k + len(p)
		if end >= len(comment) || comment[end] < '0' || comment[end] > '9' {
			return true
		}
		i = end
	}
}

func aa0470Check(pass *analysis.Pass, lv labelValue) {
	f := pass.File
	if lv.text < 0 || lv.argIs(f, "Locked", "true") {
		return
	}
	ph := aa0470Placeholders(syntax.StringValue(f.TokenText(lv.text)))
	if len(ph) == 0 {
		return
	}
	comment := ""
	arg, hasComment := lv.arg(f, "Comment")
	commentTok := -1
	if hasComment {
		if arg.last-arg.first == 1 && f.Tokens[arg.first].Kind == syntax.String {
			commentTok = arg.first
			comment = syntax.StringValue(f.TokenText(commentTok))
		} else {
			return // a comment that is not a plain string: leave it alone
		}
	}
	var missing []string
	for _, n := range ph {
		if !aa0470Mentions(comment, n) {
			missing = append(missing, "%"+strconv.Itoa(n)+" = ")
		}
	}
	if len(missing) == 0 {
		return
	}
	var edit analysis.TextEdit
	switch {
	case commentTok < 0:
		edit = setLabelArg(f, lv, "Comment", "'"+strings.Join(missing, ", ")+"'")
	case strings.TrimSpace(comment) == "":
		edit = replaceToken(f, commentTok, "'"+strings.Join(missing, ", ")+"'")
	default:
		// Append before the closing quote: after a sentence with a space,
		// else after a comma.
		end := f.Tokens[commentTok].Span.End - 1
		sep := ", "
		if t := strings.TrimRight(comment, " "); strings.HasSuffix(t, ".") || strings.HasSuffix(t, ",") || strings.HasSuffix(t, ";") {
			sep = " "
		}
		edit = analysis.TextEdit{Span: syntax.Span{Start: end, End: end}, NewText: sep + strings.Join(missing, ", ")}
	}
	names := strings.TrimSuffix(strings.Join(missing, ""), " = ")
	names = strings.ReplaceAll(names, " = ", ", ")
	pass.Reportf(f.Tokens[lv.text].Span, []any{names},
		pass.Fix("AddCommentSkeleton", "Add a Comment entry for each placeholder", edit))
}
