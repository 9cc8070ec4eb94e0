package tools

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/alfix/alfix/internal/testsize"
)

// hugeBaseArgs are valid calls of the native tools over the fixture
// ($ROOT is the project): the fuzz below replaces one string parameter at
// a time. The fix tools run as dry runs, so the fixture stays as it is.
var hugeBaseArgs = map[string]string{
	"analyze":         `{}`,
	"list_rules":      `{}`,
	"get_fixes":       `{"projectPath":"$ROOT","filePath":"src/Main.Codeunit.al","diagnosticId":"TT0001","line":6,"column":5}`,
	"apply_fix":       `{"projectPath":"$ROOT","filePath":"src/Main.Codeunit.al","diagnosticId":"TT0001","line":6,"column":5,"dryRun":true}`,
	"apply_fix_all":   `{"projectPath":"$ROOT","diagnosticId":"TT0001","dryRun":true}`,
	"find_symbols":    `{"query":"Fixture"}`,
	"describe_object": `{"objectType":"codeunit","object":"Fixture Main"}`,
	"find_references": `{"objectType":"codeunit","object":"Fixture Main"}`,
	"events":          `{"objectType":"codeunit","object":"Fixture Main"}`,
	"free_ids":        `{}`,
	"get_source":      `{"objectType":"codeunit","object":"Fixture Main"}`,
	"call_hierarchy":  `{"objectType":"codeunit","object":"Fixture Main","member":"Run"}`,
	"rename_symbol":   `{"projectPath":"$ROOT","filePath":"src/Main.Codeunit.al","line":1,"column":18,"newName":"Fixture Start","dryRun":true}`,
	"add_affix":       `{"projectPath":"$ROOT","prefix":"FX","dryRun":true}`,
}

// validPrefix is a value of the parameter that the tool would take, so
// that a value starting with it gets past the first checks.
func validPrefix(root, param string, base map[string]any) string {
	if s, ok := base[param].(string); ok {
		return s
	}
	switch param {
	case "projectPath":
		return root + string(filepath.Separator)
	case "filePath", "folderPath":
		return "src/Main.Codeunit.al"
	case "diagnosticId", "ruleIds":
		return "TT0001"
	case "codeAnalyzers":
		return "${CodeCop}"
	case "analyzers", "copFilter":
		return "CodeCop"
	case "severities":
		return "Warning"
	case "equivalenceKey":
		return "TT0001.Lower"
	case "fileHash":
		return strings.Repeat("0", 64)
	case "cursor":
		return "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
	case "scope":
		return "document"
	case "compiler":
		return "off"
	case "member", "event":
		return "Run"
	case "memberKind":
		return "procedure"
	case "objectType":
		return "codeunit"
	case "object":
		return "Fixture Main"
	case "kinds":
		return "codeunit"
	case "projections":
		return "procedures"
	case "match":
		return "prefix"
	}
	return "x"
}

// stringShape says how a parameter of an input schema takes strings: as a
// string, an array of strings, or either (a spec list).
func stringShape(schema map[string]any) (str, arr bool) {
	if s, ok := schema["anyOf"].([]any); ok {
		for _, alt := range s {
			a, _ := alt.(map[string]any)
			s, r := stringShape(a)
			str, arr = str || s, arr || r
		}
		return str, arr
	}
	switch schema["type"] {
	case "string":
		return true, false
	case "array":
		items, _ := schema["items"].(map[string]any)
		return false, items["type"] == "string"
	}
	return false, false
}

// TestHugeStringArgumentsStayBounded calls every native tool with every
// string parameter (and every string in an array parameter) set to values
// of 1 to 4 units (a unit is over the result bound by default, 1 MiB with
// ALFIX_LARGE_TESTS), plain and behind a valid-looking prefix (and with a
// parameter name of a unit, and array parameters with a unit/8 items): every answer
// stays under the size bound, repeats no more than a cut of the value, and
// none is Faulted (issue 37, item 7).
func TestHugeStringArgumentsStayBounded(t *testing.T) {
	root := fixture(t)
	ws := openWorkspace(t, root)
	cs := connect(t, ws, nil)
	ctx := context.Background()

	list, err := cs.ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	// unit is the size of a huge value: over the result bound, so an answer
	// that echoed one whole would exceed it, and over the 1 KiB that no
	// answer may repeat; the full size (ALFIX_LARGE_TESTS) uses MiBs, as the
	// transport's worst case. Each unit costs the transport's decoding.
	unit := testsize.Pick(DefaultMaxResultBytes+64<<10, 1<<20)
	filler := func(n int, c byte) string { return strings.Repeat(string(c), n) }
	calls, tools, fuzzed := 0, 0, 0
	// check makes one call and checks its answer: under the bound, not
	// repeating 1 KiB of fill, not Faulted.
	check := func(label, tool string, args map[string]any, fill string) {
		t.Helper()
		raw, err := json.Marshal(args)
		if err != nil {
			t.Fatal(err)
		}
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: tool, Arguments: json.RawMessage(raw)})
		calls++
		if err != nil {
			t.Errorf("%s: protocol error: %.300v", label, err)
			return
		}
		whole, err := json.Marshal(res)
		if err != nil {
			t.Fatal(err)
		}
		if size := len(whole) + messageOverhead; size > DefaultMaxResultBytes {
			t.Errorf("%s: the answer is %d bytes, over the bound of %d: %.300s", label, size, DefaultMaxResultBytes, whole)
		}
		if strings.Contains(string(whole), fill[:1024]) {
			t.Errorf("%s: the answer repeats over 1 KiB of the value: %.300s", label, whole)
		}
		if res.IsError {
			var te ToolError
			if err := json.Unmarshal([]byte(text(t, res)), &te); err != nil {
				t.Errorf("%s: not an envelope: %.300s", label, text(t, res))
			} else if te.Code == CodeFaulted {
				t.Errorf("%s: Faulted: %.400s", label, text(t, res))
			}
		}
	}
	for _, tool := range list.Tools {
		baseText, ok := hugeBaseArgs[tool.Name]
		if !ok {
			t.Errorf("tool %s has no base call in hugeBaseArgs", tool.Name)
			continue
		}
		tools++
		var base map[string]any
		if err := json.Unmarshal([]byte(strings.ReplaceAll(baseText, "$ROOT", root)), &base); err != nil {
			t.Fatal(err)
		}
		schema, _ := tool.InputSchema.(map[string]any)
		props, _ := schema["properties"].(map[string]any)
		names := make([]string, 0, len(props))
		for name := range props {
			names = append(names, name)
		}
		sort.Strings(names)
		for _, name := range names {
			ps, _ := props[name].(map[string]any)
			str, arr := stringShape(ps)
			if !str && !arr {
				continue
			}
			prefix := validPrefix(root, name, base)
			type variant struct {
				label string
				value any
				fill  string // the filler the answer must not repeat whole
			}
			var vs []variant
			// Every shape the parameter takes with the valid prefix, the
			// first shape alone with the plain values (each MiB costs the
			// transport's decoding).
			add := func(label string, n int, c byte, withPrefix, everyShape bool) {
				f := filler(n, c)
				s := f
				if withPrefix {
					s = prefix + f
				}
				if str {
					vs = append(vs, variant{label + " string", s, f})
				}
				if arr && (everyShape || !str) {
					vs = append(vs, variant{label + " item", []string{prefix, s}, f})
				}
				if str && arr && everyShape {
					b, _ := json.Marshal([]string{s})
					vs = append(vs, variant{label + " array in a string", string(b), f})
				}
			}
			// The plain value's size goes round 1 to 4 units from one
			// parameter to the next.
			plain := 1 + fuzzed%4
			fuzzed++
			add(fmt.Sprintf("%d bytes", plain*unit), plain*unit, 'q', false, false)
			add("valid prefix + 1 unit", unit, 'k', true, true)
			if arr {
				// Many short items adding up to over 1 unit.
				many := make([]string, unit/8)
				for i := range many {
					many[i] = fmt.Sprintf("%s%d", prefix, i)
				}
				vs = append(vs, variant{fmt.Sprintf("%d items", len(many)), many, strings.Repeat(prefix+"1", 200)})
			}
			for _, v := range vs {
				args := maps.Clone(base)
				args[name] = v.value
				check(fmt.Sprintf("%s %s=%s", tool.Name, name, v.label), tool.Name, args, v.fill)
			}
		}
		// A parameter name of 1 unit.
		args := maps.Clone(base)
		args[filler(unit, 'n')] = true
		check(tool.Name+" with a huge parameter name", tool.Name, args, filler(unit, 'n'))
	}
	if tools != len(hugeBaseArgs) {
		t.Errorf("%d tools listed, %d base calls", tools, len(hugeBaseArgs))
	}
	t.Logf("%d tools, %d parameters, %d calls", tools, fuzzed, calls)
}

// clip keeps a short value whole and cuts a long one on a character
// boundary, saying how long it was; every field of an envelope is cut as
// it leaves.
func TestClip(t *testing.T) {
	for _, c := range []struct {
		in    string
		limit int
		want  string
	}{
		{"", 3, ""},
		{"abc", 3, "abc"},
		{"abcd", 3, "abc…(4 bytes)"},
		{"äöü", 3, "äöü"},                 // 6 bytes, 3 characters
		{"äöüß", 3, "äöü…(8 bytes)"},      // never half a character
		{"a\xffbc", 2, "a\xff…(4 bytes)"}, // an invalid byte counts as one
		{"😀😀😀", 1, "😀…(12 bytes)"},        // four bytes each
		{strings.Repeat("x", 5), 0, "…(5 bytes)"},
	} {
		if got := clip(c.in, c.limit); got != c.want {
			t.Errorf("clip(%q, %d) = %q, want %q", c.in, c.limit, got, c.want)
		}
	}
	if got := echo(strings.Repeat("é", 300)); got != strings.Repeat("é", echoLimit)+"…(600 bytes)" {
		t.Errorf("echo cut to %d runes: %q", len([]rune(got)), got)
	}

	huge := strings.Repeat("y", 3<<20)
	te := &ToolError{Code: CodeNotFound, Message: huge, FilePath: huge, DiagnosticID: huge, Detail: huge,
		Candidates: []FixInfo{{EquivalenceKey: huge, Title: huge, ProviderName: huge}}}
	b := te.JSON()
	if len(b) > 8*(fieldLimit+32)+200 {
		t.Errorf("an envelope of 3 MiB fields is %d bytes as JSON", len(b))
	}
	var back ToolError
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if back.Candidates[0].Title != clip(huge, fieldLimit) || back.DiagnosticID != clip(huge, fieldLimit) {
		t.Errorf("fields not cut to %d characters", fieldLimit)
	}
	if te.Message != huge || te.Candidates[0].Title != huge {
		t.Error("JSON changed the envelope it encodes")
	}
}
