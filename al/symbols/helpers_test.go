package symbols

import (
	"path/filepath"
	"testing"

	"github.com/alfix/alfix/al/syntax"
	"golang.org/x/tools/txtar"
)

// loadProject parses every file of a txtar archive under testdata.
func loadProject(t testing.TB, name string) (files []*syntax.File) {
	t.Helper()
	a, err := txtar.ParseFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range a.Files {
		pf := syntax.Parse(f.Name, f.Data, syntax.Options{})
		if len(pf.Errors) > 0 {
			t.Fatalf("%s: syntax errors: %v", f.Name, pf.Errors)
		}
		files = append(files, pf)
	}
	return files
}

// parse parses one source text and fails the test on syntax errors.
func parse(t testing.TB, name, src string) *syntax.File {
	t.Helper()
	f := syntax.Parse(name, []byte(src), syntax.Options{})
	if len(f.Errors) > 0 {
		t.Fatalf("%s: syntax errors: %v", name, f.Errors)
	}
	return f
}

// summaryOf extracts and merges files.
func summaryOf(files ...*syntax.File) *Summary {
	var fs []*FileSymbols
	for _, f := range files {
		fs = append(fs, Extract(f))
	}
	return Build(fs)
}

func fileNamed(t testing.TB, files []*syntax.File, name string) *syntax.File {
	t.Helper()
	for _, f := range files {
		if filepath.Base(f.Name) == name {
			return f
		}
	}
	t.Fatalf("no file %s", name)
	return nil
}

// parseLoose parses src without checking for syntax errors.
func parseLoose(src string) *syntax.File {
	return syntax.Parse("loose.al", []byte(src), syntax.Options{})
}
