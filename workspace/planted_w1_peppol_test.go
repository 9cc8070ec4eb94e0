package workspace

// Planted in a copy of BCApps' PEPPOL app (src/Apps/W1/PEPPOL/App): xmlports
// whose text elements are variables and whose triggers call interfaces an
// enum implements, a table and a page extension of Base Application, and a
// subscriber naming its event without quotes. Paths are relative to its src
// folder.
func init() {
	plantedApps = append(plantedApps, plantedApp{name: "PEPPOL", dir: "src/Apps/W1/PEPPOL/App", src: "src", defects: []plantedDefect{
		// AL0132: a method CurrXMLport does not have; a method the interface
		// does not declare.
		{"AL0132", "Sales/XmlPorts/SalesInvoicePEPPOL30.XmlPort.al", "                    if Note = '' then\n                        currXMLport.Skip();",
			"                    if Note = '' then\n@@                        currXMLport.Skipp();"},
		{"AL0132", "Sales/XmlPorts/SalesInvoicePEPPOL30.XmlPort.al", `BuyerReference := PEPPOLDocumentInfoProvider.GetBuyerReference(SalesHeader);`,
			`@@BuyerReference := PEPPOLDocumentInfoProvider.GetBuyerRef(SalesHeader);`},
		// AL0126: an argument too many for an interface method.
		{"AL0126", "Sales/XmlPorts/SalesInvoicePEPPOL30.XmlPort.al",
			`PEPPOLTaxInfoProvider.GetTaxTotalInfoLCY(SalesHeader, TaxAmountLCY, TaxCurrencyCodeLCY, TaxTotalCurrencyIDLCY);`,
			`@@PEPPOLTaxInfoProvider.GetTaxTotalInfoLCY(SalesHeader, TaxAmountLCY, TaxCurrencyCodeLCY, TaxTotalCurrencyIDLCY, true);`},
		// AL0118: a misspelt global in a procedure of the xmlport.
		{"AL0118", "Sales/XmlPorts/SalesInvoicePEPPOL30.XmlPort.al", "        exit(PEPPOL30Format);\n    end;\n\n    local procedure FindNextVATAmtRec(",
			"@@        exit(PEPPOL30Formats);\n    end;\n\n    local procedure FindNextVATAmtRec("},
		// AL0122: a Date assigned to a text element without Format.
		{"AL0122", "Sales/XmlPorts/SalesInvoicePEPPOL30.XmlPort.al", `DueDate := Format(SalesHeader."Due Date", 0, 9);`,
			`@@DueDate := SalesHeader."Due Date";`},
		// AL0280: an event name without quotes, spelt the British way.
		{"AL0280", "Common/PEPPOL30Subscribers.Codeunit.al", `Codeunit::"Company-Initialize", OnCompanyInitialize, ''`,
			`@@Codeunit::"Company-Initialize", OnCompanyInitialise, ''`},
		// AL0132: a field the app's own table extension adds, misspelt in a
		// page extension's field source; AL0270: a guessed repeater name
		// (the page's is Group).
		{"AL0132", "Extensions/PEPPOLVATClauses.PageExt.al", `field("VATEX Code"; Rec."VATEX Code")`, `@@field("VATEX Code"; Rec."VATEX Cod")`},
		{"AL0270", "Extensions/PEPPOLVATClauses.PageExt.al", `addlast(group)`, `@@addlast(Lines)`},
		// AL0118: a misspelt text element in the trigger of a text element
		// inside tableelement(invoiceheaderloop; Integer). Integer is a
		// platform table this test loads no System symbols for; its one
		// field, Number, is known (al/symbols/virtualtables.go).
		{"AL0118", "Sales/XmlPorts/SalesInvoicePEPPOL30.XmlPort.al", `if TaxPointDate = '' then`, `@@if TaxPointDat = '' then`},
	}})
}
