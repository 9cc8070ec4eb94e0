package syntax

import (
	"strings"
	"testing"
)

// hostileNesting returns AL sources that nest one construct n levels deep,
// by name.
func hostileNesting(n int) map[string]string {
	r := strings.Repeat
	cu := func(body, vars string) string {
		return "codeunit 50100 Big\n{\n    trigger OnRun()\n    var\n        i: Integer;\n" + vars +
			"    begin\n        " + body + "\n    end;\n\n    procedure After()\n    begin\n    end;\n}\n"
	}
	page := func(layout string) string {
		return "page 50100 Big\n{\n    layout\n    {\n" + layout + "\n    }\n    trigger OnOpenPage()\n    begin\n    end;\n}\n"
	}
	return map[string]string{
		"parentheses":      cu("i := "+r("(", n)+"1"+r(")", n)+";", ""),
		"open parentheses": cu("i := "+r("(", n)+"1;", ""),
		"unary minus":      cu("i := "+r("- ", n)+"1;", ""),
		"not":              cu("i := "+r("not ", n)+"true;", ""),
		"sets":             cu("i := "+r("[", n)+"1"+r("]", n)+";", ""),
		"indexes":          cu("i := a"+r("[a", n)+r("]", n)+";", ""),
		"calls":            cu("i := "+r("f(", n)+r(")", n)+";", ""),
		"exit calls":       cu("exit("+r("(", n)+"1"+r(")", n)+");", ""),
		"ternaries":        cu("i := "+r("a ? ", n)+"1"+r(" : 2", n)+";", ""),
		"if condition":     cu("if "+r("(", n)+"true"+r(")", n)+" then i := 1;", ""),
		"blocks":           cu(r("begin ", n)+r("end; ", n), ""),
		"open blocks":      cu(r("begin ", n), ""),
		"ifs":              cu(r("if true then ", n)+"i := 1;", ""),
		"whiles":           cu(r("while true do ", n)+"i := 1;", ""),
		"repeats":          cu(r("repeat ", n)+r("until true; ", n), ""),
		"cases":            cu(r("case i of 1: ", n)+"i := 1;"+r(" end;", n), ""),
		"fors":             cu(r("for i := 1 to 2 do ", n)+"i := 1;", ""),
		"withs":            cu(r("with i do ", n)+"i := 1;", ""),
		"asserterrors":     cu(r("asserterror ", n)+"i := 1;", ""),
		"list types":       cu("", "        x: "+r("List of [", n)+"Integer"+r("]", n)+";\n"),
		"array types":      cu("", "        x: "+r("array[1] of ", n)+"Integer;\n"),
		"groups":           page(r("group(g) { ", n) + r("}", n)),
		"open groups":      page(r("group(g) { ", n)),
		"element args":     page("area(content) { field(x; " + r("(", n) + "a" + r(")", n) + ") { } }"),
	}
}

// TestHostileNesting checks that nesting far beyond maxDepth round-trips,
// keeps the tree invariants, is reported with a handful of errors (not one
// per token) and does not swallow what follows the deep construct.
func TestHostileNesting(t *testing.T) {
	for name, src := range hostileNesting(20 * maxDepth) {
		t.Run(name, func(t *testing.T) {
			f := parseChecked(t, name+".al", []byte(src), Options{})
			if name == "element args" {
				// Parsed speculatively; what does not parse stays flat tokens.
				if len(f.Errors) > 0 {
					t.Errorf("errors: %v", f.Errors[:1])
				}
				return
			}
			if len(f.Errors) == 0 {
				t.Fatal("no error")
			}
			deep := false
			for _, e := range f.Errors {
				deep = deep || strings.Contains(e.Msg, "nested too deeply")
			}
			if !deep || len(f.Errors) > 3 {
				t.Errorf("%d errors, want 1 to 3 with a 'nested too deeply': %v", len(f.Errors), f.Errors[:min(len(f.Errors), 6)])
			}
			if strings.HasPrefix(name, "open") {
				return // unbalanced: the rest of the file is part of the construct
			}
			objs := f.Objects()
			if len(objs) != 1 {
				t.Fatalf("%d objects", len(objs))
			}
			// The member after the deep one is still a member of the object.
			last := objs[0].Child(ObjectBody).Children
			if k := last[len(last)-1].Kind; k != Procedure && k != Trigger {
				t.Errorf("last member of the object is a %v, want the routine after the deep one", k)
			}
		})
	}
}

// TestHostileNestingJustBelowLimit checks that nesting up to the limit is
// parsed without error: the limit does not cut into real code.
func TestHostileNestingJustBelowLimit(t *testing.T) {
	for name, src := range hostileNesting(maxDepth / 4) {
		if strings.HasPrefix(name, "open") {
			continue
		}
		f := parseChecked(t, name+".al", []byte(src), Options{})
		if len(f.Errors) > 0 {
			t.Errorf("%s: %v", name, f.Errors[0])
		}
	}
}

// TestErrorCap checks that a file with an error at every token keeps
// maxErrors of them plus one that says the rest are not reported.
func TestErrorCap(t *testing.T) {
	src := "codeunit 1 X\n{\n    trigger OnRun()\n    begin\n        i := a" + strings.Repeat(" a", 5*maxErrors) + ";\n    end;\n}\n"
	f := parseChecked(t, "many.al", []byte(src), Options{})
	if len(f.Errors) != maxErrors+1 {
		t.Fatalf("%d errors, want %d", len(f.Errors), maxErrors+1)
	}
	n := 0
	for _, e := range f.Errors {
		if strings.Contains(e.Msg, "too many syntax errors") {
			n++
		}
	}
	if n != 1 {
		t.Errorf("%d 'too many' errors, want 1", n)
	}
}

// BenchmarkHostile parses hostile files of growing size: time and memory
// per byte must stay flat as the size grows (the parser is linear).
func BenchmarkHostile(b *testing.B) {
	for _, name := range []string{"parentheses", "blocks", "ternaries", "list types", "groups"} {
		for _, n := range []int{1 << 14, 1 << 17, 1 << 20} {
			src := []byte(hostileNesting(n)[name])
			b.Run(name+"/"+itoa(n), func(b *testing.B) {
				b.SetBytes(int64(len(src)))
				b.ReportAllocs()
				for b.Loop() {
					f := Parse("h.al", src, Options{})
					for _, e := range f.Errors {
						f.Lines.Position(e.Span.Start)
					}
				}
			})
		}
	}
}
