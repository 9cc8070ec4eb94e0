package tools

import (
	"context"
	"strings"

	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/workspace"
	"github.com/alfix/alfix/workspace/query"
)

const findSymbolsDesc = "Find declarations by name (objects, fields, procedures, events, enum values) in the project and its dependencies: signature, app, source. NotFound lists the closest names."

// Defaults and maxima of find_symbols.
const (
	findSymbolsDefaultLimit = 25
	findSymbolsMaxLimit     = 200
)

// FindSymbolsArgs are the parameters of find_symbols.
type FindSymbolsArgs struct {
	ProjectPath *string  `json:"projectPath,omitempty"`
	Query       *string  `json:"query,omitempty"`
	Match       *string  `json:"match,omitempty"`
	Kinds       []string `json:"kinds,omitempty"`
	Scope       *string  `json:"scope,omitempty"`
	ObjectType  *string  `json:"objectType,omitempty"`
	Object      *string  `json:"object,omitempty"`
	Limit       *int     `json:"limit,omitempty"`
	Cursor      *string  `json:"cursor,omitempty"`
}

var findSymbolsParams = paramSet{
	{name: "projectPath", kind: kindString, desc: projectPathDesc},
	{name: "query", kind: kindString, required: true, desc: "The name (any case, quotes optional)."},
	{name: "match", kind: kindString, enum: []string{"exact", "prefix", "fuzzy"}, desc: "prefix (default); fuzzy ignores punctuation, finds substrings, typos."},
	{name: "kinds", kind: kindStringArray, desc: "Only these: an object kind, object, field, procedure, event, enumvalue."},
	{name: "scope", kind: kindString, enum: []string{"all", "project", "dependencies"}, desc: "Own files, dependencies, or all (default)."},
	{name: "objectType", kind: kindString, enum: objectTypes, desc: "With object: search its members."},
	{name: "object", kind: kindNameOrID, desc: objectDesc},
	limitParam(findSymbolsDefaultLimit, findSymbolsMaxLimit, "hits"),
	{name: "cursor", kind: kindString, desc: cursorDesc},
}

// FindSymbolsResult is the result of find_symbols.
type FindSymbolsResult struct {
	Query string `json:"query"`
	Match string `json:"match"`
	PageFields
	Symbols  []SymbolHit `json:"symbols"`
	Warnings []string    `json:"warnings"`
}

// FindSymbols runs the find_symbols tool.
func FindSymbols(ctx context.Context, ws *workspace.Workspace, args FindSymbolsArgs) (*FindSymbolsResult, *ToolError) {
	if te := checkName("query", deref(args.Query)); te != nil {
		return nil, te
	}
	q := strings.Trim(strings.TrimSpace(deref(args.Query)), `"`)
	req := query.SymbolSearch{Text: q, Match: symbols.MatchPrefix}
	match := "prefix"
	if args.Match != nil {
		match = *args.Match
	}
	switch match {
	case "exact":
		req.Match = symbols.MatchExact
	case "fuzzy":
		req.Match = symbols.MatchFuzzy
	}
	for _, k := range args.Kinds {
		k = strings.ToLower(strings.TrimSpace(k))
		if k != "object" && !symbols.IsObjectKind(k) && k != symbols.KindField && k != symbols.KindProcedure && k != symbols.KindEvent && k != symbols.KindEnumValue {
			return nil, invalidf("parameter 'kinds' has an unknown kind %q; use object kinds (%s), object, field, procedure, event or enumvalue", echo(k), strings.Join(objectTypes, ", "))
		}
		req.Kinds = append(req.Kinds, k)
	}
	scope := "all"
	if args.Scope != nil {
		scope = *args.Scope
	}
	switch scope {
	case "project":
		req.Scope = symbols.ScopeProject
	case "dependencies":
		req.Scope = symbols.ScopeDependencies
	}
	within, te := objectArg(args.ObjectType, args.Object, false)
	if te != nil {
		return nil, te
	}
	req.Within = within
	p, te := symbolProject(ws, args.ProjectPath)
	if te != nil {
		return nil, te
	}
	argDigest := query.QueryArgs("find_symbols", p.Root, strings.ToLower(q), match, strings.Join(req.Kinds, ","), scope,
		deref(args.ObjectType), deref(args.Object))
	if req.Page, te = pageArgs(args.Limit, findSymbolsDefaultLimit, args.Cursor, argDigest); te != nil {
		return nil, te
	}
	r, err := query.FindSymbols(ctx, p, req)
	if err != nil {
		return nil, symbolError(err, "find_symbols")
	}
	res := &FindSymbolsResult{Query: q, Match: match, Symbols: []SymbolHit{}, Warnings: orNoWarnings(r.Warnings)}
	for _, h := range r.Hits {
		res.Symbols = append(res.Symbols, symbolHit(h))
	}
	all := res.Symbols
	n := fitCount(len(all), func(n int) bool {
		res.Symbols = all[:n]
		res.set(r.Page, n, argDigest)
		return resultBytes(res) <= SymbolResultBytes
	})
	res.Symbols = all[:n]
	res.set(r.Page, n, argDigest)
	return res, nil
}

func orNoWarnings(ws []string) []string {
	if ws == nil {
		return []string{}
	}
	return ws
}
