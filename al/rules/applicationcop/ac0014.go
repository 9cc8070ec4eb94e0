package applicationcop

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/pages"
	"github.com/alfix/alfix/al/syntax"
)

// AC0014-AC0017 check the text of ToolTip properties: on page controls and
// actions (pages, page extensions, request pages) and on table fields.

// AC0014 reports ToolTips that do not end with a punctuation mark.
var AC0014 = &analysis.Rule{
	ID:      "AC0014",
	Title:   "ToolTip must end with a punctuation",
	Message: "The ToolTip should end with %s",
	Description: "A ToolTip is a sentence and ends like one. By default it must end with a period; " +
		"alcops.json can allow other marks with ToolTipAllowedPunctuations, in ALCops' format (a " +
		"list of {\"Character\": \"!\", \"Name\": \"exclamation mark\"}) or as a string of characters " +
		"(\".!?\"); entries that are not one character are ignored, and a list without any leaves the " +
		"period. Empty ToolTips are not checked. The fix appends a period " +
		"inside the text. Obsolete objects and elements are skipped.",
	Severity: analysis.SeverityInfo,
	Category: "Design",
	Analyzer: project.ApplicationCop,
	FixKeys:  []string{"AC0014.AppendDot"},
	Run:      runAC0014,
}

// AC0015 reports field ToolTips that do not start with "Specifies".
var AC0015 = &analysis.Rule{
	ID:      "AC0015",
	Title:   "ToolTip should start with 'Specifies'",
	Message: "The ToolTip of a field should start with 'Specifies'",
	Description: "The user assistance guidelines start the ToolTip of a field with 'Specifies', " +
		"describing the value the field holds. Page field controls and table fields are checked; " +
		"actions are not. Empty ToolTips and obsolete objects and elements are skipped.",
	Severity: analysis.SeverityInfo,
	Category: "Design",
	Analyzer: project.ApplicationCop,
	Run:      runAC0015,
}

// AC0016 reports ToolTips with line breaks.
var AC0016 = &analysis.Rule{
	ID:      "AC0016",
	Title:   "Do not use line breaks in ToolTip",
	Message: "The ToolTip should not contain line breaks",
	Description: "A ToolTip is shown as one short paragraph; a backslash (a line break in AL texts) " +
		"or a line break in a verbatim string breaks it up. Obsolete objects and elements are skipped.",
	Severity: analysis.SeverityInfo,
	Category: "Design",
	Analyzer: project.ApplicationCop,
	Run:      runAC0016,
}

// AC0017 reports ToolTips longer than 200 characters.
var AC0017 = &analysis.Rule{
	ID:      "AC0017",
	Title:   "ToolTip should not exceed 200 characters",
	Message: "The ToolTip has %d characters; keep it to at most 200",
	Description: "Long ToolTips are cut or hard to read; keep them to 200 characters or fewer and move " +
		"details to the documentation. Obsolete objects and elements are skipped.",
	Severity: analysis.SeverityInfo,
	Category: "Design",
	Analyzer: project.ApplicationCop,
	Run:      runAC0017,
}

// toolTipMaxLength is AC0017's limit, in characters.
const toolTipMaxLength = 200

// toolTipPunctuation returns the allowed final marks: alcops.json's
// ToolTipAllowedPunctuations (see project.Punctuations), else ".".
func toolTipPunctuation(pass *analysis.Pass) []string {
	p := project.Punctuations{{Character: ".", Name: "dot"}}
	pass.Config.Threshold("ToolTipAllowedPunctuations", &p)
	out := make([]string, len(p))
	for i, m := range p {
		out[i] = m.Character
	}
	return out
}

func runAC0014(pass *analysis.Pass) {
	f := pass.File
	allowed := toolTipPunctuation(pass)
	for tt := range pages.ToolTips(pass) {
		text := strings.TrimRight(tt.Text, " \t")
		if text == "" || slices.ContainsFunc(allowed, func(p string) bool { return p != "" && strings.HasSuffix(text, p) }) {
			continue
		}
		lit := f.Tokens[tt.Token].Span
		// Insert after the last character that is not a trailing blank (blanks
		// are never escaped, so they sit just before the closing quote).
		at := lit.End - 1 - (len(tt.Text) - len(text))
		pass.Reportf(lit, []any{quoteList(allowed)}, pass.Fix("AppendDot", "Append a period to the ToolTip", edit.Insert(at, ".")))
	}
}

// quoteList formats the allowed marks for the message: '.' or '.', '!' or '?'.
func quoteList(marks []string) string {
	q := make([]string, len(marks))
	for i, m := range marks {
		q[i] = "'" + m + "'"
	}
	if len(q) == 1 {
		return q[0]
	}
	return strings.Join(q[:len(q)-1], ", ") + " or " + q[len(q)-1]
}

func runAC0015(pass *analysis.Pass) {
	f := pass.File
	for tt := range pages.ToolTips(pass) {
		if f.SectionKind(tt.Owner) != syntax.KwField || strings.TrimSpace(tt.Text) == "" {
			continue
		}
		if !strings.HasPrefix(strings.TrimLeft(tt.Text, " \t"), "Specifies") {
			pass.Reportf(f.Tokens[tt.Token].Span, nil)
		}
	}
}

func runAC0016(pass *analysis.Pass) {
	f := pass.File
	for tt := range pages.ToolTips(pass) {
		if strings.ContainsAny(tt.Text, "\\\r\n") {
			pass.Reportf(f.Tokens[tt.Token].Span, nil)
		}
	}
}

func runAC0017(pass *analysis.Pass) {
	f := pass.File
	for tt := range pages.ToolTips(pass) {
		if n := utf8.RuneCountInString(tt.Text); n > toolTipMaxLength {
			pass.Reportf(f.Tokens[tt.Token].Span, []any{n})
		}
	}
}
