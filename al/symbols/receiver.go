package symbols

import (
	"strings"

	"github.com/alfix/alfix/al/syntax"
)

// TypeOf returns the type of an expression when it is knowable from the
// source and the summary, and the zero Type otherwise: variables,
// parameters, return values and implicit names by their declaration,
// fields of the implicit record and of Record values of summary tables,
// `this`, literals, built-ins with a fixed return kind, procedures of
// known objects (of interfaces with those they extend), X as Interface, array elements, Enum::Value and X::Value of an Option or
// Enum typed X, comparisons and logic, arithmetic and unary minus as
// [ArithmeticType] and [UnaryType] say.
func (s *FileScopes) TypeOf(e *syntax.Node) Type {
	return s.typeOf(e, 0)
}

func (s *FileScopes) typeOf(e *syntax.Node, depth int) Type {
	if e == nil || depth > 64 {
		return Type{}
	}
	f := s.File
	switch e.Kind {
	case syntax.NameExpr:
		r := s.refOf[e]
		switch {
		case r == nil, r.Ambiguous:
			return Type{}
		case r.Decl != nil:
			if r.Decl.Kind == ProcedureDecl && !isCallee(e) {
				if ps := s.Callees(e); len(ps) > 0 {
					return overloadReturn(ps, 0) // MyProc without parentheses
				}
			}
			return r.Decl.Type
		case r.Field != nil:
			return r.Field.Type.orZero()
		case isThis(f, e):
			return s.thisType(e)
		}
		if m := s.BuiltinOf(e); m != nil && m.Returns != "" {
			return kindType(m.Returns)
		}
	case syntax.ThisExpr:
		return s.thisType(e)
	case syntax.LiteralExpr:
		switch t := f.Tokens[e.First]; {
		case t.Kind == syntax.String || t.Kind == syntax.VerbatimString:
			return kindType("Text")
		case t.Kind == syntax.Integer:
			return kindType("Integer")
		case t.Kind == syntax.Decimal:
			return kindType("Decimal")
		case t.Kind == syntax.Date:
			return kindType("Date")
		case t.Kind == syntax.Time:
			return kindType("Time")
		case t.Kind == syntax.DateTime:
			return kindType("DateTime")
		case t.Kind == syntax.BigInteger:
			return kindType("BigInteger")
		case t.Keyword == syntax.KwTrue || t.Keyword == syntax.KwFalse:
			return kindType("Boolean")
		}
	case syntax.ParenExpr:
		if len(e.Children) == 1 {
			return s.typeOf(e.Children[0], depth+1)
		}
	case syntax.MemberExpr:
		return s.memberType(e, depth)
	case syntax.CallExpr:
		if len(e.Children) == 0 {
			return Type{}
		}
		callee := e.Children[0]
		if m := s.BuiltinOf(callee); m != nil {
			if m.Returns != "" {
				return kindType(m.Returns)
			}
			return s.genericReturn(m, callee, depth)
		}
		if ps := s.Callees(e); len(ps) > 0 {
			return overloadReturn(ps, callArgCount(e))
		}
		if callee.Kind == syntax.NameExpr || callee.Kind == syntax.MemberExpr {
			if r := s.refOf[callee]; r != nil && r.Decl != nil && r.Decl.Kind == ProcedureDecl {
				return r.Decl.Type
			}
		}
	case syntax.IndexExpr:
		if len(e.Children) > 0 {
			t := s.typeOf(e.Children[0], depth+1)
			if t.ArrayDims > 0 {
				return t.Elem()
			}
			if t.Is("Text") || t.Is("Code") {
				return kindType("Char")
			}
		}
	case syntax.UnaryExpr:
		if f.FindKeyword(e, syntax.KwNot) >= 0 {
			return kindType("Boolean")
		}
		if len(e.Children) == 1 {
			return UnaryType(s.typeOf(e.Children[0], depth+1))
		}
	case syntax.BinaryExpr:
		if len(e.Children) == 2 {
			op := f.Tokens[e.Children[0].Last]
			switch op.Kind {
			case syntax.Equal, syntax.NotEqual, syntax.Less, syntax.Greater, syntax.LessEqual, syntax.GreaterEqual:
				return kindType("Boolean")
			}
			switch op.Keyword {
			case syntax.KwAnd, syntax.KwOr, syntax.KwXor, syntax.KwIn, syntax.KwIs:
				return kindType("Boolean")
			case syntax.KwAs:
				// X as "Some Interface": a value of that interface.
				if right := e.Children[1]; right.Kind == syntax.NameExpr && right.Last-right.First == 1 {
					name := syntax.Unquote(f.TokenText(int(right.First)))
					return Type{Text: "Interface " + QuoteName(name), Kind: "Interface", Object: name}
				}
				return Type{}
			}
			switch {
			case op.Kind == syntax.Plus, op.Kind == syntax.Minus, op.Kind == syntax.Star, op.Kind == syntax.Slash,
				op.Keyword == syntax.KwDiv, op.Keyword == syntax.KwMod:
				return ArithmeticType(op.Kind, op.Keyword, s.typeOf(e.Children[0], depth+1), s.typeOf(e.Children[1], depth+1))
			}
		}
	case syntax.ScopeExpr:
		if len(e.Children) == 1 && e.Children[0].Kind != syntax.NameExpr {
			// Rec."Document Type"::Order, Enum::"Sales Line Type"::Item:
			// a value of the left side's Option or Enum type.
			if t := s.typeOf(e.Children[0], depth+1); t.Is("Option") || t.Is("Enum") {
				return t
			}
		}
		if len(e.Children) == 1 && e.Children[0].Kind == syntax.ScopeExpr {
			left := e.Children[0]
			if len(left.Children) == 1 && left.Children[0].Kind == syntax.NameExpr &&
				strings.EqualFold(f.TokenText(int(left.Children[0].First)), "enum") {
				name := syntax.Unquote(f.TokenText(int(left.Last) - 1))
				if en := s.ObjectNamed("enum", "", name); en != nil {
					return Type{Text: "Enum " + en.Name, Kind: "Enum", Object: en.Name}
				}
			}
		}
		if len(e.Children) == 1 && e.Children[0].Kind == syntax.NameExpr {
			left := e.Children[0]
			r := s.refOf[left]
			if r != nil && (r.Decl != nil || r.Field != nil) {
				// OptionVar::Value, a field of the implicit record ::Value.
				if t := s.typeOf(left, depth+1); t.Is("Option") || t.Is("Enum") {
					return t
				}
			}
			if r != nil && r.Decl == nil && r.Field == nil {
				name := syntax.Unquote(f.TokenText(int(left.First)))
				if en := s.ObjectNamed("enum", "", name); en != nil {
					return Type{Text: "Enum " + en.Name, Kind: "Enum", Object: en.Name}
				}
			}
		}
	}
	return Type{}
}

// isThis reports whether the NameExpr e is the word this (as an argument,
// `this` is parsed as a name).
func isThis(f *syntax.File, e *syntax.Node) bool {
	return e.Kind == syntax.NameExpr && strings.EqualFold(f.TokenText(int(e.First)), "this")
}

// thisType is the type of `this` in the object around e.
func (s *FileScopes) thisType(e *syntax.Node) Type {
	sym := s.objects[enclosingObject(e)]
	if sym == nil {
		return Type{}
	}
	switch sym.Kind {
	case "table":
		return Type{Text: "Record " + sym.Name, Kind: "Record", Object: sym.Name}
	case "tableextension":
		return Type{Text: "Record " + sym.Extends, Kind: "Record", Object: sym.Extends, ObjectNamespace: sym.ExtendsNamespace}
	case "codeunit", "page", "report", "xmlport", "query":
		k := CanonicalTypeName(sym.Kind)
		return Type{Text: k + " " + sym.Name, Kind: k, Object: sym.Name}
	case "pageextension", "reportextension":
		k := CanonicalTypeName(baseKind(sym.Kind))
		return Type{Text: k + " " + sym.Extends, Kind: k, Object: sym.Extends, ObjectNamespace: sym.ExtendsNamespace}
	}
	return Type{}
}

// memberType types X.Name: a field of a Record, a built-in with a fixed
// return kind, or a procedure of a known object.
func (s *FileScopes) memberType(e *syntax.Node, depth int) Type {
	if len(e.Children) == 0 {
		return Type{}
	}
	f := s.File
	name := syntax.Unquote(f.TokenText(int(e.Last) - 1))
	recv := s.typeOf(e.Children[0], depth+1)
	if recv.Is("Record") {
		if t := s.recordTable(recv); t != nil {
			if fl := s.recField(t, name); fl != nil {
				return fl.Type.orZero()
			}
		}
	}
	if recv.Is(PartKind) {
		return partMemberType(recv, name)
	}
	if m := s.BuiltinOf(e); m != nil {
		if m.Returns != "" {
			return kindType(m.Returns)
		}
		return Type{}
	}
	if !isCallee(e) {
		if ps := s.Callees(e); len(ps) > 0 {
			return overloadReturn(ps, 0) // X.Proc without parentheses
		}
	}
	if r := s.refOf[e]; r != nil && r.Decl != nil {
		return r.Decl.Type
	}
	if recv.Is(UserControlKind) {
		if o := s.ControlAddIn(recv); o != nil {
			return overloadReturn(s.Summary.ProceduresNamed(o, name), 0)
		}
		return Type{}
	}
	if obj := s.ObjectOfType(recv); obj != nil {
		if obj.Kind == "interface" {
			procs, _ := s.Summary.InterfaceProcedures(obj, name)
			return overloadReturn(procs, 0)
		}
		if p := s.Summary.Procedure(obj, name); p != nil {
			return p.Return.orZero()
		}
		if obj.Kind == "page" {
			return s.pageControlType(obj, name) // CurrPage.Lines, CurrPage.Chart
		}
	}
	return Type{}
}

// FieldOf returns the table field an expression names when the table is
// in the summary: a NameExpr resolved to a field (see Ref.Field), or
// X.Name where X is a Record of a known table (Rec."No.", Cust.SystemId).
// Nil otherwise.
func (s *FileScopes) FieldOf(e *syntax.Node) *Field {
	if e == nil {
		return nil
	}
	switch e.Kind {
	case syntax.NameExpr:
		if r := s.refOf[e]; r != nil && !r.Ambiguous {
			return r.Field
		}
	case syntax.ParenExpr:
		if len(e.Children) == 1 {
			return s.FieldOf(e.Children[0])
		}
	case syntax.MemberExpr:
		if len(e.Children) == 0 {
			return nil
		}
		if t := s.recordTable(s.TypeOf(e.Children[0])); t != nil {
			var buf [128]byte
			return s.Summary.fieldByKey(t, nameKey(buf[:0], s.File, int(e.Last)-1))
		}
	}
	return nil
}

// genericReturn types the result of List.Get, Dictionary.Get and similar
// built-ins whose return type is a type argument of the receiver.
func (s *FileScopes) genericReturn(m *Method, callee *syntax.Node, depth int) Type {
	if callee.Kind != syntax.MemberExpr || len(callee.Children) == 0 {
		return Type{}
	}
	recv := s.typeOf(callee.Children[0], depth+1)
	if call := callee.Parent; call != nil && call.Kind == syntax.CallExpr && m.Name == "Get" &&
		callArgCount(call) == 2 && (m.Receiver == "List" || m.Receiver == "Dictionary") {
		// Get(Key, var Value) answers whether the key is there.
		return kindType("Boolean")
	}
	switch {
	case m.Receiver == "List" && m.Name == "Get" && len(recv.Args) == 1:
		return recv.Args[0]
	case m.Receiver == "Dictionary" && m.Name == "Get" && len(recv.Args) == 2:
		return recv.Args[1]
	case m.Receiver == "Dictionary" && m.Name == "Keys" && len(recv.Args) == 2:
		return Type{Text: "List of [" + recv.Args[0].Text + "]", Kind: "List", Args: recv.Args[:1]}
	case m.Receiver == "Dictionary" && m.Name == "Values" && len(recv.Args) == 2:
		return Type{Text: "List of [" + recv.Args[1].Text + "]", Kind: "List", Args: recv.Args[1:]}
	}
	return Type{}
}

// recordTable returns the summary table of a Record type, or nil.
func (s *FileScopes) recordTable(t Type) *Object {
	if !t.Is("Record") || t.Object == "" {
		return nil
	}
	return s.ObjectNamed("table", t.ObjectNamespace, t.Object)
}

// ObjectOfType returns the summary object a Record/Codeunit/Page/Report/
// XmlPort/Query/Interface type names, or nil.
func (s *FileScopes) ObjectOfType(t Type) *Object {
	if t.ArrayDims > 0 || t.Object == "" {
		return nil
	}
	var buf [16]byte
	kind := ""
	switch string(lowerKey(buf[:], t.Kind)) {
	case "record":
		kind = "table"
	case "codeunit":
		kind = "codeunit"
	case "page":
		kind = "page"
	case "report":
		kind = "report"
	case "xmlport":
		kind = "xmlport"
	case "query":
		kind = "query"
	case "interface":
		kind = "interface"
	default:
		return nil
	}
	return s.ObjectNamed(kind, t.ObjectNamespace, t.Object)
}

// ReceiverKind returns the catalogue receiver kind of e used as the
// receiver of a member access: the kind of its type (see ReceiverOfType)
// or, for an unresolved type name such as Page, Report, Codeunit, Text,
// Database or Session, its static receiver ("PageStatic", "TextStatic",
// "Database", ...). "" when unknown.
func (s *FileScopes) ReceiverKind(e *syntax.Node) string {
	if e == nil {
		return ""
	}
	if e.Kind == syntax.NameExpr {
		if r := s.refOf[e]; r != nil && r.Decl == nil && r.Field == nil && !r.Ambiguous {
			var buf [64]byte
			if st, ok := staticReceivers[string(nameKey(buf[:0], s.File, int(e.First)))]; ok {
				return st
			}
		}
	}
	return ReceiverOfType(s.TypeOf(e))
}

// BuiltinOf returns the built-in method an expression names or calls: a
// CallExpr's callee, a MemberExpr X.Name whose receiver kind is known and
// Name is not a field of X's table, or a NameExpr that names nothing
// declared (a global method; a Record method of the implicit record, see
// ImplicitRecord; a Query method in query code). Nil when it is not a built-in or cannot be known.
// Check Ref.Ambiguous and Ref.MaybeField of a NameExpr before acting on a
// global method: the name may still be a field of an unknown table.
func (s *FileScopes) BuiltinOf(e *syntax.Node) *Method {
	if e == nil {
		return nil
	}
	f := s.File
	switch e.Kind {
	case syntax.CallExpr:
		if len(e.Children) > 0 {
			return s.BuiltinOf(e.Children[0])
		}
	case syntax.NameExpr:
		r := s.refOf[e]
		if r == nil || r.Decl != nil || r.Field != nil {
			return nil
		}
		name := syntax.Unquote(f.TokenText(int(e.First)))
		if m := Builtin(SystemReceiver, name); m != nil {
			return m
		}
		if has, _ := s.ImplicitRecord(e); has {
			return Builtin("Record", name)
		}
		if s.File.ObjectKind(enclosingObject(e)) == syntax.KwQuery {
			return Builtin("Query", name) // query code calls CurrQuery's methods unqualified
		}
	case syntax.MemberExpr:
		if len(e.Children) == 0 || e.Last-1 < e.Children[0].Last {
			return nil
		}
		tok := int(e.Last) - 1
		if k := f.Tokens[tok].Kind; k != syntax.Identifier && k != syntax.QuotedIdentifier {
			return nil
		}
		name := syntax.Unquote(f.TokenText(tok))
		recv := e.Children[0]
		kind := s.ReceiverKind(recv)
		if kind == "" {
			return nil
		}
		if kind == "Record" {
			if t := s.recordTable(s.TypeOf(recv)); t != nil && s.recField(t, name) != nil {
				return nil
			}
			if r := s.refOf[e]; r != nil && r.Decl != nil {
				return nil // a procedure of the table
			}
		}
		return Builtin(kind, name)
	}
	return nil
}

// enclosingObject returns the Object node containing n, or nil.
func enclosingObject(n *syntax.Node) *syntax.Node {
	for ; n != nil; n = n.Parent {
		if n.Kind == syntax.Object {
			return n
		}
	}
	return nil
}

// kindType returns a Type of a built-in kind.
func kindType(kind string) Type { return Type{Text: kind, Kind: kind} }

// callArgCount returns the number of arguments of a CallExpr.
func callArgCount(call *syntax.Node) int {
	if list := call.Child(syntax.ArgumentList); list != nil {
		return len(list.Children)
	}
	return 0
}

// overloadReturn returns the return type of the overloads ps called with
// n arguments: the one return type they share, or the zero Type when the
// overloads of that arity return different types (choosing among them
// needs the argument types) or none has that arity.
func overloadReturn(ps []Procedure, n int) Type {
	var ret *Type
	for i := range ps {
		if len(ps[i].Parameters) != n {
			continue
		}
		r := ps[i].Return
		switch {
		case r == nil:
			return Type{}
		case ret == nil:
			ret = r
		case !strings.EqualFold(ret.Text, r.Text):
			return Type{}
		}
	}
	return ret.orZero()
}

// IsStorage reports whether an assignment target is a variable, parameter,
// return value, field or array element, whose type is what the value must
// convert to (not a property-style method call such as
// Request.SetRequestUri := Url). With certain, a name that may mean
// something else (inside with, or maybe a field of a table alfix does not
// know) is not storage either.
func (s *FileScopes) IsStorage(target *syntax.Node, certain bool) bool {
	switch target.Kind {
	case syntax.NameExpr:
		r := s.RefOf(target)
		if r == nil || certain && (r.Ambiguous || r.MaybeField) {
			return false
		}
		return r.Field != nil || r.Decl != nil && r.Decl.Kind != ProcedureDecl
	case syntax.MemberExpr:
		return s.FieldOf(target) != nil
	case syntax.IndexExpr:
		return len(target.Children) > 0 && target.Children[0].Kind == syntax.NameExpr && s.IsStorage(target.Children[0], certain)
	}
	return false
}

// ReturnTypeAt returns the return type of the procedure n is in (an exit
// statement, an assignment); the zero Type in a trigger, in a procedure
// without a return type, or when unknown.
func (s *FileScopes) ReturnTypeAt(n *syntax.Node) Type {
	proc := n.Ancestor(syntax.Procedure)
	if proc == nil || proc.Child(syntax.ReturnSpec) == nil {
		return Type{}
	}
	obj := proc.Ancestor(syntax.Object)
	if obj == nil {
		return Type{}
	}
	for _, d := range s.Decls { // ProcedureDecls(obj) without its list
		if d.Node == proc && d.Object == obj && d.Kind == ProcedureDecl {
			return d.Type
		}
	}
	return Type{}
}
