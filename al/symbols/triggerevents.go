package symbols

import "strings"

// TriggerElement says what the element name of an EventSubscriber to a
// trigger event must name.
type TriggerElement uint8

const (
	// NoElement: the element name must be empty.
	NoElement TriggerElement = iota
	// FieldElement: a field of the table or of one of its extensions.
	FieldElement
	// ControlElement: a layout control of the page or of one of its
	// extensions.
	ControlElement
	// ActionElement: an action of the page or of one of its extensions.
	ActionElement
)

// String names the element kind as the compiler's messages do.
func (e TriggerElement) String() string {
	switch e {
	case FieldElement:
		return "field"
	case ControlElement:
		return "control"
	case ActionElement:
		return "action"
	}
	return ""
}

// TriggerEvent is an event the platform raises around a trigger of every
// table or page (OnAfterInsertEvent, OnAfterValidateEvent, ...): no object
// declares it, every table (or page) publishes it.
type TriggerEvent struct {
	// Kind is the publisher's object kind: "table" or "page".
	Kind string
	Name string
	// Element is what the subscriber's element name names.
	Element TriggerElement
	// Parameters are the event's parameters in order. A parameter whose
	// Record is set has the type Record of the publisher's table (for a
	// page, its source table); Type is the type of the others.
	Parameters []TriggerParameter
	// Doc says when the platform raises the event.
	Doc string
}

// TriggerParameter is one parameter of a trigger event.
type TriggerParameter struct {
	Name string
	Var  bool
	// Record: the parameter is a record of the publisher's table; Type is
	// "" then.
	Record bool
	Type   string
}

// The parameter lists, as the language reference gives them.
var (
	recParam       = TriggerParameter{Name: "Rec", Var: true, Record: true}
	xRecParam      = TriggerParameter{Name: "xRec", Var: true, Record: true}
	runTrigger     = TriggerParameter{Name: "RunTrigger", Type: "Boolean"}
	currFieldNo    = TriggerParameter{Name: "CurrFieldNo", Type: "Integer"}
	belowxRec      = TriggerParameter{Name: "BelowxRec", Type: "Boolean"}
	tableRecTrig   = []TriggerParameter{recParam, runTrigger}
	tableXRecTrig  = []TriggerParameter{recParam, xRecParam, runTrigger}
	tableValidate  = []TriggerParameter{recParam, xRecParam, currFieldNo}
	pageRec        = []TriggerParameter{recParam}
	pageRecXRec    = []TriggerParameter{recParam, xRecParam}
	allowParameter = func(name string) TriggerParameter { return TriggerParameter{Name: name, Var: true, Type: "Boolean"} }
)

// triggerEvents are the platform's trigger events per publisher kind.
// Only tables (database trigger events) and pages (page trigger events)
// have any: the language reference's trigger-event pages and its list of
// event types name no codeunit, report, xmlport or query trigger event
// (no OnAfterRunEvent, no OnPreReportEvent), and code that wants one asks
// the publisher's owner for an integration event (OnAfterOnRun and the
// like, declared in code). A subscriber to such an object names an event
// the object declares, or none that exists.
var triggerEvents = map[string][]TriggerEvent{
	"table": {
		{Kind: "table", Name: "OnBeforeInsertEvent", Parameters: tableRecTrig, Doc: "Raised before a record is inserted, before the table's OnInsert trigger."},
		{Kind: "table", Name: "OnAfterInsertEvent", Parameters: tableRecTrig, Doc: "Raised after a record is inserted."},
		{Kind: "table", Name: "OnBeforeModifyEvent", Parameters: tableXRecTrig, Doc: "Raised before a record is modified, before the table's OnModify trigger."},
		{Kind: "table", Name: "OnAfterModifyEvent", Parameters: tableXRecTrig, Doc: "Raised after a record is modified."},
		{Kind: "table", Name: "OnBeforeDeleteEvent", Parameters: tableRecTrig, Doc: "Raised before a record is deleted, before the table's OnDelete trigger."},
		{Kind: "table", Name: "OnAfterDeleteEvent", Parameters: tableRecTrig, Doc: "Raised after a record is deleted."},
		{Kind: "table", Name: "OnBeforeRenameEvent", Parameters: tableXRecTrig, Doc: "Raised before a record is renamed, before the table's OnRename trigger."},
		{Kind: "table", Name: "OnAfterRenameEvent", Parameters: tableXRecTrig, Doc: "Raised after a record is renamed."},
		{Kind: "table", Name: "OnBeforeValidateEvent", Element: FieldElement, Parameters: tableValidate, Doc: "Raised before the field named by the element name is validated."},
		{Kind: "table", Name: "OnAfterValidateEvent", Element: FieldElement, Parameters: tableValidate, Doc: "Raised after the field named by the element name is validated."},
	},
	"page": {
		{Kind: "page", Name: "OnOpenPageEvent", Parameters: pageRec, Doc: "Raised after the page's OnOpenPage trigger."},
		{Kind: "page", Name: "OnClosePageEvent", Parameters: pageRec, Doc: "Raised after the page's OnClosePage trigger."},
		{Kind: "page", Name: "OnQueryClosePageEvent", Parameters: []TriggerParameter{recParam, allowParameter("AllowClose")}, Doc: "Raised after the page's OnQueryClosePage trigger."},
		{Kind: "page", Name: "OnAfterGetRecordEvent", Parameters: pageRec, Doc: "Raised after the page's OnAfterGetRecord trigger."},
		{Kind: "page", Name: "OnAfterGetCurrRecordEvent", Parameters: pageRec, Doc: "Raised after the page's OnAfterGetCurrRecord trigger."},
		{Kind: "page", Name: "OnNewRecordEvent", Parameters: []TriggerParameter{recParam, belowxRec, xRecParam}, Doc: "Raised after the page's OnNewRecord trigger."},
		{Kind: "page", Name: "OnInsertRecordEvent", Parameters: []TriggerParameter{recParam, belowxRec, xRecParam, allowParameter("AllowInsert")}, Doc: "Raised after the page's OnInsertRecord trigger."},
		{Kind: "page", Name: "OnModifyRecordEvent", Parameters: []TriggerParameter{recParam, xRecParam, allowParameter("AllowModify")}, Doc: "Raised after the page's OnModifyRecord trigger."},
		{Kind: "page", Name: "OnDeleteRecordEvent", Parameters: []TriggerParameter{recParam, allowParameter("AllowDelete")}, Doc: "Raised after the page's OnDeleteRecord trigger."},
		{Kind: "page", Name: "OnBeforeActionEvent", Element: ActionElement, Parameters: pageRec, Doc: "Raised before the OnAction trigger of the action named by the element name."},
		{Kind: "page", Name: "OnAfterActionEvent", Element: ActionElement, Parameters: pageRec, Doc: "Raised after the OnAction trigger of the action named by the element name."},
		{Kind: "page", Name: "OnBeforeValidateEvent", Element: ControlElement, Parameters: pageRecXRec, Doc: "Raised before the OnValidate trigger of the control named by the element name."},
		{Kind: "page", Name: "OnAfterValidateEvent", Element: ControlElement, Parameters: pageRecXRec, Doc: "Raised after the OnValidate trigger of the control named by the element name."},
	},
}

// TriggerEvents returns the trigger events objects of kind publish
// ("table", "page"; nil for other kinds). The result must not be modified.
func TriggerEvents(kind string) []TriggerEvent { return triggerEvents[kind] }

// TriggerEventNamed returns the trigger event of objects of kind called
// name (any case).
func TriggerEventNamed(kind, name string) (TriggerEvent, bool) {
	for _, e := range triggerEvents[kind] {
		if strings.EqualFold(e.Name, name) {
			return e, true
		}
	}
	return TriggerEvent{}, false
}

// Parameter returns the event's parameter called name (any case).
func (e TriggerEvent) Parameter(name string) (TriggerParameter, bool) {
	for _, p := range e.Parameters {
		if strings.EqualFold(p.Name, name) {
			return p, true
		}
	}
	return TriggerParameter{}, false
}

// ProcedureFor returns the event as a procedure of publisher o whose
// record is table (nil when unknown: the record parameters are then typed
// Record alone), for listings and subscriber templates.
func (e TriggerEvent) ProcedureFor(table *Object) *Procedure {
	p := &Procedure{Name: e.Name}
	for _, tp := range e.Parameters {
		t := Type{Text: tp.Type, Kind: tp.Type}
		if tp.Record {
			t = Type{Text: "Record", Kind: "Record"}
			if table != nil {
				t = Type{Text: "Record " + QuoteName(table.Name), Kind: "Record", Object: table.Name, ObjectNamespace: table.Namespace}
			}
		}
		p.Parameters = append(p.Parameters, Parameter{Name: tp.Name, Var: tp.Var, Type: &t})
	}
	return p
}
