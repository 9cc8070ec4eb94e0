package syntax

// Nesting limits. Every recursive construct (expressions, statements,
// types, member bodies) enters through enter, which counts the depth; at
// maxDepth the construct is reported once and its tokens are skipped into an
// ErrorNode (skipDeep), so hostile input neither grows the stack without
// bound nor produces an error per token.

// skipMode says which construct skipDeep skips and where it stops.
type skipMode uint8

const (
	skipExpr  skipMode = iota // an expression: up to what ends it in its context
	skipStmt                  // a statement: up to ';', 'end', 'until' or a closing bracket at level zero
	skipType                  // a type: up to ';', ',' or a closing bracket at level zero
	skipGroup                 // one balanced { ... } group (a member body)
)

// enter counts one level of nesting. At maxDepth it skips the construct at
// the current token (see skipDeep), reports msg unless that is an empty
// statement, and returns false; the caller then returns without parsing it. Each true result must be paired
// with a call to leave.
func (p *parser) enter(msg string, mode skipMode) bool {
	if p.depth >= maxDepth {
		start := p.pos
		n := p.skipDeep(mode)
		if n.First == n.Last && mode == skipStmt {
			n.Kind = EmptyStmt // nothing nested here: an empty statement
		} else {
			p.errorAtTok(start, msg)
		}
		return false
	}
	p.depth++
	return true
}

func (p *parser) leave() { p.depth-- }

// skipDeep consumes the tokens of a construct nested too deeply into an
// ErrorNode (an empty one when the current token ends the construct).
// Brackets (and, in statements, begin/case/repeat ... end/until) are counted
// so that a skipped construct ends where its enclosing one resumes: the
// enclosing levels then find their closing tokens and report nothing more.
// It never consumes EOF.
func (p *parser) skipDeep(mode skipMode) *Node {
	m := p.open()
	level := 0
	for !p.at(EOF) {
		k, kw := p.tok(), KwNone
		if k == Identifier {
			kw = p.kw[p.pos]
		}
		opens, closes := k == LParen || k == LBracket, k == RParen || k == RBracket
		switch mode {
		case skipStmt:
			opens = opens || kw == KwBegin || kw == KwCase || kw == KwRepeat
			closes = closes || kw == KwEnd || kw == KwUntil
		case skipGroup:
			opens, closes = k == LBrace, k == RBrace
		}
		if level == 0 && p.skipStops(mode, k, kw, closes) || p.skipStopsAnywhere(mode, k, kw) {
			break
		}
		p.bump()
		switch {
		case opens:
			level++
		case closes:
			level--
		}
		if mode == skipGroup && level <= 0 {
			break // the group is closed (or was no group: one token)
		}
	}
	return p.close(m, ErrorNode)
}

// skipStops reports whether the current token, at nesting level zero of a
// skipped construct, ends it without being part of it.
func (p *parser) skipStops(mode skipMode, k TokenKind, kw Keyword, closes bool) bool {
	switch mode {
	case skipExpr:
		switch k {
		case Comma, Colon, Assign, PlusAssign, MinusAssign, MulAssign, DivAssign, DotDot:
			return true
		}
		switch kw {
		case KwThen, KwDo, KwOf, KwTo, KwDownTo, KwElse:
			return true
		}
		return closes
	case skipStmt:
		return closes || k == Semicolon
	case skipType:
		return closes || k == Semicolon || k == Comma
	}
	return false
}

// skipStopsAnywhere reports whether the current token ends a skipped
// construct at any nesting level: tokens the construct cannot contain.
func (p *parser) skipStopsAnywhere(mode skipMode, k TokenKind, kw Keyword) bool {
	switch mode {
	case skipExpr:
		return k == Semicolon || k == LBrace || k == RBrace || kw == KwBegin || kw == KwEnd || kw == KwUntil
	case skipStmt, skipType:
		return k == LBrace || k == RBrace
	}
	return false
}
