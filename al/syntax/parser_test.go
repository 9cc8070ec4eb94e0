package syntax

import (
	"fmt"
	"strings"
	"testing"
)

// sexpr renders n compactly: (Kind child...) with own tokens in place.
func sexpr(f *File, n *Node) string {
	var b strings.Builder
	var walk func(n *Node)
	walk = func(n *Node) {
		if n.Kind == NameExpr || n.Kind == LiteralExpr {
			b.WriteString(f.Text(f.Span(n)))
			return
		}
		b.WriteString("(" + n.Kind.String())
		i := n.First
		for _, c := range n.Children {
			for ; i < c.First; i++ {
				b.WriteString(" " + f.TokenText(int(i)))
			}
			b.WriteString(" ")
			walk(c)
			i = c.Last
		}
		for ; i < n.Last; i++ {
			b.WriteString(" " + f.TokenText(int(i)))
		}
		b.WriteString(")")
	}
	walk(n)
	return b.String()
}

// parseBody parses statements inside a procedure and returns the file and
// the procedure's Block.
func parseBody(t *testing.T, stmts string) (*File, *Node) {
	t.Helper()
	src := "codeunit 1 T\n{\n    procedure P()\n    begin\n" + stmts + "\n    end;\n}\n"
	f := parseChecked(t, "t.al", []byte(src), Options{})
	proc := Procedures(f.Objects()[0])[0]
	return f, proc.Child(Block)
}

// exprOf parses "X := <e>;" and returns the s-expression of <e>.
func exprOf(t *testing.T, e string) string {
	t.Helper()
	f, blk := parseBody(t, "X := "+e+";")
	if len(f.Errors) > 0 {
		t.Fatalf("%s: %v", e, f.Errors)
	}
	return sexpr(f, blk.Children[0].Children[1])
}

func TestPrecedence(t *testing.T) {
	cases := []struct{ expr, want string }{
		// postfix binds tightest
		{"-A.B[1](2)", "(UnaryExpr - (CallExpr (IndexExpr (MemberExpr A . B) [ 1 ]) (ArgumentList ( 2 ))))"},
		{"not A::B", "(UnaryExpr not (ScopeExpr A :: B))"},
		// unary over multiplicative
		{"-A * B", "(BinaryExpr (UnaryExpr - A) * B)"},
		// multiplicative over additive, left associative
		{"A + B * C div D mod E / F", "(BinaryExpr A + (BinaryExpr (BinaryExpr (BinaryExpr (BinaryExpr B * C) div D) mod E) / F))"},
		{"A - B - C", "(BinaryExpr (BinaryExpr A - B) - C)"},
		// additive over in/is/as
		{"A + B in [1, 2..3]", "(BinaryExpr (BinaryExpr A + B) in (SetExpr [ 1 , (RangeExpr 2 .. 3) ]))"},
		{"A is B", "(BinaryExpr A is B)"},
		{"A as B", "(BinaryExpr A as B)"},
		// in over and
		{"A in B and C", "(BinaryExpr (BinaryExpr A in B) and C)"},
		// and over or/xor
		{"A or B and C xor D", "(BinaryExpr (BinaryExpr A or (BinaryExpr B and C)) xor D)"},
		// or over comparison (measured: a = b and c groups as a = (b and c))
		{"A = B and C", "(BinaryExpr A = (BinaryExpr B and C))"},
		{"A < B or C", "(BinaryExpr A < (BinaryExpr B or C))"},
		{"A <> B", "(BinaryExpr A <> B)"},
		{"A <= B", "(BinaryExpr A <= B)"},
		{"A >= B", "(BinaryExpr A >= B)"},
		{"A > B", "(BinaryExpr A > B)"},
		// comparisons left associative
		{"A = B = C", "(BinaryExpr (BinaryExpr A = B) = C)"},
		// ternary loosest, right associative
		{"A = 1 ? B : C ? D : E", "(TernaryExpr (BinaryExpr A = 1) ? B : (TernaryExpr C ? D : E))"},
		// parentheses
		{"(A + B) * C", "(BinaryExpr (ParenExpr ( (BinaryExpr A + B) )) * C)"},
		{"this.Foo()", "(CallExpr (MemberExpr (ThisExpr this) . Foo) (ArgumentList ( )))"},
		{"Enum::\"E\"::\"V\"", "(ScopeExpr (ScopeExpr Enum :: \"E\") :: \"V\")"},
		{"Codeunit::80", "(ScopeExpr Codeunit :: 80)"},
		{"Rec.Type::Item", "(ScopeExpr (MemberExpr Rec . Type) :: Item)"},
		{"A.Begin.End", "(MemberExpr (MemberExpr A . Begin) . End)"},
		{"[]", "(SetExpr [ ])"},
	}
	for _, c := range cases {
		if got := exprOf(t, c.expr); got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.expr, got, c.want)
		}
	}
}

func TestStatementKinds(t *testing.T) {
	cases := []struct {
		stmt string
		want string
	}{
		{"A := 1", "(AssignStmt A := 1)"},
		{"A += 1", "(AssignStmt A += 1)"},
		{"A -= 1", "(AssignStmt A -= 1)"},
		{"A *= 1", "(AssignStmt A *= 1)"},
		{"A /= 1", "(AssignStmt A /= 1)"},
		{"Rec.Insert", "(CallStmt (MemberExpr Rec . Insert))"},
		{"Commit()", "(CallStmt (CallExpr Commit (ArgumentList ( ))))"},
		{"if A then B else C", "(IfStmt if A then (CallStmt B) else (CallStmt C))"},
		{"if A then", "(IfStmt if A then (EmptyStmt))"},
		{"if A then if B then C else D", "(IfStmt if A then (IfStmt if B then (CallStmt C) else (CallStmt D)))"},
		{"if A then B else if C then D else E", "(IfStmt if A then (CallStmt B) else (IfStmt if C then (CallStmt D) else (CallStmt E)))"},
		{"case A of 1, 2..3: B; else C; D; end", "(CaseStmt case A of (CaseBranch 1 , (RangeExpr 2 .. 3) : (CallStmt B)) ; (CaseElse else (CallStmt C) ; (CallStmt D) ; (EmptyStmt)) end)"},
		{"while A do B", "(WhileStmt while A do (CallStmt B))"},
		{"repeat A; B until C", "(RepeatStmt repeat (CallStmt A) ; (CallStmt B) until C)"},
		{"for I := 1 to 2 do B", "(ForStmt for I := 1 to 2 do (CallStmt B))"},
		{"for I := 2 downto 1 do;", "(ForStmt for I := 2 downto 1 do (EmptyStmt))"},
		{"foreach I in L do B", "(ForeachStmt foreach I in L do (CallStmt B))"},
		{"with R do B", "(WithStmt with R do (CallStmt B))"},
		{"exit", "(ExitStmt exit)"},
		{"exit()", "(ExitStmt exit ( ))"},
		{"exit(A + 1)", "(ExitStmt exit ( (BinaryExpr A + 1) ))"},
		{"break", "(BreakStmt break)"},
		{"continue", "(ContinueStmt continue)"},
		{"Continue := true", "(AssignStmt Continue := true)"},
		{"Continue()", "(CallStmt (CallExpr Continue (ArgumentList ( ))))"},
		{"asserterror A()", "(AssertErrorStmt asserterror (CallStmt (CallExpr A (ArgumentList ( )))))"},
		{"begin A; end", "(Block begin (CallStmt A) ; (EmptyStmt) end)"},
		{"BEGIN END", "(Block BEGIN (EmptyStmt) END)"},
	}
	for _, c := range cases {
		f, blk := parseBody(t, c.stmt+";")
		if len(f.Errors) > 0 {
			t.Errorf("%s: %v", c.stmt, f.Errors)
			continue
		}
		if got := sexpr(f, blk.Children[0]); got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.stmt, got, c.want)
		}
	}
}

func TestKeywordsMarked(t *testing.T) {
	f, blk := parseBody(t, "if Value then exit(Rec.Begin) else Continue := Type::End;")
	if len(f.Errors) > 0 {
		t.Fatal(f.Errors)
	}
	want := map[string]Keyword{"if": KwIf, "Value": KwNone, "then": KwThen, "exit": KwExit, "Begin": KwNone,
		"else": KwElse, "Continue": KwNone, "Type": KwNone, "End": KwNone}
	for i := blk.First; i < blk.Last; i++ {
		if k, ok := want[f.TokenText(int(i))]; ok && f.Tokens[i].Keyword != k {
			t.Errorf("%s: keyword %v, want %v", f.TokenText(int(i)), f.Tokens[i].Keyword, k)
		}
	}
	if i := f.FindKeyword(blk.Children[0], KwThen); i < 0 || f.TokenText(i) != "then" {
		t.Errorf("FindKeyword(then) = %d", i)
	}
}

// errorList renders the errors of f as "line:col msg".
func errorList(f *File) []string {
	var out []string
	for _, e := range f.Errors {
		l, c := f.Position(e.Span.Start)
		out = append(out, fmt.Sprintf("%d:%d %s", l, c, e.Msg))
	}
	return out
}

func TestErrorRecovery(t *testing.T) {
	cases := []struct {
		name, src string
		errs      []string
		procs     int // procedures that must still be found
	}{
		{"missing semicolon", "codeunit 1 T\n{\n  procedure A()\n  begin\n    X := 1\n    Y := 2;\n  end;\n  procedure B() begin end;\n}",
			[]string{"6:5 expected ';', found 'Y'"}, 2},
		{"bad expression", "codeunit 1 T\n{\n  procedure A()\n  begin\n    X := ;\n    Y := 2;\n  end;\n  procedure B() begin end;\n}",
			[]string{"5:10 expected expression, found ';'"}, 2},
		{"junk member", "codeunit 1 T\n{\n  junk junk;\n  procedure B() begin end;\n}",
			[]string{"3:3 expected member, found 'junk'"}, 1},
		{"missing then", "codeunit 1 T\n{\n  procedure A()\n  begin\n    if X Y();\n  end;\n  procedure B() begin end;\n}",
			[]string{"5:10 expected 'then', found 'Y'"}, 2},
		{"unclosed block", "codeunit 1 T\n{\n  procedure A()\n  begin\n    X();\n}\ncodeunit 2 U { procedure B() begin end; }",
			[]string{"6:1 expected 'end', found '}'"}, 2},
		{"missing object brace", "codeunit 1 T\n  procedure A() begin end;\n",
			[]string{"2:3 expected '{', found 'procedure'"}, 0},
		{"missing end before next procedure", "codeunit 1 T\n{\n  procedure A()\n  begin\n    X();\n  local procedure B() begin end;\n  [Test]\n  procedure C() begin if X then\n  procedure D() begin end;\n}",
			[]string{"6:3 expected 'end', found 'local'", "9:3 expected 'end', found 'procedure'"}, 4},
		{"code after an object", "codeunit 1 T { }\n    Page.Run(Page::X);\n    field(1; A; Enum \"E\");\n    end;\n}\ncodeunit 2 U { procedure B() begin end; }",
			[]string{"2:5 expected object declaration, found 'Page'"}, 1},
		{"unknown section word", "table 1 T\n{\n    feilds\n    {\n        feild(1; A; Integer) { }\n    }\n    procedure B() begin end;\n}",
			[]string{"3:5 unknown section or element 'feilds'", "5:9 unknown section or element 'feild'"}, 1},
		{"stray token in statements", "codeunit 1 T\n{\n  procedure A()\n  begin\n    ) X();\n    Y();\n  end;\n}",
			[]string{"5:5 expected ';', found ')'"}, 1},
	}
	for _, c := range cases {
		f := parseChecked(t, "e.al", []byte(c.src), Options{})
		got := errorList(f)
		if strings.Join(got, "|") != strings.Join(c.errs, "|") {
			t.Errorf("%s:\n got %q\nwant %q", c.name, got, c.errs)
		}
		n := 0
		for _, o := range f.Objects() {
			n += len(Procedures(o))
		}
		if n != c.procs {
			t.Errorf("%s: %d procedures, want %d", c.name, n, c.procs)
		}
	}
}

func TestErrorsSorted(t *testing.T) {
	src := "codeunit 1 T\n{\n  procedure A()\n  begin\n    X := ;\n    'open\n  end;\n  junk;\n}\n#endif\n"
	f := parseChecked(t, "e.al", []byte(src), Options{})
	if len(f.Errors) < 3 {
		t.Fatalf("errors: %v", f.Errors)
	}
	for i := 1; i < len(f.Errors); i++ {
		if f.Errors[i].Span.Start < f.Errors[i-1].Span.Start {
			t.Errorf("errors not sorted: %v", f.Errors)
		}
	}
}

func TestDirectives(t *testing.T) {
	src := "#if CLEAN27\ncodeunit 1 New\n#else\ncodeunit 1 Old\n#endif\n{\n#pragma warning disable AA0072, AL0432 // why\n    var X: Integer;\n#pragma warning restore\n#region R1\n#endregion\n}\n"
	for _, c := range []struct {
		symbols []string
		name    string
		active  []bool
	}{
		{nil, "Old", []bool{true, true, true, true, true, true, true}},
		{[]string{"clean27"}, "New", []bool{true, true, true, true, true, true, true}},
	} {
		f := parseChecked(t, "d.al", []byte(src), Options{Symbols: c.symbols})
		if len(f.Errors) > 0 {
			t.Fatal(f.Errors)
		}
		if got := f.DeclName(f.Objects()[0]); got != c.name {
			t.Errorf("symbols %v: object %q, want %q", c.symbols, got, c.name)
		}
		d := f.Directives
		if len(d) != 7 {
			t.Fatalf("%d directives", len(d))
		}
		kinds := []DirectiveKind{DirIf, DirElse, DirEndif, DirPragmaWarning, DirPragmaWarning, DirRegion, DirEndRegion}
		for i := range d {
			if d[i].Kind != kinds[i] || d[i].Active != c.active[i] {
				t.Errorf("directive %d: %v active %v", i, d[i].Kind, d[i].Active)
			}
		}
		if d[0].Expr != "CLEAN27" || d[3].Action != "disable" || strings.Join(d[3].IDs, ",") != "AA0072,AL0432" ||
			d[4].Action != "restore" || len(d[4].IDs) != 0 || d[5].Expr != "R1" {
			t.Errorf("directive details: %+v", d)
		}
		var disabled int
		for _, tr := range f.Trivia {
			if tr.Kind == DisabledText {
				disabled++
				if !strings.HasPrefix(f.Text(tr.Span), "codeunit 1 ") {
					t.Errorf("disabled text %q", f.Text(tr.Span))
				}
			}
		}
		if disabled != 1 {
			t.Errorf("%d disabled texts", disabled)
		}
	}
}

func TestDirectiveConditions(t *testing.T) {
	cases := []struct {
		cond string
		want bool
	}{
		{"A", true}, {"not A", false}, {"B", false}, {"not B", true}, {"A and B", false}, {"A or B", true},
		{"(A and not B) or C", true}, {"!A", false}, {"A && !B", true}, {"B || A", true}, {"true", true},
		{"FALSE", false}, {"a", true},
	}
	for _, c := range cases {
		src := "#if " + c.cond + "\ncodeunit 1 Yes { }\n#else\ncodeunit 1 No { }\n#endif\n"
		f := parseChecked(t, "c.al", []byte(src), Options{Symbols: []string{"A"}})
		if len(f.Errors) > 0 {
			t.Errorf("%s: %v", c.cond, f.Errors)
			continue
		}
		if got := f.DeclName(f.Objects()[0]) == "Yes"; got != c.want {
			t.Errorf("#if %s = %v, want %v", c.cond, got, c.want)
		}
	}
	// #define at the top changes the symbol set; nested inactive #if.
	src := "#define X\n#if X\n#if Y\nbad code\n#elif X\ncodeunit 1 Yes { }\n#endif\n#else\n#if X\nbad\n#endif\n#endif\n"
	f := parseChecked(t, "c.al", []byte(src), Options{})
	if len(f.Errors) > 0 || len(f.Objects()) != 1 {
		t.Fatalf("errors %v objects %d", f.Errors, len(f.Objects()))
	}
	var active []bool
	for _, d := range f.Directives {
		active = append(active, d.Active)
	}
	if fmt.Sprint(active) != "[true true true true true true false false true]" {
		t.Errorf("active flags %v", active)
	}
}

func TestDeepInput(t *testing.T) {
	var b strings.Builder
	b.WriteString("codeunit 1 Big\n{\n    procedure P()\n    begin\n")
	for i := 0; i < 20000; i++ {
		fmt.Fprintf(&b, "        A.B(%d);\n", i)
	}
	b.WriteString("        if X = 0 then\n            Y := 0\n")
	for i := 1; i < 2000; i++ {
		fmt.Fprintf(&b, "        else if X = %d then\n            Y := %d\n", i, i)
	}
	b.WriteString("        else\n            Y := -1;\n        S := 'a'")
	for i := 0; i < 10000; i++ {
		b.WriteString(" + 'a'")
	}
	b.WriteString(";\n    end;\n}\n")
	f := parseChecked(t, "big.al", []byte(b.String()), Options{})
	if len(f.Errors) > 0 {
		t.Fatalf("errors: %v", f.Errors[:1])
	}
	blk := Procedures(f.Objects()[0])[0].Child(Block)
	if n := len(blk.Children); n != 20000+3 {
		t.Errorf("%d statements", n)
	}
	// Too deep nesting is an error, not a crash.
	deep := "codeunit 1 D { procedure P() begin X := " + strings.Repeat("(", 100000) + "1" + strings.Repeat(")", 100000) + "; end; }"
	f = parseChecked(t, "deep.al", []byte(deep), Options{})
	if len(f.Errors) == 0 || !strings.Contains(f.Errors[0].Msg, "too deeply") {
		t.Errorf("deep parentheses: %v", f.Errors)
	}
	deep = "codeunit 1 D { procedure P() begin " + strings.Repeat("begin ", 50000) + strings.Repeat("end; ", 50000) + " end; }"
	f = parseChecked(t, "deep.al", []byte(deep), Options{})
	if len(f.Errors) == 0 {
		t.Error("deep blocks: no error")
	}
}

func TestAccessors(t *testing.T) {
	src := `codeunit 7 "Acc Test"
{
    Access = Internal;
    Caption = 'X', Locked = true;

    var
        [InDataSet] First, Second: Integer;

    [Scope('OnPrem')]
    local procedure Proc(var Rec: Record Customer; N: Integer) Result: Boolean
    begin
    end;

    trigger OnRun()
    begin
    end;
}`
	f := parseChecked(t, "a.al", []byte(src), Options{})
	if len(f.Errors) > 0 {
		t.Fatal(f.Errors)
	}
	o := f.Objects()[0]
	if f.ObjectKind(o) != KwCodeunit || f.TokenText(f.ObjectID(o)) != "7" || f.DeclName(o) != "Acc Test" {
		t.Error("object accessors")
	}
	props := Properties(o)
	if len(props) != 2 || f.PropertyName(props[0]) != "Access" || f.Property(o, "caption") != props[1] {
		t.Errorf("properties: %d", len(props))
	}
	if f.Property(o, "Missing") != nil {
		t.Error("missing property found")
	}
	v := Members(o)[2]
	if v.Kind != VarSection {
		t.Fatalf("member 2 is %v", v.Kind)
	}
	decl := v.Child(VariableDecl)
	if f.DeclName(decl) != "First" || decl.Child(Attribute) == nil {
		t.Errorf("variable name %q", f.DeclName(decl))
	}
	p := Procedures(o)[0]
	if f.DeclName(p) != "Proc" || f.FindKeyword(p, KwLocal) < 0 || p.Child(Attribute) == nil {
		t.Errorf("procedure %q", f.DeclName(p))
	}
	params := p.Child(ParameterList).ChildrenOf(Parameter)
	if len(params) != 2 || f.DeclName(params[0]) != "Rec" || f.DeclName(params[1]) != "N" || f.FindKeyword(params[0], KwVar) < 0 {
		t.Error("parameters")
	}
	if f.DeclName(p.Child(ReturnSpec)) != "Result" {
		t.Error("named return")
	}
	tr := Triggers(o)
	if len(tr) != 1 || f.DeclName(tr[0]) != "OnRun" {
		t.Error("trigger")
	}
	if Unquote(`"A ""B"""`) != `A "B"` || StringValue(`'it''s'`) != "it's" || StringValue(`@'x'`) != "x" {
		t.Error("unquote")
	}
	if f.Namespace() != "" {
		t.Error("namespace")
	}
	g := parseChecked(t, "n.al", []byte("namespace A.B.C;\nusing X.Y;\nusing Z;\n"), Options{})
	if g.Namespace() != "A.B.C" || strings.Join(g.Usings(), ",") != "X.Y,Z" {
		t.Errorf("namespace %q usings %v", g.Namespace(), g.Usings())
	}
}

func TestElementNames(t *testing.T) {
	src := "table 1 T\n{\n    fields\n    {\n        field(1; \"No.\"; Code[20]) { }\n        field(2; Name; Text[50]) { }\n    }\n    keys { key(PK; \"No.\") { } }\n}\nenum 2 E { value(0; \" \") { } value(1; Open) { } }\npage 3 P { layout { area(Content) { field(Total; Rec.Amount * 2) { } } } }\n"
	f := parseChecked(t, "el.al", []byte(src), Options{})
	if len(f.Errors) > 0 {
		t.Fatal(f.Errors)
	}
	var names []string
	Walk(f.Root, func(n *Node) bool {
		if n.Kind == Element {
			names = append(names, f.SectionKind(n).String()+":"+f.DeclName(n))
		}
		return true
	})
	want := "field:No.|field:Name|key:PK|value: |value:Open|area:Content|field:Total"
	if got := strings.Join(names, "|"); got != want {
		t.Errorf("got %s\nwant %s", got, want)
	}
}
