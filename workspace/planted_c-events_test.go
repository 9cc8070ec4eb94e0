package workspace

// Subscriber mistakes planted in the Shopify Connector (see
// TestPlantedCompileErrors): trigger event names and element names that do
// not exist (AL0280), parameters the event does not have (AL0282), of
// another type (AL0284), var where the event's is not (AL0288), and element
// names on trigger events that take none (AL0290).

// plantedSubscriber appends a codeunit with one subscriber whose attribute
// and procedure are given; @@ marks the line of the mistake.
func plantedSubscriber(id, attr, proc string) string {
	return "\ncodeunit " + id + " \"Planted Subscriber " + id + "\"\n{\n" + attr + "\n" + proc + "\n    begin\n    end;\n}\n"
}

func init() {
	plantedDefects = append(plantedDefects,
		// AL0280: a misspelled trigger event; a field and an action the
		// publisher does not have.
		plantedDefect{"AL0280", "Base/Codeunits/ShpfyBackgroundSyncs.Codeunit.al", `'OnBeforeModifyEvent'`, `@@'OnBeforeModifiedEvent'`},
		plantedDefect{"AL0280", "Base/Tables/ShpfyShop.Table.al", "", plantedSubscriber("30440",
			`@@    [EventSubscriber(ObjectType::Table, Database::"Shpfy Shop", 'OnAfterValidateEvent', 'Shopify URLs', false, false)]`,
			`    local procedure ValidateUrl(var Rec: Record "Shpfy Shop")`)},
		plantedDefect{"AL0280", "Base/Pages/ShpfyShopCard.Page.al", "", plantedSubscriber("30441",
			`@@    [EventSubscriber(ObjectType::Page, Page::"Shpfy Shop Card", 'OnAfterActionEvent', 'Planted Missing Action', false, false)]`,
			`    local procedure AfterMissingAction(var Rec: Record "Shpfy Shop")`)},
		// AL0282: xRec on an insert or delete event.
		// (Not on ShpfyWebhooksMgt's subscriber to the platform's Webhook
		// Notification table: without the System symbols nothing is said.)
		plantedDefect{"AL0282", "Base/Tables/ShpfyShop.Table.al", "", plantedSubscriber("30448",
			`    [EventSubscriber(ObjectType::Table, Database::"Shpfy Shop", 'OnAfterDeleteEvent', '', false, false)]`,
			`@@    local procedure AfterDeleteShop(var Rec: Record "Shpfy Shop"; var xRec: Record "Shpfy Shop")`)},
		plantedDefect{"AL0282", "Document Links/Codeunits/ShpfyDocumentLinkMgt.Codeunit.al",
			`OnDeleteSalesHeader(var Rec: Record "Sales Header")`, `@@OnDeleteSalesHeader(var Rec: Record "Sales Header"; CurrFieldNo: Integer)`},
		// AL0284: the record of another table; CurrFieldNo as a Boolean.
		plantedDefect{"AL0284", "Base/Tables/ShpfyShop.Table.al", "", plantedSubscriber("30442",
			`    [EventSubscriber(ObjectType::Table, Database::"Shpfy Shop", 'OnAfterInsertEvent', '', false, false)]`,
			`@@    local procedure AfterInsertShop(var Rec: Record "Shpfy Order Header"; RunTrigger: Boolean)`)},
		plantedDefect{"AL0284", "Base/Tables/ShpfyShop.Table.al", "", plantedSubscriber("30443",
			`    [EventSubscriber(ObjectType::Table, Database::"Shpfy Shop", 'OnBeforeValidateEvent', 'Shopify URL', false, false)]`,
			`@@    local procedure BeforeValidateUrl(var Rec: Record "Shpfy Shop"; CurrFieldNo: Boolean)`)},
		// AL0288: var for parameters the events pass by value.
		plantedDefect{"AL0288", "Base/Tables/ShpfyShop.Table.al", "", plantedSubscriber("30444",
			`    [EventSubscriber(ObjectType::Table, Database::"Shpfy Shop", 'OnAfterModifyEvent', '', false, false)]`,
			`@@    local procedure AfterModifyShop(var Rec: Record "Shpfy Shop"; var RunTrigger: Boolean)`)},
		plantedDefect{"AL0288", "Base/Pages/ShpfyShopCard.Page.al", "", plantedSubscriber("30445",
			`    [EventSubscriber(ObjectType::Page, Page::"Shpfy Shop Card", 'OnNewRecordEvent', '', false, false)]`,
			`@@    local procedure NewShop(var Rec: Record "Shpfy Shop"; var BelowxRec: Boolean)`)},
		// AL0290: element names on events that take none.
		plantedDefect{"AL0290", "Base/Tables/ShpfyShop.Table.al", "", plantedSubscriber("30446",
			`@@    [EventSubscriber(ObjectType::Table, Database::"Shpfy Shop", 'OnAfterInsertEvent', 'Code', false, false)]`,
			`    local procedure AfterInsertShopCode(var Rec: Record "Shpfy Shop")`)},
		plantedDefect{"AL0290", "Base/Pages/ShpfyShopCard.Page.al", "", plantedSubscriber("30447",
			`@@    [EventSubscriber(ObjectType::Page, Page::"Shpfy Shop Card", 'OnOpenPageEvent', 'Code', false, false)]`,
			`    local procedure OpenShopCard(var Rec: Record "Shpfy Shop")`)},
	)
}
