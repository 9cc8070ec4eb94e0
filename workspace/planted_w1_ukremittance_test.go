package workspace

// Planted in a copy of BCApps' UK Send Remittance Advice app
// (src/Apps/W1/UKSendRemittanceAdvice/App), a small app of an install
// codeunit and two page extensions, its code in active #if not CLEAN29
// branches. Paths are relative to its src folder.
func init() {
	plantedApps = append(plantedApps, plantedApp{name: "UKSendRemittanceAdvice", dir: "src/Apps/W1/UKSendRemittanceAdvice/App", src: "src", defects: []plantedDefect{
		// AL0133: a report's name as a text where its Integer id is wanted.
		{"AL0133", "SetupRemittanceReports.Codeunit.al", `InsertReportSelections(ReportSelections.Usage::"V.Remittance", '1', Report::"Remittance Advice - Journal");`,
			`@@InsertReportSelections(ReportSelections.Usage::"V.Remittance", '1', 'Remittance Advice - Journal');`},
		// AL0132: a value Report Selection Usage does not have.
		{"AL0132", "SetupRemittanceReports.Codeunit.al", `ReportSelections.Usage::"P.V.Remit."`, `@@ReportSelections.Usage::"P.V.Remittance"`},
		// AL0297: an id outside the app's range (1..9999).
		{"AL0297", "SetupRemittanceReports.Codeunit.al", "", "\n@@codeunit 50100 \"Planted Remittance Setup\"\n{\n}\n"},
		// AL0129: an assignment written the wrong way round; AL0139: exit
		// with a value from a procedure without one; AL0118: a misspelt
		// procedure.
		{"AL0129", "SendPmtJnlRemitAdvice.PageExt.al", `DummyReportSelectionsInteger := DummyReportSelections.Usage.AsInteger();`,
			`@@DummyReportSelections.Usage.AsInteger() := DummyReportSelectionsInteger;`},
		{"AL0139", "SendPmtJnlRemitAdvice.PageExt.al", "        if not GenJournalLine.FindSet() then\n            exit;\n",
			"        if not GenJournalLine.FindSet() then\n@@            exit(false);\n"},
		{"AL0118", "SendPmtJnlRemitAdvice.PageExt.al", `SendVendorRecords(GenJournalLine);`, `@@SendVendorRecord(GenJournalLine);`},
		// AL0432: a field Base Application marks for removal.
		{"AL0432", "SendVendLedgerEntryRemitAdvice.PageExt.al", "", "\ncodeunit 1718 \"Planted Remittance Body\"\n{\n" +
			"    procedure BodyPath(EmailItem: Record \"Email Item\"): Text\n    begin\n@@        exit(EmailItem.\"Body File Path\");\n    end;\n}\n"},
		// AL0247: a page extension of a page no layer declares, within two
		// letters of Base Application's Payment Journal.
		{"AL0247", "Permissions/UKSRAObjects.PermissionSet.al", "", "\n@@pageextension 1691 \"Planted Payment Jnl. Ext\" extends \"Payment Journl\"\n{\n}\n"},
		// AL0247: a page extension of a page nobody declares (the page is
		// Vendor Ledger Entries): without the platform's System app (this
		// test loads no symbol package) a singular for a known plural is a
		// near miss (missingWithoutPlatform, al/check/extensions.go).
		{"AL0247", "SendVendLedgerEntryRemitAdvice.PageExt.al", "", "\n@@pageextension 1692 \"Planted Vendor Entry Ext\" extends \"Vendor Ledger Entry\"\n{\n}\n"},
	}})
}
