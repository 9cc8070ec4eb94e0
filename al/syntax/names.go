package syntax

import (
	"bytes"
	"strings"
	"sync"
)

// Name comparisons and names from a small set, answered from the source
// bytes: rules ask them for nearly every token, and a string built per
// question was the largest single source of garbage of an analysis.

// unquotedToken returns the bytes of token i as Unquote would return them,
// without copying; ok is false when unquoting would change more than the
// quotes (a quoted name holding "").
func (f *File) unquotedToken(i int) (b []byte, ok bool) {
	b = f.tokenBytes(i)
	if len(b) >= 2 && b[0] == '"' && b[len(b)-1] == '"' {
		b = b[1 : len(b)-1]
		if bytes.Contains(b, []byte(`""`)) {
			return nil, false
		}
	}
	return b, true
}

// TokenNameIs reports whether token i, unquoted (see Unquote), is name:
// Unquote(f.TokenText(i)) == name, without building the text.
func (f *File) TokenNameIs(i int, name string) bool {
	b, ok := f.unquotedToken(i)
	if !ok {
		return Unquote(f.TokenText(i)) == name
	}
	return string(b) == name
}

// TokenNameEqualFold reports whether token i, unquoted, is name without
// regard to case: strings.EqualFold(Unquote(f.TokenText(i)), name),
// without building the text when both are ASCII.
func (f *File) TokenNameEqualFold(i int, name string) bool {
	b, ok := f.unquotedToken(i)
	if !ok {
		return strings.EqualFold(Unquote(f.TokenText(i)), name)
	}
	return equalFoldASCII(b, name)
}

// equalFoldASCII is strings.EqualFold(string(b), s), answered without a
// copy when both are ASCII (other text folds as strings.EqualFold has it,
// where lengths in bytes may differ).
func equalFoldASCII(b []byte, s string) bool {
	n := min(len(b), len(s))
	for i := 0; i < n; i++ {
		x, y := b[i], s[i]
		if x >= 0x80 || y >= 0x80 {
			return strings.EqualFold(string(b), s)
		}
		if x == y {
			continue
		}
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if 'A' <= y && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	if len(b) == len(s) {
		return true
	}
	// The longer one's rest decides only when it is not ASCII.
	for _, c := range b[n:] {
		if c >= 0x80 {
			return strings.EqualFold(string(b), s)
		}
	}
	for i := n; i < len(s); i++ {
		if s[i] >= 0x80 {
			return strings.EqualFold(string(b), s)
		}
	}
	return false
}

// AppendLower appends strings.ToLower(s) to buf: byte by byte for ASCII,
// so that a caller looking up a lower-case key (m[string(buf)], which does
// not allocate) with buf on its stack builds no string.
func AppendLower(buf []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return append(buf, strings.ToLower(s)...)
		}
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf = append(buf, c)
	}
	return buf
}

// AppendTokenLower appends strings.ToLower of token i's text to buf,
// without building the text when it is ASCII (see AppendLower).
func (f *File) AppendTokenLower(buf []byte, i int) []byte {
	b := f.tokenBytes(i)
	for _, c := range b {
		if c >= 0x80 {
			return append(buf, strings.ToLower(string(b))...)
		}
	}
	for _, c := range b {
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf = append(buf, c)
	}
	return buf
}

// PropertyName returns the name of a Property node as written, or "".
// The spellings of property names are few (Caption, ToolTip,
// ApplicationArea, ...), so their strings are shared (see spellings); the
// names of a report's labels, which the parser reads as properties, are
// not.
func (f *File) PropertyName(prop *Node) string {
	if prop == nil || prop.Kind != Property || prop.First >= prop.Last {
		return ""
	}
	if f.inLabels(prop) {
		return f.TokenText(int(prop.First))
	}
	return propertySpellings.get(f.tokenBytes(int(prop.First)))
}

// inLabels reports whether prop sits in a labels section.
func (f *File) inLabels(prop *Node) bool {
	for n := prop.Parent; n != nil; n = n.Parent {
		switch n.Kind {
		case Section:
			return f.SectionKind(n) == KwLabels
		case Element, Object:
			return false
		}
	}
	return false
}

// propertySpellings are the property names PropertyName has returned.
var propertySpellings spellings

// spellings shares the strings of a set of words that repeats across
// files: get returns the string of a word without allocating once the word
// has been seen. The set stops growing at maxSpellings words, after which
// new words are returned as fresh strings, so hostile input cannot make it
// hold much.
type spellings struct {
	mu    sync.RWMutex
	words map[string]string
}

// maxSpellings bounds a spellings set: the platform has a few hundred
// property names, written in a few casings (Base Application: 260 outside
// report labels).
const maxSpellings = 1024

func (s *spellings) get(b []byte) string {
	s.mu.RLock()
	w, ok := s.words[string(b)]
	s.mu.RUnlock()
	if ok {
		return w
	}
	w = string(b)
	if len(w) > 64 {
		return w // not a property name
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if have, ok := s.words[w]; ok {
		return have
	}
	if len(s.words) >= maxSpellings {
		return w
	}
	if s.words == nil {
		s.words = make(map[string]string, 256)
	}
	s.words[w] = w
	return w
}

// LowerTokenText returns strings.ToLower(f.TokenText(i)): for a token
// parsed as a keyword, the keyword's own spelling (no copy).
func (f *File) LowerTokenText(i int) string {
	if k := f.Tokens[i].Keyword; k != KwNone {
		return k.String()
	}
	return strings.ToLower(f.TokenText(i))
}
