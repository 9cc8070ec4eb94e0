package tools

import (
	"context"
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The edit loop in one small call (issue 49): analyze, edit one file so
// that it has one finding more (tmp1) and one less (NOFIX), with a line
// inserted above both so that every other finding moves, then analyze with
// since: exactly those two, in under 2 KB on the wire.
func TestAnalyzeSinceRoundTrip(t *testing.T) {
	root := fixture(t)
	cs := connect(t, openWorkspace(t, root), nil)
	var first AnalyzeResult
	success(t, call(t, cs, "analyze", `{}`), &first)
	if first.Since == "" || first.Delta != nil {
		t.Fatalf("first answer: since %q, delta %+v", first.Since, first.Delta)
	}
	main := filepath.Join(root, "src", "Main.Codeunit.al")
	src := readText(t, main)
	edited := strings.Replace(src, "    procedure Run()\n", "    // a comment line\n    procedure Run()\n", 1)
	edited = strings.Replace(edited, "NOFIX := 1;", "tmp1 := 1;", 1)
	if edited == src {
		t.Fatal("the fixture changed: the edit does not apply")
	}
	writeFile(t, main, edited)

	res := call(t, cs, "analyze", `{"since":`+jstr(first.Since)+`}`)
	var d AnalyzeResult
	txt := success(t, res, &d)
	wire, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "result": res})
	t.Logf("delta answer: %d bytes of JSON, %d on the wire", len(txt), len(wire))
	if len(txt) > 2048 {
		t.Errorf("delta answer is %d bytes, over 2 KB: %s", len(txt), txt)
	}
	if d.Delta == nil || d.Since == "" || d.Since == first.Since {
		t.Fatalf("no delta or no new token: %s", txt)
	}
	dl := d.Delta
	if dl.AddedCount != 1 || len(dl.Added) != 1 || dl.Added[0].ID != "TT0002" || dl.Added[0].Line != 8 {
		t.Errorf("added: %+v", dl.Added)
	}
	if dl.RemovedCount != 1 || len(dl.Removed) != 1 || dl.Removed[0].ID != "TT0003" || dl.Removed[0].Line != 7 {
		t.Errorf("removed: %+v", dl.Removed)
	}
	if dl.Added[0].FilePath != main || dl.Removed[0].FilePath != main || dl.Since != first.Since || dl.Truncated {
		t.Errorf("files %s %s, since %q, truncated %v", dl.Added[0].FilePath, dl.Removed[0].FilePath, dl.Since, dl.Truncated)
	}
	if strings.Contains(txt, `"summary"`) || len(d.Diagnostics) != 0 || len(d.Warnings) != 0 {
		t.Errorf("a delta answer repeats the summary, a page or unchanged warnings: %s", txt)
	}

	// Nothing changed since the delta's own token.
	var again AnalyzeResult
	success(t, call(t, cs, "analyze", `{"since":`+jstr(d.Since)+`}`), &again)
	if again.Delta == nil || again.Delta.AddedCount+again.Delta.RemovedCount != 0 {
		t.Errorf("no edit, yet a delta: %+v", again.Delta)
	}

	// Refusals: an unknown token, other arguments, with a cursor.
	for _, c := range []struct{ args, code, want string }{
		{`{"since":"dnope"}`, "Stale", "call analyze without since"},
		{`{"since":` + jstr(d.Since) + `,"ruleIds":["TT0001"]}`, "Invalid", "other arguments"},
		{`{"since":` + jstr(d.Since) + `,"cursor":"x"}`, "Invalid", "'since' and 'cursor'"},
		{`{"since":" "}`, "Invalid", "'since' must not be empty"},
	} {
		env := envelope(t, call(t, cs, "analyze", c.args))
		if !strings.Contains(env, `"`+c.code+`"`) || !strings.Contains(env, c.want) {
			t.Errorf("%s: %s", c.args, env)
		}
	}
}

// A later page of the same listing does not repeat the first page's
// warnings (issue 49: ~1.2 KB on every page).
func TestAnalyzeWarningsOncePerListing(t *testing.T) {
	root := fixture(t)
	writeFile(t, filepath.Join(root, "src", "Broken.al"), "codeunit 50199 Broken { procedure X() begin if then end; }\n")
	cs := connect(t, openWorkspace(t, root), nil)
	var p1, p2 AnalyzeResult
	success(t, call(t, cs, "analyze", `{"limit":1,"codeAnalyzers":["CodeCop","NopeCop"]}`), &p1)
	if len(p1.Warnings) == 0 || !p1.Truncated {
		t.Fatalf("first page: warnings %q, truncated %v", p1.Warnings, p1.Truncated)
	}
	success(t, call(t, cs, "analyze", `{"limit":1,"codeAnalyzers":["CodeCop","NopeCop"],"cursor":`+jstr(p1.NextCursor)+`}`), &p2)
	if len(p2.Warnings) != 0 {
		t.Errorf("second page repeats warnings: %q", p2.Warnings)
	}
	// Another analyze of the session does not repeat them either; another
	// session has them.
	var again AnalyzeResult
	success(t, call(t, cs, "analyze", `{"codeAnalyzers":["CodeCop","NopeCop"],"folderPath":"src"}`), &again)
	if len(again.Warnings) != 0 {
		t.Errorf("the session's next analyze repeats warnings: %q", again.Warnings)
	}
	var other AnalyzeResult
	success(t, call(t, connect(t, openWorkspace(t, root), nil), "analyze", `{"limit":1,"codeAnalyzers":["CodeCop","NopeCop"]}`), &other)
	if !slices.Equal(other.Warnings, p1.Warnings) {
		t.Errorf("another session's warnings %q, want %q", other.Warnings, p1.Warnings)
	}
}

// Without a session (the command line), every page after the first leaves
// out the listing's warnings, not only the second: the delta log keeps
// each answer's whole warnings, not those it showed.
func TestAnalyzeWarningsOncePerListingEveryPage(t *testing.T) {
	root := fixture(t)
	ws := openWorkspace(t, root)
	one := 1
	args := AnalyzeArgs{ProjectPath: &root, Limit: &one, CodeAnalyzers: []string{"CodeCop", "NopeCop"}}
	page, te := AnalyzeWith(context.Background(), ws, nil, args, nil)
	if te != nil || len(page.Warnings) == 0 {
		t.Fatalf("first page: %+v %v", te, page)
	}
	for i := 2; i <= 4 && page.NextCursor != ""; i++ {
		args.Cursor = &page.NextCursor
		if page, te = AnalyzeWith(context.Background(), ws, nil, args, nil); te != nil {
			t.Fatalf("page %d: %+v", i, te)
		}
		if len(page.Warnings) != 0 {
			t.Errorf("page %d repeats warnings: %q", i, page.Warnings)
		}
	}
}
