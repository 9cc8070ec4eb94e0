// Package wstest holds the test fixtures that the workspace's rooms share
// (workspace, workspace/query and workspace/fix): a source dependency and
// its consumer, a token-level test rule with a fix, and helpers writing a
// project tree. Tests only; it must not grow logic.
package wstest

import (
	"maps"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
	"github.com/alfix/alfix/internal/cputime"
)

// LibAppJSON is the app.json of Lib, which lets Consumer see its internals.
const LibAppJSON = `{"id": "aaaaaaaa-0000-0000-0000-000000000001", "name": "Lib", "publisher": "Tests", "version": "2.0.0.0",
 "internalsVisibleTo": [{"id": "bbbbbbbb-0000-0000-0000-000000000002", "name": "Consumer", "publisher": "Tests"}]}`

// ConsumerAppJSON is the app.json of Consumer, which depends on Lib.
const ConsumerAppJSON = `{"id": "bbbbbbbb-0000-0000-0000-000000000002", "name": "Consumer", "publisher": "Tests", "version": "1.0.0.0",
 "platform": "24.0.0.0",
 "dependencies": [{"id": "aaaaaaaa-0000-0000-0000-000000000001", "name": "Lib", "publisher": "Tests", "version": "1.0.0.0"}]}`

// LibTable is Lib's table.
const LibTable = "table 50000 \"Lib Table\"\n{\n    fields\n    {\n        field(1; Code; Code[20]) { }\n        field(2; Name; Text[50]) { }\n    }\n}\n"

// ConsumerExt is Consumer's extension of Lib's table.
const ConsumerExt = "tableextension 50100 \"Lib Ext\" extends \"Lib Table\"\n{\n    fields { field(50100; Extra; Integer) { } }\n}\n"

// WriteFiles writes files (relative path to text) below root.
func WriteFiles(t testing.TB, root string, files map[string]string) {
	t.Helper()
	for rel, text := range files {
		p := filepath.Join(root, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// CPUTime is the CPU time (user and system) the process has used so far.
func CPUTime() time.Duration { return cputime.Used() }

// UpperBegin is a token-level test rule: it reports every identifier token
// spelled BEGIN and offers to lower-case it.
var UpperBegin = &analysis.Rule{
	ID: "TT0001", Title: "Upper-case begin", Message: "write BEGIN in lower case",
	Severity: analysis.SeverityWarning, Analyzer: project.AnalyzerGroup("FormattingCop"),
	FixKeys: []string{"TT0001.Lower"},
	Run: func(p *analysis.Pass) {
		for i, tok := range p.File.Tokens {
			if tok.Kind == syntax.Identifier && p.File.TokenText(i) == "BEGIN" {
				p.Reportf(tok.Span, nil, p.Fix("Lower", "Lower-case it", analysis.TextEdit{Span: tok.Span, NewText: "begin"}))
			}
		}
	},
}

// AppJSON is the app.json of WriteProject's projects.
const AppJSON = `{"id": "11111111-2222-3333-4444-555555555555", "name": "T", "publisher": "p", "version": "1.0.0.0"}`

// AllAnalyzers are settings that name every analyzer group one by one (a
// project without settings runs only project.DefaultAnalyzerGroups).
const AllAnalyzers = `{"al.codeAnalyzers": ["${CodeCop}", "ALCops.ApplicationCop.dll", "ALCops.DocumentationCop.dll",
  "ALCops.FormattingCop.dll", "ALCops.LinterCop.dll", "ALCops.PlatformCop.dll", "ALCops.TestAutomationCop.dll"]}`

// WriteProject creates a project in a new temporary folder with the given
// files (relative path -> content; .vscode/settings.json defaults to
// AllAnalyzers) and returns its root.
func WriteProject(t testing.TB, files map[string]string) string {
	t.Helper()
	root := t.TempDir()
	if err := os.WriteFile(filepath.Join(root, "app.json"), []byte(AppJSON), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, ok := files[".vscode/settings.json"]; !ok {
		files = maps.Clone(files)
		if files == nil {
			files = map[string]string{}
		}
		files[".vscode/settings.json"] = AllAnalyzers
	}
	WriteFiles(t, root, files)
	return root
}
