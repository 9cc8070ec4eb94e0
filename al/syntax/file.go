package syntax

import (
	"errors"
	"fmt"
	"io"
	"sort"
)

// File is a parsed AL source file: its bytes, tokens, trivia, directives,
// syntax tree, line table and syntax errors.
type File struct {
	Name       string
	Src        []byte      // the input, not copied (the only copy the tree keeps)
	Tokens     []Token     // in order, last is EOF
	Trivia     []Trivia    // in order
	Directives []Directive // in order
	Root       *Node       // Kind FileNode; never nil
	Lines      *LineTable
	Errors     []Error // sorted by position
	// Encoding is "" for UTF-8 (with or without BOM) and "UTF-16LE" or
	// "UTF-16BE" for a UTF-16 file. Such a file is parsed through its UTF-8
	// transcoding, which is then what Src holds; Print writes the original
	// encoding (see doc.go).
	Encoding string

	transcoded bool // Src is the UTF-8 transcoding of a UTF-16 input
	// bufs is the storage this File's arrays came from, handed on by
	// Release (nil when there is none to hand on).
	bufs *buffers
}

// Options configure Parse.
type Options struct {
	Symbols []string // active preprocessor symbols (app.json preprocessorSymbols); case-insensitive
}

// Parse lexes and parses src. It never panics and always returns a tree; the
// syntax errors are in File.Errors. src is kept, not copied: the caller must
// not modify it while the File is in use.
func Parse(name string, src []byte, opts Options) (f *File) {
	f = newFile(name, src)
	defer func() {
		if r := recover(); r != nil {
			// Last resort: the parser has a bug. Keep the round trip intact
			// with a flat tree over a fresh token stream.
			f = newFile(name, src)
			lexFile(f, opts)
			f.Root = &Node{Kind: FileNode, First: 0, Last: int32(len(f.Tokens))}
			f.Errors = append(f.Errors, Error{Span: Span{0, 0}, Msg: fmt.Sprintf("internal parser error: %v", r)})
			f.sortErrors()
		}
	}()
	f.bufs = getBuffers(len(f.Src))
	kw := lexFile(f, opts)
	parseFile(f, kw)
	f.bufs.kw = kw[:0]
	f.sortErrors()
	return f
}

// newFile returns a File for src, transcoding a UTF-16 file to UTF-8 when
// that round-trips.
func newFile(name string, src []byte) *File {
	f := &File{Name: name, Src: src}
	if enc := utf16Encoding(src); enc != "" {
		if text, ok := transcodeUTF16(src, enc); ok && roundTripsUTF16(text, src, enc) {
			f.Src, f.Encoding, f.transcoded = text, enc, true
		}
	}
	return f
}

// maxErrors bounds the syntax errors kept for one file: a hostile file can
// have an error at every token. Past the bound one last error says so.
const maxErrors = 1000

// addError records a syntax error, up to maxErrors.
func (f *File) addError(s Span, msg string) {
	switch n := len(f.Errors); {
	case n < maxErrors:
		f.Errors = append(f.Errors, Error{Span: s, Msg: msg})
	case n == maxErrors:
		f.Errors = append(f.Errors, Error{Span: s, Msg: "too many syntax errors; the rest are not reported"})
	}
}

func (f *File) sortErrors() {
	sort.SliceStable(f.Errors, func(i, j int) bool {
		a, b := f.Errors[i].Span, f.Errors[j].Span
		if a.Start != b.Start {
			return a.Start < b.Start
		}
		return a.End < b.End
	})
}

// Text returns the source text of s.
func (f *File) Text(s Span) string { return string(f.Src[s.Start:s.End]) }

// TokenText returns the source text of token i.
func (f *File) TokenText(i int) string {
	s := f.Tokens[i].Span
	return string(f.Src[s.Start:s.End])
}

// tokenBytes returns the source bytes of token i without copying.
func (f *File) tokenBytes(i int) []byte {
	s := f.Tokens[i].Span
	return f.Src[s.Start:s.End]
}

// Span returns the byte range of n from its first token's start to its last
// token's end, without leading trivia. An empty node gets an empty span at
// the start of the token that follows it.
func (f *File) Span(n *Node) Span {
	if n.First >= n.Last {
		at := f.Tokens[min(int(n.First), len(f.Tokens)-1)].Span.Start
		return Span{at, at}
	}
	return Span{f.Tokens[n.First].Span.Start, f.Tokens[n.Last-1].Span.End}
}

// FullSpan returns Span(n) extended to the start of the first token's leading trivia.
func (f *File) FullSpan(n *Node) Span {
	s := f.Span(n)
	if n.First < n.Last {
		t := f.Tokens[n.First]
		if t.NLeading > 0 {
			s.Start = f.Trivia[t.Leading].Span.Start
		}
	}
	return s
}

// LeadingTrivia returns the trivia before token i.
func (f *File) LeadingTrivia(i int) []Trivia {
	t := f.Tokens[i]
	return f.Trivia[t.Leading : t.Leading+t.NLeading]
}

// Print writes every trivia piece and token in order. For a tree built by
// Parse the output equals the parsed input byte for byte (for a UTF-16 file
// the pieces are encoded back to UTF-16).
func (f *File) Print(w io.Writer) error {
	if f.transcoded {
		w = &encodingWriter{w: w, be: f.Encoding == "UTF-16BE"}
	}
	runStart, runEnd := 0, 0
	emit := func(s Span) error {
		if s.Start == runEnd {
			runEnd = s.End
			return nil
		}
		if runEnd > runStart {
			if _, err := w.Write(f.Src[runStart:runEnd]); err != nil {
				return err
			}
		}
		runStart, runEnd = s.Start, s.End
		return nil
	}
	for i := range f.Tokens {
		for _, tr := range f.LeadingTrivia(i) {
			if err := emit(tr.Span); err != nil {
				return err
			}
		}
		if err := emit(f.Tokens[i].Span); err != nil {
			return err
		}
	}
	if runEnd > runStart {
		if _, err := w.Write(f.Src[runStart:runEnd]); err != nil {
			return err
		}
	}
	return nil
}

// Check verifies the tree's invariants: tokens and trivia tile Src exactly
// (every byte in exactly one piece, in order), the last token is EOF, and
// every node's children are in order, inside their parent's token range and
// point back to it. It returns the first violation found.
func (f *File) Check() error {
	if len(f.Tokens) == 0 || f.Tokens[len(f.Tokens)-1].Kind != EOF {
		return errors.New("token list does not end with EOF")
	}
	pos, nextTrivia := 0, int32(0)
	for i, t := range f.Tokens {
		if t.Leading != nextTrivia {
			return fmt.Errorf("token %d: leading trivia index %d, want %d", i, t.Leading, nextTrivia)
		}
		for _, tr := range f.LeadingTrivia(i) {
			if tr.Span.Start != pos || tr.Span.End < tr.Span.Start || (tr.Span.End == pos) {
				return fmt.Errorf("trivia at %d: span %v does not continue at %d or is empty", i, tr.Span, pos)
			}
			pos = tr.Span.End
		}
		nextTrivia = t.Leading + t.NLeading
		if t.Span.Start != pos || t.Span.End < t.Span.Start {
			return fmt.Errorf("token %d (%v): span %v does not continue at %d", i, t.Kind, t.Span, pos)
		}
		if t.Span.End == t.Span.Start && t.Kind != EOF {
			return fmt.Errorf("token %d (%v) is empty at %d", i, t.Kind, pos)
		}
		pos = t.Span.End
	}
	if int(nextTrivia) != len(f.Trivia) {
		return fmt.Errorf("%d trivia pieces not attached to a token", len(f.Trivia)-int(nextTrivia))
	}
	if pos != len(f.Src) {
		return fmt.Errorf("pieces end at %d, source has %d bytes", pos, len(f.Src))
	}
	if f.Root == nil || f.Root.Kind != FileNode || f.Root.First != 0 || int(f.Root.Last) != len(f.Tokens) {
		return errors.New("root is not a File node over all tokens")
	}
	var err error
	Walk(f.Root, func(n *Node) bool {
		if err != nil {
			return false
		}
		if n.First > n.Last {
			err = fmt.Errorf("%v node has First %d > Last %d", n.Kind, n.First, n.Last)
			return false
		}
		at := n.First
		for _, c := range n.Children {
			if c.Parent != n {
				err = fmt.Errorf("%v child of %v has a wrong parent", c.Kind, n.Kind)
				return false
			}
			if c.First < at || c.Last > n.Last {
				err = fmt.Errorf("%v child [%d,%d) of %v [%d,%d) out of order or range", c.Kind, c.First, c.Last, n.Kind, n.First, n.Last)
				return false
			}
			at = c.Last
		}
		return true
	})
	return err
}

// TokenAt returns the index of the token whose span contains offset, or -1
// when offset lies in trivia or outside the file.
func (f *File) TokenAt(offset int) int {
	i := sort.Search(len(f.Tokens), func(i int) bool { return f.Tokens[i].Span.End > offset })
	if i < len(f.Tokens) && f.Tokens[i].Span.Contains(offset) {
		return i
	}
	return -1
}

// NodeAt returns the innermost node whose Span contains offset (the root
// when no other node does).
func (f *File) NodeAt(offset int) *Node {
	n := f.Root
	for {
		kids := n.Children
		i := sort.Search(len(kids), func(i int) bool { return f.Span(kids[i]).End > offset })
		if i < len(kids) && kids[i].First < kids[i].Last && f.Span(kids[i]).Contains(offset) {
			n = kids[i]
			continue
		}
		return n
	}
}

// Position returns the 1-based line and 1-based UTF-16 column of offset.
func (f *File) Position(offset int) (line, col int) { return f.Lines.Position(offset) }
