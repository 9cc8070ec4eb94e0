package workspace

// Planted type errors (issue 39): a call of a procedure without a return
// value used as a value, in the Shopify Connector app: returned, tested as
// a condition (AL0122, type 'None') and passed as an argument (AL0133);
// arguments of built-in methods the parameter's kind refuses (AL0133);
// Label values assigned to a number and a DateTime (AL0122).
func init() {
	plantedDefects = append(plantedDefects,
		plantedDefect{"AL0122", "Base/Tables/ShpfyShop.Table.al",
			"        CommunicationMgt.ExecuteGraphQL('{\"query\":\"query { app { id } }\"}');\n        exit(true);",
			"        CommunicationMgt.ExecuteGraphQL('{\"query\":\"query { app { id } }\"}');\n@@        exit(CommunicationMgt.SetShop(Rec));"},
		plantedDefect{"AL0122", "Invoicing/Codeunits/ShpfyDraftOrdersAPI.Codeunit.al", `        CommunicationMgt.SetShop(Shop);`,
			`@@        if CommunicationMgt.SetShop(Shop) then;`},
		plantedDefect{"AL0133", "Invoicing/Codeunits/ShpfyFulfillmentAPI.Codeunit.al", `        ShpfyCommunicationMgt.SetShop(ShopCode);`,
			`@@        ShpfyCommunicationMgt.SetShop(ShpfyCommunicationMgt.SetShop(ShopCode));`},
		plantedDefect{"AL0133", "Invoicing/Reports/ShpfySyncInvoicesToShpfy.Report.al", `PostedInvoiceExport.SetShop(ShopCode);`,
			`@@PostedInvoiceExport.SetShop(PostedInvoiceExport.SetShop(ShopCode));`},
		plantedDefect{"AL0133", "Invoicing/Codeunits/ShpfyPostedInvoiceExport.Codeunit.al",
			`CopyStr(ShopifyCustomer.Email, 1, MaxStrLen(TempOrderHeader.Email));`, `@@CopyStr(ShopifyCustomer.Email, 1, '80');`},
		plantedDefect{"AL0133", "Invoicing/Codeunits/ShpfyPostedInvoiceExport.Codeunit.al",
			`CopyStr(SalesInvoiceHeader."Ship-to Name", 1, MaxStrLen(TempOrderHeader."Ship-to Name"));`,
			`@@CopyStr(SalesInvoiceHeader."Ship-to Name", 1, SalesInvoiceHeader."Posting Date");`},
		plantedDefect{"AL0122", "Base/Codeunits/ShpfyCommunicationMgt.Codeunit.al",
			`        GraphQLQuery := GraphQLQueries.GetQuery(GraphQLType, Parameters, ExpectedCost);`,
			"@@        ExpectedCost := VersionTok;\n        GraphQLQuery := GraphQLQueries.GetQuery(GraphQLType, Parameters, ExpectedCost);"},
		plantedDefect{"AL0122", "Base/Codeunits/ShpfyCommunicationMgt.Codeunit.al",
			`ApiVersionExpiryDate := CreateDateTime(CalcDate('<+1Y>', Today()), 0T)`, `@@ApiVersionExpiryDate := MissingApiVersionExpiryDateTxt`},
	)
}
