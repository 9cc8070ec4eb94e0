package workspace

import (
	"context"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/check"
	"github.com/alfix/alfix/al/rules"
)

// plantedDefect is one compile error planted in a copy of a real file: the
// first occurrence of from in file is replaced by to (from "" appends to to
// the file). The error is expected on the line of "@@" in to.
type plantedDefect struct {
	code, file, from, to string
}

// plantedDefects are planted in a copy of BCApps' Shopify Connector app
// (src/Apps/W1/Shopify/App), paths relative to its src folder.
var plantedDefects = []plantedDefect{
	// AL0118: names nothing declares.
	{"AL0118", "Base/Codeunits/ShpfyBackgroundSyncs.Codeunit.al",
		`EnqueueJobEntry(Report::"Shpfy Sync Countries", Parameters, StrSubstNo(SyncDescriptionTxt, SyncTypeLbl, Shop.GetFilter(Code)), true, true);`,
		`@@EnqueueJobEntry(Report::"Shpfy Sync Countries", Parameterz, StrSubstNo(SyncDescriptionTxt, SyncTypeLbl, Shop.GetFilter(Code)), true, true);`},
	{"AL0118", "Staff/Codeunits/ShpfyStaffMemberAPI.Codeunit.al",
		`JsonHelper.GetValueAsText(JStaffMemberInfo, 'email')`, `@@JsonHelper.GetValueAsText(JStaffMemberInf, 'email')`},
	{"AL0118", "Base/Tables/ShpfyShop.Table.al", `Rec.CalcShopId();`, `@@CalcShopIdentifier();`},
	{"AL0118", "Staff/Pages/ShpfyStaffMapping.Page.al", `StaffMemberAPI.GetStaffMembers(`, `@@StaffMembersAPI.GetStaffMembers(`},
	{"AL0118", "Base/Tables/ShpfyShop.Table.al", `Rec.Validate("Order Created Webhooks", false);`,
		`@@Rec.Validate("Order Created Webhook", false);`},
	// AL0132: members the receiver's object does not declare.
	{"AL0132", "Gift Cards/Codeunits/ShpfyGiftCards.Codeunit.al", `if OrderLine.FindFirst() then`, `@@if OrderLine.FindFrist() then`},
	{"AL0132", "Base/Tables/ShpfyShop.Table.al", `Rec.TestField("Shopify URL");`, `@@Rec.TestFeld("Shopify URL");`},
	{"AL0132", "Invoicing/Codeunits/ShpfyPostedInvoiceExport.Codeunit.al", `if ShopifyCustomer.FindFirst() then begin`,
		`@@if ShopifyCustomer.FindFirts() then begin`},
	{"AL0132", "Base/Tables/ShpfyShop.Table.al", `if Rec."Enabled" then begin`, `@@if Rec."Enable" then begin`},
	{"AL0132", "Base/Codeunits/ShpfyUpgradeMgt.Codeunit.al", `WebhookTopic.Ordinals.IndexOf(WebhookTopic.AsInteger())`,
		`@@WebhookTopic.Ordinals.IndexOf(WebhookTopic.AsInt())`},
	// AL0132 on interface values: methods the interface (with those it
	// extends, and after `as`) does not declare.
	{"AL0132", "Order handling/Codeunits/ShpfyImportOrder.Codeunit.al", `Result := IName.GetName(FirstName, LastName, CompanyName);`,
		`@@Result := IName.GetNames(FirstName, LastName, CompanyName);`},
	{"AL0132", "Inventory/Codeunits/ShpfyInventoryAPI.Codeunit.al",
		`Stock := (StockCalculation as "Shpfy Extended Stock Calculation").GetStock(Item, ShopLocation)`,
		`@@Stock := (StockCalculation as "Shpfy Extended Stock Calculation").GetStok(Item, ShopLocation)`},
	// AL0132 on CurrPage: a part the page does not declare, a method the
	// part's page does not declare, a method a user control's add-in does
	// not declare.
	{"AL0132", "Order Returns/Pages/ShpfyReturn.Page.al", `CurrPage.Lines.Page.ShowPresentmentCurrency(`,
		`@@CurrPage.Line.Page.ShowPresentmentCurrency(`},
	{"AL0132", "Order Refunds/Pages/ShpfyRefund.Page.al", `CurrPage.Lines.Page.SetShowPresentmentCurrency(PresentmentCurrencyVisible);`,
		`@@CurrPage.Lines.Page.SetShowPresentmentCurency(PresentmentCurrencyVisible);`},
	{"AL0132", "Integration/Pages/ShpfyAuthentication.Page.al", `CurrPage.OAuthIntegration.StartAuthorization(OAuthRequestUrl);`,
		`@@CurrPage.OAuthIntegration.StartAuthorisation(OAuthRequestUrl);`},
	// AL0132 on CurrXMLport: a member an xmlport of the same file does not
	// declare.
	{"AL0132", "Base/Codeunits/ShpfyBackgroundSyncs.Codeunit.al", "",
		"\nxmlport 30100 \"Planted XmlPort\"\n{\n    schema\n    {\n        textelement(Root)\n        {\n" +
			"            trigger OnBeforePassVariable()\n            begin\n@@                CurrXMLport.Skp();\n" +
			"            end;\n        }\n    }\n}\n"},
	// AL0132 on Query values: a column a query of Base Application (from
	// source) does not declare, and one CurrQuery's own query lacks.
	{"AL0132", "Customers/Codeunits/ShpfyCreateCustomer.Codeunit.al", "",
		"\ncodeunit 30130 \"Planted Query User\"\n{\n    procedure Use()\n    var\n" +
			"        TopCustomers: Query \"Top Customer Overview\";\n    begin\n        if TopCustomers.Open() then\n" +
			"            while TopCustomers.Read() do\n@@                Message(TopCustomers.Nme);\n    end;\n}\n"},
	{"AL0132", "Staff/Codeunits/ShpfyStaffMemberAPI.Codeunit.al", "",
		"\nquery 30100 \"Planted Query\"\n{\n    elements\n    {\n        dataitem(Shop; \"Shpfy Shop\")\n        {\n" +
			"            column(Code; Code) { }\n        }\n    }\n\n    trigger OnBeforeOpen()\n    begin\n" +
			"@@        Message(CurrQuery.Cde);\n    end;\n}\n"},
	// AL0122: literals assigned to types they do not convert to.
	{"AL0122", "Staff/Codeunits/ShpfyStaffMemberAPI.Codeunit.al", `Modified := false;`, `@@Modified := 0;`},
	{"AL0122", "Base/Tables/ShpfyShop.Table.al", `Rec."Enabled" := CustomerConsentMgt.ConfirmUserConsent();`,
		`@@Rec."Shopify URL" := true;`},
	// AL0122: typed values assigned or returned where they do not convert.
	{"AL0122", "Base/Tables/ShpfyShop.Table.al", `Rec.Enabled := false;`, `@@Rec.Enabled := Rec."Shopify URL";`},
	{"AL0122", "Base/Codeunits/ShpfyCommunicationMgt.Codeunit.al", `exit(Shop."Shopify URL" + 'admin/' + UrlPath)`,
		`@@exit(StrLen(Shop."Shopify URL") + 1)`},
	// AL0122 on the return value of an interface method.
	{"AL0122", "Inventory/Codeunits/ShpfyInventoryAPI.Codeunit.al", `SalesUOM := Item."Sales Unit of Measure";`,
		`@@SalesUOM := (StockCalculation as "Shpfy Extended Stock Calculation").GetStock(Item);`},
	// AL0122: text literals of two or more characters where a number is
	// wanted, and a condition that is not a Boolean.
	{"AL0122", "Base/Tables/ShpfyShop.Table.al", `"Shop Id" := 0;`, `@@"Shop Id" := '0x';`},
	{"AL0122", "Base/Pages/ShpfyShopCard.Page.al", `if not Rec.Enabled then`, `@@if Rec."Shopify URL" then`},
	// AL0133: an argument of a type the parameter does not take.
	{"AL0133", "Base/Codeunits/ShpfyCommunicationMgt.Codeunit.al",
		`LogShopifyRequest(Url, Method, Request, HttpResponseMessage, Response, RetryCounter);`,
		`@@LogShopifyRequest(Url, Method, Request, HttpResponseMessage, Response, 'three');`},
	// AL0175: a Date compared with a number.
	{"AL0175", "Transactions/Reports/ShpfySuggestPayments.Report.al", `if PostingDate = 0D then`, `@@if PostingDate = 0 then`},
	// AL0173: not on a text.
	{"AL0173", "Base/Tables/ShpfyShop.Table.al", `if "Shopify URL" = '' then`, `@@if not "Shopify URL" then`},
	// AL0132 on enum values: a value the enum (of Base Application, from
	// source) does not declare, type-qualified and through a field.
	{"AL0132", "Order handling/Pages/ShpfyOrderTotalsFactBox.Page.al", `exit("Sales Document Type"::Order);`,
		`@@exit("Sales Document Type"::Orders);`},
	{"AL0132", "Base/Tables/ShpfyShop.Table.al", `GLAccount.TestField("Account Type", GLAccount."Account Type"::Posting);`,
		`@@GLAccount.TestField("Account Type", GLAccount."Account Type"::Postings);`},
	// AL0126: argument counts no overload takes.
	{"AL0126", "Staff/Pages/ShpfyStaffMapping.Page.al", `CopyStr(Rec.GetFilter("Shop Code"), 1, 20)`,
		`@@CopyStr(Rec.GetFilter("Shop Code"), 1, 20, 30)`},
	{"AL0126", "Base/Tables/ShpfyShop.Table.al", `Rec.TestField("Code");`, `@@Rec.TestField();`},
	// With two overloads, one argument too few is AL0126, not AL0135.
	{"AL0126", "Base/Codeunits/ShpfyBackgroundSyncs.Codeunit.al",
		`EnqueueJobEntry(Report::"Shpfy Sync Countries", Parameters, StrSubstNo(SyncDescriptionTxt, SyncTypeLbl, Shop.GetFilter(Code)), false, true);`,
		`@@EnqueueJobEntry(Report::"Shpfy Sync Countries", Parameters, StrSubstNo(SyncDescriptionTxt, SyncTypeLbl, Shop.GetFilter(Code)), false);`},
	// AL0135: a procedure without overloads (here an interface method) called with an argument left out.
	{"AL0135", "Companies/Codeunits/ShpfyCompanyMapping.Codeunit.al", `exit(IMapping.DoMapping(CompanyId, Shop.Code, TemplateCode, AllowCreate));`,
		`@@exit(IMapping.DoMapping(CompanyId, Shop.Code, TemplateCode));`},
	// AL0126 on interface values.
	{"AL0126", "Inventory/Codeunits/ShpfyInventoryAPI.Codeunit.al", `Stock := StockCalculation.GetStock(Item);`,
		`@@Stock := StockCalculation.GetStock(Item, ShopLocation);`},
	// AL0126 on a method of a CurrPage part's page.
	{"AL0126", "Order handling/Pages/ShpfyOrder.Page.al", `CurrPage.ShopifyOrderLines.Page.SetShowPresentmentCurrency(PresentmentVisible);`,
		`@@CurrPage.ShopifyOrderLines.Page.SetShowPresentmentCurrency(PresentmentVisible, true);`},
	// AL0197: object names declared twice.
	{"AL0197", "Gift Cards/Codeunits/ShpfyGiftCards.Codeunit.al", "", "\n@@codeunit 30459 \"Shpfy Background Syncs\"\n{\n}\n"},
	{"AL0197", "Staff/Codeunits/ShpfyStaffMemberAPI.Codeunit.al", "",
		"\n@@table 30458 \"Shpfy Shop\"\n{\n    fields\n    {\n        field(1; \"Code\"; Code[20]) { }\n    }\n}\n"},
	// AL0264: object ids declared twice.
	{"AL0264", "Base/Codeunits/ShpfyBackgroundSyncs.Codeunit.al", "", "\n@@codeunit 30101 \"Planted Duplicate Id\"\n{\n}\n"},
	{"AL0264", "Base/Enums/ShpfyLoggingMode.Enum.al", "", "\n@@enum 30141 \"Planted Duplicate Enum\"\n{\n    value(0; None) { }\n}\n"},
	// AL0206: field ids declared twice, in a table and in a table extension
	// over a dependency's table. Within one object the compiler reports the
	// later declaration (here the original one).
	{"AL0206", "Order Refunds/Tables/ShpfyRefundLine.Table.al", `        field(3; "Order Line Id"; BigInteger)`,
		"        field(3; \"Planted Field\"; Integer) { }\n@@        field(3; \"Order Line Id\"; BigInteger)"},
	{"AL0206", "Base/Table Extensions/ShpfySignupContextValues.TableExt.al", `        field(30100; "Shpfy Signup Shop Url"; Text[250])`,
		"@@        field(1; \"Planted Ext Field\"; Integer) { }\n        field(30100; \"Shpfy Signup Shop Url\"; Text[250])"},
	// AL0231: enum value ids declared twice.
	{"AL0231", "Base/Enums/ShpfyLoggingMode.Enum.al", `    value(1; All)`, "@@    value(0; Planted) { }\n    value(1; All)"},
	{"AL0231", "Staff/Enums/ShpfyStaffAccountType.Enum.al", `    value(1; "Collaborator")`,
		"    value(1; Planted) { }\n@@    value(1; \"Collaborator\")"},
	// AL0129 and AL0130: values that are not variables assigned or passed to
	// var parameters.
	{"AL0129", "Base/Tables/ShpfyShop.Table.al", `Rec.Enabled := true;`, `@@Rec.IsEmpty() := true;`},
	{"AL0129", "Staff/Codeunits/ShpfyStaffMemberAPI.Codeunit.al", `TempStaffMember.Email := CopyStr(`,
		`@@Format(TempStaffMember.Email) := CopyStr(`},
	{"AL0130", "Customers/Pages/ShpfyCustomerTemplates.Page.al", `Sync.CountrySync(Shop);`, `@@Sync.CountrySync(Shop.Code = '');`},
	{"AL0130", "Invoicing/Codeunits/ShpfyPostedInvoiceExport.Codeunit.al", `SetSalesInvoiceShopifyOrderInformation(SalesInvoiceHeader, -1, '');`,
		`@@SetSalesInvoiceShopifyOrderInformation(SalesInvoiceHeader.GetView(), -1, '');`},
	// AL0139: exit with a value in procedures without a return value.
	{"AL0139", "Invoicing/Codeunits/ShpfyPostedInvoiceExport.Codeunit.al", "            exit;\n", "@@            exit(false);\n"},
	{"AL0139", "Staff/Codeunits/ShpfyStaffMemberAPI.Codeunit.al", "            exit;\n", "@@            exit(ShopCode);\n"},
	// AL0155: field and enum value names declared twice (reported on the
	// later declaration, the original one).
	{"AL0155", "Base/Tables/ShpfyShop.Table.al", `        field(2; "Shopify URL"; Text[250])`,
		"        field(30499; \"shopify url\"; Text[10]) { }\n@@        field(2; \"Shopify URL\"; Text[250])"},
	{"AL0155", "Base/Enums/ShpfyLoggingMode.Enum.al", `    value(2; Disabled)`, "    value(3; DISABLED) { }\n@@    value(2; Disabled)"},
	// AL0280: subscribers to events their publisher does not publish.
	{"AL0280", "Invoicing/Codeunits/ShpfyUpdateSalesInvoice.Codeunit.al", `'OnOnRunOnBeforeTestFieldNo'`, `@@'OnRunOnBeforeTestFieldNo'`},
	{"AL0280", "Order handling/Codeunits/ShpfyProcessOrder.Codeunit.al", `'OnBeforeSalesLineInsert'`, `@@'OnBeforeSalesLinesInsert'`},
	// AL0440: overloads with the same parameter types (reported on the
	// later one, the original).
	{"AL0440", "Base/Codeunits/ShpfyBackgroundSyncs.Codeunit.al", "    internal procedure CustomerSync()\n",
		"    procedure CustomerSync()\n    begin\n    end;\n\n@@    internal procedure CustomerSync()\n"},
	{"AL0440", "Staff/Codeunits/ShpfyStaffMemberAPI.Codeunit.al", "    internal procedure GetStaffMembers(ShopCode: Code[20])\n",
		"    local procedure GetStaffMembers(Code: Code[20])\n    begin\n    end;\n\n@@    internal procedure GetStaffMembers(ShopCode: Code[20])\n"},
	// AL0161: procedures the caller may not reach: local to another object,
	// internal to an app that does not name Shopify a friend.
	{"AL0161", "Customers/Codeunits/ShpfyCreateCustomer.Codeunit.al", "        Customer.Modify();\n",
		"@@        Customer.DeleteRelatedData();\n"},
	{"AL0161", "Order handling/Codeunits/ShpfyProcessOrder.Codeunit.al", "        SalesHeader.Modify(true);\n",
		"@@        if SalesHeader.GetQtyReservedFromStockState() = SalesHeader.GetQtyReservedFromStockState() then\n            SalesHeader.Modify(true);\n"},
	// AL0161 on fields: a field the System Application declares with
	// Access = Internal, read from Shopify (no friend of it).
	{"AL0161", "Logs/Tables/ShpfyLogEntry.Table.al", "",
		"\ncodeunit 30131 \"Planted Field Access\"\n{\n    procedure Read(): Text\n    var\n        UserDetails: Record \"User Details\";\n    begin\n@@        exit(UserDetails.\"Full Name\");\n    end;\n}\n"},
	// AL0132 on a static receiver: a method IsolatedStorage does not have.
	{"AL0132", "Base/Codeunits/ShpfyCommunicationMgt.Codeunit.al",
		`IsolatedStorage.Set('ApiVersionCache(' + VersionTok + ')'`, `@@IsolatedStorage.Store('ApiVersionCache(' + VersionTok + ')'`},
	// AL0297: ids outside the app's idRanges.
	{"AL0297", "Gift Cards/Codeunits/ShpfyGiftCards.Codeunit.al", "", "\n@@codeunit 99990 \"Planted Out Of Range\"\n{\n}\n"},
	{"AL0297", "Staff/Codeunits/ShpfyStaffMemberAPI.Codeunit.al", "",
		"\n@@table 99991 \"Planted Out Of Range\"\n{\n    fields\n    {\n        field(1; \"No.\"; Code[20]) { }\n    }\n}\n"},
}

// plantedApp is a BCApps app that the planted test copies (its publisher
// changed so that idRanges apply) and plants defects in.
type plantedApp struct {
	// name is the copy's folder and the subtest's name.
	name string
	// dir is the app's folder below the BCApps root, slash-separated.
	dir string
	// src is the folder, relative to dir, that the defects' files are
	// relative to ("" for dir itself).
	src string
	// defects are each expected as a Compiler error of its code on the
	// line of its "@@".
	defects []plantedDefect
	// knownMiss are planted the same way: errors the AL compiler reports
	// that alfix does not report yet. The test logs their misses rather
	// than failing on them, so that the suite stays green and the misses
	// stay visible; one that is caught is logged as such, to be moved to
	// defects.
	knownMiss []plantedDefect
}

// plantedApps are the W1 apps planted besides Shopify (planted_w1_*_test.go
// append theirs).
var plantedApps []plantedApp

// plantedMark is where a planted defect is expected once its file holds
// every plant.
type plantedMark struct {
	off        int // the offset of its "@@" in the planted text
	code, file string
	miss       bool // from knownMiss
}

// plant copies app below dir and plants its defects; it returns the copy's
// root and the expected codes by "file:line" (file slash-separated,
// relative to the root), known misses apart.
func plant(t *testing.T, bcapps, dir string, app plantedApp) (root string, want, miss map[string][]string) {
	t.Helper()
	root = filepath.Join(dir, app.name)
	copyALProject(t, filepath.Join(bcapps, filepath.FromSlash(app.dir)), root)
	manifest := filepath.Join(root, "app.json")
	b, err := os.ReadFile(manifest)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"publisher": "Microsoft"`) {
		t.Fatalf("%s: no Microsoft publisher to replace", manifest)
	}
	writeFile(t, manifest, strings.Replace(string(b), `"publisher": "Microsoft"`, `"publisher": "Planted Defects"`, 1))

	texts := map[string]string{}         // file -> planted text
	marks := map[string][]*plantedMark{} // file -> its plants
	var order []string
	put := func(p plantedDefect, isMiss bool) {
		file := filepath.ToSlash(filepath.Join(app.src, filepath.FromSlash(p.file)))
		text, ok := texts[file]
		if !ok {
			b, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(file)))
			if err != nil {
				t.Fatal(err)
			}
			text = string(b)
			order = append(order, file)
		}
		mark := strings.Index(p.to, "@@")
		if mark < 0 {
			t.Fatalf("%s: planted %s has no @@", file, p.code)
		}
		to := p.to[:mark] + p.to[mark+2:]
		at := len(text)
		if p.from != "" {
			if at = strings.Index(text, p.from); at < 0 {
				t.Fatalf("%s: no %q to plant %s in", file, p.from, p.code)
			}
		}
		end := at + len(p.from)
		for _, m := range marks[file] {
			switch {
			case m.off >= end:
				m.off += len(to) - len(p.from)
			case m.off >= at && p.from != "":
				t.Fatalf("%s: planting %s replaces the line of an earlier %s", file, p.code, m.code)
			}
		}
		texts[file] = text[:at] + to + text[end:]
		marks[file] = append(marks[file], &plantedMark{off: at + mark, code: p.code, file: file, miss: isMiss})
	}
	for _, p := range app.defects {
		put(p, false)
	}
	for _, p := range app.knownMiss {
		put(p, true)
	}
	want, miss = map[string][]string{}, map[string][]string{}
	for _, file := range order {
		text := texts[file]
		writeFile(t, filepath.Join(root, filepath.FromSlash(file)), text)
		for _, m := range marks[file] {
			key := fmt.Sprintf("%s:%d", file, strings.Count(text[:m.off], "\n")+1)
			if m.miss {
				miss[key] = append(miss[key], m.code)
			} else {
				want[key] = append(want[key], m.code)
			}
		}
	}
	return root, want, miss
}

// plantedTally counts one code's plants over every app.
type plantedTally struct{ planted, caught, knownMissed, missed int }

// TestPlantedCompileErrors plants compile errors in copies of BCApps'
// Shopify Connector app (plantedDefects) and of the W1 apps of plantedApps,
// and checks that the compiler checks report each on its line, with the
// apps' dependencies resolved from BCApps source, and that no Compiler
// error is reported on any other line (files nobody touched included;
// warnings such as AL0432 on untouched lines are logged). The apps share
// one workspace, so Base Application is read once. It needs a BCApps
// checkout: ALFIX_BCAPPS=/path/to/BCApps go test ./workspace -run
// PlantedCompileErrors -v (the log has a table per code: planted, caught,
// known misses, misses).
func TestPlantedCompileErrors(t *testing.T) {
	bcapps := os.Getenv("ALFIX_BCAPPS")
	if bcapps == "" {
		t.Skip("set ALFIX_BCAPPS to a BCApps checkout")
	}
	apps := append([]plantedApp{{name: "Shopify", dir: "src/Apps/W1/Shopify/App", src: "src", defects: plantedDefects}}, plantedApps...)
	dir := t.TempDir()
	roots := make([]string, len(apps))
	wants := make([]map[string][]string, len(apps))
	misses := make([]map[string][]string, len(apps))
	for i, app := range apps {
		roots[i], wants[i], misses[i] = plant(t, bcapps, dir, app)
	}
	w, err := Open(context.Background(), Options{Roots: roots, Dir: dir, SourceRoots: []string{bcapps}, Registry: rules.Registry()})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()

	tally := map[string]*plantedTally{}
	count := func(code string) *plantedTally {
		if tally[code] == nil {
			tally[code] = &plantedTally{}
		}
		return tally[code]
	}
	for i, app := range apps {
		root, want, miss := roots[i], wants[i], misses[i]
		t.Run(app.name, func(t *testing.T) {
			p := w.Startup(root)
			if p == nil {
				t.Fatalf("%s is no startup project", root)
			}
			res, err := p.Analyze(context.Background(), AnalyzeRequest{})
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]map[string]bool{} // "file:line" -> codes
			var off, logged []string
			for _, f := range res.Findings.Slice() {
				if f.Analyzer != string(check.Analyzer) {
					continue
				}
				rel, _ := filepath.Rel(root, f.Path)
				key := fmt.Sprintf("%s:%d", filepath.ToSlash(rel), f.Line)
				if got[key] == nil {
					got[key] = map[string]bool{}
				}
				got[key][f.ID] = true
				at := fmt.Sprintf("%s:%d %s %s %s", key, f.Column, f.Severity, f.ID, f.Message)
				switch _, planted := want[key]; {
				case planted || miss[key] != nil:
					if !slices.Contains(want[key], f.ID) && !slices.Contains(miss[key], f.ID) {
						logged = append(logged, "on a planted line, another code: "+at)
					}
				case f.Severity == analysis.SeverityError:
					off = append(off, at)
				default:
					logged = append(logged, "off the planted lines: "+at)
				}
			}
			sort.Strings(off)
			for _, o := range off {
				t.Errorf("off the planted lines: %s", o)
			}
			sort.Strings(logged)
			for _, l := range logged {
				t.Log(l)
			}
			for _, key := range slices.Sorted(maps.Keys(want)) {
				for _, code := range want[key] {
					c := count(code)
					c.planted++
					if got[key][code] {
						c.caught++
						continue
					}
					c.missed++
					t.Errorf("%s: planted %s not reported", key, code)
				}
			}
			for _, key := range slices.Sorted(maps.Keys(miss)) {
				for _, code := range miss[key] {
					c := count(code)
					c.planted++
					if got[key][code] {
						c.caught++
						t.Logf("%s: known miss %s is reported now: move it to the app's defects", key, code)
						continue
					}
					c.knownMissed++
					t.Logf("%s: known miss: planted %s not reported", key, code)
				}
			}
			t.Logf("%s: %d plants, %d known misses", app.name, len(app.defects), len(app.knownMiss))
		})
	}
	all := plantedTally{}
	t.Log("code: planted, caught on line, known misses, misses")
	for _, code := range slices.Sorted(maps.Keys(tally)) {
		c := tally[code]
		t.Logf("%s: %d, %d, %d, %d", code, c.planted, c.caught, c.knownMissed, c.missed)
		all.planted += c.planted
		all.caught += c.caught
		all.knownMissed += c.knownMissed
		all.missed += c.missed
	}
	t.Logf("all: %d, %d, %d, %d (%d apps)", all.planted, all.caught, all.knownMissed, all.missed, len(apps))
}

// copyALProject copies a project's app.json and .al files.
func copyALProject(t *testing.T, from, to string) {
	t.Helper()
	err := filepath.WalkDir(from, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if name := d.Name(); name != "app.json" && !strings.EqualFold(filepath.Ext(name), ".al") {
			return nil
		}
		rel, _ := filepath.Rel(from, path)
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		writeFile(t, filepath.Join(to, rel), string(b))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestPlantLines checks the planted test's bookkeeping without BCApps: a
// plant that changes the line count before an earlier one moves that one's
// expected line, an appended plant lands after the file's end, known
// misses are kept apart, and the copy's publisher is no longer Microsoft.
func TestPlantLines(t *testing.T) {
	bcapps := t.TempDir()
	app := filepath.Join(bcapps, "src", "Apps", "W1", "Tiny", "app")
	writeFile(t, filepath.Join(app, "app.json"), `{"id": "11111111-2222-3333-4444-555555555555", "name": "Tiny", "publisher": "Microsoft", "version": "1.0.0.0"}`)
	writeFile(t, filepath.Join(app, "src", "A.Codeunit.al"), "codeunit 50100 A\n{\n    procedure P()\n    begin\n        X := 1;\n        Y := 2;\n    end;\n}\n")
	writeFile(t, filepath.Join(app, "src", "notes.txt"), "not AL")
	root, want, miss := plant(t, bcapps, t.TempDir(), plantedApp{name: "Tiny", dir: "src/Apps/W1/Tiny/app", src: "src",
		defects: []plantedDefect{
			{"AL0118", "A.Codeunit.al", "        Y := 2;", "@@        Y := Z;"},
			// Three lines more above the first plant: it moves to line 9.
			{"AL0121", "A.Codeunit.al", "    begin\n", "    var\n        Q: Integer;\n@@        q: Integer;\n    begin\n"},
			{"AL0297", "A.Codeunit.al", "", "\n@@codeunit 99999 B\n{\n}\n"},
		},
		knownMiss: []plantedDefect{{"AL0132", "A.Codeunit.al", "        X := 1;", "@@        X := Rec.Nothing;"}},
	})
	wantKeys := map[string][]string{"src/A.Codeunit.al:9": {"AL0118"}, "src/A.Codeunit.al:6": {"AL0121"}, "src/A.Codeunit.al:13": {"AL0297"}}
	if fmt.Sprint(want) != fmt.Sprint(wantKeys) {
		t.Errorf("want = %v, expected %v", want, wantKeys)
	}
	if fmt.Sprint(miss) != fmt.Sprint(map[string][]string{"src/A.Codeunit.al:8": {"AL0132"}}) {
		t.Errorf("miss = %v", miss)
	}
	b, err := os.ReadFile(filepath.Join(root, "src", "A.Codeunit.al"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(b), "\n")
	for key, text := range map[string]string{"6": "q: Integer;", "8": "X := Rec.Nothing;", "9": "Y := Z;", "13": "codeunit 99999 B"} {
		var n int
		fmt.Sscan(key, &n)
		if strings.TrimSpace(lines[n-1]) != text {
			t.Errorf("line %d is %q, want %q", n, lines[n-1], text)
		}
	}
	if m, _ := os.ReadFile(filepath.Join(root, "app.json")); !strings.Contains(string(m), `"publisher": "Planted Defects"`) {
		t.Errorf("app.json not re-published: %s", m)
	}
	if _, err := os.Stat(filepath.Join(root, "src", "notes.txt")); !os.IsNotExist(err) {
		t.Errorf("a file that is not AL was copied: %v", err)
	}
}
