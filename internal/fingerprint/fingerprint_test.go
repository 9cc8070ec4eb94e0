package fingerprint

import (
	"strings"
	"testing"
)

func files(m map[string]string) func(string) []byte {
	return func(p string) []byte {
		s, ok := m[p]
		if !ok {
			return nil
		}
		return []byte(s)
	}
}

const src = "codeunit 1 A\n{\n    procedure P()\n    begin\n        X := 1;\n        X := 1;\n    end;\n}\n"

func TestStableWhenLinesMoveAndIndentChanges(t *testing.T) {
	before := Assign([]Item{{"AA0001", "src/a.al", 5, 9}, {"AA0001", "src/a.al", 6, 9}}, files(map[string]string{"src/a.al": src}))
	moved := "// a comment\n\n" + strings.ReplaceAll(src, "        X", "\tX")
	after := Assign([]Item{{"AA0001", "src/a.al", 7, 2}, {"AA0001", "src/a.al", 8, 2}}, files(map[string]string{"src/a.al": moved}))
	if before[0] != after[0] || before[1] != after[1] {
		t.Fatalf("moved lines changed fingerprints: %q -> %q", before, after)
	}
	if before[0] == before[1] {
		t.Fatal("two findings on identical lines share a fingerprint: the occurrence must tell them apart")
	}
}

func TestOrderOfItemsDoesNotMatter(t *testing.T) {
	f := files(map[string]string{"a.al": src})
	a := Assign([]Item{{"R", "a.al", 5, 9}, {"R", "a.al", 6, 9}}, f)
	b := Assign([]Item{{"R", "a.al", 6, 9}, {"R", "a.al", 5, 9}}, f)
	if a[0] != b[1] || a[1] != b[0] {
		t.Fatalf("fingerprints depend on the order given: %q %q", a, b)
	}
}

func TestEveryInputChangesTheName(t *testing.T) {
	f := files(map[string]string{"a.al": src, "b.al": src, "c.al": strings.Replace(src, "X := 1;", "X := 2;", 1)})
	base := Assign([]Item{{"R", "a.al", 5, 9}}, f)[0]
	for name, it := range map[string]Item{
		"rule":      {"S", "a.al", 5, 9},
		"path":      {"R", "b.al", 5, 9},
		"line text": {"R", "c.al", 5, 9},
		"line":      {"R", "a.al", 3, 5},
	} {
		if got := Assign([]Item{it}, f)[0]; got == base {
			t.Errorf("changing the %s kept the fingerprint", name)
		}
	}
}

func TestUnreadableFileAndOutOfRangeLines(t *testing.T) {
	got := Assign([]Item{{"R", "gone.al", 3, 1}, {"R", "gone.al", 9, 1}, {"R", "a.al", 999, 1}, {"R", "a.al", 0, 0}},
		files(map[string]string{"a.al": src}))
	if got[0] == got[1] {
		t.Fatal("findings in an unreadable file must still differ by occurrence")
	}
	for i, fp := range got {
		if len(fp) != 32 {
			t.Errorf("item %d: fingerprint %q, want 32 hex digits", i, fp)
		}
	}
}

func TestLineEndings(t *testing.T) {
	lf := Assign([]Item{{"R", "a.al", 5, 9}}, files(map[string]string{"a.al": src}))[0]
	crlf := Assign([]Item{{"R", "a.al", 5, 9}}, files(map[string]string{"a.al": strings.ReplaceAll(src, "\n", "\r\n")}))[0]
	cr := Assign([]Item{{"R", "a.al", 5, 9}}, files(map[string]string{"a.al": strings.ReplaceAll(src, "\n", "\r")}))[0]
	if lf != crlf || lf != cr {
		t.Fatalf("line endings changed the fingerprint: %s %s %s", lf, crlf, cr)
	}
}
