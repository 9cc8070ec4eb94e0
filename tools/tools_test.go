package tools

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/alfix/alfix/almcp"
	"github.com/alfix/alfix/workspace"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func TestAnalyzeResult(t *testing.T) {
	root := fixture(t)
	cs := connect(t, openWorkspace(t, root), nil)
	var r AnalyzeResult
	success(t, call(t, cs, "analyze", `{}`), &r)
	if r.Project != root || r.Count != 7 || r.TotalCount != 7 || r.Truncated {
		t.Errorf("project/count/total/truncated = %s %d %d %v", r.Project, r.Count, r.TotalCount, r.Truncated)
	}
	if r.Summary.BySeverity["Warning"] != 5 || r.Summary.BySeverity["Error"] != 1 || r.Summary.BySeverity["Info"] != 1 ||
		r.Summary.ByAnalyzer["CodeCop"] != 6 || r.Summary.ByAnalyzer["LinterCop"] != 1 {
		t.Errorf("summary = %+v", r.Summary)
	}
	first := r.Diagnostics[0]
	if first != (DiagnosticInfo{FilePath: filepath.Join(root, "src/Boom.al"), Line: 5, Column: 17, EndLine: 5, EndColumn: 22,
		ID: "TT0009", Severity: "Warning", Message: "found MAYBE", Analyzer: "CodeCop", HasFix: false}) {
		t.Errorf("first diagnostic = %+v", first)
	}
	// Sorted by file, line, column, id; suppressed ones (Main line 13) absent;
	// the ruleset's Error severity applies to TT0003.
	for i := 1; i < len(r.Diagnostics); i++ {
		a, b := r.Diagnostics[i-1], r.Diagnostics[i]
		if a.FilePath > b.FilePath || a.FilePath == b.FilePath && (a.Line > b.Line || a.Line == b.Line && a.Column > b.Column) {
			t.Errorf("not sorted at %d: %+v then %+v", i, a, b)
		}
		if b.Line == 13 && strings.HasSuffix(b.FilePath, "Main.Codeunit.al") {
			t.Errorf("pragma-suppressed diagnostic listed: %+v", b)
		}
		if b.ID == "TT0003" && b.Severity != "Error" {
			t.Errorf("TT0003 severity %s, want the ruleset's Error", b.Severity)
		}
	}
	if len(r.AnalyzerErrors) != 1 || r.AnalyzerErrors[0] != (AnalyzerErrorInfo{RuleID: "TT0008", FilePath: filepath.Join(root, "src/Boom.al"), Message: "rule panicked: rule TT0008 exploded"}) {
		t.Errorf("analyzerErrors = %+v", r.AnalyzerErrors)
	}
	// The fixture has no symbol packages: its dependencies are reported
	// missing after the compiler's warning.
	if len(r.Warnings) != 2 || r.Warnings[0] != compilerUnavailableWarning(almcp.State{Status: almcp.NotConfigured}) ||
		!strings.HasPrefix(r.Warnings[1], "dependency System not found") {
		t.Errorf("warnings = %q", r.Warnings)
	}
	if r.Stats.Files != 4 || r.Stats.Analyzed != 4 || r.Stats.Cached != 0 {
		t.Errorf("stats = %+v", r.Stats)
	}
	// A second call is answered from the cache, without the warning the
	// session had (warnings once per session).
	var again AnalyzeResult
	success(t, call(t, cs, "analyze", `{"compiler":"off"}`), &again)
	if again.Stats.Cached != 4 || again.Stats.Analyzed != 0 || len(again.Warnings) != 0 {
		t.Errorf("second call stats %+v warnings %q", again.Stats, again.Warnings)
	}
}

func TestAnalyzeFilters(t *testing.T) {
	root := fixture(t)
	cs := connect(t, openWorkspace(t, root), nil)
	cases := []struct {
		args        string
		count       int
		total       int
		truncated   bool
		wantIDsOnly string
	}{
		{`{"limit":2}`, 2, 7, true, ""},
		{`{"severities":["error"]}`, 1, 1, false, "TT0003"},
		{`{"analyzers":["lintercop"]}`, 1, 1, false, "TT0002"},
		{`{"analyzers":["ALCops.LinterCop","Compiler"]}`, 1, 1, false, "TT0002"},
		{`{"ruleIds":["tt0001"]}`, 3, 3, false, "TT0001"},
		{`{"filePath":"src/Other.Codeunit.al"}`, 2, 2, false, "TT0001"},
		{`{"filePath":` + jstr(filepath.Join(root, "src/Other.Codeunit.al")) + `,"ruleIds":["TT0002"]}`, 0, 0, false, ""},
		{`{"folderPath":"src","severities":["Info","Warning"],"projectPath":` + jstr(root) + `}`, 6, 6, false, ""},
	}
	for _, c := range cases {
		var r AnalyzeResult
		success(t, call(t, cs, "analyze", c.args), &r)
		if r.Count != c.count || r.TotalCount != c.total || r.Truncated != c.truncated || len(r.Diagnostics) != c.count {
			t.Errorf("%s: count %d total %d truncated %v", c.args, r.Count, r.TotalCount, r.Truncated)
		}
		for _, d := range r.Diagnostics {
			if c.wantIDsOnly != "" && d.ID != c.wantIDsOnly {
				t.Errorf("%s: unexpected %s", c.args, d.ID)
			}
		}
		n := 0
		for _, v := range r.Summary.BySeverity {
			n += v
		}
		if n != r.TotalCount {
			t.Errorf("%s: summary counts %d, totalCount %d", c.args, n, r.TotalCount)
		}
	}
}

// progressLog records a call's progress notifications.
type progressLog struct {
	mu  sync.Mutex
	got []*mcp.ProgressNotificationParams
}

func (l *progressLog) handler(_ context.Context, req *mcp.ProgressNotificationClientRequest) {
	l.mu.Lock()
	l.got = append(l.got, req.Params)
	l.mu.Unlock()
}

// complete waits (boundedly) for the final notification, which the client
// may handle after the response, and checks the progress model: one total,
// strictly growing progress, the last equal to the total. It returns the
// messages.
func (l *progressLog) complete(t *testing.T, token any) []string {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		l.mu.Lock()
		done := len(l.got) > 0 && l.got[len(l.got)-1].Progress == l.got[len(l.got)-1].Total
		l.mu.Unlock()
		if done || time.Now().After(deadline) {
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.got) == 0 {
		t.Fatal("no progress notification")
	}
	var msgs []string
	prev := -1.0
	for _, p := range l.got {
		if p.ProgressToken != token || p.Total != workspace.ProgressTotal || p.Progress <= prev {
			t.Errorf("progress %+v after %v", p, prev)
		}
		prev = p.Progress
		msgs = append(msgs, p.Message)
	}
	if last := l.got[len(l.got)-1]; last.Progress != last.Total {
		t.Errorf("the last notification %+v is not the total", last)
	}
	return msgs
}

func TestAnalyzeProgress(t *testing.T) {
	root := fixture(t)
	var log progressLog
	cs := connect(t, openWorkspace(t, root), &mcp.ClientOptions{ProgressNotificationHandler: log.handler})
	params := &mcp.CallToolParams{Name: "analyze", Arguments: map[string]any{}}
	params.SetProgressToken("tok-1")
	res, err := cs.CallTool(context.Background(), params)
	if err != nil || res.IsError {
		t.Fatalf("analyze: %v %v", err, res)
	}
	got := strings.Join(log.complete(t, "tok-1"), "|")
	for _, phase := range []string{"listing files", "analyzing: ", " of 4 files", "done"} {
		if !strings.Contains(got, phase) {
			t.Errorf("no %q in %q", phase, got)
		}
	}
}

func TestListRules(t *testing.T) {
	root := fixture(t)
	cs := connect(t, openWorkspace(t, root), nil)
	txt := success(t, call(t, cs, "list_rules", `{}`), nil)
	want := `{"rules":[{"id":"TT0001","title":"Identifier BEGIN","analyzer":"CodeCop"},{"id":"TT0002","title":"Temporary name","analyzer":"LinterCop"},{"id":"TT0003","title":"Identifier NOFIX","analyzer":"CodeCop"},{"id":"TT0004","title":"Identifier OFFDEF","analyzer":"CodeCop"},{"id":"TT0006","title":"Identifier RSNONE","analyzer":"CodeCop"},{"id":"TT0007","title":"Identifier XFILE","analyzer":"CodeCop"},{"id":"TT0008","title":"Identifier BOOM","analyzer":"CodeCop"},{"id":"TT0009","title":"Identifier MAYBE","analyzer":"CodeCop"}],"totalCount":8,"offset":0,"count":8,"truncated":false,"warnings":[]}`
	if txt != want {
		t.Errorf("compact\n got: %s\nwant: %s", txt, want)
	}
	var v ListRulesResult
	success(t, call(t, cs, "list_rules", `{"verbose":true,"copFilter":"codecop","codeAnalyzers":"[\"${CodeCop}\",\"ALCops.PlatformCop.dll\"]"}`), &v)
	if len(v.Rules) != 7 {
		t.Fatalf("verbose CodeCop rules: %d", len(v.Rules))
	}
	byID := map[string]RuleInfo{}
	for _, r := range v.Rules {
		if r.RuleDetails == nil {
			t.Fatalf("%s has no verbose fields", r.ID)
		}
		byID[r.ID] = r
	}
	if d := byID["TT0003"]; d.Severity != "Warning" || d.EffectiveSeverity != "Error" || !d.Enabled || d.HasCodeFix || len(d.FixKeys) != 0 {
		t.Errorf("TT0003 = %+v", d.RuleDetails)
	}
	if d := byID["TT0006"]; d.Enabled || !d.HasCodeFix || d.FixKeys[0] != "TT0006.Fix" {
		t.Errorf("TT0006 = %+v", d.RuleDetails)
	}
	if d := byID["TT0004"]; d.Enabled {
		t.Errorf("TT0004 (off by default) enabled")
	}
	var p ListRulesResult
	success(t, call(t, cs, "list_rules", `{"codeAnalyzers":["ALCops.PlatformCop.dll"]}`), &p)
	if len(p.Rules) != 1 || p.Rules[0].ID != "TT0005" || p.Rules[0].RuleDetails != nil {
		t.Errorf("PlatformCop rules = %+v", p.Rules)
	}
}

func TestGetFixesThenApplyFix(t *testing.T) {
	root := fixture(t)
	main := filepath.Join(root, "src/Main.Codeunit.al")
	cs := connect(t, openWorkspace(t, root), nil)
	target := `"projectPath":` + jstr(root) + `,"filePath":"src/Main.Codeunit.al","diagnosticId":"TT0002","line":5,"column":9`
	var gf GetFixesResult
	txt := success(t, call(t, cs, "get_fixes", `{`+target+`}`), &gf)
	sum := sha256.Sum256([]byte(readText(t, main)))
	want := `{"diagnosticId":"TT0002","filePath":"` + main + `","line":5,"column":9,"endLine":5,"endColumn":13,"fileHash":"` + hex.EncodeToString(sum[:]) +
		`","fixes":[{"equivalenceKey":"TT0002.Rename","title":"Rename to Counter","providerName":"alfix"},{"equivalenceKey":"TT0002.Prefix","title":"Prefix with Local","providerName":"alfix"}]}`
	if txt != want {
		t.Errorf("get_fixes\n got: %s\nwant: %s", txt, want)
	}
	// Same line, other column: the diagnostic's own span comes back.
	var near GetFixesResult
	success(t, call(t, cs, "get_fixes", `{"projectPath":`+jstr(root)+`,"filePath":`+jstr(main)+`,"diagnosticId":"TT0002","line":5,"column":1}`), &near)
	if near.Column != 9 || near.EndColumn != 13 {
		t.Errorf("same-line match span = %d..%d", near.Column, near.EndColumn)
	}

	before := readText(t, main)
	var dry ApplyFixResult
	success(t, call(t, cs, "apply_fix", `{`+target+`,"equivalenceKey":"TT0002.Prefix","fileHash":"`+gf.FileHash+`","dryRun":true}`), &dry)
	if dry.Applied || !dry.DryRun || dry.EquivalenceKey != "TT0002.Prefix" || dry.FixTitle != "Prefix with Local" ||
		len(dry.FilesChanged) != 1 || !strings.Contains(dry.Diff, "-        tmp1: Integer;\n+        Localtmp1: Integer;") {
		t.Errorf("dry run = %+v", dry)
	}
	if readText(t, main) != before {
		t.Fatal("dry run wrote the file")
	}
	var applied ApplyFixResult
	success(t, call(t, cs, "apply_fix", `{`+target+`,"equivalenceKey":"TT0002.Prefix","fileHash":"`+gf.FileHash+`"}`), &applied)
	if !applied.Applied || applied.DryRun || applied.FilePath != main || applied.DiagnosticID != "TT0002" || applied.Diff != dry.Diff {
		t.Errorf("apply = %+v", applied)
	}
	if got := readText(t, main); got != strings.Replace(before, "tmp1:", "Localtmp1:", 1) {
		t.Errorf("file after apply:\n%s", got)
	}
	// The old hash is now stale; the diagnostic is gone.
	res := call(t, cs, "apply_fix", `{`+target+`,"equivalenceKey":"TT0002.Prefix","fileHash":"`+gf.FileHash+`"}`)
	if env := envelope(t, res); !strings.HasPrefix(env, `{"error":"Stale"`) {
		t.Errorf("replay with the old hash: %s", env)
	}
	if env := envelope(t, call(t, cs, "apply_fix", `{`+target+`,"equivalenceKey":"TT0002.Prefix"}`)); !strings.Contains(env, `"reason":"NoDiagnosticAtPosition"`) {
		t.Errorf("replay without hash: %s", env)
	}
}

// An edit made between get_fixes and apply_fix is seen, not Stale.
func TestEditBetweenCallsIsPickedUp(t *testing.T) {
	root := fixture(t)
	other := filepath.Join(root, "src/Other.Codeunit.al")
	cs := connect(t, openWorkspace(t, root), nil)
	target := `"projectPath":` + jstr(root) + `,"filePath":` + jstr(other) + `,"diagnosticId":"TT0001","line":4,"column":5`
	success(t, call(t, cs, "get_fixes", `{`+target+`}`), nil)
	writeFile(t, other, "// a line added by someone\n"+readText(t, other))
	env := envelope(t, call(t, cs, "apply_fix", `{`+target+`}`))
	if !strings.Contains(env, `"reason":"NoDiagnosticAtPosition"`) {
		t.Errorf("after an edit: %s", env)
	}
	var r ApplyFixResult
	success(t, call(t, cs, "apply_fix", `{`+strings.Replace(target, `"line":4`, `"line":5`, 1)+`}`), &r)
	if !r.Applied || !strings.Contains(readText(t, other), "// a line added by someone\ncodeunit") {
		t.Errorf("apply after edit: %+v", r)
	}
}

func TestApplyFixMultiFile(t *testing.T) {
	root := fixture(t)
	main, notes := filepath.Join(root, "src/Main.Codeunit.al"), filepath.Join(root, "src/Notes.al")
	cs := connect(t, openWorkspace(t, root), nil)
	var r ApplyFixResult
	success(t, call(t, cs, "apply_fix", `{"projectPath":`+jstr(root)+`,"filePath":`+jstr(main)+`,"diagnosticId":"TT0007","line":11,"column":9}`), &r)
	if !r.Applied || len(r.FilesChanged) != 2 || r.FilesChanged[0] != main || r.FilesChanged[1] != notes {
		t.Fatalf("multi-file apply = %+v", r)
	}
	if !strings.Contains(r.Diff, "+// XFILE renamed") || !strings.Contains(r.Diff, "+        Noted := 5;") {
		t.Errorf("diff:\n%s", r.Diff)
	}
	if !strings.HasPrefix(readText(t, notes), "// XFILE renamed\n// Notes kept") || !strings.Contains(readText(t, main), "Noted := 5;") {
		t.Error("files on disk do not have the fix")
	}
}

func TestApplyFixAll(t *testing.T) {
	root := fixture(t)
	main, other := filepath.Join(root, "src/Main.Codeunit.al"), filepath.Join(root, "src/Other.Codeunit.al")
	cs := connect(t, openWorkspace(t, root), nil)
	before := treeHash(t, root)
	var dry ApplyFixAllResult
	success(t, call(t, cs, "apply_fix_all", `{"projectPath":`+jstr(root)+`,"diagnosticId":"TT0001","dryRun":true,"filePath":"ignored.al"}`), &dry)
	if dry.Applied || !dry.DryRun || dry.DiagnosticsFound != 3 || dry.EquivalenceKey != "TT0001.Lower" || dry.FixTitle != "Lower-case it" ||
		len(dry.FilesChanged) != 2 || dry.FilesChanged[0] != main || dry.FilesChanged[1] != other || len(dry.UnfixedDiagnostics) != 0 ||
		!strings.Contains(dry.Warning, "ignored with scope project") || strings.Count(dry.Diff, "+++ ") != 2 {
		t.Errorf("dry run = %+v", dry)
	}
	if treeHash(t, root) != before {
		t.Fatal("dry run wrote")
	}
	var r ApplyFixAllResult
	txt := success(t, call(t, cs, "apply_fix_all", `{"projectPath":`+jstr(root)+`,"diagnosticId":"TT0001"}`), &r)
	want := `{"applied":true,"dryRun":false,"diagnosticId":"TT0001","fixTitle":"Lower-case it","equivalenceKey":"TT0001.Lower","diagnosticsFound":3,"filesChanged":["` + main + `","` + other + `"],"filesChangedCount":2,"conflicts":[],"conflictCount":0,"unfixedDiagnostics":[],"unfixedCount":0}`
	if txt != want {
		t.Errorf("apply_fix_all\n got: %s\nwant: %s", txt, want)
	}
	if strings.Contains(readText(t, other), "BEGIN") || !strings.Contains(readText(t, main), "#pragma warning disable TT0001\n        BEGIN") {
		t.Error("files on disk are not as fixed (the suppressed BEGIN must stay)")
	}
	// Nothing left: zero occurrences is a success.
	var zero ApplyFixAllResult
	txt = success(t, call(t, cs, "apply_fix_all", `{"projectPath":`+jstr(root)+`,"diagnosticId":"TT0001","scope":"Document","filePath":"src/Other.Codeunit.al"}`), &zero)
	want = `{"applied":false,"dryRun":false,"diagnosticId":"TT0001","diagnosticsFound":0,"filesChanged":[],"filesChangedCount":0,"conflicts":[],"conflictCount":0,"unfixedDiagnostics":[],"unfixedCount":0,"message":"no TT0001 diagnostics in ` + other + `: nothing to fix"}`
	if txt != want {
		t.Errorf("zero occurrences\n got: %s\nwant: %s", txt, want)
	}
	// NoFixForDiagnostic and NoFixForEquivalenceKey in apply_fix_all.
	if env := envelope(t, call(t, cs, "apply_fix_all", `{"projectPath":`+jstr(root)+`,"diagnosticId":"TT0009"}`)); !strings.Contains(env, `"reason":"NoFixForDiagnostic"`) {
		t.Errorf("TT0009: %s", env)
	}
	if env := envelope(t, call(t, cs, "apply_fix_all", `{"projectPath":`+jstr(root)+`,"diagnosticId":"TT0002","equivalenceKey":"x"}`)); !strings.Contains(env, `"reason":"NoFixForEquivalenceKey","candidates":[`) {
		t.Errorf("TT0002 with a wrong key: %s", env)
	}
}

// Files that fail their pre-checks are conflicts; the rest are written.
func TestApplyFixAllConflicts(t *testing.T) {
	root := fixture(t)
	other := filepath.Join(root, "src/Other.Codeunit.al")
	latin := filepath.Join(root, "src/Latin1.al")
	writeFile(t, latin, "BEGIN // D\xfcrnstein\n")
	cs := connect(t, openWorkspace(t, root), nil)
	var r ApplyFixAllResult
	success(t, call(t, cs, "apply_fix_all", `{"projectPath":`+jstr(root)+`,"diagnosticId":"TT0001","equivalenceKey":"TT0001.Lower"}`), &r)
	if !r.Applied || r.DiagnosticsFound != 4 || len(r.FilesChanged) != 2 || len(r.Conflicts) != 1 ||
		r.Conflicts[0].FilePath != latin || r.Conflicts[0].Kind != "UnsupportedEncoding" || !strings.Contains(r.Message, "1 file(s) are not UTF-8 and were left unchanged") ||
		len(r.UnfixedDiagnostics) != 1 || r.UnfixedDiagnostics[0] != (Location{FilePath: latin, Line: 1, Column: 1}) {
		t.Errorf("result = %+v", r)
	}
	if strings.Contains(readText(t, other), "BEGIN") || readText(t, latin) != "BEGIN // D\xfcrnstein\n" {
		t.Error("files on disk")
	}
	// A read-only file is a conflict of its own (txn refuses it); the rest of the batch is
	// written, and the message counts each kind of skipped file.
	writeFile(t, other, "codeunit 1 X { BEGIN }\n")
	main := filepath.Join(root, "src/Main.Codeunit.al")
	writeFile(t, main, "codeunit 2 Y { BEGIN }\n")
	chmod(t, main, 0o444)
	mainBefore := readText(t, main)
	var partial ApplyFixAllResult
	success(t, call(t, cs, "apply_fix_all", `{"projectPath":`+jstr(root)+`,"diagnosticId":"TT0001","equivalenceKey":"TT0001.Lower"}`), &partial)
	kinds := map[string]string{}
	for _, c := range partial.Conflicts {
		kinds[c.FilePath] = c.Kind
	}
	if !partial.Applied || len(partial.FilesChanged) != 1 || partial.FilesChanged[0] != other || kinds[main] != "WriteFailed" || kinds[latin] != "UnsupportedEncoding" ||
		len(partial.Conflicts) != 2 || len(partial.UnfixedDiagnostics) != 2 ||
		!strings.Contains(partial.Message, "1 file(s) were left unchanged because alfix does not write them") ||
		!strings.Contains(partial.Message, "1 file(s) are not UTF-8") || strings.Contains(partial.Message, "changed or could not be read") {
		t.Errorf("batch with a read-only file = %+v", partial)
	}
	if readText(t, main) != mainBefore || strings.Contains(readText(t, other), "BEGIN") {
		t.Error("files on disk")
	}
}

func TestApplyFixAllProgress(t *testing.T) {
	root := fixture(t)
	var log progressLog
	cs := connect(t, openWorkspace(t, root), &mcp.ClientOptions{ProgressNotificationHandler: log.handler})
	for _, dry := range []bool{true, false} {
		log = progressLog{}
		params := &mcp.CallToolParams{Name: "apply_fix_all", Arguments: map[string]any{"projectPath": root, "diagnosticId": "TT0001", "dryRun": dry}}
		params.SetProgressToken(7)
		res, err := cs.CallTool(context.Background(), params)
		if err != nil || res.IsError {
			t.Fatalf("apply_fix_all: %v %v", err, res)
		}
		got := strings.Join(log.complete(t, float64(7)), "|")
		phases := []string{"listing files", "analyzing", "reading files", "computing fixes", "done"}
		if !dry {
			phases = append(phases, "writing")
		} else if strings.Contains(got, "writing") {
			t.Errorf("a dry run reports writing: %q", got)
		}
		for _, phase := range phases {
			if !strings.Contains(got, phase) {
				t.Errorf("dryRun %v: no %q progress in %q", dry, phase, got)
			}
		}
	}
}

func TestCancelledCallsAreFaulted(t *testing.T) {
	root := fixture(t)
	ws := openWorkspace(t, root)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, te := Analyze(ctx, ws, AnalyzeArgs{}, nil)
	if te == nil || te.Code != CodeFaulted || !strings.HasPrefix(te.Message, "the call was cancelled") {
		t.Errorf("analyze after cancel: %v", te)
	}
	doc := ScopeDocument
	before := treeHash(t, root)
	_, te = ApplyFixAll(ctx, ws, ApplyFixAllArgs{ProjectPath: &root, DiagnosticID: ptr("TT0001"), Scope: &doc, FilePath: ptr("src/Other.Codeunit.al")}, nil)
	if te == nil || te.Code != CodeFaulted {
		t.Errorf("apply_fix_all after cancel: %v", te)
	}
	if treeHash(t, root) != before {
		t.Error("a cancelled call wrote")
	}
}

// A file edited after the fixes were computed is a StaleFile conflict; the
// other files are written, and the stale file's diagnostics stay unfixed.
func TestApplyFixAllStaleFile(t *testing.T) {
	root := fixture(t)
	main, other := filepath.Join(root, "src/Main.Codeunit.al"), filepath.Join(root, "src/Other.Codeunit.al")
	ws := openWorkspace(t, root)
	edited := "// edited meanwhile\n" + readText(t, other)
	var once sync.Once
	progress := func(u workspace.ProgressUpdate) {
		if u.Phase == workspace.PhaseWriting {
			once.Do(func() { writeFile(t, other, edited) })
		}
	}
	r, te := ApplyFixAll(context.Background(), ws, ApplyFixAllArgs{ProjectPath: &root, DiagnosticID: ptr("TT0001")}, progress)
	if te != nil {
		t.Fatal(te)
	}
	if !r.Applied || len(r.FilesChanged) != 1 || r.FilesChanged[0] != main || len(r.Conflicts) != 1 ||
		r.Conflicts[0].FilePath != other || r.Conflicts[0].Kind != "StaleFile" || !strings.Contains(r.Message, "1 file(s) changed or could not be read and were skipped: run apply_fix_all again") {
		t.Fatalf("result %+v", r)
	}
	want := []Location{{FilePath: other, Line: 4, Column: 5}, {FilePath: other, Line: 5, Column: 31}}
	if len(r.UnfixedDiagnostics) != 2 || r.UnfixedDiagnostics[0] != want[0] || r.UnfixedDiagnostics[1] != want[1] {
		t.Errorf("unfixed %+v", r.UnfixedDiagnostics)
	}
	if readText(t, other) != edited || strings.Contains(readText(t, main), "    BEGIN\n        NOFIX") {
		t.Error("files on disk")
	}
}
