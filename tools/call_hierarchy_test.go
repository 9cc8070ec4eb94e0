package tools

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestCallHierarchy: callers of a dependency's procedure from the
// project's code, a table's writers, the pages and the refusals.
func TestCallHierarchy(t *testing.T) {
	root := symbolFixture(t)
	cs := connect(t, openSymbolWorkspace(t, root), nil)
	pp := `"projectPath":` + jstr(filepath.Join(root, "app")) + `,`

	var r CallHierarchyResult
	success(t, call(t, cs, "call_hierarchy", `{`+pp+`"objectType":"table","object":"Fab Item","member":"post"}`), &r)
	src := filepath.Join(root, "app", "src", "Poster.Codeunit.al")
	want := []string{
		`1 call codeunit "Fab Poster".PostAll -> table "Fab Item".Post at ` + src + `:7:14`,
		`1 call codeunit "Fab Poster".PostAll -> table "Fab Item".Post at ` + src + `:8:14`,
	}
	if !slices.Equal(r.Edges, want) || r.TotalCount != 2 || r.Truncated {
		t.Errorf("callers of Post: %+v\nwant %q", r, want)
	}

	// Page by one: the second page continues the listing.
	var p1, p2 CallHierarchyResult
	success(t, call(t, cs, "call_hierarchy", `{`+pp+`"objectType":"table","object":"Fab Item","member":"Post","limit":1}`), &p1)
	if len(p1.Edges) != 1 || !p1.Truncated || p1.NextCursor == "" {
		t.Fatalf("page 1: %+v", p1)
	}
	success(t, call(t, cs, "call_hierarchy", `{`+pp+`"objectType":"table","object":"Fab Item","member":"Post","limit":1,"cursor":"`+p1.NextCursor+`"}`), &p2)
	if len(p2.Edges) != 1 || p2.Edges[0] != want[1] || p2.Truncated {
		t.Errorf("page 2: %+v", p2)
	}

	// Outgoing from PostAll: both Post calls and the codeunit call.
	var out CallHierarchyResult
	success(t, call(t, cs, "call_hierarchy", `{`+pp+`"objectType":"codeunit","object":"Fab Poster","member":"PostAll","direction":"outgoing"}`), &out)
	if len(out.Edges) != 3 || !strings.Contains(out.Edges[2], `-> codeunit "Pkg Mgt".DoIt at `) {
		t.Errorf("callees of PostAll: %q", out.Edges)
	}

	for _, c := range []struct{ args, want string }{
		{`"objectType":"codeunit","object":"Fab Poster"`, "only a table is answered"},
		{`"objectType":"table","object":"Fab Item","member":"Nope"`, `no procedure or trigger Nope of table \"Fab Item\"`},
		{`"objectType":"table","object":"Fab Item","direction":"incoming"`, "'direction' incoming needs 'member'"},
		{`"objectType":"table","object":"Fab Item","member":"Post","direction":"writes"}`, "is for a table without 'member'"},
		{`"objectType":"table","object":"Fab Item","member":"Post","depth":6`, "depth"},
		{`"objectType":"tabel","object":"Fab Item"`, "'objectType' must be one of"},
	} {
		args := `{` + pp + strings.TrimSuffix(c.args, "}") + `}`
		if env := envelope(t, call(t, cs, "call_hierarchy", args)); !strings.Contains(env, c.want) {
			t.Errorf("%s: %s, want %q", c.args, env, c.want)
		}
	}
}

func TestSplitTrigger(t *testing.T) {
	for _, c := range []struct{ in, el, name string }{
		{`"No.".OnValidate`, `"No."`, "OnValidate"},
		{"Post", "", "Post"},
		{"OnRun", "", "OnRun"},
		{"A.B", "", "A.B"},
		{`"x.On y"`, "", `"x.On y"`},
		{".OnValidate", "", ".OnValidate"},
	} {
		el, name := splitTrigger(c.in)
		if el != c.el || name != c.name {
			t.Errorf("%q: %q %q", c.in, el, name)
		}
	}
}
