// The import rules of DESIGN.md ("Layout and layers"), checked: which of the module's packages
// each package may import, and which package alone may import each confined dependency. Modelled
// on go/build's deps_test.go: the rules are data, every package of the module must be covered by
// one, and a package that imports what its rule does not allow fails with the edge named.
package alfix_test

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/alfix/alfix"

// layer says which packages of the module a package may import. Patterns are package paths
// relative to the module; "x/..." matches x and everything below it, "x/*" the packages one
// level below x. The first rule whose pattern matches a package is its rule.
type layer struct {
	pkg   string
	may   []string
	never []string // standard-library or module imports refused even where may would allow them
}

var (
	alLeaves  = []string{"al/syntax", "internal/weakset"}
	alModel   = []string{"al/syntax", "al/symbols", "al/project", "internal/filekind"}
	ruleBase  = []string{"al/syntax", "al/symbols", "al/callgraph", "al/project", "al/analysis", "al/internal/edit", "al/compat", "al/xliff", "al/rules/internal/..."}
	userLeafs = []string{"internal/fspath", "internal/filekind", "internal/exeid", "internal/memlimit", "internal/userdirs"}
)

var layers = []layer{
	// Leaves of the module: they import nothing of it.
	{pkg: "internal/fspath"},
	{pkg: "internal/exeid"},
	{pkg: "internal/memlimit"},
	{pkg: "internal/userdirs"},
	{pkg: "internal/testsize"},
	{pkg: "internal/atomicfile"},
	{pkg: "internal/cputime"},
	{pkg: "internal/filekind"},
	{pkg: "internal/fingerprint"},
	{pkg: "internal/strset"},
	{pkg: "internal/weakset"},
	{pkg: "internal/sariflog"},
	{pkg: "internal/sariflog/schematest"},
	{pkg: "al/syntax"},
	{pkg: "al/xliff"},
	{pkg: "workspace/corpus"},
	{pkg: "store", may: []string{"internal/filekind"}},

	// The AL model, bottom up.
	{pkg: "al/symbols", may: alLeaves},
	{pkg: "al/properties", may: alLeaves},
	{pkg: "al/project", may: []string{"internal/fspath", "internal/userdirs", "internal/filekind", "internal/weakset", "al/xliff"}},
	{pkg: "al/packages", may: alModel},
	{pkg: "al/analysis", may: append(slices.Clone(alModel), "internal/strset")},
	{pkg: "al/analysis/analysistest", may: append(slices.Clone(alModel), "al/analysis", "al/packages")},
	{pkg: "al/internal/edit", may: []string{"al/syntax", "al/analysis"}},
	{pkg: "al/callgraph", may: []string{"al/syntax", "al/symbols"}},
	{pkg: "al/compat", may: []string{"al/syntax", "al/symbols"}},
	{pkg: "al/check", may: []string{"al/syntax", "al/symbols", "al/properties", "al/project", "al/analysis", "al/internal/edit"}},
	// Rule knowledge shared by several rules: never a cop's package.
	{pkg: "al/rules/internal/...", may: ruleBase},
	// The registry: the one list of every rule.
	{pkg: "al/rules", may: append(slices.Clone(ruleBase), "al/rules/*")},
	// One package per cop: the framework and shared knowledge, never another cop.
	{pkg: "al/rules/*", may: ruleBase},

	// Services.
	{pkg: "watch", may: []string{"internal/fspath"}},
	{pkg: "txn", may: []string{"internal/userdirs", "internal/atomicfile"}},
	{pkg: "txn/txntest", may: []string{"txn"}},
	{pkg: "almcp", may: []string{"internal/fspath"}},
	{pkg: "almcp/internal/fakealmcp"},
	{pkg: "workspace/internal/wstest", may: []string{"al/syntax", "al/project", "al/analysis", "internal/cputime"}},
	// The symbol queries: a room on the workspace core (rooms.go), never the other way.
	{pkg: "workspace/query", may: append([]string{"workspace", "al/syntax", "al/symbols", "al/callgraph", "al/project", "al/packages", "al/analysis"}, userLeafs...)},
	// The fix use cases: a room on the workspace core (rooms.go); project files are written
	// through the core's Write (txn), never the other way.
	{pkg: "workspace/fix", may: []string{"workspace", "al/syntax", "al/project", "al/analysis", "internal/fspath", "txn"}},
	// Rename and affix plans: a room on the core; written through workspace/fix's Commit.
	{pkg: "workspace/rename", may: []string{"workspace", "workspace/fix", "al/syntax", "al/symbols", "al/project", "al/analysis", "al/xliff"}},
	{pkg: "workspace", may: append([]string{"al/syntax", "al/symbols", "al/project", "al/packages", "al/analysis", "al/check",
		"store", "watch", "txn", "almcp", "internal/strset"}, userLeafs...)},
	// tools never reads, hashes or positions anything itself.
	{pkg: "tools/...", may: []string{"workspace", "workspace/query", "workspace/fix", "workspace/rename", "almcp", "al/analysis", "al/project", "al/symbols", "internal/fspath", "tools/..."},
		never: []string{"os", "txn", "al/syntax"}},
	{pkg: "cmd/alfix-gen", may: []string{"workspace/corpus"}},
	{pkg: "cmd/alfix", may: []string{"..."}},
}

// confined lists dependencies that only some packages may import (DESIGN.md's confinements and
// the README's dependency table).
var confined = map[string][]string{
	"go.etcd.io/bbolt":                          {"store"},
	"github.com/fsnotify/fsnotify":              {"watch"},
	"github.com/modelcontextprotocol/go-sdk":    {"tools/...", "almcp/..."},
	"golang.org/x/sys/unix":                     {"txn"},
	"github.com/tailscale/hujson":               {"al/project"},
	"github.com/dlclark/regexp2":                {"al/rules/..."},
	"github.com/owenrumney/go-sarif":            {"internal/sariflog"},
	"github.com/santhosh-tekuri/jsonschema":     {"internal/sariflog/schematest"},
	"golang.org/x/term":                         {"cmd/alfix"},
	"github.com/google/renameio":                {"internal/atomicfile"},
	"github.com/aymanbagabas/go-udiff":          {"workspace/fix", "al/analysis/analysistest"},
	"github.com/modelcontextprotocol/go-sdk/v2": {"tools/...", "almcp/..."},
}

func matches(pattern, pkg string) bool {
	switch {
	case pattern == "...":
		return true
	case strings.HasSuffix(pattern, "/..."):
		base := strings.TrimSuffix(pattern, "/...")
		return pkg == base || strings.HasPrefix(pkg, base+"/")
	case strings.HasSuffix(pattern, "/*"):
		base := strings.TrimSuffix(pattern, "/*")
		return strings.HasPrefix(pkg, base+"/") && !strings.Contains(pkg[len(base)+1:], "/")
	}
	return pattern == pkg
}

func anyMatch(patterns []string, pkg string) bool {
	for _, p := range patterns {
		if matches(p, pkg) {
			return true
		}
	}
	return false
}

// packageImports reads the imports of every package of the module (non-test files of every
// build configuration: a file for another system counts too), keyed by the path relative to the
// module ("" never occurs: the root holds only this test).
func packageImports(t *testing.T) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(".", func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if p != "." && (name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, p, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		dir := filepath.ToSlash(filepath.Dir(p))
		if _, ok := out[dir]; !ok {
			out[dir] = nil
		}
		for _, imp := range f.Imports {
			ip, _ := strconv.Unquote(imp.Path.Value)
			if !slices.Contains(out[dir], ip) {
				out[dir] = append(out[dir], ip)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func ruleFor(pkg string) (layer, bool) {
	for _, l := range layers {
		if matches(l.pkg, pkg) {
			return l, true
		}
	}
	return layer{}, false
}

// allowed says whether pkg may import imp, and why not.
func allowed(pkg, imp string) (bool, string) {
	rule, ok := ruleFor(pkg)
	if !ok {
		return false, "no import rule covers " + pkg + ": add one to deps_test.go and a line to DESIGN.md's layout"
	}
	own, inModule := strings.CutPrefix(imp, module+"/")
	if anyMatch(rule.never, own) {
		return false, pkg + " imports " + own + ", which DESIGN.md rules out for it"
	}
	if inModule {
		if !anyMatch(rule.may, own) {
			return false, pkg + " imports " + own + ": its rule " + strconv.Quote(rule.pkg) + " allows " + strings.Join(rule.may, ", ")
		}
		return true, ""
	}
	for dep, who := range confined {
		if (imp == dep || strings.HasPrefix(imp, dep+"/")) && !anyMatch(who, pkg) {
			return false, pkg + " imports " + imp + ", which only " + strings.Join(who, ", ") + " may import"
		}
	}
	return true, ""
}

func TestImportRules(t *testing.T) {
	pkgs := packageImports(t)
	if len(pkgs) < 10 {
		t.Fatalf("found %d packages: not run from the module root?", len(pkgs))
	}
	dirs := make([]string, 0, len(pkgs))
	for d := range pkgs {
		dirs = append(dirs, d)
	}
	sort.Strings(dirs)
	for _, pkg := range dirs {
		if _, ok := ruleFor(pkg); !ok {
			_, why := allowed(pkg, "")
			t.Error(why)
			continue
		}
		for _, imp := range pkgs[pkg] {
			if ok, why := allowed(pkg, imp); !ok {
				t.Error(why)
			}
		}
	}
}

// TestImportRulesCatchEdges keeps the checker honest: an upward edge, a confined dependency in the
// wrong package, a cop importing another cop and tools importing os are all reported.
func TestImportRulesCatchEdges(t *testing.T) {
	cases := []struct {
		pkg, imp string
		want     bool
	}{
		{"al/syntax", module + "/al/symbols", false},
		{"al/rules/codecop", module + "/al/rules/lintercop", false},
		{"al/rules/codecop", module + "/al/rules/internal/records", true},
		{"al/rules/internal/records", module + "/al/rules/codecop", false},
		{"al/rules", module + "/al/rules/codecop", true},
		{"tools", "os", false},
		{"tools", module + "/txn", false},
		{"tools/stdio", module + "/tools/internal/x", true},
		{"workspace", module + "/tools", false},
		{"workspace", module + "/workspace/query", false},
		{"workspace/query", module + "/workspace", true},
		{"workspace", module + "/workspace/fix", false},
		{"workspace/fix", module + "/workspace", true},
		{"workspace/fix", module + "/workspace/query", false},
		{"workspace/fix", "github.com/fsnotify/fsnotify", false},
		{"workspace", "go.etcd.io/bbolt", false},
		{"store", "go.etcd.io/bbolt", true},
		{"watch", "github.com/fsnotify/fsnotify", true},
		{"workspace", "github.com/fsnotify/fsnotify", false},
		{"almcp", "github.com/modelcontextprotocol/go-sdk/mcp", true},
		{"workspace", "github.com/modelcontextprotocol/go-sdk/mcp", false},
		{"no/such/package", "fmt", false},
	}
	for _, c := range cases {
		if got, why := allowed(c.pkg, c.imp); got != c.want {
			t.Errorf("%s -> %s: allowed=%v (%s), want %v", c.pkg, c.imp, got, why, c.want)
		}
	}
	if !matches("al/rules/*", "al/rules/codecop") || matches("al/rules/*", "al/rules/a/b") || matches("al/rules/*", "al/rules") {
		t.Error("the one-level pattern matches wrongly")
	}
}
