package check

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AL0126: a call whose argument count no overload of the method takes.
var AL0126 = &analysis.Rule{
	ID:       "AL0126",
	Title:    "No overload for the method takes this number of arguments",
	Message:  "No overload for method '%s' takes %d arguments. Candidates: %s.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "A call of a procedure must pass as many arguments as one of its overloads declares " +
		"parameters (AL procedures have no optional parameters), and a call of a built-in method a number " +
		"its documented overloads accept. Procedures are those of the called object and its extensions (of an " +
		"interface: those it declares and those of every interface it extends); " +
		"reported only when every dependency that could declare an overload is loaded (all but the " +
		"platform's System app) and the callee is known. Calls inside `with` bodies are not checked.",
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		sc, _ := bindingScopes(pass)
		if sc == nil {
			return
		}
		for _, rc := range resolvedCalls(pass) {
			call, cands := rc.call, rc.callees
			callee, n := call.Children[0], len(call.Children[1].Children)
			if callee.Kind == syntax.NameExpr {
				if r := sc.RefOf(callee); r == nil || r.Ambiguous || r.MaybeField {
					continue
				}
			}
			name, candidates, ok := acceptsArguments(cands, n)
			if ok {
				continue
			}
			if _, _, missing := missingArgument(cands, n); missing {
				continue // AL0135's
			}
			pass.Reportf(tokenSpan(pass.File, int(callee.Last)-1), []any{name, n, candidates})
		}
	},
}

// AL0135: a call of a procedure without overloads that leaves out
// arguments.
var AL0135 = &analysis.Rule{
	ID:       "AL0135",
	Title:    "An argument for a required parameter is missing",
	Message:  "There is no argument given that corresponds to the required formal parameter '%s' of '%s'.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "AL procedures have no optional parameters: a call passes an argument for each. When the " +
		"called procedure has one declaration (no overloads, no built-in of that name) and the call passes " +
		"fewer arguments than it declares, the compiler names the first parameter left without one; every " +
		"other argument count no overload takes is AL0126. Reported under the same conditions as AL0126.",
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		sc, _ := bindingScopes(pass)
		if sc == nil {
			return
		}
		for _, rc := range resolvedCalls(pass) {
			call := rc.call
			callee, n := call.Children[0], len(call.Children[1].Children)
			if callee.Kind == syntax.NameExpr {
				if r := sc.RefOf(callee); r == nil || r.Ambiguous || r.MaybeField {
					continue
				}
			}
			if param, method, missing := missingArgument(rc.callees, n); missing {
				pass.Reportf(tokenSpan(pass.File, int(callee.Last)-1), []any{param, method})
			}
		}
	},
}

// missingArgument reports whether a call with n arguments binds to one
// procedure, without overloads or a built-in of its name, that declares
// more parameters than n; it returns the first parameter without an
// argument and the procedure as AL writes its signature.
func missingArgument(c callees, n int) (param, method string, ok bool) {
	procs, builtins := c.procs, c.builtins
	if len(procs) != 1 || len(builtins) > 0 || len(procs[0].Parameters) <= n {
		return "", "", false
	}
	p := &procs[0]
	return p.Parameters[n].Name, symbols.QuoteName(p.Name) + symbols.ParameterList(p), true
}

// acceptsArguments reports whether the method call takes n arguments; when
// it does not, it returns the method's name and its candidates as text. A
// callee it cannot know is accepted.
func acceptsArguments(c callees, n int) (name, candidates string, ok bool) {
	procs, builtins := c.procs, c.builtins
	if len(procs) == 0 && len(builtins) == 0 {
		return "", "", true
	}
	for i := range procs {
		if len(procs[i].Parameters) == n {
			return "", "", true
		}
	}
	if acceptedByBuiltin(builtins, n) {
		return "", "", true
	}
	// Refused: only now the message's text (most calls are accepted).
	sigs := make([]string, 0, len(procs)+len(builtins))
	for i := range procs {
		sigs = append(sigs, "'"+symbols.QuoteName(procs[i].Name)+symbols.ParameterList(&procs[i])+"'")
		name = procs[i].Name
	}
	for _, m := range builtins {
		sigs = append(sigs, fmt.Sprintf("'%s' with %s", m.Name, argumentRange(m)))
		name = m.Name
	}
	return name, strings.Join(sigs, ", "), false
}

// callees are what a call may bind to: see callCandidates.
type callees struct {
	procs    []symbols.Procedure
	builtins []*symbols.Method
}

// resolvedCall is one call of argumentCalls with its callees.
type resolvedCall struct {
	call *syntax.Node
	callees
}

// callTable holds the file's resolved calls in source order (the order of
// argumentCalls).
type callTable struct {
	calls []resolvedCall
}

// callResolutions are the candidates of every call with an argument list
// in the file (argumentCalls), resolved once for the checks that judge
// calls (AL0126, AL0130, AL0133, AL0135), which read the list instead of
// walking the tree again; nil when the binding checks do not run.
var callResolutions = analysis.NewShared("call candidates", func(pass *analysis.Pass) *callTable {
	sc, _ := bindingScopes(pass)
	if sc == nil {
		return nil
	}
	t := &callTable{}
	for call := range argumentCalls(pass) {
		procs, builtins := callCandidates(sc, call.Children[0])
		t.calls = append(t.calls, resolvedCall{call: call, callees: callees{procs: procs, builtins: builtins}})
	}
	return t
})

// resolvedCalls returns the calls of argumentCalls with their callees, in
// source order; nil when the binding checks do not run. The result must
// not be modified.
func resolvedCalls(pass *analysis.Pass) []resolvedCall {
	if t := callResolutions.Get(pass); t != nil {
		return t.calls
	}
	return nil
}

// candidatesOf returns the callees of a call of argumentCalls: found in
// the file's list by position (source order is by first token, and of two
// calls that start at one token the outer one, which ends later, comes
// first), resolved anew if it is not there.
func candidatesOf(pass *analysis.Pass, sc *symbols.FileScopes, call *syntax.Node) callees {
	t := callResolutions.Get(pass)
	if i := t.find(call); i >= 0 {
		return t.calls[i].callees
	}
	procs, builtins := callCandidates(sc, call.Children[0])
	return callees{procs: procs, builtins: builtins}
}

// find returns the index of call in the table, -1 when it is not there.
func (t *callTable) find(call *syntax.Node) int {
	if t == nil {
		return -1
	}
	i, found := slices.BinarySearchFunc(t.calls, call, func(rc resolvedCall, n *syntax.Node) int {
		if c := cmp.Compare(rc.call.First, n.First); c != 0 {
			return c
		}
		return cmp.Compare(n.Last, rc.call.Last)
	})
	if !found || t.calls[i].call != call {
		return -1
	}
	return i
}

// callCandidates returns every procedure and built-in a callee may bind
// to. X.Name: the procedures of X's object and its extensions and the
// built-in of X's kind. A bare name: the object's own procedures, those
// of the implicit record's table and of an extension's base (with their
// extensions), the global method, the implicit record's and the object
// kind's built-in. Both are empty when a source is not known (the
// implicit record's table, an extension's base, the receiver's object).
func callCandidates(sc *symbols.FileScopes, callee *syntax.Node) ([]symbols.Procedure, []*symbols.Method) {
	f := sc.File
	var builtins []*symbols.Method
	add := func(m *symbols.Method) {
		if m != nil {
			builtins = append(builtins, m)
		}
	}
	switch callee.Kind {
	case syntax.MemberExpr:
		procs := sc.Callees(callee)
		name := memberName(f, callee)
		if r := sc.RefOf(callee); r != nil && r.Decl != nil {
			// this.Name or Rec.Name naming the object's own procedure; Rec
			// may also mean the record's built-in.
			add(symbols.Builtin("Record", name))
			return procs, builtins
		}
		recv := callee.Children[0]
		t := sc.TypeOf(recv)
		if t.Is("Interface") {
			// An interface has no built-in methods: only the procedures it
			// declares or inherits through extends.
			o := sc.ObjectOfType(t)
			if o == nil || o.Kind != "interface" {
				return nil, nil
			}
			procs, known := sc.Summary.InterfaceProcedures(o, name)
			if !known {
				return nil, nil
			}
			return procs, nil
		}
		if t.Is(symbols.UserControlKind) {
			// A user control has its control add-in's methods only.
			if sc.ControlAddIn(t) == nil {
				return nil, nil
			}
			return procs, nil
		}
		kind := sc.ReceiverKind(recv)
		if kind == "" {
			return nil, nil
		}
		if t.Object != "" && sc.ObjectOfType(t) == nil {
			return nil, nil // an object alfix does not have: its procedures are unknown
		}
		add(symbols.Builtin(kind, name))
		return procs, builtins
	case syntax.NameExpr:
		more, builtins, known := bareNameCandidates(sc, callee, syntax.Unquote(f.TokenText(int(callee.First))))
		if !known {
			return nil, nil
		}
		procs := sc.Callees(callee)
		return append(procs[:len(procs):len(procs)], more...), builtins
	}
	return nil, nil
}

// bareNameCandidates returns what a name written alone in code may be
// besides the declarations Scopes resolves: procedures of the implicit
// record's table and of an extension's base (with their extensions), the
// implicit record's built-in, the global method and the object kind's
// built-in. known is false when one of those sources is not known (the
// implicit record's table, the extension's base).
func bareNameCandidates(sc *symbols.FileScopes, n *syntax.Node, name string) (procs []symbols.Procedure, builtins []*symbols.Method, known bool) {
	sum := sc.Summary
	add := func(m *symbols.Method) {
		if m != nil {
			builtins = append(builtins, m)
		}
	}
	if has, table := sc.ImplicitRecord(n); has {
		if table == nil {
			return nil, nil, false
		}
		procs = append(procs, sum.ProceduresNamed(table, name)...)
		add(symbols.Builtin("Record", name))
	}
	obj := n.Ancestor(syntax.Object)
	self := sc.ObjectSymbols(obj)
	if self == nil {
		return nil, nil, false
	}
	if baseKind := symbols.BaseKind(self.Kind); baseKind != "" {
		base := sc.ObjectNamed(baseKind, self.ExtendsNamespace, self.Extends)
		if base == nil {
			return nil, nil, false
		}
		procs = append(procs, sum.ProceduresNamed(base, name)...)
	}
	add(symbols.GlobalMethod(name))
	if recv, ok := objectMethods[sc.File.ObjectKind(obj)]; ok {
		add(symbols.Builtin(recv, name))
	}
	return procs, builtins, true
}

// argumentRange describes how many arguments a built-in takes.
func argumentRange(m *symbols.Method) string {
	switch {
	case m.MaxArgs < 0:
		return fmt.Sprintf("%d or more arguments", m.MinArgs)
	case m.MinArgs == m.MaxArgs && m.MinArgs == 1:
		return "1 argument"
	case m.MinArgs == m.MaxArgs:
		return fmt.Sprintf("%d arguments", m.MinArgs)
	}
	return fmt.Sprintf("%d to %d arguments", m.MinArgs, m.MaxArgs)
}
