package tools

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/workspace"
	"github.com/alfix/alfix/workspace/query"
)

const callHierarchyDesc = "Callers or callees of a procedure or trigger to a depth (calls, runs, interfaces, events, table triggers); for a table: the code that reads or writes it; direction unused: dead procedures, events and globals."

// Defaults and maxima of call_hierarchy.
const (
	callHierarchyDefaultLimit = 100
	callHierarchyMaxLimit     = 1000
	callHierarchyMaxDepth     = 5
)

// CallHierarchyArgs are the parameters of call_hierarchy.
type CallHierarchyArgs struct {
	ProjectPath *string `json:"projectPath,omitempty"`
	ObjectType  *string `json:"objectType,omitempty"`
	Object      *string `json:"object,omitempty"`
	Member      *string `json:"member,omitempty"`
	Direction   *string `json:"direction,omitempty"`
	Depth       *int    `json:"depth,omitempty"`
	Limit       *int    `json:"limit,omitempty"`
	Cursor      *string `json:"cursor,omitempty"`
}

var callHierarchyParams = paramSet{
	{name: "projectPath", kind: kindString, desc: projectPathDesc},
	{name: "objectType", kind: kindString, desc: objectTypeDesc},
	{name: "object", kind: kindNameOrID, desc: objectDesc},
	{name: "member", kind: kindString, desc: "Procedure or trigger (Run, \"No.\".OnValidate)."},
	{name: "direction", kind: kindString, enum: []string{"incoming", "outgoing", "reads", "writes", "unused"}, desc: "Default incoming (table: both); unused: dead code."},
	{name: "depth", kind: kindInt, max: callHierarchyMaxDepth, desc: "Default 1."},
	limitParam(callHierarchyDefaultLimit, callHierarchyMaxLimit, "edges"),
	{name: "cursor", kind: kindString, desc: cursorDesc},
}

// CallHierarchyResult is the result of call_hierarchy. Each entry of
// Edges is one line of text (short for an agent to read, and for
// tools/list's budget): an edge of the call graph written
// `DEPTH KIND FROM -> TO at FILE:LINE:COLUMN via N`, where KIND is call,
// run, implements, event, trigger or trigger-event, routines are written
// `codeunit "Sales-Post".OnRun`, the place is absent for interface and
// event edges (declarations make them) and `via N` names the entry (its
// index in the whole listing) the edge continues, absent at depth 1; or,
// for a table, one operation on it, `OP FROM -> TABLE[ FIELD] at
// FILE:LINE:COLUMN[ temporary]` with OP read, insert, modify, delete or
// validate.
type CallHierarchyResult struct {
	PageFields
	Edges    []string `json:"edges"`
	Warnings []string `json:"warnings"`
}

// CallHierarchy runs the call_hierarchy tool.
func CallHierarchy(ctx context.Context, ws *workspace.Workspace, args CallHierarchyArgs) (*CallHierarchyResult, *ToolError) {
	unused := args.Direction != nil && strings.EqualFold(*args.Direction, "unused")
	ref, te := objectArg(args.ObjectType, args.Object, !unused)
	if te != nil {
		return nil, te
	}
	if ref != nil && !slices.Contains(objectTypes, strings.ToLower(ref.Kind)) {
		return nil, invalidf("parameter 'objectType' must be one of %s", strings.Join(objectTypes, ", "))
	}
	if unused {
		return deadCode(ctx, ws, args, ref)
	}
	if !slices.Contains(objectTypes, strings.ToLower(ref.Kind)) {
		return nil, invalidf("parameter 'objectType' must be one of %s", strings.Join(objectTypes, ", "))
	}
	req := query.CallsRequest{Object: *ref, Incoming: true, Depth: 1}
	if args.Member != nil {
		if te := checkName("member", *args.Member); te != nil {
			return nil, te
		}
		req.Element, req.Member = splitTrigger(strings.TrimSpace(*args.Member))
	}
	if args.Direction != nil {
		switch d := strings.ToLower(*args.Direction); d {
		case "incoming", "outgoing":
			if req.Member == "" {
				return nil, invalidf("parameter 'direction' %s needs 'member' (a table without member takes reads or writes)", d)
			}
			req.Incoming = d == "incoming"
		default:
			if req.Member != "" {
				return nil, invalidf("parameter 'direction' %s is for a table without 'member'", d)
			}
			req.Ops = []string{"read"}
			if d == "writes" {
				req.Ops = []string{"delete", "insert", "modify", "validate"}
			}
		}
	}
	if args.Depth != nil {
		req.Depth = *args.Depth
	}
	p, te := symbolProject(ws, args.ProjectPath)
	if te != nil {
		return nil, te
	}
	argDigest := query.QueryArgs("call_hierarchy", p.Root, strings.ToLower(ref.Kind), strings.ToLower(ref.Name), strings.ToLower(req.Member),
		strings.ToLower(req.Element), fmt.Sprint(req.Incoming, req.Depth), strings.Join(req.Ops, ","))
	page, te := pageArgs(args.Limit, callHierarchyDefaultLimit, args.Cursor, argDigest)
	if te != nil {
		return nil, te
	}
	req.Page = page
	r, err := query.CallHierarchy(ctx, p, req)
	if err != nil {
		return nil, symbolError(err, "call_hierarchy")
	}
	res := &CallHierarchyResult{Warnings: orNoWarnings(r.Warnings)}
	all := make([]string, 0, len(r.Calls)+len(r.Ops))
	for _, o := range r.Ops {
		to := routineText(query.RoutineInfo{ObjectKind: r.Target.ObjectKind, Object: r.Target.Object, Element: o.Field})
		e := fmt.Sprintf("%s %s -> %s%s", o.Op, routineText(o.From), to, at(o.Path, o.Line, o.Column))
		if o.Temporary {
			e += " temporary"
		}
		all = append(all, e)
	}
	for _, c := range r.Calls {
		e := fmt.Sprintf("%d %s %s -> %s%s", c.Depth, c.Kind, routineText(c.From), routineText(c.To), at(c.Path, c.Line, c.Column))
		if c.Via >= 0 {
			e += fmt.Sprintf(" via %d", c.Via)
		}
		all = append(all, e)
	}
	n := fitCount(len(all), func(n int) bool {
		res.Edges = all[:n]
		res.set(r.Page, n, argDigest)
		return resultBytes(res) <= SymbolResultBytes
	})
	res.Edges = all[:n]
	res.set(r.Page, n, argDigest)
	return res, nil
}

// deadCode answers call_hierarchy's direction unused: the project's dead
// members (of one object when named), each a line `KIND REACH MEMBER at
// FILE:LINE:COLUMN[ fix KEY][ written]` with KIND procedure, event or
// global, REACH who may use it by the access rules (local, internal,
// protected, public), KEY the rule fix that removes it through apply_fix
// (LC0052.RemoveProcedure, AA0228.RemoveProcedure) and written on a
// global that code assigns but never reads.
func deadCode(ctx context.Context, ws *workspace.Workspace, args CallHierarchyArgs, ref *query.ObjectRef) (*CallHierarchyResult, *ToolError) {
	if args.Member != nil || args.Depth != nil {
		return nil, invalidf("parameter 'direction' unused takes no 'member' or 'depth'")
	}
	p, te := symbolProject(ws, args.ProjectPath)
	if te != nil {
		return nil, te
	}
	kind, name := "", ""
	if ref != nil {
		kind, name = strings.ToLower(ref.Kind), strings.ToLower(ref.Name)
	}
	argDigest := query.QueryArgs("call_hierarchy", p.Root, "unused", kind, name)
	page, te := pageArgs(args.Limit, callHierarchyDefaultLimit, args.Cursor, argDigest)
	if te != nil {
		return nil, te
	}
	r, err := query.Unused(ctx, p, query.UnusedRequest{Object: ref, Page: page})
	if err != nil {
		return nil, symbolError(err, "call_hierarchy")
	}
	res := &CallHierarchyResult{Warnings: orNoWarnings(r.Warnings)}
	all := make([]string, len(r.Items))
	for i, d := range r.Items {
		e := fmt.Sprintf("%s %s %s%s", d.Kind, d.Reach, routineText(d.Member), at(d.Path, d.Line, d.Column))
		if d.Fix != "" {
			e += " fix " + d.Fix
		}
		if d.Written {
			e += " written"
		}
		all[i] = e
	}
	n := fitCount(len(all), func(n int) bool {
		res.Edges = all[:n]
		res.set(r.Page, n, argDigest)
		return resultBytes(res) <= SymbolResultBytes
	})
	res.Edges = all[:n]
	res.set(r.Page, n, argDigest)
	return res, nil
}

func at(path string, line, col int) string {
	if path == "" {
		return ""
	}
	return fmt.Sprintf(" at %s:%d:%d", path, line, col)
}

// splitTrigger splits an element trigger written `"No.".OnValidate` (or
// No.OnValidate) into the element and the trigger; other names come back
// whole, with no element.
func splitTrigger(member string) (element, name string) {
	i := strings.LastIndexByte(member, '.')
	if i <= 0 {
		return "", member
	}
	trig := member[i+1:]
	if len(trig) < 3 || !strings.EqualFold(trig[:2], "on") || strings.ContainsAny(trig, "\" ") {
		return "", member
	}
	return strings.TrimSpace(member[:i]), trig
}

// routineText writes a routine as `codeunit "Sales-Post".OnRun` (a table
// alone: `table "G/L Entry"`).
func routineText(r query.RoutineInfo) string {
	s := r.ObjectKind + " " + symbols.QuoteName(r.Object)
	if r.Element != "" {
		s += " " + symbols.QuoteName(r.Element)
	}
	if r.Name != "" {
		s += "." + symbols.QuoteName(r.Name)
	}
	return s
}
