package rules

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
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
	Severity: analysis.SeverityInfo,
	Category: "Design",
	Analyzer: project.ApplicationCop,
	FixKeys:  []string{"AC0005.UseTranslationHelper"},
	Run:      runAC0005,
}

func runAC0005(pass *analysis.Pass) {
	f := pass.File
	fb := builtins.Get(pass)
	for _, c := range fb.calls {
		if c.call == nil || len(c.args) != 1 || !c.is("GlobalLanguage", "System") || f.InObsoleteCode(c.call) {
			continue
		}
		stmt := c.call.Parent
		if stmt == nil || stmt.Kind != syntax.CallStmt {
			stmt = nil
		}
		ac0005Report(pass, c.span(f), stmt, c.args[0])
	}
	for n := range pass.Code(syntax.AssignStmt) {
		if len(n.Children) != 2 || f.FindToken(n, syntax.Assign) < 0 {
			continue
		}
		if m := fb.method(n.Children[0]); m == nil || m.Receiver != "System" || !strings.EqualFold(m.Name, "GlobalLanguage") || f.InObsoleteCode(n) {
			continue
		}
		ac0005Report(pass, f.Span(n), n, n.Children[1])
	}
}

// ac0005Helper is the name and type of the variable the fix uses.
const (
	ac0005Var  = "TranslationHelper"
	ac0005Type = `Codeunit "Translation Helper"`
)

// ac0005Report reports a GlobalLanguage setter at span, offering the
// rewrite of stmt (nil: not a statement) that sets the language to id.
func ac0005Report(pass *analysis.Pass, span syntax.Span, stmt, id *syntax.Node) {
	f := pass.File
	var edits []analysis.TextEdit
	ok := stmt != nil
	if ok {
		call := ac0005Var + ".SetGlobalLanguageById(" + f.Text(f.Span(id)) + ")"
		if isIntegerLiteral(f, id, "1033") {
			call = ac0005Var + ".SetGlobalLanguageToDefault()"
		}
		edits = append(edits, edit.Replace(f.Span(stmt), call))
		var decl analysis.TextEdit
		decl, ok = ac0005Declare(pass, stmt)
		if decl.Span != (syntax.Span{}) {
			edits = append(edits, decl)
		}
	}
	pass.Reportf(span, nil, pass.FixIf(ok, "UseTranslationHelper", "Use the \"Translation Helper\" codeunit", edits...))
}

// ac0005Declare returns the edit declaring the helper variable in the
// routine around stmt (a zero edit when a variable of that name and type
// is visible already); ok is false when the name is taken otherwise or the
// declaration cannot be placed.
func ac0005Declare(pass *analysis.Pass, stmt *syntax.Node) (analysis.TextEdit, bool) {
	f := pass.File
	scopes := pass.Scopes()
	routine := stmt.Ancestor(syntax.Procedure)
	if routine == nil {
		routine = stmt.Ancestor(syntax.Trigger)
	}
	if routine == nil {
		return analysis.TextEdit{}, false
	}
	if d := scopes.Lookup(stmt, ac0005Var); d != nil {
		if d.Kind != symbols.ProcedureDecl && d.Type.Is("Codeunit") && strings.EqualFold(d.Type.Object, "Translation Helper") {
			return analysis.TextEdit{}, true
		}
		return analysis.TextEdit{}, false
	}
	return edit.DeclareLocal(f, routine, ac0005Var+": "+ac0005Type)
}
