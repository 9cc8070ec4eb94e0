package applicationcop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/rules/internal/exprs"
	"github.com/alfix/alfix/al/rules/internal/helpercodeunit"
	"github.com/alfix/alfix/al/syntax"
)

// AC0005 reports code that sets GlobalLanguage directly.
var AC0005 = &analysis.Rule{
	ID:      "AC0005",
	Title:   "GlobalLanguage() must be implemented through the \"Translation Helper\" codeunit",
	Message: "Set the global language through the \"Translation Helper\" codeunit of the Base Application instead of GlobalLanguage()",
	Description: "Code that switches the global language must remember and restore the previous one " +
		"and knows language ids by heart (1033). The \"Translation Helper\" codeunit of the Base " +
		"Application does both: SetGlobalLanguageById, SetGlobalLanguageByCode, " +
		"SetGlobalLanguageToDefault and RestoreGlobalLanguage. Reported: GlobalLanguage(Id) and " +
		"System.GlobalLanguage(Id) calls and `GlobalLanguage := Id` assignments; reading the language " +
		"(GlobalLanguage() without an argument) is fine. The fix, offered for statements, replaces the " +
		"call with TranslationHelper.SetGlobalLanguageById(Id) (SetGlobalLanguageToDefault() for the " +
		"literal 1033) and declares a local TranslationHelper variable when the procedure has none " +
		"(no fix when that name is taken by something else). Obsolete objects and procedures marked " +
		"[Obsolete] are skipped.",
	Severity:    analysis.SeverityInfo,
	Category:    "Design",
	Analyzer:    project.ApplicationCop,
	UsesProject: true, // it resolves names (pass.Scopes)
	FixKeys:     []string{"AC0005.UseTranslationHelper"},
	Run:         runAC0005,
}

func runAC0005(pass *analysis.Pass) {
	f := pass.File
	fb := calls.Builtins.Get(pass)
	for _, c := range fb.Calls {
		if c.Call == nil || len(c.Args) != 1 || !c.Is("GlobalLanguage", "System") || f.InObsoleteCode(c.Call) {
			continue
		}
		stmt := c.Call.Parent
		if stmt == nil || stmt.Kind != syntax.CallStmt {
			stmt = nil
		}
		ac0005Report(pass, c.Span(f), stmt, c.Args[0])
	}
	for n := range pass.Code(syntax.AssignStmt) {
		if len(n.Children) != 2 || f.FindToken(n, syntax.Assign) < 0 {
			continue
		}
		if m := fb.Method(n.Children[0]); m == nil || m.Receiver != "System" || !strings.EqualFold(m.Name, "GlobalLanguage") || f.InObsoleteCode(n) {
			continue
		}
		ac0005Report(pass, f.Span(n), n, n.Children[1])
	}
}

// The variable the fix uses: its name, its codeunit and the codeunit's
// namespace.
const (
	ac0005Var       = "TranslationHelper"
	ac0005Codeunit  = "Translation Helper"
	ac0005Namespace = "System.IO"
)

// ac0005Report reports a GlobalLanguage setter at span, offering the
// rewrite of stmt (nil: not a statement) that sets the language to id.
func ac0005Report(pass *analysis.Pass, span syntax.Span, stmt, id *syntax.Node) {
	f := pass.File
	var edits []analysis.TextEdit
	ok := stmt != nil
	if ok {
		call := ac0005Var + ".SetGlobalLanguageById(" + f.Text(f.Span(id)) + ")"
		if exprs.IsIntegerLiteral(f, id, "1033") {
			call = ac0005Var + ".SetGlobalLanguageToDefault()"
		}
		var more []analysis.TextEdit
		more, ok = helpercodeunit.Edits(pass, stmt, ac0005Var, ac0005Codeunit, ac0005Namespace)
		edits = append(append(edits, edit.Replace(f.Span(stmt), call)), more...)
	}
	pass.Reportf(span, nil, pass.FixIf(ok, "UseTranslationHelper", "Use the \"Translation Helper\" codeunit", edits...))
}
