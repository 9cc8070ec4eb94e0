package packages

import (
	"archive/zip"
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/alfix/alfix/al/symbols"
)

// packageTime is the modification time of every entry alfix writes, so
// that the same declarations give the same bytes.
var packageTime = time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)

// Write writes a symbol package of the declarations in files for the app
// m describes: the NAVX header, then a ZIP with NavxManifest.xml,
// SymbolReference.json (current format: objects nested under their
// namespaces, UTF-8 with a byte order mark), alfix's exact copy of the
// declarations (alfix/symbols.bin) and [Content_Types].xml. The package
// GUID is derived from the content: the same input gives the same bytes.
// Files' names become the objects' ReferenceSourceFileName; pass them
// relative to the project folder.
func Write(w io.Writer, m Manifest, files []*symbols.FileSymbols) error {
	var content bytes.Buffer
	zw := zip.NewWriter(&content)
	add := func(name string, data []byte) error {
		fw, err := zw.CreateHeader(&zip.FileHeader{Name: name, Method: zip.Deflate, Modified: packageTime})
		if err != nil {
			return err
		}
		_, err = fw.Write(data)
		return err
	}
	if err := add("NavxManifest.xml", writeManifest(m)); err != nil {
		return err
	}
	var js bytes.Buffer
	if err := writeSymbolReference(&js, m, files); err != nil {
		return err
	}
	if err := add("SymbolReference.json", js.Bytes()); err != nil {
		return err
	}
	if err := add(exactEntry, symbols.EncodeModule(m.Info(), files)); err != nil {
		return err
	}
	if err := add("[Content_Types].xml", []byte(contentTypes)); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return err
	}
	sum := sha256.Sum256(content.Bytes())
	var hdr [headerSize]byte
	copy(hdr[0:4], navxMagic)
	binary.LittleEndian.PutUint32(hdr[4:8], headerSize)
	binary.LittleEndian.PutUint32(hdr[8:12], 2)
	copy(hdr[12:28], sum[:16])
	binary.LittleEndian.PutUint64(hdr[28:36], uint64(content.Len()))
	copy(hdr[36:40], navxMagic)
	if _, err := w.Write(hdr[:]); err != nil {
		return err
	}
	_, err := w.Write(content.Bytes())
	return err
}

const contentTypes = `<?xml version="1.0" encoding="utf-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
	`<Default Extension="xml" ContentType="application/xml" /><Default Extension="json" ContentType="application/json" />` +
	`<Default Extension="bin" ContentType="application/octet-stream" /></Types>`

// Output shapes of SymbolReference.json (field order as Microsoft writes
// it where that is known).
type (
	outProperty struct {
		Value string `json:"Value"`
		Name  string `json:"Name"`
	}
	outSubtype struct {
		Name      string `json:"Name"`
		ID        int    `json:"Id,omitempty"`
		Namespace string `json:"Namespace,omitempty"`
		IsEmpty   bool   `json:"IsEmpty"`
	}
	outType struct {
		Name            string      `json:"Name"`
		Subtype         *outSubtype `json:"Subtype,omitempty"`
		TypeArguments   []outType   `json:"TypeArguments,omitempty"`
		OptionMembers   []string    `json:"OptionMembers,omitempty"`
		ArrayDimensions []int       `json:"ArrayDimensions,omitempty"`
		Temporary       bool        `json:"Temporary,omitempty"`
	}
	outField struct {
		TypeDefinition outType       `json:"TypeDefinition"`
		Properties     []outProperty `json:"Properties,omitempty"`
		ID             int           `json:"Id"`
		Name           string        `json:"Name"`
	}
	outKey struct {
		FieldNames []string      `json:"FieldNames"`
		Properties []outProperty `json:"Properties,omitempty"`
		Name       string        `json:"Name"`
	}
	outValue struct {
		Ordinal    int           `json:"Ordinal"`
		Properties []outProperty `json:"Properties,omitempty"`
		Name       string        `json:"Name"`
	}
	outArgument struct {
		Value string `json:"Value"`
	}
	outAttribute struct {
		Arguments []outArgument `json:"Arguments"`
		Name      string        `json:"Name"`
	}
	outParameter struct {
		IsVar          bool    `json:"IsVar,omitempty"`
		Name           string  `json:"Name"`
		TypeDefinition outType `json:"TypeDefinition"`
	}
	outMethod struct {
		ReturnTypeDefinition *outType       `json:"ReturnTypeDefinition,omitempty"`
		Parameters           []outParameter `json:"Parameters,omitempty"`
		Attributes           []outAttribute `json:"Attributes,omitempty"`
		IsLocal              bool           `json:"IsLocal,omitempty"`
		IsInternal           bool           `json:"IsInternal,omitempty"`
		IsProtected          bool           `json:"IsProtected,omitempty"`
		ReturnValueName      string         `json:"ReturnValueName,omitempty"`
		Name                 string         `json:"Name"`
	}
	outVariable struct {
		TypeDefinition outType `json:"TypeDefinition"`
		Protected      bool    `json:"Protected,omitempty"`
		Name           string  `json:"Name"`
	}
	outControl struct {
		Kind              int           `json:"Kind"`
		Controls          []*outControl `json:"Controls,omitempty"`
		Actions           []*outControl `json:"Actions,omitempty"`
		Properties        []outProperty `json:"Properties,omitempty"`
		RelatedPagePartID *outSubtype   `json:"RelatedPagePartId,omitempty"`
		TargetName        string        `json:"TargetName,omitempty"`
		Name              string        `json:"Name"`
	}
	outChange struct {
		Anchor     string        `json:"Anchor"`
		ChangeKind int           `json:"ChangeKind"`
		Controls   []*outControl `json:"Controls,omitempty"`
		Actions    []*outControl `json:"Actions,omitempty"`
	}
	outDataItem struct {
		RelatedTable string `json:"RelatedTable,omitempty"`
		Name         string `json:"Name"`
	}
	outObject struct {
		TargetObject            string        `json:"TargetObject,omitempty"`
		ImplementedInterfaces   []string      `json:"ImplementedInterfaces,omitempty"`
		Fields                  []outField    `json:"Fields,omitempty"`
		Keys                    []outKey      `json:"Keys,omitempty"`
		Values                  []outValue    `json:"Values,omitempty"`
		DataItems               []outDataItem `json:"DataItems,omitempty"`
		Elements                []outDataItem `json:"Elements,omitempty"`
		Variables               []outVariable `json:"Variables,omitempty"`
		Methods                 []outMethod   `json:"Methods,omitempty"`
		Events                  []outMethod   `json:"Events,omitempty"`
		Controls                []*outControl `json:"Controls,omitempty"`
		Actions                 []*outControl `json:"Actions,omitempty"`
		ControlChanges          []outChange   `json:"ControlChanges,omitempty"`
		ActionChanges           []outChange   `json:"ActionChanges,omitempty"`
		ReferenceSourceFileName string        `json:"ReferenceSourceFileName,omitempty"`
		Properties              []outProperty `json:"Properties,omitempty"`
		ID                      int           `json:"Id,omitempty"`
		Name                    string        `json:"Name"`
	}
)

// kindGroups lists the object groups in the order they are written.
var kindGroups = []struct{ kind, group string }{
	{"table", "Tables"}, {"codeunit", "Codeunits"}, {"page", "Pages"}, {"pageextension", "PageExtensions"},
	{"pagecustomization", "PageCustomizations"}, {"tableextension", "TableExtensions"}, {"report", "Reports"},
	{"xmlport", "XmlPorts"}, {"query", "Queries"}, {"profile", "Profiles"}, {"profileextension", "ProfileExtensions"},
	{"controladdin", "ControlAddIns"}, {"enum", "EnumTypes"}, {"enumextension", "EnumExtensionTypes"},
	{"dotnet", "DotNetPackages"}, {"interface", "Interfaces"}, {"permissionset", "PermissionSets"},
	{"permissionsetextension", "PermissionSetExtensions"}, {"reportextension", "ReportExtensions"},
	{"entitlement", "Entitlements"},
}

// nsNode is one namespace level with the objects declared directly in it.
type nsNode struct {
	name     string
	children map[string]*nsNode
	objects  map[string][]outObject // by kind
}

func newNS(name string) *nsNode {
	return &nsNode{name: name, children: map[string]*nsNode{}, objects: map[string][]outObject{}}
}

// writeSymbolReference writes SymbolReference.json for files.
func writeSymbolReference(w io.Writer, m Manifest, files []*symbols.FileSymbols) error {
	root := newNS("")
	for _, f := range files {
		for i := range f.Objects {
			o := &f.Objects[i]
			node := root
			if o.Namespace != "" {
				for _, part := range strings.Split(o.Namespace, ".") {
					c := node.children[part]
					if c == nil {
						c = newNS(part)
						node.children[part] = c
					}
					node = c
				}
			}
			node.objects[o.Kind] = append(node.objects[o.Kind], outObjectOf(f.File, o))
		}
	}
	bw := bufio.NewWriter(w)
	bw.WriteString("\ufeff{")
	runtime := m.Runtime
	if runtime == "" {
		runtime = "1.0"
	}
	writeJSONMember(bw, "RuntimeVersion", runtime, true)
	if err := writeNSMembers(bw, root, false); err != nil {
		return err
	}
	var friends []map[string]string
	for _, f := range m.InternalsVisibleTo {
		friends = append(friends, map[string]string{"AppId": f.ID, "Name": f.Name, "Publisher": f.Publisher})
	}
	if friends == nil {
		friends = []map[string]string{}
	}
	writeJSONMember(bw, "InternalsVisibleToModules", friends, false)
	writeJSONMember(bw, "AppId", m.App.ID, false)
	writeJSONMember(bw, "Name", m.App.Name, false)
	writeJSONMember(bw, "Publisher", m.App.Publisher, false)
	writeJSONMember(bw, "Version", orDefault(m.App.Version, "1.0.0.0"), false)
	bw.WriteString("}")
	return bw.Flush()
}

func writeJSONMember(w *bufio.Writer, key string, v any, first bool) {
	if !first {
		w.WriteByte(',')
	}
	k, _ := json.Marshal(key)
	val, _ := json.Marshal(v)
	w.Write(k)
	w.WriteByte(':')
	w.Write(val)
}

// writeNSMembers writes a namespace level's members after others already
// written: Namespaces first, then the object groups (and its Name for
// nested levels).
func writeNSMembers(w *bufio.Writer, n *nsNode, named bool) error {
	if len(n.children) > 0 {
		w.WriteString(`,"Namespaces":[`)
		names := make([]string, 0, len(n.children))
		for name := range n.children {
			names = append(names, name)
		}
		sort.Strings(names)
		for i, name := range names {
			if i > 0 {
				w.WriteByte(',')
			}
			w.WriteString(`{"Name":`)
			b, _ := json.Marshal(name)
			w.Write(b)
			if err := writeNSMembers(w, n.children[name], true); err != nil {
				return err
			}
			w.WriteByte('}')
		}
		w.WriteByte(']')
	}
	for _, g := range kindGroups {
		objs := n.objects[g.kind]
		if len(objs) == 0 {
			continue
		}
		w.WriteString(`,"` + g.group + `":[`)
		for i := range objs {
			if i > 0 {
				w.WriteByte(',')
			}
			b, err := json.Marshal(&objs[i])
			if err != nil {
				return err
			}
			w.Write(b)
		}
		w.WriteByte(']')
	}
	return nil
}

func outProps(ps []symbols.Property) []outProperty {
	if len(ps) == 0 {
		return nil
	}
	out := make([]outProperty, len(ps))
	for i, p := range ps {
		out[i] = outProperty{Name: p.Name, Value: p.Value}
	}
	return out
}

func outObjectOf(file string, o *symbols.Object) outObject {
	out := outObject{ID: o.ID, Name: o.Name, TargetObject: o.Extends, ImplementedInterfaces: o.Implements,
		ReferenceSourceFileName: strings.ReplaceAll(file, `\`, "/"), Properties: outProps(o.Properties)}
	for i := range o.Fields {
		fl := &o.Fields[i]
		if fl.Modify {
			continue
		}
		out.Fields = append(out.Fields, outField{ID: fl.ID, Name: fl.Name, TypeDefinition: outTypeOf(fl.Type), Properties: outProps(fl.Properties)})
	}
	for _, k := range o.Keys {
		out.Keys = append(out.Keys, outKey{Name: k.Name, FieldNames: k.Fields, Properties: outKeyProps(k)})
	}
	for _, v := range o.Values {
		out.Values = append(out.Values, outValue{Ordinal: v.ID, Name: v.Name, Properties: outProps(v.Properties)})
	}
	for _, d := range o.DataItems {
		if d.Kind == "column" || d.Kind == "filter" {
			continue // not data items: a package lists query columns otherwise
		}
		it := outDataItem{Name: d.Name, RelatedTable: d.Table}
		if o.Kind == "query" {
			out.Elements = append(out.Elements, it)
		} else {
			out.DataItems = append(out.DataItems, it)
		}
	}
	for _, v := range o.Variables {
		out.Variables = append(out.Variables, outVariable{Name: v.Name, TypeDefinition: outTypeOf(v.Type), Protected: v.Protected})
	}
	for i := range o.Procedures {
		p := &o.Procedures[i]
		m := outMethod{Name: p.Name, ReturnValueName: p.ReturnName, IsLocal: p.Access == "local", IsInternal: p.Access == "internal", IsProtected: p.Access == "protected"}
		for _, a := range p.Attributes {
			attr := outAttribute{Name: a.Name, Arguments: []outArgument{}}
			for _, arg := range a.Args {
				attr.Arguments = append(attr.Arguments, outArgument{Value: arg})
			}
			m.Attributes = append(m.Attributes, attr)
		}
		for _, pm := range p.Parameters {
			m.Parameters = append(m.Parameters, outParameter{Name: pm.Name, IsVar: pm.Var, TypeDefinition: outTypeOf(pm.Type)})
		}
		if p.Return != nil && p.Return.Kind != "" {
			rt := outTypeOf(p.Return)
			m.ReturnTypeDefinition = &rt
		}
		if p.Event {
			out.Events = append(out.Events, m)
		} else {
			out.Methods = append(out.Methods, m)
		}
	}
	out.Controls, out.ControlChanges = outControls(o.Controls, controlKinds, false)
	out.Actions, out.ActionChanges = outControls(o.Actions, actionKinds, true)
	return out
}

// outControls rebuilds the control tree from the flat list (Parent links),
// with the controls a change places grouped under that change. Modify and
// move changes are not written (Microsoft's packages leave them out too).
func outControls(cs []symbols.Control, kinds []string, actions bool) ([]*outControl, []outChange) {
	var top []*outControl
	var changes []outChange
	byName := map[string]*outControl{}
	for _, c := range cs {
		if c.Kind == "" {
			continue
		}
		// A cue group's actions are layout controls below the cue group in
		// the summary, and the cue group's Actions in a package.
		cueAction := !actions && c.Parent != "" && kindNumber(controlKinds, c.Kind) < 0 && kindNumber(actionKinds, c.Kind) >= 0
		ownKinds := kinds
		if cueAction {
			ownKinds = actionKinds
		}
		oc := &outControl{Kind: kindNumber(ownKinds, c.Kind), Name: c.Name}
		switch c.Kind {
		case "field":
			if c.Source != "" {
				oc.Properties = []outProperty{{Name: "SourceExpression", Value: c.Source}}
			}
		case "part", "systempart", "chartpart", "usercontrol":
			if c.Source != "" {
				oc.RelatedPagePartID = &outSubtype{Name: c.Source}
			}
		case "actionref":
			oc.TargetName = c.Source
		}
		if o := c.Obsolete; o != nil {
			oc.Properties = append(oc.Properties, outProperty{Name: "ObsoleteState", Value: o.State})
			if o.Reason != "" {
				oc.Properties = append(oc.Properties, outProperty{Name: "ObsoleteReason", Value: o.Reason})
			}
			if o.Tag != "" {
				oc.Properties = append(oc.Properties, outProperty{Name: "ObsoleteTag", Value: o.Tag})
			}
		}
		switch {
		case c.Parent != "" && byName[c.Parent] != nil:
			parent := byName[c.Parent]
			if actions || cueAction {
				parent.Actions = append(parent.Actions, oc)
			} else {
				parent.Controls = append(parent.Controls, oc)
			}
		case c.Change != "":
			ck := kindNumber(changeKinds, c.Change)
			if n := len(changes); n > 0 && changes[n-1].ChangeKind == ck && changes[n-1].Anchor == c.Anchor {
				appendTo(&changes[n-1], oc, actions)
			} else {
				ch := outChange{Anchor: c.Anchor, ChangeKind: ck}
				appendTo(&ch, oc, actions)
				changes = append(changes, ch)
			}
		default:
			top = append(top, oc)
		}
		byName[c.Name] = oc
	}
	return top, changes
}

func appendTo(ch *outChange, oc *outControl, actions bool) {
	if actions {
		ch.Actions = append(ch.Actions, oc)
	} else {
		ch.Controls = append(ch.Controls, oc)
	}
}

// outTypeOf writes a type definition; the zero Type is "None".
func outTypeOf(t *symbols.Type) outType {
	if t == nil || t.Kind == "" {
		return outType{Name: "None"}
	}
	name := t.Kind
	if t.Length > 0 {
		name += "[" + strconv.Itoa(t.Length) + "]"
	}
	out := outType{Name: name, Temporary: t.Temporary}
	if t.Object != "" {
		out.Subtype = &outSubtype{Name: t.Object, Namespace: t.ObjectNamespace}
	}
	for i := range t.Args {
		out.TypeArguments = append(out.TypeArguments, outTypeOf(&t.Args[i]))
	}
	if strings.EqualFold(t.Kind, "Option") {
		out.OptionMembers = optionMembers(t.Text)
	}
	if t.ArrayDims > 0 {
		dims := arrayDims(t.Text, t.ArrayDims)
		el := out
		return outType{Name: "Array", ArrayDimensions: dims, TypeArguments: []outType{el}}
	}
	return out
}

// optionMembers reads the members of "Option A,B" (an option variable's
// type as written).
func optionMembers(text string) []string {
	i := strings.IndexByte(text, ' ')
	if i < 0 {
		return nil
	}
	rest := strings.TrimSpace(text[i+1:])
	if rest == "" {
		return nil
	}
	parts := strings.Split(rest, ",")
	for j := range parts {
		parts[j] = strings.TrimSpace(parts[j])
	}
	return parts
}

// arrayDims reads the dimensions of "array[10, 2] of T"; unknown sizes are
// written as 0.
func arrayDims(text string, n int) []int {
	dims := make([]int, n)
	open, close := strings.IndexByte(text, '['), strings.IndexByte(text, ']')
	if open < 0 || close < open {
		return dims
	}
	for i, p := range strings.Split(text[open+1:close], ",") {
		if i < n {
			dims[i], _ = strconv.Atoi(strings.TrimSpace(p))
		}
	}
	return dims
}

// String describes a manifest's app for messages.
func (m Manifest) String() string { return fmt.Sprint(m.App) }
