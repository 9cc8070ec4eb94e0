package syntax

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestPositionsUTF16(t *testing.T) {
	// "Größe" has non-ASCII letters (1 UTF-16 unit each, 2 UTF-8 bytes);
	// U+1F600 is outside the BMP (2 UTF-16 units, 4 UTF-8 bytes).
	src := "codeunit 1 \"Größe 😀 x\"\n{\n    var Ä: Integer;\n}\n"
	f := parseChecked(t, "p.al", []byte(src), Options{})
	if len(f.Errors) > 0 {
		t.Fatalf("errors: %v", f.Errors)
	}
	check := func(sub string, line, col int) {
		t.Helper()
		off := strings.Index(src, sub)
		l, c := f.Position(off)
		if l != line || c != col {
			t.Errorf("%q at %d: got %d:%d, want %d:%d", sub, off, l, c, line, col)
		}
		back, ok := f.Lines.Offset(line, col)
		if !ok || back != off {
			t.Errorf("Offset(%d,%d) = %d,%v, want %d", line, col, back, ok, off)
		}
	}
	check("\"Größe", 1, 12)
	check("😀", 1, 19)
	check(" x\"", 1, 21) // after the emoji: 19 + 2 units
	check("{", 2, 1)
	check("Ä", 3, 9)
	check(": Integer", 3, 10)
	// Inside the surrogate pair there is no offset.
	if _, ok := f.Lines.Offset(1, 20); ok {
		t.Error("Offset inside a surrogate pair should fail")
	}
	if _, ok := f.Lines.Offset(9, 1); ok {
		t.Error("Offset beyond the last line should fail")
	}
	if _, ok := f.Lines.Offset(2, 3); ok {
		t.Error("Offset beyond the end of a line should fail")
	}
	if off, ok := f.Lines.Offset(2, 2); !ok || off != strings.Index(src, "{")+1 {
		t.Error("the position just after the last character of a line is valid")
	}
	if f.Lines.LineCount() != 5 {
		t.Errorf("LineCount %d, want 5", f.Lines.LineCount())
	}
}

func TestPositionsLineBreaks(t *testing.T) {
	src := "a\r\nb\rc\nd\r\n\r\ne"
	f := parseChecked(t, "crlf.al", []byte(src), Options{})
	want := map[string][2]int{"a": {1, 1}, "b": {2, 1}, "c": {3, 1}, "d": {4, 1}, "e": {6, 1}}
	for s, lc := range want {
		l, c := f.Position(strings.Index(src, s))
		if l != lc[0] || c != lc[1] {
			t.Errorf("%s: %d:%d, want %v", s, l, c, lc)
		}
	}
	if f.Lines.LineCount() != 6 || f.Lines.LineStart(2) != 3 || f.Lines.LineStart(7) != -1 {
		t.Errorf("line table: count %d start(2) %d", f.Lines.LineCount(), f.Lines.LineStart(2))
	}
	// An offset on the '\n' of CRLF belongs to the line the break ends.
	if l, c := f.Position(2); l != 1 || c != 3 {
		t.Errorf("offset of LF in CRLF: %d:%d", l, c)
	}
}

func TestCRLFFile(t *testing.T) {
	src := strings.ReplaceAll("codeunit 1 X\n{\n    procedure A()\n    begin\n        Message('é');\n    end;\n}\n", "\n", "\r\n")
	f := parseChecked(t, "crlf.al", []byte(src), Options{})
	if len(f.Errors) > 0 {
		t.Fatalf("errors: %v", f.Errors)
	}
	i := f.TokenAt(strings.Index(src, "Message"))
	if i < 0 || f.TokenText(i) != "Message" {
		t.Fatalf("TokenAt: %d", i)
	}
	if l, c := f.Position(f.Tokens[i].Span.Start); l != 5 || c != 9 {
		t.Errorf("Message at %d:%d", l, c)
	}
	for _, tr := range f.Trivia {
		if tr.Kind == EndOfLine && f.Text(tr.Span) != "\r\n" {
			t.Errorf("line break %q", f.Text(tr.Span))
		}
	}
}

func TestNodeAtAndTokenAt(t *testing.T) {
	src := "codeunit 1 X\n{\n    procedure A()\n    begin\n        Y := Z + 1;\n    end;\n}\n"
	f := parseChecked(t, "n.al", []byte(src), Options{})
	n := f.NodeAt(strings.Index(src, "Z"))
	if n.Kind != NameExpr || f.Text(f.Span(n)) != "Z" {
		t.Errorf("NodeAt(Z) = %v %q", n.Kind, f.Text(f.Span(n)))
	}
	if p := n.Parent; p.Kind != BinaryExpr || p.Parent.Kind != AssignStmt {
		t.Errorf("parents %v %v", p.Kind, p.Parent.Kind)
	}
	if n := f.NodeAt(strings.Index(src, "+")); n.Kind != BinaryExpr {
		t.Errorf("NodeAt(+) = %v", n.Kind)
	}
	if f.TokenAt(strings.Index(src, "\n")) != -1 {
		t.Error("TokenAt in trivia should be -1")
	}
	proc := f.NodeAt(strings.Index(src, "procedure"))
	if proc.Kind != Procedure || f.DeclName(proc) != "A" {
		t.Errorf("procedure: %v %q", proc.Kind, f.DeclName(proc))
	}
	full := f.FullSpan(proc)
	if !strings.HasPrefix(f.Text(full), "\n    procedure") || f.Text(f.Span(proc))[:9] != "procedure" {
		t.Errorf("FullSpan %q", f.Text(full))
	}
}

// naiveOffsets maps every UTF-16 column of the line src[start:end] to its
// byte offset by decoding the line from its start; -1 marks a column inside
// a surrogate pair.
func naiveOffsets(src []byte, start, end int) []int {
	offs := []int{-1, start} // offs[col]
	for i := start; i < end; {
		r, size := utf8.DecodeRune(src[i:end])
		i += size
		if r >= 0x10000 {
			offs = append(offs, -1)
		}
		offs = append(offs, i)
	}
	return offs
}

// TestPositionsLongLines checks that the checkpoints of long lines give the
// same positions as counting from the line start, for every offset of lines
// mixing ASCII, two-, three- and four-byte characters, invalid bytes and
// truncated sequences, with each kind of line break.
func TestPositionsLongLines(t *testing.T) {
	pieces := []string{"a", "bc ", "ä", "€", "😀", "\xff", "\xe2\x82", "\xf0\x9f", "\x80\x80\x80\x80\x80"}
	rng := rand.New(rand.NewPCG(1, 2))
	var b []byte
	for _, n := range []int{columnStep - 1, columnStep, columnStep + 1, 3*columnStep + 7, 10 * columnStep} {
		line := []byte{}
		for len(line) < n {
			line = append(line, pieces[rng.IntN(len(pieces))]...)
		}
		b = append(b, line...)
		b = append(b, []string{"\n", "\r\n", "\r"}[rng.IntN(3)]...)
	}
	b = append(b, strings.Repeat("x€", 3*columnStep)...) // a last line without a break
	lt := NewLineTable(b)
	starts := []int{0}
	for i := 0; i < len(b); i++ {
		if b[i] == '\n' || b[i] == '\r' {
			if b[i] == '\r' && i+1 < len(b) && b[i+1] == '\n' {
				i++
			}
			starts = append(starts, i+1)
		}
	}
	line := 0
	for off := 0; off <= len(b); off++ {
		for line+1 < len(starts) && starts[line+1] <= off {
			line++
		}
		// Every offset near a checkpoint, a sample of the others.
		if d := (off - starts[line]) % columnStep; d > 8 && d < columnStep-8 && off%53 != 0 {
			continue
		}
		wantCol := utf16Len(b[starts[line]:off]) + 1
		l, c := lt.Position(off)
		if l != line+1 || c != wantCol {
			t.Fatalf("Position(%d) = %d:%d, want %d:%d", off, l, c, line+1, wantCol)
		}
	}
	for i, start := range starts {
		end := len(b)
		if i+1 < len(starts) {
			end = starts[i+1]
		}
		for end > start && (b[end-1] == '\n' || b[end-1] == '\r') {
			end--
		}
		want := naiveOffsets(b, start, end)
		for col := 1; col <= len(want); col++ {
			wantOff, wantOK := -1, false
			if col < len(want) && want[col] >= 0 {
				wantOff, wantOK = want[col], true
			}
			off, ok := lt.Offset(i+1, col)
			if ok != wantOK || ok && off != wantOff {
				t.Fatalf("Offset(%d, %d) = %d, %v, want %d, %v", i+1, col, off, ok, wantOff, wantOK)
			}
		}
	}
}

// BenchmarkPositionLongLine measures Position on one long line: each call
// must cost about the same whatever the line's length.
func BenchmarkPositionLongLine(b *testing.B) {
	for _, n := range []int{1 << 16, 1 << 20, 1 << 24} {
		src := []byte(strings.Repeat("1 + ", n/4))
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			lt := NewLineTable(src)
			lt.Position(len(src)) // builds the index outside the loop
			i := 0
			for b.Loop() {
				lt.Position((i * 7919) % len(src))
				i++
			}
		})
	}
}

// TestPositionsAfterBOM checks that a leading UTF-8 byte-order mark takes no
// column, as in the AL compiler and VS Code: `MyTable` in
// `table 50100 MyTable` is at column 13 with or without the mark, on a short
// line and on a line long enough to be indexed by checkpoints; a second mark
// is a character.
func TestPositionsAfterBOM(t *testing.T) {
	long := strings.Repeat("x", 3*columnStep)
	for _, tc := range []struct {
		name, src, sub string
		line, col      int
	}{
		{"plain", "table 50100 MyTable\n{\n}\n", "MyTable", 1, 13},
		{"bom", "\ufefftable 50100 MyTable\n{\n}\n", "MyTable", 1, 13},
		{"bom first char", "\ufefftable 50100 MyTable\n{\n}\n", "table", 1, 1},
		{"bom line 2", "\ufefftable 50100 MyTable\r\n{\r\n}\r\n", "{", 2, 1},
		{"bom long line", "\ufeff// " + long + " MyTable\n", "MyTable", 1, 3 + len(long) + 2},
		{"two boms", "\ufeff\ufefftable 50100 T\n", "table", 1, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			lt := NewLineTable([]byte(tc.src))
			off := strings.Index(tc.src, tc.sub)
			if tc.sub == "table" && strings.HasPrefix(tc.src, "\ufeff\ufeff") {
				off = len("\ufeff\ufeff")
			}
			if l, c := lt.Position(off); l != tc.line || c != tc.col {
				t.Errorf("Position(%d) = %d:%d, want %d:%d", off, l, c, tc.line, tc.col)
			}
			if back, ok := lt.Offset(tc.line, tc.col); !ok || back != off {
				t.Errorf("Offset(%d, %d) = %d, %v, want %d", tc.line, tc.col, back, ok, off)
			}
		})
	}
	lt := NewLineTable([]byte("\ufeffx"))
	for off := range 3 {
		if l, c := lt.Position(off); l != 1 || c != 1 {
			t.Errorf("inside the mark: Position(%d) = %d:%d, want 1:1", off, l, c)
		}
	}
	if off, ok := lt.Offset(1, 2); !ok || off != 4 {
		t.Errorf("Offset(1, 2) = %d, %v, want 4 (the end of the line)", off, ok)
	}
}
