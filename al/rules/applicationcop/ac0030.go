package applicationcop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/rules/internal/records"
	"github.com/alfix/alfix/al/syntax"
)

// AC0030 reports single-record reads whose Boolean result is thrown away.
var AC0030 = &analysis.Rule{
	ID:      "AC0030",
	Title:   "Use return value for better error handling",
	Message: "The return value of '%s' should be used to handle a missing record or tell the user what is wrong",
	Description: "Get, GetBySystemId, Find, FindFirst and FindLast on a record return whether a record " +
		"was found. Called as a statement, a missing record raises the platform's generic error " +
		"instead of one that tells the user what is missing, or what the code does instead. Check the " +
		"result: `if not Customer.Get(No) then Error(...)`. Only calls used as a whole statement on a " +
		"Record value are reported (FindSet, whose result loops usually test, and RecordRef calls are " +
		"not). Obsolete objects and procedures marked [Obsolete] are skipped.",
	Severity:    analysis.SeverityInfo,
	Category:    "Design",
	Analyzer:    project.ApplicationCop,
	UsesProject: true, // it resolves names (pass.Scopes)
	Run:         runAC0030,
}

// ac0030Methods are the single-record read methods of Record: the loading
// methods of records but FindSet, whose result loops usually test.
var ac0030Methods = func() []string {
	var names []string
	for name := range records.Names(func(m records.Method) bool { return m.Loads }) {
		if name != "findset" {
			names = append(names, name)
		}
	}
	return names
}()

func runAC0030(pass *analysis.Pass) {
	f := pass.File
	for _, c := range calls.Builtins.Get(pass).Calls {
		n := c.Node()
		if n.Parent == nil || n.Parent.Kind != syntax.CallStmt || f.InObsoleteCode(n) {
			continue
		}
		for _, m := range ac0030Methods {
			if c.Is(m, "Record") {
				pass.Reportf(f.Tokens[c.Name].Span, []any{c.Method.Name})
				break
			}
		}
	}
}
