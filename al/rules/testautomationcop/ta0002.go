package testautomationcop

import (
	"bytes"
	"strings"
	"unicode/utf8"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// TA0002 reports actions invoked on a ListPart or CardPart page opened
// through its own TestPage variable.
var TA0002 = &analysis.Rule{
	ID:      "TA0002",
	Title:   "Actions cannot be invoked on a part page opened directly through its own TestPage variable",
	Message: "Action %s of page %s (PageType = %s) is not there when the part page is opened on its own; open the page that hosts the part and reach the action through its part control",
	Description: "A page of type ListPart or CardPart opened through a TestPage variable of its own has " +
		"no actions at run time: the client builds a part's actions only when the part sits in a host " +
		"page, so Invoke(), Enabled() and Visible() on one of its actions fail the test with \"the " +
		"action is not found on the page\". Open the host page and go through its part control " +
		"(Card.Lines.MyAction.Invoke()). Reported on the call, for TestPage variables, globals and " +
		"parameters, for actions the page declares and those its page extensions add, also when the " +
		"page or the test is obsolete (an obsolete test still runs and fails the same way). Fields " +
		"of the part, the TestPage methods (OpenView, OK, Close, ...) and TestRequestPage variables " +
		"are not reported.",
	Severity:    analysis.SeverityWarning,
	Category:    "Usage",
	Analyzer:    project.TestAutomationCop,
	UsesProject: true, // it resolves the TestPage variable and its page
	Run:         runTA0002,
}

func runTA0002(pass *analysis.Pass) {
	f := pass.File
	scopes := pass.Scopes()
	for n := range pass.Nodes(syntax.MemberExpr) {
		if len(n.Children) == 0 {
			continue
		}
		if !ta0002Member(f, int(n.Last)-1) {
			continue
		}
		action := n.Children[0]
		if action.Kind != syntax.MemberExpr || len(action.Children) == 0 || action.Children[0].Kind != syntax.NameExpr {
			continue
		}
		r := scopes.RefOf(action.Children[0])
		if r == nil || r.Decl == nil || !r.Decl.Kind.IsVariable() || r.Ambiguous {
			continue
		}
		t := r.Decl.Type
		if !strings.EqualFold(t.Kind, "TestPage") || t.ArrayDims > 0 || t.Object == "" {
			continue
		}
		page := scopes.ObjectNamed("page", t.ObjectNamespace, t.Object)
		if page == nil {
			continue
		}
		pageType := symbols.PropertyValue(page.Properties, "PageType")
		if !strings.EqualFold(pageType, "ListPart") && !strings.EqualFold(pageType, "CardPart") {
			continue
		}
		name := syntax.Unquote(f.TokenText(int(action.Last) - 1))
		// Obsolete code is reported too: the test runner still runs an
		// obsolete test, and the action is missing all the same.
		if !hasAction(scopes.Summary, page, name) {
			continue
		}
		call := n
		if p := n.Parent; p != nil && p.Kind == syntax.CallExpr && len(p.Children) > 0 && p.Children[0] == n {
			call = p
		}
		pass.Reportf(f.Span(call), []any{symbols.QuoteName(name), symbols.QuoteName(page.Name), pageType})
	}
}

// hasAction reports whether the page or one of its extensions declares an
// action called name.
func hasAction(sum *symbols.Summary, page *symbols.Object, name string) bool {
	if sum == nil {
		return false
	}
	for _, c := range sum.PageActions(page) {
		switch c.Kind {
		case "action", "customaction", "fileuploadaction":
			if strings.EqualFold(c.Name, name) {
				return true
			}
		}
	}
	return false
}

// ta0002Member reports whether token tok is Invoke, Enabled or Visible in
// any case, without building its text for the other members (most of a
// file's).
func ta0002Member(f *syntax.File, tok int) bool {
	sp := f.Tokens[tok].Span
	text := f.Src[sp.Start:sp.End]
	ascii := true
	for _, c := range text {
		ascii = ascii && c < utf8.RuneSelf
	}
	if ascii {
		return bytes.EqualFold(text, []byte("invoke")) || bytes.EqualFold(text, []byte("enabled")) ||
			bytes.EqualFold(text, []byte("visible"))
	}
	switch strings.ToLower(string(text)) {
	case "invoke", "enabled", "visible":
		return true
	}
	return false
}
