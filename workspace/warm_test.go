package workspace

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/alfix/alfix/workspace/internal/wstest"
)

// The first call after a cold start (no content hashed before it) keeps
// its assembly: the next call over the unchanged snapshot answers with the
// same findings, analysing nothing and assembling nothing.
func TestColdCallKeepsItsAssembly(t *testing.T) {
	root := writeProject(t, map[string]string{
		"a.al": "codeunit 50100 A { trigger OnRun() BEGIN end; }",
		"b.al": "codeunit 50101 B { trigger OnRun() BEGIN end; }",
	})
	for _, watched := range []bool{false, true} {
		p := openWS(t, root, nil, watched).Primary()
		cold, err := p.Analyze(context.Background(), AnalyzeRequest{})
		if err != nil {
			t.Fatal(err)
		}
		warm, err := p.Analyze(context.Background(), AnalyzeRequest{})
		if err != nil {
			t.Fatal(err)
		}
		if cold.Findings.Len() == 0 || warm.Findings.Len() != cold.Findings.Len() || &warm.Findings.Slice()[0] != &cold.Findings.Slice()[0] || warm.Analyzed != 0 {
			t.Errorf("watched=%v: the warm call after a cold one assembled again (%d/%d findings, %d analysed)",
				watched, warm.Findings.Len(), cold.Findings.Len(), warm.Analyzed)
		}
	}
}

// Past sourceRescan, the projects below a source root are not looked for
// again while every folder the walk read and every manifest it decoded is
// unchanged; a project added, one whose app.json is edited, one removed
// and an app.json added to a folder seen before are each found.
func TestRootProjectsChecksStamps(t *testing.T) {
	w := openWS(t, writeProject(t, nil), nil, false)
	src := t.TempDir()
	old := time.Now().Add(-time.Hour)
	at := func(when time.Time, rels ...string) {
		t.Helper()
		for _, rel := range rels {
			if err := os.Chtimes(filepath.Join(src, filepath.FromSlash(rel)), when, when); err != nil {
				t.Fatal(err)
			}
		}
	}
	manifest := func(name string) string {
		return `{"id": "` + name + `", "name": "` + name + `", "publisher": "p", "version": "1.0.0.0"}`
	}
	wstest.WriteFiles(t, src, map[string]string{"P1/app.json": manifest("P1"), "P2/app.json": manifest("P2"), "P4/readme.txt": ""})
	at(old, "P1/app.json", "P2/app.json", "P4/readme.txt", "P1", "P2", "P4", ".")
	list := func(step string, want ...string) {
		t.Helper()
		// Past sourceRescan.
		w.deps.mu.Lock()
		if ix := w.deps.roots[src]; ix != nil {
			ix.scanned = old
		}
		w.deps.mu.Unlock()
		var got []string
		for _, sp := range w.rootProjects(src) {
			rel, _ := filepath.Rel(src, sp.dir)
			got = append(got, filepath.ToSlash(rel)+":"+sp.manifest.App.Name)
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: projects %q, want %q", step, got, want)
		}
	}
	found := func() []sourceProject {
		w.deps.mu.Lock()
		defer w.deps.mu.Unlock()
		return w.deps.roots[src].found
	}
	list("first", "P1:P1", "P2:P2")
	before := found()
	list("unchanged", "P1:P1", "P2:P2")
	if &found()[0] != &before[0] {
		t.Error("an unchanged source root was walked again")
	}

	wstest.WriteFiles(t, src, map[string]string{"P3/app.json": manifest("P3")})
	at(old.Add(time.Minute), "P3/app.json", "P3", ".")
	list("added", "P1:P1", "P2:P2", "P3:P3")

	wstest.WriteFiles(t, src, map[string]string{"P1/app.json": manifest("P1b")})
	at(old.Add(2*time.Minute), "P1/app.json")
	list("edited", "P1:P1b", "P2:P2", "P3:P3")

	if err := os.RemoveAll(filepath.Join(src, "P2")); err != nil {
		t.Fatal(err)
	}
	at(old.Add(3*time.Minute), ".")
	list("removed", "P1:P1b", "P3:P3")

	wstest.WriteFiles(t, src, map[string]string{"P4/app.json": manifest("P4")})
	at(old.Add(4*time.Minute), "P4/app.json", "P4")
	list("app.json added to a folder", "P1:P1b", "P3:P3", "P4:P4")

	// Just now, and again in the same tick: a racy walk is not trusted.
	now := time.Now()
	wstest.WriteFiles(t, src, map[string]string{"P4/app.json": manifest("P5")})
	at(now, "P4/app.json")
	list("edited just now", "P1:P1b", "P3:P3", "P4:P5")
	wstest.WriteFiles(t, src, map[string]string{"P4/app.json": manifest("P6")})
	at(now, "P4/app.json")
	list("edited again in the same tick", "P1:P1b", "P3:P3", "P4:P6")
}
