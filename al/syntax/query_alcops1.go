package syntax

import (
	"strconv"
	"strings"
)

// Queries for documentation comments, attribute arguments, label variables,
// enum value ordinals and test codeunits (first used by the ALCops
// documentation, naming and metric rules).

// DocComments returns the spans of the `///` documentation comment lines
// in the leading trivia of n's first token, in order: the comments written
// directly before a declaration (before its attributes, when it has any).
func (f *File) DocComments(n *Node) []Span {
	if n == nil || n.First >= n.Last {
		return nil
	}
	var out []Span
	for _, tr := range f.LeadingTrivia(int(n.First)) {
		if tr.Kind == DocComment {
			out = append(out, tr.Span)
		}
	}
	return out
}

// FirstDocBlock returns the first run of consecutive `///` lines before n's
// first token (see [File.DocComments]): lines that follow each other with
// nothing but white space and one line break between them. A blank line or
// another comment ends the run, as in the compiler, whose documentation
// comment of a declaration is this first block.
func (f *File) FirstDocBlock(n *Node) []Span {
	if n == nil || n.First >= n.Last {
		return nil
	}
	var out []Span
	breaks := 0
	for _, tr := range f.LeadingTrivia(int(n.First)) {
		switch tr.Kind {
		case DocComment:
			if len(out) > 0 && breaks != 1 {
				return out
			}
			out, breaks = append(out, tr.Span), 0
		case Whitespace:
		case EndOfLine:
			breaks++
		default:
			if len(out) > 0 {
				return out
			}
		}
	}
	return out
}

// DocCommentText returns the text of a `///` line after its three slashes.
func (f *File) DocCommentText(line Span) string {
	if line.Len() < 3 {
		return ""
	}
	return string(f.Src[line.Start+3 : line.End])
}

// AttributeArgs returns the argument expressions of an attribute
// ([EventSubscriber(ObjectType::Table, Database::X, OnAfterInsertEvent,
// ”, false, false)] has six), or nil when it has no argument list.
func (f *File) AttributeArgs(attr *Node) []*Node {
	if attr == nil {
		return nil
	}
	if args := attr.Child(ArgumentList); args != nil {
		return args.Children
	}
	return nil
}

// IsTestCodeunit reports whether obj is a codeunit with Subtype = Test.
func (f *File) IsTestCodeunit(obj *Node) bool {
	if obj == nil || f.ObjectKind(obj) != KwCodeunit {
		return false
	}
	p := f.Property(obj, "Subtype")
	return p != nil && f.PropertyValueIs(p, "Test")
}

// VariableLabel returns the label of a variable declaration whose type is
// Label (`Name: Label 'text', Locked = true`); ok is false for any other
// type or a label without its text.
func (f *File) VariableLabel(vd *Node) (lv Label, ok bool) {
	if vd == nil || vd.Kind != VariableDecl {
		return Label{}, false
	}
	tr := vd.Child(TypeRef)
	if tr == nil || tr.Len() == 0 || !strings.EqualFold(f.TokenText(int(tr.First)), "Label") {
		return Label{}, false
	}
	lv = f.ParseLabel(int(tr.First), int(tr.Last))
	return lv, lv.Text >= 0
}

// ElementOrdinal returns the number an element starts its arguments with
// (value(0; Name), field(1; Name; Type)); ok is false when the first
// argument is not an integer literal.
func (f *File) ElementOrdinal(el *Node) (n int, ok bool) {
	tok := f.ElementOrdinalToken(el)
	if tok < 0 {
		return 0, false
	}
	n, err := strconv.Atoi(f.TokenText(tok))
	return n, err == nil
}

// ElementOrdinalToken returns the token index of the integer literal an
// element starts its arguments with, or -1 (see [File.ElementOrdinal]).
func (f *File) ElementOrdinalToken(el *Node) int {
	var buf [4]TokenRange
	args := f.appendElementArgs(buf[:0], el, true)
	if len(args) == 0 || args[0].Len() != 1 || f.Tokens[args[0].First].Kind != Integer {
		return -1
	}
	return args[0].First
}

// ReturnName returns the token index of the name of a procedure's or
// trigger's named return value (procedure P() Result: Integer), or -1 when
// the return value is unnamed or there is none.
func (f *File) ReturnName(routine *Node) int {
	rs := routine.Child(ReturnSpec)
	if rs == nil {
		return -1
	}
	for i := range f.OwnTokens(rs) {
		switch k := f.Tokens[i].Kind; {
		case k == Colon:
			return -1
		case k.IsName():
			return i
		}
	}
	return -1
}

// A DocElement is a top-level XML element of a documentation comment block
// (<summary>, <param name="X">, <returns>, ...), as written.
type DocElement struct {
	// Name is the element's name as written (case kept).
	Name string
	// Span runs from the '<' of the start tag to the '>' of the end tag in
	// the source, across the `///` of the lines between; an element whose
	// end tag is missing ends with the block.
	Span Span
	// Empty is set for a self-closing element (<returns/>).
	Empty bool
	// attrs is the text of the start tag after the name.
	attrs string
}

// Attr returns the value of the attribute name (compared ignoring case) of
// the element's start tag.
func (e DocElement) Attr(name string) (string, bool) {
	s := e.attrs
	for {
		s = strings.TrimLeft(s, " \t\r\n")
		eq := strings.IndexByte(s, '=')
		if eq <= 0 {
			return "", false
		}
		key := strings.TrimSpace(s[:eq])
		rest := strings.TrimLeft(s[eq+1:], " \t\r\n")
		if rest == "" || (rest[0] != '"' && rest[0] != '\'') {
			return "", false
		}
		end := strings.IndexByte(rest[1:], rest[0])
		if end < 0 {
			return "", false
		}
		if strings.EqualFold(key, name) {
			return rest[1 : 1+end], true
		}
		s = rest[end+2:]
	}
}

// DocElements reads the top-level XML elements of a block of `///` lines
// (see [File.FirstDocBlock]). It is lenient as documentation comments are:
// text outside elements, comments and CDATA sections are skipped, an end
// tag closes the nearest open element of its name, and one that matches no
// open element is ignored.
func (f *File) DocElements(block []Span) []DocElement {
	// The lines' text after the slashes, joined with "\n", and where each
	// line's text starts in the source.
	var text strings.Builder
	type piece struct{ at, src int }
	pieces := make([]piece, 0, len(block))
	for _, line := range block {
		pieces = append(pieces, piece{text.Len(), line.Start + 3})
		text.WriteString(f.DocCommentText(line))
		text.WriteByte('\n')
	}
	s := text.String()
	srcOffset := func(at int) int {
		i := len(pieces) - 1
		for i > 0 && pieces[i].at > at {
			i--
		}
		return pieces[i].src + at - pieces[i].at
	}
	var out []DocElement
	var open []string // names of the open elements
	top := -1         // index in out of the open top-level element
	for i := 0; i < len(s); {
		if s[i] != '<' {
			i++
			continue
		}
		switch {
		case strings.HasPrefix(s[i:], "<!--"):
			i = skipPast(s, i+4, "-->")
			continue
		case strings.HasPrefix(s[i:], "<![CDATA["):
			i = skipPast(s, i+9, "]]>")
			continue
		}
		end := strings.IndexByte(s[i:], '>')
		if end < 0 {
			break
		}
		tag := s[i+1 : i+end]
		tagEnd := i + end + 1
		switch {
		case strings.HasPrefix(tag, "/"):
			name := strings.TrimSpace(tag[1:])
			for k := len(open) - 1; k >= 0; k-- {
				if open[k] == name {
					open = open[:k]
					if k == 0 && top >= 0 {
						out[top].Span.End = srcOffset(tagEnd-1) + 1
						top = -1
					}
					break
				}
			}
		case strings.HasPrefix(tag, "?") || strings.HasPrefix(tag, "!"):
		default:
			name, attrs := tag, ""
			if k := strings.IndexAny(tag, " \t\r\n/"); k >= 0 {
				name, attrs = tag[:k], tag[k:]
			}
			empty := strings.HasSuffix(tag, "/")
			if empty {
				attrs = strings.TrimSuffix(attrs, "/")
			}
			if name == "" {
				break
			}
			if len(open) == 0 {
				out = append(out, DocElement{Name: name, Empty: empty, attrs: attrs,
					Span: Span{srcOffset(i), srcOffset(tagEnd-1) + 1}})
				if !empty {
					top = len(out) - 1
				}
			}
			if !empty {
				open = append(open, name)
			}
		}
		i = tagEnd
	}
	if top >= 0 {
		out[top].Span.End = block[len(block)-1].End
	}
	return out
}

// skipPast returns the index after the first end at or after i in s, or
// len(s).
func skipPast(s string, i int, end string) int {
	if k := strings.Index(s[i:], end); k >= 0 {
		return i + k + len(end)
	}
	return len(s)
}

// QuoteName returns name as AL writes it in code: unchanged when it is a
// plain identifier (ASCII letters, digits and underscores, not starting
// with a digit, no reserved word), else in double quotes with inner quotes
// doubled.
func QuoteName(name string) string {
	plain := name != ""
	for i, r := range name {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9') {
			plain = false
			break
		}
	}
	if plain && !isReservedWord(LookupKeyword(name)) {
		return name
	}
	return `"` + strings.ReplaceAll(name, `"`, `""`) + `"`
}
