package check

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/properties"
	"github.com/alfix/alfix/al/syntax"
)

// The properties of a page extension's modify(Control) are those of the
// kind of control it modifies. Without the target page the catalogue
// allows every property a modify of any control kind may set
// (controlmodify); with it, modifyTargets narrows each modify element to
// the context of its target's kind, and AL0124 reports a property that
// kind does not have (ShowAsTree on a field, SubPageLink on a group).

// controlContexts maps a layout control kind (symbols.Control.Kind) to
// the catalogue's context of its properties.
var controlContexts = map[string]properties.Context{
	"field": "pagefield", "label": "pagelabel", "group": "pagegroup", "repeater": "pagerepeater",
	"grid": "pagegrid", "fixed": "pagefixed", "cuegroup": "pagecuegroup", "part": "pagepart",
	"systempart": "pagesystempart", "usercontrol": "pageusercontrol",
}

// modifyTargets returns, for each modify element in the layout of the
// pass's page extensions, the context of the control it modifies: only
// when every dependency but the platform's System app is loaded, the base
// page is found and the controls of that name in the page and its
// extensions are of one kind the catalogue classifies.
func modifyTargets(pass *analysis.Pass) map[*syntax.Node]properties.Context {
	sc, sum := bindingScopes(pass)
	if sc == nil {
		return nil
	}
	f := pass.File
	var out map[*syntax.Node]properties.Context
	for _, d := range declarations(pass) {
		if d.kind != "pageextension" {
			continue
		}
		self := sc.ObjectSymbols(d.node)
		if self == nil || self.Extends == "" {
			continue
		}
		base := sc.ObjectNamed("page", self.ExtendsNamespace, self.Extends)
		if base == nil {
			continue
		}
		var kinds map[string]map[string]bool // lower-case name → kinds
		syntax.WalkElements(f.Section(d.node, syntax.KwLayout), func(el *syntax.Node) bool {
			if f.SectionKind(el) != syntax.KwModify {
				return true
			}
			args := f.ElementArgs(el, false)
			if len(args) != 1 || args[0].Len() != 1 || !isName(f, args[0].First) {
				return false
			}
			if kinds == nil {
				kinds = map[string]map[string]bool{}
				for _, c := range sum.PageControls(base) {
					if c.Kind == "" || c.Name == "" {
						continue
					}
					key := strings.ToLower(c.Name)
					if kinds[key] == nil {
						kinds[key] = map[string]bool{}
					}
					kinds[key][c.Kind] = true
				}
			}
			found := kinds[strings.ToLower(syntax.Unquote(f.TokenText(args[0].First)))]
			if len(found) != 1 {
				return false
			}
			for kind := range found {
				if ctx, ok := controlContexts[kind]; ok {
					if out == nil {
						out = map[*syntax.Node]properties.Context{}
					}
					out[el] = ctx
				}
			}
			return false
		})
	}
	return out
}

// fileModifyTargets is modifyTargets, computed once per file for AL0124
// and AL0246.
var fileModifyTargets = analysis.NewShared("modify targets", modifyTargets)

// notOfTarget reports whether property prop of a page extension's modify
// is one the kind of control it modifies does not have.
func notOfTarget(pass *analysis.Pass, u properties.Use) bool {
	if u.Context != "controlmodify" {
		return false
	}
	ctx, ok := fileModifyTargets.Get(pass)[u.Node.Parent.Parent]
	if !ok {
		return false
	}
	allowed, known := properties.Allowed(ctx, pass.File.PropertyName(u.Node))
	return known && !allowed
}
