package workspace

// Planted in the Shopify Connector app (issues 39-41): report column
// sources naming a field the data item's table lacks (AL0132), misspelt
// names in the trigger of a data item over the platform's Integer table
// (AL0118: this test loads no System symbols), a Code value passed for a
// Record parameter (AL0133) and page extensions of a page's singular name
// (AL0247, without the System app). The last two plants edit the data
// item the second one adds.
func init() {
	plantedDefects = append(plantedDefects,
		plantedDefect{"AL0132", "Companies/Reports/ShpfySyncCompanies.Report.al", "            RequestFilterFields = Code;\n",
			"            RequestFilterFields = Code;\n@@            column(Shop_Name; Shop.Nmae) { }\n"},
		plantedDefect{"AL0132", "Companies/Reports/ShpfySyncCompanies.Report.al",
			"                Codeunit.Run(Codeunit::\"Shpfy Sync Companies\", Shop);\n            end;\n        }\n",
			"                Codeunit.Run(Codeunit::\"Shpfy Sync Companies\", Shop);\n            end;\n        }\n" +
				"        dataitem(PlantedShop; \"Shpfy Shop\")\n        {\n@@            column(PlantedShop_Url; PlantedShop.\"Shopify Uri\") { }\n" +
				"            dataitem(PlantedLoop; Integer)\n            {\n                trigger OnAfterGetRecord()\n                begin\n" +
				"                    if Number > 1 then\n                        CurrReport.Break();\n" +
				"                    if PlantedShop.Code = '' then\n                        CurrReport.Break();\n" +
				"                end;\n            }\n        }\n"},
		plantedDefect{"AL0118", "Companies/Reports/ShpfySyncCompanies.Report.al", "                    if Number > 1 then\n",
			"@@                    if Numbr > 1 then\n"},
		plantedDefect{"AL0118", "Companies/Reports/ShpfySyncCompanies.Report.al", "                    if PlantedShop.Code = '' then\n",
			"@@                    if PlantedShp.Code = '' then\n"},
		plantedDefect{"AL0133", "Order handling/Codeunits/ShpfyOrderMapping.Codeunit.al", `Result := Result and MapVariant(OrderLine, Shop);`,
			`@@Result := Result and MapVariant(OrderLine, Shop.Code);`},
		plantedDefect{"AL0133", "Catalogs/Codeunits/ShpfyCatalogAPI.Codeunit.al", `        ClearCatalogMarketRelations(Catalog);`,
			`@@        ClearCatalogMarketRelations(Catalog.Id);`},
		plantedDefect{"AL0247", "Invoicing/PageExt/ShpfySalesInvoiceUpdate.PageExt.al", "",
			"\n@@pageextension 30457 \"Planted Item Entries Ext\" extends \"Item Ledger Entry\"\n{\n}\n"},
		plantedDefect{"AL0247", "Invoicing/PageExt/ShpfySalesInvoiceUpdate.PageExt.al", "",
			"\n@@pageextension 30456 \"Planted Customer Entries Ext\" extends \"Customer Ledger Entry\"\n{\n}\n"},
	)
}
