package symbols

import (
	"bytes"
	"slices"
	"strings"
	"sync"

	"github.com/alfix/alfix/al/syntax"
)

// mentionsOf returns the file's mentioned names: the lower-case,
// unquoted name of every NameExpr and of every member after a dot
// (Rec.Name, X.Proc()) anywhere in the file, and every word of code in
// inactive #if branches, deduplicated and sorted. It is what a project
// rule reads to find the procedures no other file can call: a name that
// no other file mentions is not referred to there; a name that one does
// mention may be (the file's binding decides). Declarations' own names
// (procedure Foo, var X: ...) are not mentions, nor are type names. (The
// workspace interns every string of a file's symbols: a project's files
// repeat the same few thousand names.)
func mentionsOf(f *syntax.File) []string {
	if f == nil || f.Root == nil {
		return nil
	}
	// The names are gathered, lower case, in one scratch buffer and
	// sorted there; the distinct ones become substrings of one string:
	// two allocations per file rather than a map and a string per name.
	sc := mentionsScratch.Get().(*mentionsBufs)
	defer mentionsScratch.Put(sc)
	buf, spans := sc.buf[:0], sc.spans[:0]
	add := func(text string) {
		start := len(buf)
		buf = lowerName(buf, syntax.Unquote(text))
		if len(buf) > start {
			spans = append(spans, [2]int{start, len(buf)})
		}
	}
	addToken := func(i int) {
		start := len(buf)
		buf = lowerToken(buf, f, i)
		if len(buf) > start {
			spans = append(spans, [2]int{start, len(buf)})
		}
	}
	syntax.Walk(f.Root, func(n *syntax.Node) bool {
		switch n.Kind {
		case syntax.NameExpr:
			if n.Last > n.First {
				addToken(int(n.First))
			}
		case syntax.MemberExpr:
			if last := int(n.Last) - 1; last > int(n.First) && f.Tokens[last].Kind != syntax.Dot {
				addToken(last)
			}
		}
		return true
	})
	if len(f.Directives) > 0 {
		for _, tr := range f.Trivia {
			if tr.Kind == syntax.DisabledText {
				for _, w := range disabledWords(f.Text(tr.Span)) {
					add(w)
				}
			}
		}
	}
	sc.buf, sc.spans = buf, spans
	if len(spans) == 0 {
		return nil
	}
	word := func(s [2]int) []byte { return buf[s[0]:s[1]] }
	slices.SortFunc(spans, func(a, b [2]int) int { return bytes.Compare(word(a), word(b)) })
	spans = slices.CompactFunc(spans, func(a, b [2]int) bool { return bytes.Equal(word(a), word(b)) })
	size := 0
	for _, s := range spans {
		size += s[1] - s[0]
	}
	var all strings.Builder
	all.Grow(size)
	for _, s := range spans {
		all.Write(word(s))
	}
	text := all.String()
	out := make([]string, len(spans))
	at := 0
	for i, s := range spans {
		out[i] = text[at : at+s[1]-s[0]]
		at += s[1] - s[0]
	}
	return out
}

// mentionsBufs is mentionsOf's scratch: the lower-case names one after
// the other, and where each is.
type mentionsBufs struct {
	buf   []byte
	spans [][2]int
}

var mentionsScratch = sync.Pool{New: func() any { return new(mentionsBufs) }}

// lowerToken appends token i of f unquoted and in lower case to buf, as
// lowerName(buf, syntax.Unquote(f.TokenText(i))) does, without building
// the token's text when it is ASCII.
func lowerToken(buf []byte, f *syntax.File, i int) []byte {
	sp := f.Tokens[i].Span
	b := f.Src[sp.Start:sp.End]
	quoted := len(b) >= 2 && b[0] == '"' && b[len(b)-1] == '"'
	if quoted {
		b = b[1 : len(b)-1]
	}
	start := len(buf)
	for j := 0; j < len(b); j++ {
		c := b[j]
		if c >= 0x80 {
			return lowerName(buf[:start], syntax.Unquote(f.TokenText(i)))
		}
		if quoted && c == '"' && j+1 < len(b) && b[j+1] == '"' {
			j++ // "" stands for "
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf = append(buf, c)
	}
	return buf
}

// lowerName appends name in lower case to buf (ASCII in place; other
// text as strings.ToLower has it).
func lowerName(buf []byte, name string) []byte {
	for i := 0; i < len(name); i++ {
		if name[i] >= 0x80 {
			return append(buf, strings.ToLower(name)...)
		}
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf = append(buf, c)
	}
	return buf
}

// disabledWords splits text the parser never saw into the names it may
// spell: identifiers and the contents of double-quoted names.
func disabledWords(text string) []string {
	var out []string
	for i := 0; i < len(text); {
		c := text[i]
		switch {
		case c == '"':
			j := strings.IndexByte(text[i+1:], '"')
			if j < 0 {
				return out
			}
			out = append(out, text[i+1:i+1+j])
			i += j + 2
		case c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80:
			j := i + 1
			for j < len(text) && (text[j] == '_' || text[j] >= 'a' && text[j] <= 'z' || text[j] >= 'A' && text[j] <= 'Z' ||
				text[j] >= '0' && text[j] <= '9' || text[j] >= 0x80) {
				j++
			}
			out = append(out, text[i:j])
			i = j
		default:
			i++
		}
	}
	return out
}

// Mentioned reports whether a file of the summary other than except
// mentions name (see FileSymbols.Mentions), compared without regard to
// case; except "" counts every file.
func (s *Summary) Mentioned(name, except string) bool {
	e, ok := mentionIndexes.get(s)[strings.ToLower(name)]
	return ok && (e.many || e.first != except)
}

// MentioningFiles returns the project files that mention name, in the
// summary's file order (a scan of every file: for answers, not rules).
func (s *Summary) MentioningFiles(name string) []string {
	name = strings.ToLower(name)
	var out []string
	for _, f := range s.Files {
		if _, ok := slices.BinarySearch(f.Mentions, name); ok {
			out = append(out, f.File)
		}
	}
	return out
}

// mentionEntry says which files mention a name: the first, and whether
// there are more (all Mentioned needs).
type mentionEntry struct {
	first string
	many  bool
}

var mentionIndexes = newPerSummary(func(s *Summary) map[string]mentionEntry {
	ix := map[string]mentionEntry{}
	for _, f := range s.Files {
		for _, m := range f.Mentions {
			if e, ok := ix[m]; !ok {
				ix[m] = mentionEntry{first: f.File}
			} else if !e.many && e.first != f.File {
				ix[m] = mentionEntry{first: e.first, many: true}
			}
		}
	}
	return ix
})

// FindReferencesIn is FindReferences over a file whose scopes the caller
// already has (a rule's Pass.Scopes): the same answer, without resolving
// the file's names again for every target.
func FindReferencesIn(s *FileScopes, t RefTarget) []Reference {
	if s == nil || t.Object == nil || s.File == nil {
		return nil
	}
	r := &refFinder{f: s.File, sum: s.Summary, t: t, seen: map[int32]bool{}, scopes: s}
	return r.run()
}
