package query

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/workspace"
	"github.com/alfix/alfix/workspace/internal/wstest"
)

// symbolRepo writes lib (a source dependency whose internals Consumer
// sees) and consumer, and opens a workspace on consumer.
func symbolRepo(t *testing.T, watch bool) (string, *workspace.Project) {
	t.Helper()
	repo := t.TempDir()
	wstest.WriteFiles(t, repo, map[string]string{
		"lib/app.json":              wstest.LibAppJSON,
		"lib/src/LibTable.Table.al": strings.Replace(wstest.LibTable, "    }\n}", "    }\n    internal procedure Secret() begin end;\n    local procedure Mine() begin end;\n}", 1),
		"consumer/app.json":         wstest.ConsumerAppJSON,
		"consumer/src/Ext.al":       wstest.ConsumerExt,
		"consumer/src/Use.al":       "codeunit 50101 Use\n{\n    procedure Run(var T: Record \"Lib Table\")\n    begin\n        T.Secret();\n        T.Name := 'x';\n    end;\n}\n",
	})
	w, err := workspace.Open(context.Background(), workspace.Options{Roots: []string{filepath.Join(repo, "consumer")}, SourceRoots: []string{repo}, Registry: emptyRegistry(t), Watch: watch})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Close() })
	return repo, w.Primary()
}

func TestSymbolQueriesOfAFriend(t *testing.T) {
	_, p := symbolRepo(t, false)
	ctx := context.Background()
	// Consumer is Lib's friend: internal procedures are visible, local ones not.
	res, err := FindSymbols(ctx, p, SymbolSearch{Text: "Secret", Match: symbols.MatchExact})
	if err != nil || len(res.Hits) != 1 || res.Hits[0].Access != "internal" || res.Hits[0].Source.Origin != OriginSource || res.Hits[0].Source.Line != 8 {
		t.Fatalf("friend: %+v %v", res, err)
	}
	_, err = FindSymbols(ctx, p, SymbolSearch{Text: "Mine", Match: symbols.MatchExact})
	var se *SymbolError
	if !errors.As(err, &se) || se.Problem != SymbolNotFound {
		t.Errorf("a local procedure of a dependency: %v", err)
	}
	// By id, and the object's composition.
	d, err := DescribeObject(ctx, p, ObjectRef{Kind: "table", Name: "50000"})
	if err != nil || d.Object.Name != "Lib Table" || len(d.Extensions) != 1 || len(d.Fields) != 3 || len(d.Procedures) != 1 {
		t.Fatalf("describe by id: %+v %v", d, err)
	}
	// The internal procedure's caller.
	refs, err := FindReferences(ctx, p, ReferencesRequest{Object: ObjectRef{Kind: "table", Name: "Lib Table"}, Member: "Secret"})
	if err != nil || len(refs.References) != 1 || refs.References[0].Caller.Routine != "Run" || refs.References[0].Line != 5 {
		t.Fatalf("references: %+v %v", refs, err)
	}
	// A second call reuses the listing; an edit makes a new one.
	again, _ := FindReferences(ctx, p, ReferencesRequest{Object: ObjectRef{Kind: "table", Name: "Lib Table"}, Member: "Secret"})
	if again.Page.Digest != refs.Page.Digest || again.Elapsed != refs.Elapsed {
		t.Errorf("the listing was computed again")
	}
	wstest.WriteFiles(t, p.Root, map[string]string{"src/Use.al": "codeunit 50101 Use\n{\n    procedure Run(var T: Record \"Lib Table\")\n    begin\n        T.Secret();\n        T.Secret();\n    end;\n}\n"})
	after, _ := FindReferences(ctx, p, ReferencesRequest{Object: ObjectRef{Kind: "table", Name: "Lib Table"}, Member: "Secret"})
	if after.Page.Digest == refs.Page.Digest || len(after.References) != 2 {
		t.Errorf("after an edit: %d references, same digest %v", len(after.References), after.Page.Digest == refs.Page.Digest)
	}
	// Source of a member of a source dependency.
	st, err := Source(ctx, p, SourceRequest{Object: ObjectRef{Kind: "table", Name: "Lib Table"}, Member: "Name"})
	if err != nil || len(st.Lines) != 1 || !strings.Contains(st.Lines[0], "field(2; Name; Text[50])") || st.FirstLine != 6 {
		t.Fatalf("source: %+v %v", st, err)
	}
	// No idRanges.
	if _, err := FreeIDs(ctx, p, FreeIDsRequest{}); !errors.As(err, &se) || se.Problem != NoIDRanges {
		t.Errorf("free ids without ranges: %v", err)
	}
}

// emptyRegistry is a registry without rules: the queries read the summary
// whatever rules run.
func emptyRegistry(t testing.TB) *analysis.Registry {
	t.Helper()
	reg, err := analysis.NewRegistry()
	if err != nil {
		t.Fatal(err)
	}
	return reg
}
