package syntax

// Binary precedence levels, loosest first (al-language.md 4.9, measured):
// comparisons < or xor < and < in is as < + - < * / div mod.
const (
	precNone = iota
	precCompare
	precOr
	precAnd
	precIn
	precAdd
	precMul
)

// binaryPrec returns the precedence of the current token as a binary operator.
func (p *parser) binaryPrec() int {
	switch p.tok() {
	case Equal, NotEqual, Less, Greater, LessEqual, GreaterEqual:
		return precCompare
	case Plus, Minus:
		return precAdd
	case Star, Slash:
		return precMul
	case Identifier:
		switch p.kw[p.pos] {
		case KwOr, KwXor:
			return precOr
		case KwAnd:
			return precAnd
		case KwIn, KwIs, KwAs:
			return precIn
		case KwDiv, KwMod:
			return precMul
		}
	}
	return precNone
}

// exprStarts reports whether an expression can start at the current token.
func (p *parser) exprStarts() bool {
	switch k := p.tok(); k {
	case Identifier:
		return !isReservedWord(p.kw[p.pos])
	case QuotedIdentifier, LParen, LBracket, Minus, Plus:
		return true
	default:
		return k.IsLiteral()
	}
}

// expr parses a full expression (ternary included) and returns its node.
func (p *parser) expr() *Node {
	if !p.enter("expression nested too deeply", skipExpr) {
		return p.stack[len(p.stack)-1]
	}
	defer p.leave()
	n := p.binary(precCompare)
	if p.at(Question) {
		m := p.precede(n)
		p.bump()
		p.expr()
		p.expect(Colon)
		p.expr()
		n = p.close(m, TernaryExpr)
	}
	return n
}

// binary parses operators of precedence >= min, left-associatively, with a
// loop per level (long chains of + do not recurse).
func (p *parser) binary(min int) *Node {
	left := p.unary()
	for {
		prec := p.binaryPrec()
		if prec == precNone || prec < min {
			return left
		}
		m := p.precede(left)
		p.bumpKw()
		p.binary(prec + 1)
		left = p.close(m, BinaryExpr)
	}
}

func (p *parser) unary() *Node {
	if p.atKw(KwNot) || p.at(Minus) || p.at(Plus) {
		if !p.enter("expression nested too deeply", skipExpr) {
			return p.stack[len(p.stack)-1]
		}
		defer p.leave()
		m := p.open()
		p.bumpKw()
		p.unary()
		return p.close(m, UnaryExpr)
	}
	return p.postfixExpr()
}

// postfixExpr parses a primary followed by . :: () [] suffixes.
func (p *parser) postfixExpr() *Node {
	n := p.primary()
	for {
		switch p.tok() {
		case Dot:
			m := p.precede(n)
			p.bump()
			if p.isName() {
				p.bump()
			} else {
				p.errorExpected("member name")
			}
			n = p.close(m, MemberExpr)
		case ColonColon:
			m := p.precede(n)
			p.bump()
			if p.isName() || p.at(Integer) {
				p.bump()
			} else {
				p.errorExpected("name after '::'")
			}
			n = p.close(m, ScopeExpr)
		case LParen:
			m := p.precede(n)
			p.argumentList()
			n = p.close(m, CallExpr)
		case LBracket:
			m := p.precede(n)
			p.bump()
			p.expr()
			for p.eat(Comma) {
				p.expr()
			}
			p.expect(RBracket)
			n = p.close(m, IndexExpr)
		default:
			return n
		}
	}
}

// argumentList parses ( [expr {, expr}] ).
func (p *parser) argumentList() {
	m := p.open()
	p.bump() // (
	if !p.at(RParen) {
		p.expr()
		for p.eat(Comma) {
			p.expr()
		}
	}
	p.expect(RParen)
	p.close(m, ArgumentList)
}

func (p *parser) primary() *Node {
	m := p.open()
	switch k := p.tok(); {
	case k == Identifier:
		switch p.kw[p.pos] {
		case KwTrue, KwFalse:
			p.bumpKw()
			return p.close(m, LiteralExpr)
		case KwThis:
			if p.peek(1) == Dot {
				p.bumpKw()
				return p.close(m, ThisExpr)
			}
		}
		if isReservedWord(p.kw[p.pos]) {
			p.errorExpected("expression")
			return p.close(m, ErrorNode)
		}
		p.bump()
		return p.close(m, NameExpr)
	case k == QuotedIdentifier:
		p.bump()
		return p.close(m, NameExpr)
	case k.IsLiteral():
		p.bump()
		return p.close(m, LiteralExpr)
	case k == LParen:
		p.bump()
		p.expr()
		p.expect(RParen)
		return p.close(m, ParenExpr)
	case k == LBracket:
		p.bump()
		if !p.at(RBracket) {
			p.setItem()
			for p.eat(Comma) {
				p.setItem()
			}
		}
		p.expect(RBracket)
		return p.close(m, SetExpr)
	}
	p.errorExpected("expression")
	return p.close(m, ErrorNode)
}

// setItem parses an expression or a range inside a set literal.
func (p *parser) setItem() {
	if p.at(DotDot) {
		m := p.open()
		p.bump()
		if p.exprStarts() {
			p.expr()
		}
		p.close(m, RangeExpr)
		return
	}
	n := p.expr()
	if p.at(DotDot) {
		m := p.precede(n)
		p.bump()
		if p.exprStarts() {
			p.expr()
		}
		p.close(m, RangeExpr)
	}
}
