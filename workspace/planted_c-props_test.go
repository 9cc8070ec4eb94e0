package workspace

// Planted property errors (issue 40): a property a table field or a page
// does not have, a misspelt one, and values outside their property's
// enumeration or Boolean shape, in the Shopify Connector app.
func init() {
	plantedDefects = append(plantedDefects,
		// AL0124: properties not allowed where written, or no property at all.
		plantedDefect{"AL0124", "Base/Tables/ShpfyShop.Table.al", `            Caption = 'Enabled';`,
			"            Caption = 'Enabled';\n@@            Required = true;"},
		plantedDefect{"AL0124", "Base/Pages/ShpfyShops.Page.al", `    UsageCategory = Administration;`,
			"    UsageCategory = Administration;\n@@    Captoin = 'Shops';"},
		plantedDefect{"AL0124", "Base/Pages/ShpfyShopCard.Page.al", `                    Importance = Promoted;`,
			"                    Importance = Promoted;\n@@                    ReadOnly = true;"},
		// AL0171: values that are not values of the property.
		plantedDefect{"AL0171", "Base/Pages/ShpfyShops.Page.al", `    PageType = List;`, `@@    PageType = ListView;`},
		plantedDefect{"AL0171", "Base/Pages/ShpfyShopCard.Page.al", `    UsageCategory = None;`, `@@    UsageCategory = List;`},
		plantedDefect{"AL0171", "Base/Pages/ShpfyShopCard.Page.al", `                    Importance = Additional;`,
			`@@                    Importance = Optional;`},
	)
}
