package packages

import (
	"bytes"
	"cmp"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/symbols"
)

var sampleManifest = Manifest{
	App:      symbols.App{ID: "3f0c9a51-7e2b-4d8a-9c61-2b5e8f4a7d10", Name: "Alfix Sample", Publisher: "alfix", Version: "1.0.0.0"},
	Platform: "26.0.0.0", Application: "26.0.0.0", Runtime: "15.0",
	Dependencies:       []symbols.App{{ID: "63ca2fa4-4f03-4f2b-a480-172fef340d3f", Name: "System Application", Publisher: "Microsoft", Version: "26.0.0.0"}},
	InternalsVisibleTo: []symbols.App{{ID: "bbbbbbbb-0000-0000-0000-000000000003", Name: "Friend", Publisher: "Tests"}},
	IDRanges:           []IDRange{{50100, 50149}},
	Features:           []string{"NoImplicitWith"},
}

// withoutMentions returns copies of files without their mentioned names.
func withoutMentions(files []*symbols.FileSymbols) []*symbols.FileSymbols {
	out := make([]*symbols.FileSymbols, len(files))
	for i, f := range files {
		c := *f
		c.Mentions = nil
		out[i] = &c
	}
	return out
}

// roundTrip exports files, reads the package back both ways and checks
// the exact read gives the same model and the JSON read the same model as
// far as SymbolReference.json carries it.
func roundTrip(t *testing.T, files []*symbols.FileSymbols) {
	t.Helper()
	b := export(t, sampleManifest, files)
	p := readBytes(t, "export.app", b, Options{})
	if !p.Exact {
		t.Fatal("the exact copy was not read")
	}
	// A package carries declarations, not what a file's code mentions
	// (symbols.FileSymbols.Mentions, a fact of source files only).
	if !reflect.DeepEqual(jsonOf(t, p.Files), jsonOf(t, withoutMentions(files))) {
		t.Fatal("export -> read does not give the same declarations")
	}
	for _, f := range p.Files {
		if len(f.Mentions) != 0 {
			t.Fatalf("%s: a package gave mentioned names %q", f.File, f.Mentions)
		}
	}
	if !reflect.DeepEqual(p.Manifest, sampleManifest) {
		t.Errorf("manifest:\n got %+v\nwant %+v", p.Manifest, sampleManifest)
	}
	if !bytes.Equal(export(t, sampleManifest, p.Files), b) {
		t.Error("exporting what was read gives other bytes")
	}

	j := readBytes(t, "export.app", b, Options{FromJSON: true})
	if j.Exact {
		t.Fatal("FromJSON read the exact copy")
	}
	want := map[string]any{}
	for _, f := range files {
		for i := range f.Objects {
			want[objectKey(f.File, &f.Objects[i])] = jsonOf(t, jsonView(&f.Objects[i]))
		}
	}
	got := map[string]any{}
	for _, f := range j.Files {
		for i := range f.Objects {
			got[objectKey(f.File, &f.Objects[i])] = jsonOf(t, jsonView(&f.Objects[i]))
		}
	}
	if len(got) != len(want) {
		t.Errorf("JSON read: %d objects, want %d", len(got), len(want))
		for k := range want {
			if _, ok := got[k]; !ok {
				t.Log("missing", k)
			}
		}
	}
	n := 0
	for k, w := range want {
		if g, ok := got[k]; !ok {
			t.Errorf("JSON read lost %s", k)
		} else if !reflect.DeepEqual(g, w) {
			t.Errorf("JSON read differs for %s:\n got %v\nwant %v", k, g, w)
		}
		if n++; t.Failed() && n > 5 {
			t.FailNow()
		}
	}
}

func objectKey(file string, o *symbols.Object) string {
	return file + "|" + o.Kind + "|" + o.Namespace + "|" + o.Name
}

// jsonView is an object as far as SymbolReference.json carries it: what
// the format has no place for is cleared (object and field triggers, the namespace of an
// extended base, modify and move changes, table extension modify
// elements, xmlport elements), values alfix derives from source text are
// left out (a caption is the caption text in a package), and types are
// compared without their text as written (the package spells it
// canonically).
func jsonView(o *symbols.Object) symbols.Object {
	v := *o
	v.Triggers = nil
	v.ExtendsNamespace = ""
	if v.Kind == "xmlport" {
		v.DataItems = nil
	}
	if v.Kind == "query" || v.Kind == "report" || v.Kind == "reportextension" {
		// Query and report columns and query filters are read from source only.
		v.DataItems = nil
		for _, d := range o.DataItems {
			if d.Kind != "column" && d.Kind != "filter" {
				v.DataItems = append(v.DataItems, d)
			}
		}
	}
	v.Fields = nil
	for _, fl := range o.Fields {
		if fl.Modify {
			continue
		}
		fl.Caption = ""
		fl.Triggers = nil
		fl.Type = typeView(fl.Type)
		v.Fields = append(v.Fields, fl)
	}
	v.Procedures = nil
	for _, p := range o.Procedures {
		p.HasBody = false // a package does not say; the reader assumes a body outside interfaces
		p.Return = typeView(p.Return)
		p.Parameters = append([]symbols.Parameter(nil), p.Parameters...)
		for i := range p.Parameters {
			p.Parameters[i].Type = typeView(p.Parameters[i].Type)
		}
		v.Procedures = append(v.Procedures, p)
	}
	if v.Kind == "controladdin" {
		// A package lists a control add-in's methods and its events apart:
		// their order relative to each other is not carried.
		slices.SortStableFunc(v.Procedures, func(a, b symbols.Procedure) int {
			return cmp.Compare(boolRank(a.Event), boolRank(b.Event))
		})
	}
	v.Variables = nil
	for _, vr := range o.Variables {
		vr.Type = typeView(vr.Type)
		v.Variables = append(v.Variables, vr)
	}
	v.Controls = controlsView(o.Controls)
	v.Actions = controlsView(o.Actions)
	return v
}

func boolRank(b bool) int {
	if b {
		return 1
	}
	return 0
}

func typeView(t *symbols.Type) *symbols.Type {
	if t == nil {
		return &symbols.Type{}
	}
	c := *t
	c.Text = ""
	c.Args = nil
	for _, a := range t.Args {
		c.Args = append(c.Args, *typeView(&a))
	}
	return &c
}

func controlsView(cs []symbols.Control) []symbols.Control {
	var out []symbols.Control
	for _, c := range cs {
		if c.Kind != "" {
			out = append(out, c)
		}
	}
	return out
}

func TestExportRoundTripSample(t *testing.T) {
	files := extractDir(t, filepath.Join("..", "..", "testdata", "sample"))
	if len(files) < 4 {
		t.Fatalf("sample: %d files", len(files))
	}
	roundTrip(t, files)
}

func TestExportRoundTripRuleFixtures(t *testing.T) {
	files := extractDir(t, filepath.Join("..", "rules")) // every cop package's testdata
	if len(files) < 300 {
		t.Fatalf("rule fixtures: only %d files", len(files))
	}
	objects := 0
	for _, f := range files {
		objects += len(f.Objects)
	}
	t.Logf("%d fixture files, %d objects", len(files), objects)
	roundTrip(t, files)
}

func TestExportRoundTripSymbolsFixture(t *testing.T) {
	roundTrip(t, extractTxtar(t, filepath.Join("..", "symbols", "testdata", "project.txtar")))
}

func TestReadSignedRuntimeAndWrapped(t *testing.T) {
	content := buildZip(t, zipEntry{"NavxManifest.xml", []byte(testManifestXML)},
		zipEntry{"SymbolReference.json", []byte("\ufeff" + `{"Tables":[{"Id":50000,"Name":"T","Fields":[{"Id":1,"Name":"F","TypeDefinition":{"Name":"Code[20]"}}]}],"AppId":"x"}`)},
		zipEntry{"src/T.Table.al", []byte("table 50000 T {}")})

	plain := readBytes(t, "plain.app", navx(content, nil), Options{})
	if plain.Signed || plain.Runtime || plain.Wrapped || plain.SourceFiles != 1 {
		t.Errorf("plain: %+v", plain)
	}
	m := plain.Manifest
	if m.App.ID != "aaaaaaaa-0000-0000-0000-000000000001" || m.App.Name != "Hand Made" || m.App.Version != "2.1.0.0" || m.Platform != "24.0.0.0" {
		t.Errorf("manifest identity: %+v", m.App)
	}
	if len(m.Dependencies) != 2 || m.Dependencies[1].ID != "11111111-0000-0000-0000-000000000002" || m.Dependencies[1].Version != "1.0.0.0" ||
		m.Dependencies[0].Version != "24.0.0.0" || len(m.InternalsVisibleTo) != 1 || m.IDRanges[0] != (IDRange{50000, 50099}) {
		t.Errorf("manifest lists: %+v", m)
	}
	if fl := plain.Files[0].Objects[0].Fields[0]; fl.Type.Kind != "Code" || fl.Type.Length != 20 {
		t.Errorf("field type: %+v", fl.Type)
	}

	signed := readBytes(t, "signed.app", navx(content, append([]byte("NXSB"), bytes.Repeat([]byte{0x30, 0x82}, 300)...)), Options{})
	if !signed.Signed || !reflect.DeepEqual(jsonOf(t, signed.Files), jsonOf(t, plain.Files)) {
		t.Errorf("signed package: signed=%v", signed.Signed)
	}

	runtime := readBytes(t, "Default publisher_AlRuntimePackage_18.3.24557.0.app", navx(append([]byte(".NEA\x00\x00\x00\x01"), bytes.Repeat([]byte{7}, 500)...), nil), Options{})
	if !runtime.Runtime || runtime.Files != nil || len(runtime.Warnings) != 1 {
		t.Errorf("runtime package: %+v", runtime)
	}
	if a := runtime.Manifest.App; a.Publisher != "Default publisher" || a.Name != "AlRuntimePackage" || a.Version != "18.3.24557.0" {
		t.Errorf("runtime identity from the file name: %+v", a)
	}

	inner := navx(content, []byte("NXSBsignature"))
	wrapper := navx(buildZip(t,
		zipEntry{"readytorunappmanifest.json", []byte(`{"EmbeddedAppId":"aaaaaaaa-0000-0000-0000-000000000001","EmbeddedAppFileName":"inner_2.1.0.0.app"}`)},
		zipEntry{"inner_2.1.0.0.app", inner},
		zipEntry{"publishedartifacts/x.dll", []byte("MZ")}), []byte("NXSB..."))
	wrapped := readBytes(t, "wrapper.app", wrapper, Options{})
	if !wrapped.Wrapped || !wrapped.Signed || wrapped.Manifest.App.Name != "Hand Made" || len(wrapped.Files) != 1 {
		t.Errorf("Ready2Run wrapper: %+v", wrapped)
	}
	twice := navx(buildZip(t, zipEntry{"readytorunappmanifest.json", []byte(`{}`)}, zipEntry{"w.app", wrapper}), nil)
	if _, err := Read("twice.app", bytes.NewReader(twice), int64(len(twice)), Options{}); !errors.Is(err, ErrMalformed) {
		t.Errorf("a wrapper in a wrapper: %v", err)
	}
}

func TestReadBOMPaddingNamespacesOldFormat(t *testing.T) {
	// Current format: namespaces nest one segment each, a namespace's Name
	// after its objects, NUL and 0x1A padding after the object.
	namespaced := "\ufeff" + `{"RuntimeVersion":"13.0","Namespaces":[{"Namespaces":[{"Tables":[{"Id":1,"Name":"No. Series","ReferenceSourceFileName":"NoSeries.Table.al",` +
		`"Fields":[{"Id":1,"Name":"Code","TypeDefinition":{"Name":"Code[20]"},"Properties":[{"Value":"Code","Name":"Caption"}]}],` +
		`"Keys":[{"FieldNames":["Code"],"Name":"Key1"}]}],"Codeunits":[{"Id":2,"Name":"Mgt","ReferenceSourceFileName":"Mgt.Codeunit.al",` +
		`"Methods":[{"Name":"Run","Parameters":[{"IsVar":true,"Name":"R","TypeDefinition":{"Name":"Record","Subtype":{"Name":"No. Series","Id":1}}}],` +
		`"ReturnTypeDefinition":{"Name":"Dictionary","TypeArguments":[{"Name":"Text"},{"Name":"List","TypeArguments":[{"Name":"Integer"}]}]},` +
		`"Attributes":[{"Arguments":[{"Value":"False"},{"Value":"False"}],"Name":"IntegrationEvent"}],"IsInternal":true}]}],"Name":"NoSeries"}],"Name":"Microsoft"}],` +
		`"Codeunits":[],"AppId":"x","Name":"N","Publisher":"P","Version":"1.0.0.0"}` + "\x00\x00\x1a\x1a"
	old := "\ufeff" + `{"Tables":[{"Fields":[{"TypeDefinition":{"Name":"Option","OptionMembers":[" ","Open","Closed"],"Temporary":false},` +
		`"Properties":[{"Value":"FlowField","Name":"FieldClass"},{"Value":"Pending","Name":"ObsoleteState"}],"Id":3,"Name":"Status"}],"Properties":[{"Value":"Internal","Name":"Access"}],"Id":7,"Name":"Old"}],` +
		`"Enums":[{"Values":[{"Ordinal":0,"Name":"A"},{"Id":5,"Name":"B"}],"Id":8,"Name":"E","ImplementedInterfaces":["IFoo"]}],` +
		`"Pages":[{"Controls":[{"Kind":0,"Name":"content","TypeDefinition":{"Name":"None","Temporary":false},"Controls":[{"Kind":8,"Name":"Status",` +
		`"TypeDefinition":{"Name":"Option","Temporary":false},"Properties":[{"Value":"Rec.Status","Name":"SourceExpression"}]},` +
		`{"Kind":6,"Name":"Lines","RelatedPagePartId":{"Name":"Sub","Id":9,"IsEmpty":false},"TypeDefinition":{"Name":"None","Temporary":false}}]}],` +
		`"Properties":[{"Value":"7","Name":"SourceTable"}],"Id":9,"Name":"Card"}],` +
		`"Codeunits":[{"Methods":[{"ReturnTypeDefinition":{"Name":"None","Temporary":false},"MethodKind":0,"Parameters":[{"Name":"X","TypeDefinition":` +
		`{"Name":"Record","Subtype":{"Name":"Old","Id":7,"IsEmpty":false},"Temporary":true}}],"Id":-12,"Name":"Go","IsLocal":true}],"Id":10,"Name":"C","Variables":[{"TypeDefinition":{"Name":"Text[30]","Temporary":false},"Protected":true,"Name":"G"}]}],` +
		`"AppId":"x","Name":"Old","Publisher":"P","Version":"1.0.0.0"}`
	for _, tc := range []struct{ name, js string }{{"namespaced", namespaced}, {"old", old}} {
		b := navx(buildZip(t, zipEntry{"NavxManifest.xml", []byte(testManifestXML)}, zipEntry{"SymbolReference.json", []byte(tc.js)}), nil)
		p := readBytes(t, tc.name+".app", b, Options{})
		sum := symbols.BuildApp(p.Info(), p.Files, nil)
		switch tc.name {
		case "namespaced":
			tbl := sum.ObjectIn("table", "Microsoft.NoSeries", "No. Series")
			if tbl == nil || tbl.Namespace != "Microsoft.NoSeries" || sum.Field(tbl, "code").Caption != "Code" || len(tbl.Keys) != 1 {
				t.Fatalf("namespaced table: %+v", tbl)
			}
			run := sum.Procedure(sum.Object("codeunit", "Microsoft.NoSeries.Mgt"), "Run")
			if run == nil || run.Access != "internal" || !run.EventPublisher || !run.Parameters[0].Var ||
				run.Parameters[0].Type.Object != "No. Series" || run.Parameters[0].Type.Text != `Record "No. Series"` {
				t.Fatalf("method: %+v", run)
			}
			if r := run.Return; r.Kind != "Dictionary" || len(r.Args) != 2 || r.Args[1].Kind != "List" || r.Text != "Dictionary of [Text, List of [Integer]]" {
				t.Errorf("generic return type: %+v", r)
			}
		case "old":
			tbl := sum.Table("Old")
			if tbl == nil || tbl.Access != "Internal" {
				t.Fatalf("old table: %+v", tbl)
			}
			st := tbl.Fields[0]
			if st.FieldClass != "FlowField" || st.ObsoleteState != "Pending" || st.OptionMembers != " ,Open,Closed" || st.Type.Kind != "Option" {
				t.Errorf("old field: %+v", st)
			}
			e := sum.Object("enum", "E")
			if e == nil || len(e.Values) != 2 || e.Values[1].ID != 5 || len(sum.Implementers("IFoo")) != 1 {
				t.Errorf("old enum: %+v", e)
			}
			card := sum.Object("page", "Card")
			if sum.PageSourceTable(card) != tbl || len(card.Controls) != 3 || card.Controls[1].Source != "Rec.Status" || card.Controls[2].Source != "Sub" || card.Controls[2].Kind != "part" {
				t.Errorf("old page: %+v", card)
			}
			c := sum.Object("codeunit", "C")
			if p := c.Procedures[0]; p.Access != "local" || !p.Parameters[0].Type.Temporary || p.Return.Kind != "" {
				t.Errorf("old method: %+v", p)
			}
			if v := c.Variables[0]; !v.Protected || v.Type.Length != 30 {
				t.Errorf("old variable: %+v", v)
			}
		}
	}
}

func TestReadRejectsMalformed(t *testing.T) {
	good := navx(buildZip(t, zipEntry{"NavxManifest.xml", []byte(testManifestXML)}, zipEntry{"SymbolReference.json", []byte(`{}`)}), nil)
	cases := map[string]struct {
		data []byte
		want error
	}{
		"empty":            {nil, ErrNotAPackage},
		"no header":        {[]byte("PK\x03\x04 not a package at all, long enough to have a header"), ErrNotAPackage},
		"truncated":        {good[:len(good)/2], ErrMalformed},
		"content too long": {append(append([]byte{}, good[:28]...), append([]byte{0xff, 0xff, 0xff, 0, 0, 0, 0, 0}, good[36:]...)...), ErrMalformed},
		"not zip":          {navx([]byte("garbage garbage"), nil), ErrMalformed},
		"no manifest":      {navx(buildZip(t, zipEntry{"SymbolReference.json", []byte(`{}`)}), nil), ErrMalformed},
		"bad manifest":     {navx(buildZip(t, zipEntry{"NavxManifest.xml", []byte(`<Package><App`)}), nil), ErrMalformed},
		"bad json": {navx(buildZip(t, zipEntry{"NavxManifest.xml", []byte(testManifestXML)},
			zipEntry{"SymbolReference.json", []byte(`{"Tables":[{"Id":1,"Name":"T"},`)}), nil), ErrMalformed},
		"deep namespaces": {navx(buildZip(t, zipEntry{"NavxManifest.xml", []byte(testManifestXML)},
			zipEntry{"SymbolReference.json", []byte(`{` + strings.Repeat(`"Namespaces":[{`, 100) + strings.Repeat(`}]`, 100) + `}`)}), nil), ErrMalformed},
	}
	for name, tc := range cases {
		_, err := Read(name+".app", bytes.NewReader(tc.data), int64(len(tc.data)), Options{})
		if !errors.Is(err, tc.want) || !strings.Contains(err.Error(), name+".app") {
			t.Errorf("%s: %v, want %v naming the file", name, err, tc.want)
		}
	}
	if _, err := Read("good.app", bytes.NewReader(good), int64(len(good)), Options{}); err != nil {
		t.Errorf("the good package: %v", err)
	}
}

func TestReadLimits(t *testing.T) {
	// A ZIP bomb: a small entry that inflates far beyond the ratio.
	bomb := navx(buildZip(t, zipEntry{"NavxManifest.xml", []byte(testManifestXML)},
		zipEntry{"SymbolReference.json", append([]byte(`{"Tables":[`), bytes.Repeat([]byte(" "), 8<<20)...)}), nil)
	if _, err := Read("bomb.app", bytes.NewReader(bomb), int64(len(bomb)), Options{}); !errors.Is(err, ErrMalformed) || !strings.Contains(err.Error(), "ratio") {
		t.Errorf("zip bomb: %v", err)
	}
	big := navx(buildZip(t, zipEntry{"NavxManifest.xml", []byte(testManifestXML)},
		zipEntry{"SymbolReference.json", []byte(`{"Tables":[{"Name":"` + strings.Repeat("x", 4000) + `"}]}`)}), nil)
	if _, err := Read("big.app", bytes.NewReader(big), int64(len(big)), Options{Limits: Limits{MaxEntrySize: 1000}}); !errors.Is(err, ErrTooLarge) {
		t.Errorf("entry size limit: %v", err)
	}
	if _, err := Read("big.app", bytes.NewReader(big), int64(len(big)), Options{Limits: Limits{MaxFileSize: 100}}); !errors.Is(err, ErrTooLarge) {
		t.Errorf("file size limit: %v", err)
	}
	many := []zipEntry{{"NavxManifest.xml", []byte(testManifestXML)}}
	for i := 0; i < 20; i++ {
		many = append(many, zipEntry{"f" + strings.Repeat("x", i), nil})
	}
	m := navx(buildZip(t, many...), nil)
	if _, err := Read("many.app", bytes.NewReader(m), int64(len(m)), Options{Limits: Limits{MaxEntries: 10}}); !errors.Is(err, ErrTooLarge) {
		t.Errorf("entry count limit: %v", err)
	}
	huge := navx(buildZip(t, zipEntry{"NavxManifest.xml", []byte(testManifestXML)},
		zipEntry{"SymbolReference.json", []byte(`{"Tables":[{"Id":1,"Name":"T","Properties":[` + strings.Repeat(`{"Name":"A","Value":"B"},`, 20000) + `{"Name":"A","Value":"B"}]}]}`)}), nil)
	if _, err := Read("huge.app", bytes.NewReader(huge), int64(len(huge)), Options{Limits: Limits{MaxObjectBytes: 1000}}); !errors.Is(err, ErrMalformed) {
		t.Errorf("declaration size limit: %v", err)
	}
}

func TestReadFileHashesAndSkipsOddDeclarations(t *testing.T) {
	js := `{"Tables":[{"Id":"not a number","Name":"Bad"},{"Id":2,"Name":"Good"},{"Id":3,"Name":["not","a","name"]}]}`
	b := navx(buildZip(t, zipEntry{"NavxManifest.xml", []byte(testManifestXML)}, zipEntry{"SymbolReference.json", []byte(js)}), nil)
	path := filepath.Join(t.TempDir(), "p.app")
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	p, err := ReadFile(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if p.Hash == ([32]byte{}) || p.Name != path {
		t.Error("ReadFile does not hash or name the package")
	}
	if len(p.Files) != 1 || p.Files[0].Objects[0].Name != "Good" || len(p.Warnings) != 1 || !strings.Contains(p.Warnings[0], "2 declaration(s)") {
		t.Errorf("odd declarations: files %+v warnings %q", p.Files, p.Warnings)
	}
	mo, err := ReadFile(path, Options{ManifestOnly: true})
	if err != nil || mo.Files != nil || mo.Manifest.App.Name != "Hand Made" {
		t.Errorf("manifest only: %+v %v", mo, err)
	}
}

func FuzzRead(f *testing.F) {
	sample := []*symbols.FileSymbols{{File: "a.al", Namespace: "N.S", Objects: []symbols.Object{{Kind: "table", ID: 1, Name: "T",
		Fields: []symbols.Field{{ID: 1, Name: "F", Type: &symbols.Type{Text: "Code[20]", Kind: "Code", Length: 20}}}}}}}
	var buf bytes.Buffer
	if err := Write(&buf, sampleManifest, sample); err != nil {
		f.Fatal(err)
	}
	f.Add(buf.Bytes())
	f.Add(navx(append([]byte(".NEA"), 1, 2, 3), nil))
	f.Add(navx(buildZip(f, zipEntry{"NavxManifest.xml", []byte(testManifestXML)},
		zipEntry{"SymbolReference.json", []byte("\ufeff" + `{"Namespaces":[{"Tables":[{"Id":1,"Name":"T","Fields":[{"Id":1,"Name":"F","TypeDefinition":{"Name":"Array","ArrayDimensions":[2],"TypeArguments":[{"Name":"Text[5]"}]}}]}],"Name":"X"}]}` + "\x00")}), []byte("NXSB")))
	lim := Limits{MaxFileSize: 1 << 20, MaxEntrySize: 4 << 20, MaxObjectBytes: 1 << 20, MaxEntries: 1000}
	f.Fuzz(func(t *testing.T, b []byte) {
		p, err := Read("fuzz.app", bytes.NewReader(b), int64(len(b)), Options{Limits: lim})
		if err != nil {
			if !strings.Contains(err.Error(), "fuzz.app") {
				t.Fatalf("error does not name the file: %v", err)
			}
			return
		}
		_ = symbols.BuildApp(p.Info(), p.Files, nil).AllObjects()
	})
}

// FuzzSymbolReference fuzzes the streamed JSON decoder on its own (the
// archive around it makes FuzzRead's mutations rarely reach it).
func FuzzSymbolReference(f *testing.F) {
	var buf bytes.Buffer
	files := []*symbols.FileSymbols{{File: "a.al", Namespace: "A.B", Objects: []symbols.Object{
		{Kind: "table", ID: 1, Name: "T", Fields: []symbols.Field{{ID: 1, Name: "F", Type: &symbols.Type{Kind: "Code", Length: 20}}}, Keys: []symbols.Key{{Name: "PK", Fields: []string{"F"}}}},
		{Kind: "page", ID: 2, Name: "P", Controls: []symbols.Control{{Kind: "area", Name: "Content"}, {Kind: "field", Name: "F", Source: "Rec.F", Parent: "Content"}}},
		{Kind: "codeunit", ID: 3, Name: "C", Procedures: []symbols.Procedure{{Name: "Run", Attributes: []symbols.Attribute{{Name: "IntegrationEvent", Args: []string{"false", "false"}}},
			Parameters: []symbols.Parameter{{Name: "R", Var: true, Type: &symbols.Type{Kind: "Record", Object: "T"}}}, Return: &symbols.Type{}}}},
		{Kind: "enum", ID: 4, Name: "E", Values: []symbols.EnumValue{{ID: 0, Name: "A"}}}}}}
	if err := writeSymbolReference(&buf, sampleManifest, files); err != nil {
		f.Fatal(err)
	}
	f.Add(buf.Bytes())
	f.Add([]byte(`{"Tables":[{"Fields":[{"TypeDefinition":{"Name":"Option","OptionMembers":["a"],"Temporary":false},"Id":3,"Name":"S"}],"Id":7,"Name":"Old"}],"Enums":[{"Values":[{"Ordinal":0,"Name":"A"}],"Id":8,"Name":"E"}]}`))
	f.Add([]byte("\ufeff{\"Namespaces\":[{\"Name\":\"X\",\"Namespaces\":[{\"Codeunits\":[{\"Id\":1,\"Name\":\"C\"}],\"Name\":\"Y\"}]}]}\x00\x1a"))
	lim := DefaultLimits.withDefaults()
	lim.MaxEntrySize, lim.MaxObjectBytes = 1<<20, 1<<20
	f.Fuzz(func(t *testing.T, b []byte) {
		res, err := decodeSymbolReference(bytes.NewReader(b), lim)
		if err != nil {
			return
		}
		_ = symbols.BuildApp(symbols.AppInfo{}, res.files, nil).AllObjects()
	})
}
