package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// verdictRepo writes System and Lib as source projects and Consumer, which
// depends on Lib and uses a variable nothing declares (AL0118 once the
// checks can run).
func verdictRepo(t *testing.T) string {
	t.Helper()
	repo, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	for rel, text := range map[string]string{
		"sys/app.json":              `{"id": "8874ed3a-0643-4247-9ced-7a7002f7135d", "name": "System", "publisher": "Microsoft", "version": "24.0.0.0"}`,
		"lib/app.json":              `{"id": "aaaaaaaa-0000-0000-0000-000000000001", "name": "Lib", "publisher": "Tests", "version": "2.0.0.0"}`,
		"lib/src/LibTable.Table.al": "table 50000 \"Lib Table\"\n{\n    fields\n    {\n        field(1; Code; Code[20]) { }\n    }\n}\n",
		"consumer/app.json": `{"id": "bbbbbbbb-0000-0000-0000-000000000002", "name": "Consumer", "publisher": "Tests", "version": "1.0.0.0",
 "platform": "24.0.0.0", "dependencies": [{"id": "aaaaaaaa-0000-0000-0000-000000000001", "name": "Lib", "publisher": "Tests", "version": "1.0.0.0"}]}`,
		"consumer/src/Planted.Codeunit.al": "codeunit 50101 \"Planted\"\n{\n    procedure Run()\n    begin\n        Undeclaredx := 1;\n    end;\n}\n",
	} {
		path := filepath.Join(repo, rel)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return repo
}

// TestAnalyzeCompileVerdict: the summary line, --format json and the SARIF
// notification say partial and name Lib when it is missing (and exit 0:
// nothing was found), complete with the AL0118 when it is present.
func TestAnalyzeCompileVerdict(t *testing.T) {
	repo := verdictRepo(t)
	consumer := filepath.Join(repo, "consumer")
	// Only errors: CodeCop's AA0247 on the fixture is not what is tested.
	missing := []string{"--severity", "Error", "--workspace", filepath.Join(repo, "sys")}
	present := []string{"--severity", "Error", "--workspace", filepath.Join(repo, "sys"), "--workspace", filepath.Join(repo, "lib")}

	code, out, errOut := runCLI(t, consumer, append([]string{"analyze", "--store", "off"}, missing...)...)
	if code != 0 || out != "" || !strings.Contains(errOut, "0 diagnostic(s) in 1 file(s) of 1 project(s); compile checks partial: Lib missing (silent: names, ") {
		t.Errorf("missing: exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
	code, out, errOut = runCLI(t, consumer, append([]string{"analyze", "--store", "off"}, present...)...)
	if code != 1 || !strings.Contains(out, "AL0118: The name 'Undeclaredx' does not exist") ||
		!strings.Contains(errOut, "1 diagnostic(s) in 1 file(s) of 1 project(s): 1 error; compile checks complete\n") {
		t.Errorf("present: exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
	}

	_, out, _ = runCLI(t, consumer, append([]string{"analyze", "--store", "off", "--format", "json"}, missing...)...)
	var res struct {
		CompileChecks struct {
			State   string
			Missing []struct{ Name, ID, Reason string }
			Silent  []string
		} `json:"compileChecks"`
		TotalCount int `json:"totalCount"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if v := res.CompileChecks; v.State != "partial" || len(v.Missing) != 1 || v.Missing[0].Name != "Lib" || v.Missing[0].Reason != "not found" || res.TotalCount != 0 {
		t.Errorf("json: %+v", res)
	}

	for _, c := range []struct {
		args        []string
		level, text string
		state       string
	}{
		{missing, "warning", consumer + ": compile checks partial: Lib missing", "partial"},
		{present, "note", consumer + ": compile checks complete", "complete"},
	} {
		log, _ := analyzeSARIF(t, consumer, c.args...)
		found := 0
		for _, n := range log.Runs[0].Invocations[0].ToolExecutionNotifications {
			cc, ok := n.Properties["compileChecks"].(map[string]any)
			if !ok {
				continue
			}
			found++
			if n.Level != c.level || !strings.HasPrefix(n.Message.Text, c.text) || cc["state"] != c.state {
				t.Errorf("SARIF notification %+v, want %s %q state %s", n, c.level, c.text, c.state)
			}
		}
		if found != 1 {
			t.Errorf("%d compile-check notifications, want 1", found)
		}
	}
}
