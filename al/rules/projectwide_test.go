package rules

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// projectWideReads are the calls through which a rule reads the project as
// a whole rather than the declarations its file names.
var projectWideReads = regexp.MustCompile(`\.(AllObjects|SubscribersOf|Implementers|UsedObjectIDs|UsedFieldIDs|UsedValueIDs|ObjectsWithID|Search|Closest|Files)\(|\bNewDerived\(|\.Files\b`)

// coveredProjectWideReads lists the rule files allowed such reads, with why
// the workspace's carry of results across a declaration change
// (symbols.DeclChange) stays right for them without ProjectFacts.
var coveredProjectWideReads = map[string]string{
	"lc0033.go":    "the first file of the project: object identities include their files, so a change is Global",
	"pageusage.go": "pages by source table and their controls: a changed page adds its source table, a changed page extension its base's",
	"ac0010.go":    "permission sets: a changed Permissions value adds every word of it (the objects it names)",
	"objects.go":   "duplicate object ids: object identities include ids, so a change is Global",
	"aa0235.go":    "declares ProjectFacts",
}

// TestProjectWideReadsAreCovered fails when a rule (or compiler check)
// reads the project as a whole in a file not listed above: its results
// could then be kept after a declaration change they depend on. Give the
// rule ProjectFacts, or show why DeclChange covers it, and list the file.
func TestProjectWideReadsAreCovered(t *testing.T) {
	var files []string
	for _, dir := range []string{".", "../check"} {
		m, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
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
			name := filepath.Base(path)
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
