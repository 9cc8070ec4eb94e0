package workspace

// Planted declaration errors (issue 40, what was left): object references
// through TestPage types and enum literals (AL0185), modifies that set a
// property no modify may change (AL0246), and anchors of a page extension
// of a page with a cue group and of a report extension's request page that
// name nothing of their target (AL0270), in the Shopify Connector app.
func init() {
	plantedDefects = append(plantedDefects,
		// AL0185: the enum of an enum literal, before a value or a method call.
		plantedDefect{"AL0185", "Invoicing/Codeunits/ShpfyPostedInvoiceExport.Codeunit.al",
			`TempOrderHeader."Fulfillment Status" := Enum::"Shpfy Order Fulfill. Status"::Fulfilled;`,
			`@@TempOrderHeader."Fulfillment Status" := Enum::"Shpfy Order Fulfil. Status"::Fulfilled;`},
		plantedDefect{"AL0185", "Order Refunds/Codeunits/ShpfyRefundEnumConvertor.Codeunit.al",
			`EnumValues := Enum::"Shpfy Restock Type".Ordinals();`, `@@EnumValues := Enum::"Shpfy Restok Type".Ordinals();`},
		// AL0185: the page of a TestPage variable, the report of a
		// TestRequestPage one.
		plantedDefect{"AL0185", "Base/Codeunits/ShpfyBackgroundSyncs.Codeunit.al", "",
			"\ncodeunit 30142 \"Planted Test Pages\"\n{\n    Subtype = Test;\n\n    var\n@@        ShopCard: TestPage \"Shpfy Shop Crad\";\n" +
				"        Shops: TestPage \"Shpfy Shops\";\n}\n"},
		plantedDefect{"AL0185", "Base/Codeunits/ShpfyBackgroundSyncs.Codeunit.al", "",
			"\ncodeunit 30143 \"Planted Test Request Pages\"\n{\n    Subtype = Test;\n\n    procedure Run()\n    var\n" +
				"@@        Sync: TestRequestPage \"Shpfy Sync Countrys\";\n        Countries: TestRequestPage \"Shpfy Sync Countries\";\n    begin\n    end;\n}\n"},
		// AL0246: a field's formula and class, a part's link and an
		// action's target, set from a modify.
		plantedDefect{"AL0246", "Order handling/Table Extensions/ShpfySalesHeader.TableExt.al",
			"    fields\n    {\n",
			"    fields\n    {\n        modify(\"External Document No.\")\n        {\n            Caption = 'External Document No.';\n" +
				"@@            FieldClass = FlowField;\n        }\n"},
		plantedDefect{"AL0246", "Order handling/Table Extensions/ShpfySalesLine.TableExt.al",
			"    fields\n    {\n",
			"    fields\n    {\n        modify(\"Description 2\")\n        {\n@@            CalcFormula = lookup(Item.\"Description 2\" where(\"No.\" = field(\"No.\")));\n        }\n"},
		plantedDefect{"AL0246", "Base/Page Extensions/ShpfyBusinessManagerRC.PageExt.al",
			"    layout\n    {\n",
			"    layout\n    {\n        modify(Control46)\n        {\n@@            SubPageView = sorting(\"No.\");\n        }\n"},
		plantedDefect{"AL0246", "Base/Page Extensions/ShpfyBusinessManagerRC.PageExt.al",
			"    actions\n    {\n",
			"    actions\n    {\n        modify(\"Sales Quote\")\n        {\n            Visible = true;\n@@            RunObject = page \"Shpfy Shops\";\n        }\n"},
		// AL0270: a page with a cue group (its changes were skipped before
		// cue actions were read) and a report extension's request page.
		plantedDefect{"AL0270", "Base/Pages/ShpfyActivities.Page.al", "",
			"\npageextension 30140 \"Planted Activities\" extends \"Shpfy Activities\"\n{\n    layout\n    {\n" +
				"@@        addafter(UnmapedProducts)\n        {\n            field(PlantedField; 1) { ApplicationArea = All; }\n        }\n" +
				"        modify(UnprocessedOrders) { Visible = true; }\n    }\n}\n"},
		plantedDefect{"AL0271", "Base/Pages/ShpfyActivities.Page.al", "",
			"\npageextension 30141 \"Planted Activities Actions\" extends \"Shpfy Activities\"\n{\n    actions\n    {\n" +
				"@@        modify(\"Set Up Cue\") { Visible = true; }\n        modify(\"Set Up Cues\") { Visible = true; }\n    }\n}\n"},
		plantedDefect{"AL0270", "Invoicing/Reports/ShpfySyncInvoicesToShpfy.Report.al", "",
			"\nreportextension 30140 \"Planted Sync Invoices\" extends \"Shpfy Sync Invoices to Shpfy\"\n{\n    requestpage\n    {\n" +
				"        layout\n        {\n@@            addafter(Shops)\n            {\n                field(PlantedField; PlantedValue) { ApplicationArea = All; }\n" +
				"            }\n            addlast(ShopFilter)\n            {\n                field(PlantedOther; PlantedValue) { ApplicationArea = All; }\n" +
				"            }\n        }\n    }\n\n    var\n        PlantedValue: Boolean;\n}\n"},
		plantedDefect{"AL0270", "Invoicing/Reports/ShpfySyncInvoicesToShpfy.Report.al", "",
			"\nreportextension 30141 \"Planted Sync Invoices 2\" extends \"Shpfy Sync Invoices to Shpfy\"\n{\n    requestpage\n    {\n" +
				"        layout\n        {\n@@            modify(ShopFiltr) { Visible = true; }\n            modify(Shop) { Visible = true; }\n" +
				"        }\n    }\n}\n"},
	)
}
