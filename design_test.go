package alfix_test

import (
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// layoutEntries reads the package entries of DESIGN.md's layout block: the
// first word of each line of the first fenced block after "## Layout and
// layers" that names a folder ("al/rules/", "al/rules/<cop>/",
// "al/rules/internal/*/"). A <name> or * segment stands for any one folder.
func layoutEntries(t *testing.T) []*regexp.Regexp {
	t.Helper()
	b, err := os.ReadFile("DESIGN.md")
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(b), "## Layout and layers")
	if !ok {
		t.Fatal(`DESIGN.md has no "## Layout and layers" section`)
	}
	_, rest, ok = strings.Cut(rest, "```\n")
	block, _, ok2 := strings.Cut(rest, "```")
	if !ok || !ok2 {
		t.Fatal("DESIGN.md's layout section has no fenced block")
	}
	var out []*regexp.Regexp
	for _, line := range strings.Split(block, "\n") {
		word, _, _ := strings.Cut(line, " ")
		if word == "" || !strings.HasSuffix(word, "/") {
			continue
		}
		segs := strings.Split(strings.TrimSuffix(word, "/"), "/")
		for i, s := range segs {
			if s == "*" || strings.HasPrefix(s, "<") && strings.HasSuffix(s, ">") {
				segs[i] = "[^/]+"
			} else {
				segs[i] = regexp.QuoteMeta(s)
			}
		}
		out = append(out, regexp.MustCompile("^"+strings.Join(segs, "/")+"$"))
	}
	return out
}

// TestDesignNamesEveryPackage keeps DESIGN.md's layout true: every package of
// the module is named there (itself or by a <name> pattern), and every entry
// names a folder that exists.
func TestDesignNamesEveryPackage(t *testing.T) {
	entries := layoutEntries(t)
	pkgs := packageImports(t)
	dirs := make([]string, 0, len(pkgs))
	for d := range pkgs {
		dirs = append(dirs, d)
	}
	sort.Strings(dirs)
	used := make([]bool, len(entries))
	for _, d := range dirs {
		found := false
		for i, e := range entries {
			if e.MatchString(d) {
				found, used[i] = true, true
			}
		}
		if !found {
			t.Errorf("package %s is not in DESIGN.md's layout", d)
		}
	}
	for i, e := range entries {
		if !used[i] {
			if _, err := os.Stat(strings.NewReplacer(`^`, "", `$`, "", `\`, "").Replace(e.String())); err != nil {
				t.Errorf("DESIGN.md's layout names %s, which is no package here", e)
			}
		}
	}
}
