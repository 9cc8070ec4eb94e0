package symbols

import (
	"encoding/json"
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/syntax"
)

// FileSymbols are the declarations of one file: plain data, no syntax nodes
// and no procedure or trigger bodies, so it can be cached per file content
// hash and serialised as JSON. Extract is deterministic.
type FileSymbols struct {
	// File is the name the file was parsed under (syntax.File.Name).
	File      string   `json:"file"`
	Namespace string   `json:"namespace,omitempty"`
	Usings    []string `json:"usings,omitempty"`
	Objects   []Object `json:"objects,omitempty"`
	// Mentions are the names the file's code mentions (lower case, sorted;
	// see mentionsOf): the per-file fact project rules read to tell which
	// procedures no other file can call (Summary.Mentioned).
	Mentions []string `json:"mentions,omitempty"`
	// DeclHash is the hex SHA-256 of everything above but File; it changes
	// exactly when a declaration or the set of mentioned names changes
	// (bodies are not part of the symbols), and files with identical
	// declarations and mentions share it.
	DeclHash string `json:"declHash"`
}

// Object is one object declaration.
type Object struct {
	// Kind is the object kind keyword in lower case: "table", "page",
	// "tableextension", "codeunit", "enum", "interface", ...
	Kind string `json:"kind"`
	ID   int    `json:"id,omitempty"`
	// Name is the unquoted object name ("" for dotnet).
	Name string `json:"name,omitempty"`
	// Namespace is the file's namespace ("" when none).
	Namespace string `json:"namespace,omitempty"`
	// Access and ObsoleteState are the values of those object properties as
	// written ("" when absent).
	Access        string `json:"access,omitempty"`
	ObsoleteState string `json:"obsoleteState,omitempty"`
	// Extends is the unquoted name of the base of `extends` / `customizes`
	// (extension objects and page customizations); ExtendsNamespace its
	// namespace qualifier when written (Microsoft.Sales.Customer gives
	// "Microsoft.Sales" and "Customer").
	Extends          string `json:"extends,omitempty"`
	ExtendsNamespace string `json:"extendsNamespace,omitempty"`
	// Implements lists the unquoted names of the interfaces after
	// `implements` (for an interface: the interfaces it extends), without
	// namespace qualifiers.
	Implements []string `json:"implements,omitempty"`
	// SourceTable is the unquoted SourceTable of a page (without a
	// namespace qualifier).
	SourceTable string `json:"sourceTable,omitempty"`
	// Properties are the object-level properties, in source order.
	Properties []Property  `json:"properties,omitempty"`
	Fields     []Field     `json:"fields,omitempty"`
	Keys       []Key       `json:"keys,omitempty"`
	Values     []EnumValue `json:"values,omitempty"`
	// DataItems are the data items of reports, report extensions and queries
	// and the table/text elements of xmlports, in source order; for a query
	// read from source also its columns and filters (Kind "column",
	// "filter"; see QueryColumns).
	DataItems  []DataItem  `json:"dataItems,omitempty"`
	Procedures []Procedure `json:"procedures,omitempty"`
	// Triggers are the names of the object-level triggers (OnInsert, ...).
	Triggers  []string   `json:"triggers,omitempty"`
	Variables []Variable `json:"variables,omitempty"`
	// Controls are the layout controls of a page, page extension or page
	// customization and Actions its actions, in source order (pre-order:
	// a control before the controls inside it); for a report or report
	// extension read from source, those of its request page.
	Controls []Control `json:"controls,omitempty"`
	Actions  []Control `json:"actions,omitempty"`
}

// Control is a page layout control or action, or a change a page
// extension or customization makes to its base page.
type Control struct {
	// Kind is the element keyword in lower case: "area", "group",
	// "repeater", "cuegroup", "fixed", "grid", "field", "part",
	// "systempart", "chartpart", "usercontrol", "label"; for actions
	// "area", "group", "action", "separator", "actionref",
	// "fileuploadaction", "customaction", "systemaction". "" for a modify
	// or move change, which names a control of the base page.
	Kind string `json:"kind,omitempty"`
	// Name is the unquoted control name (for an area, its kind: Content,
	// Processing, ...).
	Name string `json:"name"`
	// Source is, for a field, its source expression as written
	// (`Rec."No."`, `Name`, `GetTotal()`); for a part, system part, chart
	// part or user control, the unquoted page, part kind or control add-in
	// name; for an actionref, the unquoted action it promotes; else "".
	Source string `json:"source,omitempty"`
	// Parent is the unquoted name of the enclosing control, "" at the top
	// and for a control placed directly by a change.
	Parent string `json:"parent,omitempty"`
	// Change is the change keyword of an extension ("addafter",
	// "addbefore", "addfirst", "addlast", "add", "modify", "moveafter",
	// ...) for a control it places or names directly, and Anchor the
	// unquoted control the change is relative to; "" otherwise.
	Change string `json:"change,omitempty"`
	Anchor string `json:"anchor,omitempty"`
	// Obsolete is set for a control or action declared with an
	// ObsoleteState property: the state, reason and tag as written. nil for
	// the others (nearly all), and for a modify or move change.
	Obsolete *Obsolescence `json:"obsolete,omitempty"`
}

// Property is a property with its value as written: the value's tokens
// joined with one space where the source has any whitespace or comment
// between them ("'No.', Comment = 'x'").
type Property struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// Field is a table or table extension field. For a `modify(Name)` element
// of a table extension, Modify is true and only Name and Properties are set
// (Type is the zero Type). Type is never nil in symbols from Extract or
// decoded from JSON and is shared like parameter types.
type Field struct {
	ID     int    `json:"id,omitempty"`
	Name   string `json:"name"`
	Type   *Type  `json:"type"`
	Modify bool   `json:"modify,omitempty"`
	// FieldClass, Caption and OptionMembers repeat the property values rules
	// ask for most (Caption is the first string literal, unquoted).
	FieldClass    string     `json:"fieldClass,omitempty"`
	Caption       string     `json:"caption,omitempty"`
	OptionMembers string     `json:"optionMembers,omitempty"`
	ObsoleteState string     `json:"obsoleteState,omitempty"`
	Properties    []Property `json:"properties,omitempty"`
	// Triggers are the names of the triggers the field (or modify) element
	// declares (OnValidate, OnLookup, OnBeforeValidate, ...), in source
	// order. Fields read from symbol packages have none: see
	// Summary.FieldTriggers.
	Triggers []string `json:"triggers,omitempty"`
}

// Key is a table key: its name, field names and SumIndexFields (unquoted).
type Key struct {
	Name           string   `json:"name"`
	Fields         []string `json:"fields"`
	SumIndexFields []string `json:"sumIndexFields,omitempty"`
}

// EnumValue is a value of an enum or enum extension.
type EnumValue struct {
	ID         int        `json:"id"`
	Name       string     `json:"name"`
	Properties []Property `json:"properties,omitempty"`
}

// DataItem is a report/query data item or an xmlport element that declares a
// name usable in code (Kind "dataitem", "tableelement", "textelement", ...).
// Table is the unquoted table name ("" for text elements).
type DataItem struct {
	Kind  string `json:"kind"`
	Name  string `json:"name"`
	Table string `json:"table,omitempty"`
}

// Procedure is a procedure (or control add-in event) declaration.
type Procedure struct {
	Name string `json:"name"`
	// Access is "local", "internal", "protected" or "" (public).
	Access     string      `json:"access,omitempty"`
	Attributes []Attribute `json:"attributes,omitempty"`
	Parameters []Parameter `json:"parameters,omitempty"`
	// Return is the return type (Type.Text "" when none; never nil in
	// symbols from Extract or decoded from JSON, shared like parameter
	// types); ReturnName the named return value ("" when unnamed).
	Return     *Type  `json:"return"`
	ReturnName string `json:"returnName,omitempty"`
	// EventPublisher: an IntegrationEvent, BusinessEvent, InternalEvent or
	// ExternalBusinessEvent attribute; EventSubscriber: an EventSubscriber
	// attribute; Obsolete: an Obsolete attribute; Event: an `event`
	// declaration of a control add-in.
	EventPublisher  bool `json:"eventPublisher,omitempty"`
	EventSubscriber bool `json:"eventSubscriber,omitempty"`
	Obsolete        bool `json:"obsolete,omitempty"`
	Event           bool `json:"event,omitempty"`
	// HasBody is false for declarations without a body (interfaces).
	HasBody bool `json:"hasBody,omitempty"`
}

// Attribute is a procedure attribute: its name as written and the raw text
// of each argument.
type Attribute struct {
	Name string   `json:"name"`
	Args []string `json:"args,omitempty"`
}

// Parameter is a procedure parameter. Type is never nil in symbols from
// Extract; parameters of one file with the same type text share one Type,
// which must not be modified.
type Parameter struct {
	Name string `json:"name"`
	Var  bool   `json:"var,omitempty"`
	Type *Type  `json:"type"`
}

// Variable is a global variable (object var sections). Protected is set for
// `protected var` sections. Type is never nil in symbols from Extract;
// variables of one file with the same type text share one Type, which must
// not be modified.
type Variable struct {
	Name      string `json:"name"`
	Type      *Type  `json:"type"`
	Protected bool   `json:"protected,omitempty"`
}

// Attribute names that make a procedure an event publisher.
var publisherAttributes = map[string]bool{
	"integrationevent": true, "businessevent": true, "internalevent": true, "externalbusinessevent": true,
}

// Extract returns the declarations of f. It reads only the tree (no other
// files) and never fails: a partial tree gives partial symbols.
func Extract(f *syntax.File) *FileSymbols {
	fs := extract(f)
	fs.DeclHash = fs.computeHash()
	return fs
}

// Renamed returns a copy of fs under another file name (objects are shared
// with fs, not copied); the DeclHash, which leaves the name out, is kept.
func (fs *FileSymbols) Renamed(name string) *FileSymbols {
	c := *fs
	c.File = name
	return &c
}

// extract is Extract without the hash.
func extract(f *syntax.File) *FileSymbols {
	fs := &FileSymbols{File: f.Name, Namespace: f.Namespace(), Usings: f.Usings(), Mentions: mentionsOf(f)}
	x := &extractor{f: f}
	if objs := f.Objects(); len(objs) > 0 {
		fs.Objects = make([]Object, 0, len(objs))
		for _, obj := range objs {
			fs.Objects = append(fs.Objects, x.object(obj, fs.Namespace))
		}
	}
	return fs
}

// extractor reads one file. Parameter and variable types with the same
// text share one Type: a summary holds every declaration of a project for
// the whole session, and most of them repeat a few types per file.
type extractor struct {
	f     *syntax.File
	types map[string]*Type // by the hash encoding of the type
	key   declHasher
}

// ShareTypes makes the parameter, return, variable and field types of fs
// that are equal share one Type (as Extract does), and gives nil types the
// zero Type. Decoding from JSON calls it; code that builds FileSymbols by
// hand (package readers) calls it once the file is complete.
func (fs *FileSymbols) ShareTypes() {
	x := &extractor{}
	share := func(t *Type) *Type {
		if t == nil {
			return x.intern(Type{})
		}
		return x.intern(*t)
	}
	for i := range fs.Objects {
		o := &fs.Objects[i]
		for j := range o.Procedures {
			p := &o.Procedures[j]
			for k := range p.Parameters {
				p.Parameters[k].Type = share(p.Parameters[k].Type)
			}
			p.Return = share(p.Return)
		}
		for j := range o.Variables {
			o.Variables[j].Type = share(o.Variables[j].Type)
		}
		for j := range o.Fields {
			o.Fields[j].Type = share(o.Fields[j].Type)
		}
	}
}

// UnmarshalJSON decodes fs and shares its types as Extract does.
func (fs *FileSymbols) UnmarshalJSON(data []byte) error {
	type plain FileSymbols
	if err := json.Unmarshal(data, (*plain)(fs)); err != nil {
		return err
	}
	fs.ShareTypes()
	return nil
}

// sharedType returns the Type of TypeRef tr (nil: the zero Type), shared
// with earlier types of the same text.
func (x *extractor) sharedType(tr *syntax.Node) *Type {
	if tr == nil {
		return x.intern(Type{})
	}
	return x.intern(ParseType(x.f, tr))
}

// intern returns the shared copy of t (equal in every field): the file's
// own when it has one, else the process-wide one (see sharedTypes); a
// label's type is shared within its file only.
func (x *extractor) intern(t Type) *Type {
	x.key.buf = x.key.buf[:0]
	x.key.typ(&t)
	if p, ok := x.types[string(x.key.buf)]; ok {
		return p
	}
	if x.types == nil {
		x.types = map[string]*Type{}
	}
	key := string(x.key.buf)
	// A copy of t goes to the heap only here, for a type new to the file
	// (taking t's address would move every call's t to the heap: 40 MB
	// on Base Application).
	c := t
	var p *Type
	if t.Kind == "Label" && t.ArrayDims == 0 {
		// A label's type holds its text: it repeats within a file at
		// most, and as a process-wide entry (its key, weak pointer and
		// cleanup) it cost twice its own size (Base Application declares
		// about 20,000 labels).
		p = &c
	} else {
		p = sharedTypes.Get(key, &c)
	}
	x.types[key] = p
	return p
}

func (x *extractor) object(obj *syntax.Node, ns string) Object {
	f := x.f
	o := Object{Kind: f.ObjectKind(obj).String(), Namespace: ns}
	if i := f.ObjectID(obj); i >= 0 {
		o.ID, _ = strconv.Atoi(f.TokenText(i))
	}
	o.Name = f.DeclName(obj)
	// extends / customizes BASE: the name tokens after the keyword.
	for i := range f.OwnTokens(obj) {
		if k := f.Tokens[i].Keyword; k == syntax.KwExtends || k == syntax.KwCustomizes {
			o.ExtendsNamespace, o.Extends = qualifiedNameAt(f, i+1, int(obj.Last))
		}
	}
	if il := obj.Child(syntax.ImplementsList); il != nil {
		o.Implements = nameList(f, il)
	}
	members := syntax.Members(obj)
	x.sizeMembers(members, &o)
	for _, m := range members {
		switch m.Kind {
		case syntax.Property:
			p := property(f, m)
			o.Properties = append(o.Properties, p)
			switch strings.ToLower(p.Name) {
			case "access":
				o.Access = p.Value
			case "obsoletestate":
				o.ObsoleteState = p.Value
			case "sourcetable":
				o.SourceTable = lastPart(p.Value)
			}
		case syntax.Procedure, syntax.EventDecl:
			o.Procedures = append(o.Procedures, x.procedure(m))
		case syntax.Trigger:
			o.Triggers = append(o.Triggers, f.DeclName(m))
		case syntax.VarSection:
			o.Variables = x.variables(m, o.Variables)
		case syntax.Element:
			if f.SectionKind(m) == syntax.KwValue {
				o.Values = append(o.Values, enumValue(f, m))
			}
		}
	}
	x.walkSections(obj, &o)
	switch o.Kind {
	case "page", "pageextension", "pagecustomization":
		for _, m := range members {
			if m.Kind != syntax.Section {
				continue
			}
			switch f.SectionKind(m) {
			case syntax.KwLayout:
				o.Controls = x.controls(m, "", "", "", o.Controls)
			case syntax.KwActions:
				o.Actions = x.controls(m, "", "", "", o.Actions)
			}
		}
	case "report", "reportextension":
		for _, m := range members {
			if m.Kind != syntax.Section || f.SectionKind(m) != syntax.KwRequestPage {
				continue
			}
			for _, s := range syntax.Members(m) {
				if s.Kind != syntax.Section {
					continue
				}
				switch f.SectionKind(s) {
				case syntax.KwLayout:
					o.Controls = x.controls(s, "", "", "", o.Controls)
				case syntax.KwActions:
					o.Actions = x.controls(s, "", "", "", o.Actions)
				}
			}
		}
	}
	// Collected by appending: a summary keeps them for the session.
	o.Controls, o.Actions = fitted(o.Controls), fitted(o.Actions)
	o.Triggers, o.Values, o.Keys, o.DataItems = fitted(o.Triggers), fitted(o.Values), fitted(o.Keys), fitted(o.DataItems)
	return o
}

// fitted returns s, or a copy of s without spare capacity when append
// left much of it: a quarter of the elements or more.
func fitted[T any](s []T) []T {
	if len(s) == 0 || cap(s)-len(s) < len(s)/4+1 {
		return s
	}
	return append(make([]T, 0, len(s)), s...)
}

// controls appends the controls (or actions) below n: its elements, the
// controls inside them, and the controls that change elements place.
func (x *extractor) controls(n *syntax.Node, parent, change, anchor string, out []Control) []Control {
	f := x.f
	for _, m := range syntax.Members(n) {
		if m.Kind == syntax.Section && parent != "" && f.SectionKind(m) == syntax.KwActions {
			// A cue group's actions (cuegroup(C) { actions { action(New) ... } }):
			// layout controls below it, as a symbol package lists them.
			out = x.controls(m, parent, "", "", out)
			continue
		}
		if m.Kind != syntax.Element {
			continue
		}
		switch kw := f.SectionKind(m); kw {
		case syntax.KwAdd, syntax.KwAddFirst, syntax.KwAddLast, syntax.KwAddAfter, syntax.KwAddBefore:
			out = x.controls(m, "", kw.String(), elementArgName(f, m, 0), out)
		case syntax.KwModify:
			out = append(out, Control{Name: elementArgName(f, m, 0), Change: kw.String()})
		case syntax.KwMoveFirst, syntax.KwMoveLast, syntax.KwMoveAfter, syntax.KwMoveBefore:
			args := elementArgs(f, m)
			if len(args) < 2 {
				continue
			}
			moveAnchor := nameAt(f, args[0][0], args[0][1])
			start := args[1][0]
			for i := start; i <= args[1][1]; i++ {
				if i == args[1][1] || f.Tokens[i].Kind == syntax.Comma {
					if name := nameAt(f, start, i); name != "" {
						out = append(out, Control{Name: name, Change: kw.String(), Anchor: moveAnchor})
					}
					start = i + 1
				}
			}
		case syntax.KwArea, syntax.KwGroup, syntax.KwRepeater, syntax.KwCueGroup, syntax.KwFixed, syntax.KwGrid,
			syntax.KwField, syntax.KwPart, syntax.KwSystemPart, syntax.KwChartPart, syntax.KwUserControl, syntax.KwLabel,
			syntax.KwAction, syntax.KwSeparator, syntax.KwActionRef, syntax.KwFileUploadAction, syntax.KwCustomAction,
			syntax.KwSystemAction:
			args := elementArgs(f, m)
			c := Control{Kind: kw.String(), Parent: parent, Change: change, Anchor: anchor, Obsolete: obsolescence(f, m)}
			if len(args) > 0 {
				c.Name = nameAt(f, args[0][0], args[0][1])
			}
			if len(args) > 1 {
				switch kw {
				case syntax.KwField:
					c.Source = tokensText(f, args[1][0], args[1][1])
				case syntax.KwPart, syntax.KwSystemPart, syntax.KwChartPart, syntax.KwUserControl, syntax.KwActionRef:
					c.Source = nameAt(f, args[1][0], args[1][1])
				}
			}
			out = append(out, c)
			out = x.controls(m, c.Name, "", "", out)
		}
	}
	return out
}

// sizeMembers gives the member slices of o their final capacity: a
// summary keeps them for the session, so growth slack would stay too.
func (x *extractor) sizeMembers(members []*syntax.Node, o *Object) {
	var props, procs, vars int
	for _, m := range members {
		switch m.Kind {
		case syntax.Property:
			props++
		case syntax.Procedure, syntax.EventDecl:
			procs++
		case syntax.VarSection:
			for _, vd := range m.ChildrenOf(syntax.VariableDecl) {
				vars += len(declNameTokens(x.f, vd))
			}
		}
	}
	if props > 0 {
		o.Properties = make([]Property, 0, props)
	}
	if procs > 0 {
		o.Procedures = make([]Procedure, 0, procs)
	}
	if vars > 0 {
		o.Variables = make([]Variable, 0, vars)
	}
}

// walkSections collects fields, keys and data items from the sections and
// elements below an object (fields and keys sections, report datasets, query
// elements, xmlport schemas; nested elements included).
func (x *extractor) walkSections(obj *syntax.Node, o *Object) {
	f := x.f
	body := obj.Child(syntax.ObjectBody)
	if o.Kind == "table" || o.Kind == "tableextension" {
		// Fields are large: size the slice once.
		n := 0
		for _, m := range syntax.Members(obj) {
			if m.Kind == syntax.Section && f.SectionKind(m) == syntax.KwFields {
				n += len(syntax.Members(m))
			}
		}
		o.Fields = make([]Field, 0, n)
	}
	syntax.Walk(body, func(n *syntax.Node) bool {
		switch n.Kind {
		case syntax.ObjectBody, syntax.Section:
			return true
		case syntax.Element:
		default:
			return false
		}
		switch kw := f.SectionKind(n); kw {
		case syntax.KwField:
			if o.Kind == "table" || o.Kind == "tableextension" {
				if fl, ok := x.tableField(n); ok {
					o.Fields = append(o.Fields, fl)
				}
				return false
			}
		case syntax.KwModify:
			if o.Kind == "tableextension" && insideFields(f, n) {
				o.Fields = append(o.Fields, Field{Name: elementArgName(f, n, 0), Type: x.intern(Type{}), Modify: true, Properties: properties(f, n),
					Triggers: elementTriggers(f, n)})
				return false
			}
		case syntax.KwKey:
			o.Keys = append(o.Keys, tableKey(f, n))
			return false
		case syntax.KwDataItem, syntax.KwTableElement:
			o.DataItems = append(o.DataItems, DataItem{Kind: kw.String(), Name: elementArgName(f, n, 0), Table: elementArgName(f, n, 1)})
		case syntax.KwTextElement:
			o.DataItems = append(o.DataItems, DataItem{Kind: kw.String(), Name: elementArgName(f, n, 0)})
		case syntax.KwColumn, syntax.KwFilter:
			if kw == syntax.KwColumn && (o.Kind == "report" || o.Kind == "reportextension") {
				return reportColumn(f, n, o)
			}
			return queryColumn(f, n, o)
		case syntax.KwValue:
			return false // handled as a member of the enum
		}
		return true
	})
}

// insideFields reports whether element n sits in a fields section.
func insideFields(f *syntax.File, n *syntax.Node) bool {
	for p := n.Parent; p != nil; p = p.Parent {
		if p.Kind == syntax.Section {
			return f.SectionKind(p) == syntax.KwFields
		}
		if p.Kind == syntax.Object {
			return false
		}
	}
	return false
}

// elementArgs returns the ';'-separated argument groups of an element as
// token ranges [start, end).
func elementArgs(f *syntax.File, n *syntax.Node) [][2]int {
	args := n.Child(syntax.ElementArgs)
	if args == nil || args.Last-args.First < 2 {
		return nil
	}
	var out [][2]int
	start := int(args.First) + 1
	end := int(args.Last) - 1
	if f.Tokens[end].Kind != syntax.RParen {
		end = int(args.Last)
	}
	depth := 0
	for i := start; i < end; i++ {
		switch f.Tokens[i].Kind {
		case syntax.LParen, syntax.LBracket:
			depth++
		case syntax.RParen, syntax.RBracket:
			depth--
		case syntax.Semicolon:
			if depth == 0 {
				out = append(out, [2]int{start, i})
				start = i + 1
			}
		}
	}
	return append(out, [2]int{start, end})
}

// elementArgName returns the unquoted name written as argument k of an
// element (a single name, possibly namespace-qualified), or "".
func elementArgName(f *syntax.File, n *syntax.Node, k int) string {
	args := elementArgs(f, n)
	if k >= len(args) {
		return ""
	}
	return nameAt(f, args[k][0], args[k][1])
}

func (x *extractor) tableField(n *syntax.Node) (Field, bool) {
	f := x.f
	args := elementArgs(f, n)
	if len(args) < 2 {
		return Field{}, false
	}
	fl := Field{Name: nameAt(f, args[1][0], args[1][1])}
	fl.ID, _ = strconv.Atoi(tokensText(f, args[0][0], args[0][1]))
	var tr *syntax.Node
	if ea := n.Child(syntax.ElementArgs); ea != nil {
		tr = ea.Child(syntax.TypeRef)
	}
	fl.Type = x.sharedType(tr)
	fl.Properties = properties(f, n)
	fl.Triggers = elementTriggers(f, n)
	for _, p := range fl.Properties {
		switch strings.ToLower(p.Name) {
		case "fieldclass":
			fl.FieldClass = p.Value
		case "caption":
			fl.Caption = firstString(p.Value)
		case "optionmembers":
			fl.OptionMembers = p.Value
		case "obsoletestate":
			fl.ObsoleteState = p.Value
		}
	}
	return fl, true
}

func tableKey(f *syntax.File, n *syntax.Node) Key {
	args := elementArgs(f, n)
	k := Key{Fields: []string{}, SumIndexFields: keySumIndexFields(properties(f, n))}
	if len(args) == 0 {
		return k
	}
	k.Name = nameAt(f, args[0][0], args[0][1])
	if len(args) > 1 {
		start := args[1][0]
		for i := start; i <= args[1][1]; i++ {
			if i == args[1][1] || f.Tokens[i].Kind == syntax.Comma {
				if name := nameAt(f, start, i); name != "" {
					k.Fields = append(k.Fields, name)
				}
				start = i + 1
			}
		}
	}
	return k
}

func enumValue(f *syntax.File, n *syntax.Node) EnumValue {
	args := elementArgs(f, n)
	v := EnumValue{Properties: properties(f, n)}
	if len(args) > 0 {
		v.ID, _ = strconv.Atoi(tokensText(f, args[0][0], args[0][1]))
	}
	if len(args) > 1 {
		v.Name = nameAt(f, args[1][0], args[1][1])
	}
	return v
}

func properties(f *syntax.File, n *syntax.Node) []Property {
	ps := syntax.Properties(n)
	if len(ps) == 0 {
		return nil
	}
	out := make([]Property, 0, len(ps))
	for _, p := range ps {
		out = append(out, property(f, p))
	}
	return out
}

func property(f *syntax.File, p *syntax.Node) Property {
	pr := Property{Name: f.PropertyName(p)}
	if v := p.Child(syntax.PropertyValue); v != nil {
		pr.Value = nodeText(f, v)
	}
	return pr
}

func (x *extractor) procedure(n *syntax.Node) Procedure {
	f := x.f
	p := Procedure{Name: f.DeclName(n), Event: n.Kind == syntax.EventDecl, HasBody: n.Child(syntax.Block) != nil}
	for i := range f.OwnTokens(n) {
		switch f.Tokens[i].Keyword {
		case syntax.KwLocal, syntax.KwInternal, syntax.KwProtected:
			p.Access = f.Tokens[i].Keyword.String()
		}
	}
	attrs := n.ChildrenOf(syntax.Attribute)
	if len(attrs) > 0 {
		p.Attributes = make([]Attribute, 0, len(attrs))
	}
	for _, a := range attrs {
		attr := Attribute{Name: f.DeclName(a)}
		if al := a.Child(syntax.ArgumentList); al != nil && len(al.Children) > 0 {
			attr.Args = make([]string, 0, len(al.Children))
			for _, arg := range al.Children {
				attr.Args = append(attr.Args, nodeText(f, arg))
			}
		}
		p.Attributes = append(p.Attributes, attr)
		switch low := strings.ToLower(attr.Name); {
		case publisherAttributes[low]:
			p.EventPublisher = true
		case low == "eventsubscriber":
			p.EventSubscriber = true
		case low == "obsolete":
			p.Obsolete = true
		}
	}
	if pl := n.Child(syntax.ParameterList); pl != nil {
		pms := pl.ChildrenOf(syntax.Parameter)
		if len(pms) > 0 {
			p.Parameters = make([]Parameter, 0, len(pms))
		}
		for _, pm := range pms {
			p.Parameters = append(p.Parameters, Parameter{
				Name: f.DeclName(pm),
				Var:  f.FindKeyword(pm, syntax.KwVar) >= 0,
				Type: x.sharedType(pm.Child(syntax.TypeRef)),
			})
		}
	}
	var ret *syntax.Node
	if rs := n.Child(syntax.ReturnSpec); rs != nil {
		p.ReturnName = f.DeclName(rs)
		ret = rs.Child(syntax.TypeRef)
	}
	p.Return = x.sharedType(ret)
	return p
}

// variables appends the variables of var section vs to out.
func (x *extractor) variables(vs *syntax.Node, out []Variable) []Variable {
	f := x.f
	protected := f.FindKeyword(vs, syntax.KwProtected) >= 0
	for _, vd := range vs.ChildrenOf(syntax.VariableDecl) {
		t := x.sharedType(vd.Child(syntax.TypeRef))
		for _, i := range declNameTokens(f, vd) {
			out = append(out, Variable{Name: syntax.Unquote(f.TokenText(i)), Type: t, Protected: protected})
		}
	}
	return out
}

// declNameTokens returns the name tokens of a VariableDecl (A, B : T).
func declNameTokens(f *syntax.File, vd *syntax.Node) []int {
	var out []int
	for i := range f.OwnTokens(vd) {
		t := f.Tokens[i]
		if t.Kind == syntax.Colon {
			break
		}
		if t.Kind == syntax.Identifier || t.Kind == syntax.QuotedIdentifier {
			out = append(out, i)
		}
	}
	return out
}

// nameList returns the unquoted names of an ImplementsList.
func nameList(f *syntax.File, il *syntax.Node) []string {
	var out []string
	start := -1
	for i := range f.OwnTokens(il) {
		t := f.Tokens[i]
		if t.Keyword == syntax.KwImplements || t.Keyword == syntax.KwExtends {
			continue
		}
		if t.Kind == syntax.Comma {
			if start >= 0 {
				out = append(out, nameAt(f, start, i))
			}
			start = -1
			continue
		}
		if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		out = append(out, nameAt(f, start, int(il.Last)))
	}
	return out
}

// qualifiedNameAt reads a possibly dotted name starting at token i (no
// further than end) and returns its namespace qualifier (unquoted parts
// joined by ".", "" when none) and its unquoted last part.
func qualifiedNameAt(f *syntax.File, i, end int) (ns, name string) {
	var parts []string
	expectName := true
	for ; i < end; i++ {
		t := f.Tokens[i]
		if expectName && (t.Kind == syntax.Identifier || t.Kind == syntax.QuotedIdentifier || t.Kind == syntax.Integer) {
			if t.Keyword == syntax.KwTemporary || t.Keyword == syntax.KwImplements || t.Keyword == syntax.KwExtends {
				break
			}
			parts = append(parts, syntax.Unquote(f.TokenText(i)))
			expectName = false
			continue
		}
		if !expectName && t.Kind == syntax.Dot {
			expectName = true
			continue
		}
		break
	}
	if len(parts) == 0 {
		return "", ""
	}
	return strings.Join(parts[:len(parts)-1], "."), parts[len(parts)-1]
}

// nameAt returns the unquoted last part of the name at token i.
func nameAt(f *syntax.File, i, end int) string {
	_, name := qualifiedNameAt(f, i, end)
	return name
}

// nodeText returns the tokens of n joined with one space where the source
// has trivia between them.
func nodeText(f *syntax.File, n *syntax.Node) string {
	return tokensText(f, int(n.First), int(n.Last))
}

func tokensText(f *syntax.File, first, last int) string {
	if first >= last {
		return ""
	}
	if last-first == 1 {
		s := f.Tokens[first].Span
		return string(f.Src[s.Start:s.End])
	}
	var b strings.Builder
	b.Grow(f.Tokens[last-1].Span.End - f.Tokens[first].Span.Start)
	for i := first; i < last; i++ {
		if i > first && f.Tokens[i].NLeading > 0 {
			b.WriteByte(' ')
		}
		s := f.Tokens[i].Span
		b.Write(f.Src[s.Start:s.End])
	}
	return b.String()
}

// lastPart returns the unquoted last part of a name reference written as
// text ("Ns.\"No. Series\"" gives No. Series).
func lastPart(ref string) string {
	_, name := splitQualified(ref)
	return name
}

// firstString returns the value of the first string literal in a property
// value text ('A”s', Comment = 'x' gives A's), or "".
func firstString(v string) string {
	start := strings.IndexByte(v, '\'')
	if start < 0 {
		return ""
	}
	var b strings.Builder
	for i := start + 1; i < len(v); i++ {
		if v[i] == '\'' {
			if i+1 < len(v) && v[i+1] == '\'' {
				b.WriteByte('\'')
				i++
				continue
			}
			break
		}
		b.WriteByte(v[i])
	}
	return b.String()
}
