package syntax

// isReservedWord reports whether a word cannot be a name in an expression.
func isReservedWord(k Keyword) bool {
	switch k {
	case KwBegin, KwEnd, KwIf, KwThen, KwElse, KwDo, KwOf, KwTo, KwDownTo, KwUntil, KwCase, KwWhile,
		KwRepeat, KwFor, KwForEach, KwWith, KwExit, KwAnd, KwOr, KwXor, KwDiv, KwMod, KwVar,
		KwProcedure, KwTrigger, KwAssertError, KwIn:
		return true
	}
	return false
}

// orphanedElse is the parser's message for an else that follows a ';'.
const orphanedElse = "orphaned else: the ';' before it ends the if statement"

// block parses begin statements end.
func (p *parser) block() {
	m := p.open()
	p.bumpKw() // begin
	p.statementList(KwEnd)
	p.expectKw(KwEnd)
	p.close(m, Block)
}

// statementList parses statements separated by ';' up to the keyword end
// (not consumed). A missing ';' is reported and parsing goes on; tokens that
// cannot start a statement are skipped into an ErrorNode.
func (p *parser) statementList(end Keyword) {
	for {
		if p.memberStarts() {
			return // a missing 'end': let the enclosing routine report it
		}
		if p.atKw(KwElse) {
			// if A then B; else C: the ';' ended the if, leaving the else
			// without one. The else becomes an error node and its statement
			// is parsed as the list's next.
			p.error(orphanedElse)
			m := p.open()
			p.bumpKw()
			p.close(m, ErrorNode)
		}
		start := p.pos
		p.statement()
		if p.eat(Semicolon) {
			continue
		}
		if p.atKw(end) || p.at(EOF) || p.at(RBrace) || p.memberStarts() {
			return
		}
		if p.pos > start && p.statementStarts() {
			p.errorExpected("';'")
			continue
		}
		// Skip to a point where the list can go on.
		p.errorExpected("';'")
		m := p.open()
		for !p.at(EOF) && !p.at(RBrace) && !p.at(Semicolon) && !p.atKw(end) {
			if p.pos > start && p.statementKeyword() {
				break
			}
			p.bump()
		}
		p.close(m, ErrorNode)
		if p.at(Semicolon) {
			p.bump()
		}
		if p.atKw(end) || p.at(EOF) || p.at(RBrace) {
			return
		}
	}
}

// memberStarts reports whether the current tokens can only start an object
// member (a procedure or trigger declaration, or an attribute), never a
// statement; statement lists stop there so that a missing 'end' does not
// swallow the rest of the object.
func (p *parser) memberStarts() bool {
	switch p.tok() {
	case LBracket:
		return p.peek(1) == Identifier && (p.peek(2) == RBracket || p.peek(2) == LParen)
	case Identifier:
		switch p.kw[p.pos] {
		case KwProcedure, KwTrigger:
			return true
		case KwLocal, KwInternal, KwProtected:
			return p.peekKw(1) == KwProcedure
		}
	}
	return false
}

// statementKeyword reports whether the current word starts a statement.
func (p *parser) statementKeyword() bool {
	if !p.at(Identifier) {
		return false
	}
	switch p.kw[p.pos] {
	case KwBegin, KwIf, KwCase, KwWhile, KwRepeat, KwFor, KwForEach, KwWith, KwExit, KwAssertError:
		return true
	}
	return false
}

// statementStarts reports whether a statement can start at the current token.
func (p *parser) statementStarts() bool {
	return p.statementKeyword() || (p.exprStarts() && !p.at(LParen) && !p.at(LBracket) && !p.tok().IsLiteral())
}

// statement parses one statement; where none starts it adds an EmptyStmt.
func (p *parser) statement() {
	if !p.enter("statements nested too deeply", skipStmt) {
		return
	}
	defer p.leave()
	if p.at(Identifier) {
		switch p.kw[p.pos] {
		case KwBegin:
			p.block()
			return
		case KwIf:
			p.ifStmt()
			return
		case KwCase:
			p.caseStmt()
			return
		case KwWhile:
			m := p.open()
			p.bumpKw()
			p.expr()
			p.expectKw(KwDo)
			p.statement()
			p.close(m, WhileStmt)
			return
		case KwRepeat:
			m := p.open()
			p.bumpKw()
			p.statementList(KwUntil)
			p.expectKw(KwUntil)
			p.expr()
			p.close(m, RepeatStmt)
			return
		case KwFor:
			m := p.open()
			p.bumpKw()
			p.postfixExpr()
			p.expect(Assign)
			p.expr()
			if !p.eatKw(KwTo) && !p.eatKw(KwDownTo) {
				p.errorExpected("'to' or 'downto'")
			}
			p.expr()
			p.expectKw(KwDo)
			p.statement()
			p.close(m, ForStmt)
			return
		case KwForEach:
			m := p.open()
			p.bumpKw()
			p.postfixExpr()
			p.expectKw(KwIn)
			p.expr()
			p.expectKw(KwDo)
			p.statement()
			p.close(m, ForeachStmt)
			return
		case KwWith:
			m := p.open()
			p.bumpKw()
			p.expr()
			p.expectKw(KwDo)
			p.statement()
			p.close(m, WithStmt)
			return
		case KwExit:
			m := p.open()
			p.bumpKw()
			if p.eat(LParen) {
				if !p.at(RParen) {
					p.expr()
				}
				p.expect(RParen)
			}
			p.close(m, ExitStmt)
			return
		case KwAssertError:
			m := p.open()
			p.bumpKw()
			p.statement()
			p.close(m, AssertErrorStmt)
			return
		case KwBreak, KwContinue:
			if p.bareWordStatement() {
				m := p.open()
				k := p.kw[p.pos]
				p.bumpKw()
				if k == KwBreak {
					p.close(m, BreakStmt)
				} else {
					p.close(m, ContinueStmt)
				}
				return
			}
		}
	}
	if !p.exprStarts() || p.memberStarts() {
		p.empty(EmptyStmt)
		return
	}
	m := p.open()
	p.expr()
	switch p.tok() {
	case Assign, PlusAssign, MinusAssign, MulAssign, DivAssign:
		p.bump()
		p.expr()
		p.close(m, AssignStmt)
	default:
		p.close(m, CallStmt)
	}
}

// bareWordStatement reports whether break/continue stands alone (not a
// name being assigned, called or accessed).
func (p *parser) bareWordStatement() bool {
	switch p.peek(1) {
	case Assign, PlusAssign, MinusAssign, MulAssign, DivAssign, LParen, Dot, ColonColon, LBracket:
		return false
	}
	return true
}

// ifStmt parses if/then/else; else-if chains are handled in a loop.
func (p *parser) ifStmt() {
	var marks []mark
	for {
		m := p.open()
		marks = append(marks, m)
		p.bumpKw() // if
		p.expr()
		p.expectKw(KwThen)
		p.statement()
		if !p.eatKw(KwElse) {
			break
		}
		if p.atKw(KwIf) {
			continue
		}
		p.statement()
		break
	}
	for i := len(marks) - 1; i >= 0; i-- {
		p.close(marks[i], IfStmt)
	}
}

// caseStmt parses case E of branches [else statements] end.
func (p *parser) caseStmt() {
	m := p.open()
	p.bumpKw()
	p.expr()
	p.expectKw(KwOf)
	for {
		if p.eatKw(KwEnd) {
			break
		}
		if p.atKw(KwElse) {
			em := p.open()
			p.bumpKw()
			p.statementList(KwEnd)
			p.close(em, CaseElse)
			p.expectKw(KwEnd)
			break
		}
		if p.at(EOF) || p.at(RBrace) || p.memberStarts() {
			p.errorExpected("'end'")
			break
		}
		if p.eat(Semicolon) {
			continue
		}
		start := p.pos
		bm := p.open()
		p.caseLabel()
		for p.eat(Comma) {
			p.caseLabel()
		}
		if p.expect(Colon) {
			p.statement()
		}
		p.close(bm, CaseBranch)
		if p.eat(Semicolon) || p.atKw(KwEnd) || p.atKw(KwElse) {
			continue
		}
		p.errorExpected("';'")
		if p.pos == start {
			em := p.open()
			p.bump()
			p.close(em, ErrorNode)
		}
	}
	p.close(m, CaseStmt)
}

// caseLabel parses an expression or a range a..b (either end may be missing).
func (p *parser) caseLabel() {
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
