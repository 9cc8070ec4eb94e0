package workspace

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/packages"
	"github.com/alfix/alfix/al/rules"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

const baselineCodeunit = `codeunit 50100 "Baseline Codeunit"
{
    procedure Keep()
    begin
    end;

    procedure Dropped(Value: Integer)
    begin
    end;
}
`

// baselinePackage exports src as the package of app T (wstest.AppJSON) at
// version, depending on deps.
func baselinePackage(t *testing.T, src, version string, deps ...symbols.App) []byte {
	t.Helper()
	fs := symbols.Extract(syntax.Parse("src/Codeunit.al", []byte(src), syntax.Options{}))
	m := packages.Manifest{App: symbols.App{ID: "11111111-2222-3333-4444-555555555555", Name: "T", Publisher: "p", Version: version},
		Dependencies: deps}
	var buf bytes.Buffer
	if err := packages.Write(&buf, m, []*symbols.FileSymbols{fs}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// breakingIDs returns "ID line" of the findings of the AppSourceCop rules
// that need a baseline.
func breakingIDs(t *testing.T, p *Project, req AnalyzeRequest) []string {
	t.Helper()
	res, err := p.Analyze(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, f := range res.Findings.Slice() {
		switch f.ID {
		case "AS0003", "AS0018", "AS0024", "AS0091":
			out = append(out, f.ID+" "+filepath.Base(f.Path)+":"+strings.TrimSpace(strings.Fields(f.Message)[0]))
		}
	}
	slices.Sort(out)
	return out
}

func writeBytes(t *testing.T, path string, b []byte) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// The baseline reaches the rules from --baseline-app (BaselineApp) and
// from AppSourceCop.json; a changed baseline package is a new cache key.
func TestBaselineApp(t *testing.T) {
	current := strings.Replace(baselineCodeunit, "procedure Dropped(Value: Integer)", "procedure Dropped(Value: Integer; More: Text)", 1)
	root := writeProject(t, map[string]string{
		".vscode/settings.json": `{"al.codeAnalyzers": ["${AppSourceCop}"]}`,
		"src/Codeunit.al":       current,
	})
	w, err := Open(context.Background(), Options{Roots: []string{root}, Dir: root, Registry: rules.Registry()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Close() })
	p := w.Projects()[0]

	if got := breakingIDs(t, p, AnalyzeRequest{}); len(got) != 0 {
		t.Fatalf("without a baseline: %q", got)
	}
	pkg := filepath.Join(t.TempDir(), "T_1.0.0.0.app")
	writeBytes(t, pkg, baselinePackage(t, baselineCodeunit, "1.0.0.0"))
	if got, want := breakingIDs(t, p, AnalyzeRequest{BaselineApp: pkg}), []string{"AS0024 Codeunit.al:Parameters"}; !slices.Equal(got, want) {
		t.Fatalf("--baseline-app: %q, want %q", got, want)
	}
	// The same baseline with the current source: nothing breaks.
	writeBytes(t, pkg, baselinePackage(t, current, "1.0.0.0"))
	if got := breakingIDs(t, p, AnalyzeRequest{BaselineApp: pkg}); len(got) != 0 {
		t.Fatalf("a rewritten baseline must not answer from the cache: %q", got)
	}
	// Relative to the project folder.
	writeBytes(t, filepath.Join(root, "prev", "T.app"), baselinePackage(t, baselineCodeunit, "1.0.0.0"))
	if got := breakingIDs(t, p, AnalyzeRequest{BaselineApp: "prev/T.app"}); len(got) != 1 {
		t.Fatalf("relative --baseline-app: %q", got)
	}
	for _, bad := range []string{filepath.Join(root, "missing.app"), filepath.Join(root, "src")} {
		if _, err := p.Analyze(context.Background(), AnalyzeRequest{BaselineApp: bad}); !errors.Is(err, ErrBaselineApp) {
			t.Fatalf("%s: err %v, want ErrBaselineApp", bad, err)
		}
	}
	writeBytes(t, filepath.Join(root, "garbage.app"), []byte("NAVX not really"))
	if _, err := p.Analyze(context.Background(), AnalyzeRequest{BaselineApp: "garbage.app"}); !errors.Is(err, ErrBaselineApp) {
		t.Fatalf("garbage package: err %v, want ErrBaselineApp", err)
	}

	// AppSourceCop.json names a version no package has: AS0003.
	writeBytes(t, filepath.Join(root, "AppSourceCop.json"), []byte(`{"version": "1.0.0.0", "baselinePackageCachePath": "baseline"}`))
	if got, want := breakingIDs(t, p, AnalyzeRequest{}), []string{"AS0003 Codeunit.al:The"}; !slices.Equal(got, want) {
		t.Fatalf("baseline not found: %q, want %q", got, want)
	}
	// Found in baselinePackageCachePath, its dependency missing: AS0024
	// and AS0091.
	lib := symbols.App{ID: "aaaaaaaa-0000-0000-0000-000000000001", Name: "Lib", Publisher: "Tests", Version: "2.0.0.0"}
	writeBytes(t, filepath.Join(root, "baseline", "p_T_1.0.0.0.app"), baselinePackage(t, baselineCodeunit, "1.0.0.0", lib))
	writeBytes(t, filepath.Join(root, "baseline", "p_T_0.9.0.0.app"), baselinePackage(t, current, "0.9.0.0"))
	if got, want := breakingIDs(t, p, AnalyzeRequest{}), []string{"AS0024 Codeunit.al:Parameters", "AS0091 Codeunit.al:Dependencies"}; !slices.Equal(got, want) {
		t.Fatalf("AppSourceCop.json baseline: %q, want %q", got, want)
	}
	// The dependency arrives: AS0091 goes.
	libPkg := func() []byte {
		var buf bytes.Buffer
		if err := packages.Write(&buf, packages.Manifest{App: lib}, nil); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}()
	writeBytes(t, filepath.Join(root, "baseline", "Tests_Lib_2.0.0.0.app"), libPkg)
	if got, want := breakingIDs(t, p, AnalyzeRequest{}), []string{"AS0024 Codeunit.al:Parameters"}; !slices.Equal(got, want) {
		t.Fatalf("with the dependency: %q, want %q", got, want)
	}
	// --baseline-app wins over AppSourceCop.json (pkg holds the current
	// declarations: nothing breaks, and no AS0091 for a package named
	// directly).
	if got := breakingIDs(t, p, AnalyzeRequest{BaselineApp: pkg}); len(got) != 0 {
		t.Fatalf("override: %q", got)
	}
}

// Deleting an object in one file is reported on another, the project's
// manifest site, whose content did not change: its cached result must not
// be carried over.
func TestBaselineRemovedObjectNotCarried(t *testing.T) {
	root := writeProject(t, map[string]string{
		".vscode/settings.json": `{"al.codeAnalyzers": ["${AppSourceCop}"]}`,
		"src/A.al":              "codeunit 50100 A\n{\n}\n",
		"src/B.al":              "codeunit 50101 B\n{\n}\n",
	})
	w, err := Open(context.Background(), Options{Roots: []string{root}, Dir: root, Registry: rules.Registry()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Close() })
	p := w.Projects()[0]
	m, files, err := p.ExportDeclarations(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := packages.Write(&buf, m, files); err != nil {
		t.Fatal(err)
	}
	pkg := filepath.Join(t.TempDir(), "T.app")
	writeBytes(t, pkg, buf.Bytes())
	ids := func() []string {
		res, err := p.Analyze(context.Background(), AnalyzeRequest{BaselineApp: pkg})
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, f := range res.Findings.Slice() {
			if f.ID == "AS0089" {
				out = append(out, f.ID+" "+filepath.Base(f.Path)+" "+f.Message)
			}
		}
		return out
	}
	if got := ids(); len(got) != 0 {
		t.Fatalf("unchanged: %q", got)
	}
	writeBytes(t, filepath.Join(root, "src/B.al"), []byte("// gone\n"))
	if got, want := ids(), []string{"AS0089 A.al The codeunit 'B' has been deleted or renamed."}; !slices.Equal(got, want) {
		t.Fatalf("after deleting B: %q, want %q", got, want)
	}
}
