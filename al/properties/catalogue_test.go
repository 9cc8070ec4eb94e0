package properties

import (
	"slices"
	"strings"
	"testing"
)

// The embedded catalogue parses, and lists what the checks rely on.
func TestCatalogueParses(t *testing.T) {
	c, err := parse(catalogueText)
	if err != nil {
		t.Fatal(err)
	}
	for _, ctx := range []Context{"table", "tablefield", "key", "page", "pagefield", "action", "actiongroup",
		"pagepart", "reportcolumn", "reportdataitem", "xmlportnode", "querycolumn", "enumvalue", "controladdin"} {
		if c.allowed[ctx] == nil {
			t.Errorf("context %s not listed", ctx)
		}
	}
}

func TestAllowed(t *testing.T) {
	for _, tc := range []struct {
		ctx           Context
		name          string
		allowed, know bool
	}{
		{"tablefield", "Caption", true, true},
		{"tablefield", "CAPTION", true, true},
		{"tablefield", "CaptionML", true, true},   // a translatable property's ML form
		{"tablefield", "ObsoleteTag", true, true}, // common to every context
		{"tablefield", "Description", true, true}, // common to every context
		{"tablefield", "Captoin", false, true},    // no such property
		{"tablefield", "Required", false, true},   // no such property
		{"tablefield", "Visible", false, true},    // a page field's, not a table field's
		{"pagefield", "Visible", true, true},      //
		{"tableextension", "LookupPageId", true, true},
		{"tableextension", "DataPerCompany", false, true}, // the base table's to set
		{"pageextension", "PageType", false, true},        // the base page's to set
		{"pageextension", "UsageCategory", false, true},   // the base page's to set
		{"pageextension", "Editable", true, true},         // set by System Application
		{"pageextension", "CaptionML", true, true},
		{"reportextension", "RDLCLayout", true, true},
		{"reportextension", "ProcessingOnly", false, true},
		{"controlmodify", "SubPageLink", true, true}, // a part's, modify does not know its target
		{"controlmodify", "RunObject", false, true},  // an action's
		{"actionmodify", "RunObject", true, true},
		{"pagecustomization", "ClearLayout", true, true},
		{"page", "ClearLayout", false, true},
		{"", "Anything", true, false},
		{"nosuchcontext", "Caption", true, false},
	} {
		allowed, known := Allowed(tc.ctx, tc.name)
		if allowed != tc.allowed || known != tc.know {
			t.Errorf("Allowed(%q, %q) = %v, %v; want %v, %v", tc.ctx, tc.name, allowed, known, tc.allowed, tc.know)
		}
	}
}

func TestShapes(t *testing.T) {
	for _, tc := range []struct {
		ctx         Context
		name, value string
		valid       bool
	}{
		{"page", "PageType", "List", true},
		{"page", "pagetype", `"ListPart"`, true},
		{"page", "PageType", "LIST", true},
		{"page", "PageType", "ListView", false},
		{"page", "PageType", "List, Card", false},
		{"page", "PageType", `"List`, false},
		{"page", "PageType", "", false},
		{"page", "UsageCategory", "List", false},
		{"page", "UsageCategory", "Lists", true},
		{"key", "Clustered", "true", true},
		{"key", "Clustered", "FALSE", true},
		{"key", "Clustered", "yes", false},
		{"key", "Clustered", "'true'", false},
		{"key", "Clustered", "1", false},
		{"action", "Scope", "Repeater", true},
		{"action", "Scope", "Cloud", false},
		{"table", "Scope", "Cloud", true},
		{"table", "Scope", "Repeater", false},
		{"fileuploadaction", "Scope", "Anything", true}, // no shape there: unchecked
		{"codeunit", "Subtype", "Test", true},
		{"codeunit", "Subtype", "Json", false},
		{"tablefield", "SubType", "Json", true}, // a table field's subtype is not listed: unchecked
		{"pagefield", "Visible", "IsVisible and not Rec.Blocked", true},
		{"pagefield", "Caption", "'x'", true},
		{"reportdataitem", "MaxIteration", "1", true},
		{"controladdin", "RequestedHeight", "300", true},
		{"pagefield", "AutoFormatType", "- 1", true},
		{"pagefield", "AutoFormatType", "+2", true},
		{"pagefield", "AutoFormatType", "Amount", false},
		{"reportdataitem", "MaxIteration", "1.5", false},
		{"reportdataitem", "MaxIteration", "'1'", false},
		{"reportdataitem", "MaxIteration", "-", false},
		{"reportdataitem", "MaxIteration", "", false},
	} {
		if got := ShapeOf(tc.ctx, tc.name).ValidValue(tc.value); got != tc.valid {
			t.Errorf("ShapeOf(%q, %q).ValidValue(%q) = %v, want %v", tc.ctx, tc.name, tc.value, got, tc.valid)
		}
	}
	if ShapeOf("page", "Caption").Known() {
		t.Error("Caption has a known shape")
	}
	s := ShapeOf("page", "UsageCategory")
	if !slices.Contains(s.Members, "reportsandanalysis") {
		t.Errorf("UsageCategory members %v", s.Members)
	}
}

// A modify may not set the properties listed as fixed for its context;
// every other property, and every property elsewhere, is customizable.
func TestCustomizable(t *testing.T) {
	for _, tc := range []struct {
		ctx  Context
		name string
		want bool
	}{
		{"tablefieldmodify", "CalcFormula", false},
		{"tablefieldmodify", "fieldclass", false},
		{"tablefieldmodify", "OptionMembers", false},
		{"tablefieldmodify", "Caption", true},
		{"tablefieldmodify", "TableRelation", true}, // BCApps modifies it
		{"tablefield", "CalcFormula", true},         // a field's own declaration
		{"controlmodify", "SubPageLink", false},
		{"controlmodify", "Visible", true},
		{"controlmodify", "DrillDownPageId", true}, // BCApps modifies it
		{"actionmodify", "RunObject", false},
		{"actionmodify", "RUNPAGELINK", false},
		{"actionmodify", "Promoted", true},
		{"action", "RunObject", true},
		{"controlmodify", "Captoin", true}, // not a property: AL0124's, not AL0246's
		{"", "RunObject", true},
	} {
		if got := Customizable(tc.ctx, tc.name); got != tc.want {
			t.Errorf("Customizable(%q, %q) = %v, want %v", tc.ctx, tc.name, got, tc.want)
		}
	}
}

// A malformed catalogue is refused with its line, never half read.
func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"in table Caption", "catalogue.txt:1: want `in context: names`"},
		{"in : Caption", "want `in context: names`"},
		{"in table: Caption\nin table: Name", "catalogue.txt:2: context table listed twice"},
		{"in page: +nosuch", "includes unknown nosuch"},
		{"in a: +b\nin b: +a", "includes itself"},
		{"enum PageType", "want `enum Name[@context]: members`"},
		{"enum PageType:", "want `enum Name[@context]: members`"},
		{"enum X: A\nenum X: B", "enum X listed twice"},
		{"frobnicate X", "unknown line kind frobnicate"},
		{"in a: X\nfixed a", "want `fixed context: names`"},
		{"in a: X\nfixed a:", "want `fixed context: names`"},
		{"in a: X\nfixed a: X\nfixed a: X", "catalogue.txt:3: fixed context a listed twice"},
		{"fixed nosuch: X", "fixed context nosuch is not listed"},
		{"in a: X\nfixed a: Y", "fixed property y is not allowed in a"},
	} {
		_, err := parse(tc.text)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("parse(%q) = %v, want an error with %q", tc.text, err, tc.want)
		}
	}
	c, err := parse("# comment\n\nml Caption\nin a: Caption X\nin b: +a Y\nenum X@b: One Two\nbool Y\nint Z")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"caption", "captionml", "x", "y", "description", "obsoletestate"} {
		if !c.allowed["b"][name] {
			t.Errorf("b lacks %s", name)
		}
	}
	if !c.bools["y"] || !c.ints["z"] || c.enums["x"][0].context != "b" {
		t.Errorf("shapes: bools %v, ints %v, enums %v", c.bools, c.ints, c.enums)
	}
	if c.allowed["a"]["y"] {
		t.Error("a includes b's Y")
	}
}
