package workspace

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/rules"
)

// Planted type errors and warnings (issue 39) in a copy of BCApps' Bank
// Deposits app (src/Apps/W1/BankDeposits/app), paths relative to its src
// folder: the conversion rows of Guid and RecordId (AL0122), calls without
// parentheses whose return type does not convert or that have no value
// (AL0122) or compare or negate as their return type (AL0175, AL0173),
// and the implicit Integer/Enum conversions the compiler warns
// about (AL0603).
var plantedBankDeposits = []plantedDefect{
	{"AL0122", "codeunits/BankDepositPost.Codeunit.al", `exit(GenJournalLine."Line No.");`, `@@exit(GenJournalLine.SystemId);`},
	{"AL0122", "codeunits/BankDepositPost.Codeunit.al",
		`exit(DimensionManagement.GetCombinedDimensionSetID(DimensionSetIDArr, GenJournalLine."Shortcut Dimension 1 Code", GenJournalLine."Shortcut Dimension 2 Code"));`,
		`@@exit(GenJournalLine.RecordId);`},
	{"AL0122", "tables/BankDepositHeader.Table.al", `NoSeriesCode := GetNoSeriesCode();`, `@@NoSeriesCode := TestNoSeries;`},
	{"AL0122", "tables/BankDepositHeader.Table.al", `NoSeriesCode := SalesReceivablesSetup."Bank Deposit Nos.";`,
		"NoSeriesCode := SalesReceivablesSetup.\"Bank Deposit Nos.\";\n@@        IsHandled := GetNoSeriesCode;"},
	{"AL0175", "tables/BankDepositHeader.Table.al", `TestNoSeries();`,
		"TestNoSeries();\n@@                if GetNoSeriesCode = 0 then;"},
	{"AL0173", "tables/BankDepositHeader.Table.al", `OnAfterTestNoSeries(Rec);`,
		"OnAfterTestNoSeries(Rec);\n@@        if not GetNoSeriesCode then;"},
	{"AL0603", "codeunits/BankDepositPost.Codeunit.al", `LastDocumentType := GenJournalLine."Document Type";`,
		`@@LastDocumentType := GenJournalLine."Line No.";`},
	{"AL0603", "codeunits/BankDepositPost.Codeunit.al", `DocumentType := LastDocumentType;`,
		`@@DocumentType := GenJournalLine.Count();`},
}

// TestPlantedTypeErrorsBankDeposits plants plantedBankDeposits in a copy of
// the Bank Deposits app and checks that each is reported on its line, with
// the app's dependencies resolved from BCApps source:
// ALFIX_BCAPPS=/path/to/BCApps go test ./workspace -run PlantedTypeErrors -v
func TestPlantedTypeErrorsBankDeposits(t *testing.T) {
	bcapps := os.Getenv("ALFIX_BCAPPS")
	if bcapps == "" {
		t.Skip("set ALFIX_BCAPPS to a BCApps checkout")
	}
	root := filepath.Join(t.TempDir(), "BankDeposits")
	copyALProject(t, filepath.Join(bcapps, "src", "Apps", "W1", "BankDeposits", "app"), root)
	want := plantAll(t, root, plantedBankDeposits)

	w, err := Open(context.Background(), Options{Roots: []string{root}, Dir: root, SourceRoots: []string{bcapps}, Registry: rules.Registry()})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	res, err := w.Primary().Analyze(context.Background(), AnalyzeRequest{})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{} // "file:line code"
	for _, f := range res.Findings.Slice() {
		if strings.HasPrefix(f.ID, "AL") {
			rel, _ := filepath.Rel(root, f.Path)
			key := fmt.Sprintf("%s:%d %s", filepath.ToSlash(rel), f.Line, f.ID)
			got[key] = true
			if !want[key] {
				t.Logf("off the planted lines: %s:%d %s %s", filepath.ToSlash(rel), f.Line, f.ID, f.Message)
			}
		}
	}
	for key := range want {
		if !got[key] {
			t.Errorf("%s: planted, not reported", key)
		}
	}
}

// plantAll plants each defect in the project at root (the first occurrence
// of from replaced by to, without its "@@") and returns "file:line code"
// of each, the line of "@@" once every defect is planted.
func plantAll(t *testing.T, root string, defects []plantedDefect) map[string]bool {
	t.Helper()
	for _, p := range defects {
		path := filepath.Join(root, "src", filepath.FromSlash(p.file))
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		text, to := string(src), strings.Replace(p.to, "@@", "", 1)
		at := strings.Index(text, p.from)
		if p.from == "" || at < 0 {
			t.Fatalf("%s: no %q to plant %s in", p.file, p.from, p.code)
		}
		writeFile(t, path, text[:at]+to+text[at+len(p.from):])
	}
	want := map[string]bool{}
	for _, p := range defects {
		src, err := os.ReadFile(filepath.Join(root, "src", filepath.FromSlash(p.file)))
		if err != nil {
			t.Fatal(err)
		}
		mark := strings.Index(p.to, "@@")
		at := strings.Index(string(src), strings.Replace(p.to, "@@", "", 1))
		if at < 0 {
			t.Fatalf("%s: planted %q is gone (a later defect replaced it)", p.file, p.to)
		}
		line := strings.Count(string(src[:at]), "\n") + strings.Count(p.to[:mark], "\n") + 1
		want[fmt.Sprintf("src/%s:%d %s", p.file, line, p.code)] = true
	}
	return want
}
