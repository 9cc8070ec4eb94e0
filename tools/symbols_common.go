package tools

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"sync"

	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/workspace"
	"github.com/alfix/alfix/workspace/query"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// The symbol tools (find_symbols, describe_object, find_references, events,
// free_ids, get_source) share their parameter names, the shapes of a
// declaration in results, paging and the size bound. Paging follows
// analyze's: limit (with a documented maximum), an opaque cursor (the
// nextCursor of the previous page, valid while the listing is unchanged:
// Stale after a change, Invalid for other arguments), totalCount, offset,
// count, truncated.

// SymbolResultBytes bounds the message that carries a symbol tool's
// result, counted on the wire (messageSize): a page ends before its
// message would exceed it (each page keeps at least one item, so paging
// always ends). It is below MinMaxResultBytes, so no symbol tool's answer
// fails for size.
const SymbolResultBytes = 32 << 10

// symbolDefinitions returns the seven symbol tools bound to the workspace.
func symbolDefinitions(ws *workspace.Workspace) []toolDef {
	def := func(name, title, desc string, params paramSet, result any, run func(ctx context.Context, raw json.RawMessage) (any, *ToolError)) toolDef {
		return toolDef{
			afterWarmup: true,
			tool: &mcp.Tool{Name: name, Title: title, Description: desc, Annotations: annotations(title, true, false, true),
				InputSchema: params.inputSchema(), OutputSchema: outputSchema(result)},
			run: func(ctx context.Context, req *mcp.CallToolRequest) (any, *ToolError) {
				out, te := run(ctx, req.Params.Arguments)
				if te == nil && req.Session != nil {
					sessionWarnings.filter(req.Session, out)
				}
				return out, te
			},
		}
	}
	return []toolDef{
		def("find_symbols", "Find AL symbols", findSymbolsDesc, findSymbolsParams, FindSymbolsResult{},
			func(ctx context.Context, raw json.RawMessage) (any, *ToolError) {
				var args FindSymbolsArgs
				if te := findSymbolsParams.decode(raw, &args); te != nil {
					return nil, te
				}
				return FindSymbols(ctx, ws, args)
			}),
		def("describe_object", "Describe AL object", describeObjectDesc, describeObjectParams, DescribeObjectResult{},
			func(ctx context.Context, raw json.RawMessage) (any, *ToolError) {
				var args DescribeObjectArgs
				if te := describeObjectParams.decode(raw, &args); te != nil {
					return nil, te
				}
				return DescribeObject(ctx, ws, args)
			}),
		def("find_references", "Find references", findReferencesDesc, findReferencesParams, FindReferencesResult{},
			func(ctx context.Context, raw json.RawMessage) (any, *ToolError) {
				var args FindReferencesArgs
				if te := findReferencesParams.decode(raw, &args); te != nil {
					return nil, te
				}
				return FindReferences(ctx, ws, args)
			}),
		def("events", "List events and subscribers", eventsDesc, eventsParams, EventsResult{},
			func(ctx context.Context, raw json.RawMessage) (any, *ToolError) {
				var args EventsArgs
				if te := eventsParams.decode(raw, &args); te != nil {
					return nil, te
				}
				return Events(ctx, ws, args)
			}),
		def("free_ids", "Find free ids", freeIDsDesc, freeIDsParams, FreeIDsResult{},
			func(ctx context.Context, raw json.RawMessage) (any, *ToolError) {
				var args FreeIDsArgs
				if te := freeIDsParams.decode(raw, &args); te != nil {
					return nil, te
				}
				return FreeIDs(ctx, ws, args)
			}),
		def("get_source", "Get AL source", getSourceDesc, getSourceParams, GetSourceResult{},
			func(ctx context.Context, raw json.RawMessage) (any, *ToolError) {
				var args GetSourceArgs
				if te := getSourceParams.decode(raw, &args); te != nil {
					return nil, te
				}
				return GetSource(ctx, ws, args)
			}),
		def("call_hierarchy", "Call hierarchy", callHierarchyDesc, callHierarchyParams, CallHierarchyResult{},
			func(ctx context.Context, raw json.RawMessage) (any, *ToolError) {
				var args CallHierarchyArgs
				if te := callHierarchyParams.decode(raw, &args); te != nil {
					return nil, te
				}
				return CallHierarchy(ctx, ws, args)
			}),
	}
}

// --- warnings once per session ---

// sessionWarnings are the warnings each session has had from analyze and
// the symbol tools: an answer leaves out a warning its session already had
// (issue 49: the same "dependency not loaded" on every call, ~1.2 KB of
// analyze's on every analyze), so a warning comes once per session, and
// again only when it changes.
var sessionWarnings = &warningMemo{seen: map[*mcp.ServerSession]map[string]bool{}}

type warningMemo struct {
	mu   sync.Mutex
	seen map[*mcp.ServerSession]map[string]bool
}

// filter drops from out's Warnings (a pointer to a result struct with a
// Warnings []string field) those ss already had, and records the rest.
func (m *warningMemo) filter(ss *mcp.ServerSession, out any) {
	v := reflect.ValueOf(out)
	if v.Kind() != reflect.Pointer || v.IsNil() || v.Elem().Kind() != reflect.Struct {
		return
	}
	f := v.Elem().FieldByName("Warnings")
	if !f.IsValid() {
		return
	}
	ws, ok := f.Interface().([]string)
	if !ok || len(ws) == 0 {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	seen := m.seen[ss]
	if seen == nil {
		seen = map[string]bool{}
		m.seen[ss] = seen
		go func() {
			_ = ss.Wait()
			m.mu.Lock()
			delete(m.seen, ss)
			m.mu.Unlock()
		}()
	}
	kept := []string{}
	for _, w := range ws {
		if !seen[w] {
			seen[w] = true
			kept = append(kept, w)
		}
	}
	f.Set(reflect.ValueOf(kept))
}

// --- parameters ---

// objectTypes are the values of objectType.
var objectTypes = symbols.ObjectKinds

// memberKinds are the values of memberKind.
var memberKinds = []string{symbols.KindField, symbols.KindProcedure, symbols.KindEvent, symbols.KindEnumValue, symbols.OutlineTrigger}

// The descriptions of the shared parameters (sharedParams) are the
// definitions Instructions gives; a parameter that has one of them is
// published without a description.
const (
	projectPathDesc = "project folder (default: the startup project)."
	objectTypeDesc  = "object kind (table, page, codeunit, ...)."
	objectDesc      = "object name or id (\"Sales Line\", 37)."
	cursorDesc      = "the last page's nextCursor."
	memberDesc      = "Member name (field, procedure, event, enum value)."
	memberKindDesc  = "Kind, if the name is ambiguous."
)

func limitParam(def, maxN int, what string) param {
	return param{name: "limit", kind: kindInt, max: maxN,
		desc: fmt.Sprintf("Most %s per page (default %d).", what, def)}
}

// maxNameLength bounds the names a symbol tool accepts (AL names have at
// most 120 characters; a namespace-qualified name more).
const maxNameLength = 500

// checkName refuses an empty name, a NUL byte and a name over
// maxNameLength.
func checkName(param, name string) *ToolError {
	switch n := strings.TrimSpace(name); {
	case n == "" || n == `""`:
		return invalidf("parameter '%s' must not be empty", param)
	case strings.ContainsRune(n, 0):
		return invalidf("parameter '%s' contains a NUL byte", param)
	case len(n) > maxNameLength:
		return invalidf("parameter '%s' is %d bytes long; names have at most %d", param, len(n), maxNameLength)
	}
	return nil
}

// objectArg checks objectType and object.
func objectArg(kind, name *string, required bool) (*query.ObjectRef, *ToolError) {
	switch {
	case kind == nil && name == nil:
		if required {
			return nil, invalidf("parameters 'objectType' and 'object' are required")
		}
		return nil, nil
	case kind == nil:
		return nil, invalidf("parameter 'object' needs 'objectType' (one of %s)", strings.Join(objectTypes, ", "))
	case name == nil:
		return nil, invalidf("parameter 'objectType' needs 'object' (a name or id)")
	}
	if te := checkName("object", *name); te != nil {
		return nil, te
	}
	return &query.ObjectRef{Kind: *kind, Name: strings.TrimSpace(*name)}, nil
}

// memberArg checks member and memberKind.
func memberArg(member, kind *string, allowTrigger bool) (string, string, *ToolError) {
	if member == nil {
		if kind != nil {
			return "", "", invalidf("parameter 'memberKind' needs 'member'")
		}
		return "", "", nil
	}
	if te := checkName("member", *member); te != nil {
		return "", "", te
	}
	m := strings.TrimSpace(*member)
	k := ""
	if kind != nil {
		k = *kind
		if k == symbols.OutlineTrigger && !allowTrigger {
			return "", "", invalidf("parameter 'memberKind' trigger is accepted by get_source only; use field, procedure, event or enumvalue")
		}
	}
	return m, k, nil
}

// pageArgs is a page request from limit and cursor.
func pageArgs(limit *int, def int, cursor *string, args [32]byte) (query.PageRequest, *ToolError) {
	req := query.PageRequest{Limit: def, Args: args}
	if limit != nil {
		req.Limit = *limit
	}
	if cursor != nil {
		c := strings.TrimSpace(*cursor)
		if c == "" {
			return req, invalidf("parameter 'cursor' must not be empty; leave it out for the first page")
		}
		req.Cursor = c
	}
	return req, nil
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// --- results ---

// ObjectRefInfo names an object in results.
type ObjectRefInfo struct {
	ObjectType string `json:"objectType"`
	ID         *int   `json:"id,omitempty"`
	Name       string `json:"name"`
	Namespace  string `json:"namespace,omitempty"`
}

// SourceInfo says where a declaration's source is: a file of the project
// or of a source dependency (filePath; line and column of the name,
// startLine and endLine of the declaration), or a symbol package (package,
// the sourceFile it names, and sourceEmbedded: whether the package ships
// that source, so get_source can return it).
type SourceInfo struct {
	Origin     string `json:"origin"`
	FilePath   string `json:"filePath,omitempty"`
	Line       int    `json:"line,omitempty"`
	Column     int    `json:"column,omitempty"`
	StartLine  int    `json:"startLine,omitempty"`
	EndLine    int    `json:"endLine,omitempty"`
	Package    string `json:"package,omitempty"`
	SourceFile string `json:"sourceFile,omitempty"`
	Embedded   *bool  `json:"sourceEmbedded,omitempty"`
}

// SymbolHit is one declaration in results.
type SymbolHit struct {
	// Kind is the object kind, or field, procedure, event, enumvalue
	// (trigger in get_source).
	Kind string `json:"kind"`
	Name string `json:"name"`
	// ID is the object id, field id or enum value ordinal.
	ID        *int   `json:"id,omitempty"`
	Namespace string `json:"namespace,omitempty"`
	// Container is the object that declares a member (an extension for a
	// member it adds); Extends is an extension object's base.
	Container *ObjectRefInfo `json:"container,omitempty"`
	Extends   *ObjectRefInfo `json:"extends,omitempty"`
	// Signature is the declaration as AL writes it.
	Signature string `json:"signature"`
	Access    string `json:"access,omitempty"`
	Obsolete  string `json:"obsolete,omitempty"`
	// App is "Publisher Name Version" of the declaring app; Origin is
	// project (the project's own) or dependency.
	App    string     `json:"app"`
	Origin string     `json:"origin"`
	Source SourceInfo `json:"source"`
}

func intPtr(i int) *int { return &i }

func objectRefInfo(o *query.ObjectInfo) *ObjectRefInfo {
	if o == nil {
		return nil
	}
	r := &ObjectRefInfo{ObjectType: o.Kind, Name: o.Name, Namespace: o.Namespace}
	if o.ID != 0 {
		r.ID = intPtr(o.ID)
	}
	return r
}

func symbolHit(si query.SymbolInfo) SymbolHit {
	h := SymbolHit{Kind: si.Kind, Name: si.Name, Namespace: si.Namespace, Container: objectRefInfo(si.Container),
		Extends: objectRefInfo(si.Extends), Signature: si.Signature, Access: si.Access, Obsolete: si.Obsolete,
		App: si.App.String(), Origin: "dependency", Source: sourceInfo(si.Source)}
	if si.HasID {
		h.ID = intPtr(si.ID)
	}
	if si.Own {
		h.Origin = "project"
	}
	return h
}

func sourceInfo(l query.SourceLocation) SourceInfo {
	s := SourceInfo{Origin: l.Origin, FilePath: l.FilePath, Line: l.Line, Column: l.Column, StartLine: l.StartLine,
		EndLine: l.EndLine, Package: l.Package, SourceFile: l.SourceFile}
	if l.Origin == query.OriginPackage {
		s.Embedded = &l.Embedded
	}
	return s
}

// PageFields are the paging fields of a result.
type PageFields struct {
	TotalCount int  `json:"totalCount"`
	Offset     int  `json:"offset"`
	Count      int  `json:"count"`
	Truncated  bool `json:"truncated"`
	// NextCursor fetches the next page (present when truncated).
	NextCursor string `json:"nextCursor,omitempty"`
}

// set records that the page holds n items from offset of total, and the
// cursor of the rest.
func (pf *PageFields) set(pi query.PageInfo, n int, args [32]byte) {
	pf.TotalCount, pf.Offset, pf.Count = pi.Total, pi.Offset, n
	pf.Truncated = pi.Offset+n < pi.Total
	pf.NextCursor = ""
	if pf.Truncated {
		pf.NextCursor = query.QueryCursor([]int{pi.Offset + n}, pi.Digest, args)
	}
}

// resultBytes is the size of the message that carries a result on the
// wire (messageSize: the JSON twice, as structuredContent and as text).
func resultBytes(v any) int { return messageSize(v) }

// fitCount returns the largest n in [1, total] for which fits(n) holds,
// fits being true up to some n and false after; 1 when none (a page keeps
// one item so that paging ends).
func fitCount(total int, fits func(n int) bool) int {
	if total <= 1 || fits(total) {
		return total
	}
	lo, hi := 1, total // fits(lo) assumed, fits(hi) false
	for lo+1 < hi {
		mid := (lo + hi) / 2
		if fits(mid) {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo
}

// --- errors ---

// Reasons of the symbol tools' NotFound and Faulted envelopes.
const (
	ReasonSymbolNotFound      = "SymbolNotFound"
	ReasonSymbolNotAccessible = "SymbolNotAccessible"
	ReasonSourceNotAvailable  = "SourceNotAvailable"
	ReasonNoIDRanges          = "NoIdRanges"
)

// maxClosest is the most closest names a NotFound message lists.
const maxClosest = 5

// symbolError maps a symbol query's error to its envelope; what names the
// tool's listing for cursor messages.
func symbolError(err error, tool string) *ToolError {
	var se *query.SymbolError
	switch {
	case errors.As(err, &se):
		return symbolEnvelope(se)
	case errors.Is(err, query.ErrQueryCursorMalformed):
		return invalidf("parameter 'cursor' is not a nextCursor that %s returned; leave it out for the first page", tool)
	case errors.Is(err, query.ErrQueryCursorArguments):
		return invalidf("parameter 'cursor' was returned for other arguments; repeat the call that returned it with the same arguments (only limit may change)")
	case errors.Is(err, query.ErrQueryCursorStale):
		return &ToolError{Code: CodeStale, Message: fmt.Sprintf("what this cursor pages through changed since it was returned (a file or a dependency changed); call %s again without cursor for a fresh first page", tool)}
	}
	return faulted(err)
}

func symbolEnvelope(se *query.SymbolError) *ToolError {
	why := ""
	if se.Why != "" {
		why = "; " + se.Why
	}
	switch se.Problem {
	case query.SymbolNotFound:
		msg := fmt.Sprintf("no %s is visible to the project%s", se.What, why)
		if len(se.Closest) > 0 {
			var names []string
			for _, c := range se.Closest[:min(len(se.Closest), maxClosest)] {
				names = append(names, candidateName(c))
			}
			msg += "; closest: " + strings.Join(names, ", ")
		}
		return &ToolError{Code: CodeNotFound, Reason: ReasonSymbolNotFound, Message: msg}
	case query.SymbolNotAccessible:
		return &ToolError{Code: CodeNotFound, Reason: ReasonSymbolNotAccessible,
			Message: fmt.Sprintf("%s exists but the project may not use it%s", se.What, why)}
	case query.SourceNotAvailable:
		return &ToolError{Code: CodeNotFound, Reason: ReasonSourceNotAvailable, FilePath: se.Path,
			Message: fmt.Sprintf("the source of %s is not available%s", se.What, why)}
	case query.NoIDRanges:
		return &ToolError{Code: CodeNotFound, Reason: ReasonNoIDRanges,
			Message: fmt.Sprintf("no %s: %s; add idRanges to app.json", se.What, strings.TrimPrefix(why, "; "))}
	case query.SourceReadFailed:
		te := &ToolError{Code: CodeFaulted, Reason: ReasonReadFailed, FilePath: se.Path,
			Message: fmt.Sprintf("%s could not be read: %v", se.What, se.Err)}
		if se.Err != nil {
			te.Detail = errorType(se.Err)
		}
		return te
	}
	return faulted(se)
}

// candidateName writes a candidate of a NotFound message: its kind, name,
// id and container, and its app when it is not the project's.
func candidateName(si query.SymbolInfo) string {
	s := si.Kind + " " + symbols.QuoteName(si.Name)
	if si.Container != nil {
		s += " of " + si.Container.Kind + " " + symbols.QuoteName(si.Container.Name)
	} else if si.HasID && si.ID != 0 {
		s += fmt.Sprintf(" (%d)", si.ID)
	}
	if !si.Own {
		s += " in " + si.App.String()
	}
	return s
}

// symbolProject resolves projectPath for a symbol tool.
func symbolProject(ws *workspace.Workspace, projectPath *string) (*workspace.Project, *ToolError) {
	if projectPath != nil {
		if te := pathSyntax("projectPath", *projectPath); te != nil {
			return nil, te
		}
	}
	return servedProject(ws, projectPath)
}
