package check

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// The event subscriber checks: AL0280 (the event, or the element a trigger
// event names, does not exist), AL0282 (a subscriber parameter the event
// does not have), AL0284 (a parameter of another type), AL0288 (a var
// parameter where the event's is not var) and AL0290 (an element name on a
// trigger event that takes none). One pass over the file's subscribers
// (subscriberFindings) finds them all; each rule reports its own.

// AL0280: an event subscriber whose publisher does not publish the event.
var AL0280 = &analysis.Rule{
	ID:       "AL0280",
	Title:    "The event is not found in the target",
	Message:  "The %s '%s' is not found in the target '%s'.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "An EventSubscriber attribute names its publisher object and the event, which must be an event " +
		"publisher of that object or of one of its extensions, or one of the platform's trigger events of a " +
		"table or page (OnAfterInsertEvent, OnAfterValidateEvent, OnOpenPageEvent, ...; symbols.TriggerEvents). " +
		"Reported on the event name when the publisher object is found and every dependency but the platform's " +
		"System app is loaded; for a trigger event that names a field, action or control (OnAfterValidateEvent, " +
		"OnAfterActionEvent) also on an element name that is no such member of the object or its extensions " +
		"(\"The field 'Nmae' is not found in the target 'Table Customer'.\"; the code and wording of this one are " +
		"alfix's, by analogy: the compiler's are not documented). The target is written as the compiler writes it: " +
		"the kind, the namespace and the name, quoted when it needs quotes. Codeunits, reports, xmlports and queries publish no " +
		"trigger events (the language reference has database and page trigger events only), so a name such an " +
		"object does not declare, OnAfterRunEvent included, is reported like any other.",
	UsesProject: true,
	Run:         reportSubscriberFindings,
}

// AL0282: a subscriber parameter the event does not have.
var AL0282 = &analysis.Rule{
	ID:       "AL0282",
	Title:    "The member referenced by an event subscriber parameter is not found",
	Message:  "The member referenced by event subscriber '%s' parameter '%s' is not found.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "A subscriber's parameters are matched to the event's by name (any case, in any order; a " +
		"subscriber may leave parameters out). Reported on a parameter whose name the event has not (Sender " +
		"is accepted when the event includes its sender), when the event is found: one declared event publisher " +
		"of that name, or a platform trigger event.",
	UsesProject: true,
	Run:         reportSubscriberFindings,
}

// AL0284: a subscriber parameter of another type than the event's.
var AL0284 = &analysis.Rule{
	ID:       "AL0284",
	Title:    "The type of an event subscriber parameter does not match",
	Message:  "The type of the parameter '%s' on the event subscriber '%s' does not match the expected type '%s'.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "A subscriber parameter must have the type of the event's parameter of that name. Reported when " +
		"both types are known and differ in kind (Boolean for Integer), or name different objects that both " +
		"resolve (Record Customer for the Rec of a Vendor trigger event). Lengths (Text[20], Text[50]), Option " +
		"against Enum (the compiler's warning AL0588) and array dimensions are not compared.",
	UsesProject: true,
	Run:         reportSubscriberFindings,
}

// AL0288: a var subscriber parameter for a parameter the event passes by
// value.
var AL0288 = &analysis.Rule{
	ID:       "AL0288",
	Title:    "An event subscriber parameter may only be var if the publisher's is",
	Message:  "Parameter '%s' is only allowed to be 'var' if the publisher parameter is 'var'.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "A subscriber may take a var parameter of the event by value, not a by-value parameter by var. " +
		"Reported on a var subscriber parameter whose event parameter (declared or of a trigger event: " +
		"RunTrigger, CurrFieldNo, BelowxRec are by value) is not var.",
	UsesProject: true,
	Run:         reportSubscriberFindings,
}

// AL0290: an element name on a trigger event that takes none.
var AL0290 = &analysis.Rule{
	ID:       "AL0290",
	Title:    "Element name is not allowed for the event",
	Message:  "Element name is not allowed for the event '%s' and must be empty.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "Only the trigger events of a field, action or control (OnBefore/OnAfterValidateEvent, " +
		"OnBefore/OnAfterActionEvent) take an element name. Reported on a non-empty element name of a " +
		"subscriber to another trigger event of a table or page.",
	UsesProject: true,
	Run:         reportSubscriberFindings,
}

// finding is one subscriber mistake: the rule that reports it, where and
// the message arguments.
type finding struct {
	rule string
	span syntax.Span
	args []any
}

// reportSubscriberFindings reports the pass's rule's share of the file's
// subscriber findings.
func reportSubscriberFindings(pass *analysis.Pass) {
	for _, fd := range subscriberFindings.Get(pass) {
		if fd.rule == pass.Rule.ID {
			pass.Reportf(fd.span, fd.args)
		}
	}
}

// subscriberFindings checks every event subscriber of the file once for
// all the subscriber rules; nil unless bindingScopes has the project.
var subscriberFindings = analysis.NewShared("event subscriber findings", func(pass *analysis.Pass) []finding {
	sc, sum := bindingScopes(pass)
	if sc == nil {
		return nil
	}
	c := subscriberCheck{f: pass.File, sc: sc, sum: sum}
	for proc := range pass.Nodes(syntax.Procedure) {
		c.check(proc)
	}
	return c.out
})

type subscriberCheck struct {
	f   *syntax.File
	sc  *symbols.FileScopes
	sum *symbols.Summary
	out []finding
}

func (c *subscriberCheck) report(rule string, span syntax.Span, args ...any) {
	c.out = append(c.out, finding{rule: rule, span: span, args: args})
}

// subscriberParam is a parameter of a subscriber as written.
type subscriberParam struct {
	name    string
	nameTok int
	isVar   bool
	typ     symbols.Type
}

func (c *subscriberCheck) params(proc *syntax.Node) []subscriberParam {
	pl := proc.Child(syntax.ParameterList)
	if pl == nil {
		return nil
	}
	var out []subscriberParam
	for _, p := range pl.Children {
		if p.Kind != syntax.Parameter {
			continue
		}
		tok := c.f.NameToken(p)
		if tok < 0 {
			continue
		}
		sp := subscriberParam{name: c.f.DeclName(p), nameTok: tok, isVar: c.f.FindKeyword(p, syntax.KwVar) >= 0}
		if tr := p.Child(syntax.TypeRef); tr != nil {
			sp.typ = symbols.ParseType(c.f, tr)
		}
		out = append(out, sp)
	}
	return out
}

func (c *subscriberCheck) check(proc *syntax.Node) {
	f := c.f
	_, args, sub, publisher, ok := subscription(f, c.sc, proc)
	if !ok {
		return
	}
	procName := f.DeclName(proc)
	if events := declaredEvents(c.sum, publisher, sub.Event); len(events) > 0 {
		if len(events) == 1 {
			c.checkDeclaredParams(proc, procName, &events[0])
		}
		return
	}
	if te, ok := symbols.TriggerEventNamed(publisher.Kind, sub.Event); ok {
		c.checkTrigger(proc, procName, args, publisher, sub, te)
		return
	}
	c.report("AL0280", f.Span(args.Children[2]), "event", sub.Event, targetText(publisher))
}

// targetText writes publisher o as the compiler names a subscriber's
// target: `Codeunit Microsoft.Sales.Posting."Sales-Post"`.
func targetText(o *symbols.Object) string {
	name := symbols.QuoteName(o.Name)
	if o.Namespace != "" {
		name = o.Namespace + "." + name
	}
	return kindName(o.Kind) + " " + name
}

// declaredEvents returns the event publishers called event that o or one
// of its extensions declares.
func declaredEvents(sum *symbols.Summary, o *symbols.Object, event string) []symbols.Procedure {
	var out []symbols.Procedure
	for _, p := range sum.ProceduresNamed(o, event) {
		if p.EventPublisher || p.Event {
			out = append(out, p)
		}
	}
	return out
}

// checkDeclaredParams checks a subscriber's parameters against the one
// declared event publisher it subscribes to.
func (c *subscriberCheck) checkDeclaredParams(proc *syntax.Node, procName string, event *symbols.Procedure) {
	sender := symbols.IncludesSender(event)
	for _, sp := range c.params(proc) {
		if sender && strings.EqualFold(sp.name, "Sender") {
			continue
		}
		var pub *symbols.Parameter
		for i := range event.Parameters {
			if strings.EqualFold(event.Parameters[i].Name, sp.name) {
				pub = &event.Parameters[i]
				break
			}
		}
		span := tokenSpan(c.f, sp.nameTok)
		if pub == nil {
			c.report("AL0282", span, procName, sp.name)
			continue
		}
		if sp.isVar && !pub.Var {
			c.report("AL0288", span, sp.name)
		}
		if pub.Type != nil && c.mismatch(sp.typ, *pub.Type) {
			c.report("AL0284", span, sp.name, procName, pub.Type.Text)
		}
	}
}

// mismatch reports whether a subscriber parameter's type certainly differs
// from the publisher parameter's: both known, not arrays, and of different
// kinds, or naming objects that both resolve and differ.
func (c *subscriberCheck) mismatch(sub, pub symbols.Type) bool {
	if !sub.Known() || !pub.Known() || sub.ArrayDims != 0 || pub.ArrayDims != 0 {
		return false
	}
	if !strings.EqualFold(sub.Kind, pub.Kind) {
		return !optionLike(sub.Kind) || !optionLike(pub.Kind)
	}
	if sub.Object == "" || pub.Object == "" || strings.EqualFold(sub.Object, pub.Object) {
		return false
	}
	kind := objectKindOfType(sub.Kind)
	if kind == "" {
		return false
	}
	so := c.sc.ObjectNamed(kind, sub.ObjectNamespace, sub.Object)
	po := c.sum.ObjectIn(kind, pub.ObjectNamespace, pub.Object)
	return so != nil && po != nil && so != po && !strings.EqualFold(so.Name, po.Name)
}

// optionLike: Option and Enum parameters may stand for each other (the
// compiler warns, AL0588).
func optionLike(kind string) bool {
	return strings.EqualFold(kind, "Option") || strings.EqualFold(kind, "Enum")
}

// objectKindOfType is the object kind an object-typed type names ("" for
// other types and for those whose objects the check does not resolve).
func objectKindOfType(kind string) string {
	switch strings.ToLower(kind) {
	case "record":
		return "table"
	case "codeunit", "page", "report", "query", "xmlport", "enum", "interface":
		return strings.ToLower(kind)
	}
	return ""
}

// checkTrigger checks a subscriber to trigger event te of publisher: its
// element name and its parameters.
func (c *subscriberCheck) checkTrigger(proc *syntax.Node, procName string, args *syntax.Node, publisher *symbols.Object, sub symbols.Subscription, te symbols.TriggerEvent) {
	if len(args.Children) > 3 {
		span := c.f.Span(args.Children[3])
		switch {
		case te.Element == symbols.NoElement:
			if strings.TrimSpace(sub.Element) != "" {
				c.report("AL0290", span, te.Name)
			}
		case strings.TrimSpace(sub.Element) == "":
			// The compiler's answer to an empty element name is not known.
		case !c.hasElement(publisher, te.Element, sub.Element):
			c.report("AL0280", span, te.Element.String(), sub.Element, targetText(publisher))
		}
	}
	table := c.sum.RecordTable(publisher)
	for _, sp := range c.params(proc) {
		span := tokenSpan(c.f, sp.nameTok)
		tp, ok := te.Parameter(sp.name)
		if !ok {
			c.report("AL0282", span, procName, sp.name)
			continue
		}
		if sp.isVar && !tp.Var {
			c.report("AL0288", span, sp.name)
		}
		if !sp.typ.Known() || sp.typ.ArrayDims != 0 {
			continue
		}
		if tp.Record {
			if table == nil {
				continue
			}
			if !sp.typ.Is("Record") {
				c.report("AL0284", span, sp.name, procName, "Record "+symbols.QuoteName(table.Name))
				continue
			}
			if t := c.sc.ObjectNamed("table", sp.typ.ObjectNamespace, sp.typ.Object); t != nil && t != table && !strings.EqualFold(t.Name, table.Name) {
				c.report("AL0284", span, sp.name, procName, "Record "+symbols.QuoteName(table.Name))
			}
			continue
		}
		if !sp.typ.Is(tp.Type) {
			c.report("AL0284", span, sp.name, procName, tp.Type)
		}
	}
}

// hasElement reports whether the table or page publisher (or one of its
// extensions) has a field, control or action called name.
func (c *subscriberCheck) hasElement(publisher *symbols.Object, kind symbols.TriggerElement, name string) bool {
	switch kind {
	case symbols.FieldElement:
		return c.sum.Field(publisher, name) != nil
	case symbols.ControlElement:
		for _, ctl := range c.sum.PageControls(publisher) {
			if strings.EqualFold(ctl.Name, name) {
				return true
			}
		}
		return false
	case symbols.ActionElement:
		for _, o := range append([]*symbols.Object{publisher}, c.sum.Extensions(publisher)...) {
			for i := range o.Actions {
				if o.Actions[i].Kind != "" && strings.EqualFold(o.Actions[i].Name, name) {
					return true
				}
			}
		}
		return false
	}
	return true
}

// subscription reads a procedure's EventSubscriber attribute: the
// attribute, its argument list, what it subscribes to and the publishing
// object; ok is false when the procedure subscribes to nothing alfix can
// resolve (no attribute, fewer than three arguments, a publisher it does
// not have).
func subscription(f *syntax.File, sc *symbols.FileScopes, proc *syntax.Node) (attr, args *syntax.Node, sub symbols.Subscription, publisher *symbols.Object, ok bool) {
	attr = f.Attribute(proc, "EventSubscriber")
	if attr == nil {
		return nil, nil, sub, nil, false
	}
	args = attr.Child(syntax.ArgumentList)
	if args == nil || len(args.Children) < 3 {
		return nil, nil, sub, nil, false
	}
	a := symbols.Attribute{Name: "EventSubscriber"}
	for _, arg := range args.Children {
		a.Args = append(a.Args, f.Text(f.Span(arg)))
	}
	sub, ok = symbols.SubscriptionOf(&symbols.Procedure{Attributes: []symbols.Attribute{a}})
	if !ok {
		return nil, nil, sub, nil, false
	}
	publisher = sc.ObjectNamed(sub.ObjectKind, "", sub.Object)
	return attr, args, sub, publisher, publisher != nil
}
