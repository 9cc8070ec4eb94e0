package check

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AL0133: an argument of a type the parameter does not take.
var AL0133 = &analysis.Rule{
	ID:       "AL0133",
	Title:    "Argument cannot be converted to the parameter's type",
	Message:  "Argument %d: cannot convert from '%s' to '%s'.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "An argument must convert to the type of the parameter it is passed to, by the same rules as " +
		"an assignment (AL0122). Reported for calls of procedures when every " +
		"dependency that could declare an overload is loaded (all but the platform's System app), no built-in " +
		"of that name takes as many arguments, and the argument certainly converts to the parameter of no " +
		"overload that takes as many arguments (a text literal of two or more characters for an Integer, a " +
		"Boolean for a Decimal, a Date variable for a Text, a Record of another table, a Code value for a Record, ...), and for calls of " +
		"built-in methods (no procedure of the name) at parameters whose plain kind the catalogue records for " +
		"every overload (StrLen's Text, CopyStr's Integer positions, Date2DMY's Date, ...; never Variant, Joker " +
		"or a kind that differs between overloads, as Format's or CalcDate's first). Arguments whose " +
		"type alfix does not judge (Variant, Option, Enum, Text for a Guid, objects, ...) are not checked. A call of a " +
		"procedure without a return value passed as an argument is reported as from 'None' for any parameter type " +
		"but Variant (not judged).",
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		sc, _ := bindingScopes(pass)
		if sc == nil {
			return
		}
		f := pass.File
		for _, rc := range resolvedCalls(pass) {
			call := rc.call
			callee, args := call.Children[0], call.Children[1].Children
			if callee.Kind == syntax.NameExpr {
				if r := sc.RefOf(callee); r == nil || r.Ambiguous || r.MaybeField {
					continue
				}
			}
			procs, builtins := rc.procs, rc.builtins
			if len(procs) == 0 {
				reportBuiltinArguments(pass, sc, builtins, args)
				continue
			}
			if acceptedByBuiltin(builtins, len(args)) {
				continue
			}
			n := len(args)
			count := 0
			for i := range procs {
				if len(procs[i].Parameters) == n {
					count++
				}
			}
			matching := procs // most often every overload takes n
			if count < len(procs) {
				matching = make([]symbols.Procedure, 0, count)
				for i := range procs {
					if len(procs[i].Parameters) == n {
						matching = append(matching, procs[i])
					}
				}
			}
			if len(matching) == 0 {
				continue // AL0126's
			}
			for i, a := range args {
				from, to, refused := refusedByEvery(sc, f, a, matching, i)
				if refused {
					pass.Reportf(f.Span(a), []any{i + 1, from, to})
				}
			}
		}
	},
}

// acceptedByBuiltin reports whether one of the built-ins takes n arguments.
func acceptedByBuiltin(builtins []*symbols.Method, n int) bool {
	for _, m := range builtins {
		if m.Accepts(n) {
			return true
		}
	}
	return false
}

// refusedByEvery reports whether the argument certainly converts to
// parameter i of none of the procedures, with the types of the first
// refusal (the compiler names the overload it chose; with one overload,
// as almost always, that is the same).
func refusedByEvery(sc *symbols.FileScopes, f *syntax.File, arg *syntax.Node, procs []symbols.Procedure, i int) (from, to string, refused bool) {
	for k, p := range procs {
		pt := p.Parameters[i].Type
		if pt == nil {
			return "", "", false
		}
		fr, t, no := refusedConversion(sc, f, arg, *pt)
		if !no {
			return "", "", false
		}
		if k == 0 {
			from, to = fr, t
		}
	}
	return from, to, true
}

// reportBuiltinArguments reports the arguments of a call of built-in
// methods (no procedure of that name) that certainly convert to the
// parameter of none of them taking that many arguments: only parameters
// whose kind the catalogue records (types= in builtins.txt) are judged.
func reportBuiltinArguments(pass *analysis.Pass, sc *symbols.FileScopes, builtins []*symbols.Method, args []*syntax.Node) {
	var accepting []*symbols.Method
	for _, m := range builtins {
		if m.Accepts(len(args)) {
			accepting = append(accepting, m)
		}
	}
	if len(accepting) == 0 {
		return // AL0126's
	}
	f := pass.File
	for i, a := range args {
		var from, to string
		refused := true
		for k, m := range accepting {
			pt := m.ParamType(i)
			if !pt.Known() {
				refused = false
				break
			}
			fr, t, no := refusedConversion(sc, f, a, pt)
			if !no {
				refused = false
				break
			}
			if k == 0 {
				from, to = fr, t
			}
		}
		if refused {
			pass.Reportf(f.Span(a), []any{i + 1, from, to})
		}
	}
}
