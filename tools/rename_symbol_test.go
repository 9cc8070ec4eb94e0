package tools

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alfix/alfix/workspace/rename"
)

func TestRenameSymbolTool(t *testing.T) {
	root := fixture(t)
	ws := openWorkspace(t, root)
	ctx := context.Background()
	main := filepath.Join(root, "src", "Main.Codeunit.al")
	before, _ := os.ReadFile(main)
	args := RenameSymbolArgs{ProjectPath: ptr(root), FilePath: ptr("src/Main.Codeunit.al"), Line: ptr(1), Column: ptr(18), NewName: ptr("Fixture Start"), DryRun: true}
	res, te := RenameSymbol(ctx, ws, args)
	if te != nil {
		t.Fatal(te)
	}
	if res.Applied || res.Kind != string(rename.KindObject) || res.OldName != "Fixture Main" || len(res.FilesChanged) != 1 ||
		!strings.Contains(res.Diff, `-codeunit 50100 "Fixture Main"`) || !strings.Contains(res.Diff, `+codeunit 50100 "Fixture Start"`) || res.Compile != nil {
		t.Fatalf("dry run: %+v", res)
	}
	if now, _ := os.ReadFile(main); string(now) != string(before) {
		t.Fatal("the dry run wrote")
	}
	args.DryRun = false
	res, te = RenameSymbol(ctx, ws, args)
	if te != nil {
		t.Fatal(te)
	}
	if !res.Applied || res.Compile == nil || res.Compile.State == "" {
		t.Fatalf("write: %+v", res)
	}
	if now, _ := os.ReadFile(main); !strings.HasPrefix(string(now), `codeunit 50100 "Fixture Start"`) {
		t.Fatalf("written: %s", now)
	}
	// A collision is refused with its reason, nothing written.
	args.NewName = ptr("fixture other")
	written, _ := os.ReadFile(main)
	if _, te := RenameSymbol(ctx, ws, args); te == nil || te.Code != CodeInvalid || te.Reason != string(rename.Collision) || !strings.Contains(te.Message, "nothing was written") {
		t.Fatalf("collision: %+v", te)
	}
	if now, _ := os.ReadFile(main); string(now) != string(written) {
		t.Fatal("a refused rename wrote")
	}
	// Nothing at the position.
	args.Line, args.Column, args.NewName = ptr(2), ptr(1), ptr("X")
	if _, te := RenameSymbol(ctx, ws, args); te == nil || te.Code != CodeNotFound || te.Reason != "NoSymbolAtPosition" {
		t.Fatalf("nothing here: %+v", te)
	}
	// Missing arguments.
	if _, te := RenameSymbol(ctx, ws, RenameSymbolArgs{ProjectPath: ptr(root), FilePath: ptr("src/Main.Codeunit.al"), Line: ptr(1), Column: ptr(18)}); te == nil || te.Code != CodeInvalid {
		t.Fatalf("no newName: %+v", te)
	}
}

func TestAddAffixTool(t *testing.T) {
	root := fixture(t)
	ws := openWorkspace(t, root)
	ctx := context.Background()
	// No prefix given and no AppSourceCop.json: refused.
	if _, te := AddAffix(ctx, ws, AddAffixArgs{ProjectPath: ptr(root)}); te == nil || te.Reason != string(rename.NoAffix) {
		t.Fatalf("no affix: %+v", te)
	}
	res, te := AddAffix(ctx, ws, AddAffixArgs{ProjectPath: ptr(root), Prefix: ptr("FX"), DryRun: true})
	if te != nil {
		t.Fatal(te)
	}
	if res.Applied || res.Renamed != 3 || !strings.Contains(res.Diff, `+codeunit 50100 "FX Fixture Main"`) {
		t.Fatalf("dry run: %+v", res)
	}
}

// Over MCP, the results match the published output schemas, and a
// refusal is one envelope.
func TestRenameToolsOverMCP(t *testing.T) {
	root := fixture(t)
	ws := openWorkspace(t, root)
	cs := connect(t, ws, nil)
	schemas := map[string]map[string]any{}
	for _, d := range renameDefinitions(ws) {
		schemas[d.tool.Name] = d.tool.OutputSchema.(map[string]any)
	}
	calls := []struct{ name, args string }{
		{"add_affix", `{"projectPath":` + jstr(root) + `,"prefix":"FX","dryRun":true}`},
		{"rename_symbol", `{"projectPath":` + jstr(root) + `,"filePath":"src/Main.Codeunit.al","line":1,"column":18,"newName":"Fixture Start"}`},
	}
	for _, c := range calls {
		var v map[string]any
		success(t, call(t, cs, c.name, c.args), &v)
		checkSchema(t, c.name, schemas[c.name], v)
		if c.name == "rename_symbol" && (v["applied"] != true || v["compileChecks"] == nil) {
			t.Errorf("rename_symbol: %v", v)
		}
	}
	res := call(t, cs, "rename_symbol", `{"projectPath":`+jstr(root)+`,"filePath":"src/Main.Codeunit.al","line":1,"column":18,"newName":"Fixture Other"}`)
	if !res.IsError {
		t.Fatalf("collision over MCP: %+v", res)
	}
}
