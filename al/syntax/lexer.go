package syntax

import (
	"bytes"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// lexer turns File.Src into File.Tokens, File.Trivia and File.Directives.
// It evaluates conditional directives against the symbol set: only active
// code becomes tokens; directive lines and inactive branches become trivia.
type lexer struct {
	f           *File
	src         []byte
	pos         int
	pending     int32 // index in f.Trivia of the first trivia not yet attached to a token
	atLineStart bool  // only whitespace (or BOMs) since the last line break
	symbols     map[string]bool
	conds       []condFrame
	kw          []Keyword // keyword candidate of each token (KwNone for non-identifiers)
}

// condFrame is one open #if.
type condFrame struct {
	parentActive bool // the code around the #if is active
	active       bool // the current branch is active
	taken        bool // some branch was (or must not be) taken
	sawElse      bool
	start        int // offset of the #if, for errors
}

// lexFile tokenises f.Src into f and sets f.Lines. The keyword candidates are
// returned for the parser.
func lexFile(f *File, opts Options) []Keyword {
	src := f.Src
	f.Lines = NewLineTable(src)
	lx := &lexer{f: f, src: src, atLineStart: true}
	if len(opts.Symbols) > 0 {
		lx.symbols = make(map[string]bool, len(opts.Symbols))
		for _, s := range opts.Symbols {
			lx.symbols[strings.ToLower(s)] = true
		}
	}
	// Measured on real AL: about one token per 10 bytes and one trivia
	// piece per 14 bytes; start a little above that.
	if b := f.bufs; b != nil {
		f.Tokens = reuse(b.tokens, len(src)/8+16)
		f.Trivia = reuse(b.trivia, len(src)/11+16)
		lx.kw = reuse(b.kw, cap(f.Tokens))
	} else {
		f.Tokens = make([]Token, 0, len(src)/8+16)
		f.Trivia = make([]Trivia, 0, len(src)/11+16)
		lx.kw = make([]Keyword, 0, cap(f.Tokens))
	}
	if enc := utf16Encoding(src); enc != "" {
		// A UTF-16 file whose transcoding does not round-trip (see encoding.go).
		f.Encoding = enc
		lx.addTrivia(ByteOrderMark, 0, 2)
		if len(src) > 2 {
			lx.addTrivia(DisabledText, 2, len(src))
		}
		lx.pos = len(src)
		lx.errorAt(0, 2, "unsupported encoding: invalid "+f.Encoding+" (odd length or unpaired surrogate); the file is kept byte for byte but not parsed")
		lx.emit(EOF, len(src), len(src))
		return lx.kw
	}
	lx.run()
	return lx.kw
}

func (lx *lexer) errorAt(start, end int, msg string) {
	lx.f.addError(Span{start, end}, msg)
}

func (lx *lexer) addTrivia(k TriviaKind, start, end int) {
	if len(lx.f.Trivia) == cap(lx.f.Trivia) {
		lx.f.Trivia = slices.Grow(lx.f.Trivia, growBy(len(lx.f.Trivia), start, len(lx.src)))
	}
	lx.f.Trivia = append(lx.f.Trivia, Trivia{Kind: k, Span: Span{start, end}})
}

// growBy returns how many elements to add to a full slice of n elements
// that holds what the lexer found in the first pos bytes of total: enough
// for the rest at the density seen so far, plus an eighth. The initial
// capacities fit real AL; a denser file (one token per byte) then grows
// once or twice instead of a dozen times, which keeps the peak memory of a
// huge file near its final size.
func growBy(n, pos, total int) int {
	est := n + n/4
	if pos > 0 && pos < total {
		est = max(est, int(int64(n)*int64(total)/int64(pos)))
	}
	return est + est/8 + 16 - n
}

func (lx *lexer) emit(k TokenKind, start, end int) {
	n := int32(len(lx.f.Trivia))
	if k == Bad && n == lx.pending && len(lx.f.Tokens) > 0 {
		last := &lx.f.Tokens[len(lx.f.Tokens)-1]
		if last.Kind == Bad && last.Span.End == start {
			last.Span.End = end
			lx.pos = end
			return
		}
	}
	if len(lx.f.Tokens) == cap(lx.f.Tokens) {
		more := growBy(len(lx.f.Tokens), start, len(lx.src))
		lx.f.Tokens = slices.Grow(lx.f.Tokens, more)
		lx.kw = slices.Grow(lx.kw, more)
	}
	lx.f.Tokens = append(lx.f.Tokens, Token{Kind: k, Span: Span{start, end}, Leading: lx.pending, NLeading: n - lx.pending})
	kw := KwNone
	if k == Identifier {
		kw = lookupKeywordBytes(lx.src[start:end])
	}
	lx.kw = append(lx.kw, kw)
	lx.pending = n
	lx.pos = end
}

func (lx *lexer) active() bool { return len(lx.conds) == 0 || lx.conds[len(lx.conds)-1].active }

func (lx *lexer) run() {
	src := lx.src
	n := len(src)
	for lx.pos < n {
		start := lx.pos
		c := src[start]
		switch {
		case c == ' ' || c == '\t' || c == '\v' || c == '\f':
			i := start + 1
			for i < n && (src[i] == ' ' || src[i] == '\t' || src[i] == '\v' || src[i] == '\f') {
				i++
			}
			lx.addTrivia(Whitespace, start, i)
			lx.pos = i
		case c == '\n':
			lx.addTrivia(EndOfLine, start, start+1)
			lx.pos = start + 1
			lx.atLineStart = true
		case c == '\r':
			end := start + 1
			if end < n && src[end] == '\n' {
				end++
			}
			lx.addTrivia(EndOfLine, start, end)
			lx.pos = end
			lx.atLineStart = true
		case c == '/' && start+1 < n && src[start+1] == '/':
			end := lineEnd(src, start)
			k := LineComment
			if end-start >= 3 && src[start+2] == '/' && (end-start == 3 || src[start+3] != '/') {
				k = DocComment
			}
			lx.addTrivia(k, start, end)
			lx.pos = end
			lx.atLineStart = false
		case c == '/' && start+1 < n && src[start+1] == '*':
			end := n
			if j := bytes.Index(src[start+2:], []byte("*/")); j >= 0 {
				end = start + 2 + j + 2
			} else {
				lx.errorAt(start, n, "unterminated block comment")
			}
			lx.addTrivia(BlockComment, start, end)
			lx.pos = end
			lx.atLineStart = false
		case c == '#' && lx.atLineStart:
			lx.directive()
		case c == 0xEF && start+2 < n && src[start+1] == 0xBB && src[start+2] == 0xBF:
			lx.addTrivia(ByteOrderMark, start, start+3)
			lx.pos = start + 3
		default:
			lx.token()
			lx.atLineStart = false
		}
	}
	if len(lx.conds) > 0 {
		lx.errorAt(lx.conds[len(lx.conds)-1].start, lx.conds[len(lx.conds)-1].start+1, "#if without #endif")
	}
	lx.emit(EOF, n, n)
}

// lineEnd returns the offset of the first CR or LF at or after i, or len(src).
func lineEnd(src []byte, i int) int {
	for ; i < len(src); i++ {
		if src[i] == '\n' || src[i] == '\r' {
			return i
		}
	}
	return i
}

// lineBreakEnd returns the end of the line break starting at i (i itself when none).
func lineBreakEnd(src []byte, i int) int {
	if i < len(src) {
		if src[i] == '\r' {
			if i+1 < len(src) && src[i+1] == '\n' {
				return i + 2
			}
			return i + 1
		}
		if src[i] == '\n' {
			return i + 1
		}
	}
	return i
}

// directive handles a directive line in active code at lx.pos.
func (lx *lexer) directive() {
	start := lx.pos
	end := lineEnd(lx.src, start)
	d := parseDirective(lx.src, start, end)
	d.Active = true
	switch d.Kind {
	case DirIf:
		v := lx.eval(d)
		lx.conds = append(lx.conds, condFrame{parentActive: true, active: v, taken: v, start: start})
	case DirElif, DirElse:
		if len(lx.conds) == 0 {
			lx.errorAt(start, end, d.Kind.String()+" without #if")
			break
		}
		top := &lx.conds[len(lx.conds)-1]
		if top.sawElse {
			lx.errorAt(start, end, d.Kind.String()+" after #else")
		}
		if d.Kind == DirElse {
			top.sawElse = true
		}
		top.active, top.taken = false, true
	case DirEndif:
		if len(lx.conds) == 0 {
			lx.errorAt(start, end, "#endif without #if")
			break
		}
		lx.conds = lx.conds[:len(lx.conds)-1]
	case DirDefine, DirUndef:
		if len(lx.f.Tokens) > 0 {
			lx.errorAt(start, end, d.Kind.String()+" must come before the first token of the file")
		}
		if d.Expr == "" {
			lx.errorAt(start, end, d.Kind.String()+" needs a symbol")
			break
		}
		if lx.symbols == nil {
			lx.symbols = map[string]bool{}
		}
		lx.symbols[strings.ToLower(d.Expr)] = d.Kind == DirDefine
	case DirUnknown:
		lx.errorAt(start, end, "unknown preprocessor directive")
	}
	lx.addTrivia(DirectiveLine, start, end)
	lx.f.Directives = append(lx.f.Directives, d)
	lx.pos = end
	if !lx.active() {
		lx.skipInactive()
	}
}

// skipInactive consumes the lines of inactive branches, from the line break
// after a directive, as DisabledText and DirectiveLine trivia until code is
// active again or the file ends.
func (lx *lexer) skipInactive() {
	src := lx.src
	n := len(src)
	if e := lineBreakEnd(src, lx.pos); e > lx.pos {
		lx.addTrivia(EndOfLine, lx.pos, e)
		lx.pos = e
	}
	textStart := lx.pos
	for i := lx.pos; i < n; {
		j := i
		for j < n && (src[j] == ' ' || src[j] == '\t') {
			j++
		}
		end := lineEnd(src, j)
		if j < n && src[j] == '#' {
			if j > textStart {
				lx.addTrivia(DisabledText, textStart, j)
			}
			d := parseDirective(src, j, end)
			d.Active = false
			switch d.Kind {
			case DirIf:
				lx.conds = append(lx.conds, condFrame{parentActive: false, taken: true, start: j})
			case DirElif, DirElse:
				if len(lx.conds) == 0 {
					break
				}
				top := &lx.conds[len(lx.conds)-1]
				d.Active = top.parentActive
				if top.sawElse && top.parentActive {
					lx.errorAt(j, end, d.Kind.String()+" after #else")
				}
				if d.Kind == DirElse {
					top.sawElse = true
				}
				if top.parentActive && !top.taken && (d.Kind == DirElse || lx.eval(d)) {
					top.active, top.taken = true, true
				}
			case DirEndif:
				if len(lx.conds) > 0 {
					d.Active = lx.conds[len(lx.conds)-1].parentActive
					lx.conds = lx.conds[:len(lx.conds)-1]
				}
			}
			lx.addTrivia(DirectiveLine, j, end)
			lx.f.Directives = append(lx.f.Directives, d)
			lx.pos = end
			if lx.active() {
				lx.atLineStart = false
				return
			}
			e := lineBreakEnd(src, end)
			if e > end {
				lx.addTrivia(EndOfLine, end, e)
			}
			i, textStart = e, e
			lx.pos = e
			continue
		}
		i = lineBreakEnd(src, end)
		if i == end { // end of file
			break
		}
	}
	if n > textStart {
		lx.addTrivia(DisabledText, textStart, n)
	}
	lx.pos = n
}

// parseDirective reads the directive line src[start:end] (src[start] == '#').
func parseDirective(src []byte, start, end int) Directive {
	d := Directive{Kind: DirUnknown, Span: Span{start, end}}
	line := src[start+1 : end]
	line = trimSpace(line)
	word, rest := splitWord(line)
	rest = stripLineComment(rest)
	switch strings.ToLower(string(word)) {
	case "if":
		d.Kind, d.Expr = DirIf, string(rest)
	case "elif":
		d.Kind, d.Expr = DirElif, string(rest)
	case "else":
		d.Kind = DirElse
	case "endif":
		d.Kind = DirEndif
	case "define":
		d.Kind, d.Expr = DirDefine, string(rest)
	case "undef":
		d.Kind, d.Expr = DirUndef, string(rest)
	case "region":
		d.Kind, d.Expr = DirRegion, string(rest)
	case "endregion":
		d.Kind, d.Expr = DirEndRegion, string(rest)
	case "pragma":
		sub, args := splitWord(rest)
		switch strings.ToLower(string(sub)) {
		case "warning":
			d.Kind = DirPragmaWarning
			action, ids := splitWord(args)
			d.Action = strings.ToLower(string(action))
			for _, id := range bytes.Split(ids, []byte(",")) {
				if id = trimSpace(id); len(id) > 0 {
					d.IDs = append(d.IDs, string(id))
				}
			}
		case "implicitwith":
			d.Kind = DirPragmaImplicitWith
			action, _ := splitWord(args)
			d.Action = strings.ToLower(string(action))
		default:
			d.Kind, d.Expr = DirPragmaOther, string(rest)
		}
	}
	return d
}

func trimSpace(b []byte) []byte { return bytes.Trim(b, " \t\v\f") }

// splitWord splits off a leading run of letters (after blanks) and returns it
// and the trimmed rest.
func splitWord(b []byte) (word, rest []byte) {
	b = trimSpace(b)
	i := 0
	for i < len(b) && (b[i]|0x20 >= 'a' && b[i]|0x20 <= 'z') {
		i++
	}
	return b[:i], trimSpace(b[i:])
}

// stripLineComment removes a trailing // comment and blanks.
func stripLineComment(b []byte) []byte {
	if i := bytes.Index(b, []byte("//")); i >= 0 {
		b = b[:i]
	}
	return trimSpace(b)
}

// eval evaluates an #if/#elif condition: symbols, not/!, and/&&, or/||,
// parentheses, true/false. A malformed condition is an error and false.
func (lx *lexer) eval(d Directive) bool {
	e := condEval{s: d.Expr, symbols: lx.symbols}
	v := e.or()
	e.skipBlank()
	if e.bad || e.i < len(e.s) || d.Expr == "" {
		lx.errorAt(d.Span.Start, d.Span.End, "malformed preprocessor condition")
		return false
	}
	return v
}

type condEval struct {
	s       string
	i       int
	bad     bool
	symbols map[string]bool
}

func (e *condEval) skipBlank() {
	for e.i < len(e.s) && (e.s[e.i] == ' ' || e.s[e.i] == '\t') {
		e.i++
	}
}

// word returns the next identifier-like word without consuming it.
func (e *condEval) word() string {
	e.skipBlank()
	j := e.i
	for j < len(e.s) && (isASCIIIdent(e.s[j]) || e.s[j] >= utf8.RuneSelf) {
		j++
	}
	return e.s[e.i:j]
}

func (e *condEval) accept(op string) bool {
	e.skipBlank()
	if strings.HasPrefix(e.s[e.i:], op) {
		e.i += len(op)
		return true
	}
	return false
}

func (e *condEval) acceptWord(w string) bool {
	if strings.EqualFold(e.word(), w) {
		e.i += len(w)
		return true
	}
	return false
}

func (e *condEval) or() bool {
	v := e.and()
	for !e.bad && (e.acceptWord("or") || e.accept("||")) {
		r := e.and()
		v = v || r
	}
	return v
}

func (e *condEval) and() bool {
	v := e.unary()
	for !e.bad && (e.acceptWord("and") || e.accept("&&")) {
		r := e.unary()
		v = v && r
	}
	return v
}

func (e *condEval) unary() bool {
	if e.acceptWord("not") || (!strings.HasPrefix(e.s[min(e.i, len(e.s)):], "!=") && e.accept("!")) {
		return !e.unary()
	}
	if e.accept("(") {
		v := e.or()
		if !e.accept(")") {
			e.bad = true
		}
		return v
	}
	w := e.word()
	if w == "" {
		e.bad = true
		return false
	}
	e.i += len(w)
	switch strings.ToLower(w) {
	case "true":
		return true
	case "false":
		return false
	}
	return e.symbols[strings.ToLower(w)]
}

func isASCIIIdent(c byte) bool {
	return c == '_' || (c|0x20 >= 'a' && c|0x20 <= 'z') || (c >= '0' && c <= '9')
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isIdentStartRune(r rune) bool {
	return r == '_' || unicode.IsLetter(r) || unicode.Is(unicode.Nl, r)
}

func isIdentContinueRune(r rune) bool {
	return isIdentStartRune(r) || unicode.In(r, unicode.Mn, unicode.Mc, unicode.Nd, unicode.Pc, unicode.Cf)
}

// identContinueAt reports whether an identifier character starts at i.
func (lx *lexer) identContinueAt(i int) bool {
	if i >= len(lx.src) {
		return false
	}
	c := lx.src[i]
	if c < utf8.RuneSelf {
		return isASCIIIdent(c)
	}
	r, _ := utf8.DecodeRune(lx.src[i:])
	return r != utf8.RuneError && isIdentContinueRune(r)
}

// identEnd returns the end of the identifier continuing at i.
func (lx *lexer) identEnd(i int) int {
	src := lx.src
	for i < len(src) {
		c := src[i]
		if c < utf8.RuneSelf {
			if !isASCIIIdent(c) {
				return i
			}
			i++
			continue
		}
		r, size := utf8.DecodeRune(src[i:])
		if r == utf8.RuneError || !isIdentContinueRune(r) {
			return i
		}
		i += size
	}
	return i
}

// token lexes one token at lx.pos.
func (lx *lexer) token() {
	src := lx.src
	n := len(src)
	start := lx.pos
	c := src[start]
	next := byte(0)
	if start+1 < n {
		next = src[start+1]
	}
	switch {
	case c == '_' || (c|0x20 >= 'a' && c|0x20 <= 'z'):
		lx.emit(Identifier, start, lx.identEnd(start+1))
	case c >= utf8.RuneSelf:
		r, size := utf8.DecodeRune(src[start:])
		if r != utf8.RuneError && isIdentStartRune(r) {
			lx.emit(Identifier, start, lx.identEnd(start+size))
			return
		}
		lx.errorAt(start, start+size, "unexpected character")
		lx.emit(Bad, start, start+size)
	case isDigit(c):
		lx.number(start)
	case c == '"':
		lx.quoted(start, '"', QuotedIdentifier, false)
	case c == '\'':
		lx.quoted(start, '\'', String, false)
	case c == '@' && next == '\'':
		lx.quoted(start+1, '\'', VerbatimString, true)
		lx.f.Tokens[len(lx.f.Tokens)-1].Span.Start = start
	default:
		k, size := Bad, 1
		switch c {
		case ':':
			k = Colon
			if next == '=' {
				k, size = Assign, 2
			} else if next == ':' {
				k, size = ColonColon, 2
			}
		case '.':
			k = Dot
			if next == '.' {
				k, size = DotDot, 2
			}
		case '<':
			k = Less
			if next == '>' {
				k, size = NotEqual, 2
			} else if next == '=' {
				k, size = LessEqual, 2
			}
		case '>':
			k = Greater
			if next == '=' {
				k, size = GreaterEqual, 2
			}
		case '+':
			k = Plus
			if next == '=' {
				k, size = PlusAssign, 2
			}
		case '-':
			k = Minus
			if next == '=' {
				k, size = MinusAssign, 2
			}
		case '*':
			k = Star
			if next == '=' {
				k, size = MulAssign, 2
			}
		case '/':
			k = Slash
			if next == '=' {
				k, size = DivAssign, 2
			}
		case '=':
			k = Equal
		case '(':
			k = LParen
		case ')':
			k = RParen
		case '[':
			k = LBracket
		case ']':
			k = RBracket
		case '{':
			k = LBrace
		case '}':
			k = RBrace
		case ',':
			k = Comma
		case ';':
			k = Semicolon
		case '?':
			k = Question
		case '|':
			k = Pipe
		case '&':
			k = Amp
		case '@':
			k = At
		case '%':
			k = Percent
		}
		if k == Bad {
			lx.errorAt(start, start+1, "unexpected character")
		}
		lx.emit(k, start, start+size)
	}
}

// number lexes an integer, decimal, date, time, datetime or biginteger literal.
func (lx *lexer) number(start int) {
	src := lx.src
	n := len(src)
	i := start + 1
	for i < n && isDigit(src[i]) {
		i++
	}
	k := Integer
	if i+1 < n && src[i] == '.' && isDigit(src[i+1]) {
		i += 2
		for i < n && isDigit(src[i]) {
			i++
		}
		k = Decimal
	}
	if i < n {
		switch src[i] | 0x20 {
		case 'd':
			if k == Integer {
				if i+1 < n && src[i+1]|0x20 == 't' && !lx.identContinueAt(i+2) {
					k, i = DateTime, i+2
				} else if !lx.identContinueAt(i + 1) {
					k, i = Date, i+1
				}
			}
		case 't':
			if !lx.identContinueAt(i + 1) {
				k, i = Time, i+1
			}
		case 'l':
			if k == Integer && !lx.identContinueAt(i+1) {
				k, i = BigInteger, i+1
			}
		}
	}
	lx.emit(k, start, i)
}

// quoted lexes a string or quoted identifier starting at the quote at start;
// a doubled quote is an escape. Only verbatim strings may span lines.
func (lx *lexer) quoted(start int, q byte, k TokenKind, multiline bool) {
	src := lx.src
	n := len(src)
	i := start + 1
	for i < n {
		c := src[i]
		if c == q {
			if i+1 < n && src[i+1] == q {
				i += 2
				continue
			}
			lx.emit(k, start, i+1)
			return
		}
		if !multiline && (c == '\n' || c == '\r') {
			break
		}
		i++
	}
	what := "string"
	if k == QuotedIdentifier {
		what = "quoted identifier"
	}
	lx.errorAt(start, i, "unterminated "+what)
	lx.emit(k, start, i)
}
