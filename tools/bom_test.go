package tools

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestPositionsInBOMFiles checks every tool's positions on a file that
// starts with a UTF-8 byte-order mark: the mark takes no column (as in the
// AL compiler and VS Code), so analyze reports `tmp1` in
// `codeunit 50100 tmp1` at column 16, get_fixes and apply_fix find the
// diagnostic there, and the fixed file keeps its mark.
func TestPositionsInBOMFiles(t *testing.T) {
	root := fixture(t)
	bom := filepath.Join(root, "src/Bom.Codeunit.al")
	writeFile(t, bom, "\ufeffcodeunit 50100 tmp1\r\n{\r\n    var\r\n        tmp2: Integer;\r\n}\r\n")
	cs := connect(t, openWorkspace(t, root), nil)
	tmpNames := func() []DiagnosticInfo {
		var r AnalyzeResult
		success(t, call(t, cs, "analyze", `{"filePath":`+jstr(bom)+`,"ruleIds":["TT0002"]}`), &r)
		return r.Diagnostics
	}

	found := tmpNames()
	if len(found) != 2 {
		t.Fatalf("analyze: %+v", found)
	}
	first, second := found[0], found[1]
	if first.Line != 1 || first.Column != 16 || first.EndLine != 1 || first.EndColumn != 20 {
		t.Errorf("analyze: line 1 diagnostic at %d:%d-%d:%d, want 1:16-1:20", first.Line, first.Column, first.EndLine, first.EndColumn)
	}
	if second.Line != 4 || second.Column != 9 {
		t.Errorf("analyze: line 4 diagnostic at %d:%d, want 4:9", second.Line, second.Column)
	}

	target := `"projectPath":` + jstr(root) + `,"filePath":` + jstr(bom) + `,"diagnosticId":"TT0002","line":1,"column":16`
	var gf GetFixesResult
	success(t, call(t, cs, "get_fixes", `{`+target+`}`), &gf)
	if gf.Line != 1 || gf.Column != 16 || gf.EndColumn != 20 || len(gf.Fixes) != 2 {
		t.Errorf("get_fixes: %+v", gf)
	}
	// The column the old count gave (one more, for the mark) names no
	// diagnostic exactly; the same-line fallback still finds this one.
	var near GetFixesResult
	success(t, call(t, cs, "get_fixes", `{`+strings.Replace(target, `"column":16`, `"column":17`, 1)+`}`), &near)
	if near.Column != 16 {
		t.Errorf("get_fixes on the same line: column %d, want 16", near.Column)
	}

	var applied ApplyFixResult
	success(t, call(t, cs, "apply_fix", `{`+target+`,"equivalenceKey":"TT0002.Prefix","fileHash":"`+gf.FileHash+`"}`), &applied)
	if !applied.Applied {
		t.Fatalf("apply_fix: %+v", applied)
	}
	if got, want := readText(t, bom), "\ufeffcodeunit 50100 Localtmp1\r\n{\r\n    var\r\n        tmp2: Integer;\r\n}\r\n"; got != want {
		t.Errorf("after apply_fix:\n%q\nwant\n%q", got, want)
	}
	// The diagnostic left on line 4 is found at its reported position.
	if after := tmpNames(); len(after) != 1 || after[0].Line != 4 || after[0].Column != 9 {
		t.Fatalf("analyze after the fix: %+v", after)
	}
	success(t, call(t, cs, "apply_fix", `{"projectPath":`+jstr(root)+`,"filePath":`+jstr(bom)+
		`,"diagnosticId":"TT0002","line":4,"column":9,"equivalenceKey":"TT0002.Rename"}`), &applied)
	if got := readText(t, bom); !strings.HasPrefix(got, "\ufeffcodeunit 50100 Localtmp1\r\n") || !strings.Contains(got, "Counter: Integer;") {
		t.Errorf("after the second apply_fix:\n%q", got)
	}
}
