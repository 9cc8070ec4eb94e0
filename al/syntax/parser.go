package syntax

// maxDepth bounds the nesting of statements and expressions; deeper input is
// reported as an error instead of growing the stack without limit.
const maxDepth = 1000

// parser builds the tree over the token stream of a lexed File. Nodes are
// built bottom-up: finished nodes wait on a stack until their parent closes
// and takes them as children. Nodes and child slices come from slabs, so a
// parse makes few allocations.
type parser struct {
	f     *File
	toks  []Token
	kw    []Keyword // keyword candidate of each token
	pos   int
	stack []*Node
	slab  []Node
	kids  []*Node
	depth int

	lastErrTok int // token index of the last reported error (suppresses cascades)

	spec   bool // speculative parse: errors only set failed
	failed bool
}

// mark is an open node: its first token and the stack height when it opened.
type mark struct{ tok, child int32 }

func parseFile(f *File, kw []Keyword) {
	p := &parser{f: f, toks: f.Tokens, kw: kw, lastErrTok: -1}
	p.stack = make([]*Node, 0, 64)
	// Measured on real AL: about 0.62 nodes per token.
	if b := f.bufs; b != nil {
		// The first slabs of an earlier parse (Release): newNode clears
		// each node it hands out.
		b.slab = reuse(b.slab, len(f.Tokens)*2/3+16)
		b.kids = reuse(b.kids, len(f.Tokens)*2/3+16)
		p.slab, p.kids = b.slab, b.kids
	} else {
		p.slab = make([]Node, 0, len(f.Tokens)*2/3+16)
		p.kids = make([]*Node, 0, len(f.Tokens)*2/3+16)
	}
	p.file()
	f.Root = p.stack[0]
}

// ---- tree building

func (p *parser) open() mark { return mark{int32(p.pos), int32(len(p.stack))} }

// precede opens a node that starts with the node n on top of the stack.
func (p *parser) precede(n *Node) mark { return mark{n.First, int32(len(p.stack) - 1)} }

func (p *parser) newNode() *Node {
	if len(p.slab) == cap(p.slab) {
		p.slab = make([]Node, 0, max(256, cap(p.slab)/4))
	}
	p.slab = p.slab[:len(p.slab)+1]
	n := &p.slab[len(p.slab)-1]
	*n = Node{} // a reused slab holds an earlier tree's nodes
	return n
}

func (p *parser) close(m mark, k NodeKind) *Node {
	n := p.newNode()
	n.Kind, n.First, n.Last = k, m.tok, int32(p.pos)
	if k == EmptyStmt || (k == ErrorNode && int(m.tok) == p.pos) {
		n.Last = n.First
	}
	kids := p.stack[m.child:]
	if len(kids) > 0 {
		if cap(p.kids)-len(p.kids) < len(kids) {
			p.kids = make([]*Node, 0, max(256, cap(p.kids)/4, len(kids)))
		}
		start := len(p.kids)
		p.kids = append(p.kids, kids...)
		n.Children = p.kids[start:len(p.kids):len(p.kids)]
		for _, c := range kids {
			c.Parent = n
		}
	}
	p.stack = append(p.stack[:m.child], n)
	return n
}

// empty adds an empty node of kind k at the current position.
func (p *parser) empty(k NodeKind) *Node { return p.close(p.open(), k) }

// ---- tokens

func (p *parser) tok() TokenKind { return p.toks[p.pos].Kind }

func (p *parser) peek(n int) TokenKind {
	if p.pos+n < len(p.toks) {
		return p.toks[p.pos+n].Kind
	}
	return EOF
}

// peekKw returns the keyword candidate of the token n ahead.
func (p *parser) peekKw(n int) Keyword {
	if p.pos+n < len(p.toks) {
		return p.kw[p.pos+n]
	}
	return KwNone
}

func (p *parser) at(k TokenKind) bool { return p.toks[p.pos].Kind == k }

func (p *parser) atKw(k Keyword) bool { return p.kw[p.pos] == k }

func (p *parser) bump() {
	if p.toks[p.pos].Kind != EOF {
		p.pos++
	}
}

// bumpKw consumes the current token as a keyword.
func (p *parser) bumpKw() {
	if p.toks[p.pos].Kind == Identifier {
		p.toks[p.pos].Keyword = p.kw[p.pos]
	}
	p.bump()
}

func (p *parser) eat(k TokenKind) bool {
	if p.at(k) {
		p.bump()
		return true
	}
	return false
}

func (p *parser) eatKw(k Keyword) bool {
	if p.atKw(k) {
		p.bumpKw()
		return true
	}
	return false
}

func (p *parser) expect(k TokenKind) bool {
	if p.eat(k) {
		return true
	}
	p.errorExpected(k.String())
	return false
}

func (p *parser) expectKw(k Keyword) bool {
	if p.eatKw(k) {
		return true
	}
	p.errorExpected("'" + k.String() + "'")
	return false
}

func (p *parser) isName() bool { k := p.tok(); return k == Identifier || k == QuotedIdentifier }

// ---- errors

func (p *parser) errorAtTok(i int, msg string) {
	if p.spec {
		p.failed = true
		return
	}
	if i == p.lastErrTok {
		return
	}
	p.lastErrTok = i
	p.f.addError(p.toks[i].Span, msg)
}

func (p *parser) error(msg string) { p.errorAtTok(p.pos, msg) }

func (p *parser) errorExpected(what string) {
	p.error("expected " + what + ", found " + p.describe(p.pos))
}

func (p *parser) describe(i int) string {
	t := p.toks[i]
	switch t.Kind {
	case EOF:
		return "end of file"
	case Identifier, QuotedIdentifier:
		return "'" + truncate(string(p.f.Src[t.Span.Start:t.Span.End])) + "'"
	case Bad:
		return "bad token"
	}
	return t.Kind.String()
}

func truncate(s string) string {
	if len(s) > 40 {
		return s[:37] + "..."
	}
	return s
}

// ---- file level

func (p *parser) file() {
	m := p.open()
	for !p.at(EOF) {
		switch {
		case p.atKw(KwNamespace):
			p.qualifiedDecl(Namespace)
		case p.atKw(KwUsing):
			p.qualifiedDecl(Using)
		case p.objectStarts():
			p.object()
		default:
			p.error("expected object declaration, found " + p.describe(p.pos))
			p.skipToObject()
		}
	}
	p.bump() // EOF
	p.pos = len(p.toks)
	p.close(m, FileNode)
}

// objectStarts reports whether an object declaration starts here: an object
// kind word followed by an id (kinds that have one), a name (kinds that have
// none) or '{' (dotnet). This keeps Page.Run or Codeunit::X in stray code
// from being taken for objects during recovery.
func (p *parser) objectStarts() bool {
	if !p.at(Identifier) {
		return false
	}
	switch p.kw[p.pos] {
	case KwTable, KwTableExtension, KwPage, KwPageExtension, KwCodeunit, KwReport, KwReportExtension,
		KwQuery, KwXmlPort, KwEnum, KwEnumExtension, KwPermissionSet, KwPermissionSetExtension:
		return p.peek(1) == Integer
	case KwInterface, KwProfile, KwProfileExtension, KwControlAddIn, KwEntitlement, KwPageCustomization:
		return p.peek(1) == Identifier || p.peek(1) == QuotedIdentifier
	case KwDotNet:
		return p.peek(1) == LBrace
	}
	return false
}

// skipToObject skips tokens into an ErrorNode up to the next object keyword,
// namespace or using at brace depth zero.
func (p *parser) skipToObject() {
	m := p.open()
	depth := 0
	p.bump()
	for !p.at(EOF) {
		switch p.tok() {
		case LBrace:
			depth++
		case RBrace:
			if depth > 0 {
				depth--
			}
		case Identifier:
			k := p.kw[p.pos]
			if depth == 0 && (p.objectStarts() || k == KwNamespace || k == KwUsing) {
				p.close(m, ErrorNode)
				return
			}
		}
		p.bump()
	}
	p.close(m, ErrorNode)
}

// qualifiedDecl parses namespace/using Name.Name ;
func (p *parser) qualifiedDecl(k NodeKind) {
	m := p.open()
	p.bumpKw()
	p.qualifiedName()
	p.expect(Semicolon)
	p.close(m, k)
}

// qualifiedName consumes Name(.Name)* as own tokens of the current node.
func (p *parser) qualifiedName() bool {
	if !p.isName() {
		p.errorExpected("name")
		return false
	}
	p.bump()
	for p.at(Dot) && (p.peek(1) == Identifier || p.peek(1) == QuotedIdentifier) {
		p.bump()
		p.bump()
	}
	return true
}

func (p *parser) object() {
	m := p.open()
	kind := p.kw[p.pos]
	p.bumpKw()
	if kind != KwDotNet {
		p.eat(Integer)
		if p.isName() {
			p.qualifiedName()
		} else if !p.at(LBrace) {
			p.errorExpected("object name")
		}
	}
	for {
		switch {
		case p.atKw(KwExtends) && kind == KwInterface:
			p.nameList()
		case p.atKw(KwExtends), p.atKw(KwCustomizes):
			p.bumpKw()
			p.qualifiedName()
		case p.atKw(KwImplements):
			p.nameList()
		default:
			p.body()
			p.close(m, Object)
			return
		}
	}
}

// nameList parses implements/extends A, B.C, "D" as an ImplementsList.
func (p *parser) nameList() {
	m := p.open()
	p.bumpKw()
	p.qualifiedName()
	for p.eat(Comma) {
		p.qualifiedName()
	}
	p.close(m, ImplementsList)
}

// ---- members

// body parses { member* } as an ObjectBody.
func (p *parser) body() {
	m := p.open()
	if !p.enter("members nested too deeply", skipGroup) {
		p.close(m, ObjectBody)
		return
	}
	defer p.leave()
	if !p.expect(LBrace) {
		p.close(m, ObjectBody)
		return
	}
	for {
		if p.eat(RBrace) {
			break
		}
		if p.at(EOF) {
			p.errorExpected("'}'")
			break
		}
		start := p.pos
		p.member()
		if p.pos == start {
			p.skipMember()
		}
	}
	p.close(m, ObjectBody)
}

// member parses one member of an ObjectBody.
func (p *parser) member() {
	if p.eat(Semicolon) {
		return
	}
	if p.at(LBracket) {
		m := p.open()
		p.attributes()
		p.declAfterAttributes(m)
		return
	}
	if !p.isName() {
		p.error("expected member, found " + p.describe(p.pos))
		return
	}
	next := p.peek(1)
	if next == Equal {
		p.property()
		return
	}
	switch p.kw[p.pos] {
	case KwProcedure, KwLocal, KwInternal:
		p.procedure(p.open())
		return
	case KwProtected:
		if p.peekKw(1) == KwVar {
			p.varSection()
		} else {
			p.procedure(p.open())
		}
		return
	case KwTrigger:
		p.trigger(p.open())
		return
	case KwVar:
		p.varSection()
		return
	case KwEvent:
		if p.peek(1) == Identifier || p.peek(1) == QuotedIdentifier {
			p.eventDecl(p.open())
			return
		}
	}
	switch next {
	case LBrace:
		m := p.open()
		p.memberWord()
		p.body()
		p.close(m, Section)
	case LParen:
		p.element(p.open())
	default:
		p.error("expected member, found " + p.describe(p.pos))
	}
}

// memberWord consumes the word of a section or element as a keyword; a word
// that is not one of AL's section or element words is reported (the member
// is still parsed, so recovery is not needed).
func (p *parser) memberWord() {
	k := p.kw[p.pos]
	if !(k >= KwFields && k <= KwClearViews) && k != KwAnalysisView && k != KwFilter {
		p.error("unknown section or element " + p.describe(p.pos))
	}
	p.bumpKw()
}

// memberEnds reports whether the current token ends a member list or starts
// another member (a body-less procedure declaration may omit its ';').
func (p *parser) memberEnds() bool {
	switch p.tok() {
	case RBrace, EOF, LBracket:
		return true
	case Identifier:
		switch p.kw[p.pos] {
		case KwProcedure, KwLocal, KwInternal, KwProtected, KwTrigger, KwEvent, KwVar:
			return true
		}
	}
	return false
}

// declAfterAttributes finishes a member that started with attributes.
func (p *parser) declAfterAttributes(m mark) {
	switch p.kw[p.pos] {
	case KwProcedure, KwLocal, KwInternal, KwProtected:
		p.procedure(m)
	case KwTrigger:
		p.trigger(m)
	case KwEvent:
		p.eventDecl(m)
	default:
		if p.isName() && p.peek(1) == LParen {
			p.element(m)
			return
		}
		p.errorExpected("procedure after attribute")
		// Leave the attributes as members.
	}
}

// skipMember skips tokens into an ErrorNode up to and including the next ';'
// at depth zero, or up to a '}' that closes the current body, skipping
// balanced braces.
func (p *parser) skipMember() {
	m := p.open()
	depth := 0
	for !p.at(EOF) {
		switch p.tok() {
		case LBrace:
			depth++
		case RBrace:
			if depth == 0 {
				p.close(m, ErrorNode)
				return
			}
			depth--
			if depth == 0 {
				p.bump()
				p.close(m, ErrorNode)
				return
			}
		case Semicolon:
			if depth == 0 {
				p.bump()
				p.close(m, ErrorNode)
				return
			}
		}
		p.bump()
	}
	p.close(m, ErrorNode)
}

func (p *parser) attributes() {
	for p.at(LBracket) {
		m := p.open()
		p.bump()
		for {
			if !p.isName() {
				p.errorExpected("attribute name")
				break
			}
			p.bump()
			if p.at(LParen) {
				p.argumentList()
			}
			if !p.eat(Comma) {
				break
			}
		}
		p.expect(RBracket)
		p.close(m, Attribute)
	}
}

// property parses Name = Value ;
func (p *parser) property() {
	m := p.open()
	p.bump()
	p.bump() // '='
	p.propertyValue()
	if !p.eat(Semicolon) {
		p.errorExpected("';'")
	}
	p.close(m, Property)
}

// propertyValue parses the value tokens up to ';'. When the value is a comma
// list of expressions the items become expression children; otherwise the
// tokens stay flat (CalcFormula, TableRelation, filters, permissions, ...).
func (p *parser) propertyValue() {
	m := p.open()
	start, stackLen, errLen, lastErr := p.pos, len(p.stack), len(p.f.Errors), p.lastErrTok
	p.spec, p.failed = true, false
	ok := true
	for {
		if !p.exprStarts() {
			ok = false
			break
		}
		p.expr()
		if p.failed {
			ok = false
			break
		}
		if !p.eat(Comma) {
			break
		}
	}
	p.spec = false
	if ok && p.at(Semicolon) {
		p.close(m, PropertyValue)
		return
	}
	// Roll back and keep the tokens flat.
	for i := start; i < p.pos; i++ {
		p.toks[i].Keyword = KwNone
	}
	p.pos, p.stack, p.f.Errors, p.lastErrTok = start, p.stack[:stackLen], p.f.Errors[:errLen], lastErr
	depth := 0
	for !p.at(EOF) {
		k := p.tok()
		if depth == 0 && (k == Semicolon || k == RBrace) {
			break
		}
		switch k {
		case LParen, LBracket:
			depth++
		case RParen, RBracket:
			if depth > 0 {
				depth--
			}
		case Identifier:
			p.markValueKeyword()
		}
		p.bump()
	}
	p.close(m, PropertyValue)
}

// markValueKeyword marks formula and permission words in flat property values.
func (p *parser) markValueKeyword() {
	kw := p.kw[p.pos]
	next := p.peek(1)
	switch kw {
	case KwWhere, KwConst, KwField, KwFilter, KwUpperLimit, KwSorting, KwOrder, KwAscending, KwDescending,
		KwSum, KwCount, KwExist, KwLookup, KwAverage, KwMin, KwMax:
		if next == LParen {
			p.toks[p.pos].Keyword = kw
		}
	case KwIf:
		if next == LParen {
			p.toks[p.pos].Keyword = kw
		}
	case KwElse:
		p.toks[p.pos].Keyword = kw
	case KwTableData, KwTable, KwPage, KwCodeunit, KwReport, KwQuery, KwXmlPort:
		if next == Identifier || next == QuotedIdentifier || next == Star || next == Integer {
			p.toks[p.pos].Keyword = kw
		}
	}
}

// element parses word(args) [{ body }] [;] from mark m (which may already
// hold attributes).
func (p *parser) element(m mark) {
	word := p.kw[p.pos]
	p.memberWord()
	p.elementArgs(word)
	if p.at(LBrace) {
		p.body()
	}
	p.eat(Semicolon)
	p.close(m, Element)
}

// elementArgs parses ( arg ; arg , arg ... ). Each argument is an expression,
// except the third of a table field (a type); an argument that is neither is
// kept as flat tokens.
func (p *parser) elementArgs(word Keyword) {
	m := p.open()
	p.bump() // (
	index := 0
	for !p.at(RParen) && !p.at(EOF) {
		if word == KwField && index == 2 {
			p.typeRef()
		} else {
			p.flexibleArg()
		}
		if p.eat(Semicolon) {
			index++
			continue
		}
		if p.eat(Comma) {
			continue
		}
		break
	}
	p.expect(RParen)
	p.close(m, ElementArgs)
}

// flexibleArg parses an expression followed by ';', ',' or ')'; otherwise it
// keeps the tokens up to the next separator flat.
func (p *parser) flexibleArg() {
	if p.isName() {
		if n := p.peek(1); n == Semicolon || n == Comma || n == RParen {
			// A lone name, even a reserved word: value(10; In).
			m := p.open()
			p.bump()
			p.close(m, NameExpr)
			return
		}
	}
	start, stackLen := p.pos, len(p.stack)
	p.spec, p.failed = true, false
	if p.exprStarts() {
		p.expr()
	} else {
		p.failed = true
	}
	p.spec = false
	if !p.failed && (p.at(Semicolon) || p.at(Comma) || p.at(RParen)) {
		return
	}
	for i := start; i < p.pos; i++ {
		p.toks[i].Keyword = KwNone
	}
	p.pos, p.stack = start, p.stack[:stackLen]
	depth := 0
	for !p.at(EOF) && !p.at(LBrace) && !p.at(RBrace) {
		k := p.tok()
		if depth == 0 && (k == Semicolon || k == Comma || k == RParen) {
			break
		}
		switch k {
		case LParen, LBracket:
			depth++
		case RParen, RBracket:
			depth--
		}
		p.bump()
	}
}

func (p *parser) eventDecl(m mark) {
	p.bumpKw()
	p.bump() // name
	if p.at(LParen) {
		p.parameterList()
	} else {
		p.errorExpected("'('")
	}
	if !p.eat(Semicolon) && !p.memberEnds() {
		p.errorExpected("';'")
	}
	p.close(m, EventDecl)
}

// procedure parses [local|internal|protected] procedure Name(params) [ret] [;] [var] [begin...end;]
func (p *parser) procedure(m mark) {
	for p.atKw(KwLocal) || p.atKw(KwInternal) || p.atKw(KwProtected) {
		p.bumpKw()
	}
	if !p.expectKw(KwProcedure) {
		p.skipMember()
		p.close(m, Procedure)
		return
	}
	p.routineRest(m, Procedure)
}

// trigger parses trigger Name(params) ... from mark m.
func (p *parser) trigger(m mark) {
	p.bumpKw()
	p.routineRest(m, Trigger)
}

// routineRest parses what follows 'procedure' or 'trigger'.
func (p *parser) routineRest(m mark, k NodeKind) {
	if p.isName() {
		p.bump()
		// Event triggers of controls and DotNet variables: Control::Event.
		for (p.at(Dot) || p.at(ColonColon)) && (p.peek(1) == Identifier || p.peek(1) == QuotedIdentifier) {
			p.bump()
			p.bump()
		}
	} else {
		p.errorExpected("name")
	}
	if p.at(LParen) {
		p.parameterList()
	} else {
		p.errorExpected("'('")
	}
	if p.at(Colon) || (p.isName() && p.peek(1) == Colon && p.kw[p.pos] != KwVar) {
		r := p.open()
		if p.isName() {
			p.bump()
		}
		p.bump() // ':'
		p.typeRef()
		p.close(r, ReturnSpec)
	}
	hadSemi := p.eat(Semicolon)
	if p.atKw(KwVar) {
		p.varSection()
	}
	if p.atKw(KwBegin) {
		p.block()
		p.eat(Semicolon)
	} else if !hadSemi && !p.memberEnds() {
		p.errorExpected("'begin'")
	}
	p.close(m, k)
}

func (p *parser) parameterList() {
	m := p.open()
	p.bump() // (
	for !p.at(RParen) && !p.at(EOF) {
		pm := p.open()
		p.eatKw(KwVar)
		if p.isName() {
			p.bump()
		} else {
			p.errorExpected("parameter name")
			p.close(pm, Parameter)
			break
		}
		if p.expect(Colon) {
			p.typeRef()
		}
		p.close(pm, Parameter)
		if !p.eat(Semicolon) {
			break
		}
	}
	p.expect(RParen)
	p.close(m, ParameterList)
}

// varSection parses [protected] var decl*.
func (p *parser) varSection() {
	m := p.open()
	p.eatKw(KwProtected)
	p.bumpKw() // var
	for p.varDeclStarts() {
		p.varDecl()
	}
	p.close(m, VarSection)
}

// varDeclStarts reports whether a variable declaration starts here: a name
// followed by ':' or ',', possibly after attributes.
func (p *parser) varDeclStarts() bool {
	i := p.pos
	// Attributes are short; bounding the lookahead keeps pathological input
	// (many unclosed '[') linear.
	limit := min(len(p.toks), p.pos+512)
	for i < limit && p.toks[i].Kind == LBracket {
		depth := 0
		for ; i < limit; i++ {
			k := p.toks[i].Kind
			if k == LBracket {
				depth++
			} else if k == RBracket {
				depth--
				if depth == 0 {
					i++
					break
				}
			} else if k == EOF {
				return false
			}
		}
	}
	if i+1 >= limit {
		return false
	}
	k := p.toks[i].Kind
	if k != Identifier && k != QuotedIdentifier {
		return false
	}
	n := p.toks[i+1].Kind
	return n == Colon || n == Comma
}

func (p *parser) varDecl() {
	m := p.open()
	p.attributes()
	p.bump() // name
	for p.eat(Comma) {
		if p.isName() {
			p.bump()
		} else {
			p.errorExpected("variable name")
		}
	}
	if p.expect(Colon) {
		p.typeRef()
	}
	p.expect(Semicolon)
	p.close(m, VariableDecl)
}

// objectTypeWords are type names followed by an object (or .NET type) name.
var objectTypeWords = map[string]bool{
	"record": true, "codeunit": true, "page": true, "report": true, "query": true, "xmlport": true,
	"enum": true, "interface": true, "testpage": true, "testrequestpage": true, "dotnet": true,
	"controladdin": true, "testpart": true,
}

// typeRef parses a type.
func (p *parser) typeRef() {
	m := p.open()
	defer func() { p.close(m, TypeRef) }()
	if !p.enter("type nested too deeply", skipType) {
		return
	}
	defer p.leave()
	if p.atKw(KwArray) && p.peek(1) == LBracket {
		p.bumpKw()
		p.bump()
		p.expr()
		for p.eat(Comma) {
			p.expr()
		}
		p.expect(RBracket)
		p.expectKw(KwOf)
		p.typeRef()
		return
	}
	if !p.isName() {
		p.errorExpected("type")
		return
	}
	name := lowerASCII(p.f.tokenBytes(p.pos))
	p.bump()
	switch {
	case objectTypeWords[name]:
		if p.isName() && !isReservedWord(p.kw[p.pos]) || p.at(Integer) {
			if p.at(Integer) {
				p.bump()
			} else {
				p.qualifiedName()
			}
		}
	case name == "option":
		for p.at(Comma) || (p.isName() && !isReservedWord(p.kw[p.pos])) || p.at(Integer) {
			if p.at(Comma) && p.peek(1) == RBracket {
				break
			}
			p.bump()
		}
	case name == "label" || name == "textconst":
		p.eat(String)
		// , Comment = '...', Locked = true, MaxLength = 10 / ENU = '...'
		// A trailing comma (Label 'x',;) is accepted.
		for p.at(Comma) && (p.peek(1) == Semicolon || p.peek(1) == Identifier && p.peek(2) == Equal) {
			if p.peek(1) == Semicolon {
				p.bump()
				break
			}
			p.bump()
			p.bump()
			p.bump()
			if p.at(String) || p.at(Integer) || p.at(Identifier) || p.at(QuotedIdentifier) {
				if p.at(Identifier) {
					p.bumpKw()
				} else {
					p.bump()
				}
			} else {
				p.errorExpected("value")
			}
		}
		if name == "textconst" && p.at(Identifier) && p.peek(1) == Equal {
			// TextConst ENU='x' without a leading string.
			for {
				p.bump()
				p.bump()
				p.eat(String)
				if !(p.at(Comma) && p.peek(1) == Identifier && p.peek(2) == Equal) {
					break
				}
				p.bump()
			}
		}
	}
	if p.at(LBracket) {
		p.bump()
		p.expr()
		for p.eat(Comma) {
			p.expr()
		}
		p.expect(RBracket)
	}
	if p.atKw(KwOf) && p.peek(1) == LBracket {
		p.bumpKw()
		p.bump()
		p.typeRef()
		for p.eat(Comma) {
			p.typeRef()
		}
		p.expect(RBracket)
	}
	for p.at(Identifier) {
		w := lowerASCII(p.f.tokenBytes(p.pos))
		if w == "temporary" {
			p.bumpKw()
		} else if w == "withevents" || w == "runonclient" {
			p.bump()
		} else {
			break
		}
	}
}

func lowerASCII(b []byte) string {
	if len(b) > 20 {
		return ""
	}
	var buf [20]byte
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[i] = c
	}
	return string(buf[:len(b)])
}
