// Package wstest holds the test fixtures that the workspace's rooms share
// (workspace and workspace/query): a source dependency and its consumer,
// and a helper writing a project tree. Tests only; it must not grow logic.
package wstest

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// LibAppJSON is the app.json of Lib, which lets Consumer see its internals.
const LibAppJSON = `{"id": "aaaaaaaa-0000-0000-0000-000000000001", "name": "Lib", "publisher": "Tests", "version": "2.0.0.0",
 "internalsVisibleTo": [{"id": "bbbbbbbb-0000-0000-0000-000000000002", "name": "Consumer", "publisher": "Tests"}]}`

// ConsumerAppJSON is the app.json of Consumer, which depends on Lib.
const ConsumerAppJSON = `{"id": "bbbbbbbb-0000-0000-0000-000000000002", "name": "Consumer", "publisher": "Tests", "version": "1.0.0.0",
 "platform": "24.0.0.0",
 "dependencies": [{"id": "aaaaaaaa-0000-0000-0000-000000000001", "name": "Lib", "publisher": "Tests", "version": "1.0.0.0"}]}`

// LibTable is Lib's table.
const LibTable = "table 50000 \"Lib Table\"\n{\n    fields\n    {\n        field(1; Code; Code[20]) { }\n        field(2; Name; Text[50]) { }\n    }\n}\n"

// ConsumerExt is Consumer's extension of Lib's table.
const ConsumerExt = "tableextension 50100 \"Lib Ext\" extends \"Lib Table\"\n{\n    fields { field(50100; Extra; Integer) { } }\n}\n"

// WriteFiles writes files (relative path to text) below root.
func WriteFiles(t testing.TB, root string, files map[string]string) {
	t.Helper()
	for rel, text := range files {
		p := filepath.Join(root, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// CPUTime is the CPU time (user and system) the process has used so far.
func CPUTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
