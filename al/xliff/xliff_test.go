package xliff

import (
	"errors"
	"os"
	"strings"
	"testing"
)

// Ids the AL compiler wrote in BCApps' India Tax Base translation file
// (src/Apps/IN/INTaxBase/app/Translations), with the names its generator
// notes spell: the hash and the id layout are pinned against them.
func TestIDsOfTheCompiler(t *testing.T) {
	for _, c := range []struct {
		steps []Step
		want  string
	}{
		{[]Step{{"Table", "Assessee Code"}, {Property, "Caption"}}, "Table 4117274083 - Property 2879900210"},
		{[]Step{{"Table", "Assessee Code"}, {Field, "Code"}, {Property, "Caption"}}, "Table 4117274083 - Field 3004954119 - Property 2879900210"},
		{[]Step{{"Page", "Cash Payment Voucher"}, {Control, "Gen. Posting Type"}, {Property, "ToolTip"}}, "Page 1993654917 - Control 59113118 - Property 1295455071"},
		{[]Step{{"Codeunit", "Tax Fiscal Year Close"}, {Method, "Code"}, {NamedType, "CloseTheOldYearErr"}}, "Codeunit 2898653146 - Method 3004954119 - NamedType 854435374"},
		{[]Step{{"Enum", "Assessee Type"}, {EnumValue, "Company"}, {Property, "Caption"}}, "Enum 1808227664 - EnumValue 3133801257 - Property 2879900210"},
		{[]Step{{"Enum", "Assessee Type"}, {EnumValue, ""}, {Property, "Caption"}}, "Enum 1808227664 - EnumValue 18652612 - Property 2879900210"},
	} {
		if got := ID(c.steps...); got != c.want {
			t.Errorf("ID(%v) = %s, want %s", c.steps, got, c.want)
		}
	}
	if got, want := Note(Step{"Table", "Assessee Code"}, Step{Field, "Code"}), "Table Assessee Code - Field Code"; got != want {
		t.Errorf("Note = %q, want %q", got, want)
	}
}

// Names outside the Basic Multilingual Plane hash as their UTF-16
// surrogate pairs: a hash of the UTF-8 bytes or of the code points would
// differ.
func TestHashIsOverUTF16(t *testing.T) {
	if Hash("😀") == Hash("\U0001F600\x00") || Hash("é") == Hash("e") {
		t.Fatal("distinct names hash alike")
	}
	// FNV-1a over the bytes 3D D8 00 DE, computed by hand from the definition.
	const offset, prime = 2166136261, 16777619
	h := uint32(offset)
	for _, b := range []byte{0x3D, 0xD8, 0x00, 0xDE} {
		h ^= uint32(b)
		h *= prime
	}
	want := int64(int32(h)) + (1<<31 - 1)
	if got := Hash("😀"); got != itoa(want) {
		t.Errorf("Hash(😀) = %s, want %d", got, want)
	}
}

func itoa(n int64) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}

func TestObjectType(t *testing.T) {
	for kind, want := range map[string]string{"table": "Table", "PageExtension": "PageExtension", "XMLPORT": "XmlPort", "enumextension": "EnumExtension"} {
		if got, ok := ObjectType(kind); !ok || got != want {
			t.Errorf("ObjectType(%q) = %q, %v; want %q", kind, got, ok, want)
		}
	}
	if _, ok := ObjectType("dotnet"); ok {
		t.Error("ObjectType(dotnet) is known")
	}
}

func TestRead(t *testing.T) {
	f, err := os.Open("testdata/shop.da-DK.xlf")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	x, err := Read(f, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if x.SourceLanguage != "en-US" || x.TargetLanguage != "da-DK" || x.Original != "Shop" {
		t.Errorf("header = %q %q %q", x.SourceLanguage, x.TargetLanguage, x.Original)
	}
	want := []struct {
		id         string
		translated bool
		target     string
	}{
		{"Table 1 - Property 2879900210", true, "Butiksvare"},
		{"Table 1 - Field 2 - Property 2879900210", false, "Pris"}, // needs-translation
		{"Table 1 - Field 3 - Property 2879900210", false, "   "},  // blank
		{"Table 1 - Field 4 - Property 2879900210", false, ""},     // no target
		{"Codeunit 5 - NamedType 6", true, `{"a":1} & <b>`},
		{"Codeunit 5 - NamedType 7", true, "Hej verden"}, // inline element; alt-trans's target not taken
	}
	if len(x.Units) != len(want) {
		t.Fatalf("%d units, want %d: %+v", len(x.Units), len(want), x.Units)
	}
	for i, w := range want {
		u := x.Units[i]
		if u.ID != w.id || u.Translated() != w.translated || u.Target != w.target {
			t.Errorf("unit %d = %+v (translated %v), want %+v", i, u, u.Translated(), w)
		}
	}
	if x.Units[3].HasTarget {
		t.Error("a unit without a target has one")
	}
}

const doc = `<?xml version="1.0" encoding="utf-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file target-language="de-DE"><body>%s</body></file></xliff>`

func units(n int) string {
	return strings.Repeat(`<trans-unit id="a"><target>x</target></trans-unit>`, n)
}

func TestReadRefuses(t *testing.T) {
	for _, c := range []struct {
		name, src string
		lim       Limits
		tooLarge  bool
	}{
		{"empty", "", Limits{}, false},
		{"not xml", "Table 1 - Property 2", Limits{}, false},
		{"another root", `<PermissionSets><PermissionSet/></PermissionSets>`, Limits{}, false},
		{"another namespace", `<xliff xmlns="urn:x"/>`, Limits{}, false},
		{"unclosed", strings.Replace(doc, "</xliff>", "", 1), Limits{}, false},
		{"undeclared entity", strings.Replace(doc, "%s", `<trans-unit id="&bomb;"/>`, 1), Limits{}, false},
		{"doctype entity", `<!DOCTYPE xliff [<!ENTITY a "aaaaaaaaaa">]><xliff><file><body><trans-unit id="&a;"/></body></file></xliff>`, Limits{}, false},
		{"utf-16 declared", `<?xml version="1.0" encoding="utf-16"?><xliff/>`, Limits{}, false},
		{"too many bytes", strings.Replace(doc, "%s", units(100), 1), Limits{Bytes: 1000}, true},
		{"too many units", strings.Replace(doc, "%s", units(11), 1), Limits{Units: 10}, true},
	} {
		x, err := Read(strings.NewReader(c.src), c.lim)
		if err == nil {
			t.Errorf("%s: read %+v, want an error", c.name, x)
			continue
		}
		if errors.Is(err, ErrTooLarge) != c.tooLarge {
			t.Errorf("%s: error %v, too large want %v", c.name, err, c.tooLarge)
		}
	}
	// At the limits exactly, the file is read.
	src := strings.Replace(doc, "%s", units(10), 1)
	if x, err := Read(strings.NewReader(src), Limits{Bytes: int64(len(src)), Units: 10}); err != nil || len(x.Units) != 10 || x.TargetLanguage != "de-DE" {
		t.Errorf("at the limits: %v, %+v", err, x)
	}
}

// Deep nesting costs memory in proportion to the bytes read, which the
// limit bounds.
func TestReadDeepNesting(t *testing.T) {
	src := `<xliff>` + strings.Repeat("<g>", 200000) + strings.Repeat("</g>", 200000) + `</xliff>`
	if _, err := Read(strings.NewReader(src), Limits{Bytes: 4 << 20}); err != nil {
		t.Errorf("deep nesting within the limit: %v", err)
	}
	if _, err := Read(strings.NewReader(src), Limits{Bytes: 1 << 10}); !errors.Is(err, ErrTooLarge) {
		t.Errorf("deep nesting beyond the limit: %v", err)
	}
}

func FuzzRead(f *testing.F) {
	f.Add(strings.Replace(doc, "%s", units(2), 1))
	f.Add(`<xliff><file target-language="x"><trans-unit id="1"><target state="s">t<g>u</g></target></trans-unit></file></xliff>`)
	f.Fuzz(func(t *testing.T, src string) {
		x, err := Read(strings.NewReader(src), Limits{Bytes: 1 << 16, Units: 100})
		if err == nil && len(x.Units) > 100 {
			t.Fatalf("%d units beyond the limit", len(x.Units))
		}
	})
}
