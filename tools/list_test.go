package tools

import (
	"context"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// TestToolsListGolden pins what clients see of the tools: names, titles,
// annotations, descriptions and schemas.
func TestToolsListGolden(t *testing.T) {
	cs := connect(t, openWorkspace(t, fixture(t)), nil)
	res, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	got, err := json.MarshalIndent(res.Tools, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	got = append(got, '\n')
	golden := filepath.Join("testdata", "tools_list.golden.json")
	if *update {
		if err := os.WriteFile(golden, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test -update)", err)
	}
	if string(got) != string(want) {
		t.Errorf("tools/list differs from %s (run go test -update and review the diff)", golden)
	}

	for name, desc := range sharedParams {
		if !strings.Contains(Instructions, name+": "+strings.TrimSuffix(desc, ".")) {
			t.Errorf("the instructions do not define the shared parameter %s as %q", name, desc)
		}
	}
	names := []string{}
	for _, tool := range res.Tools {
		names = append(names, tool.Name)
		a := tool.Annotations
		if tool.Title == "" || a == nil || a.Title != "" || a.OpenWorldHint == nil || *a.OpenWorldHint {
			t.Errorf("%s: title or annotations incomplete: %+v", tool.Name, a)
		}
		// A read-only tool leaves out the hints MCP reads only for tools
		// that write; a writing one says it is destructive and not idempotent.
		readOnly := !strings.HasPrefix(tool.Name, "apply_") && tool.Name != "rename_symbol" && tool.Name != "add_affix"
		if a.ReadOnlyHint != readOnly || readOnly && (a.DestructiveHint != nil || !a.IdempotentHint) ||
			!readOnly && (a.DestructiveHint == nil || !*a.DestructiveHint || a.IdempotentHint) {
			t.Errorf("%s: annotations %+v", tool.Name, a)
		}
		if tool.OutputSchema == nil {
			t.Errorf("%s: no output schema", tool.Name)
		}
		schema, _ := json.Marshal(tool.InputSchema)
		if strings.Contains(string(schema), `"default"`) {
			t.Errorf("%s: input schema has a default keyword", tool.Name)
		}
		var in struct {
			Properties map[string]struct {
				Description string `json:"description"`
			} `json:"properties"`
			AdditionalProperties *bool `json:"additionalProperties"`
		}
		json.Unmarshal(schema, &in)
		if in.AdditionalProperties != nil {
			t.Errorf("%s: input schema says additionalProperties (decode refuses unknown names and accepts former ones)", tool.Name)
		}
		for name, p := range in.Properties {
			// A shared parameter is described once, in the instructions.
			if _, shared := sharedParams[name]; p.Description == "" && !shared {
				t.Errorf("%s.%s: no description", tool.Name, name)
			}
		}
	}
	if strings.Join(names, ",") != "add_affix,analyze,apply_fix,apply_fix_all,call_hierarchy,describe_object,events,find_references,find_symbols,free_ids,get_fixes,get_source,list_rules,rename_symbol" {
		t.Errorf("tools = %v", names)
	}
}

// The budget of tools/list (issue 49): every client pays for the list on
// every turn. The whole JSON-RPC answer stays within 24 KB (6k tokens at 4
// bytes a token; o200k_base counts fewer, see docs/CONTRACT.md), the
// descriptions and input schemas within 12 KB, and no tool's description
// over 400 bytes (a sentence or two).
func TestToolsListBudget(t *testing.T) {
	cs := connect(t, openWorkspace(t, fixture(t)), nil)
	res, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	wire, err := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "result": res})
	if err != nil {
		t.Fatal(err)
	}
	const maxBytes, maxDescIn, maxDesc = 24 << 10, 12 << 10, 400
	descIn := 0
	for _, tool := range res.Tools {
		in, _ := json.Marshal(tool.InputSchema)
		descIn += len(tool.Description) + len(in)
		if len(tool.Description) > maxDesc {
			t.Errorf("%s: description of %d bytes, over %d", tool.Name, len(tool.Description), maxDesc)
		}
	}
	t.Logf("tools/list: %d bytes (~%d tokens at 4 bytes/token), descriptions + input schemas %d bytes", len(wire), len(wire)/4, descIn)
	if len(wire) > maxBytes {
		t.Errorf("tools/list is %d bytes, over the budget of %d", len(wire), maxBytes)
	}
	if descIn > maxDescIn {
		t.Errorf("descriptions + input schemas are %d bytes, over the budget of %d", descIn, maxDescIn)
	}
}

// Results must match the published output schemas: every required
// property present, no property the schema does not list.
func TestResultsMatchOutputSchemas(t *testing.T) {
	root := fixture(t)
	ws := openWorkspace(t, root)
	cs := connect(t, ws, nil)
	schemas := map[string]map[string]any{}
	for _, d := range definitions(ws, nil) {
		schemas[d.tool.Name] = d.tool.OutputSchema.(map[string]any)
	}
	calls := map[string]string{
		"analyze":       `{}`,
		"list_rules":    `{"verbose":true}`,
		"get_fixes":     `{"projectPath":` + jstr(root) + `,"filePath":"src/Main.Codeunit.al","diagnosticId":"TT0001","line":6,"column":5}`,
		"apply_fix":     `{"projectPath":` + jstr(root) + `,"filePath":"src/Main.Codeunit.al","diagnosticId":"TT0001","line":6,"column":5,"dryRun":true}`,
		"apply_fix_all": `{"projectPath":` + jstr(root) + `,"diagnosticId":"TT0001","dryRun":true}`,
	}
	for name, args := range calls {
		var v any
		success(t, call(t, cs, name, args), &v)
		checkSchema(t, name, schemas[name], v)
	}
}

func checkSchema(t *testing.T, at string, s map[string]any, v any) {
	t.Helper()
	checkSchemaIn(t, at, s, s, v)
}

// checkSchemaIn checks v against s, resolving $ref in root's $defs.
func checkSchemaIn(t *testing.T, at string, root, s map[string]any, v any) {
	t.Helper()
	if ref, ok := s["$ref"].(string); ok {
		defs, _ := root["$defs"].(map[string]any)
		d, ok := defs[strings.TrimPrefix(ref, "#/$defs/")].(map[string]any)
		if !ok {
			t.Errorf("%s: unresolved $ref %s", at, ref)
			return
		}
		s = d
	}
	switch s["type"] {
	case "object":
		obj, ok := v.(map[string]any)
		if !ok {
			t.Errorf("%s: want an object, got %T", at, v)
			return
		}
		props, _ := s["properties"].(map[string]any)
		if props == nil {
			if s["additionalProperties"] == nil {
				return // an object whose fields the schema does not list
			}
			for k, x := range obj {
				checkSchemaIn(t, at+"."+k, root, s["additionalProperties"].(map[string]any), x)
			}
			return
		}
		req, _ := s["required"].([]string)
		for _, r := range req {
			if _, ok := obj[r]; !ok {
				t.Errorf("%s: required %s missing", at, r)
			}
		}
		for k, x := range obj {
			ps, ok := props[k].(map[string]any)
			if !ok {
				t.Errorf("%s: property %s not in the schema", at, k)
				continue
			}
			checkSchemaIn(t, at+"."+k, root, ps, x)
		}
	case "array":
		arr, ok := v.([]any)
		if !ok {
			t.Errorf("%s: want an array, got %T", at, v)
			return
		}
		for _, x := range arr {
			checkSchemaIn(t, at+"[]", root, s["items"].(map[string]any), x)
		}
	case "string":
		if _, ok := v.(string); !ok {
			t.Errorf("%s: want a string, got %T", at, v)
		}
	case "integer", "number":
		if _, ok := v.(float64); !ok {
			t.Errorf("%s: want a number, got %T", at, v)
		}
	case "boolean":
		if _, ok := v.(bool); !ok {
			t.Errorf("%s: want a boolean, got %T", at, v)
		}
	}
}
