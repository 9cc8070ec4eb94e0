package rules

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// cops are the cop packages, one per analyzer group.
var cops = []string{"codecop", "applicationcop", "documentationcop", "formattingcop", "lintercop", "platformcop", "testautomationcop",
	"pertenantextensioncop", "appsourcecop"}

// ruleOf is the rule a file of a cop package belongs to: its name up to
// the first '_' or '.' (fc0002_vocabulary.go is FC0002's).
func ruleOf(file string) string {
	return strings.ToLower(strings.FieldsFunc(filepath.Base(file), func(r rune) bool { return r == '_' || r == '.' })[0])
}

// parseDir parses the Go files of dir, tests included when tests is set.
func parseDir(t *testing.T, dir string, tests bool) map[string]*ast.File {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no Go files in %s: %v", dir, err)
	}
	files := map[string]*ast.File{}
	fset := token.NewFileSet()
	for _, p := range paths {
		if !tests && strings.HasSuffix(p, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, p, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		files[p] = f
	}
	return files
}

// topLevel returns the names a file declares at package level.
func topLevel(f *ast.File) []string {
	var names []string
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Recv == nil {
				names = append(names, d.Name.Name)
			}
		case *ast.GenDecl:
			for _, s := range d.Specs {
				switch s := s.(type) {
				case *ast.ValueSpec:
					for _, n := range s.Names {
						names = append(names, n.Name)
					}
				case *ast.TypeSpec:
					names = append(names, s.Name.Name)
				}
			}
		}
	}
	return names
}

// packageRefs yields the identifiers of f that the file itself does not
// declare: names of its package's other files, of imports or predeclared.
// Selected names (x.Name) and composite literal keys are left out.
func packageRefs(f *ast.File, yield func(*ast.Ident)) {
	skip := map[*ast.Ident]bool{}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			skip[n.Sel] = true
		case *ast.KeyValueExpr:
			if id, ok := n.Key.(*ast.Ident); ok {
				skip[id] = true
			}
		case *ast.Ident:
			if n.Obj == nil && !skip[n] && n.Name != "_" {
				yield(n)
			}
		}
		return true
	})
}

// TestRuleFilesShareNoHelpers checks the layout of the cop packages: a
// rule file uses only what its own rule's files declare (what rules share
// lives in al/rules/internal), and neither a cop package nor an internal
// knowledge package imports al/rules or a cop package.
func TestRuleFilesShareNoHelpers(t *testing.T) {
	for _, cop := range cops {
		files := parseDir(t, cop, false)
		owner := map[string]string{} // top-level name -> declaring file
		for p, f := range files {
			for _, name := range topLevel(f) {
				owner[name] = p
			}
		}
		for p, f := range files {
			packageRefs(f, func(id *ast.Ident) {
				if decl, ok := owner[id.Name]; ok && ruleOf(decl) != ruleOf(p) {
					t.Errorf("%s uses %s of %s: move what rules share into a package of al/rules/internal", p, id.Name, decl)
				}
			})
		}
	}
	dirs := append([]string(nil), cops...)
	internal, err := os.ReadDir("internal")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range internal {
		if e.IsDir() {
			dirs = append(dirs, filepath.Join("internal", e.Name()))
		}
	}
	const rules = "github.com/alfix/alfix/al/rules"
	for _, dir := range dirs {
		for p, f := range parseDir(t, dir, true) {
			for _, imp := range f.Imports {
				path, _ := strconv.Unquote(imp.Path.Value)
				rest, inRules := strings.CutPrefix(path, rules)
				if !inRules || strings.HasPrefix(rest, "/internal/") || strings.HasSuffix(f.Name.Name, "_test") && rest == "" {
					continue
				}
				t.Errorf("%s imports %s: a cop or knowledge package imports neither al/rules nor a cop package", p, path)
			}
		}
	}
}
