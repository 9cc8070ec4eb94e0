package store

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// snapshot records what is at a path, to check afterwards that nothing changed it.
type snapshot struct {
	path string
	li   os.FileInfo // Lstat
	data []byte      // content of a regular file
	link string      // target of a symbolic link
}

func takeSnapshot(t *testing.T, path string) snapshot {
	t.Helper()
	li, err := os.Lstat(path)
	if err != nil {
		t.Fatal(err)
	}
	s := snapshot{path: path, li: li}
	if li.Mode().IsRegular() {
		if s.data, err = os.ReadFile(path); err != nil {
			t.Fatal(err)
		}
	}
	if li.Mode()&os.ModeSymlink != 0 {
		s.link, _ = os.Readlink(path)
	}
	return s
}

func (s snapshot) unchanged(t *testing.T) {
	t.Helper()
	li, err := os.Lstat(s.path)
	if err != nil {
		t.Fatalf("%s is gone: %v", s.path, err)
	}
	if !os.SameFile(li, s.li) || li.Mode() != s.li.Mode() {
		t.Fatalf("%s was replaced: %v, was %v", s.path, li.Mode(), s.li.Mode())
	}
	if s.data != nil {
		if got, _ := os.ReadFile(s.path); !bytes.Equal(got, s.data) {
			t.Fatalf("%s was written: %q", s.path, got)
		}
	}
	if s.link != "" {
		if got, _ := os.Readlink(s.path); got != s.link {
			t.Fatalf("%s now links to %q, was %q", s.path, got, s.link)
		}
	}
	aside, _ := filepath.Glob(s.path + ".*")
	for _, a := range aside {
		if !strings.HasSuffix(a, ".wait") {
			t.Fatalf("a file appeared next to %s: %s", s.path, a)
		}
	}
}

// assertRefused opens a store on path, which must not be proven a database of ours: the store
// works in a private temporary file, says why, and leaves path as it was.
func assertRefused(t *testing.T, path, what string) {
	t.Helper()
	before := takeSnapshot(t, path)
	logger, logs := newLogger()
	var s *Store
	within(t, 10*time.Second, "Open", func() { s = mustOpen(t, Options{Path: path, Logger: logger}) })
	st := s.stats()
	if !st.Private || st.Path == path {
		t.Fatalf("stats = %+v, want a private temporary store", st)
	}
	mustPut(t, s, Analysis, key("k"), []byte("works"))
	mustGet(t, s, Analysis, key("k"), []byte("works"))
	if err := s.PutFileIndex("/p", map[string]FileEntry{"a.al": {Size: 1}}, nil); err != nil {
		t.Fatal(err)
	}
	w := s.TakeWarnings()
	if len(w) != 1 {
		t.Fatalf("warnings %q, want one", w)
	}
	for _, want := range []string{path, what, "not a cache file of alfix's", "left untouched", "private temporary store"} {
		mustContain(t, w[0], want)
	}
	mustContain(t, logs.String(), "left untouched")
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	before.unchanged(t)
}

func TestStorePathThatIsNotOursIsLeftUntouched(t *testing.T) {
	dir := t.TempDir()
	text := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(text, []byte("a user's notes\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	folder := filepath.Join(dir, "folder")
	if err := os.MkdirAll(filepath.Join(folder, "sub"), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(folder, "keep.txt"), []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	// A file that bbolt would take for a database of another byte order or an old version, but
	// that does not carry the magic where this machine's bbolt writes it.
	almost := filepath.Join(dir, "almost.db")
	if err := os.WriteFile(almost, bytes.Repeat([]byte{0xED, 0x0C, 0xDA, 0xED}, 2048), 0o600); err != nil {
		t.Fatal(err)
	}
	cases := []struct{ name, path, what string }{
		{"text file", text, "neither empty nor a bbolt database"},
		{"folder", folder, "a folder"},
		{"magic at the wrong place", almost, "neither empty nor a bbolt database"},
	}
	link := func(name, target string) string {
		p := filepath.Join(dir, name)
		if err := os.Symlink(target, p); err != nil {
			t.Skip("no symbolic links:", err)
		}
		return p
	}
	cases = append(cases,
		struct{ name, path, what string }{"link to a folder", link("to-folder", folder), "a symbolic link to a folder"},
		struct{ name, path, what string }{"link to a text file", link("to-text", text), "neither empty nor a bbolt database"},
		struct{ name, path, what string }{"dangling link", link("dangling", filepath.Join(dir, "nothing")), "a symbolic link to nothing"},
	)
	fifo := filepath.Join(dir, "fifo")
	if err := mkfifo(fifo); err == nil {
		cases = append(cases,
			struct{ name, path, what string }{"FIFO", fifo, "a named pipe"},
			struct{ name, path, what string }{"link to a FIFO", link("to-fifo", fifo), "a symbolic link to a named pipe"})
	}
	null := filepath.Join(dir, "null")
	if err := mknodNull(null); err == nil {
		cases = append(cases,
			struct{ name, path, what string }{"character device", null, "a character device"},
			struct{ name, path, what string }{"link to a character device", link("to-null", null), "a symbolic link to a character device"})
	} else {
		t.Logf("no character device case: %v", err)
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) { assertRefused(t, tc.path, tc.what) })
	}
	if _, err := os.Stat(filepath.Join(dir, "nothing")); !os.IsNotExist(err) {
		t.Errorf("a file was created through the dangling link: %v", err)
	}
}

func TestStorePathLinkedToOurDatabaseIsUsed(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real.db")
	filledStore(t, real)
	path := filepath.Join(dir, "cache.db")
	if err := os.Symlink(real, path); err != nil {
		t.Skip("no symbolic links:", err)
	}
	s := mustOpen(t, Options{Path: path})
	if st := s.stats(); st.Private {
		t.Fatalf("stats = %+v, want the linked database", st)
	}
	mustGet(t, s, Analysis, key("bad"), []byte("payload"))
	if w := s.TakeWarnings(); len(w) != 0 {
		t.Fatalf("warnings %q", w)
	}
}

// A running store whose file is replaced by something not ours (here a folder holding a user's
// file) goes on privately and leaves it alone; a file of ours that is damaged while in use is
// still moved aside (TestDamageUnderARunningStore).
func TestStoreFileReplacedUnderARunningStoreIsLeftUntouched(t *testing.T) {
	for name, replace := range map[string]func(t *testing.T, path string){
		"folder": func(t *testing.T, path string) {
			if err := os.MkdirAll(filepath.Join(path, "sub"), 0o700); err != nil {
				t.Fatal(err)
			}
		},
		"text file": func(t *testing.T, path string) {
			if err := os.WriteFile(path, bytes.Repeat([]byte("text "), 2000), 0o600); err != nil {
				t.Fatal(err)
			}
		},
		"FIFO": func(t *testing.T, path string) {
			if err := mkfifo(path); err != nil {
				t.Skip(err)
			}
		},
	} {
		t.Run(name, func(t *testing.T) {
			path := sharedPath(t)
			filledStore(t, path)
			logger, logs := newLogger()
			s := mustOpen(t, Options{Path: path, Logger: logger})
			mustGet(t, s, Analysis, key("bad"), []byte("payload"))
			s.shared.mu.Lock()
			if cur := s.shared.cur; cur != nil && s.shared.users == 0 {
				s.shared.end(cur)
			}
			s.shared.mu.Unlock()
			if err := os.Rename(path, path+"-elsewhere"); err != nil {
				t.Fatal(err)
			}
			replace(t, path)
			before := takeSnapshot(t, path)
			within(t, 10*time.Second, "a put after the replacement", func() {
				mustPut(t, s, Analysis, key("new"), []byte("v"))
			})
			mustGet(t, s, Analysis, key("new"), []byte("v"))
			if st := s.stats(); !st.Private {
				t.Fatalf("stats = %+v, want the private stand-in", st)
			}
			w := s.TakeWarnings()
			if len(w) != 1 || !strings.Contains(w[0], "left untouched") {
				t.Fatalf("warnings %q, want one saying the path was left untouched", w)
			}
			within(t, 10*time.Second, "Close", func() { s.Close() })
			before.unchanged(t)
			t.Log(logs.String())
		})
	}
}

func TestWaitSignalNeverFollowsALink(t *testing.T) {
	dir := t.TempDir()
	victim := filepath.Join(dir, "victim")
	if err := os.WriteFile(victim, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	past := time.Now().Add(-time.Hour).Truncate(time.Second)
	if err := os.Chtimes(victim, past, past); err != nil {
		t.Fatal(err)
	}
	toVictim, dangling := filepath.Join(dir, "a.wait"), filepath.Join(dir, "b.wait")
	if err := os.Symlink(victim, toVictim); err != nil {
		t.Skip("no symbolic links:", err)
	}
	if err := os.Symlink(filepath.Join(dir, "created"), dangling); err != nil {
		t.Fatal(err)
	}
	signalWaiting(toVictim)
	signalWaiting(dangling)
	if fi, err := os.Stat(victim); err != nil || !fi.ModTime().Equal(past) {
		t.Errorf("the link's target was touched: %v, %v", fi.ModTime(), err)
	}
	if _, err := os.Lstat(filepath.Join(dir, "created")); !os.IsNotExist(err) {
		t.Errorf("a file was created through a dangling link: %v", err)
	}
	// The regular case still works: created, then touched.
	own := filepath.Join(dir, "own.wait")
	signalWaiting(own)
	if err := os.Chtimes(own, past, past); err != nil {
		t.Fatal(err)
	}
	signalWaiting(own)
	if fi, err := os.Stat(own); err != nil || !fi.ModTime().After(past) {
		t.Errorf("own wait file not touched: %v", err)
	}
}

func TestCompactionLeavesALinkedPathALink(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real.db")
	path := filepath.Join(dir, "cache.db")
	filledStore(t, real)
	if err := os.Symlink(real, path); err != nil {
		t.Skip("no symbolic links:", err)
	}
	s := mustOpen(t, Options{Path: path, Budget: 1 << 30})
	if st := s.stats(); st.Private {
		t.Fatalf("stats = %+v, want the linked database", st)
	}
	s.file().compactMinSize = 1 << 20
	vals := map[Key][]byte{}
	for i := range 1000 {
		vals[nkey(i)] = bytes.Repeat([]byte{byte(i)}, 2000)
	}
	if err := s.PutMany(Analysis, vals); err != nil {
		t.Fatal(err)
	}
	deleteAll(t, s)
	if rep := mustGC(t, s); rep.Compacted {
		t.Fatalf("compacted through a link: %+v", rep)
	}
	if li, err := os.Lstat(path); err != nil || li.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("the link at the store path was replaced: %v", err)
	}
	mustPut(t, s, Analysis, key("after"), []byte("v"))
	mustGet(t, s, Analysis, key("after"), []byte("v"))
}
