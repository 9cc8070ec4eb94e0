package rules

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// LC0083 reports the legacy date and time helpers that runtime 14 replaced
// by methods of the Date and DateTime types.
var LC0083 = &analysis.Rule{
	ID:      "LC0083",
	Title:   "Use the new Date/Time/DateTime methods to extract parts of date/time values",
	Message: "Use the new method %s.%s to extract specific parts of date/time values",
	Description: "Since runtime 14.0, Date and DateTime values have methods for their parts: " +
		"Date2DMY(D, 1|2|3) is D.Day(), D.Month(), D.Year(); Date2DWY(D, 1|2) is D.DayOfWeek(), " +
		"D.WeekNo(); DT2Date(DT) is DT.Date() and DT2Time(DT) is DT.Time(). The methods say what they " +
		"return without a magic number. Only calls whose part argument is a literal are reported " +
		"(Date2DWY(D, 3), the year of the week, has no method). Obsolete code is skipped.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.LinterCop,
	FixKeys:     []string{"LC0083.UseMethod"},
	UsesProject: true,
	Run:         runLC0083,
}

// lc0083Methods maps a legacy helper (lower case) and its part argument
// ("" when it has none) to the receiver type and the method that replaces it.
var lc0083Methods = map[[2]string][2]string{
	{"date2dmy", "1"}: {"Date", "Day"},
	{"date2dmy", "2"}: {"Date", "Month"},
	{"date2dmy", "3"}: {"Date", "Year"},
	{"date2dwy", "1"}: {"Date", "DayOfWeek"},
	{"date2dwy", "2"}: {"Date", "WeekNo"},
	{"dt2date", ""}:   {"DateTime", "Date"},
	{"dt2time", ""}:   {"DateTime", "Time"},
}

func runLC0083(pass *analysis.Pass) {
	if !pass.RuntimeAtLeast(14, 0) {
		return
	}
	f := pass.File
	scopes := pass.Scopes()
	fb := builtins.Get(pass)
	for _, c := range fb.calls {
		n := c.call
		if n == nil || c.receiver != nil || c.method.Receiver != symbols.SystemReceiver || len(c.args) == 0 {
			continue
		}
		part := ""
		if len(c.args) == 2 {
			lit := c.args[1]
			if lit.Kind != syntax.LiteralExpr || lit.Len() != 1 || f.Tokens[lit.First].Kind != syntax.Integer {
				continue
			}
			part = f.TokenText(int(lit.First))
		}
		repl, ok := lc0083Methods[[2]string{strings.ToLower(c.method.Name), part}]
		if !ok || f.InObsoleteCode(n) {
			continue
		}
		arg := c.args[0]
		if t := scopes.TypeOf(arg); t.Known() && !t.Is(repl[0]) {
			continue
		}
		recv := f.Text(f.Span(arg))
		switch {
		case !arg.Kind.IsPrimary():
			recv = "(" + recv + ")"
		case (arg.Kind == syntax.NameExpr || arg.Kind == syntax.MemberExpr) && fb.method(arg) != nil:
			recv += "()" // Today.Day() reads better as Today().Day()
		}
		noComment := !f.CommentBetween(int(n.First), int(arg.First)) && !f.CommentBetween(int(arg.Last)-1, int(n.Last)-1)
		pass.Reportf(f.Span(n), []any{repl[0], repl[1]}, pass.FixIf(noComment, "UseMethod", "Use modern Date/Time/DateTime method",
			edit.Replace(f.Span(n), recv+"."+repl[1]+"()")))
	}
}
