package workspace

// Planted declaration errors (issue 40, what was left): object references
// through TestPage types and enum literals (AL0185), and modifies that set a
// property no modify may change (AL0246), in the Shopify Connector app.
func init() {
	plantedDefects = append(plantedDefects,
		// AL0185: the enum of an enum literal, before a value or a method call.
		plantedDefect{"AL0185", "Invoicing/Codeunits/ShpfyPostedInvoiceExport.Codeunit.al",
			`TempOrderHeader."Fulfillment Status" := Enum::"Shpfy Order Fulfill. Status"::Fulfilled;`,
			`@@TempOrderHeader."Fulfillment Status" := Enum::"Shpfy Order Fulfil. Status"::Fulfilled;`},
		plantedDefect{"AL0185", "Order Refunds/Codeunits/ShpfyRefundEnumConvertor.Codeunit.al",
			`EnumValues := Enum::"Shpfy Restock Type".Ordinals();`, `@@EnumValues := Enum::"Shpfy Restocking Type".Ordinals();`},
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
	)
}
