package symbols

import (
	"strings"

	"github.com/alfix/alfix/al/syntax"
)

// Type kinds of page controls named through CurrPage: a part control
// (CurrPage.Lines, whose Page member is the part's page) and a user
// control (CurrPage.Chart, whose members are the control add-in's
// methods). Object is the part's page or the control add-in.
const (
	PartKind        = "PagePart"
	UserControlKind = "UserControl"
)

// pageControlType types Page.Name where Name is a part or user control of
// page (or of an extension of it): a PartKind or UserControlKind value
// whose Object is the part's page or the control add-in, when the control
// is one of that name and the object it shows is one object of the
// summary. The zero Type otherwise (other controls, unknown names).
func (s *FileScopes) pageControlType(page *Object, name string) Type {
	var found *Control
	for _, c := range s.Summary.PageControls(page) {
		if !strings.EqualFold(c.Name, name) {
			continue
		}
		if found != nil {
			return Type{}
		}
		found = c
	}
	if found == nil || found.Source == "" {
		return Type{}
	}
	switch found.Kind {
	case "part":
		if o := s.Summary.uniqueObject("page", found.Source); o != nil {
			return Type{Text: PartKind + " " + QuoteName(o.Name), Kind: PartKind, Object: o.Name, ObjectNamespace: o.Namespace}
		}
	case "usercontrol":
		if o := s.Summary.uniqueObject("controladdin", found.Source); o != nil {
			return Type{Text: UserControlKind + " " + QuoteName(o.Name), Kind: UserControlKind, Object: o.Name, ObjectNamespace: o.Namespace}
		}
	}
	return Type{}
}

// partMemberType types Part.Name on a part control: Page is the part's
// page; other members (Update, ...) are not typed.
func partMemberType(part Type, name string) Type {
	if strings.EqualFold(name, "Page") {
		return Type{Text: "Page " + QuoteName(part.Object), Kind: "Page", Object: part.Object, ObjectNamespace: part.ObjectNamespace}
	}
	return Type{}
}

// ControlAddIn returns the control add-in a UserControlKind value shows,
// or nil.
func (s *FileScopes) ControlAddIn(t Type) *Object {
	if !t.Is(UserControlKind) || t.Object == "" {
		return nil
	}
	return s.Summary.ObjectIn("controladdin", t.ObjectNamespace, t.Object)
}

// uniqueObject returns the one object of kind called name (unqualified),
// nil when none or several (in different namespaces).
func (s *Summary) uniqueObject(kind, name string) *Object {
	var found *Object
	for _, c := range s.Objects(kind, name) {
		if c.Kind != kind || !strings.EqualFold(c.Name, name) {
			continue
		}
		if found != nil && found != c {
			return nil
		}
		found = c
	}
	return found
}

// Obsolescence is what a page control or action declares about its
// removal: its ObsoleteState, ObsoleteReason and ObsoleteTag property
// values as written (State "Pending", "Removed", ...).
type Obsolescence struct {
	State  string `json:"state"`
	Reason string `json:"reason,omitempty"`
	Tag    string `json:"tag,omitempty"`
}

// obsolescence reads the obsolete properties of control or action element
// n: nil unless it has an ObsoleteState.
func obsolescence(f *syntax.File, n *syntax.Node) *Obsolescence {
	p := f.Property(n, "ObsoleteState")
	if p == nil {
		return nil
	}
	o := &Obsolescence{State: property(f, p).Value}
	if r := f.Property(n, "ObsoleteReason"); r != nil {
		o.Reason = property(f, r).Value
	}
	if t := f.Property(n, "ObsoleteTag"); t != nil {
		o.Tag = property(f, t).Value
	}
	return o
}

// PageActions returns the actions of page (or of the page a page extension
// or customization extends) and of its extensions, as PageControls does
// for the layout: declared actions only, not the changes that name one.
func (s *Summary) PageActions(page *Object) []*Control {
	return s.pageLayers(page, func(o *Object) []Control { return o.Actions })
}
