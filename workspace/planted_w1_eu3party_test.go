package workspace

// Planted in a copy of BCApps' EU 3-Party Trade Purchase app
// (src/Apps/W1/EU3PartyTradePurchase/app): subscribers to Base Application
// events of codeunits, tables, pages and reports, table and page
// extensions of Base Application, and an enum. Paths are relative to its
// src folder.
func init() {
	plantedApps = append(plantedApps, plantedApp{name: "EU3PartyTradePurchase", dir: "src/Apps/W1/EU3PartyTradePurchase/app", src: "src", defects: []plantedDefect{
		// AL0280: a misspelt event of Req. Wksh.-Make Order.
		{"AL0280", "Codeunits/EU3ReqWkshSubscribers.Codeunit.al", `'OnAfterInsertPurchOrderHeader'`, `@@'OnAfterInsertPurchaseOrderHeader'`},
		// AL0173: not on a Code; AL0433: a field Sales Header has removed;
		// AL0161: a procedure Purchase Header declares local.
		{"AL0173", "Codeunits/EU3ReqWkshSubscribers.Codeunit.al", `if (RequisitionLine."Sales Order No." = '') or`,
			`@@if (not RequisitionLine."Sales Order No.") or`},
		{"AL0433", "Codeunits/EU3ReqWkshSubscribers.Codeunit.al", `SalesHeader.SetLoadFields("EU 3-Party Trade");`,
			`@@SalesHeader.SetLoadFields("EU 3-Party Trade", "Coupled to CRM");`},
		{"AL0161", "Codeunits/EU3ReqWkshSubscribers.Codeunit.al", "        PurchaseOrderHeader.Validate(\"EU 3 Party Trade\", SalesHeader.\"EU 3-Party Trade\");\n",
			"        PurchaseOrderHeader.Validate(\"EU 3 Party Trade\", SalesHeader.\"EU 3-Party Trade\");\n@@        PurchaseOrderHeader.InitNoSeries();\n"},
		// AL0288: var where the event passes by value; AL0175: a Boolean
		// compared with an Integer.
		{"AL0288", "Codeunits/EU3PurchGetDropShptSbscr.Codeunit.al", `CommitIsSuppressed: Boolean; SpecialOrder: Boolean)`,
			`@@var CommitIsSuppressed: Boolean; SpecialOrder: Boolean)`},
		{"AL0175", "Codeunits/EU3PurchGetDropShptSbscr.Codeunit.al", `(not RequisitionLine."Drop Shipment")`,
			`@@(RequisitionLine."Drop Shipment" = 0)`},
		// AL0118: a misspelt parameter; AL0132: a field of Purchase Header
		// spelt as Sales Header spells it.
		{"AL0118", "Codeunits/EU3GenJnlSubscribers.Codeunit.al", `GenJournalLine."EU 3-Party Trade" := PurchaseHeader."EU 3 Party Trade";`,
			`@@GenJournalLine."EU 3-Party Trade" := PurchHeader."EU 3 Party Trade";`},
		{"AL0132", "Codeunits/EU3GenJnlSubscribers.Codeunit.al", `GenJournalLine."EU 3-Party Trade" := PurchaseHeader."EU 3 Party Trade";`,
			`@@GenJournalLine."EU 3-Party Trade" := PurchaseHeader."EU 3-Party Trade";`},
		// AL0282: a parameter the page's event does not have; AL0134: a
		// type AL does not have; AL0132: an enum value the app's enum does
		// not declare; AL0284: an Integer for the report event's enum.
		{"AL0282", "Codeunits/EU3VATStatSubscribers.Codeunit.al", `var VATStatementLine: Record "VAT Statement Line"; var GLEntry: Record "G/L Entry")`,
			`@@var VATStatementLine: Record "VAT Statement Line"; var GLEntry: Record "G/L Entry"; var IsHandled: Boolean)`},
		{"AL0134", "Codeunits/EU3VATStatSubscribers.Codeunit.al", "    var\n    begin\n        Case VATStatementLine",
			"    var\n@@        EntryCount: BigInt;\n    begin\n        Case VATStatementLine"},
		{"AL0132", "Codeunits/EU3VATStatSubscribers.Codeunit.al", `VATStatementLine."EU 3 Party Trade"::"non-EU3":`,
			`@@VATStatementLine."EU 3 Party Trade"::"Non EU3":`},
		{"AL0284", "Codeunits/EU3VATStatSubscribers.Codeunit.al", `Selection: Enum "VAT Statement Report Selection")`, `@@Selection: Integer)`},
		// AL0122: a Code returned where a Boolean is wanted.
		{"AL0122", "Codeunits/EU3PartyTradeFeatureMgt.Codeunit.al", `exit(VATSetup."Enable EU 3-Party Purchase");`, `@@exit(VATSetup."Primary Key");`},
		// AL0290: a field name on a table's modify event.
		{"AL0290", "Codeunits/EU3PartyTradeFeatureMgt.Codeunit.al", "", "\ncodeunit 4886 \"EU3 Planted VAT Setup Subscr.\"\n{\n" +
			"@@    [EventSubscriber(ObjectType::Table, Database::\"VAT Setup\", 'OnAfterModifyEvent', 'Enable EU 3-Party Purchase', false, false)]\n" +
			"    local procedure OnAfterModifyVATSetup(var Rec: Record \"VAT Setup\")\n    begin\n    end;\n}\n"},
		// AL0432: a field Base Application marks for removal.
		{"AL0432", "Codeunits/UpgradeEU3PartyPurchase.Codeunit.al", "", "\ncodeunit 4887 \"EU3 Planted Item Creation\"\n{\n" +
			"    procedure CreatesItems(): Boolean\n    var\n        PurchasesPayablesSetup: Record \"Purchases & Payables Setup\";\n    begin\n" +
			"        PurchasesPayablesSetup.Get();\n@@        exit(PurchasesPayablesSetup.\"Create Item from Item No.\");\n    end;\n}\n"},
		// AL0264: a codeunit id the app declares already, in a later file.
		{"AL0264", "Codeunits/UpgTagDefEU3PartyPurch.Codeunit.al", "", "\n@@codeunit 4881 \"EU3 Planted Duplicate Id\"\n{\n}\n"},
		// AL0206: a field id VAT Setup declares; AL0121: a global declared
		// twice.
		{"AL0206", "Tables/EU3VATSetup.TableExt.al", `        field(4881; "Enable EU 3-Party Purchase"; Boolean)`,
			"@@        field(2; \"EU3 Purchase Enabled\"; Boolean) { }\n        field(4881; \"Enable EU 3-Party Purchase\"; Boolean)"},
		{"AL0121", "Tables/EU3VATSetup.TableExt.al", "        EU3PartyTok: Label 'W1 EU-3 Party Trade Purchase', Locked = true;\n",
			"        EU3PartyTok: Label 'W1 EU-3 Party Trade Purchase', Locked = true;\n@@        Eu3PartyTok: Label 'EU3', Locked = true;\n"},
		// AL0295: a modify of a field Purchase Header lacks.
		{"AL0295", "Tables/EU3PurchaseHeader.TableExt.al", `        field(4881; "EU 3 Party Trade"; Boolean)`,
			"@@        modify(\"Buy-from Vendor Nam\") { Caption = 'Vendor'; }\n        field(4881; \"EU 3 Party Trade\"; Boolean)"},
		// AL0270: an anchor the VAT Setup page does not have.
		{"AL0270", "Pages/EU3VATSetup.PageExt.al", `addafter("Enable Non-Deductible VAT")`, `@@addafter("Enable Non Deductible VAT")`},
		// AL0231: a value id the enum declares already; AL0155: a value
		// name declared twice (the later declaration, the original, is
		// reported).
		{"AL0231", "Enums/EU3PartyTradeFilter.Enum.al", "        Caption = 'non-EU3';\n    }\n",
			"        Caption = 'non-EU3';\n    }\n@@    value(2; \"EU3 Only\") { Caption = 'EU3 only'; }\n"},
		{"AL0155", "Enums/EU3PartyTradeFilter.Enum.al", `    value(1; "EU3")`, "    value(3; eu3) { }\n@@    value(1; \"EU3\")"},
		// AL0280: a misspelt trigger event, next to a subscriber to the
		// validate event of the field the app's table extension adds (which
		// must stay silent).
		{"AL0280", "Tables/EU3VATStatementLine.TableExt.al", "", "\ncodeunit 4890 \"EU3 Planted VAT Stmt. Subscr.\"\n{\n" +
			"    [EventSubscriber(ObjectType::Table, Database::\"VAT Statement Line\", 'OnAfterValidateEvent', 'EU 3 Party Trade', false, false)]\n" +
			"    local procedure OnAfterValidateEU3(var Rec: Record \"VAT Statement Line\"; var xRec: Record \"VAT Statement Line\"; CurrFieldNo: Integer)\n    begin\n    end;\n\n" +
			"@@    [EventSubscriber(ObjectType::Table, Database::\"VAT Statement Line\", 'OnAfterValidateEvnt', 'EU 3 Party Trade', false, false)]\n" +
			"    local procedure OnAfterValidateEU3Misspelt(var Rec: Record \"VAT Statement Line\")\n    begin\n    end;\n}\n"},
		// AL0197: the enum's name declared again, in a later file.
		{"AL0197", "Pages/EU3VATStatement.PageExt.al", "", "\n@@enum 4888 \"EU3 Party Trade Filter\"\n{\n    value(0; All) { }\n}\n"},
	}})
}
