package project

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// writeBigRuleset writes a top-level ruleset including five files of 3,000
// rules each (about the size of a large first-party setup) and returns the
// project folder.
func writeBigRuleset(b *testing.B) string {
	b.Helper()
	dir := b.TempDir()
	var top strings.Builder
	top.WriteString(`{"name": "big", "generalAction": "Error", "includedRuleSets": [`)
	for f := 0; f < 5; f++ {
		if f > 0 {
			top.WriteString(",")
		}
		fmt.Fprintf(&top, `{"path": "./part%d.ruleset.json", "action": "Error"}`, f)
		var part strings.Builder
		fmt.Fprintf(&part, "{\n  \"name\": \"part %d\",\n  \"rules\": [\n", f)
		for r := 0; r < 3000; r++ {
			if r > 0 {
				part.WriteString(",\n")
			}
			fmt.Fprintf(&part, `    { "id": "X%d%04d", "action": "Warning", "justification": "generated rule %d of file %d" }`, f, r, r, f)
		}
		part.WriteString("\n  ]\n}\n")
		writeFileB(b, filepath.Join(dir, fmt.Sprintf("part%d.ruleset.json", f)), part.String())
	}
	top.WriteString(`], "rules": [{"id": "X00001", "action": "None"}]}`)
	writeFileB(b, filepath.Join(dir, "main.ruleset.json"), top.String())
	writeFileB(b, filepath.Join(dir, "app.json"), `{"id": "b", "name": "bench", "runtime": "14.0"}`)
	writeFileB(b, filepath.Join(dir, ".vscode", "settings.json"), `{"al.ruleSetPath": "main.ruleset.json"}`)
	return dir
}

func writeFileB(b *testing.B, path, content string) {
	b.Helper()
	if err := writeFileErr(path, content); err != nil {
		b.Fatal(err)
	}
}

func BenchmarkLoadRulesetLarge(b *testing.B) {
	dir := writeBigRuleset(b)
	b.ResetTimer()
	for b.Loop() {
		rs, err := LoadRuleset(filepath.Join(dir, "main.ruleset.json"))
		if err != nil || len(rs.Rules()) != 15000 {
			b.Fatalf("%v", err)
		}
	}
}

func BenchmarkLoadWithLargeRuleset(b *testing.B) {
	dir := writeBigRuleset(b)
	b.ResetTimer()
	for b.Loop() {
		if _, err := Load(dir); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLoadSmallProject(b *testing.B) {
	dir := b.TempDir()
	writeFileB(b, filepath.Join(dir, "app.json"), fingerprintBase["app.json"])
	writeFileB(b, filepath.Join(dir, ".vscode", "settings.json"), fingerprintBase[".vscode/settings.json"])
	writeFileB(b, filepath.Join(dir, "main.ruleset.json"), fingerprintBase["main.ruleset.json"])
	writeFileB(b, filepath.Join(dir, "inc.ruleset.json"), fingerprintBase["inc.ruleset.json"])
	writeFileB(b, filepath.Join(dir, "alcops.json"), fingerprintBase["alcops.json"])
	b.ResetTimer()
	for b.Loop() {
		if _, err := Load(dir); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDiscoverFiles lists a generated tree of 5,000 .al files in 250
// folders, plus skipped folders.
func BenchmarkDiscoverFiles(b *testing.B) {
	dir := b.TempDir()
	writeFileB(b, filepath.Join(dir, "app.json"), `{}`)
	for d := 0; d < 250; d++ {
		for f := 0; f < 20; f++ {
			writeFileB(b, filepath.Join(dir, "src", fmt.Sprintf("area%d", d/25), fmt.Sprintf("f%d", d), fmt.Sprintf("Object%d.Codeunit.al", f)), "")
		}
	}
	for f := 0; f < 500; f++ {
		writeFileB(b, filepath.Join(dir, ".alpackages", fmt.Sprintf("s%d.al", f)), "")
	}
	b.ResetTimer()
	for b.Loop() {
		files, err := DiscoverFiles(dir)
		if err != nil || len(files) != 5000 {
			b.Fatalf("%d files, %v", len(files), err)
		}
	}
}
