package workspace

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/alfix/alfix/al/rules"
)

// Obsolete use planted in Shopify: members Base Application (from source,
// without CLEAN symbols) marks ObsoleteState Pending or [Obsolete] (AL0432,
// a warning) and fields it declares with ObsoleteState Removed (AL0433).
func init() {
	plantedDefects = append(plantedDefects,
		plantedDefect{"AL0432", "Customers/Codeunits/ShpfyCreateCustomer.Codeunit.al", "",
			"\ncodeunit 30126 \"Planted Pending Use\"\n{\n    procedure Use(var Customer: Record Customer): Decimal\n    begin\n" +
				"        if Customer.\"No.\" = '' then\n            exit(0);\n@@        exit(Customer.GetShippedOutstandingInvoicesAmountLCY());\n    end;\n}\n"},
		plantedDefect{"AL0432", "Staff/Codeunits/ShpfyStaffMemberAPI.Codeunit.al", "",
			"\ncodeunit 30127 \"Planted Pending Field\"\n{\n    procedure Copies(Customer: Record Customer): Integer\n    begin\n" +
				"@@        exit(Customer.\"Invoice Copies\");\n    end;\n}\n"},
		plantedDefect{"AL0433", "Gift Cards/Codeunits/ShpfyGiftCards.Codeunit.al", "",
			"\ncodeunit 30128 \"Planted Removed Field\"\n{\n    procedure Coupled(Customer: Record Customer): Boolean\n    begin\n" +
				"@@        exit(Customer.\"Coupled to CRM\");\n    end;\n}\n"},
		plantedDefect{"AL0433", "Logs/Tables/ShpfyLogEntry.Table.al", "",
			"\ncodeunit 30129 \"Planted Removed Item Field\"\n{\n    procedure Uncouple(var Item: Record Item)\n    begin\n" +
				"@@        Item.\"Coupled to CRM\" := false;\n    end;\n}\n"},
	)
}

// A ruleset entry for AL0432 (al.ruleSetPath) sets its action, as for the
// compiler (BCApps' own base.ruleset.json turns it off); the ruleset's
// generalAction does not reach it. (That errors such as AL0433 keep their
// severity is check's TestEnabledForRuleset.)
func TestObsoleteUnderRuleset(t *testing.T) {
	src := "table 50100 Setup\n{\n    fields\n    {\n        field(1; \"Primary Key\"; Code[10]) { }\n" +
		"        field(2; \"Old Switch\"; Boolean) { ObsoleteState = Pending; ObsoleteReason = 'Always on'; }\n    }\n}\n\n" +
		"codeunit 50100 \"Setup Use\"\n{\n    procedure Use(var Setup: Record Setup)\n    begin\n" +
		"        Setup.\"Old Switch\" := true;\n    end;\n}\n"
	for action, want := range map[string]string{"": "Warning", "None": "", "Error": "Error", "Info": "Info"} {
		root := t.TempDir()
		writeFile(t, filepath.Join(root, "app.json"), `{"id": "11111111-2222-3333-4444-555555555555", "name": "Obsolete Test", `+
			`"publisher": "P", "version": "1.0.0.0", "idRanges": [{"from": 50100, "to": 50149}]}`)
		writeFile(t, filepath.Join(root, "Setup.al"), src)
		if action != "" {
			writeFile(t, filepath.Join(root, ".vscode", "settings.json"), `{"al.ruleSetPath": "obsolete.ruleset.json"}`)
			writeFile(t, filepath.Join(root, "obsolete.ruleset.json"), `{"name": "r", "generalAction": "Error", "rules": [`+
				`{"id": "AL0432", "action": "`+action+`"}, {"id": "AL0433", "action": "None"}]}`)
		}
		w, err := Open(context.Background(), Options{Roots: []string{root}, Dir: root, Registry: rules.Registry()})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { w.Close() })
		res, err := w.Primary().Analyze(context.Background(), AnalyzeRequest{})
		if err != nil {
			t.Fatal(err)
		}
		got := ""
		for _, f := range res.Findings.Slice() {
			if f.ID == "AL0432" {
				got += string(f.Severity)
			}
		}
		if got != want {
			t.Errorf("ruleset action %q: AL0432 findings %q, want %q", action, got, want)
		}
	}
}
