package tools

import (
	"context"

	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/workspace"
	"github.com/alfix/alfix/workspace/query"
)

const freeIDsDesc = "Next free ids in app.json idRanges over every loaded app: object ids per kind, or with object a table's field or an enum's value ids. Nothing is reserved."

// Defaults and maxima of free_ids.
const (
	freeIDsDefaultCount = 5
	freeIDsMaxCount     = 100
)

// FreeIDsArgs are the parameters of free_ids.
type FreeIDsArgs struct {
	ProjectPath *string `json:"projectPath,omitempty"`
	ObjectType  *string `json:"objectType,omitempty"`
	Object      *string `json:"object,omitempty"`
	// Limit was count (still accepted, with a deprecation note).
	Limit *int `json:"limit,omitempty"`
	deprecations
}

var freeIDsParams = paramSet{
	{name: "projectPath", kind: kindString, desc: projectPathDesc},
	{name: "objectType", kind: kindString, enum: idKinds(), desc: "Only this kind; with object: table or enum."},
	{name: "object", kind: kindNameOrID, desc: "Table (field ids) or enum (value ids): name or id."},
	{name: "limit", old: "count", kind: kindInt, max: freeIDsMaxCount, desc: "Free ids per kind (default 5)."},
}

// idKinds are the object kinds that have ids.
func idKinds() []string {
	var out []string
	for _, k := range symbols.ObjectKinds {
		if symbols.HasIDs(k) {
			out = append(out, k)
		}
	}
	return out
}

// IDRangeEntry is an id range, both ends inclusive.
type IDRangeEntry struct {
	From int `json:"from"`
	To   int `json:"to"`
}

// FreeIDsEntry is the free ids of one kind.
type FreeIDsEntry struct {
	// Kind is an object kind, or field or enumvalue.
	Kind string `json:"kind"`
	// Next is the first free id (absent when the ranges are full); Free
	// the first count free ids.
	Next *int  `json:"next,omitempty"`
	Free []int `json:"free"`
	// Ranges are the ranges searched; Taken how many of their ids are
	// used, Size how many they hold.
	Ranges []IDRangeEntry `json:"ranges"`
	Taken  int            `json:"taken"`
	Size   int            `json:"size"`
	// Note says where the ranges come from when they are not app.json's.
	Note string `json:"note,omitempty"`
}

// FreeIDsResult is the result of free_ids.
type FreeIDsResult struct {
	// IDRanges are app.json's idRanges.
	IDRanges []IDRangeEntry `json:"idRanges"`
	// Object is the table or enum of a field or value query.
	Object   *SymbolHit     `json:"object,omitempty"`
	Results  []FreeIDsEntry `json:"results"`
	Warnings []string       `json:"warnings"`
}

// FreeIDs runs the free_ids tool.
func FreeIDs(ctx context.Context, ws *workspace.Workspace, args FreeIDsArgs) (*FreeIDsResult, *ToolError) {
	req := query.FreeIDsRequest{Count: freeIDsDefaultCount}
	if args.Limit != nil {
		req.Count = *args.Limit
	}
	if args.Object != nil {
		ref, te := objectArg(args.ObjectType, args.Object, true)
		if te != nil {
			return nil, te
		}
		switch ref.Kind {
		case "table", "tableextension", "enum", "enumextension":
		default:
			return nil, invalidf("parameter 'objectType' must be table or enum (or their extensions) with 'object', not %s: only fields and enum values have ids inside an object", ref.Kind)
		}
		req.Object = ref
	} else if args.ObjectType != nil {
		req.Kind = *args.ObjectType
	}
	p, te := symbolProject(ws, args.ProjectPath)
	if te != nil {
		return nil, te
	}
	r, err := query.FreeIDs(ctx, p, req)
	if err != nil {
		return nil, symbolError(err, "free_ids")
	}
	res := &FreeIDsResult{IDRanges: rangeEntries(r.Ranges), Results: []FreeIDsEntry{}, Warnings: append(orNoWarnings(r.Warnings), args.Notes...)}
	if r.Object != nil {
		h := symbolHit(*r.Object)
		res.Object = &h
	}
	for _, rep := range r.Reports {
		e := FreeIDsEntry{Kind: rep.Kind, Free: rep.Free, Ranges: rangeEntries(rep.Ranges), Taken: rep.Taken, Size: rep.Size, Note: rep.Note}
		if len(rep.Free) > 0 {
			e.Next = intPtr(rep.Free[0])
		}
		res.Results = append(res.Results, e)
	}
	return res, nil
}

func rangeEntries(rs []symbols.IDRange) []IDRangeEntry {
	out := []IDRangeEntry{}
	for _, r := range rs {
		out = append(out, IDRangeEntry{From: r.From, To: r.To})
	}
	return out
}
