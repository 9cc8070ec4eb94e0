package workspace

// Planted property errors of the h-props session (issue 40), in the
// Shopify Connector app: integer properties given no integer (AL0218),
// option and number fields' InitValue/MinValue outside their field's type
// (AL0293, AL0294), properties written twice (AL0317), table properties
// on table extensions (AL0404), page properties on a page extension and a
// modify's property its target control's kind does not have (AL0124),
// field references in CalcFormula, TableRelation and DataItemTableView
// that their table lacks (AL0186), DataItemLinks naming fields their
// tables lack (AL0171), and action anchors a page does not have (AL0271).
func init() {
	plantedDefects = append(plantedDefects,
		// AL0218: an integer property given a word and a text.
		plantedDefect{"AL0218", "Transactions/Reports/ShpfySuggestPayments.Report.al", `            RequestFilterFields = "Created At";`,
			"            RequestFilterFields = \"Created At\";\n@@            MaxIteration = All;"},
		plantedDefect{"AL0218", "Products/Reports/ShpfySyncProducts.Report.al", `            RequestFilterFields = Code;`,
			"            RequestFilterFields = Code;\n@@            MaxIteration = '1';"},
		// AL0293: an option field's InitValue not among its members.
		plantedDefect{"AL0293", "Order Refunds/Tables/ShpfyRefundShippingLine.Table.al", `        field(4; "Subtotal Amount"; Decimal)`,
			"        field(90; \"Planted Kind\"; Option)\n        {\n            DataClassification = SystemMetadata;\n" +
				"            OptionMembers = Refund,Return;\n@@            InitValue = Refnd;\n        }\n        field(4; \"Subtotal Amount\"; Decimal)"},
		plantedDefect{"AL0293", "Order Refunds/Tables/ShpfyRefundShippingLine.Table.al", `        field(4; "Subtotal Amount"; Decimal)`,
			"        field(91; \"Planted State\"; Option)\n        {\n            DataClassification = SystemMetadata;\n" +
				"            OptionMembers = \" \",Open,Closed;\n@@            InitValue = \"Closing\";\n        }\n        field(4; \"Subtotal Amount\"; Decimal)"},
		// AL0294: a Decimal field's MinValue and an Integer field's InitValue that are no numbers.
		plantedDefect{"AL0294", "Order Refunds/Tables/ShpfyRefundShippingLine.Table.al", "            AutoFormatType = 1;\n",
			"            AutoFormatType = 1;\n@@            MinValue = 'zero';\n"},
		plantedDefect{"AL0294", "Order Refunds/Tables/ShpfyRefundShippingLine.Table.al", `        field(4; "Subtotal Amount"; Decimal)`,
			"        field(92; \"Planted Count\"; Integer)\n        {\n            DataClassification = SystemMetadata;\n" +
				"@@            InitValue = true;\n        }\n        field(4; \"Subtotal Amount\"; Decimal)"},
		// AL0317: a property written twice on a table field and on a page extension's field.
		plantedDefect{"AL0317", "Order Refunds/Tables/ShpfyRefundHeader.Table.al", `            Caption = 'Sell-to Customer No.';`,
			"            Caption = 'Sell-to Customer No.';\n@@            caption = 'Customer No.';"},
		plantedDefect{"AL0317", "Order handling/Page Extensions/ShpfyPostedSalesInvoices.PageExt.al", `                DrillDown = true;`,
			"                DrillDown = true;\n@@                DrillDown = false;"},
		// AL0404: table properties a table extension may not set.
		plantedDefect{"AL0404", "Base/Table Extensions/ShpfySignupContextValues.TableExt.al", "extends \"Signup Context Values\"\n{\n",
			"extends \"Signup Context Values\"\n{\n@@    DataPerCompany = false;\n"},
		plantedDefect{"AL0404", "Base/Table Extensions/ShpfyFeatureDataUpdate.TableExt.al", "extends \"Feature Data Update Status\"\n{\n",
			"extends \"Feature Data Update Status\"\n{\n@@    ReplicateData = false;\n"},
		// AL0124: page properties a page extension may not set, and a
		// modify's property the kind of its target (a field) does not have.
		plantedDefect{"AL0124", "Products/Page Extensions/ShpfyItemList.PageExt.al", "extends \"Item List\"\n{\n",
			"extends \"Item List\"\n{\n@@    UsageCategory = Lists;\n"},
		plantedDefect{"AL0124", "Products/Page Extensions/ShpfyItemCard.PageExt.al", "    actions\n    {\n",
			"@@    SourceTable = Item;\n\n    actions\n    {\n"},
		plantedDefect{"AL0124", "Order handling/Page Extensions/ShpfySalesOrderList.PageExt.al", `        addafter("No.")`,
			"        modify(\"No.\")\n        {\n@@            ShowAsTree = true;\n        }\n        addafter(\"No.\")"},
		plantedDefect{"AL0124", "Order handling/Page Extensions/ShpfyPostedSalesInvoices.PageExt.al", `        addafter("Order No.")`,
			"        modify(\"Order No.\")\n        {\n@@            SubPageLink = \"No.\" = field(\"No.\");\n        }\n        addafter(\"Order No.\")"},
		// AL0186: fields a CalcFormula, a TableRelation and a DataItemTableView name that their tables lack.
		plantedDefect{"AL0186", "Order Refunds/Tables/ShpfyRefundHeader.Table.al",
			`CalcFormula = lookup("Shpfy Order Header"."Sell-to Customer No." where("Shopify Order Id" = field("Order Id")));`,
			`@@CalcFormula = lookup("Shpfy Order Header"."Sell-to Customer Number" where("Shopify Order Id" = field("Order Id")));`},
		plantedDefect{"AL0186", "Order Refunds/Tables/ShpfyRefundLine.Table.al", `TableRelation = "Shpfy Order Line"."Line Id";`,
			`@@TableRelation = "Shpfy Order Line"."Line Identifier";`},
		plantedDefect{"AL0186", "Transactions/Reports/ShpfySuggestPayments.Report.al",
			`DataItemTableView = sorting(Type) where(Type = filter(Capture | Sale | Refund), Status = filter(Success));`,
			`@@DataItemTableView = sorting(Type) where(Type = filter(Capture | Sale | Refund), State = filter(Success));`},
		// AL0171: a DataItemLink naming a field the data item's table lacks, and one the parent's lacks.
		plantedDefect{"AL0171", "Catalogs/Reports/ShpfySyncCatalogPrices.Report.al", `DataItemLink = "Shop Code" = field(Code);`,
			`@@DataItemLink = "Shop Cod" = field(Code);`},
		plantedDefect{"AL0171", "Order handling/Reports/ShpfySyncOrdersfromShopify.Report.al", `DataItemLink = "Shop Code" = field(Code);`,
			`@@DataItemLink = "Shop Code" = field(ShopCode);`},
		// AL0271: action anchors the target page does not have.
		plantedDefect{"AL0271", "Products/Page Extensions/ShpfyItemCard.PageExt.al", `        addlast(Navigation_Item)`,
			`@@        addlast(Navigation_Items)`},
		plantedDefect{"AL0271", "Products/Page Extensions/ShpfyItemList.PageExt.al", "    actions\n    {\n",
			"    actions\n    {\n@@        modify(\"Item Journl\") { Visible = true; }\n"},
	)
}
