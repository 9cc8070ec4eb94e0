package workspace

// Planted defects of extensions and page field sources (issue 40): an
// extension's target that does not exist (AL0247), a change anchored on a
// control the target page does not have (AL0270), a table extension's
// modify of a field its table lacks (AL0295), and page field sources
// naming a member (AL0132) or a name (AL0118) that nothing declares, on a
// page with a SourceTable and on one without (a NavigatePage wizard).
func init() {
	plantedDefects = append(plantedDefects,
		// AL0247: targets no layer declares.
		// (a new extension, so that the fields Shopify adds to Sales Line stay known)
		plantedDefect{"AL0247", "Order handling/Table Extensions/ShpfySalesLine.TableExt.al", "",
			"\n@@tableextension 30113 \"Planted Sales Lines Ext\" extends \"Sales Lines\"\n{\n}\n"},
		plantedDefect{"AL0247", "Order handling/Page Extensions/ShpfySalesInvoiceList.PageExt.al",
			`pageextension 30112 "Shpfy Sales Invoice List" extends "Sales Invoice List"`,
			`@@pageextension 30112 "Shpfy Sales Invoice List" extends "Sales Invoice Lists"`},
		// AL0270: anchors and modified controls the target page lacks.
		plantedDefect{"AL0270", "Order handling/Page Extensions/ShpfySalesOrder.PageExt.al",
			`addafter("Your Reference")`, `@@addafter("Your Refrence")`},
		plantedDefect{"AL0270", "Order handling/Page Extensions/ShpfySalesOrderSubform.PageExt.al",
			`addafter("Item Reference No.")`, `@@addafter("Item Reference Number")`},
		// AL0295: a table extension modifying a field its table lacks.
		plantedDefect{"AL0295", "Order handling/Table Extensions/ShpfySalesHeader.TableExt.al",
			`        field(30100; "Shpfy Order Id"; BigInteger)`,
			"@@        modify(\"Sell-to Customer Nam\") { Caption = 'Customer'; }\n        field(30100; \"Shpfy Order Id\"; BigInteger)"},
		plantedDefect{"AL0295", "Order handling/Table Extensions/ShpfySalesInvoiceHeader.TableExt.al",
			`        field(30100; "Shpfy Order Id"; BigInteger)`,
			"@@        modify(Amont) { Caption = 'Amount'; }\n        field(30100; \"Shpfy Order Id\"; BigInteger)"},
		// AL0132: page field sources naming no field or method of the
		// source table.
		plantedDefect{"AL0132", "Base/Pages/ShpfyShopCard.Page.al",
			`field("Shopify URL"; Rec."Shopify URL")`, `@@field("Shopify URL"; Rec."Shopify Url2")`},
		plantedDefect{"AL0132", "Base/Pages/ShpfyShopCard.Page.al",
			`field(HasAccessKey; Rec.HasAccessToken())`, `@@field(HasAccessKey; Rec.HasAccesToken())`},
		// AL0118: page field sources naming no global or procedure of a
		// page without SourceTable, and of a page with one.
		plantedDefect{"AL0118", "Base/Pages/ShpfyConnectorGuide.Page.al",
			`field(ShopUrl; ShopUrl)`, `@@field(ShopUrl; ShopUrll)`},
		plantedDefect{"AL0118", "Base/Pages/ShpfyConnectorGuide.Page.al",
			`field(Consent; ConsentVar)`, `@@field(Consent; ConsentVariable)`},
		plantedDefect{"AL0118", "Base/Pages/ShpfyShopCard.Page.al",
			`field("Shopify Admin API Version"; ApiVersion)`, `@@field("Shopify Admin API Version"; ApiVersions)`},
	)
}
