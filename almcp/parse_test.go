package almcp

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func TestParseLocation(t *testing.T) {
	type loc struct {
		path                       string
		line, col, endLine, endCol int
	}
	for _, tc := range []struct {
		in   string
		want loc
		ok   bool
	}{
		{"SourceFile(/p/a.al@12:5)", loc{"/p/a.al", 12, 5, 0, 0}, true},
		{"SourceFile(/p/Sales (Old)@Archive/Cust.Table.al@12:5)", loc{"/p/Sales (Old)@Archive/Cust.Table.al", 12, 5, 0, 0}, true},
		{"SourceFile(/p/(x)/a(1).al@1:2-3:4)", loc{"/p/(x)/a(1).al", 1, 2, 3, 4}, true},
		{`XMLFile(C:\p\Translations\app.g.xlf@7:3)`, loc{`C:\p\Translations\app.g.xlf`, 7, 3, 0, 0}, true},
		{"/p/user@host/a.al@2:9", loc{"/p/user@host/a.al", 2, 9, 0, 0}, true},
		{"/p/a(b).al@2:9", loc{"/p/a(b).al", 2, 9, 0, 0}, true},
		{"  None ", loc{}, true},
		{"", loc{}, true},
		{"SourceFile(/p/a.al)", loc{}, false},
		{"SourceFile(/p/a.al@0:1)", loc{}, false},
		{"SourceFile(/p/a.al@1:x)", loc{}, false},
		{"SourceFile(/p/a.al@5:5-4:1)", loc{}, false},
		{"SourceFile(@1:1)", loc{}, false},
		{"SourceFile(/p/a.al@1:1", loc{}, false},
		{"SourceFile(/p/a.al[10..20))", loc{}, false},
		{"garbage", loc{}, false},
	} {
		p, l, c, el, ec, ok := ParseLocation(tc.in)
		if got := (loc{p, l, c, el, ec}); ok != tc.ok || got != tc.want {
			t.Errorf("ParseLocation(%q) = %+v, %v; want %+v, %v", tc.in, got, ok, tc.want, tc.ok)
		}
	}
}

func FuzzParseLocation(f *testing.F) {
	for _, s := range []string{"SourceFile(/p/a.al@12:5)", "X(a@b@1:2-3:4)", "None", "(@:)", "a@1:1-"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, l, c, el, ec, ok := ParseLocation(s)
		if !ok {
			return
		}
		if p == "" {
			if l != 0 || c != 0 {
				t.Fatalf("unlocated with position: %q", s)
			}
			return
		}
		if l < 1 || c < 1 || el != 0 && (el < l || el == l && ec < c) {
			t.Fatalf("bad position from %q: %d:%d-%d:%d", s, l, c, el, ec)
		}
		// Formatting it again must give back the same location.
		again := fmt.Sprintf("SourceFile(%s@%d:%d)", p, l, c)
		if el != 0 {
			again = fmt.Sprintf("SourceFile(%s@%d:%d-%d:%d)", p, l, c, el, ec)
		}
		p2, l2, c2, el2, ec2, ok2 := ParseLocation(again)
		if !ok2 || p2 != p || l2 != l || c2 != c || el2 != el || ec2 != ec {
			t.Fatalf("round trip of %q via %q: %q %d:%d-%d:%d %v", s, again, p2, l2, c2, el2, ec2, ok2)
		}
	})
}

func textResult(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

func TestParseCompileResultText(t *testing.T) {
	root := filepath.FromSlash("/w/app")
	payload := `  {"Succeeded": true, "Diagnostics": [
		{"Severity": "error", "Code": "AL0118", "Location": "SourceFile(/w/app/a (1)@x.al@3:4-3:9)", "Description": "Bad name."},
		{"severity": 1, "code": "AL0001", "location": "SourceFile(src/b.al@1:1)", "description": "Info as a number."},
		{"severity": "0", "code": "AL0002", "location": null, "description": "Hidden as a string number."},
		{"severity": "Warning", "code": "AA0005", "location": "None"},
		{"severity": "Fatal", "code": "AL0003", "location": "None"},
		{"severity": 3, "code": "", "location": "None"},
		{"severity": 3.5, "code": "AL0004", "location": "None"},
		{"severity": 3, "code": "AL0005", "location": 42},
		{"severity": 3, "code": "AL0006", "location": "SourceFile(/w/app/c.al@x)"},
		[1, 2],
		null
	], "Message": "[Warning] first\r\n\n  [warning]   second  \nplain"}`
	diags, warnings, err := ParseCompileResult(textResult(payload), root)
	if err != nil {
		t.Fatal(err)
	}
	want := []Diagnostic{
		{Path: filepath.FromSlash("/w/app/a (1)@x.al"), Line: 3, Column: 4, EndLine: 3, EndColumn: 9, ID: "AL0118", Severity: "Error", Message: "Bad name."},
		{Path: filepath.Join(root, "src", "b.al"), Line: 1, Column: 1, ID: "AL0001", Severity: "Info", Message: "Info as a number."},
		{ID: "AL0002", Severity: "Hidden", Message: "Hidden as a string number."},
		{ID: "AA0005", Severity: "Warning"},
	}
	if fmt.Sprint(diags) != fmt.Sprint(want) {
		t.Errorf("diagnostics:\n%v\nwant\n%v", diags, want)
	}
	wantWarnings := []string{
		"skipped almcp diagnostic #5: AL0003: unknown severity \"Fatal\"",
		"skipped almcp diagnostic #6: no code",
		"skipped almcp diagnostic #7: AL0004: unknown severity 3.5",
		"skipped almcp diagnostic #8: AL0005: location is not a string: 42",
		"skipped almcp diagnostic #9: AL0006: unreadable location \"SourceFile(/w/app/c.al@x)\"",
		"skipped 2 more malformed almcp diagnostics",
		"first", "second", "plain",
	}
	if strings.Join(warnings, "\n") != strings.Join(wantWarnings, "\n") {
		t.Errorf("warnings:\n%s\nwant\n%s", strings.Join(warnings, "\n"), strings.Join(wantWarnings, "\n"))
	}
}

func TestParseCompileResultStructured(t *testing.T) {
	res := &mcp.CallToolResult{
		StructuredContent: map[string]any{"succeeded": false, "diagnostics": []any{
			map[string]any{"severity": "Error", "code": "AL0118", "location": "SourceFile(/w/a.al@1:2)", "description": "x"},
		}},
		Content: []mcp.Content{&mcp.TextContent{Text: "not json, ignored"}},
	}
	diags, warnings, err := ParseCompileResult(res, "")
	if err != nil || len(diags) != 1 || diags[0].Path != filepath.FromSlash("/w/a.al") || diags[0].Line != 1 || diags[0].Column != 2 {
		t.Fatalf("got %v, %v", diags, err)
	}
	if len(warnings) != 1 || !strings.Contains(warnings[0], "did not succeed (1 diagnostics)") {
		t.Errorf("warnings = %q", warnings)
	}
	// A compilation that succeeded with no diagnostics at all.
	diags, warnings, err = ParseCompileResult(textResult(`{"succeeded":true}`), "")
	if err != nil || len(diags) != 0 || len(warnings) != 0 {
		t.Errorf("empty success: %v %q %v", diags, warnings, err)
	}
}

func TestParseCompileResultErrors(t *testing.T) {
	for name, res := range map[string]*mcp.CallToolResult{
		"nil":          nil,
		"no content":   {},
		"plain text":   textResult("Compilation finished with 3 errors"),
		"bad json":     textResult(`{"diagnostics": [`),
		"not a list":   textResult(`{"diagnostics": {"a": 1}}`),
		"unrelated":    textResult(`{"hello": "world"}`),
		"image only":   {Content: []mcp.Content{&mcp.ImageContent{MIMEType: "image/png", Data: []byte{1}}}},
		"array struct": {StructuredContent: []any{1, 2}},
	} {
		if d, w, err := ParseCompileResult(res, "/w"); err == nil {
			t.Errorf("%s: got %v %q, want an error", name, d, w)
		}
	}
}

func TestResultTextAndClip(t *testing.T) {
	res := &mcp.CallToolResult{StructuredContent: map[string]any{"a": 1}}
	if got := resultText(res); got != `{"a":1}` {
		t.Errorf("resultText(structured) = %q", got)
	}
	if got := clip("héllo", 2); got != "h…" {
		t.Errorf("clip = %q", got)
	}
	var raw json.RawMessage = []byte(" null ")
	if !isNull(raw) {
		t.Error("isNull")
	}
}
