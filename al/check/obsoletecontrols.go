package check

import (
	"strings"

	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// Obsolete page controls and actions (AL0432, AL0433): the summary keeps
// the ObsoleteState of every control and action (symbols.Control.Obsolete).
// A use is a change of a page extension or customization that names one
// (the anchor of addfirst, addlast, addafter, addbefore and modify; the
// anchor and the moved names of movefirst, movelast, moveafter and
// movebefore), or CurrPage.Name in code naming a layout control.

// pageChanges records the changes of the file's page extensions and
// customizations that name an obsolete control or action of the target
// page or of another extension of it.
func (c *obsoleteCollector) pageChanges() {
	f := c.f
	for _, d := range declarations(c.pass) {
		self := c.sc.ObjectSymbols(d.node)
		if self == nil || self.Extends == "" || (self.Kind != "pageextension" && self.Kind != "pagecustomization") {
			continue
		}
		base := c.sc.ObjectNamed("page", self.ExtendsNamespace, self.Extends)
		if base == nil {
			continue
		}
		for _, actions := range []bool{false, true} {
			kw := syntax.KwLayout
			if actions {
				kw = syntax.KwActions
			}
			for _, m := range syntax.Members(f.Section(d.node, kw)) {
				for _, tok := range changeNames(f, m, false) {
					c.control(m, tok, base, actions)
				}
			}
		}
	}
}

// currPageControl records CurrPage.Name in code when Name is an obsolete
// layout control of the page (or of the page a page extension extends);
// it reports whether e is such a reference to a control at all.
func (c *obsoleteCollector) currPageControl(e *syntax.Node) bool {
	f := c.f
	recv := e.Children[0]
	if recv.Kind != syntax.NameExpr || recv.Last != recv.First+1 || !strings.EqualFold(f.TokenText(int(recv.First)), "CurrPage") {
		return false
	}
	t := c.sc.TypeOf(recv)
	if !t.Is("Page") || t.Object == "" {
		return false
	}
	page := c.sc.ObjectNamed("page", t.ObjectNamespace, t.Object)
	tok := f.MemberNameToken(e)
	if page == nil || tok < 0 {
		return false
	}
	return c.control(e, tok, page, false)
}

// control records the use at token tok of the control (or, with actions,
// the action) of page or of one of its extensions that the token names,
// when it is obsolete; it reports whether the page has such a control.
func (c *obsoleteCollector) control(at *syntax.Node, tok int, page *symbols.Object, actions bool) bool {
	name := syntax.Unquote(c.f.TokenText(tok))
	for _, o := range append([]*symbols.Object{page}, c.sum.Extensions(page)...) {
		cs := o.Controls
		if actions {
			cs = o.Actions
		}
		for i := range cs {
			ctl := &cs[i]
			if ctl.Kind == "" || !strings.EqualFold(ctl.Name, name) {
				continue
			}
			if ob := ctl.Obsolete; ob != nil {
				what := "Control"
				if actions {
					what = "Action"
				}
				c.add(at, tok, what, ctl.Name, syntax.Unquote(strings.TrimSpace(ob.State)), ob.Reason, ob.Tag, c.sum.IsOwn(o))
			}
			return true
		}
	}
	return false
}
