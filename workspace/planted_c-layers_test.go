package workspace

// Duplicates planted after their original (a later file by path, or later
// in the same file): the duplicate reports itself, and the many files
// that use the original's fields and procedures keep binding to it, so
// nothing is reported off the planted lines.
func init() {
	plantedDefects = append(plantedDefects,
		plantedDefect{"AL0197", "Webhooks/Codeunits/ShpfyWebhooksAPI.Codeunit.al", "",
			"\n@@table 30485 \"Shpfy Order Header\"\n{\n    fields\n    {\n        field(1; Id; BigInteger) { }\n    }\n}\n"},
		plantedDefect{"AL0197", "Webhooks/Codeunits/ShpfyWebhookNotification.Codeunit.al", "",
			"\n@@codeunit 30486 \"Shpfy Communication Mgt.\"\n{\n}\n"},
		plantedDefect{"AL0264", "Webhooks/Codeunits/ShpfyDeleteWebhookSubs.Codeunit.al", "",
			"\ncodeunit @@30101 \"Planted Later Id\"\n{\n}\n"},
		plantedDefect{"AL0264", "Transactions/Codeunits/ShpfyTransactions.Codeunit.al", "",
			"\ntable @@30118 \"Planted Later Table\"\n{\n    fields\n    {\n        field(1; Id; Integer) { }\n    }\n}\n"},
	)
}
