package tools

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/rules"
	"github.com/alfix/alfix/workspace"
)

// With every analyzer of the real registry, list_rules verbose answers in
// pages at the smallest size bound (issue 49: it failed with "result too
// large" at 371 KB): every page's message is within the bound, the pages
// together list every rule once, in order.
func TestListRulesPagesAtMinimumBound(t *testing.T) {
	root := fixture(t)
	ws, err := workspace.Open(context.Background(), workspace.Options{Roots: []string{root}, Dir: root, Registry: rules.Registry()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ws.Close() })
	cs := connectServer(t, ws, Options{Version: "test", MaxResultBytes: MinMaxResultBytes}, nil)
	all := `"codeAnalyzers":["CodeCop","UICop","AppSourceCop","PerTenantExtensionCop","LinterCop","ApplicationCop","DocumentationCop","FormattingCop","PlatformCop","TestAutomationCop"]`
	seen := map[string]bool{}
	var ids []string
	cursor, pages, total := "", 0, -1
	for {
		args := `{"verbose":true,"limit":1000,` + all
		if cursor != "" {
			args += `,"cursor":` + jstr(cursor)
		}
		res := call(t, cs, "list_rules", args+`}`)
		var v ListRulesResult
		txt := success(t, res, &v)
		wire, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "result": res})
		if len(wire) > MinMaxResultBytes {
			t.Fatalf("page %d: %d bytes on the wire, over %d", pages, len(wire), MinMaxResultBytes)
		}
		if total >= 0 && v.TotalCount != total {
			t.Fatalf("totalCount changed: %d then %d", total, v.TotalCount)
		}
		total = v.TotalCount
		if v.Count != len(v.Rules) || v.Count == 0 || v.Offset != len(ids) {
			t.Fatalf("page %d: count %d, %d rules, offset %d after %d: %.300s", pages, v.Count, len(v.Rules), v.Offset, len(ids), txt)
		}
		for _, r := range v.Rules {
			if seen[r.ID] || r.RuleDetails == nil {
				t.Fatalf("rule %s listed twice or without its verbose fields", r.ID)
			}
			seen[r.ID] = true
			ids = append(ids, r.ID)
		}
		pages++
		if !v.Truncated {
			break
		}
		cursor = v.NextCursor
	}
	if len(ids) != total || pages < 2 || total < 150 {
		t.Fatalf("%d rules in %d pages, totalCount %d: want every rule of every analyzer over several pages", len(ids), pages, total)
	}
	for i := 1; i < len(ids); i++ {
		if ids[i-1] >= ids[i] {
			t.Fatalf("not sorted at %s", ids[i])
		}
	}

	// A filter by rule id, and the former parameter name with its note.
	var v ListRulesResult
	success(t, call(t, cs, "list_rules", `{"ruleIds":["aa0005","LC0001"],"copFilter":"codecop",`+all+`}`), &v)
	if len(v.Rules) != 1 || v.Rules[0].ID != "AA0005" || v.TotalCount != 1 {
		t.Errorf("ruleIds AA0005, LC0001 of CodeCop: %+v", v.Rules)
	}
	if n := strings.Join(v.Warnings, "|"); !strings.Contains(n, "'copFilter' is deprecated") || !strings.Contains(n, "'analyzer'") {
		t.Errorf("no deprecation note for copFilter: %q", v.Warnings)
	}
	// A cursor is bound to its arguments.
	first := ListRulesResult{}
	success(t, call(t, cs, "list_rules", `{"limit":5,`+all+`}`), &first)
	if !first.Truncated || len(first.Rules) != 5 {
		t.Fatalf("limit 5: %d rules, truncated %v", len(first.Rules), first.Truncated)
	}
	msg := envelope(t, call(t, cs, "list_rules", `{"limit":5,"verbose":true,"cursor":`+jstr(first.NextCursor)+`,`+all+`}`))
	if !strings.Contains(msg, `"Invalid"`) || !strings.Contains(msg, "other arguments") {
		t.Errorf("a cursor of other arguments: %s", msg)
	}
	next := ListRulesResult{}
	success(t, call(t, cs, "list_rules", `{"limit":5,"cursor":`+jstr(first.NextCursor)+`,`+all+`}`), &next)
	if next.Offset != 5 || len(next.Rules) != 5 || next.Rules[0].ID <= first.Rules[4].ID {
		t.Errorf("second page: offset %d, %d rules", next.Offset, len(next.Rules))
	}
}
