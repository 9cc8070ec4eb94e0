package tools

import (
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// TestConcurrentCalls makes 32 concurrent calls on one session: reads of
// the whole project mixed with fixes of different files. Every fix must
// land, and every file must be exactly old or new content.
func TestConcurrentCalls(t *testing.T) {
	root := fixture(t)
	const files = 16
	src := func(i int) string {
		return fmt.Sprintf("codeunit %d \"C%d\"\n{\n    procedure P()\n    BEGIN\n        X := 1; BEGIN\n    end;\n}\n", 50200+i, i)
	}
	path := func(i int) string { return filepath.Join(root, "src", fmt.Sprintf("Gen%02d.al", i)) }
	for i := range files {
		writeFile(t, path(i), src(i))
	}
	cs := connect(t, openWorkspace(t, root), nil)

	var wg sync.WaitGroup
	errs := make(chan string, 64)
	for i := range 32 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var res string
			switch {
			case i < 8: // apply_fix on the first BEGIN of files 0..7
				r := call(t, cs, "apply_fix", fmt.Sprintf(`{"projectPath":%s,"filePath":%s,"diagnosticId":"TT0001","line":4,"column":5}`, jstr(root), jstr(path(i))))
				if r.IsError {
					res = text(t, r)
				}
			case i < 16: // apply_fix_all on files 8..15
				r := call(t, cs, "apply_fix_all", fmt.Sprintf(`{"projectPath":%s,"diagnosticId":"TT0001","scope":"document","filePath":%s}`, jstr(root), jstr(path(i))))
				if r.IsError {
					res = text(t, r)
				}
			case i < 24:
				r := call(t, cs, "analyze", `{"ruleIds":["TT0001"]}`)
				if r.IsError {
					res = text(t, r)
				}
			case i < 28:
				r := call(t, cs, "list_rules", `{"verbose":true}`)
				if r.IsError {
					res = text(t, r)
				}
			default: // get_fixes on the second BEGIN of a file being fixed
				r := call(t, cs, "get_fixes", fmt.Sprintf(`{"projectPath":%s,"filePath":%s,"diagnosticId":"TT0001","line":5,"column":17}`, jstr(root), jstr(path(i-28))))
				if r.IsError {
					res = text(t, r)
				}
			}
			if res != "" {
				errs <- fmt.Sprintf("call %d: %s", i, res)
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
	for i := range files {
		got := readText(t, path(i))
		want := strings.Replace(src(i), "    BEGIN", "    begin", 1)
		if i >= 8 {
			want = strings.ReplaceAll(src(i), "BEGIN", "begin")
		}
		if got != want {
			t.Errorf("file %d:\n got %q\nwant %q", i, got, want)
		}
	}
}
