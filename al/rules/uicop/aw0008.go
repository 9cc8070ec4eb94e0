package uicop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AW0008 reports repeaters on pages whose type the Web client shows
// without them.
var AW0008 = &analysis.Rule{
	ID:      "AW0008",
	Title:   "The Web client only supports displaying Repeater controls in pages of type List, ListPart, and Worksheet",
	Message: "The repeater '%s' is on a page of type %s: the Web client only displays Repeater controls in pages of type List, ListPart and Worksheet",
	Description: "The Web client lays out a page by its PageType and shows a repeater's rows only on " +
		"List, ListPart and Worksheet pages. A repeater on a page of another type (Card when PageType " +
		"is not set, Document, ListPlus, NavigatePage, StandardDialog, ...) is reported. API pages are " +
		"not displayed by the Web client and are not reported.",
	Severity: analysis.SeverityWarning,
	Category: "WebClient",
	Analyzer: project.UICop,
	Run:      runAW0008,
}

// repeaterPageTypes are the page types whose repeaters the Web client
// displays, and API pages, which it does not display at all (lower case).
var repeaterPageTypes = map[string]bool{"list": true, "listpart": true, "worksheet": true, "api": true}

func runAW0008(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwPage) {
		pageType := "Card"
		if p := f.Property(obj, "PageType"); p != nil {
			pageType = f.PropertyValueText(p)
		}
		if repeaterPageTypes[strings.ToLower(pageType)] {
			continue
		}
		syntax.WalkElements(f.Section(obj, syntax.KwLayout), func(el *syntax.Node) bool {
			if f.SectionKind(el) != syntax.KwRepeater {
				return true
			}
			name := ""
			if tok := f.ElementNameToken(el); tok >= 0 {
				name = syntax.Unquote(f.TokenText(tok))
			}
			pass.Reportf(f.DeclSpan(el), []any{name, pageType})
			return false
		})
	}
}
