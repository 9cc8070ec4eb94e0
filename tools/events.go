package tools

import (
	"context"
	"strings"

	"github.com/alfix/alfix/workspace"
	"github.com/alfix/alfix/workspace/query"
)

const eventsDesc = "Events an object publishes that the project may subscribe to: signatures, the project's subscribers; with event, a subscriber ready to paste."

// Defaults and maxima of events.
const (
	eventsDefaultLimit = 25
	eventsMaxLimit     = 200
	// maxListedSubscribers is the most subscribers of each event when
	// every event of an object is listed.
	maxListedSubscribers = 20
)

// EventsArgs are the parameters of events.
type EventsArgs struct {
	ProjectPath *string `json:"projectPath,omitempty"`
	ObjectType  *string `json:"objectType,omitempty"`
	Object      *string `json:"object,omitempty"`
	Event       *string `json:"event,omitempty"`
	Element     *string `json:"element,omitempty"`
	Limit       *int    `json:"limit,omitempty"`
	Cursor      *string `json:"cursor,omitempty"`
}

var eventsParams = paramSet{
	{name: "projectPath", kind: kindString, desc: projectPathDesc},
	{name: "objectType", kind: kindString, required: true, enum: objectTypes, desc: objectTypeDesc},
	{name: "object", kind: kindNameOrID, required: true, desc: "The publisher (name or id)."},
	{name: "event", kind: kindString, desc: "Only this event; adds subscriberTemplate."},
	{name: "element", kind: kindString, desc: "With event: the field, action or control a trigger event needs."},
	limitParam(eventsDefaultLimit, eventsMaxLimit, "events"),
	{name: "cursor", kind: kindString, desc: cursorDesc},
}

// SubscriberEntry is one event subscriber of the project.
type SubscriberEntry struct {
	ObjectType string `json:"objectType"`
	Object     string `json:"object"`
	Procedure  string `json:"procedure"`
	// Element is the attribute's element name (a field of
	// OnAfterValidateEvent).
	Element  string `json:"element,omitempty"`
	FilePath string `json:"filePath"`
	Line     int    `json:"line,omitempty"`
	Column   int    `json:"column,omitempty"`
}

// EventEntry is one event publisher.
type EventEntry struct {
	Name string `json:"name"`
	// EventType is IntegrationEvent, BusinessEvent, InternalEvent,
	// ExternalBusinessEvent, or event (a control add-in's).
	EventType string `json:"eventType"`
	// Attribute is the publisher attribute as written; Signature the
	// procedure's declaration.
	Attribute     string `json:"attribute,omitempty"`
	Signature     string `json:"signature"`
	IncludeSender bool   `json:"includeSender"`
	Obsolete      string `json:"obsolete,omitempty"`
	Line          int    `json:"line,omitempty"`
	// SubscriberCount counts the project's subscribers; Subscribers lists
	// them (at most 20 per event when every event is listed; with event,
	// as many as fit the result's bound).
	SubscriberCount int               `json:"subscriberCount"`
	Subscribers     []SubscriberEntry `json:"subscribers"`
	// SubscriberTemplate is a subscriber to paste (with event only).
	SubscriberTemplate string `json:"subscriberTemplate,omitempty"`
}

// EventsResult is the result of events.
type EventsResult struct {
	Object SymbolHit `json:"object"`
	PageFields
	Events   []EventEntry `json:"events"`
	Warnings []string     `json:"warnings"`
}

// Events runs the events tool.
func Events(ctx context.Context, ws *workspace.Workspace, args EventsArgs) (*EventsResult, *ToolError) {
	ref, te := objectArg(args.ObjectType, args.Object, true)
	if te != nil {
		return nil, te
	}
	event := ""
	if args.Event != nil {
		if te := checkName("event", *args.Event); te != nil {
			return nil, te
		}
		event = strings.TrimSpace(strings.Trim(strings.TrimSpace(*args.Event), `"'`))
	}
	element := ""
	if args.Element != nil {
		if event == "" {
			return nil, invalidf("parameter 'element' needs 'event'")
		}
		if te := checkName("element", *args.Element); te != nil {
			return nil, te
		}
		element = strings.TrimSpace(strings.Trim(strings.TrimSpace(*args.Element), `"'`))
	}
	p, te := symbolProject(ws, args.ProjectPath)
	if te != nil {
		return nil, te
	}
	argDigest := query.QueryArgs("events", p.Root, ref.Kind, strings.ToLower(ref.Name), strings.ToLower(event), strings.ToLower(element))
	page, te := pageArgs(args.Limit, eventsDefaultLimit, args.Cursor, argDigest)
	if te != nil {
		return nil, te
	}
	req := query.EventsRequest{Object: *ref, Event: event, Element: element, Page: page}
	if event == "" {
		req.MaxSubscribers = maxListedSubscribers
	}
	r, err := query.Events(ctx, p, req)
	if err != nil {
		return nil, symbolError(err, "events")
	}
	res := &EventsResult{Object: symbolHit(r.Object), Events: []EventEntry{}, Warnings: orNoWarnings(r.Warnings)}
	all := make([]EventEntry, 0, len(r.Events))
	for _, e := range r.Events {
		ee := EventEntry{Name: e.Event.Name, EventType: e.Type, Attribute: e.Attribute, Signature: e.Event.Signature,
			IncludeSender: e.IncludeSender, Obsolete: e.Event.Obsolete, Line: e.Event.Source.Line,
			SubscriberCount: e.SubscriberCount, Subscribers: []SubscriberEntry{}, SubscriberTemplate: e.Template}
		for _, s := range e.Subscribers {
			pr := s.Procedure
			se := SubscriberEntry{Procedure: pr.Name, Element: s.Element, FilePath: pr.Source.FilePath, Line: pr.Source.Line, Column: pr.Source.Column}
			if pr.Container != nil {
				se.ObjectType, se.Object = pr.Container.Kind, pr.Container.Name
			}
			ee.Subscribers = append(ee.Subscribers, se)
		}
		all = append(all, ee)
	}
	n := fitCount(len(all), func(n int) bool {
		res.Events = all[:n]
		res.set(r.Page, n, argDigest)
		return resultBytes(res) <= SymbolResultBytes
	})
	res.Events = all[:n]
	res.set(r.Page, n, argDigest)
	// One event with more subscribers than fit: the first ones
	// (subscriberCount has them all).
	for len(res.Events) == 1 && len(res.Events[0].Subscribers) > 1 && resultBytes(res) > SymbolResultBytes {
		e := &res.Events[0]
		e.Subscribers = e.Subscribers[:len(e.Subscribers)/2]
	}
	return res, nil
}
