package applicationcop

import (
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/rules/internal/exprs"
	"github.com/alfix/alfix/al/rules/internal/helpercodeunit"
	"github.com/alfix/alfix/al/syntax"
)

// AC0006 reports Page.Run and Page.RunModal calls that "Page Management"
// could make.
var AC0006 = &analysis.Rule{
	ID:      "AC0006",
	Title:   "Use the \"Page Management\" codeunit instead invoking Page.Run directly",
	Message: "Run the page through the \"Page Management\" codeunit instead of calling Page.%s directly for this record",
	Description: "The \"Page Management\" codeunit of the Base Application picks the page for a record " +
		"(the card of a sales order, of a journal batch, ...) and lets extensions change that choice. " +
		"Reported: Page.Run(0, Rec) and Page.RunModal(0, Rec) for any record (the platform would only " +
		"use the table's LookupPageId), and Page.Run(Page::X, Rec) and Page.RunModal(Page::X, Rec) when " +
		"Rec is a record of one of the Base Application tables whose page Page Management chooses by " +
		"the record's content (Sales Header, Purchase Header, their archives, Sales Invoice Header, the " +
		"general, item, resource and job journal lines and batches, requisition worksheets, setup " +
		"tables such as Company Information and General Ledger Setup, Approval Entry, User, User " +
		"Setup, Employee, ...). Calls whose result is used (RunModal's Action), calls on temporary " +
		"records and calls without a record are not reported; nor is a record whose table alfix cannot " +
		"resolve (without the Base Application's symbols only project tables and names are known). " +
		"The fix, offered per call, replaces the statement with PageManagement.PageRun(Rec), " +
		"PageRunModal(Rec) or PageRunAtField(Rec, Field, Modal), declares the PageManagement variable " +
		"and adds `using Microsoft.Utilities;` in a file with another namespace. Obsolete objects and " +
		"procedures marked [Obsolete] are skipped.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.ApplicationCop,
	FixKeys:     []string{"AC0006.UsePageManagement"},
	UsesProject: true,
	Run:         runAC0006,
}

// ac0006Tables are the Base Application tables (id and name) for which
// "Page Management" chooses the card page by the record's content.
var ac0006Tables = map[string]int{
	"gen. journal template": 80, "company information": 79, "sales header": 36, "purchase header": 38,
	"gen. journal batch": 232, "gen. journal line": 81, "item journal batch": 233, "item journal line": 83,
	"requisition wksh. name": 245, "requisition line": 246, "user setup": 91, "general ledger setup": 98,
	"sales header archive": 5107, "purchase header archive": 5109, "res. journal line": 207,
	"job journal line": 210, "item analysis view": 7152, "purchases & payables setup": 312,
	"approval entry": 454, "doc. exch. service setup": 1275, "incoming documents setup": 131,
	"text-to-account mapping": 1251, "cash flow setup": 843, "sales invoice header": 112,
	"user": 2000000120, "employee": 5200,
}

// The variable the fix uses.
const (
	ac0006Var       = "PageManagement"
	ac0006Codeunit  = "Page Management"
	ac0006Namespace = "Microsoft.Utilities"
)

func runAC0006(pass *analysis.Pass) {
	f := pass.File
	scopes := pass.Scopes()
	for _, c := range calls.Builtins.Get(pass).Calls {
		if c.Call == nil || len(c.Args) < 2 || c.Call.Parent == nil || c.Call.Parent.Kind != syntax.CallStmt ||
			!(c.Is("Run", "PageStatic") || c.Is("RunModal", "PageStatic")) {
			continue
		}
		rec := c.Args[1]
		t := scopes.TypeOf(rec)
		if !t.Is("Record") || t.Temporary {
			continue
		}
		page := c.Args[0]
		if !exprs.IsIntegerLiteral(f, page, "0") && !(page.Kind == syntax.ScopeExpr && ac0006KnownTable(pass, t.Object)) {
			continue
		}
		if f.InObsoleteCode(c.Call) {
			continue
		}
		modal := strings.EqualFold(c.Method.Name, "RunModal")
		recText := f.Text(f.Span(rec))
		call := ac0006Var + ".PageRun(" + recText + ")"
		switch {
		case len(c.Args) >= 3:
			call = ac0006Var + ".PageRunAtField(" + recText + ", " + f.Text(f.Span(c.Args[2])) + ", " + strconv.FormatBool(modal) + ")"
		case modal:
			call = ac0006Var + ".PageRunModal(" + recText + ")"
		}
		stmt := c.Call.Parent
		more, ok := helpercodeunit.Edits(pass, stmt, ac0006Var, ac0006Codeunit, ac0006Namespace)
		edits := append([]analysis.TextEdit{edit.Replace(f.Span(stmt), call)}, more...)
		pass.Reportf(c.Span(f), []any{c.Method.Name}, pass.FixIf(ok, "UsePageManagement", "Use the \"Page Management\" codeunit", edits...))
	}
}

// ac0006KnownTable reports whether a record's table is one of
// ac0006Tables: by name, and by id too when the table is in the summary.
func ac0006KnownTable(pass *analysis.Pass, table string) bool {
	id, ok := ac0006Tables[strings.ToLower(table)]
	if !ok {
		return false
	}
	if pass.Summary != nil {
		if t := pass.Summary.Table(table); t != nil && t.ID != 0 && t.ID != id {
			return false
		}
	}
	return true
}
