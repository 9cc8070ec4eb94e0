package symbols

import "github.com/alfix/alfix/al/syntax"

// CalleeObject returns the object whose procedures (with its extensions'
// ones) Callees(n) searches for a call of n, and the procedure name: the
// object declaring an own procedure called by name or through this/Rec, or
// the object of the receiver's type (the control add-in of a page's user
// control). obj is nil when that is not knowable
// (the name is not a procedure, the receiver's type is unknown).
func (s *FileScopes) CalleeObject(n *syntax.Node) (obj *Object, name string) {
	if n == nil {
		return nil, ""
	}
	f := s.File
	callee := n
	if n.Kind == syntax.CallExpr {
		if len(n.Children) == 0 {
			return nil, ""
		}
		callee = n.Children[0]
	}
	switch callee.Kind {
	case syntax.NameExpr:
		r := s.refOf[callee]
		if r == nil || r.Decl == nil || r.Decl.Kind != ProcedureDecl {
			return nil, ""
		}
		return s.objects[r.Decl.Object], r.Decl.Name
	case syntax.MemberExpr:
		if len(callee.Children) == 0 {
			return nil, ""
		}
		name = syntax.Unquote(f.TokenText(int(callee.Last) - 1))
		if r := s.refOf[callee]; r != nil && r.Decl != nil && r.Decl.Kind == ProcedureDecl {
			return s.objects[r.Decl.Object], name
		}
		t := s.TypeOf(callee.Children[0])
		if t.Is(UserControlKind) {
			return s.ControlAddIn(t), name // CurrPage.Chart.Method(): the control add-in's methods
		}
		return s.ObjectOfType(t), name
	}
	return nil, ""
}
