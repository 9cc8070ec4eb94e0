package check

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// Obsolete use: AL0432 (a reference to something marked for removal) and
// AL0433 (a reference to something a dependency has removed).
//
// The referenced declarations are the summary's: objects and table fields
// with an ObsoleteState, enum values with one in their properties, and
// procedures (events included) with an [Obsolete] attribute. ObsoleteState
// Pending makes a use AL0432, a warning; Removed, for a declaration of
// another app, AL0433, an error. A removed declaration of the project
// itself is left alone (the compiler's verdict there is not documented),
// as are Moved and PendingMove (moved to another app, not going away), and
// so are removed declarations named in Upgrade and Install codeunits, which
// move data out of them (the compiler builds all of BCApps' such code).
//
// A use inside code that is itself obsolete (an object, element or section
// with an ObsoleteState, or a procedure with [Obsolete]) is not reported:
// the two retire together, and Microsoft's own code relies on that. Code in
// inactive #if branches is not in the tree; `#pragma warning disable AL0432`
// suppresses like any pragma.
//
// What counts as a use: a type naming an object (variables, parameters,
// return values, field types), an object written Codeunit::X, Database::X,
// ..., a table field read or written in code (Rec.Field, a field of the
// implicit record, a field argument), a call of a user procedure (when every
// overload with that many arguments is obsolete), an enum value written
// X::Value, an event subscriber to an obsolete event or to the trigger
// event of an obsolete table field (ElementName), and a page control or
// action named by a page extension's change or by CurrPage.Name
// (obsoletecontrols.go). Checked only where the binding checks run
// (bindingScopes).

// AL0432: a use of something marked for removal (ObsoleteState Pending or
// [Obsolete]).
var AL0432 = &analysis.Rule{
	ID:       "AL0432",
	Title:    "The referenced element is marked for removal",
	Message:  "%s '%s' is marked for removal.%s",
	Severity: analysis.SeverityWarning,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "A reference to an object, table field, page control or action with ObsoleteState = Pending, an enum value with " +
		"ObsoleteState = Pending, or a procedure or event with an [Obsolete] attribute: the owner will remove it " +
		"in a future version. The message carries the declaration's ObsoleteReason and ObsoleteTag. Not " +
		"reported inside code that is itself obsolete (ObsoleteState on the enclosing object or element, or " +
		"[Obsolete] on the enclosing procedure). A warning: #pragma warning disable AL0432 suppresses it. " +
		obsoleteScope,
	UsesProject: true,
	Run:         func(pass *analysis.Pass) { reportObsolete(pass, false) },
}

// AL0433: a use of something a dependency has removed (ObsoleteState
// Removed).
var AL0433 = &analysis.Rule{
	ID:       "AL0433",
	Title:    "The referenced element is removed",
	Message:  "%s '%s' is removed.%s",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "A reference to an object, table field, enum value, page control or action that a dependency declares with " +
		"ObsoleteState = Removed: it is kept in the symbols only so that data can be upgraded, and code can no " +
		"longer use it. Removed declarations of the project itself are not reported, nor uses inside code that " +
		"is itself obsolete or in codeunits of Subtype Upgrade or Install (which move data out of removed tables " +
		"and fields). " + obsoleteScope,
	UsesProject: true,
	Run:         func(pass *analysis.Pass) { reportObsolete(pass, true) },
}

const obsoleteScope = "Uses are: types naming an object, Codeunit::X-style object values, fields in code " +
	"(Rec.Field, implicit record fields, field arguments), calls of user procedures (when every overload with " +
	"that many arguments is obsolete), enum values (X::Value), event subscribers (an obsolete event, " +
	"or the trigger event of an obsolete field named as ElementName), and page controls and actions with an " +
	"ObsoleteState named by a page extension's modify, add* or move* change or by CurrPage.Name (kind words " +
	"Control and Action). Checked only when every dependency that " +
	"could declare the referenced element is loaded; nothing inside `with` bodies."

// obsoleteUse is one reference to an obsolete declaration.
type obsoleteUse struct {
	span    syntax.Span
	what    string // the compiler's kind word: Table, Field, Method, Enum value, ...
	name    string
	removed bool   // ObsoleteState Removed, declared by a dependency
	detail  string // " Reason: ... Tag: ..." or ""
}

func reportObsolete(pass *analysis.Pass, removed bool) {
	for _, u := range obsoleteUses.Get(pass) {
		if u.removed == removed {
			pass.Reportf(u.span, []any{u.what, u.name, u.detail})
		}
	}
}

// obsoleteUses are the file's uses of obsolete declarations, computed once
// for both rules.
var obsoleteUses = analysis.NewShared("obsolete uses", func(pass *analysis.Pass) []obsoleteUse {
	sc, sum := bindingScopes(pass)
	if sc == nil {
		return nil
	}
	c := obsoleteCollector{pass: pass, sc: sc, sum: sum, f: pass.File}
	c.types()
	c.code()
	c.subscribers()
	c.pageChanges()
	return c.out
})

type obsoleteCollector struct {
	pass *analysis.Pass
	sc   *symbols.FileScopes
	sum  *symbols.Summary
	f    *syntax.File
	out  []obsoleteUse
}

// add records a use at token tok of a declaration with this state, reason
// and tag, unless the use is in obsolete code or the state is not one the
// checks report.
func (c *obsoleteCollector) add(at *syntax.Node, tok int, what, name, state, reason, tag string, own bool) {
	var removed bool
	switch {
	case strings.EqualFold(state, "Pending"):
	case strings.EqualFold(state, "Removed") && !own:
		removed = true
	default:
		return
	}
	if tok < 0 || c.f.InObsoleteCode(at) || removed && inUpgradeCode(c.f, at) {
		return
	}
	c.out = append(c.out, obsoleteUse{span: tokenSpan(c.f, tok), what: what, name: name, removed: removed,
		detail: obsoleteDetail(reason, tag)})
}

// inUpgradeCode reports whether n lies in a codeunit with Subtype Upgrade
// or Install: code that moves data out of removed tables and fields, which
// the compiler lets it name (all of BCApps' install and upgrade code does).
func inUpgradeCode(f *syntax.File, n *syntax.Node) bool {
	obj := n.Ancestor(syntax.Object)
	if obj == nil || f.ObjectKind(obj) != syntax.KwCodeunit {
		return false
	}
	p := f.Property(obj, "Subtype")
	return p != nil && (f.PropertyValueIs(p, "Upgrade") || f.PropertyValueIs(p, "Install"))
}

// obsoleteDetail is the reason-and-tag part of the message.
func obsoleteDetail(reason, tag string) string {
	var b strings.Builder
	if reason = syntax.StringValue(strings.TrimSpace(reason)); reason != "" {
		b.WriteString(" Reason: " + reason + ".")
	}
	if tag = syntax.StringValue(strings.TrimSpace(tag)); tag != "" {
		b.WriteString(" Tag: " + tag + ".")
	}
	return b.String()
}

// object records a use of object o named at token tok.
func (c *obsoleteCollector) object(at *syntax.Node, tok int, o *symbols.Object) {
	if o == nil || o.ObsoleteState == "" {
		return
	}
	c.add(at, tok, kindName(o.Kind), o.Name, o.ObsoleteState,
		symbols.PropertyValue(o.Properties, "ObsoleteReason"), symbols.PropertyValue(o.Properties, "ObsoleteTag"),
		c.sum.IsOwn(o))
}

// types records the object types of type references.
func (c *obsoleteCollector) types() {
	f := c.f
	for tr := range c.pass.Nodes(syntax.TypeRef) {
		t := symbols.ParseType(f, tr)
		kind, ok := typeObjectKinds[strings.ToLower(t.Kind)]
		if !ok || t.Object == "" {
			continue
		}
		c.object(tr, objectNameToken(f, tr, t.Object), c.sc.ObjectNamed(kind, t.ObjectNamespace, t.Object))
	}
}

// objectNameToken returns the token of a type reference that names the
// object (the last one whose unquoted text is name), -1 when none does.
func objectNameToken(f *syntax.File, tr *syntax.Node, name string) int {
	for i := int(tr.Last) - 1; i >= int(tr.First); i-- {
		if f.Tokens[i].Kind.IsName() && strings.EqualFold(syntax.Unquote(f.TokenText(i)), name) {
			return i
		}
	}
	return -1
}

// scopeObjectKinds maps the type names written before :: to the object kind
// they name (Database::Customer names a table).
var scopeObjectKinds = map[string]string{
	"database": "table", "codeunit": "codeunit", "page": "page", "report": "report", "query": "query",
	"xmlport": "xmlport", "enum": "enum",
}

// code records the uses in procedure and trigger bodies.
func (c *obsoleteCollector) code() {
	f, sc, sum := c.f, c.sc, c.sum
	for n := range c.pass.Code(syntax.NameExpr, syntax.MemberExpr, syntax.CallExpr, syntax.ScopeExpr) {
		if inWith(n) {
			continue
		}
		switch n.Kind {
		case syntax.NameExpr:
			if r := sc.RefOf(n); r != nil && r.Field != nil && !r.Ambiguous && n.Last == n.First+1 {
				c.field(n, int(n.First), r.Field)
			}
		case syntax.MemberExpr:
			tok := f.MemberNameToken(n)
			if tok < 0 {
				continue
			}
			if r := sc.RefOf(n); r != nil && r.Decl != nil {
				continue // this.Proc or Rec.Proc: a procedure, checked at its call
			}
			if n.Parent != nil && n.Parent.Kind == syntax.CallExpr && n.Parent.Children[0] == n {
				continue // a method call, checked as a call
			}
			if c.currPageControl(n) {
				continue
			}
			if fl := sc.FieldOf(n); fl != nil {
				c.field(n, tok, fl)
			}
		case syntax.CallExpr:
			c.call(n)
		case syntax.ScopeExpr:
			c.scope(n, sum)
		}
	}
}

// field records a use of table field fl named at token tok.
func (c *obsoleteCollector) field(at *syntax.Node, tok int, fl *symbols.Field) {
	if fl.ObsoleteState == "" {
		return
	}
	c.add(at, tok, "Field", fl.Name, fl.ObsoleteState, symbols.PropertyValue(fl.Properties, "ObsoleteReason"),
		symbols.PropertyValue(fl.Properties, "ObsoleteTag"), c.fieldIsOwn(at, fl))
}

// fieldIsOwn reports whether the project itself declares fl (in a table or
// table extension of its own); true when the declaring object is not found,
// so that an unknown origin never makes an error.
func (c *obsoleteCollector) fieldIsOwn(at *syntax.Node, fl *symbols.Field) bool {
	return c.fieldOfIsOwn(c.fieldTable(at), fl)
}

// fieldOfIsOwn reports whether the project declares field fl of table t
// (true when t is nil or does not hold fl).
func (c *obsoleteCollector) fieldOfIsOwn(t *symbols.Object, fl *symbols.Field) bool {
	if t == nil {
		return true
	}
	for _, o := range append([]*symbols.Object{t}, c.sum.Extensions(t)...) {
		for i := range o.Fields {
			if &o.Fields[i] == fl {
				return c.sum.IsOwn(o)
			}
		}
	}
	return true
}

// fieldTable returns the table whose field a NameExpr or MemberExpr names.
func (c *obsoleteCollector) fieldTable(at *syntax.Node) *symbols.Object {
	switch at.Kind {
	case syntax.MemberExpr:
		t := c.sc.TypeOf(at.Children[0])
		if !t.Is("Record") {
			return nil
		}
		return c.sc.ObjectNamed("table", t.ObjectNamespace, t.Object)
	case syntax.NameExpr:
		// A field argument (SetRange(Field, ...)) or a field of the
		// implicit record: find the table that declares it by name.
		if has, t := c.sc.ImplicitRecord(at); has && t != nil {
			if c.sum.Field(t, syntax.Unquote(c.f.TokenText(int(at.First)))) != nil {
				return t
			}
		}
		if call := at.Ancestor(syntax.CallExpr); call != nil && len(call.Children) > 0 && call.Children[0].Kind == syntax.MemberExpr {
			t := c.sc.TypeOf(call.Children[0].Children[0])
			if t.Is("Record") {
				return c.sc.ObjectNamed("table", t.ObjectNamespace, t.Object)
			}
		}
	}
	return nil
}

// call records a call of a procedure whose every overload with the call's
// number of arguments is obsolete.
func (c *obsoleteCollector) call(call *syntax.Node) {
	if len(call.Children) != 2 || call.Children[1].Kind != syntax.ArgumentList {
		return
	}
	callee := call.Children[0]
	tok := c.f.CalleeNameToken(callee)
	if tok < 0 {
		return
	}
	if !c.sc.Summary.MayCallObsolete(syntax.Unquote(c.f.TokenText(tok))) {
		return // most calls: no procedure of that name is obsolete anywhere
	}
	args := len(call.Children[1].Children)
	var match *symbols.Procedure
	procs := c.sc.Callees(call)
	for i := range procs {
		p := &procs[i]
		if len(p.Parameters) != args {
			continue
		}
		if !p.Obsolete {
			return
		}
		match = p
	}
	if match == nil {
		return
	}
	reason, tag := obsoleteArgs(match)
	c.add(call, tok, "Method", match.Name, "Pending", reason, tag, true)
}

// subscribers records event subscribers to an obsolete event (every
// publisher of that name on the object or its extensions is obsolete),
// reported on the event name, and to a trigger event of a table field that
// is obsolete, reported on the element name.
func (c *obsoleteCollector) subscribers() {
	f := c.f
	for proc := range c.pass.Nodes(syntax.Procedure) {
		attr, args, sub, publisher, ok := subscription(f, c.sc, proc)
		if !ok {
			continue
		}
		var event *symbols.Procedure
		for _, p := range c.sum.ProceduresNamed(publisher, sub.Event) {
			if !p.EventPublisher && !p.Event {
				continue
			}
			if !p.Obsolete {
				event = nil
				break
			}
			event = &p
		}
		if event != nil {
			reason, tag := obsoleteArgs(event)
			c.add(attr, int(args.Children[2].First), "Method", event.Name, "Pending", reason, tag, true)
		}
		if sub.Element != "" && publisher.Kind == "table" && len(args.Children) > 3 {
			if fl := c.sum.Field(publisher, sub.Element); fl != nil && fl.ObsoleteState != "" {
				c.add(attr, int(args.Children[3].First), "Field", fl.Name, fl.ObsoleteState,
					symbols.PropertyValue(fl.Properties, "ObsoleteReason"), symbols.PropertyValue(fl.Properties, "ObsoleteTag"),
					c.fieldOfIsOwn(publisher, fl))
			}
		}
	}
}

// obsoleteArgs returns the reason and tag of a procedure's [Obsolete]
// attribute.
func obsoleteArgs(p *symbols.Procedure) (reason, tag string) {
	for _, a := range p.Attributes {
		if strings.EqualFold(a.Name, "Obsolete") {
			if len(a.Args) > 0 {
				reason = a.Args[0]
			}
			if len(a.Args) > 1 {
				tag = a.Args[1]
			}
		}
	}
	return reason, tag
}

// scope records Codeunit::X-style object values and enum values X::Value.
func (c *obsoleteCollector) scope(e *syntax.Node, sum *symbols.Summary) {
	f := c.f
	if len(e.Children) != 1 {
		return
	}
	tok := int(e.Last) - 1
	if tok < 1 || f.Tokens[tok-1].Kind != syntax.ColonColon || !isNameToken(f.Tokens[tok].Kind) {
		return
	}
	name := syntax.Unquote(f.TokenText(tok))
	left := e.Children[0]
	if left.Kind == syntax.NameExpr && left.Last == left.First+1 {
		if kind, ok := scopeObjectKinds[strings.ToLower(f.TokenText(int(left.First)))]; ok {
			if r := c.sc.RefOf(left); r == nil || r.Decl == nil {
				c.object(e, tok, c.sc.ObjectNamed(kind, "", name))
				return
			}
		}
	}
	t := c.sc.TypeOf(e)
	if !t.Is("Enum") {
		return
	}
	en := c.sc.ObjectNamed("enum", t.ObjectNamespace, t.Object)
	if en == nil || en.Kind != "enum" {
		return
	}
	for _, o := range append([]*symbols.Object{en}, sum.Extensions(en)...) {
		for i := range o.Values {
			v := &o.Values[i]
			if !strings.EqualFold(v.Name, name) {
				continue
			}
			c.add(e, tok, "Enum value", v.Name, symbols.PropertyValue(v.Properties, "ObsoleteState"),
				symbols.PropertyValue(v.Properties, "ObsoleteReason"), symbols.PropertyValue(v.Properties, "ObsoleteTag"),
				sum.IsOwn(o))
			return
		}
	}
}
