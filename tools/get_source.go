package tools

import (
	"context"
	"strconv"
	"strings"

	"github.com/alfix/alfix/workspace"
	"github.com/alfix/alfix/workspace/query"
)

const getSourceDesc = "Return the AL source of an object or one of its members (procedure, trigger, field, ...) from the project or a package that embeds its source, paged by lines."

// Defaults and maxima of get_source.
const (
	getSourceDefaultLimit = 400
	getSourceMaxLimit     = 2000
)

// GetSourceArgs are the parameters of get_source.
type GetSourceArgs struct {
	ProjectPath *string `json:"projectPath,omitempty"`
	ObjectType  *string `json:"objectType,omitempty"`
	Object      *string `json:"object,omitempty"`
	Member      *string `json:"member,omitempty"`
	MemberKind  *string `json:"memberKind,omitempty"`
	Overload    *int    `json:"overload,omitempty"`
	Limit       *int    `json:"limit,omitempty"`
	Cursor      *string `json:"cursor,omitempty"`
}

var getSourceParams = paramSet{
	{name: "projectPath", kind: kindString, desc: projectPathDesc},
	{name: "objectType", kind: kindString, required: true, enum: objectTypes, desc: objectTypeDesc},
	{name: "object", kind: kindNameOrID, required: true, desc: objectDesc},
	{name: "member", kind: kindString, desc: "Member name (field, procedure, event, enum value or trigger). Default: the whole object."},
	{name: "memberKind", kind: kindString, enum: memberKinds, desc: memberKindDesc},
	{name: "overload", kind: kindInt, desc: "Which overload of the procedure, 1-based (default 1)."},
	limitParam(getSourceDefaultLimit, getSourceMaxLimit, "lines"),
	{name: "cursor", kind: kindString, desc: cursorDesc},
}

// GetSourceResult is the result of get_source: lines startLine to endLine
// of the file (the declaration spans declarationStartLine to
// declarationEndLine).
type GetSourceResult struct {
	Symbol               SymbolHit `json:"symbol"`
	DeclarationStartLine int       `json:"declarationStartLine"`
	DeclarationEndLine   int       `json:"declarationEndLine"`
	StartLine            int       `json:"startLine"`
	EndLine              int       `json:"endLine"`
	// TotalCount, Offset and Count count lines of the declaration.
	PageFields
	// Overloads counts the procedures of that name (absent for others).
	Overloads int      `json:"overloads,omitempty"`
	Text      string   `json:"text"`
	Warnings  []string `json:"warnings"`
}

// GetSource runs the get_source tool.
func GetSource(ctx context.Context, ws *workspace.Workspace, args GetSourceArgs) (*GetSourceResult, *ToolError) {
	ref, te := objectArg(args.ObjectType, args.Object, true)
	if te != nil {
		return nil, te
	}
	member, kind, te := memberArg(args.Member, args.MemberKind, true)
	if te != nil {
		return nil, te
	}
	overload := 0
	if args.Overload != nil {
		if member == "" {
			return nil, invalidf("parameter 'overload' needs 'member'")
		}
		overload = *args.Overload
	}
	p, te := symbolProject(ws, args.ProjectPath)
	if te != nil {
		return nil, te
	}
	argDigest := query.QueryArgs("get_source", p.Root, ref.Kind, strings.ToLower(ref.Name), strings.ToLower(member), kind, strconv.Itoa(overload))
	page, te := pageArgs(args.Limit, getSourceDefaultLimit, args.Cursor, argDigest)
	if te != nil {
		return nil, te
	}
	st, err := query.Source(ctx, p, query.SourceRequest{Object: *ref, Member: member, MemberKind: kind, Overload: overload})
	if err != nil {
		return nil, symbolError(err, "get_source")
	}
	pi := query.PageInfo{Total: len(st.Lines), Digest: st.Digest}
	if page.Cursor != "" {
		offsets, err := query.ResumeQuery(page.Cursor, st.Digest, argDigest, []int{len(st.Lines)})
		if err != nil {
			return nil, symbolError(err, "get_source")
		}
		pi.Offset = offsets[0]
	}
	res := &GetSourceResult{Symbol: symbolHit(st.Symbol), DeclarationStartLine: st.FirstLine,
		DeclarationEndLine: st.FirstLine + len(st.Lines) - 1, Overloads: st.Overloads, Warnings: orNoWarnings(st.Warnings)}
	lines := st.Lines[pi.Offset:min(len(st.Lines), pi.Offset+page.Limit)]
	setLines := func(n int) {
		res.Text = strings.Join(lines[:n], "\n")
		if n > 0 {
			res.Text += "\n"
		}
		res.StartLine = st.FirstLine + pi.Offset
		res.EndLine = res.StartLine + max(n, 1) - 1
		res.set(pi, n, argDigest)
	}
	n := fitCount(len(lines), func(n int) bool {
		setLines(n)
		return resultBytes(res) <= SymbolResultBytes
	})
	setLines(n)
	if resultBytes(res) > SymbolResultBytes {
		// One line longer than the bound (generated code): cut it.
		text := res.Text
		res.Warnings = append(res.Warnings, "line "+strconv.Itoa(res.StartLine)+" is longer than the result's bound: only its start is shown ("+strconv.Itoa(len(text))+" bytes)")
		cut := fitCount(len(text), func(n int) bool {
			res.Text = text[:n]
			return resultBytes(res) <= SymbolResultBytes
		})
		for cut > 0 && !isRuneStart(text[cut]) {
			cut--
		}
		res.Text = text[:cut]
	}
	return res, nil
}

func isRuneStart(b byte) bool { return b&0xC0 != 0x80 }
