package workspace

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules"
)

// Duplicates planted after their original (a later file by path, or later
// in the same file): the duplicate reports itself, and the many files
// that use the original's fields and procedures keep binding to it, so
// nothing is reported off the planted lines.
func init() {
	plantedDefects = append(plantedDefects,
		plantedDefect{"AL0197", "Webhooks/Codeunits/ShpfyWebhooksAPI.Codeunit.al", "",
			"\n@@table 30485 \"Shpfy Order Header\"\n{\n    fields\n    {\n        field(1; Id; BigInteger) { }\n    }\n}\n"},
		plantedDefect{"AL0197", "Webhooks/Codeunits/ShpfyWebhookNotification.Codeunit.al", "",
			"\n@@codeunit 30486 \"Shpfy Communication Mgt.\"\n{\n}\n"},
		plantedDefect{"AL0264", "Webhooks/Codeunits/ShpfyDeleteWebhookSubs.Codeunit.al", "",
			"\ncodeunit @@30101 \"Planted Later Id\"\n{\n}\n"},
		plantedDefect{"AL0264", "Transactions/Codeunits/ShpfyTransactions.Codeunit.al", "",
			"\ntable @@30118 \"Planted Later Table\"\n{\n    fields\n    {\n        field(1; Id; Integer) { }\n    }\n}\n"},
	)
}

// TestPlantedCountryAppErrors plants compile errors in BCApps' German
// Elster app where it lies (the planted text is read through the
// ReadFile seam; nothing is written), so that its Base Application
// dependency resolves to the German view (W1, DACH, DE). The fields the
// German layers add to Company Information are known, the planted
// misspellings of them are reported, and nothing else is: against W1's
// Base Application alone the app reports a dozen false errors. It needs a
// BCApps checkout: ALFIX_BCAPPS=/path/to/BCApps go test ./workspace -run
// PlantedCountryAppErrors -v
func TestPlantedCountryAppErrors(t *testing.T) {
	bcapps := os.Getenv("ALFIX_BCAPPS")
	if bcapps == "" {
		t.Skip("set ALFIX_BCAPPS to a BCApps checkout")
	}
	root := filepath.Join(bcapps, "src", "Apps", "DE", "Elster", "app")
	planted := []plantedDefect{
		{"AL0132", "Reports/CreateXMLFileVATAdvNotif.Report.al", `CheckAddressData(5, CompanyInfo."VAT Representative", 45);`,
			`@@CheckAddressData(5, CompanyInfo."VAT Representativ", 45);`},
		{"AL0132", "Tables/SalesVATAdvanceNotif.Table.al", `case CompanyInfo."Tax Office Area" of`,
			`@@case CompanyInfo."Tax Office Areas" of`},
		{"AL0118", "Tables/SalesVATAdvanceNotif.Table.al", `CompanyInfo.TestField("Tax Office Area");`,
			`@@CompanyInfo.TestField("Tax Office Aera");`},
	}
	texts := map[string]string{} // path -> planted text
	want := map[string]string{}  // "file:line" -> code
	for _, p := range planted {
		path := filepath.Join(root, "src", filepath.FromSlash(p.file))
		text, ok := texts[path]
		if !ok {
			b, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			text = string(b)
		}
		at := strings.Index(text, p.from)
		if at < 0 {
			t.Fatalf("%s: no %q to plant %s in", p.file, p.from, p.code)
		}
		texts[path] = text[:at] + strings.Replace(p.to, "@@", "", 1) + text[at+len(p.from):]
		want[fmt.Sprintf("src/%s:%d", p.file, strings.Count(text[:at], "\n")+1)] = p.code
	}
	read := func(path string) ([]byte, error) {
		if text, ok := texts[path]; ok {
			return []byte(text), nil
		}
		return os.ReadFile(path)
	}
	w, err := Open(context.Background(), Options{Roots: []string{root}, Dir: root, SourceRoots: []string{bcapps}, Registry: rules.Registry(), ReadFile: read})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	res, err := w.Primary().Analyze(context.Background(), AnalyzeRequest{})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for _, f := range res.Findings.Slice() {
		if !strings.HasPrefix(f.ID, "AL") || f.Severity != analysis.SeverityError {
			continue
		}
		rel, _ := filepath.Rel(root, f.Path)
		key := fmt.Sprintf("%s:%d", filepath.ToSlash(rel), f.Line)
		if want[key] == f.ID {
			got[key] = true
			continue
		}
		t.Errorf("off the planted lines: %s:%d:%d %s %s", filepath.ToSlash(rel), f.Line, f.Column, f.ID, f.Message)
	}
	for key, code := range want {
		if !got[key] {
			t.Errorf("%s: planted %s not reported", key, code)
		}
	}
}
