package query

import (
	"context"
	"fmt"
	"slices"

	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/workspace"
)

// FreeIDsRequest asks for free ids: of objects of Kind (every kind that
// has ids when ""), or, with Object, of the fields of a table or the
// values of an enum. Count is how many to list per kind.
type FreeIDsRequest struct {
	Kind   string
	Object *ObjectRef
	Count  int
}

// IDReport is the free ids of one kind.
type IDReport struct {
	// Kind is an object kind, or field or enumvalue.
	Kind string
	// Ranges are the ranges searched (merged); Free the first free ids in
	// them; Taken how many ids of the ranges are used, Size how many the
	// ranges hold.
	Ranges      []symbols.IDRange
	Free        []int
	Taken, Size int
	// Note says where the ranges come from when they are not app.json's.
	Note string
}

// FreeIDsResult is the answer of free_ids.
type FreeIDsResult struct {
	// Ranges are the app's idRanges as app.json declares them.
	Ranges []symbols.IDRange
	// Object is the table or enum of a field or value request.
	Object   *SymbolInfo
	Reports  []IDReport
	Warnings []string
}

// maxOwnID is the largest id a field or enum value may have.
const maxOwnID = 1_999_999_999

// FreeIDs finds free ids inside the project's app.json idRanges, counting
// every object (field, enum value) of the project and of every loaded
// dependency: object ids per kind; a table's field ids counting the table
// and every extension of it; an enum's value ids counting its extensions.
// A table or enum of the project's own may use any id: its free ids follow
// the highest one it declares. No idRanges is a NoIDRanges error when they
// are needed.
func FreeIDs(ctx context.Context, p *workspace.Project, req FreeIDsRequest) (*FreeIDsResult, error) {
	v, err := symbolViewOf(ctx, p)
	if err != nil {
		return nil, err
	}
	var ranges []symbols.IDRange
	for _, r := range v.cfg.Manifest.IDRanges {
		ranges = append(ranges, symbols.IDRange{From: r.From, To: r.To})
	}
	res := &FreeIDsResult{Ranges: ranges, Warnings: v.warnings()}
	if !v.sum.Complete() {
		res.Warnings = append(res.Warnings, "ids used by the dependencies that are not loaded are not counted")
	}
	count := max(req.Count, 1)
	noRanges := &SymbolError{Problem: NoIDRanges, What: "free ids of " + p.Root,
		Why: fmt.Sprintf("%s declares no idRanges", "app.json")}
	if req.Object == nil {
		if len(ranges) == 0 {
			return nil, noRanges
		}
		kinds := []string{req.Kind}
		if req.Kind == "" {
			kinds = slices.DeleteFunc(slices.Clone(symbols.ObjectKinds), func(k string) bool { return !symbols.HasIDs(k) })
		}
		for _, k := range kinds {
			free, taken, size := symbols.FreeIDs(v.sum.UsedObjectIDs(k), ranges, count)
			res.Reports = append(res.Reports, IDReport{Kind: k, Ranges: symbols.MergeRanges(ranges), Free: orEmpty(free), Taken: taken, Size: size})
		}
		return res, nil
	}
	o, err := v.object(*req.Object)
	if err != nil {
		return nil, err
	}
	if b := symbols.BaseKind(o.Kind); b != "" {
		if base := v.sum.ObjectIn(b, o.ExtendsNamespace, o.Extends); base != nil {
			o = base
		}
	}
	info := v.info(v.objectSymbol(o))
	res.Object = &info
	rep := IDReport{Kind: symbols.KindField}
	var used []int
	var own int // the highest id the object itself declares
	switch o.Kind {
	case "table":
		used = v.sum.UsedFieldIDs(o)
		for _, f := range o.Fields {
			own = max(own, f.ID)
		}
	case "enum":
		rep.Kind = symbols.KindEnumValue
		used = v.sum.UsedValueIDs(o)
		for _, ev := range o.Values {
			own = max(own, ev.ID)
		}
	default:
		return nil, &SymbolError{Problem: SymbolNotFound, What: "free ids in " + describeSymbol(info),
			Why: "only tables (field ids) and enums (value ids) have member ids"}
	}
	rs := ranges
	if v.sum.IsOwn(o) {
		rs = []symbols.IDRange{{From: own + 1, To: maxOwnID}}
		rep.Note = fmt.Sprintf("%s %s is the project's own: its %ss may take any id; these follow the highest one it declares (%d)",
			o.Kind, symbols.QuoteName(o.Name), rep.Kind, own)
	} else if len(rs) == 0 {
		return nil, noRanges
	}
	rep.Ranges = symbols.MergeRanges(rs)
	free, taken, size := symbols.FreeIDs(used, rs, count)
	rep.Free, rep.Taken, rep.Size = orEmpty(free), taken, size
	res.Reports = append(res.Reports, rep)
	return res, nil
}

func orEmpty(ids []int) []int {
	if ids == nil {
		return []int{}
	}
	return ids
}
