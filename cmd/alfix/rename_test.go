package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestRenameCommand(t *testing.T) {
	root := filepath.Join(t.TempDir(), "sample")
	copyTree(t, "../../testdata/sample", root)
	table := filepath.Join(root, "src", "LoyaltyPoints.Table.al")
	before, _ := os.ReadFile(table)
	// A dry run prints the diff and writes nothing.
	code, out, errOut := runCLI(t, root, "rename", "--dry-run", "--store", "off", "src/LoyaltyPoints.Table.al:17:18", "Point Balance")
	if code != exitOK || !strings.Contains(out, `+        field(3; "Point Balance"; Decimal)`) || !strings.Contains(errOut, `would rename: field "Points" to "Point Balance"`) {
		t.Fatalf("dry run: exit %d\n%s\n%s", code, out, errOut)
	}
	if now, _ := os.ReadFile(table); string(now) != string(before) {
		t.Fatal("the dry run wrote")
	}
	code, out, errOut = runCLI(t, root, "rename", "--store", "off", "--format", "json", "src/LoyaltyPoints.Table.al:17:18", "Point Balance")
	var res struct {
		Applied       bool     `json:"applied"`
		FilesChanged  []string `json:"filesChanged"`
		CompileChecks struct {
			Errors int `json:"errors"`
		} `json:"compileChecks"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil || code != exitOK || !res.Applied || len(res.FilesChanged) != 3 {
		t.Fatalf("write: exit %d %v\n%s\n%s", code, err, out, errOut)
	}
	mgt, _ := os.ReadFile(filepath.Join(root, "src", "LoyaltyMgt.Codeunit.al"))
	if !strings.Contains(string(mgt), `Entry."Point Balance" := Points;`) {
		t.Errorf("codeunit:\n%s", mgt)
	}
	// Refusals exit 2 with the reason.
	code, _, errOut = runCLI(t, root, "rename", "--store", "off", "src/LoyaltyPoints.Table.al:17:18", "Entry No.")
	if code != exitError || !strings.Contains(errOut, "Invalid/Collision") {
		t.Errorf("collision: exit %d\n%s", code, errOut)
	}
	for _, args := range [][]string{{"rename", "x.al:1", "A"}, {"rename", "src/LoyaltyPoints.Table.al:0:1", "A"}, {"rename", "src/LoyaltyPoints.Table.al:1:1"}} {
		if code, _, _ := runCLI(t, root, args...); code != exitError {
			t.Errorf("%v: exit %d", args, code)
		}
	}
	// add_affix's twin.
	code, out, errOut = runCLI(t, root, "affix", "--dry-run", "--store", "off", "--prefix", "ABC")
	if code != exitOK || !strings.Contains(out, `+page 50100 "ABC Loyalty Points Entries"`) || !strings.Contains(errOut, `would rename: affix "ABC"`) {
		t.Fatalf("affix: exit %d\n%s\n%s", code, out, errOut)
	}
}
