// Package syntax is alfix's lossless lexer and parser for AL, the language of
// Business Central extensions.
//
// Parse turns one file's bytes into a [File]: tokens, trivia, structured
// preprocessor directives, a syntax tree of [Node]s, a [LineTable] and a
// sorted list of syntax errors. It never panics and always returns a tree.
//
// This package must not read files, know about projects, rules or fixes, or
// resolve names and types: it only describes what is written.
//
// # Lossless
//
// Every byte of the input belongs to exactly one token or trivia piece, in
// order; all trivia is leading (attached to the next token, the EOF token
// collects the tail). [File.Print] reproduces the input byte for byte and
// [File.Check] verifies the invariants. Src is not copied (except for UTF-16
// input, see Encoding).
//
// # Tokens and keywords
//
// The lexer emits Identifier for every word: AL keywords are contextual (a
// variable may be called Value, Type or Continue, and any word may follow '.'
// or '::'). The parser sets [Token.Keyword] on the tokens it consumed as
// keywords, so rules can ask f.Tokens[i].Keyword == KwBegin. Literals: ” is
// the escape in strings and "" in quoted identifiers; @'...' is a verbatim
// string that may span lines; digits followed by D, T, DT or L (any case, not
// glued to further letters) are Date, Time, DateTime and BigInteger; 1..5 is
// Integer, DotDot, Integer. '|', '&', '@' and '%' are tokens so that filter
// property values lex.
//
// # Trivia and directives
//
// Trivia kinds: Whitespace (runs of space, tab, VT, FF), EndOfLine (one LF,
// CRLF or bare CR each), LineComment, DocComment (exactly three slashes),
// BlockComment (not nested), DirectiveLine, DisabledText and ByteOrderMark
// (U+FEFF anywhere between tokens; inside an identifier it is part of the
// name, as in the compiler).
//
// A directive is a line whose first non-blank character is '#'. The lexer
// evaluates #if/#elif/#else/#endif against [Options.Symbols] plus #define and
// #undef (case-insensitive; conditions use symbols, not/and/or, !/&&/||,
// parentheses, true/false). Only active code is tokenised; each directive line
// is a DirectiveLine trivia and each inactive stretch of lines (between
// directive lines) one DisabledText trivia, so the parser never sees a
// construct split by #if. Every directive, active or not, is also in
// [File.Directives] with its kind, pragma action and ids, and condition text
// (trailing // comment removed). Directive.Active is false for directives
// inside an inactive branch; for #elif/#else/#endif it tells whether the code
// around the #if is active.
//
// # Encoding
//
// UTF-8 with or without BOM (one or more BOMs) is parsed as is. A UTF-16 file
// (BOM FF FE or FE FF) is parsed through its UTF-8 transcoding: File.Src then
// holds the UTF-8 text (the input is not retained; spans, Text and positions
// refer to the UTF-8 text, whose first character is the BOM as a
// ByteOrderMark trivia), File.Encoding is "UTF-16LE" or "UTF-16BE", and Print
// encodes every piece back, which reproduces the input exactly. Edits computed
// on such a file are in UTF-8 offsets; the workspace refuses to fix these
// files. A UTF-16 file that cannot be transcoded losslessly (odd length,
// unpaired surrogate) is kept byte for byte as a ByteOrderMark and one
// DisabledText trivia, has only the EOF token and one "unsupported encoding"
// error.
//
// # Tree
//
// A [Node] is a kind plus a token range [First, Last); tokens in the range not
// covered by a child belong to the node itself (keywords, punctuation,
// names). The kinds are listed in node.go. Shapes worth knowing:
//
//   - FileNode: Namespace?, Using*, Object* (ErrorNode for junk between).
//   - Object: the kind keyword is its first token, then the id (Integer), the
//     name tokens, extends/customizes BASE as own tokens, an ImplementsList
//     child (implements, or an interface's extends list), and the ObjectBody.
//   - ObjectBody is every brace-delimited member list: of an object, a
//     Section (fields, keys, layout, actions, dataset, requestpage, labels,
//     ...) or an Element (field(...), key(...), area(...), action(...),
//     dataitem(...), value(...), addafter(...), modify(...), ...). Members are
//     Property, Section, Element, Trigger, Procedure, EventDecl, VarSection,
//     and ErrorNode.
//   - Property: the name token, '=', a PropertyValue child and the ';'.
//     PropertyValue holds the value tokens; each comma-separated item is an
//     expression child when it parses as one (captions with Comment/Locked,
//     CalcFormula, TableRelation with where/if/else, filter(...) mini-language
//     and permission lists are kept as tokens in the PropertyValue without
//     expression children; rules read those tokens).
//   - Procedure: Attribute children first, then access modifier and
//     'procedure' keywords, the name, ParameterList, ReturnSpec?, then
//     VarSection? and Block and ';' (none of these for a declaration ending
//     in ';', as in interfaces). Trigger is the same without attributes.
//   - Statements: Block holds its statements as children and the ';'
//     separators as own tokens; an empty statement is an EmptyStmt node with
//     First == Last, so IfStmt always has cond, then-branch [, else-branch]
//     children, ForStmt var, from, to, body, and so on (see node.go).
//   - Expressions follow the measured precedence ladder (tightest first):
//     postfix (. :: () []); unary not - +; * / div mod; + -; in is as; and;
//     or xor; comparisons = <> < > <= >=; ternary ?: (right associative). All
//     binary operators are left associative; BinaryExpr has two children and
//     the operator token between them.
//
// Deep input does not overflow the stack: statement lists, else-if chains
// and binary operator chains are parsed iteratively, and nesting beyond a
// fixed depth is reported as an error.
//
// # Positions
//
// Offsets are byte offsets. [LineTable] converts them to 1-based lines and
// 1-based columns counted in UTF-16 code units (as the AL compiler and LSP
// do) and back; LF, CRLF and a bare CR each end a line.
package syntax
