package workspace

// Obsolete use planted in Shopify: members Base Application (from source,
// without CLEAN symbols) marks ObsoleteState Pending or [Obsolete] (AL0432,
// a warning) and fields it declares with ObsoleteState Removed (AL0433).
func init() {
	plantedDefects = append(plantedDefects,
		plantedDefect{"AL0432", "Customers/Codeunits/ShpfyCreateCustomer.Codeunit.al", "",
			"\ncodeunit 30471 \"Planted Pending Use\"\n{\n    procedure Use(var Customer: Record Customer): Decimal\n    begin\n" +
				"        if Customer.\"No.\" = '' then\n            exit(0);\n@@        exit(Customer.GetShippedOutstandingInvoicesAmountLCY());\n    end;\n}\n"},
		plantedDefect{"AL0432", "Staff/Codeunits/ShpfyStaffMemberAPI.Codeunit.al", "",
			"\ncodeunit 30472 \"Planted Pending Field\"\n{\n    procedure Copies(Customer: Record Customer): Integer\n    begin\n" +
				"@@        exit(Customer.\"Invoice Copies\");\n    end;\n}\n"},
		plantedDefect{"AL0433", "Gift Cards/Codeunits/ShpfyGiftCards.Codeunit.al", "",
			"\ncodeunit 30473 \"Planted Removed Field\"\n{\n    procedure Coupled(Customer: Record Customer): Boolean\n    begin\n" +
				"@@        exit(Customer.\"Coupled to CRM\");\n    end;\n}\n"},
		plantedDefect{"AL0433", "Logs/Tables/ShpfyLogEntry.Table.al", "",
			"\ncodeunit 30474 \"Planted Removed Item Field\"\n{\n    procedure Uncouple(var Item: Record Item)\n    begin\n" +
				"@@        Item.\"Coupled to CRM\" := false;\n    end;\n}\n"},
	)
}
