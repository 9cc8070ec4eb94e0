package workspace

// Planted defects of object references, type names, triggers and duplicate
// variables (issue 40), in the Shopify Connector app as planted_test.go
// plants them. The AL0185 ones name objects of the app itself and of Base
// Application, which the test resolves from source without the platform's
// System app.
func init() {
	plantedDefects = append(plantedDefects,
		// AL0121: a local variable and a global declared twice.
		plantedDefect{"AL0121", "Staff/Codeunits/ShpfyStaffMemberAPI.Codeunit.al",
			"        Cursor: Text;\n    begin\n        Shop.Get(ShopCode);",
			"        Cursor: Text;\n@@        cursor: Text;\n    begin\n        Shop.Get(ShopCode);"},
		plantedDefect{"AL0121", "Invoicing/Codeunits/ShpfyPostedInvoiceExport.Codeunit.al",
			"        EmptyNoInLineLbl: Label 'No. field is empty in Sales Invoice Line.';",
			"        EmptyNoInLineLbl: Label 'No. field is empty in Sales Invoice Line.';\n@@        InvalidQuantityLbl: Label 'Twice.';"},
		// AL0162: triggers the object kind does not have.
		plantedDefect{"AL0162", "Invoicing/Codeunits/ShpfyPostedInvoiceExport.Codeunit.al",
			"    trigger OnRun()\n    begin\n        ExportPostedSalesInvoiceToShopify(Rec);",
			"@@    trigger OnRunX()\n    begin\n        ExportPostedSalesInvoiceToShopify(Rec);"},
		plantedDefect{"AL0162", "Order Refunds/Tables/ShpfyRefundLine.Table.al", "    trigger OnDelete()", "@@    trigger OnDeleteRecord()"},
		// AL0134: type names that are no type of AL.
		plantedDefect{"AL0134", "Staff/Codeunits/ShpfyStaffMemberAPI.Codeunit.al",
			"        JResponse: JsonToken;\n        Parameters: Dictionary", "@@        JResponse: JsonTkn;\n        Parameters: Dictionary"},
		plantedDefect{"AL0134", "Base/Codeunits/ShpfyBackgroundSyncs.Codeunit.al", "        Parameters: Text;", "@@        Parameters: String;"},
		// AL0185: objects of the app and of Base Application that do not exist.
		plantedDefect{"AL0185", "Base/Codeunits/ShpfyBackgroundSyncs.Codeunit.al", `Page.Run(Page::"Job Queue Log Entries", JobQueueLogEntry);`,
			`@@Page.Run(Page::"Job Queue Log Entry", JobQueueLogEntry);`},
		plantedDefect{"AL0185", "Base/Pages/ShpfyShopCard.Page.al", `RunObject = Page "Shpfy Customers";`, `@@RunObject = Page "Shpfy Custmers";`},
		plantedDefect{"AL0185", "Order handling/Pages/ShpfyOrderTotalsFactBox.Page.al", `        SalesHeader: Record "Sales Header";`,
			`@@        SalesHeader: Record "Sales Headers";`},
		plantedDefect{"AL0185", "PermissionSets/ShpfyRead.PermissionSet.al", `        tabledata "Shpfy Shop" = R,`,
			`@@        tabledata "Shpfy Shops" = R,`},
		plantedDefect{"AL0185", "Catalogs/Reports/ShpfySyncCatalogs.Report.al", `        dataitem(Shop; "Shpfy Shop")`,
			`@@        dataitem(Shop; "Shpfy Shopp")`},
	)
}
