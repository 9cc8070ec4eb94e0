package tools

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/alfix/alfix/al/project"
)

// envelopeCase is one failing call and the exact envelope it must produce.
// $ROOT in args and want stands for the fixture's folder.
type envelopeCase struct {
	name  string
	tool  string
	args  string
	want  string
	setup func(t *testing.T, root string) // optional: change the fixture first
}

func TestEnvelopes(t *testing.T) {
	main := `$ROOT/src/Main.Codeunit.al`
	target := func(id, file string, line, col int, extra string) string {
		s := `{"projectPath":"$ROOT","filePath":"` + file + `","diagnosticId":"` + id + `","line":` + itoa(line) + `,"column":` + itoa(col)
		if extra != "" {
			s += "," + extra
		}
		return s + "}"
	}
	cands := `"candidates":[{"equivalenceKey":"TT0002.Rename","title":"Rename to Counter","providerName":"alfix"},{"equivalenceKey":"TT0002.Prefix","title":"Prefix with Local","providerName":"alfix"}]`
	cases := []envelopeCase{
		{name: "Invalid/unknown property", tool: "get_fixes", args: target("TT0001", main, 6, 5, `"nope":1`),
			want: `{"error":"Invalid","message":"unknown parameter 'nope'; the parameters are: projectPath, filePath, diagnosticId, line, column, codeAnalyzers"}`},
		{name: "Invalid/schema type mismatch", tool: "analyze", args: `{"limit":"ten"}`,
			want: `{"error":"Invalid","message":"parameter 'limit' must be a positive integer, not a string"}`},
		{name: "NotFound/NoFixProvider (rule without fix)", tool: "get_fixes", args: target("TT0003", main, 7, 9, ""),
			want: `{"error":"NotFound","message":"rule TT0003 has no code fix","reason":"NoFixProvider","filePath":"` + main + `","diagnosticId":"TT0003"}`},
		{name: "NotFound/NoFixProvider (unknown rule)", tool: "apply_fix_all", args: `{"projectPath":"$ROOT","diagnosticId":"ZZ9999"}`,
			want: `{"error":"NotFound","message":"no rule with id ZZ9999 is known to alfix, so nothing provides fixes for it","reason":"NoFixProvider","diagnosticId":"ZZ9999"}`},
		{name: "NotFound/FileNotInProject", tool: "get_fixes", args: target("TT0001", "$ROOT/.alpackages/Skipped.al", 1, 26, ""),
			want: `{"error":"NotFound","message":"$ROOT/.alpackages/Skipped.al is not an AL file of the project $ROOT (it must exist, end in .al and not lie in a skipped folder such as .alpackages)","reason":"FileNotInProject","filePath":"$ROOT/.alpackages/Skipped.al","diagnosticId":"TT0001"}`},
		{name: "NotFound/FileNotInProject (document scope)", tool: "apply_fix_all", args: `{"projectPath":"$ROOT","diagnosticId":"TT0001","scope":"document","filePath":"src/Notes.txt"}`,
			setup: func(t *testing.T, root string) { writeFile(t, filepath.Join(root, "src/Notes.txt"), "BEGIN") },
			want:  `{"error":"NotFound","message":"$ROOT/src/Notes.txt is not an AL file of the project $ROOT (it must exist, end in .al and not lie in a skipped folder such as .alpackages)","reason":"FileNotInProject","filePath":"$ROOT/src/Notes.txt","diagnosticId":"TT0001"}`},
		{name: "NotFound/NoAnalyzerForRule", tool: "get_fixes", args: target("TT0005", main, 9, 9, ""),
			want: `{"error":"NotFound","message":"rule TT0005 belongs to PlatformCop, which is not among the project's analyzers (CodeCop, LinterCop)","reason":"NoAnalyzerForRule","filePath":"` + main + `","diagnosticId":"TT0005"}`},
		{name: "NotFound/SuppressedByRuleset", tool: "apply_fix", args: target("TT0006", main, 10, 9, ""),
			want: `{"error":"NotFound","message":"the project ruleset ($ROOT/fixture.ruleset.json) sets rule TT0006 to None","reason":"SuppressedByRuleset","filePath":"` + main + `","diagnosticId":"TT0006"}`},
		{name: "NotFound/SuppressedByRuleset (off by default)", tool: "apply_fix_all", args: `{"projectPath":"$ROOT","diagnosticId":"TT0004"}`,
			want: `{"error":"NotFound","message":"rule TT0004 is off by default and the project ruleset does not turn it on","reason":"SuppressedByRuleset","diagnosticId":"TT0004"}`},
		{name: "NotFound/SuppressedByPragma", tool: "get_fixes", args: target("TT0001", main, 13, 9, ""),
			want: `{"error":"NotFound","message":"the TT0001 diagnostic at ` + main + `:13:9 is suppressed by a #pragma warning disable","reason":"SuppressedByPragma","filePath":"` + main + `","diagnosticId":"TT0001"}`},
		{name: "NotFound/NoDiagnosticAtPosition", tool: "apply_fix", args: target("TT0001", main, 3, 1, ""),
			want: `{"error":"NotFound","message":"no TT0001 diagnostic at ` + main + `:3:1 nor anywhere on that line; run analyze again and use its line and column","reason":"NoDiagnosticAtPosition","filePath":"` + main + `","diagnosticId":"TT0001"}`},
		{name: "NotFound/NoFixForDiagnostic", tool: "get_fixes", args: target("TT0009", "src/Boom.al", 5, 17, ""),
			want: `{"error":"NotFound","message":"the TT0009 diagnostic at $ROOT/src/Boom.al:5:17 offers no fix","reason":"NoFixForDiagnostic","filePath":"$ROOT/src/Boom.al","diagnosticId":"TT0009"}`},
		{name: "NotFound/NoFixForEquivalenceKey", tool: "apply_fix", args: target("TT0002", main, 5, 9, `"equivalenceKey":"TT0002.Nope"`),
			want: `{"error":"NotFound","message":"no fix of the TT0002 diagnostic at ` + main + `:5:9 has the equivalence key \"TT0002.Nope\"; pass one of the candidates' keys verbatim","reason":"NoFixForEquivalenceKey",` + cands + `,"filePath":"` + main + `","diagnosticId":"TT0002"}`},
		{name: "Ambiguous (apply_fix)", tool: "apply_fix", args: target("TT0002", main, 5, 9, ""),
			want: `{"error":"Ambiguous","message":"the TT0002 diagnostic at ` + main + `:5:9 offers 2 different fixes; pass one candidate's equivalenceKey verbatim",` + cands + `,"filePath":"` + main + `","diagnosticId":"TT0002"}`},
		{name: "Ambiguous (apply_fix_all)", tool: "apply_fix_all", args: `{"projectPath":"$ROOT","diagnosticId":"tt0002"}`,
			want: `{"error":"Ambiguous","message":"the TT0002 diagnostic in the project $ROOT offers 2 different fixes; pass one candidate's equivalenceKey verbatim",` + cands + `,"diagnosticId":"TT0002"}`},
		{name: "Stale (fileHash)", tool: "apply_fix", args: target("TT0001", main, 6, 5, `"fileHash":"`+strings.Repeat("ab", 32)+`"`),
			want: `{"error":"Stale","message":"` + main + ` no longer has the content with fileHash ` + strings.Repeat("ab", 32) + ` (it changed since get_fixes); nothing was written: run get_fixes again","filePath":"` + main + `","diagnosticId":"TT0001"}`},
		{name: "Unavailable/NoProxy", tool: "analyze", args: `{"compiler":"on"}`,
			want: `{"error":"Unavailable","message":"almcp is disabled (--no-almcp); compiler diagnostics and the al_* tools are not available; call again with compiler=auto or off","reason":"NoProxy"}`},
		{name: "Faulted/UnsupportedEncoding", tool: "apply_fix", args: target("TT0001", "src/Latin1.al", 1, 1, ""),
			setup: func(t *testing.T, root string) {
				writeFile(t, filepath.Join(root, "src/Latin1.al"), "BEGIN // D\xfcrnstein\n")
			},
			want: `{"error":"Faulted","message":"$ROOT/src/Latin1.al is not a UTF-8 file (unsupported encoding: alfix edits UTF-8 files only); the file is unchanged","reason":"UnsupportedEncoding","filePath":"$ROOT/src/Latin1.al","diagnosticId":"TT0001","detail":"*errors.errorString"}`},
		{name: "Faulted/WriteFailed", tool: "apply_fix", args: target("TT0001", main, 6, 5, ""),
			setup: func(t *testing.T, root string) { chmod(t, filepath.Join(root, "src/Main.Codeunit.al"), 0o444) },
			want:  `{"error":"Faulted","message":"writing ` + main + ` failed (file is read-only (owner write bit clear): ` + main + ` has mode -r--r--r--); nothing was written, the file is unchanged","reason":"WriteFailed","filePath":"` + main + `","diagnosticId":"TT0001","detail":"*errors.errorString"}`},
		{name: "Faulted/unexpected error", tool: "get_fixes", args: target("TT0001", main, 6, 5, ""),
			setup: func(t *testing.T, root string) { writeFile(t, filepath.Join(root, "app.json"), "{ not json") },
			want:  `{"error":"Faulted","message":"` + appJSONError + `","detail":"*project.ConfigFileError"}`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			root := fixture(t)
			if c.setup != nil {
				c.setup(t, root)
			}
			cs := connect(t, openWorkspace(t, root), nil)
			before := treeHash(t, root)
			got := envelope(t, call(t, cs, c.tool, strings.ReplaceAll(c.args, "$ROOT", root)))
			if want := strings.ReplaceAll(c.want, "$ROOT", root); got != want {
				t.Errorf("envelope\n got: %s\nwant: %s", got, want)
			}
			if after := treeHash(t, root); after != before {
				t.Errorf("a failed call changed the project")
			}
		})
	}
}

// appJSONError is the project package's message for the broken app.json of
// the unexpected-error case; filled in by TestMain-free lazy evaluation.
var appJSONError = func() string {
	dir, err := os.MkdirTemp("", "alfix-appjson")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	os.WriteFile(filepath.Join(dir, "app.json"), []byte("{ not json"), 0o644)
	_, err = project.Load(dir)
	if err == nil {
		panic("a broken app.json loaded")
	}
	return strings.ReplaceAll(err.Error(), dir, "$ROOT")
}()

// Faults the file system cannot produce on demand go through the hooks.
func TestInjectedFaults(t *testing.T) {
	root := fixture(t)
	main := filepath.Join(root, "src/Main.Codeunit.al")
	args := `{"projectPath":` + jstr(root) + `,"filePath":` + jstr(main) + `,"diagnosticId":"TT0001","line":6,"column":5}`
	t.Run("Faulted/ReadFailed", func(t *testing.T) {
		setInspect(t, func() ([]byte, error) {
			return nil, &fs.PathError{Op: "read", Path: main, Err: syscall.EIO}
		})
		cs := connect(t, openWorkspace(t, root), nil)
		got := envelope(t, call(t, cs, "apply_fix", args))
		want := `{"error":"Faulted","message":"` + main + ` could not be read (read ` + main + `: input/output error); the file is unchanged","reason":"ReadFailed","filePath":"` + main + `","diagnosticId":"TT0001","detail":"*fs.PathError"}`
		if got != want {
			t.Errorf("envelope\n got: %s\nwant: %s", got, want)
		}
	})
	t.Run("Faulted/panic", func(t *testing.T) {
		setInspect(t, func() ([]byte, error) { panic("inspector exploded") })
		cs := connect(t, openWorkspace(t, root), nil)
		got := envelope(t, call(t, cs, "get_fixes", args))
		want := `{"error":"Faulted","message":"internal error: inspector exploded","detail":"panic (string)"}`
		if got != want {
			t.Errorf("envelope\n got: %s\nwant: %s", got, want)
		}
	})
	t.Run("Faulted/cancelled", func(t *testing.T) {
		te := faulted(context.Canceled)
		want := `{"error":"Faulted","message":"the call was cancelled: context canceled","detail":"*errors.errorString"}`
		if got := string(te.JSON()); got != want {
			t.Errorf("envelope\n got: %s\nwant: %s", got, want)
		}
	})
	t.Run("Faulted/wrapped error type", func(t *testing.T) {
		err := errors.Join(errors.New("x"))
		if got := errorType(err); got != "*errors.joinError" {
			t.Errorf("errorType = %s", got)
		}
		wrapped := &fs.PathError{Op: "open", Path: "p", Err: syscall.ENOENT}
		if got := errorType(errorsWrap(wrapped)); got != "*fs.PathError" {
			t.Errorf("errorType through fmt wrapper = %s", got)
		}
	})
}

// setInspect makes every file read of the workspaces opened after it (by
// openWorkspace) answer f: the file the fix tools inspect cannot be read.
func setInspect(t *testing.T, f func() ([]byte, error)) {
	readHook = f
	t.Cleanup(func() { readHook = nil })
}

func writeFile(t testing.TB, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

func chmod(t testing.TB, path string, mode os.FileMode) {
	t.Helper()
	if err := os.Chmod(path, mode); err != nil {
		t.Fatal(err)
	}
}

func itoa(i int) string { return fmtInt(i) }
