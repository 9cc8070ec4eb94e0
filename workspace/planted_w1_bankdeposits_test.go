package workspace

// Planted in a copy of BCApps' Bank Deposits app (src/Apps/W1/BankDeposits/app):
// pages and page extensions of Base Application pages, tables and table
// extensions, a report, an enum extension and subscribers to Base
// Application and to its own events. Paths are relative to its src folder.
func init() {
	plantedApps = append(plantedApps, plantedApp{name: "BankDeposits", dir: "src/Apps/W1/BankDeposits/app", src: "src", defects: []plantedDefect{
		// AL0118: a misspelt procedure of the table itself.
		{"AL0118", "tables/BankDepositHeader.Table.al", `UpdateCurrencyFactor();`, `@@UpdateCurrencyFactors();`},
		// AL0271: an action anchor the Bank Account Card does not have.
		{"AL0271", "pages/BankAccountCardExt.PageExt.al", `addafter(Statements)`, `@@addafter(Statement)`},
		// AL0185: a page that does not exist run from an action.
		{"AL0185", "pages/BankAccountCardExt.PageExt.al", `RunObject = Page "Posted Bank Deposit List";`, `@@RunObject = Page "Posted Bank Deposits List";`},
		// AL0295: a table extension modifying a field Finance Cue lacks.
		{"AL0295", "tables/FinanceCueExt.TableExt.al", `        field(10150; "Bank Deposits to Post"; Integer)`,
			"@@        modify(\"Deposits to Post\") { Caption = 'Deposits to Post'; }\n        field(10150; \"Bank Deposits to Post\"; Integer)"},
		// AL0206: a field id the table extension already declares (the
		// later declaration is reported).
		{"AL0206", "tables/SalesReceivablesSetupExtension.TableExt.al", `        field(1691; "Post Bank Deposits as Lump Sum"; Boolean)`,
			"@@        field(1690; \"Bank Deposit Lump Sum\"; Boolean) { DataClassification = SystemMetadata; }\n        field(1691; \"Post Bank Deposits as Lump Sum\"; Boolean)"},
		// AL0231 and AL0155: an enum extension value id and a value name
		// declared twice.
		{"AL0231", "enums/ReportSelectionUsageExt.EnumExt.al", "        Caption = 'Bank Deposit Test';\n    }\n",
			"        Caption = 'Bank Deposit Test';\n    }\n@@    value(1691; \"Bank Deposit Copy\") { Caption = 'Bank Deposit Copy'; }\n"},
		{"AL0155", "enums/GenJournalTemplateTypeExt.EnumExt.al", "        Caption = 'Bank Deposits';\n    }\n",
			"        Caption = 'Bank Deposits';\n    }\n@@    value(1692; \"bank deposits\") { Caption = 'Bank Deposits'; }\n"},
		// AL0280: a misspelt event of a Base Application table.
		{"AL0280", "codeunits/BankDepositSubscribers.Codeunit.al", `'OnAfterValidateType'`, `@@'OnAfterValidateTypes'`},
		// AL0288: var where the event passes the record by value.
		{"AL0288", "codeunits/BankDepositSubscribers.Codeunit.al", `local procedure LogNumberOfPostedDepositLines(BankDepositHeader: Record`,
			`@@local procedure LogNumberOfPostedDepositLines(var BankDepositHeader: Record`},
		// AL0284: the header of another table than the event's.
		{"AL0284", "codeunits/BankDepositSubscribers.Codeunit.al",
			`local procedure LogTelemetryOnBeforeUndoPostedBankDeposit(var PostedBankDepositHeader: Record "Posted Bank Deposit Header")`,
			`@@local procedure LogTelemetryOnBeforeUndoPostedBankDeposit(var PostedBankDepositHeader: Record "Bank Deposit Header")`},
		// AL0282: a parameter the event does not have.
		{"AL0282", "codeunits/BankDepositSubscribers.Codeunit.al",
			`local procedure LogNumberOfPostedDepositLinesOnBeforeBankDepositPost(BankDepositHeader: Record "Bank Deposit Header")`,
			`@@local procedure LogNumberOfPostedDepositLinesOnBeforeBankDepositPost(BankDepositHeader: Record "Bank Deposit Header"; var IsHandled: Boolean)`},
		// AL0290: a field name on a table's insert event.
		{"AL0290", "codeunits/BankDepositSubscribers.Codeunit.al", "", "\ncodeunit 1717 \"Planted Deposit Insert Subscr.\"\n{\n" +
			"@@    [EventSubscriber(ObjectType::Table, Database::\"Bank Deposit Header\", 'OnAfterInsertEvent', 'No.', false, false)]\n" +
			"    local procedure OnAfterInsertBankDeposit(var Rec: Record \"Bank Deposit Header\")\n    begin\n    end;\n}\n"},
		// AL0126: one argument too many; AL0135: one too few; AL0130: a
		// call's value for a var parameter.
		{"AL0126", "codeunits/BankDepositPost.Codeunit.al", `DeleteBankComments(Rec);`, `@@DeleteBankComments(Rec, true);`},
		{"AL0135", "codeunits/BankDepositPost.Codeunit.al", `InsertLumpSumGenJournalLine(Rec, DocumentType, PostingDate, TotalAmountLCY);`,
			`@@InsertLumpSumGenJournalLine(Rec, DocumentType, PostingDate);`},
		{"AL0130", "codeunits/BankDepositPost.Codeunit.al", `ValidateLinesInSameTransaction(Rec, DocumentType, PostingDate);`,
			`@@ValidateLinesInSameTransaction(Rec, DocumentType, WorkDate());`},
		// AL0121: a local variable declared twice, in other case.
		{"AL0121", "codeunits/BankDepositPost.Codeunit.al", "        ShowDialog: Boolean;\n    begin\n",
			"        ShowDialog: Boolean;\n@@        showDialog: Boolean;\n    begin\n"},
		// AL0134: a type AL does not have.
		{"AL0134", "codeunits/BankDepositPost.Codeunit.al", "        TotalAmountLCY: Decimal;\n        ShowDialog", "@@        TotalAmountLCY: Double;\n        ShowDialog"},
		// AL0433: a field Base Application has removed.
		{"AL0433", "codeunits/BankDepositPost.Codeunit.al", "", "\ncodeunit 1715 \"Planted IC Account\"\n{\n" +
			"    procedure ICAccount(GenJournalLine: Record \"Gen. Journal Line\"): Code[20]\n    begin\n" +
			"@@        exit(GenJournalLine.\"IC Partner G/L Acc. No.\");\n    end;\n}\n"},
		// AL0130: a literal for a var parameter.
		{"AL0130", "tables/BankDepositHeader.Table.al", `BatchFound := LookupGenJournalBatchSilent("Journal Template Name", "Journal Batch Name");`,
			`@@BatchFound := LookupGenJournalBatchSilent("Journal Template Name", 'DEPOSITS');`},
		// AL0162: a trigger tables do not have.
		{"AL0162", "tables/BankDepositHeader.Table.al", "    trigger OnRename()", "@@    trigger OnRenamed()"},
		// AL0175: a Boolean compared with a text.
		{"AL0175", "tables/BankDepositHeader.Table.al", `if not Rec."Post as Lump Sum" then`, `@@if Rec."Post as Lump Sum" = 'No' then`},
		// AL0129: a value that is not a variable assigned to.
		{"AL0129", "tables/BankDepositHeader.Table.al", `"Reason Code" := GenJournalBatch."Reason Code";`,
			`@@GenJournalBatch.GetFilter("Reason Code") := "Reason Code";`},
		// AL0440: a procedure declared twice with the same parameter types
		// (the later one is reported).
		{"AL0440", "codeunits/SetupBankDepositReports.Codeunit.al", "    local procedure IsSetupCompleted(): Boolean\n",
			"    procedure IsSetupCompleted(): Boolean\n    begin\n        exit(true);\n    end;\n\n@@    local procedure IsSetupCompleted(): Boolean\n"},
		// AL0132: a page extension's field source naming a field the app's
		// own table extension spells otherwise.
		{"AL0132", "pages/SalesReceivablesSetupExt.PageExt.al", `field("Bank Deposit Nos."; Rec."Bank Deposit Nos.")`,
			`@@field("Bank Deposit Nos."; Rec."Bank Deposit No.")`},
		// AL0124: a table field property on a page field; AL0171: a page
		// type AL does not have.
		{"AL0124", "pages/SalesReceivablesSetupExt.PageExt.al", "                    ToolTip = 'Specifies the code for the number series",
			"@@                    DataClassification = CustomerContent;\n                    ToolTip = 'Specifies the code for the number series"},
		{"AL0171", "pages/BankDeposit.Page.al", `    PageType = Document;`, `@@    PageType = Documents;`},
		// AL0197: a codeunit name the app declares already, in a later file.
		{"AL0197", "codeunits/UpgradeBankDeposits.Codeunit.al", "", "\n@@codeunit 1716 \"Bank Deposit-Post\"\n{\n}\n"},
		// AL0133: a Code[20] passed for a Record "Bank Deposit Header"
		// parameter of a procedure without overloads.
		{"AL0133", "codeunits/BankDepositPost.Codeunit.al", `CopyBankComments(CurrentBankDepositHeader);`, `@@CopyBankComments(CurrentBankDepositHeader."No.");`},
		// AL0132: a report column reading a field Bank Account lacks.
		{"AL0132", "reports/BankDeposit.Report.al", `column(BankAccount_Name; BankAccount.Name)`, `@@column(BankAccount_Name; BankAccount.Nmae)`},
	}})
}
