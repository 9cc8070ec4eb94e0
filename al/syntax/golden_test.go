package syntax

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

// parseChecked parses src and fails the test when the round trip or the tree
// invariants break.
func parseChecked(t testing.TB, name string, src []byte, opts Options) *File {
	t.Helper()
	f := Parse(name, src, opts)
	var buf bytes.Buffer
	if err := f.Print(&buf); err != nil {
		t.Fatalf("%s: Print: %v", name, err)
	}
	if !bytes.Equal(buf.Bytes(), src) {
		t.Fatalf("%s: round trip differs:\n got %q\nwant %q", name, buf.Bytes(), src)
	}
	if err := f.Check(); err != nil {
		t.Fatalf("%s: invariant: %v", name, err)
	}
	return f
}

// TestGolden parses every fixture under testdata/objects and testdata/edge
// and compares the tree dump (with errors) to its .golden file.
func TestGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/*/*.al")
	if len(files) < 20 {
		t.Fatalf("found only %d fixtures", len(files))
	}
	for _, path := range files {
		t.Run(path, func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			f := parseChecked(t, path, src, Options{})
			var got bytes.Buffer
			if err := f.Dump(&got); err != nil {
				t.Fatal(err)
			}
			golden := strings.TrimSuffix(path, ".al") + ".golden"
			if *update {
				if err := os.WriteFile(golden, got.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -update)", err)
			}
			if !bytes.Equal(got.Bytes(), want) {
				t.Errorf("tree differs from %s (run go test -update and review the diff):\n%s", golden, got.String())
			}
		})
	}
}

// TestObjectKinds checks that each object fixture has no errors and the
// accessors report its kind, id and name.
func TestObjectKinds(t *testing.T) {
	cases := []struct {
		file string
		kind Keyword
		id   string
		name string
	}{
		{"table", KwTable, "50100", "Demo Order"},
		{"tableextension", KwTableExtension, "50101", "Demo Customer Ext"},
		{"page", KwPage, "50102", "Demo Order Card"},
		{"pageextension", KwPageExtension, "50103", "Demo Customer Card Ext"},
		{"pagecustomization", KwPageCustomization, "", "Demo Simple Card"},
		{"codeunit", KwCodeunit, "50104", "Demo Mgt"},
		{"report", KwReport, "50105", "Demo Order Report"},
		{"reportextension", KwReportExtension, "50106", "Demo Report Ext"},
		{"query", KwQuery, "50107", "Demo Order Totals"},
		{"xmlport", KwXmlPort, "50108", "Demo Order Export"},
		{"enum", KwEnum, "50109", "Demo Kind"},
		{"enumextension", KwEnumExtension, "50110", "Demo Kind Ext"},
		{"interface", KwInterface, "", "Demo Releaser"},
		{"permissionset", KwPermissionSet, "50111", "Demo - Edit"},
		{"permissionsetextension", KwPermissionSetExtension, "50112", "Demo Ext"},
		{"profile", KwProfile, "", "DEMO ORDER PROCESSOR"},
		{"profileextension", KwProfileExtension, "", "Demo Profile Ext"},
		{"controladdin", KwControlAddIn, "", "Demo Chart"},
		{"entitlement", KwEntitlement, "", "Demo Entitlement"},
		{"dotnet", KwDotNet, "", ""},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			path := filepath.Join("testdata", "objects", c.file+".al")
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			f := parseChecked(t, path, src, Options{})
			if len(f.Errors) > 0 {
				t.Fatalf("errors: %v", f.Errors)
			}
			objs := f.Objects()
			if len(objs) != 1 {
				t.Fatalf("got %d objects", len(objs))
			}
			o := objs[0]
			if k := f.ObjectKind(o); k != c.kind {
				t.Errorf("kind %v, want %v", k, c.kind)
			}
			id := ""
			if i := f.ObjectID(o); i >= 0 {
				id = f.TokenText(i)
			}
			if id != c.id {
				t.Errorf("id %q, want %q", id, c.id)
			}
			if got := f.DeclName(o); got != c.name {
				t.Errorf("name %q, want %q", got, c.name)
			}
			// Nothing may be skipped as an error.
			Walk(f.Root, func(n *Node) bool {
				if n.Kind == ErrorNode {
					t.Errorf("error node at %v", f.Span(n))
				}
				return true
			})
		})
	}
}

// TestSectionsAndElements checks the member structure of the fixtures.
func TestSectionsAndElements(t *testing.T) {
	want := map[string][]Keyword{
		"table":             {KwFields, KwField, KwKeys, KwKey, KwFieldGroups, KwFieldGroup},
		"tableextension":    {KwFields, KwField, KwModify, KwKeys, KwKey, KwFieldGroups, KwAddLast},
		"page":              {KwLayout, KwArea, KwGroup, KwField, KwRepeater, KwPart, KwCueGroup, KwGrid, KwFixed, KwLabel, KwUserControl, KwSystemPart, KwActions, KwAction, KwSeparator, KwCustomAction, KwFileUploadAction, KwActionRef, KwViews, KwView},
		"pageextension":     {KwAddAfter, KwAddFirst, KwAddLast, KwAddBefore, KwModify, KwMoveFirst, KwMoveLast, KwMoveAfter, KwMoveBefore},
		"pagecustomization": {KwLayout, KwActions, KwModify},
		"report":            {KwDataSet, KwDataItem, KwColumn, KwRequestPage, KwRendering, KwLayout, KwLabels},
		"reportextension":   {KwAdd, KwAddAfter, KwModify, KwRequestPage},
		"query":             {KwElements, KwDataItem, KwColumn, KwFilter},
		"xmlport":           {KwSchema, KwTextElement, KwTableElement, KwFieldAttribute, KwFieldElement, KwTextAttribute},
		"enum":              {KwValue},
		"dotnet":            {KwAssembly, KwType},
	}
	for file, kws := range want {
		path := filepath.Join("testdata", "objects", file+".al")
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		f := parseChecked(t, path, src, Options{})
		seen := map[Keyword]bool{}
		Walk(f.Root, func(n *Node) bool {
			if n.Kind == Section || n.Kind == Element {
				seen[f.SectionKind(n)] = true
			}
			return true
		})
		for _, k := range kws {
			if !seen[k] {
				t.Errorf("%s: no section or element %q", file, k)
			}
		}
	}
}
