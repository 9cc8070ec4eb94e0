package tools

import (
	"context"
	"slices"
	"strings"

	"github.com/alfix/alfix/workspace"
	"github.com/alfix/alfix/workspace/query"
)

const describeObjectDesc = "One object as the project sees it, with the fields, keys, procedures, events, controls and actions its visible extensions add (each named). Use it before extending an object."

// Defaults and maxima of describe_object.
const (
	describeDefaultLimit = 100
	describeMaxLimit     = 500
)

// projectionNames are the lists describe_object can return, in result
// order.
var projectionNames = []string{"fields", "keys", "procedures", "events", "values", "controls", "actions", "properties"}

// defaultProjections returns the lists an object kind has.
func defaultProjections(kind string) []string {
	switch kind {
	case "table", "tableextension":
		return []string{"fields", "keys", "procedures", "events"}
	case "page", "pageextension", "pagecustomization":
		return []string{"controls", "actions", "procedures", "events"}
	case "enum", "enumextension":
		return []string{"values"}
	case "codeunit", "report", "reportextension", "query", "xmlport", "interface", "controladdin":
		return []string{"procedures", "events"}
	}
	return []string{"properties"}
}

// DescribeObjectArgs are the parameters of describe_object.
type DescribeObjectArgs struct {
	ProjectPath *string  `json:"projectPath,omitempty"`
	ObjectType  *string  `json:"objectType,omitempty"`
	Object      *string  `json:"object,omitempty"`
	Projections []string `json:"projections,omitempty"`
	Limit       *int     `json:"limit,omitempty"`
	Cursor      *string  `json:"cursor,omitempty"`
}

var describeObjectParams = paramSet{
	{name: "projectPath", kind: kindString, desc: projectPathDesc},
	{name: "objectType", kind: kindString, required: true, enum: objectTypes, desc: objectTypeDesc},
	{name: "object", kind: kindNameOrID, required: true, desc: objectDesc},
	{name: "projections", kind: kindStringArray, desc: "Lists: fields, keys, procedures, events, values, controls, actions, properties (default: the kind's)."},
	limitParam(describeDefaultLimit, describeMaxLimit, "entries of each list"),
	{name: "cursor", kind: kindString, desc: cursorDesc},
}

// FieldEntry is a table field of describe_object.
type FieldEntry struct {
	ID            int    `json:"id"`
	Name          string `json:"name"`
	Type          string `json:"type"`
	Class         string `json:"class,omitempty"`
	Caption       string `json:"caption,omitempty"`
	OptionMembers string `json:"optionMembers,omitempty"`
	Access        string `json:"access,omitempty"`
	Obsolete      string `json:"obsolete,omitempty"`
	// Extension is the extension object that adds the member (absent for
	// the object's own).
	Extension string `json:"extension,omitempty"`
}

// KeyEntry is a table key.
type KeyEntry struct {
	Name      string   `json:"name"`
	Fields    []string `json:"fields"`
	Extension string   `json:"extension,omitempty"`
}

// ProcedureEntry is a procedure or event.
type ProcedureEntry struct {
	Name      string `json:"name"`
	Signature string `json:"signature"`
	EventType string `json:"eventType,omitempty"`
	Access    string `json:"access,omitempty"`
	Obsolete  string `json:"obsolete,omitempty"`
	Extension string `json:"extension,omitempty"`
}

// ValueEntry is an enum value.
type ValueEntry struct {
	ID        int    `json:"id"`
	Name      string `json:"name"`
	Caption   string `json:"caption,omitempty"`
	Obsolete  string `json:"obsolete,omitempty"`
	Extension string `json:"extension,omitempty"`
}

// ControlEntry is a page control or action (see symbols.Control).
type ControlEntry struct {
	Kind      string `json:"kind"`
	Name      string `json:"name"`
	Source    string `json:"source,omitempty"`
	Parent    string `json:"parent,omitempty"`
	Change    string `json:"change,omitempty"`
	Anchor    string `json:"anchor,omitempty"`
	Extension string `json:"extension,omitempty"`
}

// PropertyEntry is an object property as written.
type PropertyEntry struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// DescribeObjectResult is the result of describe_object. The lists are
// present when asked for; counts gives each list's total and offsets the
// index of each list's first entry in this page.
type DescribeObjectResult struct {
	Object      SymbolHit         `json:"object"`
	Extensions  []SymbolHit       `json:"extensions"`
	Projections []string          `json:"projections"`
	Counts      map[string]int    `json:"counts"`
	Offsets     map[string]int    `json:"offsets"`
	Truncated   bool              `json:"truncated"`
	NextCursor  string            `json:"nextCursor,omitempty"`
	Fields      *[]FieldEntry     `json:"fields,omitempty"`
	Keys        *[]KeyEntry       `json:"keys,omitempty"`
	Procedures  *[]ProcedureEntry `json:"procedures,omitempty"`
	Events      *[]ProcedureEntry `json:"events,omitempty"`
	Values      *[]ValueEntry     `json:"values,omitempty"`
	Controls    *[]ControlEntry   `json:"controls,omitempty"`
	Actions     *[]ControlEntry   `json:"actions,omitempty"`
	Properties  *[]PropertyEntry  `json:"properties,omitempty"`
	Warnings    []string          `json:"warnings"`
}

// DescribeObject runs the describe_object tool.
func DescribeObject(ctx context.Context, ws *workspace.Workspace, args DescribeObjectArgs) (*DescribeObjectResult, *ToolError) {
	ref, te := objectArg(args.ObjectType, args.Object, true)
	if te != nil {
		return nil, te
	}
	var projections []string
	for _, pr := range args.Projections {
		pr = strings.ToLower(strings.TrimSpace(pr))
		if !slices.Contains(projectionNames, pr) {
			return nil, invalidf("parameter 'projections' has an unknown list %q; use %s", echo(pr), strings.Join(projectionNames, ", "))
		}
		if !slices.Contains(projections, pr) {
			projections = append(projections, pr)
		}
	}
	if len(projections) == 0 {
		projections = defaultProjections(ref.Kind)
	}
	// Result order, whatever the order asked.
	slices.SortFunc(projections, func(a, b string) int { return slices.Index(projectionNames, a) - slices.Index(projectionNames, b) })
	p, te := symbolProject(ws, args.ProjectPath)
	if te != nil {
		return nil, te
	}
	page, te := pageArgs(args.Limit, describeDefaultLimit, args.Cursor,
		query.QueryArgs("describe_object", p.Root, ref.Kind, strings.ToLower(ref.Name), strings.Join(projections, ",")))
	if te != nil {
		return nil, te
	}
	d, err := query.DescribeObject(ctx, p, *ref)
	if err != nil {
		return nil, symbolError(err, "describe_object")
	}
	lists := describeLists(d)
	totals := make([]int, len(projections))
	for i, pr := range projections {
		totals[i] = lists[pr].n
	}
	offsets := make([]int, len(projections))
	if page.Cursor != "" {
		if offsets, err = query.ResumeQuery(page.Cursor, d.Digest, page.Args, totals); err != nil {
			return nil, symbolError(err, "describe_object")
		}
	}
	res := &DescribeObjectResult{Object: symbolHit(d.Object), Extensions: []SymbolHit{}, Projections: projections,
		Counts: map[string]int{}, Offsets: map[string]int{}, Warnings: orNoWarnings(d.Warnings)}
	for _, e := range d.Extensions {
		res.Extensions = append(res.Extensions, symbolHit(e))
	}
	// Page sizes: limit each, then halve the longest until the result fits.
	sizes := make([]int, len(projections))
	for i := range projections {
		sizes[i] = min(page.Limit, totals[i]-offsets[i])
	}
	apply := func() {
		res.Truncated = false
		var next []int
		for i, pr := range projections {
			lists[pr].set(res, offsets[i], sizes[i])
			res.Counts[pr], res.Offsets[pr] = totals[i], offsets[i]
			next = append(next, offsets[i]+sizes[i])
			if offsets[i]+sizes[i] < totals[i] {
				res.Truncated = true
			}
		}
		res.NextCursor = ""
		if res.Truncated {
			res.NextCursor = query.QueryCursor(next, d.Digest, page.Args)
		}
	}
	for {
		apply()
		if resultBytes(res) <= SymbolResultBytes {
			break
		}
		longest := -1
		for i, n := range sizes {
			if n > 1 && (longest < 0 || n > sizes[longest]) {
				longest = i
			}
		}
		if longest < 0 {
			break // one entry of each list: the smallest page there is
		}
		sizes[longest] /= 2
	}
	return res, nil
}

// describeList is one list of a description: its length and how to put
// a window of it into the result.
type describeList struct {
	n   int
	set func(res *DescribeObjectResult, offset, n int)
}

func describeLists(d *query.ObjectDescription) map[string]describeList {
	ext := func(from int) string {
		if from < 0 || from >= len(d.Extensions) {
			return ""
		}
		return d.Extensions[from].Name
	}
	fields := make([]FieldEntry, len(d.Fields))
	for i, f := range d.Fields {
		fields[i] = FieldEntry{ID: f.ID, Name: f.Name, Type: f.Type, Class: f.Class, Caption: f.Caption, OptionMembers: f.OptionMembers,
			Access: f.Access, Obsolete: f.Obsolete, Extension: ext(f.From)}
	}
	keys := make([]KeyEntry, len(d.Keys))
	for i, k := range d.Keys {
		keys[i] = KeyEntry{Name: k.Name, Fields: orNoWarnings(k.Fields), Extension: ext(k.From)}
	}
	procs := func(ms []query.MemberInfo) []ProcedureEntry {
		out := make([]ProcedureEntry, len(ms))
		for i, m := range ms {
			out[i] = ProcedureEntry{Name: m.Name, Signature: m.Signature, EventType: m.EventType, Access: m.Access, Obsolete: m.Obsolete, Extension: ext(m.From)}
		}
		return out
	}
	procedures, events := procs(d.Procedures), procs(d.Events)
	values := make([]ValueEntry, len(d.Values))
	for i, v := range d.Values {
		values[i] = ValueEntry{ID: v.ID, Name: v.Name, Caption: v.Caption, Obsolete: v.Obsolete, Extension: ext(v.From)}
	}
	controls := func(cs []query.ControlInfo) []ControlEntry {
		out := make([]ControlEntry, len(cs))
		for i, c := range cs {
			out[i] = ControlEntry{Kind: c.Kind, Name: c.Name, Source: c.Source, Parent: c.Parent, Change: c.Change, Anchor: c.Anchor, Extension: ext(c.From)}
		}
		return out
	}
	ctrls, actions := controls(d.Controls), controls(d.Actions)
	props := make([]PropertyEntry, len(d.Properties))
	for i, p := range d.Properties {
		props[i] = PropertyEntry{Name: p.Name, Value: p.Value}
	}
	return map[string]describeList{
		"fields":     {len(fields), func(r *DescribeObjectResult, o, n int) { r.Fields = window(fields, o, n) }},
		"keys":       {len(keys), func(r *DescribeObjectResult, o, n int) { r.Keys = window(keys, o, n) }},
		"procedures": {len(procedures), func(r *DescribeObjectResult, o, n int) { r.Procedures = window(procedures, o, n) }},
		"events":     {len(events), func(r *DescribeObjectResult, o, n int) { r.Events = window(events, o, n) }},
		"values":     {len(values), func(r *DescribeObjectResult, o, n int) { r.Values = window(values, o, n) }},
		"controls":   {len(ctrls), func(r *DescribeObjectResult, o, n int) { r.Controls = window(ctrls, o, n) }},
		"actions":    {len(actions), func(r *DescribeObjectResult, o, n int) { r.Actions = window(actions, o, n) }},
		"properties": {len(props), func(r *DescribeObjectResult, o, n int) { r.Properties = window(props, o, n) }},
	}
}

// window returns a pointer to list[offset:offset+n] (never nil: an empty
// list is `[]`).
func window[T any](list []T, offset, n int) *[]T {
	offset = min(offset, len(list))
	w := list[offset:min(len(list), offset+max(n, 0))]
	if w == nil {
		w = []T{}
	}
	return &w
}
