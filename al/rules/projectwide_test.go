package rules

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// projectWideReads are the calls through which a rule reads the project as
// a whole rather than the declarations its file names.
var projectWideReads = regexp.MustCompile(`\.(AllObjects|SubscribersOf|Implementers|UsedObjectIDs|UsedFieldIDs|UsedValueIDs|ObjectsWithID|Search|Closest|Files)\(|\bNewDerived\(|\.Files\b`)

// coveredProjectWideReads lists the files allowed such reads (paths from
// al/rules: the cop packages, the internal knowledge packages, and the
// compiler checks in ../check), with why
// the workspace's carry of results across a declaration change
// (symbols.DeclChange) stays right for them without ProjectFacts.
var coveredProjectWideReads = map[string]string{
	"lintercop/lc0033.go":                   "the first file of the project: object identities include their files, so a change is Global",
	"internal/pages/pageusage.go":           "pages by source table and their controls: a changed page adds its source table, a changed page extension its base's",
	"../check/objects.go":                   "duplicate object ids: object identities include ids, so a change is Global",
	"../check/extensions.go":                "AL0247's near misses are object names of one kind: adding, removing or renaming an object is Global",
	"codecop/aa0235.go":                     "declares ProjectFacts",
	"applicationcop/ac0033.go":              "declares ProjectFacts (AC0033, AC0034)",
	"internal/permissions/coverage.go":      "permission sets (AC0010, PTE0004): a changed Permissions value adds every word of it (the objects it names)",
	"internal/twinrules/twinrules.go":       "PTE0018/AS0112 and PTE0025/AS0130 declare ProjectFacts (own permission sets that grant another app's objects; own objects that have a namesake)",
	"internal/manifestsite/manifestsite.go": "the first file of the project, as for LC0033",
	"codecop/aa0050.go":                     "AA0052 declares ProjectFacts",
}

// TestProjectWideReadsAreCovered fails when a rule (or compiler check)
// reads the project as a whole in a file not listed above: its results
// could then be kept after a declaration change they depend on. Give the
// rule ProjectFacts, or show why DeclChange covers it, and list the file.
func TestProjectWideReadsAreCovered(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "check", "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	err = filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == "testdata" {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(path, ".go") {
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 200 {
		t.Fatalf("found only %d Go files to check", len(files))
	}
	found := map[string]bool{}
	for _, path := range files {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(src), "\n") {
			if strings.HasPrefix(strings.TrimSpace(line), "//") || !projectWideReads.MatchString(line) {
				continue
			}
			name := filepath.ToSlash(path)
			found[name] = true
			if _, ok := coveredProjectWideReads[name]; !ok {
				t.Errorf("%s:%d reads the whole project (%s): give the rule ProjectFacts or show that symbols.DeclChange covers it, and list the file in coveredProjectWideReads",
					path, i+1, strings.TrimSpace(line))
			}
		}
	}
	for name := range coveredProjectWideReads {
		if !found[name] {
			t.Errorf("%s is listed but reads nothing project-wide any more: take it off the list", name)
		}
	}
}
