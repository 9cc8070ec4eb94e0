package tools

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Attack 6 over MCP: a batch of apply_fix_all that holds odd files (an alias symlink inside the
// project, a read-only file) writes the rest; each odd file is a conflict of its own, the message
// counts them apart from the files worth retrying, and no file outside the project changes.
func TestApplyFixAllSkipsFilesAlfixDoesNotWrite(t *testing.T) {
	root := fixture(t)
	main := filepath.Join(root, "src/Main.Codeunit.al")
	other := filepath.Join(root, "src/Other.Codeunit.al")
	ro := filepath.Join(root, "src/ReadOnly.Codeunit.al")
	alias := filepath.Join(root, "src/Alias.Codeunit.al")
	outside := filepath.Join(filepath.Dir(root), "outside.al")
	writeFile(t, ro, "codeunit 3 Z { BEGIN }\n")
	chmod(t, ro, 0o444)
	writeFile(t, outside, "codeunit 4 Outside { BEGIN }\n")
	if err := os.Symlink("Other.Codeunit.al", alias); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, filepath.Join(root, "src/Escape.Codeunit.al")); err != nil {
		t.Fatal(err)
	}
	roBefore, outsideBefore := readText(t, ro), readText(t, outside)
	cs := connect(t, openWorkspace(t, root), nil)
	var r ApplyFixAllResult
	success(t, call(t, cs, "apply_fix_all", `{"projectPath":`+jstr(root)+`,"diagnosticId":"TT0001","equivalenceKey":"TT0001.Lower"}`), &r)
	t.Logf("message: %s", r.Message)
	kinds := map[string]string{}
	for _, c := range r.Conflicts {
		kinds[c.FilePath] = c.Kind
		t.Logf("conflict %s %s: %s", filepath.Base(c.FilePath), c.Kind, c.Message)
	}
	changed := strings.Join(r.FilesChanged, ",")
	if !r.Applied || !strings.Contains(changed, main) || !strings.Contains(changed, other) || len(r.FilesChanged) != 2 {
		t.Errorf("filesChanged = %v, applied %v", r.FilesChanged, r.Applied)
	}
	if kinds[ro] != "WriteFailed" || kinds[alias] != "WriteFailed" || len(r.Conflicts) != 2 {
		t.Errorf("conflicts = %+v", r.Conflicts)
	}
	if !strings.Contains(r.Message, "2 file(s) were left unchanged because alfix does not write them") || strings.Contains(r.Message, "changed or could not be read") {
		t.Errorf("message %q does not count the refused files", r.Message)
	}
	if readText(t, ro) != roBefore || readText(t, outside) != outsideBefore {
		t.Error("a refused file or the file outside changed")
	}
	if l, err := os.Readlink(alias); err != nil || l != "Other.Codeunit.al" {
		t.Errorf("alias = %q, %v", l, err)
	}
}
