package tools

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/rules"
	"github.com/alfix/alfix/workspace"
)

// deadProjectFiles is a project with a dead internal procedure (Park),
// a called one (Move), an event nobody subscribes to and a global that is
// only written.
var deadProjectFiles = map[string]string{
	"app.json": `{"id":"11111111-2222-3333-4444-555555555555","name":"Dead","publisher":"Test","version":"1.0.0.0",
"idRanges":[{"from":50500,"to":50599}],"runtime":"14.0"}`,
	"src/Mover.Codeunit.al": `codeunit 50500 "Yard Mover"
{
    var
        LastMove: Integer;

    procedure Start()
    begin
        LastMove := 1;
        OnAfterStart();
    end;

    internal procedure Move()
    begin
    end;

    /// <summary>Parks the yard.</summary>
    internal procedure Park()
    begin
    end;

    [IntegrationEvent(false, false)]
    local procedure OnAfterStart()
    begin
    end;
}
`,
	"src/Caller.Codeunit.al": `codeunit 50501 "Yard Caller"
{
    procedure Run()
    var
        Mover: Codeunit "Yard Mover";
    begin
        Mover.Move();
    end;
}
`,
}

// writeDeadProject writes deadProjectFiles into a temporary folder and
// opens a workspace on it with every rule alfix has.
func writeDeadProject(t *testing.T) (string, *workspace.Workspace) {
	t.Helper()
	dir, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	root := filepath.Join(dir, "dead")
	for name, src := range deadProjectFiles {
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ws, err := workspace.Open(context.Background(), workspace.Options{Roots: []string{root}, Dir: root, Registry: rules.Registry()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ws.Close() })
	return root, ws
}

// TestLC0052FollowsEditsInOtherFiles: when another file stops calling a
// procedure, the declaring file (whose content did not change) is
// analysed again and LC0052 reports it.
func TestLC0052FollowsEditsInOtherFiles(t *testing.T) {
	root, ws := writeDeadProject(t)
	cs := connect(t, ws, nil)
	args := `{"projectPath":` + jstr(root) + `,"codeAnalyzers":["LinterCop"],"ruleIds":["LC0052"]}`
	messages := func() []string {
		var r AnalyzeResult
		success(t, call(t, cs, "analyze", args), &r)
		var out []string
		for _, d := range r.Diagnostics {
			out = append(out, d.Message)
		}
		return out
	}
	if got := messages(); len(got) != 1 || !strings.Contains(got[0], "'Park'") {
		t.Fatalf("before the edit: %q", got)
	}
	caller := filepath.Join(root, "src", "Caller.Codeunit.al")
	if err := os.WriteFile(caller, []byte(strings.Replace(deadProjectFiles["src/Caller.Codeunit.al"], "Mover.Move();", "Mover.Start();", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := messages(); len(got) != 2 || !strings.Contains(strings.Join(got, "\n"), "'Move'") {
		t.Errorf("after Yard Caller stopped calling Move: %q", got)
	}
}

// TestCallHierarchyUnused: the dead-code listing, its removal fix applied
// through apply_fix (the fix transaction), and the listing afterwards.
func TestCallHierarchyUnused(t *testing.T) {
	root, ws := writeDeadProject(t)
	cs := connect(t, ws, nil)
	pp := `"projectPath":` + jstr(root) + `,`
	mover := filepath.Join(root, "src", "Mover.Codeunit.al")

	var r CallHierarchyResult
	success(t, call(t, cs, "call_hierarchy", `{`+pp+`"direction":"unused"}`), &r)
	// Procedures first, then globals, then events.
	want := []string{
		`procedure internal codeunit "Yard Mover".Park at ` + mover + `:17:24 fix LC0052.RemoveProcedure`,
		`global local codeunit "Yard Mover".LastMove at ` + mover + `:4:9 written`,
		`event public codeunit "Yard Mover".OnAfterStart at ` + mover + `:22:21`,
	}
	if strings.Join(r.Edges, "\n") != strings.Join(want, "\n") || r.TotalCount != 3 {
		t.Fatalf("unused:\n%s\nwant:\n%s", strings.Join(r.Edges, "\n"), strings.Join(want, "\n"))
	}

	// One object, paged by one.
	var p1 CallHierarchyResult
	success(t, call(t, cs, "call_hierarchy", `{`+pp+`"direction":"unused","objectType":"codeunit","object":"Yard Caller"}`), &p1)
	if len(p1.Edges) != 0 || p1.TotalCount != 0 {
		t.Errorf("Yard Caller: %+v", p1)
	}
	success(t, call(t, cs, "call_hierarchy", `{`+pp+`"direction":"unused","objectType":"codeunit","object":"Yard Mover","limit":1}`), &p1)
	if len(p1.Edges) != 1 || !p1.Truncated || p1.TotalCount != 3 {
		t.Errorf("page 1: %+v", p1)
	}

	// The fix the listing names removes Park through apply_fix.
	var applied ApplyFixResult
	success(t, call(t, cs, "apply_fix", `{`+pp+`"filePath":`+jstr(mover)+`,"diagnosticId":"LC0052","line":17,"column":24,"equivalenceKey":"LC0052.RemoveProcedure","codeAnalyzers":["LinterCop"]}`), &applied)
	if !applied.Applied {
		t.Fatalf("not applied: %+v", applied)
	}
	b, err := os.ReadFile(mover)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(b), "Park") || !strings.Contains(string(b), "    end;\n\n    [IntegrationEvent(false, false)]") {
		t.Errorf("after the fix:\n%s", b)
	}
	success(t, call(t, cs, "call_hierarchy", `{`+pp+`"direction":"unused"}`), &r)
	if r.TotalCount != 2 || strings.Contains(strings.Join(r.Edges, "\n"), "Park") {
		t.Errorf("after the fix: %q", r.Edges)
	}

	// Move is called: LC0052 has no diagnostic there, so there is no fix
	// to apply.
	if env := envelope(t, call(t, cs, "apply_fix", `{`+pp+`"filePath":`+jstr(mover)+`,"diagnosticId":"LC0052","line":13,"column":24,"codeAnalyzers":["LinterCop"]}`)); !strings.Contains(env, "NotFound") {
		t.Errorf("removing a called procedure: %s", env)
	}

	for _, c := range []struct{ args, want string }{
		{`"direction":"unused","member":"Park"`, "takes no 'member' or 'depth'"},
		{`"direction":"incoming"`, "'objectType' and 'object' are required"},
		{`"direction":"unused","objectType":"codeunit","object":"Nope"`, "Nope"},
	} {
		if env := envelope(t, call(t, cs, "call_hierarchy", `{`+pp+c.args+`}`)); !strings.Contains(env, c.want) {
			t.Errorf("%s: %s, want %q", c.args, env, c.want)
		}
	}
}
