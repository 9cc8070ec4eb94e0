package lintercop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// LC0063 reports API page fields that do not use the usual API names.
var LC0063 = &analysis.Rule{
	ID:      "LC0063",
	Title:   "Consider naming field with a more descriptive name",
	Message: "Consider naming the field '%s'",
	Description: "API pages name some fields by convention: Rec.SystemId is `id`, Rec.Name is " +
		"`displayName`, Rec.SystemModifiedAt is `lastModifiedDateTime`, and a field shown from a " +
		"\"No.\" field says Number, not No (`no` becomes `number`, `customerNo` becomes " +
		"`customerNumber`). Only fields whose source is Rec.<field> are checked. Obsolete pages are " +
		"skipped.",
	Severity: analysis.SeverityInfo,
	Category: "Design",
	Analyzer: project.LinterCop,
	Run:      runLC0063,
}

// apiFieldNames are the names API pages give some source fields.
var apiFieldNames = map[string]string{"systemid": "id", "name": "displayName", "systemmodifiedat": "lastModifiedDateTime"}

func runLC0063(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwPage) {
		if !f.IsPageType(obj, "API") {
			continue
		}
		layout := f.Section(obj, syntax.KwLayout)
		if layout == nil {
			continue
		}
		syntax.WalkElements(layout, func(el *syntax.Node) bool {
			if f.SectionKind(el) != syntax.KwField {
				return true
			}
			name := f.ElementNameToken(el)
			source := recFieldSource(f, el)
			if name < 0 || source == "" {
				return false
			}
			control := syntax.Unquote(f.TokenText(name))
			want, ok := apiFieldNames[strings.ToLower(source)]
			if !ok && strings.Contains(source, "No.") {
				lower := strings.ToLower(control)
				if strings.Contains(lower, "no") && !strings.Contains(lower, "number") {
					want = strings.ReplaceAll(strings.ReplaceAll(control, "No", "Number"), "no", "number")
				}
			}
			if want != "" && control != want {
				pass.Reportf(f.Tokens[name].Span, []any{want})
			}
			return false
		})
	}
}

// recFieldSource returns the unquoted field name of a page field whose
// source expression is Rec.<field>, or "".
func recFieldSource(f *syntax.File, el *syntax.Node) string {
	args := el.Child(syntax.ElementArgs)
	if args == nil {
		return ""
	}
	for _, c := range args.Children {
		if c.Kind != syntax.MemberExpr || len(c.Children) == 0 {
			continue
		}
		recv := c.Children[0]
		if recv.Kind != syntax.NameExpr || recv.Len() != 1 || !strings.EqualFold(f.TokenText(int(recv.First)), "Rec") {
			return ""
		}
		if i := f.MemberNameToken(c); i >= 0 {
			return syntax.Unquote(f.TokenText(i))
		}
	}
	return ""
}
