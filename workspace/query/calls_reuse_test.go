package query

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"testing"

	"github.com/alfix/alfix/workspace"
	"github.com/alfix/alfix/workspace/internal/wstest"
)

// reuseFiles is a project of four files: two callers of a table's
// procedure, a subscriber and an unrelated codeunit.
var reuseFiles = map[string]string{
	"app.json":              `{"id":"11111111-0000-0000-0000-000000000009","name":"Reuse","publisher":"T","version":"1.0.0.0","runtime":"14.0"}`,
	"src/Item.Table.al":     reuseTable(""),
	"src/A.Codeunit.al":     "codeunit 50701 \"Reuse A\"\n{\n    procedure Run(var Item: Record \"Reuse Item\")\n    begin\n        Item.Post();\n        Item.Insert(true);\n    end;\n}\n",
	"src/B.Codeunit.al":     "codeunit 50702 \"Reuse B\"\n{\n    procedure Run(var Item: Record \"Reuse Item\")\n    begin\n        Item.Post();\n    end;\n}\n",
	"src/Other.Codeunit.al": "codeunit 50703 \"Reuse Other\"\n{\n    procedure Noop()\n    begin\n    end;\n}\n",
}

// reuseTable is the table of reuseFiles with trigger in its field Qty.
func reuseTable(trigger string) string {
	return "table 50700 \"Reuse Item\"\n{\n    fields { field(1; \"No.\"; Code[20]) { } field(2; Qty; Decimal) { " + trigger + " } }\n" +
		"    keys { key(PK; \"No.\") { } }\n\n    procedure Post()\n    begin\n    end;\n}\n"
}

func openReuse(t *testing.T, files map[string]string) (string, *workspace.Project) {
	t.Helper()
	root := t.TempDir()
	wstest.WriteFiles(t, root, files)
	w, err := workspace.Open(context.Background(), workspace.Options{Roots: []string{root}, Registry: emptyRegistry(t)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Close() })
	return root, w.Primary()
}

// graphText lists a project's whole call graph, edges with their places.
func graphText(t *testing.T, p *workspace.Project) ([]string, *graphEntry) {
	t.Helper()
	v, err := symbolViewOf(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	ge, _, err := v.callGraph(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range ge.g.Edges {
		l, c := 0, 0
		if e.File != "" {
			l, c = ge.position(e.File, e.Span.Start)
		}
		out = append(out, fmt.Sprintf("%s -> %s (%s) %s:%d:%d", e.From, e.To, e.Kind, filepath.Base(e.File), l, c))
	}
	for _, op := range ge.g.Ops {
		l, c := ge.position(op.File, op.Span.Start)
		out = append(out, fmt.Sprintf("op %s %s %s %s:%d:%d", op.From, op.Op, op.Table, filepath.Base(op.File), l, c))
	}
	slices.Sort(out)
	return out, ge
}

// TestCallGraphReusesUnconcernedFiles: after an edit, the graph takes the
// parts of the files the change does not concern from the last one, and
// is the graph a fresh build makes.
func TestCallGraphReusesUnconcernedFiles(t *testing.T) {
	root, p := openReuse(t, reuseFiles)
	if _, ge := graphText(t, p); ge.reused != 0 {
		t.Fatalf("first build reused %d files", ge.reused)
	}
	edits := []struct {
		name   string
		files  map[string]string
		reused int
	}{
		// A body edit of B: the other three files come from the last graph.
		{"body", map[string]string{"src/B.Codeunit.al": "codeunit 50702 \"Reuse B\"\n{\n    procedure Run(var Item: Record \"Reuse Item\")\n    begin\n\n        Item.Post();\n        Item.Post();\n    end;\n}\n"}, 3},
		// A subscriber to the table's insert: A's Insert gains an edge, so
		// A (which names the table) is built again; Other is not.
		{"subscriber", map[string]string{"src/Other.Codeunit.al": "codeunit 50703 \"Reuse Other\"\n{\n    procedure Noop()\n    begin\n    end;\n\n" +
			"    [EventSubscriber(ObjectType::Table, Database::\"Reuse Item\", 'OnAfterInsertEvent', '', false, false)]\n    local procedure AfterInsert(var Rec: Record \"Reuse Item\")\n    begin\n    end;\n}\n"}, 0},
		// A validates the field Qty, which then gains a trigger: A's
		// Validate gains an edge though A spells neither the trigger nor
		// anything the table's header changed (symbols.DeclChange.Affects).
		{"validate call", map[string]string{"src/A.Codeunit.al": "codeunit 50701 \"Reuse A\"\n{\n    procedure Run(var Item: Record \"Reuse Item\")\n    begin\n        Item.Post();\n        Item.Insert(true);\n        Item.Validate(Qty, 1);\n    end;\n}\n"}, 2},
		{"field trigger", map[string]string{"src/Item.Table.al": reuseTable("trigger OnValidate() begin end;")}, 2},
	}
	all := map[string]string{}
	for k, v := range reuseFiles {
		all[k] = v
	}
	for _, e := range edits {
		wstest.WriteFiles(t, root, e.files)
		for k, v := range e.files {
			all[k] = v
		}
		got, ge := graphText(t, p)
		if ge.reused < e.reused {
			t.Errorf("%s: reused %d files, want at least %d", e.name, ge.reused, e.reused)
		}
		_, fresh := openReuse(t, all)
		want, _ := graphText(t, fresh)
		if !slices.Equal(got, want) {
			t.Errorf("%s: the graph after the edit differs from a fresh one:\n%q\nwant:\n%q", e.name, got, want)
		}
	}
}
