package fix

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/rules/lintercop"
)

// A fix that edits other files than its diagnostic's (LC0095 removes a
// parameter and the argument at every call site) is planned on the bytes
// the project's sources read, by apply_fix and by apply_fix_all at document
// scope, and committed with every file it changes.
func TestFixEditsCallSitesInOtherFiles(t *testing.T) {
	files := map[string]string{
		"Table.al": `table 50190 "Credit Customer"
{
    Caption = 'Credit Customer';

    fields
    {
        field(1; "No."; Code[20]) { Caption = 'No.'; }
    }

    procedure PlaceOnCreditHold(var Customer: Record "Credit Customer"; OldCustomer: Record "Credit Customer")
    begin
        Customer."No." := '';
    end;
}
`,
		"Page.al": `page 50191 "Credit Customer List"
{
    Caption = 'Credit Customers';
    PageType = List;
    SourceTable = "Credit Customer";

    trigger OnDeleteRecord(): Boolean
    begin
        Rec.PlaceOnCreditHold(Rec, xRec);
        exit(true);
    end;
}
`,
		"Other.al": "codeunit 50192 Other\n{\n}\n",
	}
	for _, scope := range []string{"apply_fix", "apply_fix_all"} {
		t.Run(scope, func(t *testing.T) {
			root := writeProject(t, files)
			manifest := `{"id": "11111111-2222-3333-4444-555555555555", "name": "T", "publisher": "p", "version": "1.0.0.0",
				"idRanges": [{"from": 50100, "to": 50199}]}`
			if err := os.WriteFile(filepath.Join(root, "app.json"), []byte(manifest), 0o644); err != nil {
				t.Fatal(err)
			}
			p := openWithRules(t, root, lintercop.LC0095).Primary()
			table := filepath.Join(root, "Table.al")
			ctx := context.Background()
			var plan *Plan
			var err error
			if scope == "apply_fix" {
				plan, err = PlanFix(ctx, p, Request{RuleID: "LC0095", Path: table, Line: 10, Column: 73})
			} else {
				plan, err = PlanFixAll(ctx, p, AllRequest{RuleID: "LC0095", Path: table})
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(plan.Files) != 2 || plan.Files[0].Path != filepath.Join(root, "Page.al") || plan.Files[1].Path != table {
				t.Fatalf("planned files: %+v", plan.Files)
			}
			if _, err := Commit(ctx, p, plan); err != nil {
				t.Fatal(err)
			}
			page, _ := os.ReadFile(filepath.Join(root, "Page.al"))
			tbl, _ := os.ReadFile(table)
			if !strings.Contains(string(page), "Rec.PlaceOnCreditHold(Rec);") ||
				!strings.Contains(string(tbl), `procedure PlaceOnCreditHold(var Customer: Record "Credit Customer")`+"\n") {
				t.Errorf("after the fix:\n%s\n%s", page, tbl)
			}
		})
	}
}
