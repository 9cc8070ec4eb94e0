package workspace

// Planted in the Shopify Connector (see TestPlantedCompileErrors):
// subscribers to trigger-event names that codeunits and reports do not
// have (AL0280: only tables and pages publish trigger events), and page
// extensions that modify controls and actions Base Application (from
// source, without CLEAN symbols) marks ObsoleteState = Pending (AL0432).
func init() {
	plantedDefects = append(plantedDefects,
		plantedDefect{"AL0280", "Order handling/Codeunits/ShpfyImportOrder.Codeunit.al", "", plantedSubscriber("30432",
			`@@    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Sales-Post", 'OnAfterRunEvent', '', false, false)]`,
			`    local procedure AfterSalesPostRun()`)},
		plantedDefect{"AL0280", "Base/Codeunits/ShpfyBackgroundSyncs.Codeunit.al", "", plantedSubscriber("30433",
			`@@    [EventSubscriber(ObjectType::Report, Report::"Shpfy Sync Countries", 'OnPreReportEvent', '', false, false)]`,
			`    local procedure BeforeSyncCountries()`)},
		plantedDefect{"AL0432", "Base/Pages/ShpfyShopCard.Page.al", "",
			"\npageextension 30434 \"Planted Vendor Card\" extends \"Vendor Card\"\n{\n    actions\n    {\n" +
				"@@        modify(\"Vendor - Summary Aging\")\n        {\n            Visible = false;\n        }\n    }\n}\n"},
		plantedDefect{"AL0432", "Base/Pages/ShpfyShopCard.Page.al", "",
			"\npageextension 30435 \"Planted Sales Setup\" extends \"Sales & Receivables Setup\"\n{\n    layout\n    {\n" +
				"@@        modify(\"Create Item from Item No.\")\n        {\n            Visible = true;\n        }\n    }\n}\n"},
	)
}
