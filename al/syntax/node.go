package syntax

// NodeKind classifies a syntax tree node. The list below is the whole
// vocabulary of the tree; doc.go describes the shape of each kind.
type NodeKind uint16

// Node kinds. Declarations first, then statements, then expressions.
const (
	FileNode        NodeKind = iota // the whole file: Namespace?, Using*, Object*, ErrorNode*; ends with the EOF token
	Namespace                       // namespace A.B.C ;
	Using                           // using A.B.C ;
	Object                          // KIND [id] [name] [extends|customizes base] [implements list] ObjectBody
	ImplementsList                  // implements I1, I2 (or an interface's extends I1, I2)
	ObjectBody                      // { member* } of an object, section or element
	Property                        // Name = PropertyValue ;
	PropertyValue                   // the value tokens of a property, up to (not including) the ';'
	Section                         // fields/keys/layout/actions/dataset/... { ... } and requestpage, labels, ...
	Element                         // field(...) {...}, area(...), action(...), dataitem(...), value(...), modify(...), ...
	ElementArgs                     // ( args ) of an element: tokens, ';'-separated, with expression children where parseable
	Trigger                         // trigger Name(params) [: Type] [var ...] begin ... end ;
	Procedure                       // [attrs] [local|internal|protected] procedure Name(params) [ReturnSpec] [;] [var ...] [Block ;]
	EventDecl                       // [attrs] event Name(params); (control add-ins)
	Attribute                       // [Name] or [Name(args)]
	ParameterList                   // ( Parameter ; Parameter ... )
	Parameter                       // [var] Name : TypeRef
	ReturnSpec                      // [Name] : TypeRef
	VarSection                      // [protected] var VariableDecl*
	VariableDecl                    // [attrs] Name [, Name] : TypeRef ;
	TypeRef                         // a type: Name [ [len] ] [of ...] [temporary], Record X, array[n] of T, Label 'x', Option A,B, ...
	Block                           // begin Statement ; ... end
	IfStmt                          // if Cond then Stmt [else Stmt]; children: cond, then-branch, [else-branch]
	CaseStmt                        // case Expr of CaseBranch* [CaseElse] end
	CaseBranch                      // labels : Stmt ; children: label expressions..., statement
	CaseElse                        // else Stmt ; Stmt ... (up to end)
	WhileStmt                       // while Cond do Stmt
	RepeatStmt                      // repeat Stmt ; ... until Cond; children: statements..., cond
	ForStmt                         // for Var := From to|downto To do Stmt; children: var, from, to, body
	ForeachStmt                     // foreach Var in Expr do Stmt; children: var, expr, body
	WithStmt                        // with Expr do Stmt
	ExitStmt                        // exit [( [Expr] )]
	BreakStmt                       // break
	ContinueStmt                    // continue (bare; a later phase may reinterpret it as a call)
	AssertErrorStmt                 // asserterror Stmt
	AssignStmt                      // Target := Expr, and += -= *= /=; children: target, value
	CallStmt                        // an expression used as a statement (a call with or without parentheses)
	EmptyStmt                       // no statement (always empty: First == Last)
	NameExpr                        // an identifier or quoted identifier (also a keyword used as a name)
	LiteralExpr                     // a string, number, date/time literal, true or false
	ParenExpr                       // ( Expr )
	SetExpr                         // [ Expr|RangeExpr , ... ]
	RangeExpr                       // [Expr] .. [Expr] (set literals, case labels)
	MemberExpr                      // Expr . Name
	CallExpr                        // Expr ArgumentList
	ArgumentList                    // ( Expr , ... )
	IndexExpr                       // Expr [ Expr , ... ]
	ScopeExpr                       // Expr :: Name
	UnaryExpr                       // not|-|+ Expr
	BinaryExpr                      // Expr op Expr (operator token between the children)
	TernaryExpr                     // Cond ? Expr : Expr
	ThisExpr                        // this
	ErrorNode                       // tokens skipped by error recovery
	numNodeKinds
)

var nodeKindNames = [...]string{
	FileNode: "File", Namespace: "Namespace", Using: "Using", Object: "Object",
	ImplementsList: "ImplementsList", ObjectBody: "ObjectBody", Property: "Property",
	PropertyValue: "PropertyValue", Section: "Section", Element: "Element", ElementArgs: "ElementArgs",
	Trigger: "Trigger", Procedure: "Procedure", EventDecl: "EventDecl", Attribute: "Attribute",
	ParameterList: "ParameterList", Parameter: "Parameter", ReturnSpec: "ReturnSpec",
	VarSection: "VarSection", VariableDecl: "VariableDecl", TypeRef: "TypeRef", Block: "Block",
	IfStmt: "IfStmt", CaseStmt: "CaseStmt", CaseBranch: "CaseBranch", CaseElse: "CaseElse",
	WhileStmt: "WhileStmt", RepeatStmt: "RepeatStmt", ForStmt: "ForStmt", ForeachStmt: "ForeachStmt",
	WithStmt: "WithStmt", ExitStmt: "ExitStmt", BreakStmt: "BreakStmt", ContinueStmt: "ContinueStmt",
	AssertErrorStmt: "AssertErrorStmt", AssignStmt: "AssignStmt", CallStmt: "CallStmt",
	EmptyStmt: "EmptyStmt", NameExpr: "NameExpr", LiteralExpr: "LiteralExpr", ParenExpr: "ParenExpr",
	SetExpr: "SetExpr", RangeExpr: "RangeExpr", MemberExpr: "MemberExpr", CallExpr: "CallExpr",
	ArgumentList: "ArgumentList", IndexExpr: "IndexExpr", ScopeExpr: "ScopeExpr", UnaryExpr: "UnaryExpr",
	BinaryExpr: "BinaryExpr", TernaryExpr: "TernaryExpr", ThisExpr: "ThisExpr", ErrorNode: "Error",
}

// String returns the kind's name, e.g. "IfStmt".
func (k NodeKind) String() string {
	if int(k) < len(nodeKindNames) && nodeKindNames[k] != "" {
		return nodeKindNames[k]
	}
	return "NodeKind(" + itoa(int(k)) + ")"
}

// IsStatement reports whether k is a statement kind (Block included).
func (k NodeKind) IsStatement() bool { return k >= Block && k <= EmptyStmt }

// IsExpression reports whether k is an expression kind.
func (k NodeKind) IsExpression() bool { return k >= NameExpr && k <= ThisExpr }

// Node is a syntax tree node: a kind and a contiguous token range
// [First, Last) of File.Tokens. Tokens inside the range not covered by a
// child belong directly to this node. Children are in source order. An empty
// node (missing construct) has First == Last.
type Node struct {
	Kind        NodeKind
	First, Last int32
	Parent      *Node
	Children    []*Node
}

// Len returns the number of tokens in the node.
func (n *Node) Len() int { return int(n.Last - n.First) }

// ChildrenOf returns the direct children of kind k, in order.
func (n *Node) ChildrenOf(k NodeKind) []*Node { return ofKind(n.Children, k) }

// ofKind returns the nodes of kind k among nodes (nil when none), counted
// first so that the slice is allocated once at its size: rules ask for a
// node's children of a kind, an object's procedures, for nearly every
// node they visit.
func ofKind(nodes []*Node, k NodeKind) []*Node {
	count := 0
	for _, c := range nodes {
		if c.Kind == k {
			count++
		}
	}
	if count == 0 {
		return nil
	}
	out := make([]*Node, 0, count)
	for _, c := range nodes {
		if c.Kind == k {
			out = append(out, c)
		}
	}
	return out
}

// Child returns the first direct child of kind k, or nil.
func (n *Node) Child(k NodeKind) *Node {
	for _, c := range n.Children {
		if c.Kind == k {
			return c
		}
	}
	return nil
}

// Walk visits n and its descendants in pre-order. When fn returns false the
// children of that node are skipped. The walk is iterative: deep trees do not
// grow the goroutine stack.
func Walk(n *Node, fn func(n *Node) bool) {
	if n == nil {
		return
	}
	// The pending nodes start in an array on Walk's stack: most walks
	// never hold more, and Walk runs many times per file.
	var buf [64]*Node
	stack := append(buf[:0], n)
	for len(stack) > 0 {
		top := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if !fn(top) {
			continue
		}
		for i := len(top.Children) - 1; i >= 0; i-- {
			stack = append(stack, top.Children[i])
		}
	}
}
