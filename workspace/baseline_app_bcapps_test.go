package workspace

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/packages"
	"github.com/alfix/alfix/al/rules"
	"github.com/alfix/alfix/internal/atomicfile"
)

// breakingRuleIDs are the AppSourceCop rules that compare with a baseline.
var breakingRuleIDs = []string{"AS0001", "AS0002", "AS0003", "AS0004", "AS0005", "AS0006", "AS0009", "AS0010", "AS0018",
	"AS0019", "AS0023", "AS0024", "AS0025", "AS0026", "AS0029", "AS0030", "AS0031", "AS0032", "AS0049", "AS0066", "AS0078",
	"AS0080", "AS0083", "AS0086", "AS0089", "AS0091", "AS0102", "AS0115"}

// The public surface the test adds to the app before exporting its
// baseline: the app itself is internal but for its table extension fields
// and its enum.
const plantedAPI = `namespace Microsoft.Finance.EU3PartyTrade;

codeunit 4895 "EU3 Planted API"
{
    procedure Calc(Amount: Decimal): Decimal
    begin
        OnAfterCalc(Amount, 1);
        exit(Amount);
    end;

    procedure Describe(Name: Text[50]): Text
    begin
        exit(Name);
    end;

    [IntegrationEvent(false, false)]
    local procedure OnAfterCalc(var Amount: Decimal; Factor: Integer)
    begin
    end;
}
`

const plantedFields = `        field(4882; "EU3 Note"; Text[100])
        {
            Caption = 'EU3 Note';
            DataClassification = CustomerContent;
        }
        field(4883; "EU3 Old Flag"; Boolean)
        {
            Caption = 'EU3 Old Flag';
            DataClassification = CustomerContent;
            ObsoleteState = Pending;
            ObsoleteReason = 'Not used any more.';
            ObsoleteTag = '29.0';
        }
`

// TestBaselineOnW1App is issue 46's acceptance on a copy of BCApps' EU
// 3-Party Trade Purchase app: its own package, exported by the test, as the
// baseline. No change and allowed changes give no breaking-change finding;
// each planted breaking change gives one naming the member. It needs a
// BCApps checkout: ALFIX_BCAPPS=/path/to/BCApps go test ./workspace -run
// BaselineOnW1App -v.
func TestBaselineOnW1App(t *testing.T) {
	bcapps := os.Getenv("ALFIX_BCAPPS")
	if bcapps == "" {
		t.Skip("set ALFIX_BCAPPS to a BCApps checkout")
	}
	root := filepath.Join(t.TempDir(), "app")
	if err := os.CopyFS(root, os.DirFS(filepath.Join(bcapps, "src/Apps/W1/EU3PartyTradePurchase/app"))); err != nil {
		t.Fatal(err)
	}
	src := filepath.Join(root, "src")
	write := func(rel, content string) {
		t.Helper()
		if err := atomicfile.Write(filepath.Join(src, rel), 0o644, func(w io.Writer) error { _, err := io.WriteString(w, content); return err }); err != nil {
			t.Fatal(err)
		}
	}
	read := func(rel string) string {
		t.Helper()
		b, err := os.ReadFile(filepath.Join(src, rel))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	const ext = "Tables/EU3PurchaseHeader.TableExt.al"
	const field = `        field(4881; "EU 3 Party Trade"; Boolean)`
	write("Codeunits/EU3PlantedApi.Codeunit.al", plantedAPI)
	write(ext, strings.Replace(read(ext), field, strings.TrimSuffix(plantedFields, "\n")+"\n"+field, 1))
	if err := os.MkdirAll(filepath.Join(root, ".vscode"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, ".vscode", "settings.json"), []byte(`{"al.codeAnalyzers": ["${AppSourceCop}"]}`), 0o644); err != nil {
		t.Fatal(err)
	}

	// Dependencies are not loaded (no source roots): the comparison needs
	// the app's own declarations only.
	w, err := Open(context.Background(), Options{Roots: []string{root}, Dir: root, Registry: rules.Registry()})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	p := w.Startup(root)
	m, files, err := p.ExportDeclarations(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	baseline := filepath.Join(t.TempDir(), "baseline.app")
	if err := atomicfile.Write(baseline, 0o644, func(w io.Writer) error { return packages.Write(w, m, files) }); err != nil {
		t.Fatal(err)
	}
	breaking := func() []string {
		t.Helper()
		res, err := p.Analyze(context.Background(), AnalyzeRequest{BaselineApp: baseline})
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, f := range res.Findings.Slice() {
			if slices.Contains(breakingRuleIDs, f.ID) {
				rel, _ := filepath.Rel(src, f.Path)
				out = append(out, f.ID+" "+filepath.ToSlash(rel)+": "+f.Message)
			}
		}
		return out
	}
	if got := breaking(); len(got) != 0 {
		t.Fatalf("no change: %q", got)
	}

	type edit struct{ file, old, new string }
	apply := func(t *testing.T, edits []edit) func() {
		t.Helper()
		saved := map[string]string{}
		for _, e := range edits {
			text := read(e.file)
			if _, ok := saved[e.file]; !ok {
				saved[e.file] = text
			}
			if !strings.Contains(text, e.old) {
				t.Fatalf("%s: %q not found", e.file, e.old)
			}
			write(e.file, strings.Replace(text, e.old, e.new, 1))
		}
		return func() {
			for f, text := range saved {
				write(f, text)
			}
		}
	}
	const api = "Codeunits/EU3PlantedApi.Codeunit.al"
	const enum = "Enums/EU3PartyTradeFilter.Enum.al"
	t.Run("allowed", func(t *testing.T) {
		defer apply(t, []edit{
			{api, "    procedure Describe(", "    procedure Added(): Integer\n    begin\n    end;\n\n    procedure Describe("},
			{api, "    [IntegrationEvent(false, false)]", "    [IntegrationEvent(false, false)]\n    local procedure OnNew(Value: Integer)\n    begin\n    end;\n\n    [IntegrationEvent(false, false)]"},
			{ext, field, "        field(4884; \"EU3 New\"; Integer) { DataClassification = CustomerContent; }\n" + field},
			{ext, "            Caption = 'EU3 Note';", "            Caption = 'EU3 Note';\n            ObsoleteState = Pending;\n            ObsoleteReason = 'Use another field.';\n            ObsoleteTag = '30.0';"},
		})()
		if got := breaking(); len(got) != 0 {
			t.Fatalf("allowed changes: %q", got)
		}
	})
	plants := []struct {
		name  string
		edits []edit
		want  string // "ID file: message fragment"
	}{
		{"remove a public procedure", []edit{{api, "    procedure Calc(Amount: Decimal): Decimal\n    begin\n        OnAfterCalc(Amount, 1);\n        exit(Amount);\n    end;\n", ""}},
			"AS0018 " + api + ": Procedure 'Calc' is no longer part of the public API"},
		{"change a parameter type", []edit{{api, "Describe(Name: Text[50])", "Describe(Name: Code[50])"}},
			"AS0026 " + api + ": The type of parameter 'Describe.Name' has changed."},
		{"remove an event", []edit{{api, "    [IntegrationEvent(false, false)]\n    local procedure OnAfterCalc(var Amount: Decimal; Factor: Integer)\n    begin\n    end;\n", ""},
			{api, "        OnAfterCalc(Amount, 1);\n", ""}},
			"AS0018 " + api + ": Procedure 'OnAfterCalc' is no longer part of the public API"},
		{"remove a parameter of an event", []edit{{api, "OnAfterCalc(var Amount: Decimal; Factor: Integer)", "OnAfterCalc(var Amount: Decimal)"},
			{api, "OnAfterCalc(Amount, 1);", "OnAfterCalc(Amount);"}},
			"AS0025 " + api + ": Parameters have been removed from the event 'OnAfterCalc'."},
		{"remove a field", []edit{{ext, "        field(4882; \"EU3 Note\"; Text[100])\n        {\n            Caption = 'EU3 Note';\n            DataClassification = CustomerContent;\n        }\n", ""}},
			"AS0002 " + ext + ": Field 'EU3 Note' has been deleted from table 'EU3 Purchase Header'."},
		{"shorten a Text field", []edit{{ext, `"EU3 Note"; Text[100]`, `"EU3 Note"; Text[50]`}},
			"AS0080 " + ext + ": Field 'EU3 Note' has been shortened from 'Text[100]' to 'Text[50]'."},
		{"change a field's type", []edit{{ext, `"EU 3 Party Trade"; Boolean`, `"EU 3 Party Trade"; Integer`}},
			"AS0004 " + ext + ": The type of field 'EU 3 Party Trade' has changed from 'Boolean' to 'Integer'."},
		{"remove an enum value", []edit{{enum, "    value(2; \"non-EU3\")\n    {\n        Caption = 'non-EU3';\n    }\n", ""}},
			"AS0083 " + enum + ": Value 'non-EU3' has been deleted from enum 'EU3 Party Trade Filter'."},
		{"make a public procedure internal", []edit{{api, "    procedure Calc(", "    internal procedure Calc("}},
			"AS0018 " + api + ": Procedure 'Calc' is no longer part of the public API"},
		{"remove an obsolete-pending field without the Removed step", []edit{{ext, strings.TrimSuffix(plantedFields[strings.Index(plantedFields, "        field(4883"):], "\n") + "\n", ""}},
			"AS0002 " + ext + ": Field 'EU3 Old Flag' has been deleted from table 'EU3 Purchase Header'."},
		{"rename a table", []edit{{ext, `tableextension 4884 "EU3 Purchase Header"`, `tableextension 4884 "EU3 Purch. Header"`}},
			"AS0006 " + ext + ": The tableextension 'EU3 Purchase Header' has been renamed to 'EU3 Purch. Header'."},
	}
	for _, pl := range plants {
		t.Run(pl.name, func(t *testing.T) {
			defer apply(t, pl.edits)()
			got := breaking()
			if len(got) != 1 || !strings.HasPrefix(got[0], pl.want) {
				t.Errorf("got %q\nwant one %q", got, pl.want)
			}
			t.Logf("%s", got)
		})
	}
}
