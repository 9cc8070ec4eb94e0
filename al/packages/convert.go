package packages

import (
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/symbols"
)

// Numeric kinds SymbolReference.json uses for page controls, actions and
// extension changes (read from Microsoft's packages against their
// embedded sources).
var (
	controlKinds = []string{0: "area", 1: "group", 2: "cuegroup", 3: "repeater", 4: "fixed", 5: "grid", 6: "part",
		7: "systempart", 8: "field", 9: "label", 10: "usercontrol", 11: "chartpart"}
	actionKinds = []string{0: "area", 1: "group", 2: "action", 3: "separator", 4: "actionref", 5: "fileuploadaction",
		6: "customaction", 7: "systemaction"}
	changeKinds = []string{0: "add", 1: "addfirst", 2: "addlast", 3: "addbefore", 4: "addafter"}
)

func kindName(names []string, n int, what string) string {
	if n >= 0 && n < len(names) && names[n] != "" {
		return names[n]
	}
	return what + strconv.Itoa(n)
}

func kindNumber(names []string, kind string) int {
	for i, n := range names {
		if n == kind {
			return i
		}
	}
	return -1
}

// publisherAttributes make a method an event publisher.
var publisherAttributes = map[string]bool{
	"integrationevent": true, "businessevent": true, "internalevent": true, "externalbusinessevent": true,
}

// convert builds the model of one declaration.
func (d *symbolDecoder) convert(kind string, o *jsObject) symbols.Object {
	obj := symbols.Object{Kind: kind, ID: o.ID, Name: o.Name, Extends: o.TargetObject, Implements: o.ImplementedInterfaces}
	obj.Properties = properties(o.Properties)
	for _, p := range obj.Properties {
		switch strings.ToLower(p.Name) {
		case "access":
			obj.Access = p.Value
		case "obsoletestate":
			obj.ObsoleteState = p.Value
		case "sourcetable":
			_, obj.SourceTable = symbols.SplitName(p.Value)
		}
	}
	for i := range o.Fields {
		obj.Fields = append(obj.Fields, field(&o.Fields[i]))
	}
	for _, k := range o.Keys {
		fields := k.FieldNames
		if fields == nil {
			fields = []string{}
		}
		obj.Keys = append(obj.Keys, symbols.Key{Name: k.Name, Fields: fields, SumIndexFields: keySumIndexFields(k.Properties)})
	}
	values := o.Values
	if len(values) == 0 {
		values = o.EnumValues
	}
	for _, v := range values {
		ev := symbols.EnumValue{Name: v.Name, Properties: properties(v.Properties)}
		switch {
		case v.Ordinal != nil:
			ev.ID = *v.Ordinal
		case v.ID != nil:
			ev.ID = *v.ID
		}
		obj.Values = append(obj.Values, ev)
	}
	items := o.DataItems
	if kind == "query" && len(o.Elements) > 0 {
		items = o.Elements
	}
	obj.DataItems = d.dataItems(items, obj.DataItems, 0)
	hasBody := kind != "interface" && kind != "controladdin"
	for i := range o.Methods {
		obj.Procedures = append(obj.Procedures, method(&o.Methods[i], hasBody, false))
	}
	for i := range o.Events {
		obj.Procedures = append(obj.Procedures, method(&o.Events[i], false, true))
	}
	for _, v := range o.Variables {
		obj.Variables = append(obj.Variables, symbols.Variable{Name: v.Name, Type: typePtr(v.TypeDefinition), Protected: v.Protected})
	}
	switch kind {
	case "page", "pageextension", "pagecustomization", "report", "reportextension":
		obj.Controls = d.controls(o.Controls, controlKinds, "", "", "", obj.Controls, 0)
		obj.Actions = d.controls(o.Actions, actionKinds, "", "", "", obj.Actions, 0)
		for _, ch := range o.ControlChanges {
			obj.Controls = d.controls(ch.Controls, controlKinds, "", kindName(changeKinds, ch.ChangeKind, "change"), ch.Anchor, obj.Controls, 0)
		}
		for _, ch := range o.ActionChanges {
			obj.Actions = d.controls(ch.Actions, actionKinds, "", kindName(changeKinds, ch.ChangeKind, "change"), ch.Anchor, obj.Actions, 0)
		}
	}
	return obj
}

func properties(ps []jsProperty) []symbols.Property {
	if len(ps) == 0 {
		return nil
	}
	out := make([]symbols.Property, len(ps))
	for i, p := range ps {
		out[i] = symbols.Property{Name: p.Name, Value: string(p.Value)}
	}
	return out
}

func field(f *jsField) symbols.Field {
	fl := symbols.Field{ID: f.ID, Name: f.Name, Type: typePtr(f.TypeDefinition), Properties: properties(f.Properties)}
	for _, p := range fl.Properties {
		switch strings.ToLower(p.Name) {
		case "fieldclass":
			fl.FieldClass = p.Value
		case "caption":
			fl.Caption = p.Value
		case "optionmembers":
			fl.OptionMembers = p.Value
		case "obsoletestate":
			fl.ObsoleteState = p.Value
		}
	}
	if fl.OptionMembers == "" && len(f.TypeDefinition.OptionMembers) > 0 {
		fl.OptionMembers = joinOptions(f.TypeDefinition.OptionMembers)
	}
	return fl
}

func joinOptions(ms []jsText) string {
	parts := make([]string, len(ms))
	for i, m := range ms {
		parts[i] = string(m)
	}
	return strings.Join(parts, ",")
}

func method(m *jsMethod, hasBody, event bool) symbols.Procedure {
	p := symbols.Procedure{Name: m.Name, HasBody: hasBody, Event: event, ReturnName: m.ReturnTypeName}
	switch {
	case m.IsLocal:
		p.Access = "local"
	case m.IsInternal:
		p.Access = "internal"
	case m.IsProtected:
		p.Access = "protected"
	}
	for _, a := range m.Attributes {
		attr := symbols.Attribute{Name: a.Name}
		for _, arg := range a.Arguments {
			attr.Args = append(attr.Args, string(arg.Value))
		}
		p.Attributes = append(p.Attributes, attr)
		switch low := strings.ToLower(a.Name); {
		case publisherAttributes[low]:
			p.EventPublisher = true
		case low == "eventsubscriber":
			p.EventSubscriber = true
		case low == "obsolete":
			p.Obsolete = true
		}
	}
	for _, pm := range m.Parameters {
		p.Parameters = append(p.Parameters, symbols.Parameter{Name: pm.Name, Var: pm.IsVar, Type: typePtr(pm.TypeDefinition)})
	}
	if m.ReturnTypeDefinition != nil {
		p.Return = typePtr(*m.ReturnTypeDefinition)
	} else {
		p.Return = &symbols.Type{}
	}
	return p
}

func (d *symbolDecoder) controls(cs []jsControl, kinds []string, parent, change, anchor string, out []symbols.Control, depth int) []symbols.Control {
	if depth > d.lim.MaxDepth {
		return out
	}
	for i := range cs {
		c := &cs[i]
		ctl := symbols.Control{Kind: kindName(kinds, c.Kind, "kind"), Name: c.Name, Parent: parent, Change: change, Anchor: anchor}
		switch {
		case c.RelatedPagePartID != nil:
			ctl.Source = c.RelatedPagePartID.Name
		case c.TargetName != "":
			ctl.Source = c.TargetName
		default:
			for _, p := range c.Properties {
				if strings.EqualFold(p.Name, "SourceExpression") {
					ctl.Source = string(p.Value)
				}
			}
		}
		ctl.Obsolete = controlObsolescence(c.Properties)
		out = append(out, ctl)
		out = d.controls(c.Controls, kinds, c.Name, "", "", out, depth+1)
		out = d.controls(c.Actions, actionKinds, c.Name, "", "", out, depth+1) // a cue group's actions
	}
	return out
}

func (d *symbolDecoder) dataItems(items []jsDataItem, out []symbols.DataItem, depth int) []symbols.DataItem {
	if depth > d.lim.MaxDepth {
		return out
	}
	for _, it := range items {
		out = append(out, symbols.DataItem{Kind: "dataitem", Name: it.Name, Table: string(it.RelatedTable)})
		out = d.dataItems(it.DataItems, out, depth+1)
	}
	return out
}

// objectTypeKinds are the type names whose Subtype names an object.
var objectTypeKinds = map[string]bool{
	"record": true, "codeunit": true, "page": true, "report": true, "query": true, "xmlport": true, "enum": true,
	"interface": true, "testpage": true, "testrequestpage": true, "dotnet": true, "controladdin": true, "testpart": true,
}

func typePtr(t jsType) *symbols.Type {
	tt := typeOf(t, 0)
	return &tt
}

// typeOf rebuilds a type from its type definition. "None" (no return
// value) is the zero Type.
func typeOf(t jsType, depth int) symbols.Type {
	name := strings.TrimSpace(t.Name)
	if name == "" || strings.EqualFold(name, "None") || depth > 16 {
		return symbols.Type{}
	}
	dims := t.ArrayDimensions
	if len(dims) == 0 {
		dims = t.Dimensions
	}
	if strings.EqualFold(name, "Array") && len(t.TypeArguments) > 0 {
		el := typeOf(t.TypeArguments[0], depth+1)
		el.ArrayDims = max(len(dims), 1)
		el.Text = arrayText(dims, el.Text)
		return el
	}
	word, length := name, 0
	if i := strings.IndexByte(name, '['); i > 0 && strings.HasSuffix(name, "]") {
		if n, err := strconv.Atoi(strings.TrimSpace(name[i+1 : len(name)-1])); err == nil {
			word, length = name[:i], n
		}
	}
	out := symbols.Type{Kind: symbols.CanonicalTypeName(word), Length: length, Temporary: t.Temporary}
	if t.Subtype != nil && objectTypeKinds[strings.ToLower(word)] {
		out.Object = t.Subtype.Name
		out.ObjectNamespace = t.Subtype.Namespace
	}
	for _, a := range t.TypeArguments {
		out.Args = append(out.Args, typeOf(a, depth+1))
	}
	out.Text = typeText(out, t.OptionMembers)
	if len(dims) > 0 {
		out.ArrayDims = len(dims)
		out.Text = arrayText(dims, out.Text)
	}
	return out
}

// typeText writes a type the way AL source does.
func typeText(t symbols.Type, options []jsText) string {
	var b strings.Builder
	b.WriteString(t.Kind)
	if t.Length > 0 {
		b.WriteString("[" + strconv.Itoa(t.Length) + "]")
	}
	if t.Object != "" {
		b.WriteString(" ")
		if t.ObjectNamespace != "" {
			b.WriteString(t.ObjectNamespace + ".")
		}
		b.WriteString(quoteName(t.Object))
	}
	if len(options) > 0 {
		b.WriteString(" " + joinOptions(options))
	}
	if len(t.Args) > 0 {
		b.WriteString(" of [")
		for i, a := range t.Args {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(a.Text)
		}
		b.WriteString("]")
	}
	if t.Temporary {
		b.WriteString(" temporary")
	}
	return b.String()
}

func arrayText(dims []int, elem string) string {
	parts := make([]string, len(dims))
	for i, d := range dims {
		parts[i] = strconv.Itoa(d)
	}
	return "array[" + strings.Join(parts, ", ") + "] of " + elem
}

// quoteName quotes an object name that is not a plain identifier.
func quoteName(name string) string {
	for i, r := range name {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9') {
			return `"` + strings.ReplaceAll(name, `"`, `""`) + `"`
		}
	}
	if name == "" {
		return `""`
	}
	return name
}

// controlObsolescence reads a control's or action's ObsoleteState,
// ObsoleteReason and ObsoleteTag properties: nil without an ObsoleteState.
func controlObsolescence(props []jsProperty) *symbols.Obsolescence {
	var o symbols.Obsolescence
	for _, p := range props {
		switch strings.ToLower(p.Name) {
		case "obsoletestate":
			o.State = string(p.Value)
		case "obsoletereason":
			o.Reason = string(p.Value)
		case "obsoletetag":
			o.Tag = string(p.Value)
		}
	}
	if o.State == "" {
		return nil
	}
	return &o
}
