package main

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestSymbolQueriesOnTheCommandLine(t *testing.T) {
	repo := symbolsRepo(t)
	q := func(args ...string) (int, string, string) {
		t.Helper()
		return runCLI(t, repo, append(append([]string{"symbols"}, args[0], "--store", "off", "--workspace", repo, "--project", "app"), args[1:]...)...)
	}
	code, out, errOut := q("find", "Lib")
	if code != 0 || !strings.Contains(out, "table 50000 \"Lib Table\"\tTests Lib 2.0.0.0\tlib/src/T.Table.al:1:13\n") ||
		!strings.Contains(out, "codeunit 50001 \"Lib Mgt\"") {
		t.Errorf("find: exit %d\n%s%s", code, out, errOut)
	}
	code, out, _ = q("describe", "--format", "json", "table", "Lib Table")
	var d struct {
		Object     struct{ Name string }   `json:"object"`
		Fields     []struct{ Name string } `json:"fields"`
		Extensions []struct{ Name string } `json:"extensions"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &d) != nil || d.Object.Name != "Lib Table" || len(d.Fields) != 1 || len(d.Extensions) != 1 {
		t.Errorf("describe: exit %d %+v\n%s", code, d, out)
	}
	code, out, _ = q("describe", "table", "Lib Table", "--lists", "fields")
	if code != 0 || !strings.Contains(out, "fields (1):\n  1\tCode\tCode[20]\n") || strings.Contains(out, "keys") {
		t.Errorf("describe text: exit %d\n%s", code, out)
	}
	code, out, _ = q("refs", "table", "Lib Table")
	if code != 0 || out != "app/src/E.TableExt.al:1:34: extends in tableextension Ext: tableextension 50100 Ext extends \"Lib Table\" { }\n" {
		t.Errorf("refs: exit %d\n%q", code, out)
	}
	code, out, _ = q("source", "codeunit", "Lib Mgt", "Run")
	if code != 0 || out != "    procedure Run() begin end;\n" {
		t.Errorf("source: exit %d\n%q", code, out)
	}
	code, out, _ = q("events", "codeunit", "Lib Mgt")
	if code != 0 || out != "" {
		t.Errorf("events: exit %d\n%q", code, out)
	}
	// Not found is exit 1 with the envelope on stderr; usage errors 2.
	code, _, errOut = q("free-ids")
	if code != 1 || !strings.Contains(errOut, "NotFound/NoIdRanges") {
		t.Errorf("free-ids without idRanges: exit %d %s", code, errOut)
	}
	code, _, errOut = q("find", "Lib Tabel", "--match", "exact")
	if code != 1 || !strings.Contains(errOut, `closest: table "Lib Table" (50000) in Tests Lib 2.0.0.0`) {
		t.Errorf("not found: exit %d %s", code, errOut)
	}
	if code, _, _ = q("describe", "table"); code != 2 {
		t.Errorf("missing NAME: exit %d", code)
	}
	if code, _, errOut = q("find", "x", "--kind", "widget"); code != 2 || !strings.Contains(errOut, "Invalid") {
		t.Errorf("bad kind: exit %d %s", code, errOut)
	}
}
