package workspace

import (
	"context"
	"crypto/sha256"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alfix/alfix/txn"
	"github.com/alfix/alfix/txn/txntest"
)

// TestRecoveryWarningsListConflictFolders: a write rolled back around a file someone else saved
// meanwhile keeps its backups in .alfix/txn/conflict-*; while that folder exists, the project's
// recovery warnings (shown by analyze) name it, also when it appeared after the project was
// loaded, and stop naming it once it is gone.
func TestRecoveryWarningsListConflictFolders(t *testing.T) {
	t.Setenv(txn.ConfigDirEnv, t.TempDir())
	root := t.TempDir()
	a, b := filepath.Join(root, "A.Codeunit.al"), filepath.Join(root, "B.Codeunit.al")
	for p, text := range map[string]string{filepath.Join(root, "app.json"): appJSON, a: "codeunit 50100 A\n{\n}\n", b: "codeunit 50101 B\n{\n}\n"} {
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	w, err := Open(context.Background(), Options{Roots: []string{root}, Dir: root, Registry: testRegistry(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	p := w.Projects()[0]
	if ws := p.RecoveryWarnings(); len(ws) != 0 {
		t.Fatalf("warnings of a clean project: %q", ws)
	}

	// The commit writes A, then finds B changed: it rolls back, but A was saved by someone in
	// between, so A is left alone and the backups are kept.
	plan := txn.Plan{Root: root, Changes: []txn.Change{
		{Path: a, Base: sha256.Sum256([]byte("codeunit 50100 A\n{\n}\n")), Content: []byte("codeunit 50100 A\n{\n    // fixed\n}\n")},
		{Path: b, Base: sha256.Sum256([]byte("codeunit 50101 B\n{\n}\n")), Content: []byte("codeunit 50101 B\n{\n    // fixed\n}\n")},
	}}
	ffs := txntest.New(nil)
	ffs.Before(func(op txntest.Op, path string) {
		if op == txntest.OpRename && path == b {
			os.WriteFile(a, []byte("codeunit 50100 A\n{\n    // the user's save\n}\n"), 0o644)
			os.WriteFile(b, []byte("codeunit 50101 B\n{\n    // stale now\n}\n"), 0o644)
		}
	})
	if res, err := txn.Commit(context.Background(), plan, txn.Options{FS: ffs}); err != nil || res.Committed {
		t.Fatalf("Commit = %+v, %v (want a rollback)", res, err)
	}
	list, err := txn.Conflicts(root)
	if err != nil || len(list) != 1 {
		t.Fatalf("Conflicts = %+v, %v (want one folder)", list, err)
	}
	ws := strings.Join(p.RecoveryWarnings(), "\n")
	if !strings.Contains(ws, list[0].Path) || !strings.Contains(ws, "30 days") {
		t.Errorf("recovery warnings do not name %s and the retention:\n%s", list[0].Path, ws)
	}
	if err := os.RemoveAll(list[0].Path); err != nil {
		t.Fatal(err)
	}
	if ws := p.RecoveryWarnings(); len(ws) != 0 {
		t.Errorf("warnings after the folder was deleted: %q", ws)
	}
}
