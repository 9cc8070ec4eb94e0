package tools

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestBadInput sends malformed calls: each must be answered with the
// documented code (Invalid unless noted) naming the parameter, and nothing
// may be written inside or outside the project.
func TestBadInput(t *testing.T) {
	root := fixture(t)
	out := filepath.Join(filepath.Dir(root), "outside")
	writeFile(t, filepath.Join(out, "Victim.al"), "codeunit 1 Victim { BEGIN }\n")
	if err := os.Symlink(filepath.Join(out, "Victim.al"), filepath.Join(root, "src/Escape.al")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(out, filepath.Join(root, "src/linkdir")); err != nil {
		t.Fatal(err)
	}
	outProj := filepath.Join(out, "proj")
	copyTree(t, "testdata/proj", outProj)
	ws := openWorkspace(t, root)
	cs := connect(t, ws, nil)
	manySpecs, _ := json.Marshal(slices.Repeat([]string{"${CodeCop}"}, 33))

	fix := func(extra string) string {
		s := `{"projectPath":"$ROOT","filePath":"src/Main.Codeunit.al","diagnosticId":"TT0001","line":6,"column":5`
		if extra != "" {
			s += "," + extra
		}
		return s + "}"
	}
	// fixWithout drops one parameter from the valid get_fixes call.
	fixWithout := func(param string) string {
		var m map[string]any
		json.Unmarshal([]byte(fix("")), &m)
		delete(m, param)
		b, _ := json.Marshal(m)
		return string(b)
	}
	cases := []struct {
		tool, args, code, mention string
	}{
		// analyze
		{"analyze", `[]`, "Invalid", "JSON object"},
		{"analyze", `"projectPath"`, "Invalid", "JSON object"},
		{"analyze", `{"limit":0}`, "Invalid", "'limit'"},
		{"analyze", `{"limit":-5}`, "Invalid", "'limit'"},
		{"analyze", `{"limit":1.5}`, "Invalid", "'limit'"},
		{"analyze", `{"limit":1e30}`, "Invalid", "'limit'"},
		{"analyze", `{"limit":true}`, "Invalid", "'limit'"},
		{"analyze", `{"severities":"Error"}`, "Invalid", "'severities'"},
		{"analyze", `{"severities":["Fatal"]}`, "Invalid", "'severities'"},
		{"analyze", `{"severities":[1]}`, "Invalid", "'severities'"},
		{"analyze", `{"analyzers":["NopeCop"]}`, "Invalid", "'analyzers'"},
		{"analyze", `{"analyzers":"[\"CodeCop\""}`, "Invalid", "'analyzers'"},
		{"analyze", `{"ruleIds":[""]}`, "Invalid", "'ruleIds'"},
		{"analyze", `{"compiler":"sometimes"}`, "Invalid", "'compiler'"},
		{"analyze", `{"projectPath":""}`, "Invalid", "'projectPath'"},
		{"analyze", `{"projectPath":"/nonexistent/elsewhere"}`, "Invalid", "'projectPath'"},
		{"analyze", `{"projectPath":"$OUT"}`, "Invalid", "'projectPath'"},
		{"analyze", `{"filePath":"a\u0000b.al"}`, "Invalid", "'filePath'"},
		{"analyze", `{"filePath":"../outside/Victim.al"}`, "Invalid", "'filePath'"},
		{"analyze", `{"folderPath":"$OUT"}`, "Invalid", "'folderPath'"},
		{"analyze", `{"folderPath":"src/linkdir"}`, "Invalid", "'folderPath'"},
		{"analyze", `{"filePath":"nope/missing.al"}`, "Invalid", "'filePath'"},
		{"analyze", `{"unknown":1}`, "Invalid", "'unknown'"},
		// list_rules
		{"list_rules", `{"verbose":"yes"}`, "Invalid", "'verbose'"},
		{"list_rules", `{"codeAnalyzers":"not json"}`, "Invalid", "'codeAnalyzers'"},
		{"list_rules", `{"codeAnalyzers":{"a":1}}`, "Invalid", "'codeAnalyzers'"},
		{"list_rules", `{"codeAnalyzers":[""]}`, "Invalid", "'codeAnalyzers'"},
		{"list_rules", `{"codeAnalyzers":"[1,2]"}`, "Invalid", "'codeAnalyzers'"},
		{"list_rules", `{"copFilter":"NopeCop"}`, "Invalid", "'analyzer'"},
		{"list_rules", `{"copFilter":"CodeCop","analyzer":"CodeCop"}`, "Invalid", "'copFilter' and 'analyzer'"},
		{"describe_object", `{"objectType":"table","object":-3}`, "Invalid", "'object'"},
		{"describe_object", `{"objectType":"table","object":1.5}`, "Invalid", "'object'"},
		{"describe_object", `{"objectType":"table","object":true}`, "Invalid", "'object'"},
		{"list_rules", `{"projectPath":"$OUT"}`, "Invalid", "'projectPath'"},
		{"list_rules", `{"extra":true}`, "Invalid", "'extra'"},
		// get_fixes
		{"get_fixes", `{}`, "Invalid", "'projectPath'"},
		{"get_fixes", fixWithout("line"), "Invalid", "'line'"},
		{"get_fixes", fixWithout("column"), "Invalid", "'column'"},
		{"get_fixes", fixWithout("filePath"), "Invalid", "'filePath'"},
		{"get_fixes", fixWithout("diagnosticId"), "Invalid", "'diagnosticId'"},
		{"get_fixes", strings.Replace(fix(""), `"line":6`, `"line":0`, 1), "Invalid", "'line'"},
		{"get_fixes", strings.Replace(fix(""), `"column":5`, `"column":-1`, 1), "Invalid", "'column'"},
		{"get_fixes", strings.Replace(fix(""), `"line":6`, `"line":"6"`, 1), "Invalid", "'line'"},
		{"get_fixes", strings.Replace(fix(""), `"line":6`, `"line":99999999999`, 1), "Invalid", "'line'"},
		{"get_fixes", strings.Replace(fix(""), `"line":6`, `"line":2147483647`, 1), "NotFound", "NoDiagnosticAtPosition"},
		{"get_fixes", strings.Replace(fix(""), `"$ROOT"`, `"no/such/dir"`, 1), "Invalid", "'projectPath'"},
		{"get_fixes", strings.Replace(fix(""), `"$ROOT"`, `"$OUT"`, 1), "Invalid", "'projectPath'"},
		{"get_fixes", strings.Replace(fix(""), `"$ROOT"`, `"$ROOT/app.json"`, 1), "Invalid", "'projectPath'"},
		{"get_fixes", strings.Replace(fix(""), `"$ROOT"`, `"$ROOT/src"`, 1), "Invalid", "'projectPath'"},
		{"get_fixes", strings.Replace(fix(""), `"src/Main.Codeunit.al"`, `"../outside/Victim.al"`, 1), "Invalid", "'filePath'"},
		{"get_fixes", strings.Replace(fix(""), `"src/Main.Codeunit.al"`, `"$OUT/Victim.al"`, 1), "Invalid", "'filePath'"},
		{"get_fixes", strings.Replace(fix(""), `"src/Main.Codeunit.al"`, `"src/Escape.al"`, 1), "Invalid", "'filePath'"},
		{"get_fixes", strings.Replace(fix(""), `"src/Main.Codeunit.al"`, `"src/linkdir/Victim.al"`, 1), "Invalid", "'filePath'"},
		{"get_fixes", strings.Replace(fix(""), `"src/Main.Codeunit.al"`, `"src/Main\u0000.al"`, 1), "Invalid", "'filePath'"},
		{"get_fixes", strings.Replace(fix(""), `"src/Main.Codeunit.al"`, `"   "`, 1), "Invalid", "'filePath'"},
		{"get_fixes", strings.Replace(fix(""), `"TT0001"`, `""`, 1), "Invalid", "'diagnosticId'"},
		{"get_fixes", strings.Replace(fix(""), `"TT0001"`, `5`, 1), "Invalid", "'diagnosticId'"},
		{"get_fixes", fix(`"codeAnalyzers":"[\"${CodeCop}\""`), "Invalid", "'codeAnalyzers'"},
		// apply_fix
		{"apply_fix", fix(`"fileHash":"xyz"`), "Invalid", "'fileHash'"},
		{"apply_fix", fix(`"equivalenceKey":7`), "Invalid", "'equivalenceKey'"},
		{"apply_fix", fix(`"dryRun":"true"`), "Invalid", "'dryRun'"},
		{"apply_fix", strings.Replace(fix(""), `"src/Main.Codeunit.al"`, `"/etc/passwd"`, 1), "Invalid", "'filePath'"},
		{"apply_fix", strings.Replace(fix(""), `"src/Main.Codeunit.al"`, `"src/Escape.al"`, 1), "Invalid", "'filePath'"},
		{"apply_fix", fix(`"force":true`), "Invalid", "'force'"},
		// apply_fix_all
		{"apply_fix_all", `{"projectPath":"$ROOT","diagnosticId":"TT0001","scope":"workspace"}`, "Invalid", "'scope'"},
		{"apply_fix_all", `{"projectPath":"$ROOT","diagnosticId":"TT0001","scope":"document"}`, "Invalid", "'filePath'"},
		{"apply_fix_all", `{"projectPath":"$ROOT","diagnosticId":"TT0001","scope":"document","filePath":"src/linkdir/Victim.al"}`, "Invalid", "'filePath'"},
		{"apply_fix_all", `{"projectPath":"$ROOT","diagnosticId":"TT0001","scope":"document","filePath":"\u0000"}`, "Invalid", "'filePath'"},
		{"apply_fix_all", `{"projectPath":"$ROOT","diagnosticId":"TT0001","scope":"document","filePath":"../../etc/passwd"}`, "Invalid", "'filePath'"},
		{"apply_fix_all", `{"projectPath":"$ROOT","diagnosticId":"TT0001","scope":"document","filePath":"$OUT/Victim.al"}`, "Invalid", "'filePath'"},
		{"apply_fix_all", `{"diagnosticId":"TT0001"}`, "Invalid", "'projectPath'"},
		{"apply_fix_all", `{"projectPath":"$ROOT"}`, "Invalid", "'diagnosticId'"},
		{"apply_fix_all", `{"projectPath":"$ROOT","diagnosticId":"TT0001","codeAnalyzers":"[1,2]"}`, "Invalid", "'codeAnalyzers'"},
		{"apply_fix_all", `{"projectPath":"$ROOT","diagnosticId":"TT0001","dryrun":true}`, "Invalid", "'dryrun'"},
		{"apply_fix_all", `{"projectPath":["$ROOT"],"diagnosticId":"TT0001"}`, "Invalid", "'projectPath'"},
		// null is refused, optional or required, naming the parameter
		{"analyze", `{"limit":null}`, "Invalid", "parameter 'limit' must not be null; leave it out"},
		{"analyze", `{"cursor":null}`, "Invalid", "'cursor' must not be null"},
		{"list_rules", `{"verbose":null}`, "Invalid", "'verbose' must not be null"},
		{"get_fixes", fix(`"codeAnalyzers":null`), "Invalid", "'codeAnalyzers' must not be null"},
		{"apply_fix", `{"projectPath":null,"filePath":"src/Main.Codeunit.al","diagnosticId":"TT0001","line":6,"column":5}`, "Invalid", "parameter 'projectPath' is required and must not be null"},
		// a relative projectPath is refused; relative filePath is the project's
		{"analyze", `{"projectPath":"proj"}`, "Invalid", "'projectPath' must be an absolute path"},
		{"list_rules", `{"projectPath":"."}`, "Invalid", "'projectPath' must be an absolute path"},
		{"get_fixes", `{"projectPath":"proj","filePath":"src/Main.Codeunit.al","diagnosticId":"TT0001","line":6,"column":5}`, "Invalid", "'projectPath' must be an absolute path"},
		{"apply_fix_all", `{"projectPath":"./proj","diagnosticId":"TT0001"}`, "Invalid", "'projectPath' must be an absolute path"},
		// limit has a maximum; cursors are analyze's own
		{"analyze", `{"limit":1001}`, "Invalid", "no larger than 1000"},
		{"analyze", `{"cursor":"bm90IGEgY3Vyc29y"}`, "Invalid", "'cursor' is not a nextCursor"},
		{"analyze", `{"cursor":"%%%"}`, "Invalid", "'cursor'"},
		{"analyze", `{"cursor":7}`, "Invalid", "'cursor'"},
		// one meaning per name: analyzer specs are codeAnalyzers everywhere
		{"get_fixes", fix(`"analyzers":["${CodeCop}"]`), "Invalid", "analyzer specs are passed as 'codeAnalyzers'"},
		{"list_rules", `{"analyzers":["${CodeCop}"]}`, "Invalid", "analyzer specs are passed as 'codeAnalyzers'"},
		{"analyze", `{"analyzers":["${CodeCop}"]}`, "Invalid", "pass analyzer specs as codeAnalyzers"},
		{"analyze", `{"codeAnalyzers":"nope"}`, "Invalid", "'codeAnalyzers'"},
		// limits of specs and paths (issue 37): refused before any use
		{"list_rules", `{"codeAnalyzers":` + string(manySpecs) + `}`, "Invalid", "has 33 analyzer specs; at most 32"},
		{"apply_fix_all", `{"projectPath":"$ROOT","diagnosticId":"TT0001","codeAnalyzers":["${CodeCop}","` + strings.Repeat("L", 1025) + `"]}`, "Invalid", "a spec of 1025 bytes at index 1"},
		{"analyze", `{"codeAnalyzers":["` + strings.Repeat("L", 1024) + `"]}`, "", ""},
		{"get_fixes", strings.Replace(fix(""), `"src/Main.Codeunit.al"`, `"src/`+strings.Repeat("d", 4093)+`"`, 1), "Invalid", "'filePath' is 4097 bytes long; paths have at most 4096"},
		{"analyze", `{"folderPath":"$ROOT/` + strings.Repeat("d/", 2100) + `"}`, "Invalid", "'folderPath' is"},
		// a project that is not served, even a real one
		{"apply_fix_all", `{"projectPath":"$OUTPROJ","diagnosticId":"TT0001"}`, "Invalid", "start alfix with this folder in --projects or --workspace"},
	}
	if len(cases) < 40 {
		t.Fatalf("only %d cases", len(cases))
	}
	beforeRoot, beforeOut := treeHash(t, root), treeHash(t, out)
	for _, c := range cases {
		args := strings.ReplaceAll(strings.ReplaceAll(strings.ReplaceAll(c.args, "$ROOT", root), "$OUTPROJ", outProj), "$OUT", out)
		res := call(t, cs, c.tool, args)
		if c.code == "" {
			// At the limit: accepted.
			if res.IsError {
				t.Errorf("%s %.200s: %s", c.tool, args, text(t, res))
			}
			continue
		}
		env := envelope(t, res)
		var e ToolError
		if err := json.Unmarshal([]byte(env), &e); err != nil {
			t.Errorf("%s %s: not an envelope: %s", c.tool, args, env)
			continue
		}
		if e.Code != c.code || !strings.Contains(env, c.mention) {
			t.Errorf("%s %.300s:\n got %s\nwant code %s mentioning %s", c.tool, args, env, c.code, c.mention)
		}
	}
	if treeHash(t, root) != beforeRoot || treeHash(t, out) != beforeOut {
		t.Error("a malformed call changed files")
	}
}
