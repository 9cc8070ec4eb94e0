package query

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/workspace"
)

// EventsRequest is an events request: the publishers of one object, or
// one event of it (Event, any case).
type EventsRequest struct {
	Object ObjectRef
	Event  string
	// Element is the field, action or control the template of a trigger
	// event that takes one subscribes to (OnAfterValidateEvent's field);
	// without it such a template is not written.
	Element string
	// MaxSubscribers bounds the subscribers listed per event (0: all).
	MaxSubscribers int
	Page           PageRequest
}

// SubscriberInfo is one event subscriber of the project.
type SubscriberInfo struct {
	Procedure SymbolInfo
	// Element is the attribute's element name (a field of
	// OnAfterValidateEvent), "" when none.
	Element string
}

// EventInfo is one event publisher with the project's subscribers to it.
type EventInfo struct {
	Event SymbolInfo
	// Type is the publisher attribute's name (IntegrationEvent, ...) and
	// Attribute the attribute as written.
	Type, Attribute string
	// IncludeSender: subscribers receive the publisher first.
	IncludeSender bool
	// SubscriberCount counts the subscribers; Subscribers lists them (at
	// most MaxSubscribers).
	SubscriberCount int
	Subscribers     []SubscriberInfo
	// Template is a subscriber to paste (EventsRequest with Event only).
	Template string
}

// EventsResult is one page of events.
type EventsResult struct {
	Object   SymbolInfo
	Events   []EventInfo
	Page     PageInfo
	Warnings []string
}

// Events lists the event publishers of an object the project may
// subscribe to (symbols.Summary.EventVisible), in declaration order, then
// for a table or page the platform's trigger events
// (symbols.TriggerEvents, Type "TriggerEvent"), each with the project's
// own subscribers to it (positions included) and, for one named event, a
// subscriber template.
func Events(ctx context.Context, p *workspace.Project, req EventsRequest) (*EventsResult, error) {
	v, o, err := viewObject(ctx, p, req.Object)
	if err != nil {
		return nil, err
	}
	dep := v.sum.DependencyOf(o)
	var events []symbols.Symbol
	var triggers []symbols.TriggerEvent
	if req.Event != "" {
		y, err := v.member(o, req.Event, symbols.KindEvent)
		if err != nil {
			te, ok := symbols.TriggerEventNamed(o.Kind, strings.TrimSpace(req.Event))
			if !ok {
				return nil, err
			}
			triggers = append(triggers, te)
		} else if y.Object != o {
			// An extension's event is published by the extension.
			return nil, &SymbolError{Problem: SymbolNotFound, What: memberWhat(symbols.KindEvent, req.Event, o),
				Why: "it is published by " + y.Object.Kind + " " + symbols.QuoteName(y.Object.Name) + ": ask for that object's events"}
		} else {
			events = append(events, y)
		}
	} else {
		for _, y := range membersOf(o, symbols.KindEvent, dep) {
			if ok, _ := v.memberVisible(y); ok {
				events = append(events, y)
			}
		}
		triggers = symbols.TriggerEvents(o.Kind)
	}
	pi, end, err := req.Page.page(v.digest("events\x00"+o.Kind+"\x00"+strings.ToLower(o.Name)+"\x00"+o.Namespace+"\x00"+strings.ToLower(req.Event)+"\x00"+strings.ToLower(req.Element)), len(events)+len(triggers))
	if err != nil {
		return nil, err
	}
	self := []SymbolInfo{v.info(v.objectSymbol(o))}
	v.locate(self)
	res := &EventsResult{Object: self[0], Events: []EventInfo{}, Page: pi, Warnings: v.warnings()}
	subs := v.subscribers(o)
	var located []SymbolInfo
	style := v.templateStyle()
	for i := pi.Offset; i < end; i++ {
		var ei EventInfo
		if i >= len(events) {
			ei = v.triggerEventInfo(o, triggers[i-len(events)], req, style)
		} else {
			y := events[i]
			pr := y.Procedure()
			ei = EventInfo{Event: v.info(y), Type: symbols.EventType(pr), Attribute: symbols.PublisherAttribute(pr), IncludeSender: symbols.IncludesSender(pr)}
			if req.Event != "" && !pr.Event {
				ei.Template = symbols.SubscriberTemplate(o, pr, style)
			}
		}
		list := subs[strings.ToLower(ei.Event.Name)]
		ei.SubscriberCount = len(list)
		if req.MaxSubscribers > 0 {
			list = list[:min(len(list), req.MaxSubscribers)]
		}
		for _, sub := range list {
			y := symbols.Symbol{Kind: symbols.KindProcedure, Object: sub.Object, Member: sub.Member}
			si := SubscriberInfo{Procedure: v.info(y), Element: sub.Subscription.Element}
			ei.Subscribers = append(ei.Subscribers, si)
			located = append(located, si.Procedure)
		}
		res.Events = append(res.Events, ei)
	}
	// Positions of every subscriber on the page, each file parsed once.
	v.locate(located)
	k := 0
	for i := range res.Events {
		for j := range res.Events[i].Subscribers {
			res.Events[i].Subscribers[j].Procedure = located[k]
			k++
		}
	}
	return res, nil
}

// subscribers returns the project's own event subscribers to events of
// object o, by lower-case event name, in file order.
func (v *symbolView) subscribers(o *symbols.Object) map[string][]symbols.Subscriber {
	out := map[string][]symbols.Subscriber{}
	for _, sub := range v.sum.SubscribersOf(o, "") {
		k := strings.ToLower(sub.Subscription.Event)
		out[k] = append(out[k], sub)
	}
	return out
}

// TriggerEventType is the EventInfo.Type of the platform's trigger events.
const TriggerEventType = "TriggerEvent"

// triggerEventInfo describes trigger event te of table or page o: its
// signature with the record of o's table and, for one named event, a
// subscriber template (for an event that takes an element, only with
// req.Element).
func (v *symbolView) triggerEventInfo(o *symbols.Object, te symbols.TriggerEvent, req EventsRequest, style symbols.TemplateStyle) EventInfo {
	table := v.sum.RecordTable(o)
	self := v.info(v.objectSymbol(o))
	si := SymbolInfo{Kind: symbols.KindEvent, Name: te.Name, App: self.App, Own: self.Own,
		Container: &ObjectInfo{Kind: o.Kind, ID: o.ID, Name: o.Name, Namespace: o.Namespace},
		Signature: symbols.Signature(te.ProcedureFor(table))}
	ei := EventInfo{Event: si, Type: TriggerEventType}
	element := strings.TrimSpace(req.Element)
	if req.Event != "" && (te.Element == symbols.NoElement || element != "") {
		if te.Element == symbols.NoElement {
			element = ""
		}
		ei.Template = symbols.TriggerSubscriberTemplate(o, te, element, table, style)
	}
	return ei
}

// templateStyle writes string event names for projects whose runtime
// predates identifier names (11.0).
func (v *symbolView) templateStyle() symbols.TemplateStyle {
	if v.cfg == nil {
		return symbols.TemplateStyle{}
	}
	major, _, ok := v.cfg.Manifest.RuntimeVersion()
	return symbols.TemplateStyle{StringNames: ok && major < 11}
}

// triggerEventSearch answers a symbol search that found nothing declared
// whose text is a trigger event's name (OnAfterValidateEvent): within a
// table or page, the event as one hit; without an object, NotFound saying
// that every table (or page) publishes it. ok is false for other texts.
func (v *symbolView) triggerEventSearch(req SymbolSearch, q symbols.SearchQuery) (*SymbolSearchResult, bool, error) {
	if len(q.Kinds) > 0 && !slices.Contains(q.Kinds, symbols.KindEvent) {
		return nil, false, nil
	}
	name := strings.TrimSpace(req.Text)
	if q.Within != nil {
		te, ok := symbols.TriggerEventNamed(q.Within.Kind, name)
		if !ok {
			return nil, false, nil
		}
		pi, _, err := req.Page.page(v.digest("search"), 1)
		if err != nil {
			return nil, true, err
		}
		res := &SymbolSearchResult{Page: pi, Warnings: v.warnings()}
		if pi.Offset == 0 {
			res.Hits = append(res.Hits, v.triggerEventInfo(q.Within, te, EventsRequest{}, symbols.TemplateStyle{}).Event)
		}
		return res, true, nil
	}
	for _, kind := range []string{"table", "page"} {
		if te, ok := symbols.TriggerEventNamed(kind, name); ok {
			return nil, true, &SymbolError{Problem: SymbolNotFound, What: fmt.Sprintf("%q", req.Text),
				Why: te.Name + " is a trigger event the platform raises for every " + kind + " (no object declares it): ask events with the " + kind}
		}
	}
	return nil, false, nil
}
