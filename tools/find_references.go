package tools

import (
	"context"
	"strings"

	"github.com/alfix/alfix/workspace"
	"github.com/alfix/alfix/workspace/query"
)

const findReferencesDesc = "Where the project's code uses an object, field, procedure, event or enum value: each reference's place and routine, and callers per routine."

// Defaults and maxima of find_references.
const (
	findReferencesDefaultLimit = 50
	findReferencesMaxLimit     = 500
	maxCallers                 = 20
)

// FindReferencesArgs are the parameters of find_references.
type FindReferencesArgs struct {
	ProjectPath *string `json:"projectPath,omitempty"`
	ObjectType  *string `json:"objectType,omitempty"`
	Object      *string `json:"object,omitempty"`
	Member      *string `json:"member,omitempty"`
	MemberKind  *string `json:"memberKind,omitempty"`
	Limit       *int    `json:"limit,omitempty"`
	Cursor      *string `json:"cursor,omitempty"`
}

var findReferencesParams = paramSet{
	{name: "projectPath", kind: kindString, desc: projectPathDesc},
	{name: "objectType", kind: kindString, required: true, enum: objectTypes, desc: objectTypeDesc},
	{name: "object", kind: kindNameOrID, required: true, desc: objectDesc},
	{name: "member", kind: kindString, desc: "Field, procedure, event or enum value (default: the object)."},
	{name: "memberKind", kind: kindString, enum: memberKinds[:4], desc: memberKindDesc},
	limitParam(findReferencesDefaultLimit, findReferencesMaxLimit, "references"),
	{name: "cursor", kind: kindString, desc: cursorDesc},
}

// CallerRef is the code a reference is in.
type CallerRef struct {
	ObjectType string `json:"objectType"`
	Object     string `json:"object"`
	ID         *int   `json:"id,omitempty"`
	// Routine is the procedure or trigger (absent in a property or a
	// control outside code); Element the field, control or action whose
	// trigger it is.
	Routine string `json:"routine,omitempty"`
	Element string `json:"element,omitempty"`
}

// ReferenceEntry is one reference.
type ReferenceEntry struct {
	FilePath  string `json:"filePath"`
	Line      int    `json:"line"`
	Column    int    `json:"column"`
	EndLine   int    `json:"endLine"`
	EndColumn int    `json:"endColumn"`
	// Kind is call, read, write, readwrite, type, name, extends,
	// implements, property, element, subscriber, value or modify.
	Kind   string    `json:"kind"`
	Caller CallerRef `json:"caller"`
	// Text is the reference's line, trimmed (at most 160 bytes).
	Text string `json:"text"`
}

// CallerEntry counts the references of one routine.
type CallerEntry struct {
	CallerRef
	Count int `json:"count"`
}

// ReferenceStats say what the search read.
type ReferenceStats struct {
	FilesSearched int   `json:"filesSearched"`
	FilesParsed   int   `json:"filesParsed"`
	ElapsedMs     int64 `json:"elapsedMs"`
}

// FindReferencesResult is the result of find_references.
type FindReferencesResult struct {
	Target SymbolHit `json:"target"`
	PageFields
	References []ReferenceEntry `json:"references"`
	// Callers are the routines with most references (at most 20; every
	// page lists the same); CallerCount counts them all.
	Callers     []CallerEntry  `json:"callers"`
	CallerCount int            `json:"callerCount"`
	Stats       ReferenceStats `json:"stats"`
	Warnings    []string       `json:"warnings"`
}

// FindReferences runs the find_references tool.
func FindReferences(ctx context.Context, ws *workspace.Workspace, args FindReferencesArgs) (*FindReferencesResult, *ToolError) {
	ref, te := objectArg(args.ObjectType, args.Object, true)
	if te != nil {
		return nil, te
	}
	member, kind, te := memberArg(args.Member, args.MemberKind, false)
	if te != nil {
		return nil, te
	}
	p, te := symbolProject(ws, args.ProjectPath)
	if te != nil {
		return nil, te
	}
	argDigest := query.QueryArgs("find_references", p.Root, ref.Kind, strings.ToLower(ref.Name), strings.ToLower(member), kind)
	page, te := pageArgs(args.Limit, findReferencesDefaultLimit, args.Cursor, argDigest)
	if te != nil {
		return nil, te
	}
	r, err := query.FindReferences(ctx, p, query.ReferencesRequest{Object: *ref, Member: member, MemberKind: kind, Page: page})
	if err != nil {
		return nil, symbolError(err, "find_references")
	}
	res := &FindReferencesResult{Target: symbolHit(r.Target), References: []ReferenceEntry{}, Callers: []CallerEntry{},
		CallerCount: len(r.Callers), Warnings: orNoWarnings(r.Warnings),
		Stats: ReferenceStats{FilesSearched: r.FilesSearched, FilesParsed: r.FilesParsed, ElapsedMs: r.Elapsed.Milliseconds()}}
	for _, c := range r.Callers[:min(len(r.Callers), maxCallers)] {
		res.Callers = append(res.Callers, CallerEntry{CallerRef: callerRef(c.CallerInfo), Count: c.Count})
	}
	all := make([]ReferenceEntry, 0, len(r.References))
	for _, x := range r.References {
		all = append(all, ReferenceEntry{FilePath: x.Path, Line: x.Line, Column: x.Column, EndLine: x.EndLine, EndColumn: x.EndColumn,
			Kind: x.Kind, Caller: callerRef(x.Caller), Text: x.Text})
	}
	n := fitCount(len(all), func(n int) bool {
		res.References = all[:n]
		res.set(r.Page, n, argDigest)
		return resultBytes(res) <= SymbolResultBytes
	})
	res.References = all[:n]
	res.set(r.Page, n, argDigest)
	return res, nil
}

func callerRef(c query.CallerInfo) CallerRef {
	r := CallerRef{ObjectType: c.ObjectKind, Object: c.ObjectName, Routine: c.Routine, Element: c.Element}
	if c.ObjectID != 0 {
		r.ID = intPtr(c.ObjectID)
	}
	return r
}
