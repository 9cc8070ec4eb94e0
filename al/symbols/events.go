package symbols

import (
	"slices"
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/syntax"
)

// Subscription is what an EventSubscriber attribute subscribes to:
// `[EventSubscriber(ObjectType::Codeunit, Codeunit::"Sales-Post",
// 'OnBeforePostSalesDoc', ”, false, false)]`.
type Subscription struct {
	// ObjectKind is the publisher's object kind in lower case ("codeunit",
	// "table", "page", ...).
	ObjectKind string
	// Object is the publisher's unquoted name, or its id as text when the
	// attribute names it by number (Codeunit::80).
	Object string
	// Event is the event's name, Element the element name (a field of
	// OnAfterValidateEvent; "" when none).
	Event, Element string
}

// SubscriptionOf reads the EventSubscriber attribute of p; false when p has
// none or it cannot be read.
func SubscriptionOf(p *Procedure) (Subscription, bool) {
	for _, a := range p.Attributes {
		if !strings.EqualFold(a.Name, "EventSubscriber") || len(a.Args) < 3 {
			continue
		}
		_, kind := cutScope(a.Args[0])
		_, obj := cutScope(a.Args[1])
		sub := Subscription{ObjectKind: strings.ToLower(kind), Object: syntaxUnquote(obj), Event: stringLiteral(a.Args[2])}
		if len(a.Args) > 3 {
			sub.Element = stringLiteral(a.Args[3])
		}
		if sub.ObjectKind == "" || sub.Object == "" || sub.Event == "" {
			return Subscription{}, false
		}
		return sub, true
	}
	return Subscription{}, false
}

// Subscriber is an event subscriber of a summary's own files: the
// procedure Object.Procedures[Member] and what it subscribes to.
type Subscriber struct {
	Object       *Object
	Member       int
	Subscription Subscription
}

// subscriberIndexes holds, per summary, its own subscribers by publisher
// kind and lower-case publisher name (or id).
var subscriberIndexes = newPerSummary(func(s *Summary) map[string][]Subscriber {
	m := map[string][]Subscriber{}
	for _, o := range s.AllObjects() {
		for i := range o.Procedures {
			p := &o.Procedures[i]
			if !p.EventSubscriber {
				continue
			}
			if sub, ok := SubscriptionOf(p); ok {
				_, name := splitQualified(sub.Object)
				k := sub.ObjectKind + "\x00" + strings.ToLower(name)
				m[k] = append(m[k], Subscriber{Object: o, Member: i, Subscription: sub})
			}
		}
	}
	return m
})

// SubscribersOf returns the subscribers in s's own files to events of
// publisher o (named by name or id), in file order; those to one event
// when event is not "".
func (s *Summary) SubscribersOf(o *Object, event string) []Subscriber {
	ix := subscriberIndexes.get(s)
	list := ix[o.Kind+"\x00"+strings.ToLower(o.Name)]
	if o.ID != 0 {
		list = append(slices.Clip(list), ix[o.Kind+"\x00"+strconv.Itoa(o.ID)]...)
	}
	var out []Subscriber
	for _, sub := range list {
		if sub.Subscription.Subscribes(o, orEvent(event, sub.Subscription.Event)) {
			out = append(out, sub)
		}
	}
	return out
}

func orEvent(event, def string) string {
	if event == "" {
		return def
	}
	return event
}

// Subscribes reports whether the subscription is to event of publisher
// object o: same kind, name (or id) and event name, ignoring case.
func (sub Subscription) Subscribes(o *Object, event string) bool {
	if o == nil || !strings.EqualFold(sub.Event, event) || sub.ObjectKind != o.Kind {
		return false
	}
	if id, err := strconv.Atoi(sub.Object); err == nil {
		return id == o.ID
	}
	_, name := splitQualified(sub.Object)
	return strings.EqualFold(name, o.Name) || strings.EqualFold(sub.Object, o.Name)
}

// cutScope splits `A::B` into A and B (no `::`: "" and the text).
func cutScope(s string) (left, right string) {
	s = strings.TrimSpace(s)
	i := strings.LastIndex(s, "::")
	if i < 0 {
		return "", s
	}
	return strings.TrimSpace(s[:i]), strings.TrimSpace(s[i+2:])
}

// syntaxUnquote unquotes a possibly namespace-qualified name and keeps its
// qualifier: `Microsoft.Sales."Sales-Post"` gives `Microsoft.Sales.Sales-Post`.
func syntaxUnquote(s string) string {
	ns, name := splitQualified(s)
	if ns == "" {
		return name
	}
	return ns + "." + name
}

// stringLiteral returns the text of an AL string literal ('a”b' gives
// a'b) or the name of an identifier (the runtime 11 syntax of event and
// element names: "No." gives No.); other text is returned trimmed.
func stringLiteral(s string) string {
	s = strings.TrimSpace(s)
	if len(s) >= 2 && s[0] == '\'' && s[len(s)-1] == '\'' {
		return strings.ReplaceAll(s[1:len(s)-1], "''", "'")
	}
	return syntax.Unquote(s)
}

// publisherRef is how an EventSubscriber attribute names the publisher's
// object: `Codeunit::"Sales-Post"`, tables by `Database::`.
func publisherRef(o *Object) string {
	kind := objectTypeName(o.Kind)
	if o.Kind == "table" {
		kind = "Database"
	}
	return kind + "::" + QuoteName(o.Name)
}

// objectTypeName is the ObjectType option of a kind (ObjectType::Codeunit),
// also the type name of a variable of the object (Codeunit "Sales-Post").
func objectTypeName(kind string) string {
	switch kind {
	case "table":
		return "Table"
	case "xmlport":
		return "XmlPort"
	case "controladdin":
		return "ControlAddIn"
	}
	if kind == "" {
		return ""
	}
	return strings.ToUpper(kind[:1]) + kind[1:]
}

// TemplateStyle chooses how a subscriber template names its event.
type TemplateStyle struct {
	// StringNames writes the event and element names as string literals
	// ('OnAfterValidateEvent', 'No.'), for runtimes before 11.0; by
	// default they are identifiers (OnAfterValidateEvent, "No."), which
	// LinterCop's LC0028 asks for.
	StringNames bool
}

// SubscriberTemplate writes an event subscriber for event publisher p of
// object o, ready to paste into a codeunit: the attribute, then a local
// procedure named as the AL extension names subscribers (LC0098's
// default: "Customer_OnAfterInsertEvent", with "_Element" when there is
// one) with the publisher's parameters (with `var Sender` first when the
// event includes its sender) and an empty body.
func SubscriberTemplate(o *Object, p *Procedure, style TemplateStyle) string {
	params := p.Parameters
	if IncludesSender(p) {
		sender := Parameter{Name: "Sender", Var: true, Type: &Type{Text: objectTypeName(o.Kind) + " " + QuoteName(o.Name)}}
		if o.Kind == "table" {
			sender.Type = &Type{Text: "Record " + QuoteName(o.Name)}
		}
		params = append([]Parameter{sender}, params...)
	}
	return subscriberTemplate(o, p.Name, "", params, style)
}

// TriggerSubscriberTemplate writes a subscriber to trigger event te of
// table or page o (see SubscriberTemplate); element names the field,
// action or control of events that take one. table is the record's table
// (o itself, a page's source table; nil when unknown).
func TriggerSubscriberTemplate(o *Object, te TriggerEvent, element string, table *Object, style TemplateStyle) string {
	return subscriberTemplate(o, te.Name, element, te.ProcedureFor(table).Parameters, style)
}

func subscriberTemplate(o *Object, event, element string, params []Parameter, style TemplateStyle) string {
	var b strings.Builder
	b.WriteString("[EventSubscriber(ObjectType::")
	b.WriteString(objectTypeName(o.Kind))
	b.WriteString(", ")
	b.WriteString(publisherRef(o))
	b.WriteString(", ")
	if style.StringNames {
		b.WriteString(alString(event))
		b.WriteString(", ")
		b.WriteString(alString(element))
	} else {
		b.WriteString(QuoteName(event))
		b.WriteString(", ")
		if element == "" {
			b.WriteString("''")
		} else {
			b.WriteString(QuoteName(element))
		}
	}
	b.WriteString(", false, false)]\nlocal procedure ")
	name := o.Name + "_" + event
	if element != "" {
		name += "_" + element
	}
	b.WriteString(QuoteName(name))
	b.WriteString(ParameterList(&Procedure{Parameters: params}))
	b.WriteString("\nbegin\nend;\n")
	return b.String()
}

// alString writes s as an AL string literal.
func alString(s string) string { return "'" + strings.ReplaceAll(s, "'", "''") + "'" }

// IncludesSender reports whether subscribers of event p receive the
// publishing object first: the first argument of its IntegrationEvent,
// BusinessEvent or InternalEvent attribute is true.
func IncludesSender(p *Procedure) bool {
	for _, a := range p.Attributes {
		switch strings.ToLower(a.Name) {
		case "integrationevent", "businessevent", "internalevent":
			return len(a.Args) > 0 && strings.EqualFold(strings.TrimSpace(a.Args[0]), "true")
		}
	}
	return false
}

// PublisherAttribute returns the publisher attribute of an event procedure
// as written (`IntegrationEvent(false, false)`), or "".
func PublisherAttribute(p *Procedure) string {
	for _, a := range p.Attributes {
		if publisherAttributes[strings.ToLower(a.Name)] {
			return AttributeText(a)
		}
	}
	return ""
}
