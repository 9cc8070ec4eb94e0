package callgraph

import (
	"slices"
	"strings"

	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// Dead code: which procedures no code of the project can call. The answer
// is built from two facts only, so that a result depends on the file it
// is about and on the summary, never on the code of other files:
//
//   - another file can call a procedure only if its code mentions the
//     procedure's name (symbols.Summary.Mentioned, kept per file with its
//     declarations): a name no other file mentions is called, if at all,
//     from its own file;
//   - in its own file, the name resolution decides (symbols.FindReferencesIn),
//     and a mention it cannot bind (a member of a receiver whose type is
//     unknown, a bare name that resolves to nothing) counts as a call.
//
// A name another file mentions counts as used there: this loses the
// procedures whose name other files use for something else, never a
// procedure that is called.

// Use says where a procedure is called from.
type Use int

// Uses.
const (
	// Unused: nothing calls the procedure (calls from its own body aside).
	Unused Use = iota
	// OwnObject: only code of its own object calls it.
	OwnObject
	// Elsewhere: another object or file calls it, or may.
	Elsewhere
)

// Reach is who may call a procedure by the access rules: "local" (its
// object), "internal" (its app and the app's friends: an internal
// procedure, or a public one of an object with Access = Internal),
// "protected" (its object and extensions) or "public".
func Reach(f *syntax.File, obj, proc *syntax.Node) string {
	if m := f.AccessModifier(proc); m >= 0 {
		switch f.Tokens[m].Keyword {
		case syntax.KwLocal:
			return "local"
		case syntax.KwInternal:
			return "internal"
		case syntax.KwProtected:
			return "protected"
		}
	}
	if !f.IsPublic(obj) {
		return "internal"
	}
	return "public"
}

// Checkable reports whether the project's code alone decides whether a
// procedure is used: its object is known (o) and is not an interface or
// control add-in, and nothing outside AL code calls it (CalledFromOutside).
func Checkable(sum *symbols.Summary, o *symbols.Object, f *syntax.File, obj, proc *syntax.Node) bool {
	if o == nil {
		return false
	}
	switch f.ObjectKind(obj) {
	case syntax.KwInterface, syntax.KwControlAddIn:
		return false
	}
	return !CalledFromOutside(sum, o, f, obj, proc)
}

// FileName returns the name the summary holds the file declaring o under
// (f's own name when o is not one of the summary's objects).
func FileName(sum *symbols.Summary, o *symbols.Object, f *syntax.File) string {
	if sum != nil && o != nil && sum.IsOwn(o) {
		return sum.FileOf(o)
	}
	return f.Name
}

// plainAttributes are the attributes that do not make the platform (or a
// test runner, or an upgrade) call a procedure; see CalledFromOutside.
var plainAttributes = map[string]bool{
	"tryfunction": true, "nondebuggable": true, "scope": true, "inherentpermissions": true, "commitbehavior": true,
}

// CalledFromOutside reports whether something other than AL code of the
// project calls the procedure, or its signature is not its own to change:
// it has no body; it has an attribute other than TryFunction,
// NonDebuggable, Scope, InherentPermissions and CommitBehavior (tests,
// handlers, event publishers and subscribers, [ServiceEnabled] actions,
// [Obsolete] procedures kept for other apps); it is the action of a
// Notification or ErrorInfo (a codeunit procedure taking one parameter of
// that type, named by AddAction in a string); or an interface its object
// implements requires it (or one of those interfaces is not in the
// summary, so it may). o is obj's symbols.
func CalledFromOutside(sum *symbols.Summary, o *symbols.Object, f *syntax.File, obj, proc *syntax.Node) bool {
	if proc.Child(syntax.Block) == nil {
		return true
	}
	for _, a := range proc.ChildrenOf(syntax.Attribute) {
		if !plainAttributes[strings.ToLower(f.DeclName(a))] {
			return true
		}
	}
	if f.EventPublisher(proc) != nil {
		return true
	}
	if pl := proc.Child(syntax.ParameterList); pl != nil && f.ObjectKind(obj) == syntax.KwCodeunit {
		if ps := pl.ChildrenOf(syntax.Parameter); len(ps) == 1 {
			if tr := ps[0].Child(syntax.TypeRef); tr != nil {
				t := strings.ToLower(strings.TrimSpace(f.Text(f.Span(tr))))
				if t == "notification" || t == "errorinfo" {
					return true
				}
			}
		}
	}
	if o == nil {
		return true
	}
	name := f.DeclName(proc)
	for _, in := range o.Implements {
		if sum == nil {
			return true
		}
		iface := sum.Interface(in)
		if iface == nil {
			return true
		}
		if procs, known := sum.InterfaceProcedures(iface, name); len(procs) > 0 || !known {
			return true
		}
	}
	return false
}

// ProcedureUse tells where the project calls a procedure declared in
// object node obj of the file sc resolves (o: obj's symbols, file: the
// file's name in the summary), and returns the calls found in the file
// (references from the procedure's own body are not calls: recursion alone
// does not make a procedure used). Overloads are one procedure: a call
// binds a name, and which overload needs the arguments' types.
func ProcedureUse(sc *symbols.FileScopes, o *symbols.Object, file string, obj, proc *syntax.Node) (Use, []symbols.Reference) {
	f := sc.File
	name := f.DeclName(proc)
	// Another file can call only what is not local.
	if sc.Summary != nil && Reach(f, obj, proc) != "local" && sc.Summary.Mentioned(name, file) {
		return Elsewhere, nil
	}
	if f.MentionedInDisabledCode(f.Span(f.Root), name) {
		return Elsewhere, nil
	}
	lname := strings.ToLower(name)
	if sc.Symbols != nil && !mentions(sc.Symbols.Mentions, lname) {
		return Unused, nil
	}
	if o == nil {
		return Elsewhere, nil
	}
	var calls []symbols.Reference
	found := map[int]bool{}
	for _, r := range symbols.FindReferencesIn(sc, symbols.RefTarget{Object: o, Kind: symbols.KindProcedure, Member: name}) {
		found[r.Span.Start] = true
		if r.Routine != proc {
			calls = append(calls, r)
		}
	}
	if unbound(sc, lname, found) {
		return Elsewhere, calls
	}
	if arity, overloaded := overloadArity(f, obj, proc); overloaded {
		calls = callsWithArity(f, calls, arity)
	}
	use := Unused
	for _, r := range calls {
		if r.Object != obj {
			return Elsewhere, calls
		}
		use = OwnObject
	}
	return use, calls
}

// overloadArity returns the number of parameters of proc, and whether
// another procedure of its object has its name and a different number
// (AL chooses an overload by its arguments: one with another count cannot
// be what a call binds).
func overloadArity(f *syntax.File, obj, proc *syntax.Node) (int, bool) {
	n := arity(proc)
	name := f.DeclName(proc)
	overloaded := false
	for _, p := range syntax.Procedures(obj) {
		if p == proc || !strings.EqualFold(f.DeclName(p), name) {
			continue
		}
		if arity(p) == n {
			return n, false // an overload of the same count: calls cannot be told apart
		}
		overloaded = true
	}
	return n, overloaded
}

func arity(proc *syntax.Node) int {
	if pl := proc.Child(syntax.ParameterList); pl != nil {
		return len(pl.ChildrenOf(syntax.Parameter))
	}
	return 0
}

// callsWithArity keeps the calls that pass n arguments (a name without
// parentheses passes none).
func callsWithArity(f *syntax.File, calls []symbols.Reference, n int) []symbols.Reference {
	args := map[int]int{} // name token start -> argument count
	syntax.Walk(f.Root, func(c *syntax.Node) bool {
		if c.Kind == syntax.CallExpr && len(c.Children) == 2 && c.Children[1].Kind == syntax.ArgumentList {
			callee := c.Children[0]
			if tok := int(callee.Last) - 1; tok >= int(callee.First) {
				args[f.Tokens[tok].Span.Start] = len(c.Children[1].Children)
			}
		}
		return true
	})
	var out []symbols.Reference
	for _, r := range calls {
		if got, ok := args[r.Span.Start]; ok && got == n || !ok && n == 0 {
			out = append(out, r)
		}
	}
	return out
}

func mentions(sorted []string, name string) bool {
	lo, hi := 0, len(sorted)
	for lo < hi {
		m := (lo + hi) / 2
		if sorted[m] < name {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo < len(sorted) && sorted[lo] == name
}

// unbound reports whether the file mentions name (lower case) somewhere
// the references found (by span start) do not explain and the name
// resolution cannot rule out as a call: a member of a receiver whose
// object is unknown, or a bare name that resolves to nothing.
func unbound(sc *symbols.FileScopes, name string, found map[int]bool) bool {
	f := sc.File
	hit := false
	syntax.Walk(f.Root, func(n *syntax.Node) bool {
		if hit {
			return false
		}
		tok := -1
		switch n.Kind {
		case syntax.MemberExpr:
			if n.Last > n.First && len(n.Children) > 0 {
				tok = int(n.Last) - 1
			}
		case syntax.NameExpr:
			if n.Last > n.First {
				tok = int(n.First)
			}
		default:
			return true
		}
		if tok < 0 || !f.Tokens[tok].Kind.IsName() || strings.ToLower(syntax.Unquote(f.TokenText(tok))) != name ||
			found[f.Tokens[tok].Span.Start] {
			return true
		}
		switch n.Kind {
		case syntax.MemberExpr:
			recv := n.Children[0]
			if sc.FieldOf(n) == nil && sc.ObjectOfType(sc.TypeOf(recv)) == nil {
				hit = true
			}
		case syntax.NameExpr:
			if r := sc.RefOf(n); r == nil || r.Decl == nil && r.Field == nil {
				hit = true
			}
		}
		return true
	})
	return hit
}

// Dead is one member of the project that nothing uses: a procedure no code
// calls, an event no subscriber of the project subscribes to, or a global
// variable no code reads.
type Dead struct {
	// Kind is "procedure", "event" or "global".
	Kind string
	// Reach is Reach's answer for procedures and events; for a global,
	// "protected" or "local".
	Reach string
	// Member is the procedure, event or variable, in Routine form (Name).
	Member Routine
	// Span is the name token's.
	Span syntax.Span
	// Fix is the key of the rule fix that removes the member
	// ("LC0052.RemoveProcedure", "AA0228.RemoveProcedure"), "" when none.
	Fix string
	// Written is set on a global that code assigns (and never reads).
	Written bool
}

// Dead kinds.
const (
	DeadProcedure = "procedure"
	DeadEvent     = "event"
	DeadGlobal    = "global"
)

// DeadCode lists the dead members of one file, in source order, of the summary's project:
// local and internal procedures (and public ones of internal objects) that
// ProcedureUse finds Unused and that are Checkable; event publishers the
// summary's files have no subscriber for (those of public objects may
// have subscribers in other apps: Reach says so); global variables that
// no code reads and no other file mentions. fs must be the summary's
// symbols of f; objects that are obsolete are left out. The file's names
// are resolved only when a candidate needs it. Internal procedures get no
// fix when the app has internalsVisibleTo friends (LC0052 is silent).
func DeadCode(f *syntax.File, fs *symbols.FileSymbols, sum *symbols.Summary) []Dead {
	if f == nil || fs == nil || sum == nil {
		return nil
	}
	objs := f.Objects()
	if len(objs) != len(fs.Objects) {
		return nil
	}
	var sc *symbols.FileScopes
	scopes := func() *symbols.FileScopes {
		if sc == nil {
			sc = symbols.ScopesWith(f, fs, sum)
		}
		return sc
	}
	friends := len(sum.App.InternalsVisibleTo) > 0
	var out []Dead
	for i, obj := range objs {
		o := &fs.Objects[i]
		if o.ObsoleteState != "" {
			continue
		}
		switch f.ObjectKind(obj) {
		case syntax.KwInterface, syntax.KwControlAddIn:
			continue
		}
		for _, proc := range syntax.Procedures(obj) {
			name := f.DeclName(proc)
			member := Routine{ObjectKind: o.Kind, Object: o.Name, Name: name}
			if ev := f.EventPublisher(proc); ev != nil {
				if len(sum.SubscribersOf(o, name)) == 0 && !isObsolete(f, proc) {
					out = append(out, Dead{Kind: DeadEvent, Reach: eventReach(f, obj, ev), Member: member, Span: f.DeclSpan(proc)})
				}
				continue
			}
			reach := Reach(f, obj, proc)
			if reach != "local" && reach != "internal" || !Checkable(sum, o, f, obj, proc) ||
				reach == "internal" && sum.Mentioned(name, fs.File) {
				continue
			}
			var use Use
			if mentions(fs.Mentions, strings.ToLower(name)) || f.MentionedInDisabledCode(f.Span(f.Root), name) {
				use, _ = ProcedureUse(scopes(), o, fs.File, obj, proc)
			}
			if use != Unused {
				continue
			}
			d := Dead{Kind: DeadProcedure, Reach: reach, Member: member, Span: f.DeclSpan(proc)}
			switch {
			case reach == "local":
				d.Fix = "AA0228.RemoveProcedure"
			case !friends:
				d.Fix = "LC0052.RemoveProcedure"
			}
			out = append(out, d)
		}
		if hasGlobals(obj) {
			out = append(out, deadGlobals(scopes(), o, fs.File, obj)...)
		}
	}
	slices.SortStableFunc(out, func(a, b Dead) int { return a.Span.Start - b.Span.Start })
	return out
}

// eventReach is who may subscribe to an event: an InternalEvent, or any
// event of an object with Access = Internal, only the app ("internal");
// other events every app ("public"). The publisher's own access modifier
// says who may raise it, not who may subscribe.
func eventReach(f *syntax.File, obj, attr *syntax.Node) string {
	if strings.EqualFold(f.DeclName(attr), "InternalEvent") || !f.IsPublic(obj) {
		return "internal"
	}
	return "public"
}

// isObsolete reports whether a procedure has an [Obsolete] attribute.
func isObsolete(f *syntax.File, proc *syntax.Node) bool {
	for _, a := range proc.ChildrenOf(syntax.Attribute) {
		if strings.EqualFold(f.DeclName(a), "Obsolete") {
			return true
		}
	}
	return false
}

// hasGlobals reports whether an object node has a var section.
func hasGlobals(obj *syntax.Node) bool {
	for _, m := range syntax.Members(obj) {
		if m.Kind == syntax.VarSection {
			return true
		}
	}
	return false
}

// deadGlobals lists the global variables of obj that no code reads: no
// reference reads them (an ambiguous one counts as a read), no other file
// mentions their name (a protected variable is read by extensions), and
// no inactive #if branch does.
func deadGlobals(sc *symbols.FileScopes, o *symbols.Object, file string, obj *syntax.Node) []Dead {
	f := sc.File
	var out []Dead
	for _, d := range sc.Globals(obj) {
		if d.Kind != symbols.GlobalVar || d.NameToken < 0 || d.Inherited {
			continue
		}
		read, written := false, false
		for _, r := range d.Refs {
			if r.IsRead() || r.Ambiguous {
				read = true
				break
			}
			written = written || r.IsWrite()
		}
		if read || sc.Summary.Mentioned(d.Name, file) || f.MentionedInDisabledCode(f.Span(f.Root), d.Name) {
			continue
		}
		reach := "local"
		if d.Protected {
			reach = "protected"
		}
		out = append(out, Dead{Kind: DeadGlobal, Reach: reach, Member: Routine{ObjectKind: o.Kind, Object: o.Name, Name: d.Name},
			Span: f.Tokens[d.NameToken].Span, Written: written})
	}
	return out
}
