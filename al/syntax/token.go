package syntax

// TokenKind classifies a token. The lexer never produces keywords: words are
// Identifier tokens and the parser marks the ones it uses as keywords in
// Token.Keyword.
type TokenKind uint8

// Token kinds.
const (
	Bad              TokenKind = iota // a run of bytes that cannot start any token
	EOF                               // end of file; collects the trailing trivia
	Identifier                        // plain name or keyword: Customer, begin, _x, Dürnstein
	QuotedIdentifier                  // "Sales Header" (a doubled "" inside is an escaped quote)
	String                            // 'text' ('' inside is an escaped apostrophe)
	VerbatimString                    // @'text' (may span lines)
	Integer                           // 123
	Decimal                           // 1.5
	Date                              // 0D, 20250101D
	Time                              // 0T, 120000T, 235959.999T
	DateTime                          // 0DT
	BigInteger                        // 0L
	Assign                            // :=
	PlusAssign                        // +=
	MinusAssign                       // -=
	MulAssign                         // *=
	DivAssign                         // /=
	ColonColon                        // ::
	DotDot                            // ..
	NotEqual                          // <>
	LessEqual                         // <=
	GreaterEqual                      // >=
	Less                              // <
	Greater                           // >
	Equal                             // =
	Plus                              // +
	Minus                             // -
	Star                              // *
	Slash                             // /
	LParen                            // (
	RParen                            // )
	LBracket                          // [
	RBracket                          // ]
	LBrace                            // {
	RBrace                            // }
	Comma                             // ,
	Semicolon                         // ;
	Colon                             // :
	Dot                               // .
	Question                          // ?
	Pipe                              // | (filter values only)
	Amp                               // & (filter values only)
	At                                // @ not followed by ' (filter values only)
	Percent                           // % (filter values only)
	numTokenKinds
)

var tokenKindNames = [...]string{
	Bad: "bad token", EOF: "end of file", Identifier: "identifier", QuotedIdentifier: "quoted identifier",
	String: "string", VerbatimString: "verbatim string", Integer: "integer", Decimal: "decimal",
	Date: "date", Time: "time", DateTime: "datetime", BigInteger: "biginteger",
	Assign: "':='", PlusAssign: "'+='", MinusAssign: "'-='", MulAssign: "'*='", DivAssign: "'/='",
	ColonColon: "'::'", DotDot: "'..'", NotEqual: "'<>'", LessEqual: "'<='", GreaterEqual: "'>='",
	Less: "'<'", Greater: "'>'", Equal: "'='", Plus: "'+'", Minus: "'-'", Star: "'*'", Slash: "'/'",
	LParen: "'('", RParen: "')'", LBracket: "'['", RBracket: "']'", LBrace: "'{'", RBrace: "'}'",
	Comma: "','", Semicolon: "';'", Colon: "':'", Dot: "'.'", Question: "'?'", Pipe: "'|'",
	Amp: "'&'", At: "'@'", Percent: "'%'",
}

// String returns a readable name of the kind, e.g. "identifier" or "':='".
func (k TokenKind) String() string {
	if int(k) < len(tokenKindNames) && tokenKindNames[k] != "" {
		return tokenKindNames[k]
	}
	return "TokenKind(" + itoa(int(k)) + ")"
}

// IsLiteral reports whether k is a string, number, date or time literal kind.
func (k TokenKind) IsLiteral() bool { return k >= String && k <= BigInteger }

// Token is one token of a file. Its bytes are File.Src[Span.Start:Span.End];
// the trivia before it are File.Trivia[Leading : Leading+NLeading].
type Token struct {
	Kind TokenKind
	// Keyword is set by the parser when it consumed this identifier token as
	// a keyword (keywords are contextual); KwNone for identifiers used as names.
	Keyword  Keyword
	Span     Span  // the token's own bytes
	Leading  int32 // index into File.Trivia of this token's first leading trivia
	NLeading int32 // number of leading trivia pieces (all trivia is leading; EOF collects the tail)
}

// Span is a half-open byte range [Start, End) in a file's source.
type Span struct{ Start, End int }

// Len returns the number of bytes in s.
func (s Span) Len() int { return s.End - s.Start }

// Contains reports whether offset lies in [Start, End).
func (s Span) Contains(offset int) bool { return offset >= s.Start && offset < s.End }

// TriviaKind classifies a piece of trivia.
type TriviaKind uint8

// Trivia kinds.
const (
	Whitespace    TriviaKind = iota // a run of spaces, tabs, vertical tabs and form feeds
	EndOfLine                       // one line break: LF, CRLF or a bare CR
	LineComment                     // // to end of line (without the line break)
	DocComment                      // /// to end of line (without the line break)
	BlockComment                    // /* ... */ (not nested; may be unterminated at EOF)
	DirectiveLine                   // a preprocessor line from '#' to end of line; see File.Directives
	DisabledText                    // the lines of an inactive #if/#elif/#else branch
	ByteOrderMark                   // one U+FEFF (EF BB BF) anywhere, or the FF FE / FE FF of a UTF-16 file
)

var triviaKindNames = [...]string{
	Whitespace: "whitespace", EndOfLine: "end of line", LineComment: "line comment",
	DocComment: "doc comment", BlockComment: "block comment", DirectiveLine: "directive",
	DisabledText: "disabled text", ByteOrderMark: "byte order mark",
}

// String returns a readable name of the kind.
func (k TriviaKind) String() string {
	if int(k) < len(triviaKindNames) {
		return triviaKindNames[k]
	}
	return "TriviaKind(" + itoa(int(k)) + ")"
}

// IsComment reports whether k is a line, doc or block comment.
func (k TriviaKind) IsComment() bool { return k == LineComment || k == DocComment || k == BlockComment }

// Trivia is a piece of source text that is not a token.
type Trivia struct {
	Kind TriviaKind
	Span Span
}

// DirectiveKind classifies a preprocessor directive.
type DirectiveKind uint8

// Directive kinds.
const (
	DirIf                 DirectiveKind = iota // #if EXPR
	DirElif                                    // #elif EXPR
	DirElse                                    // #else
	DirEndif                                   // #endif
	DirDefine                                  // #define SYMBOL
	DirUndef                                   // #undef SYMBOL
	DirRegion                                  // #region [text]
	DirEndRegion                               // #endregion [text]
	DirPragmaWarning                           // #pragma warning disable|restore [ids]
	DirPragmaImplicitWith                      // #pragma implicitwith disable|restore
	DirPragmaOther                             // any other #pragma
	DirUnknown                                 // any other #word
)

var directiveKindNames = [...]string{
	DirIf: "#if", DirElif: "#elif", DirElse: "#else", DirEndif: "#endif", DirDefine: "#define",
	DirUndef: "#undef", DirRegion: "#region", DirEndRegion: "#endregion",
	DirPragmaWarning: "#pragma warning", DirPragmaImplicitWith: "#pragma implicitwith",
	DirPragmaOther: "#pragma", DirUnknown: "unknown directive",
}

// String returns the directive's spelling, e.g. "#if" or "#pragma warning".
func (k DirectiveKind) String() string {
	if int(k) < len(directiveKindNames) {
		return directiveKindNames[k]
	}
	return "DirectiveKind(" + itoa(int(k)) + ")"
}

// Directive is a structured preprocessor line (also present as DirectiveLine
// trivia with the same Span).
type Directive struct {
	Kind   DirectiveKind
	Span   Span     // the directive line from '#' to the end of the line, without its line break
	Active bool     // false when it sits inside an inactive #if branch
	Action string   // pragma: "disable" or "restore" (lower-cased); "" otherwise
	IDs    []string // pragma warning id list as written (may be empty = all)
	Expr   string   // #if/#elif condition text; #define/#undef symbol; #region text (trailing // comment removed)
}

// Error is a syntax error: a span (possibly empty) and a message.
type Error struct {
	Span Span
	Msg  string
}

// Error formats the error as "offset: message".
func (e Error) Error() string { return itoa(e.Span.Start) + ": " + e.Msg }

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	neg := n < 0
	if neg {
		n = -n
	}
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}
