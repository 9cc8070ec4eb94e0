package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/pages"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AA0218 reports page fields and actions without a ToolTip.
var AA0218 = &analysis.Rule{
	ID:      "AA0218",
	Title:   "You must write a tooltip in the Tooltip property for all controls of type Action and Field that exist on page objects",
	Message: "The %s %s has no ToolTip",
	Description: "Every field control and action of a page tells the user what it is for in its ToolTip. " +
		"Field controls and actions declared in pages and page extensions are checked (controls changed " +
		"with modify(...) are not, nor API pages). Since runtime 13 a field control shows the ToolTip " +
		"of its table field when it has none: a control showing a field of the page's record (for a " +
		"page extension, the base page's) is then checked only when the source table is known (in the " +
		"project or a loaded dependency whose symbols carry field ToolTips; otherwise it is assumed to " +
		"carry the ToolTip), and accepted when that table field, or a table extension's modify of it, " +
		"has a ToolTip. Not reported, as CodeCop does not: field controls with ShowCaption = false " +
		"and actions with InFooterBar = true on a NavigatePage (a wizard's Back, Next and Finish). " +
		"Obsolete pages and controls " +
		"are skipped. No fix: a ToolTip needs words only the author knows.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.CodeCop,
	// The source table of a page usually lives in another file.
	UsesProject: true,
	Run:         runAA0218,
}

func runAA0218(pass *analysis.Pass) {
	f := pass.File
	tableToolTips := aa0218TableToolTips(f)
	// Since runtime 13 a field control shows the ToolTip of its table field.
	fromTable := pass.RuntimeAtLeast(13, 0)
	for obj := range pass.Objects(syntax.KwPage, syntax.KwPageExtension) {
		if f.IsPageType(obj, "API") {
			continue
		}
		var sourceToolTips map[string]bool // nil: the source table's fields are not known
		if st := f.Property(obj, "SourceTable"); st != nil {
			name := syntax.Unquote(strings.TrimSpace(f.PropertyValueText(st)))
			sourceToolTips = tableToolTips[strings.ToLower(name)]
			if sourceToolTips == nil && pass.Summary != nil {
				sourceToolTips = aa0218ToolTips(pass, pass.Summary.Table(name))
			}
		} else if f.ObjectKind(obj) == syntax.KwPageExtension && pass.Summary != nil {
			// The base page's source table, in the project or a dependency.
			if sym := pass.Scopes().ObjectSymbols(obj); sym != nil {
				sourceToolTips = aa0218ToolTips(pass, pass.Summary.PageSourceTable(sym))
			}
		}
		globals := pages.Globals(f, obj)
		for el, kind := range f.PageControls(obj) {
			if f.Property(el, "ToolTip") != nil || kind == syntax.KwField && pages.CaptionHidden(f, el) ||
				kind == syntax.KwAction && pages.FooterBarAction(f, obj, el) {
				continue
			}
			if kind == syntax.KwField {
				if field := pages.SourceField(f, el, globals); field != "" {
					if sourceToolTips != nil {
						if sourceToolTips[field] {
							continue
						}
					} else if fromTable {
						continue // the table in another file may carry the ToolTip
					}
				}
			}
			span := f.DeclSpan(el)
			word := "field"
			if kind == syntax.KwAction {
				word = "action"
			}
			pass.Reportf(span, []any{word, f.Text(span)})
		}
	}
}

// aa0218TableToolTips maps each table declared in the file (lower-case
// name) to the lower-case names of its fields that have a ToolTip.
func aa0218TableToolTips(f *syntax.File) map[string]map[string]bool {
	out := map[string]map[string]bool{}
	for _, obj := range f.Objects() {
		if f.ObjectKind(obj) != syntax.KwTable {
			continue
		}
		fields := map[string]bool{}
		for _, fl := range f.TableFields(obj) {
			if f.Property(fl, "ToolTip") != nil {
				if i := f.ElementNameToken(fl); i >= 0 {
					fields[strings.ToLower(syntax.Unquote(f.TokenText(i)))] = true
				}
			}
		}
		out[strings.ToLower(f.DeclName(obj))] = fields
	}
	return out
}

// aa0218ToolTips returns the lower-case names of a table's fields that
// have a ToolTip (extensions' modify(...) included), or nil when the table
// is not known, or is a dependency's whose symbols carry no field ToolTip
// at all (older symbol packages leave them out: nothing can be told).
func aa0218ToolTips(pass *analysis.Pass, t *symbols.Object) map[string]bool {
	if t == nil {
		return nil
	}
	out := map[string]bool{}
	for _, fl := range pass.Summary.TableFields(t) {
		for _, p := range fl.Properties {
			if strings.EqualFold(p.Name, "ToolTip") {
				out[strings.ToLower(fl.Name)] = true
			}
		}
	}
	if len(out) == 0 && !pass.Summary.IsOwn(t) {
		return nil
	}
	return out
}
