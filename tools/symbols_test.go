package tools

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/packages"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// symbolCalls are successful calls of every symbol tool on the fixture.
func symbolCalls(app string) map[string]string {
	pp := `"projectPath":` + jstr(app) + `,`
	return map[string]string{
		"find_symbols":    `{` + pp + `"query":"Post","match":"fuzzy"}`,
		"describe_object": `{` + pp + `"objectType":"table","object":"Fab Item"}`,
		"find_references": `{` + pp + `"objectType":"table","object":"Fab Item","member":"Description"}`,
		"events":          `{` + pp + `"objectType":"table","object":"Fab Item","event":"OnBeforePost"}`,
		"free_ids":        `{` + pp + `"objectType":"table","object":"Fab Item"}`,
		"get_source":      `{` + pp + `"objectType":"codeunit","object":"Pkg Mgt","member":"DoIt"}`,
		"call_hierarchy":  `{` + pp + `"objectType":"table","object":"Fab Item","member":"Post","depth":2}`,
	}
}

func TestSymbolResultsMatchOutputSchemas(t *testing.T) {
	root := symbolFixture(t)
	ws := openSymbolWorkspace(t, root)
	cs := connect(t, ws, nil)
	schemas := map[string]map[string]any{}
	for _, d := range symbolDefinitions(ws) {
		schemas[d.tool.Name] = d.tool.OutputSchema.(map[string]any)
	}
	calls := symbolCalls(filepath.Join(root, "app"))
	// And the shapes the first calls do not show.
	more := map[string]string{
		"find_symbols":    `{"query":"Fab Item","match":"exact"}`,
		"describe_object": `{"objectType":"page","object":"Nope"}`,
		"events":          `{"objectType":"table","object":"Fab Item"}`,
		"free_ids":        `{}`,
		"get_source":      `{"objectType":"table","object":"Fab Item","member":"Post","overload":2}`,
		"call_hierarchy":  `{"objectType":"table","object":"Fab Item","direction":"writes"}`,
	}
	if len(schemas) != 7 {
		t.Fatalf("%d symbol tools", len(schemas))
	}
	for name, args := range calls {
		var v any
		success(t, call(t, cs, name, args), &v)
		checkSchema(t, name, schemas[name], v)
		if b, _ := json.Marshal(v); len(b) > SymbolResultBytes {
			t.Errorf("%s: %d bytes", name, len(b))
		}
		if a, ok := more[name]; ok {
			res := call(t, cs, name, a)
			if res.IsError {
				continue // describe_object Nope: an envelope, checked elsewhere
			}
			var w any
			success(t, res, &w)
			checkSchema(t, name+" "+a, schemas[name], w)
		}
	}
}

func decodeCall[T any](t *testing.T, cs *mcp.ClientSession, name, args string) T {
	t.Helper()
	var v T
	success(t, call(t, cs, name, args), &v)
	return v
}

func TestFindSymbols(t *testing.T) {
	root := symbolFixture(t)
	cs := connect(t, openSymbolWorkspace(t, root), nil)
	app := filepath.Join(root, "app")
	res := decodeCall[FindSymbolsResult](t, cs, "find_symbols", `{"query":"Post","match":"prefix"}`)
	var got []string
	for _, h := range res.Symbols {
		got = append(got, h.Kind+" "+h.Name+"@"+h.Container.Name+" "+h.Origin)
	}
	// Internal and local procedures of Fab Lib are hidden (Fab App is no
	// friend); so is the internal codeunit Fab Post.
	want := []string{"procedure Post@Fab Item dependency", "procedure Post@Fab Item dependency", "procedure PostAll@Fab Poster project"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("hits %q, want %q", got, want)
	}
	h := res.Symbols[0]
	if h.Signature != "procedure Post(Qty: Decimal): Boolean" || h.App != "Fabrikam Fab Lib 2.0.0.0" || h.Source.Origin != "source" ||
		h.Source.FilePath != filepath.Join(root, "lib", "src", "FabItem.Table.al") || h.Source.Line != 18 || h.Source.Column != 15 ||
		h.Source.StartLine != 17 || h.Source.EndLine != 22 || h.Container.ObjectType != "table" || *h.Container.ID != 50000 {
		t.Errorf("first hit: %+v %+v", h, h.Source)
	}
	if res.TotalCount != 3 || res.Count != 3 || res.Truncated || res.NextCursor != "" || res.Offset != 0 {
		t.Errorf("page: %+v", res.PageFields)
	}
	// Packages: source embedded or not, no positions.
	pkg := decodeCall[FindSymbolsResult](t, cs, "find_symbols", `{"query":"Mgt","match":"fuzzy","kinds":["codeunit"]}`)
	if len(pkg.Symbols) != 2 {
		t.Fatalf("package hits: %+v", pkg.Symbols)
	}
	for _, h := range pkg.Symbols {
		embedded := h.Name == "Pkg Mgt"
		if h.Source.Origin != "package" || h.Source.Embedded == nil || *h.Source.Embedded != embedded || h.Source.Line != 0 ||
			!strings.HasSuffix(h.Source.Package, ".app") || h.Source.SourceFile == "" {
			t.Errorf("%s: %+v", h.Name, h.Source)
		}
	}
	// Members of one object and its extensions, of the project's own only.
	in := decodeCall[FindSymbolsResult](t, cs, "find_symbols", `{"query":"o","match":"fuzzy","kinds":["field"],"objectType":"table","object":"Fab Item"}`)
	got = nil
	for _, h := range in.Symbols {
		got = append(got, h.Name+"@"+h.Container.Name)
	}
	if want := []string{"No.@Fab Item", "Color@Fab Item Ext", "Description@Fab Item"}; !reflect.DeepEqual(got, want) {
		t.Errorf("fields of Fab Item: %q, want %q", got, want)
	}
	own := decodeCall[FindSymbolsResult](t, cs, "find_symbols", `{"query":"Fab","scope":"project","kinds":["object"]}`)
	for _, h := range own.Symbols {
		if h.Origin != "project" || h.Source.Origin != "project" || !strings.HasPrefix(h.Source.FilePath, app) || h.Source.Line == 0 {
			t.Errorf("project scope: %+v", h)
		}
	}
	if len(own.Symbols) != 3 {
		t.Errorf("project objects: %d", len(own.Symbols))
	}
}

func TestDescribeObject(t *testing.T) {
	root := symbolFixture(t)
	cs := connect(t, openSymbolWorkspace(t, root), nil)
	d := decodeCall[DescribeObjectResult](t, cs, "describe_object", `{"objectType":"table","object":"\"Fab Item\""}`)
	if d.Object.Signature != `table 50000 "Fab Item"` || len(d.Extensions) != 1 || d.Extensions[0].Name != "Fab Item Ext" || d.Extensions[0].Origin != "project" {
		t.Fatalf("object %+v extensions %+v", d.Object, d.Extensions)
	}
	if !reflect.DeepEqual(d.Projections, []string{"fields", "keys", "procedures", "events"}) || d.Truncated {
		t.Errorf("projections %v truncated %v", d.Projections, d.Truncated)
	}
	var fields []string
	for _, f := range *d.Fields {
		fields = append(fields, f.Name+":"+f.Type+":"+f.Extension)
	}
	// Secret is internal: not visible.
	if want := []string{`No.:Code[20]:`, "Description:Text[100]:", `Kind:Enum "Fab Kind":`, "Color:Text[30]:Fab Item Ext"}; !reflect.DeepEqual(fields, want) {
		t.Errorf("fields %q, want %q", fields, want)
	}
	var procs []string
	for _, p := range *d.Procedures {
		procs = append(procs, p.Name+p.Extension)
	}
	if want := []string{"Post", "Post", "PaintFab Item Ext"}; !reflect.DeepEqual(procs, want) {
		t.Errorf("procedures %q", procs)
	}
	var events []string
	for _, e := range *d.Events {
		events = append(events, e.Name+":"+e.EventType)
	}
	if want := []string{"OnBeforePost:IntegrationEvent", "OnAfterPost:IntegrationEvent"}; !reflect.DeepEqual(events, want) {
		t.Errorf("events %q", events)
	}
	if len(*d.Keys) != 1 || (*d.Keys)[0].Fields[0] != "No." || d.Counts["fields"] != 4 || d.Values != nil {
		t.Errorf("keys %+v counts %v", *d.Keys, d.Counts)
	}
	e := decodeCall[DescribeObjectResult](t, cs, "describe_object", `{"objectType":"enum","object":"50002","projections":["values","properties"]}`)
	var values []string
	for _, v := range *e.Values {
		values = append(values, v.Name+v.Extension)
	}
	if want := []string{"None", "Item", "ServiceFab Kind Ext"}; !reflect.DeepEqual(values, want) || len(*e.Properties) != 1 {
		t.Errorf("enum values %q properties %+v", values, e.Properties)
	}
	// An id is accepted as a number too (issue 49: object 18 was refused).
	n := decodeCall[DescribeObjectResult](t, cs, "describe_object", `{"objectType":"enum","object":50002,"projections":["values","properties"]}`)
	if !reflect.DeepEqual(n.Values, e.Values) || n.Object.Name != e.Object.Name {
		t.Errorf("object 50002 as a number: %+v, as a string: %+v", n.Object, e.Object)
	}
}

func TestFindReferencesTool(t *testing.T) {
	root := symbolFixture(t)
	cs := connect(t, openSymbolWorkspace(t, root), nil)
	r := decodeCall[FindReferencesResult](t, cs, "find_references", `{"objectType":"table","object":"Fab Item","member":"Description"}`)
	var got []string
	for _, x := range r.References {
		got = append(got, filepath.Base(x.FilePath)+":"+itoa(x.Line)+":"+itoa(x.Column)+" "+x.Kind+" "+x.Caller.Object+"."+x.Caller.Routine+" | "+x.Text)
	}
	want := []string{
		"ItemExt.TableExt.al:6:16 modify Fab Item Ext. | modify(Description) { Caption = 'Text'; }",
		"Poster.Codeunit.al:9:14 write Fab Poster.PostAll | Item.Description := 'Posted';",
		"Poster.Codeunit.al:16:22 read Fab Poster.Report | Message(Item.Description);",
		"Poster.Codeunit.al:22:14 write Fab Poster.HandleBeforePost | Item.Description := '';",
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("references:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if r.Target.Kind != "field" || r.Target.Name != "Description" || r.CallerCount != 4 || r.Stats.FilesSearched != 3 || r.Stats.FilesParsed != 2 {
		t.Errorf("target %+v callers %d stats %+v", r.Target, r.CallerCount, r.Stats)
	}
	calls := decodeCall[FindReferencesResult](t, cs, "find_references", `{"objectType":"table","object":"Fab Item","member":"Post","memberKind":"procedure"}`)
	if calls.TotalCount != 2 || calls.References[0].Kind != "call" || calls.Callers[0].Count != 2 || calls.Callers[0].Routine != "PostAll" {
		t.Errorf("calls of Post: %+v", calls)
	}
	sub := decodeCall[FindReferencesResult](t, cs, "find_references", `{"objectType":"table","object":"Fab Item","member":"OnBeforePost"}`)
	if sub.TotalCount != 1 || sub.References[0].Kind != "subscriber" || sub.Target.Kind != "event" {
		t.Errorf("subscriber: %+v", sub)
	}
	pkg := decodeCall[FindReferencesResult](t, cs, "find_references", `{"objectType":"codeunit","object":"Pkg Mgt"}`)
	if pkg.TotalCount != 1 || pkg.References[0].Kind != "type" {
		t.Errorf("package codeunit: %+v", pkg.References)
	}
}

func TestEventsTool(t *testing.T) {
	root := symbolFixture(t)
	cs := connect(t, openSymbolWorkspace(t, root), nil)
	all := decodeCall[EventsResult](t, cs, "events", `{"objectType":"table","object":"Fab Item"}`)
	// The two declared events, then the table's ten trigger events.
	if all.TotalCount != 12 || all.Events[2].EventType != "TriggerEvent" || all.Events[0].Name != "OnBeforePost" || all.Events[0].SubscriberCount != 1 || all.Events[0].SubscriberTemplate != "" ||
		all.Events[1].Name != "OnAfterPost" || !all.Events[1].IncludeSender || all.Events[1].SubscriberCount != 0 {
		t.Fatalf("events: %+v", all.Events)
	}
	s := all.Events[0].Subscribers[0]
	if s.Object != "Fab Poster" || s.Procedure != "HandleBeforePost" || s.Line != 20 || !strings.HasSuffix(s.FilePath, "Poster.Codeunit.al") {
		t.Errorf("subscriber: %+v", s)
	}
	one := decodeCall[EventsResult](t, cs, "events", `{"objectType":"table","object":"Fab Item","event":"onafterpost"}`)
	want := "[EventSubscriber(ObjectType::Table, Database::\"Fab Item\", OnAfterPost, '', false, false)]\n" +
		"local procedure \"Fab Item_OnAfterPost\"(var Sender: Record \"Fab Item\"; var Item: Record \"Fab Item\"; Qty: Decimal)\nbegin\nend;\n"
	if len(one.Events) != 1 || one.Events[0].SubscriberTemplate != want || one.Events[0].Attribute != "IntegrationEvent(true, false)" {
		t.Errorf("one event: %+v", one.Events)
	}
	// A trigger event that takes an element: its template needs element.
	bare := decodeCall[EventsResult](t, cs, "events", `{"objectType":"table","object":"Fab Item","event":"OnAfterValidateEvent"}`)
	if len(bare.Events) != 1 || bare.Events[0].SubscriberTemplate != "" {
		t.Errorf("OnAfterValidateEvent without element: %+v", bare.Events)
	}
	field := decodeCall[EventsResult](t, cs, "events", `{"objectType":"table","object":"Fab Item","event":"OnAfterValidateEvent","element":"No."}`)
	if len(field.Events) != 1 || !strings.Contains(field.Events[0].SubscriberTemplate, `OnAfterValidateEvent, "No."`) {
		t.Errorf("OnAfterValidateEvent of No.: %+v", field.Events)
	}
	if env := envelope(t, call(t, cs, "events", `{"objectType":"table","object":"Fab Item","element":"No."}`)); !strings.Contains(env, "'element' needs 'event'") {
		t.Errorf("element without event: %s", env)
	}
}

func TestFreeIDsTool(t *testing.T) {
	root := symbolFixture(t)
	cs := connect(t, openSymbolWorkspace(t, root), nil)
	all := decodeCall[FreeIDsResult](t, cs, "free_ids", `{"limit":3}`)
	byKind := map[string]FreeIDsEntry{}
	for _, e := range all.Results {
		byKind[e.Kind] = e
	}
	if e := byKind["tableextension"]; !reflect.DeepEqual(e.Free, []int{50101, 50102, 50103}) || e.Taken != 1 || e.Size != 10 || *e.Next != 50101 {
		t.Errorf("tableextension: %+v", e)
	}
	if e := byKind["codeunit"]; !reflect.DeepEqual(e.Free, []int{50100, 50102, 50103}) {
		t.Errorf("codeunit: %+v", e)
	}
	if len(all.IDRanges) != 1 || all.IDRanges[0] != (IDRangeEntry{50100, 50109}) {
		t.Errorf("ranges: %+v", all.IDRanges)
	}
	fields := decodeCall[FreeIDsResult](t, cs, "free_ids", `{"objectType":"table","object":"Fab Item","limit":2}`)
	if e := fields.Results[0]; e.Kind != "field" || !reflect.DeepEqual(e.Free, []int{50101, 50102}) || e.Taken != 1 || fields.Object.Name != "Fab Item" {
		t.Errorf("fields: %+v", fields)
	}
	values := decodeCall[FreeIDsResult](t, cs, "free_ids", `{"objectType":"enumextension","object":"Fab Kind Ext","count":1}`)
	if e := values.Results[0]; e.Kind != "enumvalue" || !reflect.DeepEqual(e.Free, []int{50101}) {
		t.Errorf("values: %+v", values)
	}
	// count is limit's former name: accepted, with a note.
	if w := strings.Join(values.Warnings, "|"); !strings.Contains(w, "'count' is deprecated") {
		t.Errorf("no deprecation note for count: %q", values.Warnings)
	}
	if w := strings.Join(all.Warnings, "|"); strings.Contains(w, "deprecated") {
		t.Errorf("a deprecation note without a former name: %q", all.Warnings)
	}
	// A table of the project's own: ids after its highest.
	writeFile(t, filepath.Join(root, "app", "src", "Own.Table.al"), "table 50105 Own { fields { field(1; A; Integer) { } field(7; B; Integer) { } } }\n")
	own := decodeCall[FreeIDsResult](t, cs, "free_ids", `{"objectType":"table","object":"Own","count":2}`)
	if e := own.Results[0]; !reflect.DeepEqual(e.Free, []int{8, 9}) || e.Note == "" {
		t.Errorf("own table: %+v", e)
	}
	tables := decodeCall[FreeIDsResult](t, cs, "free_ids", `{"objectType":"table","count":2}`)
	if e := tables.Results[0]; len(tables.Results) != 1 || !reflect.DeepEqual(e.Free, []int{50100, 50101}) || e.Taken != 1 {
		t.Errorf("tables: %+v", tables.Results)
	}
}

// TestGetSourceReadsLocals (issue 49): get_source reads a dependency's
// local procedures: one the symbols list as local (a source dependency),
// and one they leave out, as Microsoft's packages do, whose package embeds
// its source.
func TestGetSourceReadsLocals(t *testing.T) {
	root := symbolFixture(t)
	const withLocal = "codeunit 70001 \"Pkg Mgt\"\n{\n    procedure DoIt()\n    begin\n        Twice(2);\n    end;\n\n" +
		"    local procedure Twice(N: Integer)\n    begin\n        Message('%1', 2 * N);\n    end;\n\n" +
		"    local procedure Twice(S: Text)\n    begin\n        Message(S + S);\n    end;\n}\n"
	// The symbols of Pkg Mgt without its local procedures, the source with them.
	var files []*symbols.FileSymbols
	for name, src := range map[string]string{"PkgTable.Table.al": pkgSources, "PkgMgt.Codeunit.al": pkgMgt} {
		files = append(files, symbols.Extract(syntax.Parse(name, []byte(src), syntax.Options{})))
	}
	var buf bytes.Buffer
	if err := packages.Write(&buf, packages.Manifest{App: symbols.App{ID: "cccccccc-0000-0000-0000-00000000000c", Name: "Fab Pkg",
		Publisher: "Fabrikam", Version: "1.2.0.0"}, Platform: "24.0.0.0"}, files); err != nil {
		t.Fatal(err)
	}
	data := addSources(t, buf.Bytes(), map[string]string{"PkgTable.Table.al": pkgSources, "PkgMgt.Codeunit.al": withLocal})
	if err := os.WriteFile(filepath.Join(root, "app", ".alpackages", "Fabrikam_Fab Pkg_1.0.0.0.app"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	cs := connect(t, openSymbolWorkspace(t, root), nil)

	helper := decodeCall[GetSourceResult](t, cs, "get_source", `{"objectType":"table","object":"Fab Item","member":"Helper"}`)
	if !strings.Contains(helper.Text, "local procedure Helper()") || helper.Symbol.Access != "local" || helper.Symbol.Origin != "dependency" {
		t.Errorf("a source dependency's local procedure: %q %+v", helper.Text, helper.Symbol)
	}
	twice := decodeCall[GetSourceResult](t, cs, "get_source", `{"objectType":"codeunit","object":"Pkg Mgt","member":"twice"}`)
	if twice.Text != "    local procedure Twice(N: Integer)\n    begin\n        Message('%1', 2 * N);\n    end;\n" ||
		twice.Symbol.Kind != "procedure" || twice.Symbol.Signature != "local procedure Twice(N: Integer)" || twice.Overloads != 2 ||
		twice.Symbol.Source.Origin != "package" || twice.Symbol.Source.Line != 8 {
		t.Errorf("a package's local procedure: %q %+v %+v", twice.Text, twice.Symbol, twice.Symbol.Source)
	}
	second := decodeCall[GetSourceResult](t, cs, "get_source", `{"objectType":"codeunit","object":"Pkg Mgt","member":"Twice","memberKind":"procedure","overload":2}`)
	if second.Text != "    local procedure Twice(S: Text)\n    begin\n        Message(S + S);\n    end;\n" || second.StartLine != 13 {
		t.Errorf("its second overload: %q %+v", second.Text, second)
	}
	for _, args := range []string{
		`{"objectType":"codeunit","object":"Pkg Mgt","member":"Thrice"}`,
		`{"objectType":"codeunit","object":"Pkg Mgt","member":"Twice","overload":3}`,
		`{"objectType":"codeunit","object":"Pkg Mgt","member":"Twice","memberKind":"field"}`,
	} {
		if env := envelope(t, call(t, cs, "get_source", args)); !strings.HasPrefix(env, `{"error":"NotFound"`) {
			t.Errorf("%s: %v", args, env)
		}
	}
}

func TestGetSource(t *testing.T) {
	root := symbolFixture(t)
	cs := connect(t, openSymbolWorkspace(t, root), nil)
	// From a package's embedded src/, doc comment included.
	pkg := decodeCall[GetSourceResult](t, cs, "get_source", `{"objectType":"codeunit","object":"Pkg Mgt","member":"DoIt"}`)
	if pkg.Text != "    /// Does it.\n    procedure DoIt()\n    begin\n        Message('done');\n    end;\n" || pkg.StartLine != 3 || pkg.EndLine != 7 ||
		pkg.Symbol.Source.Origin != "package" || pkg.Symbol.Source.Line != 4 || pkg.TotalCount != 5 || pkg.Truncated {
		t.Errorf("package source: %q %+v", pkg.Text, pkg)
	}
	// An overload, from a source dependency.
	ov := decodeCall[GetSourceResult](t, cs, "get_source", `{"objectType":"table","object":"Fab Item","member":"Post","overload":2}`)
	if !strings.HasPrefix(ov.Text, "    procedure Post(Qty: Decimal; Silent: Boolean): Boolean\n") || ov.Overloads != 2 || ov.DeclarationStartLine != 24 {
		t.Errorf("overload: %q %+v", ov.Text, ov)
	}
	// A whole object of the project, a trigger, a field.
	obj := decodeCall[GetSourceResult](t, cs, "get_source", `{"objectType":"codeunit","object":"Fab Poster"}`)
	if !strings.HasPrefix(obj.Text, "codeunit 50101 \"Fab Poster\"\n{") || !strings.HasSuffix(obj.Text, "}\n") || obj.DeclarationEndLine != 24 {
		t.Errorf("object: %q", obj.Text)
	}
	field := decodeCall[GetSourceResult](t, cs, "get_source", `{"objectType":"table","object":"Fab Item","member":"Description","memberKind":"field"}`)
	if field.Text != "        field(2; Description; Text[100]) { }\n" || field.Symbol.Kind != "field" || *field.Symbol.ID != 2 {
		t.Errorf("field: %q %+v", field.Text, field.Symbol)
	}
	trigger := decodeCall[GetSourceResult](t, cs, "get_source", `{"objectType":"codeunit","object":"Fab Poster","member":"PostAll","memberKind":"procedure","limit":2}`)
	if trigger.Text != "    procedure PostAll(var Item: Record \"Fab Item\")\n    var\n" || !trigger.Truncated || trigger.TotalCount != 10 {
		t.Errorf("first lines: %q %+v", trigger.Text, trigger.PageFields)
	}
	// A line range (issue 49): file lines, within the declaration.
	part := decodeCall[GetSourceResult](t, cs, "get_source", `{"objectType":"codeunit","object":"Fab Poster","startLine":14,"endLine":17}`)
	if part.Text != "    procedure Report(Item: Record \"Fab Item\")\n    begin\n        Message(Item.Description);\n    end;\n" ||
		part.StartLine != 14 || part.EndLine != 17 || part.TotalCount != 4 || part.DeclarationStartLine != 1 || part.DeclarationEndLine != 24 || strings.Contains(strings.Join(part.Warnings, "|"), "outside") {
		t.Errorf("lines 14-17: %q %+v", part.Text, part)
	}
	tail := decodeCall[GetSourceResult](t, cs, "get_source", `{"objectType":"codeunit","object":"Fab Poster","member":"HandleBeforePost","startLine":21,"endLine":99}`)
	if tail.Text != "    begin\n        Item.Description := '';\n    end;\n" || tail.StartLine != 21 || !strings.Contains(strings.Join(tail.Warnings, "|"), "(lines 19 to 23): only its lines") {
		t.Errorf("lines 21-99 of a procedure: %q %q", tail.Text, tail.Warnings)
	}
	for args, want := range map[string]string{
		`"startLine":30`:                 "outside the declaration, which spans lines 1 to 24",
		`"startLine":9,"endLine":3`:      "'startLine' (9) is after 'endLine' (3)",
		`"member":"Report","endLine":12`: "outside the declaration, which spans lines 14 to 17",
	} {
		env := envelope(t, call(t, cs, "get_source", `{"objectType":"codeunit","object":"Fab Poster",`+args+`}`))
		if !strings.Contains(env, `"Invalid"`) || !strings.Contains(env, want) {
			t.Errorf("%s: %s", args, env)
		}
	}
}

func TestSymbolPagingReturnsEachHitOnce(t *testing.T) {
	root := symbolFixture(t)
	cs := connect(t, openSymbolWorkspace(t, root), nil)
	// find_symbols: a fuzzy query over everything, one page versus pages of 2.
	whole := decodeCall[FindSymbolsResult](t, cs, "find_symbols", `{"query":"e","match":"fuzzy","limit":200}`)
	if whole.Truncated || whole.TotalCount < 10 {
		t.Fatalf("whole listing: %d hits, truncated %v", whole.TotalCount, whole.Truncated)
	}
	key := func(h SymbolHit) string {
		b, _ := json.Marshal(h)
		return string(b)
	}
	var paged []string
	cursor := ""
	for page := 0; ; page++ {
		args := `{"query":"e","match":"fuzzy","limit":2`
		if cursor != "" {
			args += `,"cursor":` + jstr(cursor)
		}
		res := decodeCall[FindSymbolsResult](t, cs, "find_symbols", args+`}`)
		if res.Offset != len(paged) || res.Count != len(res.Symbols) || res.TotalCount != whole.TotalCount {
			t.Fatalf("page %d: %+v", page, res.PageFields)
		}
		for _, h := range res.Symbols {
			paged = append(paged, key(h))
		}
		if !res.Truncated {
			break
		}
		cursor = res.NextCursor
	}
	var all []string
	for _, h := range whole.Symbols {
		all = append(all, key(h))
	}
	if !reflect.DeepEqual(paged, all) {
		t.Errorf("pages differ from the whole listing:\n%q\n%q", paged, all)
	}
	seen := map[string]bool{}
	for _, k := range paged {
		if seen[k] {
			t.Errorf("hit twice: %s", k)
		}
		seen[k] = true
	}

	// describe_object: every list paged at once with limit 1.
	full := decodeCall[DescribeObjectResult](t, cs, "describe_object", `{"objectType":"table","object":"Fab Item","limit":500}`)
	lists := map[string][]string{}
	cursor = ""
	for {
		args := `{"objectType":"table","object":"Fab Item","limit":1`
		if cursor != "" {
			args += `,"cursor":` + jstr(cursor)
		}
		d := decodeCall[DescribeObjectResult](t, cs, "describe_object", args+`}`)
		for _, f := range *d.Fields {
			lists["fields"] = append(lists["fields"], f.Name)
		}
		for _, k := range *d.Keys {
			lists["keys"] = append(lists["keys"], k.Name)
		}
		for _, p := range *d.Procedures {
			lists["procedures"] = append(lists["procedures"], p.Signature)
		}
		for _, e := range *d.Events {
			lists["events"] = append(lists["events"], e.Name)
		}
		if !d.Truncated {
			break
		}
		cursor = d.NextCursor
	}
	want := map[string][]string{}
	for _, f := range *full.Fields {
		want["fields"] = append(want["fields"], f.Name)
	}
	for _, k := range *full.Keys {
		want["keys"] = append(want["keys"], k.Name)
	}
	for _, p := range *full.Procedures {
		want["procedures"] = append(want["procedures"], p.Signature)
	}
	for _, e := range *full.Events {
		want["events"] = append(want["events"], e.Name)
	}
	if !reflect.DeepEqual(lists, want) {
		t.Errorf("describe pages:\n%v\nwant\n%v", lists, want)
	}

	// find_references, events and get_source with limit 1.
	pageAll := func(tool, base string, items func(raw map[string]any) []any) []string {
		var out []string
		cursor := ""
		for range 100 {
			args := base + `,"limit":1`
			if cursor != "" {
				args += `,"cursor":` + jstr(cursor)
			}
			var raw map[string]any
			success(t, call(t, cs, tool, args+`}`), &raw)
			for _, it := range items(raw) {
				b, _ := json.Marshal(it)
				out = append(out, string(b))
			}
			if raw["truncated"] != true {
				return out
			}
			cursor = raw["nextCursor"].(string)
		}
		t.Fatalf("%s: no end of pages", tool)
		return nil
	}
	list := func(key string) func(map[string]any) []any {
		return func(raw map[string]any) []any { return raw[key].([]any) }
	}
	refs := pageAll("find_references", `{"objectType":"table","object":"Fab Item","member":"Description"`, list("references"))
	if len(refs) != 4 {
		t.Errorf("references paged: %d", len(refs))
	}
	evs := pageAll("events", `{"objectType":"table","object":"Fab Item"`, list("events"))
	if len(evs) != 12 { // two declared events and ten trigger events
		t.Errorf("events paged: %d", len(evs))
	}
	var text strings.Builder
	lines := pageAll("get_source", `{"objectType":"codeunit","object":"Fab Poster"`, func(raw map[string]any) []any {
		text.WriteString(raw["text"].(string))
		return []any{raw["startLine"]}
	})
	obj := decodeCall[GetSourceResult](t, cs, "get_source", `{"objectType":"codeunit","object":"Fab Poster"}`)
	if len(lines) != 24 || text.String() != obj.Text {
		t.Errorf("source pages: %d lines, text equal %v", len(lines), text.String() == obj.Text)
	}
}

func TestSymbolEnvelopes(t *testing.T) {
	root := symbolFixture(t)
	app := filepath.Join(root, "app")
	ws := openSymbolWorkspace(t, root)
	cs := connect(t, ws, nil)
	first := decodeCall[FindSymbolsResult](t, cs, "find_symbols", `{"query":"e","match":"fuzzy","limit":1}`)
	otherArgs := decodeCall[FindSymbolsResult](t, cs, "find_symbols", `{"query":"o","match":"fuzzy","limit":1}`)
	cases := []struct{ name, tool, args, want string }{
		{"Invalid/missing query", "find_symbols", `{}`,
			`{"error":"Invalid","message":"parameter 'query' is required"}`},
		{"Invalid/empty query", "find_symbols", `{"query":"  "}`,
			`{"error":"Invalid","message":"parameter 'query' must not be empty"}`},
		{"Invalid/NUL in a name", "describe_object", `{"objectType":"table","object":"A\u0000B"}`,
			`{"error":"Invalid","message":"parameter 'object' contains a NUL byte"}`},
		{"Invalid/a name too long", "get_source", `{"objectType":"table","object":"Fab Item","member":"` + strings.Repeat("x", 501) + `"}`,
			`{"error":"Invalid","message":"parameter 'member' is 501 bytes long; names have at most 500"}`},
		{"Invalid/unknown kind", "find_symbols", `{"query":"x","kinds":["widget"]}`,
			`{"error":"Invalid","message":"parameter 'kinds' has an unknown kind \"widget\"; use object kinds (` + strings.Join(objectTypes, ", ") + `), object, field, procedure, event or enumvalue"}`},
		{"Invalid/match", "find_symbols", `{"query":"x","match":"regex"}`,
			`{"error":"Invalid","message":"parameter 'match' must be one of exact, prefix, fuzzy, not \"regex\""}`},
		{"Invalid/object without type", "find_symbols", `{"query":"x","object":"Fab Item"}`,
			`{"error":"Invalid","message":"parameter 'object' needs 'objectType' (one of ` + strings.Join(objectTypes, ", ") + `)"}`},
		{"Invalid/limit too large", "find_symbols", `{"query":"x","limit":201}`,
			`{"error":"Invalid","message":"parameter 'limit' must be a positive integer no larger than 200, not 201"}`},
		{"Invalid/cursor garbage", "find_symbols", `{"query":"e","match":"fuzzy","cursor":"nope!"}`,
			`{"error":"Invalid","message":"parameter 'cursor' is not a nextCursor that find_symbols returned; leave it out for the first page"}`},
		{"Invalid/cursor of other arguments", "find_symbols", `{"query":"e","match":"fuzzy","cursor":` + jstr(otherArgs.NextCursor) + `}`,
			`{"error":"Invalid","message":"parameter 'cursor' was returned for other arguments; repeat the call that returned it with the same arguments (only limit may change)"}`},
		{"Invalid/unknown objectType", "describe_object", `{"objectType":"widget","object":"X"}`,
			`{"error":"Invalid","message":"parameter 'objectType' must be one of ` + strings.Join(objectTypes, ", ") + `, not \"widget\""}`},
		{"Invalid/projections", "describe_object", `{"objectType":"table","object":"X","projections":["triggers"]}`,
			`{"error":"Invalid","message":"parameter 'projections' has an unknown list \"triggers\"; use fields, keys, procedures, events, values, controls, actions, properties"}`},
		{"Invalid/memberKind without member", "find_references", `{"objectType":"table","object":"X","memberKind":"field"}`,
			`{"error":"Invalid","message":"parameter 'memberKind' needs 'member'"}`},
		{"Invalid/trigger outside get_source", "find_references", `{"objectType":"table","object":"X","member":"OnInsert","memberKind":"trigger"}`,
			`{"error":"Invalid","message":"parameter 'memberKind' must be one of field, procedure, event, enumvalue, not \"trigger\""}`},
		{"Invalid/free_ids object of a codeunit", "free_ids", `{"objectType":"codeunit","object":"Fab Poster"}`,
			`{"error":"Invalid","message":"parameter 'objectType' must be table or enum (or their extensions) with 'object', not codeunit: only fields and enum values have ids inside an object"}`},
		{"Invalid/overload without member", "get_source", `{"objectType":"table","object":"Fab Item","overload":1}`,
			`{"error":"Invalid","message":"parameter 'overload' needs 'member'"}`},
		{"Invalid/projectPath not a startup project", "events", `{"projectPath":"/nowhere","objectType":"table","object":"X"}`,
			`{"error":"Invalid","message":"parameter 'projectPath' (/nowhere) is not a project this server serves; pass a startup project (` + app + `) or a project below the --workspace folders, or start alfix with this folder in --projects or --workspace"}`},
		{"NotFound/SymbolNotFound with the closest names", "describe_object", `{"objectType":"table","object":"Fab Itme"}`,
			`{"error":"NotFound","message":"no table \"Fab Itme\" is visible to the project; it may be declared in a dependency whose symbols are not loaded: System; closest: table \"Fab Item\" (50000) in Fabrikam Fab Lib 2.0.0.0","reason":"SymbolNotFound"}`},
		{"NotFound/SymbolNotFound of a search", "find_symbols", `{"query":"Descripton","match":"exact"}`,
			`{"error":"NotFound","message":"no \"Descripton\" is visible to the project; it may be declared in a dependency whose symbols are not loaded: System; closest: field Description of table \"Fab Item\" in Fabrikam Fab Lib 2.0.0.0","reason":"SymbolNotFound"}`},
		{"NotFound/SymbolNotFound of a member", "find_references", `{"objectType":"table","object":"Fab Item","member":"Colour"}`,
			`{"error":"NotFound","message":"no member Colour of table \"Fab Item\" is visible to the project; it may be declared in a dependency whose symbols are not loaded: System; closest: field Color of tableextension \"Fab Item Ext\"","reason":"SymbolNotFound"}`},
		{"NotFound/SymbolNotAccessible (internal object)", "describe_object", `{"objectType":"codeunit","object":"Fab Post"}`,
			`{"error":"NotFound","message":"codeunit \"Fab Post\" exists but the project may not use it; it is internal to Fabrikam Fab Lib 2.0.0.0, which does not list this app in internalsVisibleTo","reason":"SymbolNotAccessible"}`},
		{"NotFound/SymbolNotAccessible (local procedure)", "find_references", `{"objectType":"table","object":"Fab Item","member":"Helper"}`,
			`{"error":"NotFound","message":"member Helper of table \"Fab Item\" exists but the project may not use it; it is local to table \"Fab Item\" of Fabrikam Fab Lib 2.0.0.0","reason":"SymbolNotAccessible"}`},
		{"NotFound/SymbolNotAccessible (internal field)", "find_references", `{"objectType":"table","object":"Fab Item","member":"Secret","memberKind":"field"}`,
			`{"error":"NotFound","message":"field Secret of table \"Fab Item\" exists but the project may not use it; it is internal to Fabrikam Fab Lib 2.0.0.0, which does not list this app in internalsVisibleTo","reason":"SymbolNotAccessible"}`},
		{"NotFound/SourceNotAvailable", "get_source", `{"objectType":"codeunit","object":"NoSrc Mgt"}`,
			`{"error":"NotFound","message":"the source of codeunit 71000 \"NoSrc Mgt\" is not available; the package ships no source (its publisher left it out: resourceExposurePolicy includeSourceInSymbolFile is off)","reason":"SourceNotAvailable","filePath":"` + filepath.Join(app, ".alpackages", "Fabrikam_Fab NoSrc_1.0.0.0.app") + `"}`},
		{"NotFound/SymbolNotFound of an event", "events", `{"objectType":"table","object":"Fab Item","event":"OnBeforPost"}`,
			`{"error":"NotFound","message":"no event OnBeforPost of table \"Fab Item\" is visible to the project; it may be declared in a dependency whose symbols are not loaded: System; closest: event OnBeforePost of table \"Fab Item\" in Fabrikam Fab Lib 2.0.0.0, event OnAfterPost of table \"Fab Item\" in Fabrikam Fab Lib 2.0.0.0","reason":"SymbolNotFound"}`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := envelope(t, call(t, cs, c.tool, c.args)); got != c.want {
				t.Errorf("got\n%s\nwant\n%s", got, c.want)
			}
		})
	}

	// Stale: every tool's cursor after a declaration and a source changed.
	paged := map[string]string{
		"describe_object": `"objectType":"table","object":"Fab Item"`,
		"find_references": `"objectType":"table","object":"Fab Item","member":"Description"`,
		"events":          `"objectType":"table","object":"Fab Item"`,
		"get_source":      `"objectType":"codeunit","object":"Fab Poster"`,
	}
	cursors := map[string]string{"find_symbols": first.NextCursor}
	for tool, args := range paged {
		var raw map[string]any
		success(t, call(t, cs, tool, `{`+args+`,"limit":1}`), &raw)
		cursors[tool] = raw["nextCursor"].(string)
	}
	paged["find_symbols"] = `"query":"e","match":"fuzzy"`
	writeFile(t, filepath.Join(app, "src", "New.Codeunit.al"), "codeunit 50104 \"Fab Extra\" { procedure Everything() begin end; }\n")
	poster := filepath.Join(app, "src", "Poster.Codeunit.al")
	writeFile(t, poster, readText(t, poster)+"// changed\n")
	for tool, args := range paged {
		got := envelope(t, call(t, cs, tool, `{`+args+`,"cursor":`+jstr(cursors[tool])+`}`))
		if want := `{"error":"Stale","message":"what this cursor pages through changed since it was returned (a file or a dependency changed); call ` + tool + ` again without cursor for a fresh first page"}`; got != want {
			t.Errorf("%s stale: %s", tool, got)
		}
	}
	// A cursor of one tool is no cursor of another.
	if got := envelope(t, call(t, cs, "events", `{"objectType":"table","object":"Fab Item","cursor":`+jstr(cursors["describe_object"])+`}`)); !strings.Contains(got, `"error":"Invalid"`) {
		t.Errorf("a describe_object cursor given to events: %s", got)
	}

	// NotFound/NoIdRanges: app.json without idRanges.
	manifest := filepath.Join(app, "app.json")
	b, _ := os.ReadFile(manifest)
	writeFile(t, manifest, strings.Replace(string(b), `"idRanges": [{ "from": 50100, "to": 50109 }],`, "", 1))
	if got, want := envelope(t, call(t, cs, "free_ids", `{}`)), `{"error":"NotFound","message":"no free ids of `+app+`: app.json declares no idRanges; add idRanges to app.json","reason":"NoIdRanges"}`; got != want {
		t.Errorf("no id ranges:\n%s\n%s", got, want)
	}
	// A table of the project's own needs none.
	writeFile(t, filepath.Join(app, "src", "Mine.Table.al"), "table 50106 Mine { fields { field(3; A; Integer) { } } }\n")
	success(t, call(t, cs, "free_ids", `{"objectType":"table","object":"Mine"}`), nil)
	writeFile(t, manifest, string(b))

	// Faulted/ReadFailed: the source file cannot be read.
	readHook = func() ([]byte, error) { return nil, errors.New("disk on fire") }
	got := envelope(t, call(t, cs, "get_source", `{"objectType":"codeunit","object":"Fab Poster"}`))
	readHook = nil
	file := filepath.Join(app, "src", "Poster.Codeunit.al")
	if want := `{"error":"Faulted","message":"` + file + ` could not be read: disk on fire","reason":"ReadFailed","filePath":"` + file + `","detail":"*errors.errorString"}`; got != want {
		t.Errorf("read failed:\n%s\n%s", got, want)
	}
}
