package workspace

// Planted in a copy of BCApps' Excel Reports app (src/Apps/W1/ExcelReports/App):
// reports with request pages, queries read through query variables, page
// extensions of Base Application lists and a codeunit over G/L accounts.
// Paths are relative to its src folder.
func init() {
	plantedApps = append(plantedApps, plantedApp{name: "ExcelReports", dir: "src/Apps/W1/ExcelReports/App", src: "src", defects: []plantedDefect{
		// AL0118: a misspelt global of the report.
		{"AL0118", "Customer/EXRCustomerTopList.Report.al", `EXTTopCustomerSale.TopNumberOfRows := NoOfRecordsToPrint;`,
			`@@EXTTopCustomerSale.TopNumberOfRows := NoOfRecordToPrint;`},
		// AL0132: a column the query does not declare.
		{"AL0132", "Customer/EXRCustomerTopList.Report.al", `InsertAggregatedSales(EXTTopCustomerSale.Customer_No, EXTTopCustomerSale.Sum_Purch_LCY);`,
			`@@InsertAggregatedSales(EXTTopCustomerSale.Customer_No, EXTTopCustomerSale.Sum_Sales_LCY);`},
		// AL0133: a Text for a Decimal parameter; AL0135: an argument left
		// out; AL0126: an argument too many for both overloads.
		{"AL0133", "Customer/EXRCustomerTopList.Report.al", `InsertAggregatedSales(EXTTopCustomerBalance.Customer_No, EXTTopCustomerBalance.Balance_LCY);`,
			`@@InsertAggregatedSales(EXTTopCustomerBalance.Customer_No, Format(EXTTopCustomerBalance.Balance_LCY));`},
		{"AL0135", "Customer/EXRCustomerTopList.Report.al", `FillDataForTopCustomersBasedOnSales(CustomerFilter);`,
			`@@FillDataForTopCustomersBasedOnSales();`},
		{"AL0126", "Customer/EXRCustomerTopList.Report.al", `CustomerFilter += EscapeCustomerNoFilter(EXTTopCustomerSale.Customer_No) + '|';`,
			`@@CustomerFilter += EscapeCustomerNoFilter(EXTTopCustomerSale.Customer_No, '|');`},
		// AL0440: an overload with the same parameter types (the later
		// declaration, the original, is reported).
		{"AL0440", "Customer/EXRCustomerTopList.Report.al", "    local procedure EscapeCustomerNoFilter(CustomerNo: Code[20]): Text\n",
			"    procedure EscapeCustomerNoFilter(No: Code[20]): Text\n    begin\n        exit(No);\n    end;\n\n@@    local procedure EscapeCustomerNoFilter(CustomerNo: Code[20]): Text\n"},
		// AL0122: a Decimal assigned to a Text field.
		{"AL0122", "Customer/EXRCustomerTopList.Report.al", `TopCustomerData."Customer Name" := Customer.Name;`,
			`@@TopCustomerData."Customer Name" := Customer."Balance (LCY)";`},
		// AL0162: a trigger reports do not have.
		{"AL0162", "Customer/EXRCustomerTopList.Report.al", "    trigger OnPreReport()", "@@    trigger OnBeforeReport()"},
		// AL0121: a global declared twice.
		{"AL0121", "Customer/EXRCustomerTopList.Report.al", "        DateFilter: Text;\n", "        DateFilter: Text;\n@@        DateFilter: Text[250];\n"},
		// AL0124: a page property on a report; AL0171: a usage category
		// AL does not have.
		{"AL0124", "Vendor/EXRVendorTopList.Report.al", "    DataAccessIntent = ReadOnly;\n", "    DataAccessIntent = ReadOnly;\n@@    SourceTable = Vendor;\n"},
		{"AL0171", "Financials/EXRTrialBalanceExcel.Report.al", "    UsageCategory = ReportsAndAnalysis;", "@@    UsageCategory = Reports;"},
		// AL0173: not on a text.
		{"AL0173", "Vendor/EXRVendorTopList.Report.al", `if EXRTopReportBuffer.GetFilter("Currency Code") <> '' then`,
			`@@if not EXRTopReportBuffer.GetFilter("Currency Code") then`},
		// AL0185: a report that does not exist run from an action.
		{"AL0185", "Customer/PageExtensions/EXRCustomerList.PageExt.al", `RunObject = Report "EXR Customer Top List";`,
			`@@RunObject = Report "EXR Customer Toplist";`},
		// AL0271: an action anchor the Vendor List does not have.
		{"AL0271", "Vendor/PageExtensions/EXRVendorList.PageExt.al", `addafter("Vendor - Labels")`, `@@addafter("Vendor Labels")`},
		// AL0247: a page extension of a page no layer declares.
		{"AL0247", "Customer/PageExtensions/EXRReminder.PageExt.al", "", "\n@@pageextension 4443 \"EXR Planted Customer Lists\" extends \"Customer Lists\"\n{\n}\n"},
		// AL0264: a codeunit id the app declares already, in a later file.
		{"AL0264", "Vendor/ExtTopVendorCaptionHandler.Codeunit.al", "", "\n@@codeunit 4405 \"EXT Planted Caption Handler\"\n{\n}\n"},
		// AL0297: an id outside the app's range (4400..4445).
		{"AL0297", "Financials/TrialBalance.Codeunit.al", "", "\n@@codeunit 4450 \"EXR Planted Out Of Range\"\n{\n}\n"},
		// AL0206: a field id the buffer table declares already (the later
		// declaration, the original, is reported).
		{"AL0206", "Customer/EXRTopCustomerReportBuffer.Table.al", `        field(2; "Customer Name"; Text[200])`,
			"        field(2; \"Customer Search Name\"; Code[100]) { }\n@@        field(2; \"Customer Name\"; Text[200])"},
		// AL0139: exit with a value from a procedure without one; AL0161:
		// a procedure G/L Account declares local.
		{"AL0139", "Financials/TrialBalance.Codeunit.al", "        if not BusinessUnit.FindSet() then\n            exit;\n",
			"        if not BusinessUnit.FindSet() then\n@@            exit(false);\n"},
		{"AL0161", "Financials/TrialBalance.Codeunit.al", "        if GLAccount.IsEmpty() then\n            exit;\n",
			"        if GLAccount.IsEmpty() then\n            exit;\n@@        GLAccount.CheckNotUsedAsReceivablesPayablesAccount();\n"},
		// AL0132: a request page field source naming a field the buffer
		// table lacks.
		{"AL0132", "Customer/EXRCustomerTopList.Report.al", `field(Show; GlobalExtTopCustomerReportBuffer."Ranking Based On")`,
			`@@field(Show; GlobalExtTopCustomerReportBuffer."Ranking Base On")`},
	}})
}
