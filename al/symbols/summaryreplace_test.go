package symbols

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"
)

// randomFileSymbols makes a file's declarations from a small vocabulary,
// so that names, ids, bases and interfaces collide across files.
func randomFileSymbols(r *rand.Rand, file string) *FileSymbols {
	kinds := []string{"table", "Table", "page", "codeunit", "tableextension", "pageextension", "enum", "enumextension", "interface"}
	names := []string{"Customer", "customer", "Item", "Vendor", "Größe", "Sales Line"}
	fs := &FileSymbols{File: file}
	for range r.IntN(4) {
		o := Object{Kind: kinds[r.IntN(len(kinds))], Name: names[r.IntN(len(names))]}
		if r.IntN(3) == 0 {
			o.Name = ""
		}
		if r.IntN(2) == 0 {
			o.ID = 50100 + r.IntN(4)
		}
		if r.IntN(3) == 0 {
			o.Namespace = []string{"Contoso", "Microsoft.Sales"}[r.IntN(2)]
		}
		if baseKind(o.Kind) != "" && r.IntN(4) > 0 {
			o.Extends = names[r.IntN(len(names))]
		}
		for range r.IntN(3) {
			o.Implements = append(o.Implements, []string{"IFoo", "ifoo", "IBar"}[r.IntN(3)])
		}
		for range r.IntN(3) {
			o.Procedures = append(o.Procedures, Procedure{Name: []string{"Post", "Run", "Old"}[r.IntN(3)], Obsolete: r.IntN(4) == 0})
		}
		fs.Objects = append(fs.Objects, o)
	}
	return fs
}

// TestReplaceEqualsBuild checks, over random edits, that a summary updated
// per file (Replace) holds exactly what BuildApp builds from all files.
func TestReplaceEqualsBuild(t *testing.T) {
	r := rand.New(rand.NewPCG(43, 3))
	for round := range 300 {
		n := 1 + r.IntN(12)
		files := make([]*FileSymbols, n)
		for i := range files {
			files[i] = randomFileSymbols(r, fmt.Sprintf("/p/f%02d.al", i))
		}
		info := AppInfo{App: App{ID: "1", Name: "A"}}
		s := BuildApp(info, files, nil)
		for step := range 4 {
			var changed []*FileSymbols
			for range 1 + r.IntN(3) {
				i := r.IntN(n)
				files[i] = randomFileSymbols(r, files[i].File)
				changed = append(changed, files[i])
			}
			got := s.Replace(info, changed, nil)
			if got == nil {
				t.Fatalf("round %d step %d: Replace refused a known file", round, step)
			}
			want := BuildApp(info, files, nil)
			if !reflect.DeepEqual(got.Files, want.Files) || got.App.App != want.App.App {
				t.Fatalf("round %d step %d: files differ", round, step)
			}
			if gi, wi := got.ensureIndex(), want.ensureIndex(); !reflect.DeepEqual(gi, wi) {
				t.Fatalf("round %d step %d: index differs:\n got  %+v\n want %+v", round, step, gi, wi)
			}
			if got.Hash() != want.Hash() {
				t.Fatalf("round %d step %d: hash differs", round, step)
			}
			s = got
		}
	}
}

func TestReplaceUnknownFile(t *testing.T) {
	s := Build([]*FileSymbols{{File: "/p/a.al"}})
	if s.Replace(AppInfo{}, []*FileSymbols{{File: "/p/b.al"}}, nil) != nil {
		t.Error("a file the summary does not hold was replaced")
	}
	if s.Replace(AppInfo{}, []*FileSymbols{nil}, nil) != nil {
		t.Error("a nil file was replaced")
	}
	same := s.Replace(AppInfo{}, []*FileSymbols{s.Files[0]}, nil)
	if same == nil || same.ensureIndex() != s.ensureIndex() {
		t.Error("replacing a file by itself copied the index")
	}
}
