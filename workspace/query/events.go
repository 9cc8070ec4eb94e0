package query

import (
	"context"
	"strings"

	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/workspace"
)

// EventsRequest is an events request: the publishers of one object, or
// one event of it (Event, any case).
type EventsRequest struct {
	Object ObjectRef
	Event  string
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
// subscribe to (symbols.Summary.EventVisible), in declaration order, each
// with the project's own subscribers to it (positions included) and, for
// one named event, a subscriber template.
func Events(ctx context.Context, p *workspace.Project, req EventsRequest) (*EventsResult, error) {
	v, o, err := viewObject(ctx, p, req.Object)
	if err != nil {
		return nil, err
	}
	dep := v.sum.DependencyOf(o)
	var events []symbols.Symbol
	if req.Event != "" {
		y, err := v.member(o, req.Event, symbols.KindEvent)
		if err != nil {
			return nil, err
		}
		if y.Object != o {
			// An extension's event is published by the extension.
			return nil, &SymbolError{Problem: SymbolNotFound, What: memberWhat(symbols.KindEvent, req.Event, o),
				Why: "it is published by " + y.Object.Kind + " " + symbols.QuoteName(y.Object.Name) + ": ask for that object's events"}
		}
		events = append(events, y)
	} else {
		for _, y := range membersOf(o, symbols.KindEvent, dep) {
			if ok, _ := v.memberVisible(y); ok {
				events = append(events, y)
			}
		}
	}
	pi, end, err := req.Page.page(v.digest("events\x00"+o.Kind+"\x00"+strings.ToLower(o.Name)+"\x00"+o.Namespace+"\x00"+strings.ToLower(req.Event)), len(events))
	if err != nil {
		return nil, err
	}
	self := []SymbolInfo{v.info(v.objectSymbol(o))}
	v.locate(self)
	res := &EventsResult{Object: self[0], Events: []EventInfo{}, Page: pi, Warnings: v.warnings()}
	subs := v.subscribers(o)
	var located []SymbolInfo
	for _, y := range events[pi.Offset:end] {
		pr := y.Procedure()
		ei := EventInfo{Event: v.info(y), Type: symbols.EventType(pr), Attribute: symbols.PublisherAttribute(pr), IncludeSender: symbols.IncludesSender(pr)}
		list := subs[strings.ToLower(pr.Name)]
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
		if req.Event != "" && !pr.Event {
			ei.Template = symbols.SubscriberTemplate(o, pr)
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
