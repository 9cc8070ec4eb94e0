package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSymbolsUnused(t *testing.T) {
	repo := symbolsRepo(t)
	src := "codeunit 50101 \"App Mgt\"\n{\n    procedure Run()\n    begin\n        Used();\n    end;\n\n" +
		"    local procedure Used()\n    begin\n    end;\n\n    local procedure Dead()\n    begin\n    end;\n}\n"
	if err := os.WriteFile(filepath.Join(repo, "app", "src", "M.Codeunit.al"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	q := func(args ...string) (int, string, string) {
		t.Helper()
		return runCLI(t, repo, append([]string{"symbols", "unused", "--store", "off", "--workspace", repo, "--project", "app"}, args...)...)
	}
	code, out, errOut := q()
	want := "procedure local codeunit \"App Mgt\".Dead at " + filepath.Join(repo, "app", "src", "M.Codeunit.al") + ":12:21 fix AA0228.RemoveProcedure\n"
	if code != 0 || out != want {
		t.Errorf("unused: exit %d\n%q\n%s", code, out, errOut)
	}
	code, out, _ = q("codeunit", "App Mgt", "--format", "json")
	if code != 0 || !strings.Contains(out, `"totalCount": 1`) {
		t.Errorf("unused of one object: exit %d\n%s", code, out)
	}
	code, _, errOut = q("codeunit")
	if code != 2 || !strings.Contains(errOut, "'objectType' needs 'object'") {
		t.Errorf("unused TYPE alone: exit %d %s", code, errOut)
	}
}
