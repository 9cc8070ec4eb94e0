package check

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/syntax"
)

// AL0162: a trigger the object or element kind does not have.
var AL0162 = &analysis.Rule{
	ID:       "AL0162",
	Title:    "The trigger is not a trigger of this object or element",
	Message:  "'%s' is not a valid trigger.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "A trigger must be one the platform calls on its object or element kind: OnRun on a codeunit " +
		"(with the install, upgrade and test runner triggers), OnInsert, OnModify, OnDelete and OnRename on a " +
		"table (and their OnBefore/OnAfter forms on a table extension), OnOpenPage and the other page triggers " +
		"on a page or page extension, OnInitReport, OnPreReport, OnPostReport and OnPreRendering on a report, " +
		"OnInitXmlPort, OnPreXmlPort and OnPostXmlPort on an xmlport, OnBeforeOpen on a query; OnValidate and " +
		"OnLookup on a table field, OnAction on a page action, the field triggers on a page field, " +
		"OnPreDataItem, OnAfterGetRecord and OnPostDataItem on a report's data item, and the record triggers on an " +
		"xmlport's table element and the value triggers on its field and text nodes. Triggers of other elements " +
		"(query data items, user controls, whose triggers are the add-in's events, " +
		"modify(...) changes) are not checked, nor the triggers of a WithEvents variable's events " +
		"(trigger Variable::Event).",
	Run: func(pass *analysis.Pass) {
		f := pass.File
		for obj := range pass.Objects() {
			kind := f.ObjectKind(obj)
			if valid, ok := objectTriggers[kind]; ok {
				checkTriggers(pass, obj, valid)
			}
			switch kind {
			case syntax.KwTable, syntax.KwTableExtension:
				for _, field := range f.TableFields(obj) {
					checkTriggers(pass, field, tableFieldTriggers)
				}
			case syntax.KwReport, syntax.KwReportExtension:
				for el := range pass.NodesIn(obj, syntax.Element) {
					if f.SectionKind(el) == syntax.KwDataItem {
						checkTriggers(pass, el, dataItemTriggers)
					}
				}
			case syntax.KwXmlPort:
				for el := range pass.NodesIn(obj, syntax.Element) {
					if valid, ok := xmlPortNodeTriggers[f.SectionKind(el)]; ok {
						checkTriggers(pass, el, valid)
					}
				}
			case syntax.KwPage, syntax.KwPageExtension:
				for el, elKind := range f.PageControls(obj) {
					if elKind == syntax.KwAction {
						checkTriggers(pass, el, actionTriggers)
					} else {
						checkTriggers(pass, el, pageFieldTriggers)
					}
				}
			}
		}
	},
}

// checkTriggers reports the triggers among n's members whose name is not
// in valid (lower-case names).
func checkTriggers(pass *analysis.Pass, n *syntax.Node, valid map[string]bool) {
	f := pass.File
	for _, m := range syntax.Members(n) {
		if m.Kind != syntax.Trigger {
			continue
		}
		if tok := f.NameToken(m); tok >= 0 {
			if tok+1 < int(m.Last) && f.Tokens[tok+1].Kind == syntax.ColonColon {
				continue // Variable::Event, an event of a WithEvents variable
			}
			if name := syntax.Unquote(f.TokenText(tok)); !valid[strings.ToLower(name)] {
				pass.Reportf(tokenSpan(f, tok), []any{name})
			}
		}
	}
}

// triggerSet builds a set of lower-case trigger names.
func triggerSet(names ...string) map[string]bool {
	out := make(map[string]bool, len(names))
	for _, n := range names {
		out[strings.ToLower(n)] = true
	}
	return out
}

// The triggers of each object and element kind, from the AL language
// reference (Triggers overview, per object type).
var (
	tableTriggers     = []string{"OnInsert", "OnModify", "OnDelete", "OnRename"}
	pageObjectTrigger = []string{"OnInit", "OnOpenPage", "OnClosePage", "OnQueryClosePage", "OnAfterGetRecord",
		"OnAfterGetCurrRecord", "OnNewRecord", "OnInsertRecord", "OnModifyRecord", "OnDeleteRecord", "OnFindRecord",
		"OnNextRecord", "OnPageBackgroundTaskCompleted", "OnPageBackgroundTaskError"}
	reportTriggers = []string{"OnInitReport", "OnPreReport", "OnPostReport", "OnPreRendering"}

	objectTriggers = map[syntax.Keyword]map[string]bool{
		syntax.KwTable: triggerSet(tableTriggers...),
		syntax.KwTableExtension: triggerSet(append([]string{"OnBeforeInsert", "OnAfterInsert", "OnBeforeModify",
			"OnAfterModify", "OnBeforeDelete", "OnAfterDelete", "OnBeforeRename", "OnAfterRename"}, tableTriggers...)...),
		syntax.KwPage:          triggerSet(pageObjectTrigger...),
		syntax.KwPageExtension: triggerSet(pageObjectTrigger...),
		syntax.KwCodeunit: triggerSet("OnRun",
			"OnInstallAppPerCompany", "OnInstallAppPerDatabase", // Subtype = Install
			"OnCheckPreconditionsPerCompany", "OnCheckPreconditionsPerDatabase", "OnUpgradePerCompany", // Subtype = Upgrade
			"OnUpgradePerDatabase", "OnValidateUpgradePerCompany", "OnValidateUpgradePerDatabase",
			"OnBeforeTestRun", "OnAfterTestRun"), // Subtype = TestRunner
		syntax.KwReport:          triggerSet(reportTriggers...),
		syntax.KwReportExtension: triggerSet(reportTriggers...),
		syntax.KwXmlPort:         triggerSet("OnInitXmlPort", "OnPreXmlPort", "OnPostXmlPort"),
		syntax.KwQuery:           triggerSet("OnBeforeOpen"),
	}
	tableFieldTriggers = triggerSet("OnValidate", "OnLookup")
	actionTriggers     = triggerSet("OnAction")
	dataItemTriggers   = triggerSet("OnPreDataItem", "OnAfterGetRecord", "OnPostDataItem")

	// xmlPortNodeTriggers are the triggers of an xmlport's nodes: a table
	// element's record triggers, a field's and a text's value triggers.
	xmlPortNodeTriggers = map[syntax.Keyword]map[string]bool{
		syntax.KwTableElement: triggerSet("OnPreXmlItem", "OnAfterGetRecord", "OnAfterInitRecord",
			"OnBeforeInsertRecord", "OnAfterInsertRecord", "OnBeforeModifyRecord", "OnAfterModifyRecord"),
		syntax.KwFieldElement:   triggerSet("OnBeforePassField", "OnAfterAssignField"),
		syntax.KwFieldAttribute: triggerSet("OnBeforePassField", "OnAfterAssignField"),
		syntax.KwTextElement:    triggerSet("OnBeforePassVariable", "OnAfterAssignVariable"),
		syntax.KwTextAttribute:  triggerSet("OnBeforePassVariable", "OnAfterAssignVariable"),
	}
	pageFieldTriggers = triggerSet("OnValidate", "OnLookup", "OnAfterLookup", "OnDrillDown", "OnAssistEdit", "OnControlAddIn")
)
