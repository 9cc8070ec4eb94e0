package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// --build-mode analyses the project as AL-Go compiles it in that mode: the
// mode's preprocessor symbols from AL-Go's settings activate the code under
// #if; without the flag app.json's symbols alone apply; a mode the settings
// do not name is said once and changes nothing.
func TestBuildModeAppliesALGoSymbols(t *testing.T) {
	repo := writeFiles(t, map[string]string{
		".github/AL-Go-Settings.json":              `{"conditionalSettings": [{"buildModes": ["Clean"], "settings": {"preprocessorSymbols": ["CLEANX"]}}]}`,
		"build/projects/Apps/.AL-Go/settings.json": `{"appFolders": ["../../../app"]}`,
		"app/app.json":                             `{"id": "5d0c5a3e-1c1d-4c1e-9a51-000000000001", "name": "Mode", "publisher": "Me", "version": "1.0.0.0"}`,
		"app/Mode.Codeunit.al":                     "codeunit 50100 \"Mode Test\"\n{\n#if CLEANX\n    procedure Clean()\n    begin\n        if true then begin\n            Message('clean');\n        end;\n    end;\n#endif\n}\n",
	})
	app := filepath.Join(repo, "app")
	count := func(args ...string) (int, string) {
		t.Helper()
		code, out, errOut := runCLI(t, "", append([]string{"analyze", "--store", "off", "--format", "text", "--rule", "AA0005", "--workspace", repo}, append(args, app)...)...)
		if code > 1 {
			t.Fatalf("%v: exit %d\n%s", args, code, errOut)
		}
		return strings.Count(out, "AA0005"), errOut
	}
	if n, _ := count(); n != 0 {
		t.Errorf("without --build-mode: %d AA0005, want 0 (the code is under #if CLEANX)", n)
	}
	if n, errOut := count("--build-mode", "Clean"); n != 1 {
		t.Errorf("--build-mode Clean: %d AA0005, want 1\n%s", n, errOut)
	}
	n, errOut := count("--build-mode", "Translated")
	if n != 0 || !strings.Contains(errOut, "build mode Translated") {
		t.Errorf("--build-mode Translated: %d AA0005\n%s", n, errOut)
	}
}
