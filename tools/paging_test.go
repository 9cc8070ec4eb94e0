package tools

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/alfix/alfix/workspace"
	"github.com/alfix/alfix/workspace/fix"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// bigProject writes a project with files × perFile TT0001 findings (one
// BEGIN per line) and settings that enable CodeCop.
func bigProject(t *testing.T, files, perFile int) string {
	t.Helper()
	root := filepath.Join(t.TempDir(), "big")
	writeFile(t, filepath.Join(root, "app.json"), `{"id": "b1", "name": "Big", "publisher": "alfix tests", "version": "1.0.0.0"}`)
	writeFile(t, filepath.Join(root, ".vscode", "settings.json"), `{"al.codeAnalyzers": ["${CodeCop}"]}`)
	for f := range files {
		var b strings.Builder
		fmt.Fprintf(&b, "codeunit %d Big%d\n{\n", 50000+f, f)
		for range perFile {
			b.WriteString("    BEGIN\n")
		}
		b.WriteString("}\n")
		writeFile(t, filepath.Join(root, "src", fmt.Sprintf("File%04d.al", f)), b.String())
	}
	return root
}

// pageAll pages through analyze with the arguments (a JSON object without
// the cursor) and returns every page.
func pageAll(t *testing.T, cs *mcp.ClientSession, args map[string]any) []AnalyzeResult {
	t.Helper()
	var pages []AnalyzeResult
	for {
		b, _ := json.Marshal(args)
		var r AnalyzeResult
		success(t, call(t, cs, "analyze", string(b)), &r)
		pages = append(pages, r)
		if r.NextCursor == "" {
			if r.Truncated {
				t.Fatalf("page %d is truncated but has no nextCursor", len(pages))
			}
			return pages
		}
		if !r.Truncated || len(pages) > 1000 {
			t.Fatalf("page %d: nextCursor without truncated, or no end", len(pages))
		}
		args["cursor"] = r.NextCursor
	}
}

// TestAnalyzePagingReturnsEveryFindingOnce pages through 6,000 findings
// under a small size bound: every page fits the bound, and the pages
// together are the whole listing, each finding once, in order.
func TestAnalyzePagingReturnsEveryFindingOnce(t *testing.T) {
	root := bigProject(t, 60, 100)
	ws := openWorkspace(t, root)
	only := []string{"TT0001"} // the files are syntax errors too
	full, te := Analyze(context.Background(), ws, AnalyzeArgs{Limit: ptr(math.MaxInt32), RuleIDs: only}, nil)
	if te != nil {
		t.Fatal(te)
	}
	if full.TotalCount != 6000 || len(full.Diagnostics) != 6000 || full.Truncated || full.NextCursor != "" {
		t.Fatalf("full listing: total %d, %d listed, truncated %v", full.TotalCount, len(full.Diagnostics), full.Truncated)
	}
	const bound = MinMaxResultBytes
	cs := connectServer(t, ws, Options{Version: "test", MaxResultBytes: bound}, nil)
	for _, limit := range []int{1000, 37} {
		pages := pageAll(t, cs, map[string]any{"limit": limit, "ruleIds": only})
		var all []DiagnosticInfo
		cutByBytes := false
		for i, p := range pages {
			if p.Offset != len(all) || p.Count != len(p.Diagnostics) || p.Count == 0 || p.Count > limit || p.TotalCount != 6000 {
				t.Fatalf("limit %d page %d: offset %d count %d (%d listed) total %d", limit, i, p.Offset, p.Count, len(p.Diagnostics), p.TotalCount)
			}
			if p.Summary.ByRule[0].ID != "TT0001" || p.Summary.ByRule[0].Count != 6000 || p.Summary.ByRule[0].Fixable != 6000 {
				t.Errorf("page %d summary %+v", i, p.Summary.ByRule)
			}
			if n := messageSize(&p); n > bound {
				t.Errorf("limit %d page %d: %d bytes, over the bound %d", limit, i, n, bound)
			}
			cutByBytes = cutByBytes || p.Count < limit && p.Truncated
			all = append(all, p.Diagnostics...)
		}
		if len(all) != len(full.Diagnostics) {
			t.Fatalf("limit %d: pages hold %d diagnostics, want %d", limit, len(all), len(full.Diagnostics))
		}
		for i := range all {
			if all[i] != full.Diagnostics[i] {
				t.Fatalf("limit %d: diagnostic %d is %+v, want %+v", limit, i, all[i], full.Diagnostics[i])
			}
		}
		if limit == 1000 && !cutByBytes {
			t.Error("no page was cut to the bound")
		}
		if limit == 37 && len(pages) != (6000+36)/37 {
			t.Errorf("limit 37: %d pages", len(pages))
		}
	}
}

// TestAnalyzeCursorAfterEdit: a cursor stays valid while the listing is
// unchanged (an edit that changes no finding included) and is refused with
// Stale once a finding changed; a cursor of other arguments is Invalid.
func TestAnalyzeCursorAfterEdit(t *testing.T) {
	root := bigProject(t, 5, 20)
	ws := openWorkspace(t, root)
	cs := connect(t, ws, nil)
	var first AnalyzeResult
	success(t, call(t, cs, "analyze", `{"limit":30}`), &first)
	if first.Count != 30 || first.NextCursor == "" || !first.Truncated {
		t.Fatalf("first page %+v", first)
	}
	again := func(args string) *mcp.CallToolResult {
		return call(t, cs, "analyze", `{"limit":30,"cursor":`+jstr(first.NextCursor)+args+`}`)
	}
	var second AnalyzeResult
	success(t, again(""), &second)
	if second.Offset != 30 || second.Diagnostics[0] == first.Diagnostics[0] {
		t.Fatalf("second page %+v", second)
	}
	// The same cursor gives the same page again (stable).
	var repeat AnalyzeResult
	success(t, again(""), &repeat)
	if repeat.Offset != 30 || repeat.Diagnostics[0] != second.Diagnostics[0] || repeat.NextCursor != second.NextCursor {
		t.Errorf("repeated cursor gave another page")
	}
	// Another limit is fine.
	success(t, call(t, cs, "analyze", `{"limit":5,"cursor":`+jstr(first.NextCursor)+`}`), &repeat)
	if repeat.Offset != 30 || repeat.Count != 5 {
		t.Errorf("limit 5 from the cursor: offset %d count %d", repeat.Offset, repeat.Count)
	}
	// Other filters: Invalid.
	if env := envelope(t, again(`,"ruleIds":["TT0001"]`)); !strings.Contains(env, `"error":"Invalid"`) || !strings.Contains(env, "other arguments") {
		t.Errorf("cursor with other filters: %s", env)
	}
	// An edit that changes no finding keeps the cursor valid.
	last := filepath.Join(root, "src", "File0004.al")
	writeFile(t, last, readText(t, last)+"// a comment after the last line\n")
	success(t, again(""), &repeat)
	if repeat.Offset != 30 || repeat.Diagnostics[0] != second.Diagnostics[0] {
		t.Errorf("after an edit that changes no finding: %+v", repeat)
	}
	// An edit that adds a finding: Stale, and a fresh first page works.
	writeFile(t, last, readText(t, last)+"BEGIN\n")
	env := envelope(t, again(""))
	if !strings.HasPrefix(env, `{"error":"Stale","message":"the diagnostics changed since this cursor was returned`) {
		t.Errorf("cursor after an edit: %s", env)
	}
	var fresh AnalyzeResult
	success(t, call(t, cs, "analyze", `{"limit":30}`), &fresh)
	if fresh.TotalCount <= first.TotalCount || fresh.Offset != 0 {
		t.Errorf("fresh first page: total %d offset %d", fresh.TotalCount, fresh.Offset)
	}
}

// TestAnalyzeSummary pins the summary: counts per severity, analyzer and
// rule (with titles and fixable counts), the top files and the totals.
func TestAnalyzeSummary(t *testing.T) {
	root := fixture(t)
	cs := connect(t, openWorkspace(t, root), nil)
	var r AnalyzeResult
	txt := success(t, call(t, cs, "analyze", `{"limit":1}`), &r)
	if !strings.HasPrefix(txt, `{"summary":{"bySeverity":`) {
		t.Errorf("the result does not start with the summary: %.80s", txt)
	}
	n := 0
	for i, rs := range r.Summary.ByRule {
		n += rs.Count
		if rs.Title == "" || rs.Analyzer == "" || rs.Severity == "" || rs.Fixable > rs.Count {
			t.Errorf("rule summary %+v", rs)
		}
		if i > 0 && (rs.Count > r.Summary.ByRule[i-1].Count || rs.Count == r.Summary.ByRule[i-1].Count && rs.ID < r.Summary.ByRule[i-1].ID) {
			t.Errorf("byRule out of order at %d: %+v", i, r.Summary.ByRule)
		}
	}
	if n != r.TotalCount || r.Summary.Rules != len(r.Summary.ByRule) || r.Count != 1 || !r.Truncated {
		t.Errorf("summary %+v, total %d", r.Summary, r.TotalCount)
	}
	files := 0
	for _, f := range r.Summary.TopFiles {
		files += f.Count
		if !filepath.IsAbs(f.FilePath) {
			t.Errorf("top file %+v", f)
		}
	}
	if files > r.TotalCount || r.Summary.Files < len(r.Summary.TopFiles) {
		t.Errorf("top files %+v, files %d", r.Summary.TopFiles, r.Summary.Files)
	}
	if r.Analyzers.Source != "settings" || strings.Join(r.Analyzers.Enabled, ",") != "CodeCop,LinterCop" ||
		!strings.HasSuffix(r.Analyzers.SettingsFile, filepath.Join(".vscode", "settings.json")) {
		t.Errorf("analyzers %+v", r.Analyzers)
	}
}

// TestDefaultAnalyzersAreAnnounced: a project that configures no analyzers
// runs the default set and says so in warnings, with how to run others;
// codeAnalyzers runs others.
func TestDefaultAnalyzersAreAnnounced(t *testing.T) {
	root := fixture(t)
	writeFile(t, filepath.Join(root, ".vscode", "settings.json"), `{}`)
	cs := connect(t, openWorkspace(t, root), nil)
	var r AnalyzeResult
	success(t, call(t, cs, "analyze", `{}`), &r)
	if r.Analyzers.Source != "default" || strings.Join(r.Analyzers.Enabled, ",") != "CodeCop" {
		t.Errorf("analyzers %+v", r.Analyzers)
	}
	if !strings.Contains(strings.Join(r.Warnings, "\n"), "alfix ran its default set: CodeCop") {
		t.Errorf("warnings %q", r.Warnings)
	}
	for _, d := range r.Diagnostics {
		if d.Analyzer != "CodeCop" && d.Analyzer != CompilerAnalyzer {
			t.Errorf("%s of %s ran by default", d.ID, d.Analyzer)
		}
	}
	var lr ListRulesResult
	success(t, call(t, cs, "list_rules", `{}`), &lr)
	if !strings.Contains(strings.Join(lr.Warnings, "\n"), "alfix ran its default set: CodeCop") {
		t.Errorf("list_rules warnings %q", lr.Warnings)
	}
	success(t, call(t, cs, "analyze", `{"codeAnalyzers":["${CodeCop}","LinterCop"],"ruleIds":["TT0002"]}`), &r)
	if r.Analyzers.Source != "call" || r.TotalCount == 0 || strings.Contains(strings.Join(r.Warnings, "\n"), "default set") {
		t.Errorf("with codeAnalyzers: total %d, analyzers %+v, warnings %q", r.TotalCount, r.Analyzers, r.Warnings)
	}
}

// TestApplyFixAllBounded: a dry run over many files stays within the
// bound; the diff and the lists are cut with counts and markers.
func TestApplyFixAllBounded(t *testing.T) {
	root := bigProject(t, 300, 20)
	ws := openWorkspace(t, root)
	const bound = MinMaxResultBytes
	cs := connectServer(t, ws, Options{Version: "test", MaxResultBytes: bound}, nil)
	before := treeHash(t, root)
	var r ApplyFixAllResult
	success(t, call(t, cs, "apply_fix_all", `{"projectPath":`+jstr(root)+`,"diagnosticId":"TT0001","dryRun":true}`), &r)
	if n := messageSize(&r); n > bound {
		t.Errorf("dry run result %d bytes, over the bound %d", n, bound)
	}
	if r.DiagnosticsFound != 6000 || r.FilesChangedCount != 300 || len(r.FilesChanged) > boundedListCap || !r.DiffTruncated ||
		!strings.Contains(r.Diff, "[diff truncated to fit the result's size bound") || !strings.Contains(r.Diff, "of 300 files") {
		t.Errorf("dry run: found %d, files %d (%d listed), diffTruncated %v, diff tail %q", r.DiagnosticsFound, r.FilesChangedCount,
			len(r.FilesChanged), r.DiffTruncated, r.Diff[max(0, len(r.Diff)-300):])
	}
	if !strings.Contains(r.Warning, "filesChanged shows 100 of 300") {
		t.Errorf("warning %q", r.Warning)
	}
	if treeHash(t, root) != before {
		t.Fatal("the dry run wrote")
	}
	// Unbounded (the command line's path): everything.
	full, te := ApplyFixAll(context.Background(), ws, ApplyFixAllArgs{ProjectPath: &root, DiagnosticID: ptr("TT0001"), DryRun: true}, nil)
	if te != nil || len(full.FilesChanged) != 300 || full.DiffTruncated || strings.Count(full.Diff, "+++ ") != 300 {
		t.Errorf("unbounded dry run: %v, %d files", te, len(full.FilesChanged))
	}
	if full.fileDiffs != nil {
		t.Error("the unbounded dry run holds its diff twice: per file and joined")
	}
}

// TestFitDiffCutsInsideOneFile: when not even one file's diff fits, the
// first lines of it do, with the marker.
func TestFitDiffCutsInsideOneFile(t *testing.T) {
	huge := strings.Repeat("+ a line of the diff\n", 20000)
	r := &ApplyFixResult{FilesChanged: []string{"/p/a.al"}, fileDiffs: []fix.FileDiff{{Path: "/p/a.al", Diff: "--- /p/a.al\n+++ /p/a.al\n" + huge}}}
	r.Diff = joinDiffs(r.fileDiffs)
	r.fit(MinMaxResultBytes)
	if n := messageSize(r); n > MinMaxResultBytes || !r.DiffTruncated || !strings.HasPrefix(r.Diff, "--- /p/a.al\n") ||
		!strings.Contains(r.Diff, "0 of 1 files") {
		t.Errorf("size %d, truncated %v, diff head %.40q tail %q", n, r.DiffTruncated, r.Diff, r.Diff[max(0, len(r.Diff)-200):])
	}
}

// A rule left out as a duplicate is NotFound/DuplicateRule, naming the
// rule it gives way to.
func TestDuplicateRuleEnvelope(t *testing.T) {
	te := fixCall{root: "/p"}.envelope(&fix.Error{Problem: fix.RuleLeftOutAsDuplicate, RuleID: "FC0003",
		Path: "/p/a.al", DuplicateOf: "AA0008"})
	if te.Code != CodeNotFound || te.Reason != ReasonDuplicateRule || te.DiagnosticID != "FC0003" || te.FilePath != "/p/a.al" ||
		!strings.Contains(te.Message, "gives way to AA0008") {
		t.Errorf("envelope %s", te.JSON())
	}
}

// TestAnalyzePagesShareTheFirstPagesSince (issue 43: paging through a
// listing recorded it again for deltas on every page, a pass over every
// finding per page): the pages of one listing carry the first page's since
// token, and after more pages than the server remembers answers
// (workspace.MaxDeltaSnapshots) that token still answers a delta.
func TestAnalyzePagesShareTheFirstPagesSince(t *testing.T) {
	root := bigProject(t, 30, 100)
	ws := openWorkspace(t, root)
	cs := connect(t, ws, nil)
	only := []any{"TT0001"}
	pages := pageAll(t, cs, map[string]any{"limit": 100, "ruleIds": only})
	if len(pages) <= workspace.MaxDeltaSnapshots+1 {
		t.Fatalf("%d pages, want more than %d", len(pages), workspace.MaxDeltaSnapshots+1)
	}
	first := pages[0].Since
	for i, p := range pages {
		if p.Since != first {
			t.Fatalf("page %d: since %q, the first page's %q", i, p.Since, first)
		}
	}
	var d AnalyzeResult
	success(t, call(t, cs, "analyze", `{"ruleIds":["TT0001"],"since":`+jstr(first)+`}`), &d)
	if d.Delta == nil || d.Delta.AddedCount != 0 || d.Delta.RemovedCount != 0 || d.TotalCount != 3000 {
		t.Fatalf("delta since the first page: %+v, total %d", d.Delta, d.TotalCount)
	}
	// Another listing of the same arguments (a finding changed) gets a
	// token of its own, and its pages share that one.
	writeFile(t, filepath.Join(root, "src", "File0000.al"), "codeunit 50000 Big0\n{\n    BEGIN\n}\n")
	again := pageAll(t, cs, map[string]any{"limit": 100, "ruleIds": only})
	if again[0].TotalCount != 2901 || again[0].Since == first || again[0].Since == d.Since {
		t.Fatalf("after the edit: total %d, since %q (first %q, delta %q)", again[0].TotalCount, again[0].Since, first, d.Since)
	}
	for i, p := range again {
		if p.Since != again[0].Since {
			t.Fatalf("after the edit, page %d: since %q, the first page's %q", i, p.Since, again[0].Since)
		}
	}
}

// TestAnalyzePageCostDoesNotGrowWithTheListing (issue 43): the bytes a
// page fetched with cursor allocates do not grow with the findings of the
// listing it is a page of: 10 files with 200 findings each (every other one
// suppressed by #pragma, so that a file's listed findings are not one
// stretch of the analysis's), then with 2,000 each. Before, every page
// recorded the whole listing for deltas again (a copy of every file's
// findings).
func TestAnalyzePageCostDoesNotGrowWithTheListing(t *testing.T) {
	if testing.Short() {
		t.Skip("writes 20,000 findings")
	}
	perPage := func(perFile int) uint64 {
		root := filepath.Join(t.TempDir(), "p")
		writeFile(t, filepath.Join(root, "app.json"), `{"id": "b1", "name": "Big", "publisher": "alfix tests", "version": "1.0.0.0"}`)
		writeFile(t, filepath.Join(root, ".vscode", "settings.json"), `{"al.codeAnalyzers": ["${CodeCop}"]}`)
		for f := range 10 {
			var b strings.Builder
			fmt.Fprintf(&b, "codeunit %d Big%d\n{\n", 50000+f, f)
			for range perFile / 2 {
				b.WriteString("#pragma warning disable TT0001\n    BEGIN\n#pragma warning restore TT0001\n    BEGIN\n")
			}
			b.WriteString("}\n")
			writeFile(t, filepath.Join(root, "src", fmt.Sprintf("File%04d.al", f)), b.String())
		}
		ws := openWorkspace(t, root)
		args := AnalyzeArgs{ProjectPath: &root, RuleIDs: []string{"TT0001"}}
		first, te := Analyze(context.Background(), ws, args, nil)
		if te != nil {
			t.Fatal(te)
		}
		if first.TotalCount != 10*perFile/2 || first.NextCursor == "" {
			t.Fatalf("%d per file: total %d, cursor %q", perFile, first.TotalCount, first.NextCursor)
		}
		args.Cursor = &first.NextCursor
		page := func() {
			if _, te := Analyze(context.Background(), ws, args, nil); te != nil {
				t.Fatal(te)
			}
		}
		page() // the first page with a cursor may set up what the others reuse
		const pages = 10
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		for range pages {
			page()
		}
		runtime.ReadMemStats(&after)
		return (after.TotalAlloc - before.TotalAlloc) / pages
	}
	small, large := perPage(200), perPage(2000)
	t.Logf("bytes allocated per page: %d with 1,000 findings listed, %d with 10,000", small, large)
	// With 10 times the findings a page's bytes would grow some 10 times
	// if it touched them all; what does not depend on them (the files,
	// the configuration, the page) stays the same.
	if large > 2*small {
		t.Errorf("a page allocates %d bytes with 10,000 findings listed, %d with 1,000: it grows with the listing", large, small)
	}
}

// An unbounded dry run keeps its diff once (not per file beside it), and
// the result can still be cut to a bound afterwards.
func TestUnboundedFixAllDiffHeldOnce(t *testing.T) {
	huge := strings.Repeat("+ a line of the diff\n", 20000)
	r := &ApplyFixAllResult{DryRun: true, FilesChanged: []string{"/p/a.al"}, FilesChangedCount: 1, Diff: "--- /p/a.al\n+++ /p/a.al\n" + huge}
	r.fit(MinMaxResultBytes)
	if n := messageSize(r); n > MinMaxResultBytes || !r.DiffTruncated || !strings.HasPrefix(r.Diff, "--- /p/a.al\n") {
		t.Errorf("size %d, truncated %v, diff head %.40q", n, r.DiffTruncated, r.Diff)
	}
}
