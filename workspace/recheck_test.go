package workspace

import (
	"context"
	"path/filepath"
	"testing"
	"time"
)

// A source dependency's change is seen within sourceRecheck when the watcher
// is on (source dependencies are not watched).
func TestSourceDependencyRecheckWithWatcher(t *testing.T) {
	old := sourceRecheck
	sourceRecheck = 50 * time.Millisecond
	defer func() { sourceRecheck = old }()
	repo := t.TempDir()
	writeFiles(t, repo, map[string]string{
		"lib/app.json":              libAppJSON,
		"lib/src/LibTable.Table.al": libTable,
		"consumer/app.json":         consumerAppJSON,
		"consumer/src/Ext.al":       consumerExt,
	})
	w, err := Open(context.Background(), Options{Roots: []string{filepath.Join(repo, "consumer")}, SourceRoots: []string{repo}, Registry: depRegistry(t), Watch: true})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	p := w.Primary()
	ctx := context.Background()
	has := func(name string) bool {
		d, err := p.Declarations(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return d.Summary.Table(name) != nil
	}
	if !has("Lib Table") {
		t.Fatal("the source dependency's table is not seen")
	}
	writeFiles(t, repo, map[string]string{"lib/src/More.Table.al": "table 50001 \"Lib More\" { }\n"})
	time.Sleep(2 * sourceRecheck)
	if !has("Lib More") {
		t.Fatal("a source dependency's new table is not seen after the recheck interval")
	}
}
