package codecop

import (
	"regexp"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AA0240 reports email addresses and phone numbers in names, captions,
// tooltips and label texts.
var AA0240 = &analysis.Rule{
	ID:      "AA0240",
	Title:   "Email and Phone No must not be present in any part of the source code",
	Message: "Remove the %s from the source code: %s",
	Description: "Names, captions, tooltips and label texts can end up in telemetry; an email " +
		"address or phone number there is personal data. The rule looks at object names, table " +
		"field and page control names, Caption, CaptionML, ToolTip and ToolTipML values, and the " +
		"texts of Label and TextConst declarations (not their Comment for translators, which CodeCop " +
		"does not read). Email addresses " +
		"are name@domain.tld; phone numbers are an international number (+ and at least 8 " +
		"digits, with spaces, dots, dashes or parentheses between them) or the forms (555) " +
		"123-4567 and 555-123-4567, so that versions, dates and amounts are not taken for them. " +
		"Translation files and app.json, which CodeCop also checks, are not AL files and are not " +
		"read. No fix.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.CodeCop,
	Run:      runAA0240,
}

var (
	emailPattern = regexp.MustCompile(`[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}`)
	phonePattern = regexp.MustCompile(`\+\d[\d .()-]{6,}\d|\(\d{3}\) ?\d{3}-\d{4}\b|\b\d{3}-\d{3}-\d{4}\b`)
)

// aa0240Properties are the properties whose values are checked.
var aa0240Properties = map[string]bool{"caption": true, "captionml": true, "tooltip": true, "tooltipml": true}

func runAA0240(pass *analysis.Pass) {
	f := pass.File
	check := func(tok int) {
		if tok < 0 {
			return
		}
		k := f.Tokens[tok].Kind
		if k != syntax.String && k != syntax.QuotedIdentifier {
			return
		}
		text := f.TokenText(tok)
		// Cheap tests first: an address needs an @, and every phone number
		// reported has at least 8 digits.
		if strings.IndexByte(text, '@') >= 0 {
			if m := emailPattern.FindString(text); m != "" {
				pass.Reportf(f.Tokens[tok].Span, []any{"email address", m})
				return
			}
		}
		if countDigits(text) < 8 {
			return
		}
		for _, m := range phonePattern.FindAllString(text, -1) {
			if strings.HasPrefix(m, "+") && countDigits(m) < 8 {
				continue
			}
			pass.Reportf(f.Tokens[tok].Span, []any{"phone number", m})
			return
		}
	}
	checkTokens := func(n *syntax.Node) {
		for i := int(n.First); i < int(n.Last); i++ {
			check(i)
		}
	}
	for _, obj := range f.Objects() {
		check(f.ObjectName(obj))
		syntax.WalkElements(obj, func(el *syntax.Node) bool {
			if w := strings.ToLower(f.TokenText(int(el.First))); w == "field" || w == "column" {
				check(f.ElementNameToken(el))
			}
			return true
		})
	}
	for p := range pass.Nodes(syntax.Property) {
		if aa0240Properties[strings.ToLower(f.PropertyName(p))] {
			checkTokens(p)
		}
	}
	for vd := range pass.Nodes(syntax.VariableDecl) {
		if tr := vd.Child(syntax.TypeRef); tr != nil && tr.Len() > 0 {
			if w := f.TokenText(int(tr.First)); strings.EqualFold(w, "Label") || strings.EqualFold(w, "TextConst") {
				// The text, not its Comment for translators: CodeCop does not
				// read the comment (System Application builds at generalAction
				// Error with two example addresses there).
				for i := int(tr.First); i < int(tr.Last); i++ {
					if aa0240CommentValue(f, int(tr.First), i) {
						continue
					}
					check(i)
				}
			}
		}
	}
}

// countDigits returns the number of ASCII digits in s.
func countDigits(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			n++
		}
	}
	return n
}

// aa0240CommentValue reports whether token i, in a declaration's type that
// starts at token first, is the value of its Comment: Comment = 'text'.
func aa0240CommentValue(f *syntax.File, first, i int) bool {
	return i-2 > first && f.TokenText(i-1) == "=" && strings.EqualFold(f.TokenText(i-2), "Comment")
}
