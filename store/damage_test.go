package store

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"
)

// freelistPage returns the id of the page holding the freelist of the database open in s.
func freelistPage(t *testing.T, s *session) int {
	t.Helper()
	id := -1
	err := s.db.View(func(tx *bolt.Tx) error {
		for i := 2; ; i++ {
			p, err := tx.Page(i)
			if err != nil || p == nil {
				return err
			}
			if p.Type == "freelist" {
				id = i
			}
		}
	})
	if err != nil || id < 0 {
		t.Fatalf("no freelist page found: %v", err)
	}
	return id
}

// scribble overwrites len(b) bytes of the file at path at offset off, in place (the store's
// mapping of the file sees the change at once).
func scribble(t *testing.T, path string, off int64, b []byte) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteAt(b, off); err != nil {
		t.Fatal(err)
	}
}

// TestPanicInRollbackLeavesNoLockHeld reproduces the hang of issue 13: bbolt rolls a failed write
// transaction back by reloading the freelist from its page, and when that page is damaged the
// reload panics after bbolt took its writer lock and before it released it. Every later write
// through that database would wait for the lock for ever. The store must abandon the database,
// move the file aside and go on in a fresh one.
func TestPanicInRollbackLeavesNoLockHeld(t *testing.T) {
	path := sharedPath(t)
	s := mustOpen(t, Options{Path: path})
	for i := range 20 {
		mustPut(t, s, Analysis, nkey(i), bytes.Repeat([]byte{byte(i)}, 500))
	}
	f := s.file()
	held, err := f.acquire(modeWrite)
	if err != nil {
		t.Fatal(err)
	}
	released := false
	release := func() {
		if !released {
			released = true
			f.release(held, modeWrite)
		}
	}
	t.Cleanup(release)
	// A write transaction that panics (as bbolt does on a damaged page) after the freelist page
	// was damaged: bbolt's rollback reloads the freelist and panics again.
	freelist := int64(freelistPage(t, held)) * 4096
	f.putHook = func(Key) error {
		scribble(t, path, freelist, bytes.Repeat([]byte{0xA5}, 64))
		panic("injected: a damaged page")
	}
	var firstErr error
	within(t, 5*time.Second, "a put that panics", func() { firstErr = f.put(Analysis, map[Key][]byte{key("x"): []byte("x")}) })
	f.putHook = nil
	if !errors.Is(firstErr, errFaulted) || !held.faulted.Load() {
		t.Fatalf("put = %v, faulted = %v; want the panics recovered and the session faulted", firstErr, held.faulted.Load())
	}
	// The scenario is the real one: bbolt's writer lock is held for ever now.
	locked := make(chan struct{})
	go func() {
		if tx, err := held.db.Begin(true); err == nil {
			tx.Rollback()
		}
		close(locked)
	}()
	select {
	case <-locked:
		t.Fatal("bbolt's writer lock was released: the test no longer reproduces the hang")
	case <-time.After(200 * time.Millisecond):
	}

	// Later calls, from any number of goroutines, answer and land in a fresh file.
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Go(func() {
			within(t, 5*time.Second, "a put after the panic", func() {
				if err := put(s, Analysis, nkey(100+w), []byte("after")); err != nil {
					t.Errorf("put after the panic: %v", err)
				}
			})
		})
	}
	time.Sleep(20 * time.Millisecond) // let them queue behind the faulted session
	release()
	wg.Wait()
	for w := range 4 {
		mustGet(t, s, Analysis, nkey(100+w), []byte("after"))
	}
	mustMiss(t, s, Analysis, nkey(0))
	w := s.TakeWarnings()
	if len(w) != 1 || !strings.Contains(w[0], "damaged while in use") || !strings.Contains(w[0], "moved aside") {
		t.Fatalf("warnings %q, want one about the damaged file moved aside", w)
	}
	if got := asideFiles(t, path, ".corrupt-"); len(got) != 1 {
		t.Fatalf("moved-aside files %v, want one", got)
	}
	within(t, 5*time.Second, "Close", func() {
		if err := s.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	})
}

// TestDamagedFreelistIsFoundBeforeWriting: bbolt frees the old freelist page by the length its
// header gives, so a commit over a garbled freelist page would loop over billions of page ids.
// The store checks the page before every write transaction.
func TestDamagedFreelistIsFoundBeforeWriting(t *testing.T) {
	for _, inSession := range []bool{false, true} {
		t.Run(fmt.Sprint("in session ", inSession), func(t *testing.T) {
			path := sharedPath(t)
			s := mustOpen(t, Options{Path: path})
			for i := range 20 {
				mustPut(t, s, Analysis, nkey(i), bytes.Repeat([]byte{byte(i)}, 500))
			}
			f := s.file()
			held, err := f.acquire(modeWrite)
			if err != nil {
				t.Fatal(err)
			}
			scribble(t, path, int64(freelistPage(t, held))*4096, bytes.Repeat([]byte{0xA5}, 64))
			if !inSession {
				f.release(held, modeWrite) // ends the session, which writes: that finds it already
				held = nil
			}
			within(t, 5*time.Second, "a put over a garbled freelist", func() {
				if inSession {
					// In the damaged session (the store's retry would wait for its end).
					if err := f.put(Analysis, map[Key][]byte{key("x"): []byte("x")}); !errors.Is(err, errFaulted) {
						t.Errorf("put in the session = %v, want errFaulted", err)
					}
				} else if err := put(s, Analysis, key("x"), []byte("x")); err != nil {
					t.Errorf("put: %v", err)
				}
			})
			if held != nil {
				if !held.faulted.Load() {
					t.Fatal("the garbled freelist page was not noticed")
				}
				f.release(held, modeWrite)
			}
			within(t, 5*time.Second, "a put after", func() { mustPut(t, s, Analysis, key("y"), []byte("y")) })
			mustGet(t, s, Analysis, key("y"), []byte("y"))
			if w := s.TakeWarnings(); len(w) == 0 || !strings.Contains(w[0], "moved aside") {
				t.Fatalf("warnings %q", w)
			}
		})
	}
}

// TestDamageUnderARunningStore damages the file in several ways while workers read and write,
// some of the time inside an open session: every later call must return within 5 s, and the
// store must end up working.
func TestDamageUnderARunningStore(t *testing.T) {
	damages := map[string]func(t *testing.T, path string, size int64){
		"truncated to its meta pages": func(t *testing.T, path string, _ int64) { os.Truncate(path, 2*4096+100) },
		"truncated to half":           func(t *testing.T, path string, size int64) { os.Truncate(path, size/2) },
		"emptied":                     func(t *testing.T, path string, _ int64) { os.Truncate(path, 0) },
		"garbled everywhere": func(t *testing.T, path string, size int64) {
			garbage := make([]byte, size)
			rand.NewChaCha8([32]byte{1}).Read(garbage)
			scribble(t, path, 0, garbage)
		},
		"garbled after the meta pages": func(t *testing.T, path string, size int64) {
			garbage := make([]byte, size-2*4096)
			rand.NewChaCha8([32]byte{2}).Read(garbage)
			scribble(t, path, 2*4096, garbage)
		},
		"zeroed after the meta pages": func(t *testing.T, path string, size int64) {
			scribble(t, path, 2*4096, make([]byte, size-2*4096))
		},
	}
	for name, damage := range damages {
		for _, inSession := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/in session %v", name, inSession), func(t *testing.T) {
				path := sharedPath(t)
				logger, logs := newLogger()
				s := mustOpen(t, Options{Path: path, Logger: logger})
				for i := range 200 {
					mustPut(t, s, Analysis, nkey(i), bytes.Repeat([]byte{byte(i)}, 700))
				}
				if err := s.PutFileIndex("/p", map[string]FileEntry{"a.al": {Size: 1}}, nil); err != nil {
					t.Fatal(err)
				}
				stop := make(chan struct{})
				var wg sync.WaitGroup
				for w := range 3 {
					wg.Go(func() {
						for i := 0; ; i++ {
							select {
							case <-stop:
								return
							default:
							}
							within(t, 5*time.Second, "a call on a damaged store", func() {
								switch i % 4 {
								case 0:
									put(s, Analysis, nkey(1000*w+i), []byte("new value"))
								case 1:
									s.GetMany(Analysis, []Key{nkey(i % 200), nkey(1000*w + i - 1)})
								case 2:
									s.FileIndex("/p")
								case 3:
									s.PutFileIndex("/p", map[string]FileEntry{fmt.Sprint(w, i): {Size: int64(i)}}, nil)
								}
							})
						}
					})
				}
				time.Sleep(30 * time.Millisecond)
				f := s.file()
				var held *session
				if inSession {
					var err error
					if held, err = f.acquire(modeRead); err != nil {
						t.Fatal(err)
					}
				}
				// Between transactions: bbolt rereads a page it frees when a write
				// transaction commits, and no check can stop it from looping over a
				// garbled length it finds there (see doc.go).
				f.txMu.Lock()
				damage(t, path, fileSize(path))
				f.txMu.Unlock()
				time.Sleep(100 * time.Millisecond)
				if held != nil {
					f.release(held, modeRead)
				}
				time.Sleep(100 * time.Millisecond)
				close(stop)
				wg.Wait()
				within(t, 5*time.Second, "a put after the damage", func() {
					mustPut(t, s, Analysis, key("final"), []byte("works"))
				})
				mustGet(t, s, Analysis, key("final"), []byte("works"))
				for _, w := range s.TakeWarnings() {
					if !strings.Contains(w, "moved aside") {
						t.Errorf("warning %q does not say where the file went", w)
					}
				}
				within(t, 5*time.Second, "Close", func() { s.Close() })
				t.Log(logs.String())
			})
		}
	}
}
