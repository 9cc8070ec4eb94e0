package applicationcop

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// permissionSetCaptionMax is the longest caption a permission set may have.
const permissionSetCaptionMax = 30

// AC0009 reports permission set captions that are, or may become after
// translation, longer than 30 characters.
var AC0009 = &analysis.Rule{
	ID:      "AC0009",
	Title:   "The Caption of permissionset objects should not exceed the maximum length",
	Message: "The Caption of a permission set must not exceed %d characters; set MaxLength or lock it",
	Description: "Permission set captions are limited to 30 characters. A longer caption is reported (and " +
		"must be shortened). A caption that fits but is neither locked nor limited with MaxLength = 30 (or " +
		"less) is reported too, because its translations may not fit; the fix adds MaxLength = 30.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.ApplicationCop,
	FixKeys:  []string{"AC0009.AddMaxLength"},
	Run:      runAC0009,
}

func runAC0009(pass *analysis.Pass) {
	f := pass.File
	for _, obj := range f.Objects() {
		if f.ObjectKind(obj) != syntax.KwPermissionSet {
			continue
		}
		p := f.Property(obj, "Caption")
		if p == nil {
			continue
		}
		lv := f.PropertyLabel(p)
		if lv.Text < 0 {
			continue
		}
		if utf8.RuneCountInString(lv.TextValue()) > permissionSetCaptionMax {
			// Too long already: MaxLength would not compile; the text must change.
			pass.Reportf(f.Span(p), []any{permissionSetCaptionMax})
			continue
		}
		if lv.ArgIs("Locked", "true") {
			continue
		}
		if a, ok := lv.Arg("MaxLength"); ok {
			if n, err := strconv.Atoi(strings.TrimSpace(f.RangeText(a.Value))); err == nil && n <= permissionSetCaptionMax {
				continue
			}
		}
		max := strconv.Itoa(permissionSetCaptionMax)
		pass.Reportf(f.Span(p), []any{permissionSetCaptionMax},
			pass.Fix("AddMaxLength", "Set MaxLength to "+max, edit.SetLabelArg(f, lv, "MaxLength", max)))
	}
}
