package watch

import (
	"errors"
	"path"
	"slices"
	"strings"
	"testing"
)

func TestChangeSetNetEffect(t *testing.T) {
	type note struct{ before, now bool }
	tests := []struct {
		name  string
		notes []note
		want  []Op // nil: no event
	}{
		{"write", []note{{true, true}}, []Op{Changed}},
		{"create", []note{{false, true}}, []Op{Created}},
		{"create then write", []note{{false, true}, {true, true}}, []Op{Created}},
		{"create then remove", []note{{false, true}, {true, false}}, nil},
		{"remove", []note{{true, false}}, []Op{Removed}},
		{"remove then create", []note{{true, false}, {false, true}}, []Op{Changed}},
		{"write then remove", []note{{true, true}, {true, false}}, []Op{Removed}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cs := newChangeSet()
			for _, n := range tt.notes {
				cs.note("/r/a", n.before, n.now, false)
			}
			var got []Op
			for _, e := range cs.batch().Events {
				got = append(got, e.Op)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func TestChangeSetMergeKeepsFirstBeforeAndLastNow(t *testing.T) {
	earlier, later := newChangeSet(), newChangeSet()
	earlier.note("/r/a", false, true, false) // created ...
	later.note("/r/a", true, false, false)   // ... and removed: nothing
	earlier.note("/r/b", true, true, false)
	later.note("/r/c", false, true, true)
	later.lost(ErrOverflow)
	earlier.merge(later)
	b := earlier.batch()
	want := []Event{{Path: "/r/b", Op: Changed}, {Path: "/r/c", Op: Created, IsDir: true}}
	if !slices.Equal(b.Events, want) {
		t.Errorf("events %v, want %v", b.Events, want)
	}
	if !b.Rescan || !errors.Is(b.Err, ErrOverflow) {
		t.Errorf("rescan=%v err=%v", b.Rescan, b.Err)
	}
}

func TestTreeForget(t *testing.T) {
	tr := newTree()
	tr.addRoot("/r")
	for _, p := range []struct {
		path  string
		isDir bool
	}{{"/r/x", true}, {"/r/x/a", false}, {"/r/x/y", true}, {"/r/x/y/b", false}, {"/r/c", false}} {
		if !tr.add(p.path, p.isDir) {
			t.Fatalf("add %s failed", p.path)
		}
	}
	if tr.add("/r/missing/z", false) {
		t.Error("add under an unknown directory succeeded")
	}
	var gone []string
	dirs := tr.forget("/r/x", func(p string, isDir bool) { gone = append(gone, p) })
	if want := []string{"/r/x/a", "/r/x/y/b", "/r/x/y", "/r/x"}; !slices.Equal(gone, want) {
		t.Errorf("gone %q, want %q", gone, want)
	}
	if want := []string{"/r/x", "/r/x/y"}; !slices.Equal(dirs, want) {
		t.Errorf("dirs %q, want %q", dirs, want)
	}
	if known, _ := tr.lookup("/r/x/y/b"); known {
		t.Error("forgotten file still known")
	}
	if known, isDir := tr.lookup("/r/c"); !known || isDir {
		t.Error("sibling file lost")
	}
}

func TestOpStrings(t *testing.T) {
	if s := (RawCreate | RawWrite).String(); s != "CREATE|WRITE" {
		t.Errorf("RawOp string %q", s)
	}
	if s := RawOp(0).String(); s != "NONE" {
		t.Errorf("zero RawOp string %q", s)
	}
	if s := Removed.String(); s != "removed" {
		t.Errorf("Op string %q", s)
	}
	if s := Op(9).String(); s != "Op(9)" {
		t.Errorf("unknown Op string %q", s)
	}
}

// testSkippedDirs are the directories the tests' consumer skips; the
// watcher has no list of its own.
var testSkippedDirs = []string{".alfix", ".git", ".alpackages", "node_modules", "bin", "obj"}

// testSkip is the tests' skip policy: directories named in testSkippedDirs.
func testSkip(rel string, isDir bool) bool {
	return isDir && slices.ContainsFunc(testSkippedDirs, func(d string) bool { return strings.EqualFold(path.Base(rel), d) })
}
