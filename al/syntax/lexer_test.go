package syntax

import (
	"strings"
	"testing"
)

// kinds returns the kinds and texts of the tokens of src (EOF excluded).
func tokens(t *testing.T, src string) []string {
	t.Helper()
	f := parseChecked(t, "x.al", []byte(src), Options{})
	var out []string
	for i, tok := range f.Tokens[:len(f.Tokens)-1] {
		out = append(out, tok.Kind.String()+" "+f.TokenText(i))
	}
	return out
}

func TestLexLiterals(t *testing.T) {
	cases := []struct {
		src  string
		want []string
	}{
		{"1..5", []string{"integer 1", "'..' ..", "integer 5"}},
		{"1.5", []string{"decimal 1.5"}},
		{"0D 20250101D 0d", []string{"date 0D", "date 20250101D", "date 0d"}},
		{"0T 120000T 235959.999T", []string{"time 0T", "time 120000T", "time 235959.999T"}},
		{"0DT 0L", []string{"datetime 0DT", "biginteger 0L"}},
		{"10Days", []string{"integer 10", "identifier Days"}},
		{"-1", []string{"'-' -", "integer 1"}},
		{"'It''s' ''", []string{"string 'It''s'", "string ''"}},
		{"'http://x'", []string{"string 'http://x'"}},
		{"@'a\n''b''\n// c'", []string{"verbatim string @'a\n''b''\n// c'"}},
		{`"Quoted""Escape" "" "G/L Account"`, []string{`quoted identifier "Quoted""Escape"`, `quoted identifier ""`, `quoted identifier "G/L Account"`}},
		{"Dürnstein _x a1", []string{"identifier Dürnstein", "identifier _x", "identifier a1"}},
	}
	for _, c := range cases {
		got := tokens(t, c.src)
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("%q:\n got %q\nwant %q", c.src, got, c.want)
		}
	}
}

func TestLexOperators(t *testing.T) {
	src := ":= += -= *= /= :: .. <> <= >= < > = + - * / ( ) [ ] { } , ; : . ? | & @ %"
	want := []TokenKind{Assign, PlusAssign, MinusAssign, MulAssign, DivAssign, ColonColon, DotDot, NotEqual,
		LessEqual, GreaterEqual, Less, Greater, Equal, Plus, Minus, Star, Slash, LParen, RParen, LBracket,
		RBracket, LBrace, RBrace, Comma, Semicolon, Colon, Dot, Question, Pipe, Amp, At, Percent, EOF}
	f := Parse("x.al", []byte(src), Options{})
	if len(f.Tokens) != len(want) {
		t.Fatalf("got %d tokens, want %d", len(f.Tokens), len(want))
	}
	for i, k := range want {
		if f.Tokens[i].Kind != k {
			t.Errorf("token %d: %v, want %v", i, f.Tokens[i].Kind, k)
		}
	}
}

func TestLexErrors(t *testing.T) {
	cases := []struct{ src, msg string }{
		{"'open", "unterminated string"},
		{"\"open", "unterminated quoted identifier"},
		{"/* open", "unterminated block comment"},
		{"@'open", "unterminated string"},
		{"x ~ y", "unexpected character"},
		{"x \u00a0 y", "unexpected character"},
		{"x \xff y", "unexpected character"},
	}
	for _, c := range cases {
		f := parseChecked(t, "x.al", []byte(c.src), Options{})
		found := false
		for _, e := range f.Errors {
			if e.Msg == c.msg {
				found = true
			}
		}
		if !found {
			t.Errorf("%q: no %q error in %v", c.src, c.msg, f.Errors)
		}
	}
}

// triviaKinds lists the kinds of all trivia of src.
func triviaKinds(t *testing.T, src string) []TriviaKind {
	f := parseChecked(t, "x.al", []byte(src), Options{})
	var out []TriviaKind
	for _, tr := range f.Trivia {
		out = append(out, tr.Kind)
	}
	return out
}

func TestTrivia(t *testing.T) {
	cases := []struct {
		src  string
		want []TriviaKind
	}{
		{"\ufeff\ufeffx", []TriviaKind{ByteOrderMark, ByteOrderMark}},
		{"a;\ufeff b", []TriviaKind{ByteOrderMark, Whitespace}},
		{"a\r\nb\rc\nd", []TriviaKind{EndOfLine, EndOfLine, EndOfLine}},
		{"// c\n/// d\n//// e\n/* a /* b */", []TriviaKind{LineComment, EndOfLine, DocComment, EndOfLine, LineComment, EndOfLine, BlockComment}},
		{"/* x\n#if A\n*/ y", []TriviaKind{BlockComment, Whitespace}},
		{"\t \x0b\x0cx", []TriviaKind{Whitespace}},
		{"\ufeff#if A\nx\n#endif\n", []TriviaKind{ByteOrderMark, DirectiveLine, EndOfLine, DisabledText, DirectiveLine, EndOfLine}},
		{"\ufeff# IF not A // c\nx\n#EndIf", []TriviaKind{ByteOrderMark, DirectiveLine, EndOfLine, EndOfLine, DirectiveLine}},
	}
	for _, c := range cases {
		got := triviaKinds(t, c.src)
		if len(got) != len(c.want) {
			t.Errorf("%q: got %v, want %v", c.src, got, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("%q: got %v, want %v", c.src, got, c.want)
				break
			}
		}
	}
	// U+FEFF inside an identifier is part of it (the compiler's rule).
	if got := tokens(t, "begin\ufeffx"); len(got) != 1 || got[0] != "identifier begin\ufeffx" {
		t.Errorf("BOM inside identifier: %q", got)
	}
}

func TestKeywordLookup(t *testing.T) {
	for k := KwNone + 1; k < numKeywords; k++ {
		name := k.String()
		if LookupKeyword(name) != k || LookupKeyword(strings.ToUpper(name)) != k {
			t.Errorf("LookupKeyword(%q) failed", name)
		}
	}
	for _, s := range []string{"", "x", "beginx", "Customer", "bégin", strings.Repeat("a", 40)} {
		if k := LookupKeyword(s); k != KwNone {
			t.Errorf("LookupKeyword(%q) = %v", s, k)
		}
	}
	if KwBegin.String() != "begin" || KwPermissionSetExtension.String() != "permissionsetextension" {
		t.Error("keyword spelling")
	}
}

// utf16le encodes s as UTF-16LE with a BOM.
func utf16le(s string) []byte {
	return appendUTF16([]byte{0xFF, 0xFE}, []byte(s), false)
}

func TestUTF16File(t *testing.T) {
	text := "table 1 \"Größe 😀\"\r\n{\r\n    fields { field(1; \"No.\"; Code[20]) { } }\r\n}\r\n"
	src := utf16le(text)
	f := parseChecked(t, "u.al", src, Options{})
	if f.Encoding != "UTF-16LE" || len(f.Errors) != 0 {
		t.Fatalf("encoding %q errors %v", f.Encoding, f.Errors)
	}
	if string(f.Src) != "\ufeff"+text || f.DeclName(f.Objects()[0]) != "Größe 😀" {
		t.Errorf("Src %q", f.Src)
	}
	if l, c := f.Position(strings.Index(string(f.Src), "{")); l != 2 || c != 1 {
		t.Errorf("position %d:%d", l, c)
	}
	be := appendUTF16([]byte{0xFE, 0xFF}, []byte("enum 1 E { }"), true)
	if f := parseChecked(t, "be.al", be, Options{}); f.Encoding != "UTF-16BE" || len(f.Errors) != 0 || len(f.Objects()) != 1 {
		t.Errorf("UTF-16BE: %q %v", f.Encoding, f.Errors)
	}
	// Odd length and an unpaired surrogate cannot be transcoded losslessly:
	// the bytes are kept, nothing is parsed, one error says why.
	for _, bad := range [][]byte{
		append(utf16le("enum 1 E { }"), 'x'),
		append(utf16le("enum 1 E"), 0x00, 0xD8, ' ', 0),
	} {
		f := parseChecked(t, "bad.al", bad, Options{})
		if len(f.Errors) != 1 || !strings.Contains(f.Errors[0].Msg, "unsupported encoding") || len(f.Tokens) != 1 {
			t.Errorf("%q: errors %v tokens %d", bad, f.Errors, len(f.Tokens))
		}
	}
}

func TestLookupKeywordDoesNotAllocate(t *testing.T) {
	allocs := testing.AllocsPerRun(100, func() {
		LookupKeyword("PermissionSetExtension")
		LookupKeyword("Customer")
	})
	if allocs != 0 {
		t.Errorf("LookupKeyword allocates %v times", allocs)
	}
}
