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
//   - FileNode: Namespace?, Using*, Object*, ErrorNode for junk between
//     objects; it also owns the EOF token.
//   - Object: the kind keyword is its first token, then the id (Integer), the
//     name tokens (a dotted name is several tokens), extends/customizes BASE
//     as own tokens, an ImplementsList child (implements, or an interface's
//     extends list), and the ObjectBody.
//   - ObjectBody is every brace-delimited member list: of an object, a
//     Section (word { ... }: fields, keys, layout, actions, dataset,
//     requestpage, labels, rendering, views, schema, elements, ...) or an
//     Element (word(args) [{ ... }] [;]: field, key, fieldgroup, area, group,
//     repeater, part, action, actionref, dataitem, column, value, assembly,
//     type, addafter, modify, movebefore, ...). A member is decided by the
//     token after its first word: '=' property, '{' section, '(' element;
//     var, procedure, trigger and event start their own kinds. Members are
//     Property, Section, Element, Trigger, Procedure, EventDecl, VarSection,
//     Attribute (only when not followed by a declaration) and ErrorNode.
//     Section and Element words that are known keywords are marked.
//   - ElementArgs: '(' arguments ')', separated by ';' or ','. An argument
//     is an expression child (a lone word, even a reserved one, is a
//     NameExpr), the third argument of field(...) is a TypeRef, and an
//     argument that is neither stays as own tokens.
//   - Property: the name token, '=', a PropertyValue child and the ';'.
//     When the whole value is a comma-separated list of expressions, the
//     PropertyValue has one expression child per item (so Caption = 'X',
//     Locked = true gives a literal and a BinaryExpr). Otherwise every value
//     token is an own token of the PropertyValue, with formula and
//     permission words (where, const, field, filter, sum, if, else, sorting,
//     tabledata, ...) marked as keywords: CalcFormula, TableRelation,
//     DecimalPlaces = 0 : 5, RunObject = page X, OptionMembers with empty or
//     keyword members, permission lists and filter(...) values.
//   - Procedure: Attribute children first, then access modifier and
//     'procedure' keywords, the name, ParameterList, ReturnSpec?, then
//     VarSection? and Block and ';'. A declaration without a body (interface,
//     control add-in) ends after the header, with or without ';'. Trigger is
//     the same without attributes and modifiers; its name may be qualified
//     (trigger Control::Event(...)). EventDecl is event Name(params) [;].
//   - VarSection: [protected] var VariableDecl*; a declaration is a name
//     followed by ':' or ','. VariableDecl: Attribute*, names, ':', TypeRef,
//     ';'. TypeRef covers Name[len], object types (Record X temporary,
//     Codeunit "X", DotNet X WithEvents, ...), array[n, m] of T (nested
//     TypeRef), List of [T] / Dictionary of [K, V] (nested TypeRefs),
//     Option A,,"B C", and Label/TextConst with their Comment, Locked and
//     MaxLength tail as own tokens.
//   - Statements: Block holds its statements as children and the ';'
//     separators as own tokens; an empty statement (also the one after a
//     final ';') is an EmptyStmt node with First == Last, so IfStmt always
//     has cond, then-branch [, else-branch] children, ForStmt var, from, to,
//     body, RepeatStmt statements then the condition, and so on (see
//     node.go). A statement that is an expression is a CallStmt (calls with
//     or without parentheses); break and continue are statements unless
//     followed by ':=', '(', '.', '::' or '[' (then they are names).
//   - Expressions follow the measured precedence ladder (tightest first):
//     postfix (. :: () []); unary not - +; * / div mod; + -; in is as; and;
//     or xor; comparisons = <> < > <= >=; ternary ?: (right associative). All
//     binary operators are left associative; BinaryExpr has two children and
//     the operator token between them. Any word may follow '.' or '::';
//     reserved words (begin, end, if, then, else, do, of, to, until, ...)
//     cannot be names elsewhere in expressions. this is a ThisExpr only
//     before '.'. A missing expression is an empty ErrorNode.
//
// # Errors and recovery
//
// Errors are sorted by offset; at most one error is reported per token, and
// at most 1000 per file (then one more says the rest are not reported).
// Statement lists recover at ';' and at statement keywords, and stop at
// tokens that can only start a member (procedure, trigger, local procedure,
// an attribute), so a missing 'end' costs one error. Members recover at ';'
// or the next balanced '}' (skipped tokens become an ErrorNode); a section
// or element word that AL does not know is reported but the member is
// parsed normally. Files recover at the next object header (kind word plus
// id or name, so Page.Run in stray code is not taken for an object). Deep input does not overflow the stack: statement
// lists, else-if chains and binary operator chains are parsed iteratively,
// and nesting of expressions, statements, types and member bodies beyond a
// fixed depth (1000) is reported once: the construct at that depth is
// skipped (brackets and begin/case/repeat ... end/until balanced) into an
// ErrorNode, so the enclosing levels find their closing tokens. Parsing
// and position lookups stay linear in the size of the input, also for a
// file that is one long line.
//
// # Positions
//
// Offsets are byte offsets. [LineTable] converts them to 1-based lines and
// 1-based columns counted in UTF-16 code units (as the AL compiler and LSP
// do) and back; LF, CRLF and a bare CR each end a line. A leading UTF-8
// byte-order mark takes no column, as in the compiler and VS Code, which drop
// it when they decode the file.
package syntax
