package store

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// crashChildEnv makes the test binary act as a writer that is killed mid-write by its parent.
const crashChildEnv = "ALFIX_STORE_TEST_CRASH_CHILD"

func TestMain(m *testing.M) {
	if path := os.Getenv(crashChildEnv); path != "" {
		crashChild(path)
		return
	}
	os.Exit(m.Run())
}

// crashChild writes to the store at path forever, announcing on stdout when some writes have
// been committed. Its parent kills it.
func crashChild(path string) {
	s, err := Open(Options{Path: path, Budget: 256 << 10})
	if err != nil {
		fmt.Println("open:", err)
		os.Exit(1)
	}
	for i := 0; ; i++ {
		batch := map[Key][]byte{}
		for j := range 20 {
			batch[nkey(i*20+j)] = []byte(strings.Repeat("x", 500+j))
		}
		if err := s.PutMany(Analysis, batch); err != nil {
			fmt.Println("put:", err)
			os.Exit(1)
		}
		s.Get(Analysis, nkey(i))
		if err := s.PutFileIndex("p", map[string]FileEntry{fmt.Sprint(i): {Size: int64(i)}}, nil); err != nil {
			fmt.Println("index:", err)
			os.Exit(1)
		}
		if i == 50 {
			fmt.Println("ready")
		}
	}
}

func TestKilledWriterLeavesUsableStore(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns a process")
	}
	path := filepath.Join(t.TempDir(), "cache.db")
	for round := range 3 {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), crashChildEnv+"="+path)
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		line, _ := bufio.NewReader(out).ReadString('\n')
		if strings.TrimSpace(line) != "ready" {
			cmd.Process.Kill()
			cmd.Wait()
			t.Fatalf("round %d: child said %q", round, line)
		}
		if err := cmd.Process.Kill(); err != nil {
			t.Fatal(err)
		}
		cmd.Wait()

		logger, logs := newLogger()
		s, err := Open(Options{Path: path, Budget: 1 << 40, Logger: logger}) // no trimming while we look
		if err != nil {
			t.Fatal(err)
		}
		st := s.stats()
		if st.Fallback || logs.String() != "" {
			t.Fatalf("round %d: reopening after kill -9: stats %+v, log:\n%s", round, st, logs.String())
		}
		// The counters were rebuilt by counting, and every counted value reads back.
		times := accessTimes(t, s)
		if len(times) != st.Buckets[Analysis].Entries || len(times) == 0 {
			t.Fatalf("round %d: %d values, stats say %d", round, len(times), st.Buckets[Analysis].Entries)
		}
		for k := range times {
			if _, ok := s.Get(Analysis, k); !ok {
				t.Fatalf("round %d: value %x unreadable", round, k[:4])
			}
		}
		if idx, err := s.FileIndex("p"); err != nil || len(idx) != st.FileIndexEntries {
			t.Fatalf("round %d: file index has %d entries, stats say %d (%v)", round, len(idx), st.FileIndexEntries, err)
		}
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
	}
}
