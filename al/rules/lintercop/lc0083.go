package lintercop

import (
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
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
		"D.WeekNo(); DT2Date(DT) is DT.Date() and DT2Time(DT) is DT.Time(); Format(T, n, '<HOURS24>'), " +
		"'<MINUTES>', '<SECONDS>' and '<THOUSANDS>' on a Time T are T.Hour(), T.Minute(), T.Second() " +
		"and T.Millisecond(). The methods say what they return without a magic number. Only calls whose " +
		"part argument is a literal are reported (Date2DWY(D, 3), the year of the week, has no method), " +
		"Format only when its value is known to be a Time. Obsolete code is skipped. The fix calls the " +
		"method; for Format, whose text is not the method's Integer, only the statement " +
		"Evaluate(Number, Format(T, n, '<HOURS24>')) is fixed, as Number := T.Hour() (ALCops writes " +
		"Evaluate(Number, T.Hour()), which the compiler rejects: an Integer is not a Text).",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.LinterCop,
	FixKeys:     []string{"LC0083.UseMethod"},
	UsesProject: true,
	Run:         runLC0083,
}

// lc0083FormatParts maps a Format string (upper case) to the Time method
// that returns the same part and the digits that part can have.
var lc0083FormatParts = map[string]struct {
	method string
	digits int
}{
	"'<HOURS24>'": {"Hour", 2}, "'<MINUTES>'": {"Minute", 2}, "'<SECONDS>'": {"Second", 2}, "'<THOUSANDS>'": {"Millisecond", 3},
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
	fb := calls.Builtins.Get(pass)
	for _, c := range fb.Calls {
		n := c.Call
		if n == nil || c.Receiver != nil || c.Method.Receiver != symbols.SystemReceiver || len(c.Args) == 0 {
			continue
		}
		if strings.EqualFold(c.Method.Name, "Format") {
			lc0083Format(pass, c)
			continue
		}
		part := ""
		if len(c.Args) == 2 {
			lit := c.Args[1]
			if lit.Kind != syntax.LiteralExpr || lit.Len() != 1 || f.Tokens[lit.First].Kind != syntax.Integer {
				continue
			}
			part = f.TokenText(int(lit.First))
		}
		repl, ok := lc0083Methods[[2]string{strings.ToLower(c.Method.Name), part}]
		if !ok || f.InObsoleteCode(n) {
			continue
		}
		arg := c.Args[0]
		if t := scopes.TypeOf(arg); t.Known() && !t.Is(repl[0]) {
			continue
		}
		recv := f.Text(f.Span(arg))
		switch {
		case !arg.Kind.IsPrimary():
			recv = "(" + recv + ")"
		case (arg.Kind == syntax.NameExpr || arg.Kind == syntax.MemberExpr) && fb.Method(arg) != nil:
			recv += "()" // Today.Day() reads better as Today().Day()
		}
		noComment := !f.CommentBetween(int(n.First), int(arg.First)) && !f.CommentBetween(int(arg.Last)-1, int(n.Last)-1)
		pass.Reportf(f.Span(n), []any{repl[0], repl[1]}, pass.FixIf(noComment, "UseMethod", "Use modern Date/Time/DateTime method",
			edit.Replace(f.Span(n), recv+"."+repl[1]+"()")))
	}
}

// lc0083Format reports Format(T, n, '<HOURS24>') and its siblings on a
// value known to be a Time. The fix is offered for the statement
// Evaluate(Number, Format(...)) with a numeric Number and a length that
// cannot overflow the part (0, or at least its digits): it becomes
// Number := T.Hour().
func lc0083Format(pass *analysis.Pass, c calls.Call) {
	f := pass.File
	if len(c.Args) != 3 || f.InObsoleteCode(c.Call) {
		return
	}
	lit := c.Args[2]
	if lit.Kind != syntax.LiteralExpr || lit.Len() != 1 || f.Tokens[lit.First].Kind != syntax.String {
		return
	}
	part, ok := lc0083FormatParts[strings.ToUpper(f.TokenText(int(lit.First)))]
	scopes := pass.Scopes()
	arg := c.Args[0]
	if !ok || !scopes.TypeOf(arg).Is("Time") {
		return
	}
	var fix []analysis.TextEdit
	if ev, target := lc0083EvaluateOf(pass, c.Call); ev != nil && lc0083LengthFits(f, c.Args[1], part.digits) &&
		!f.CommentBetween(int(ev.First), int(ev.Last)-1) {
		recv := f.Text(f.Span(arg))
		if !arg.Kind.IsPrimary() {
			recv = "(" + recv + ")"
		}
		fix = append(fix, edit.Replace(f.Span(ev), f.Text(f.Span(target))+" := "+recv+"."+part.method+"()"))
	}
	pass.Reportf(f.Span(c.Call), []any{"Time", part.method},
		pass.FixIf(fix != nil, "UseMethod", "Use modern Date/Time/DateTime method", fix...))
}

// lc0083EvaluateOf returns the Evaluate call whose second argument is the
// call n, when it is a statement of its own with two arguments and its
// first is a numeric variable or field; nil otherwise.
func lc0083EvaluateOf(pass *analysis.Pass, n *syntax.Node) (ev, target *syntax.Node) {
	args := n.Parent
	if args == nil || args.Kind != syntax.ArgumentList || len(args.Children) != 2 || args.Children[1] != n {
		return nil, nil
	}
	ev = args.Parent
	if ev == nil || ev.Kind != syntax.CallExpr || ev.Parent == nil || ev.Parent.Kind != syntax.CallStmt {
		return nil, nil
	}
	m := calls.Builtins.Get(pass).Method(ev.Children[0])
	if m == nil || m.Receiver != symbols.SystemReceiver || !strings.EqualFold(m.Name, "Evaluate") {
		return nil, nil
	}
	target = args.Children[0]
	t := pass.Scopes().TypeOf(target)
	if !t.Is("Integer") && !t.Is("BigInteger") && !t.Is("Decimal") {
		return nil, nil
	}
	return ev, target
}

// lc0083LengthFits reports whether Format's length argument is a literal
// 0 (no padding) or at least digits, so that the text never overflows to
// asterisks.
func lc0083LengthFits(f *syntax.File, n *syntax.Node, digits int) bool {
	if n.Kind != syntax.LiteralExpr || n.Len() != 1 || f.Tokens[n.First].Kind != syntax.Integer {
		return false
	}
	v, err := strconv.Atoi(f.TokenText(int(n.First)))
	return err == nil && (v == 0 || v >= digits)
}
