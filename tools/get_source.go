package tools

import (
	"context"
	"strconv"
	"strings"

	"github.com/alfix/alfix/workspace"
	"github.com/alfix/alfix/workspace/query"
)

const getSourceDesc = "AL source of an object, a member (procedure, trigger, field, ...) or a line range, from the project or a package embedding its source; paged by lines."

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
	StartLine   *int    `json:"startLine,omitempty"`
	EndLine     *int    `json:"endLine,omitempty"`
	Limit       *int    `json:"limit,omitempty"`
	Cursor      *string `json:"cursor,omitempty"`
}

var getSourceParams = paramSet{
	{name: "projectPath", kind: kindString, desc: projectPathDesc},
	{name: "objectType", kind: kindString, required: true, enum: objectTypes, desc: objectTypeDesc},
	{name: "object", kind: kindNameOrID, required: true, desc: objectDesc},
	{name: "member", kind: kindString, desc: "Field, procedure, event, enum value or trigger (default: the object)."},
	{name: "memberKind", kind: kindString, enum: memberKinds, desc: memberKindDesc},
	{name: "overload", kind: kindInt, desc: "Which overload, from 1."},
	{name: "startLine", kind: kindInt, desc: "First file line."},
	{name: "endLine", kind: kindInt, desc: "Last file line."},
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
	if args.StartLine != nil && args.EndLine != nil && *args.StartLine > *args.EndLine {
		return nil, invalidf("parameter 'startLine' (%d) is after 'endLine' (%d)", *args.StartLine, *args.EndLine)
	}
	argDigest := query.QueryArgs("get_source", p.Root, ref.Kind, strings.ToLower(ref.Name), strings.ToLower(member), kind, strconv.Itoa(overload),
		strconv.Itoa(derefInt(args.StartLine)), strconv.Itoa(derefInt(args.EndLine)))
	page, te := pageArgs(args.Limit, getSourceDefaultLimit, args.Cursor, argDigest)
	if te != nil {
		return nil, te
	}
	st, err := query.Source(ctx, p, query.SourceRequest{Object: *ref, Member: member, MemberKind: kind, Overload: overload})
	if err != nil {
		return nil, symbolError(err, "get_source")
	}
	// A line range reads part of the declaration: the lines from
	// startLine to endLine (file lines), clamped to the declaration.
	declLines, first := st.Lines, st.FirstLine
	var rangeWarning string
	if args.StartLine != nil || args.EndLine != nil {
		last := st.FirstLine + len(st.Lines) - 1
		lo, hi := st.FirstLine, last
		if args.StartLine != nil {
			lo = *args.StartLine
		}
		if args.EndLine != nil {
			hi = *args.EndLine
		}
		if hi < st.FirstLine || lo > last {
			return nil, invalidf("lines %d to %d are outside the declaration, which spans lines %d to %d", lo, hi, st.FirstLine, last)
		}
		if lo < st.FirstLine || hi > last {
			rangeWarning = "lines " + strconv.Itoa(lo) + " to " + strconv.Itoa(hi) + " reach outside the declaration (lines " +
				strconv.Itoa(st.FirstLine) + " to " + strconv.Itoa(last) + "): only its lines are returned"
			lo, hi = max(lo, st.FirstLine), min(hi, last)
		}
		st.Lines, st.FirstLine = st.Lines[lo-st.FirstLine:hi-st.FirstLine+1], lo
	}
	pi := query.PageInfo{Total: len(st.Lines), Digest: st.Digest}
	if page.Cursor != "" {
		offsets, err := query.ResumeQuery(page.Cursor, st.Digest, argDigest, []int{len(st.Lines)})
		if err != nil {
			return nil, symbolError(err, "get_source")
		}
		pi.Offset = offsets[0]
	}
	res := &GetSourceResult{Symbol: symbolHit(st.Symbol), DeclarationStartLine: first,
		DeclarationEndLine: first + len(declLines) - 1, Overloads: st.Overloads, Warnings: orNoWarnings(st.Warnings)}
	if rangeWarning != "" {
		res.Warnings = append(res.Warnings, rangeWarning)
	}
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

func derefInt(i *int) int {
	if i == nil {
		return 0
	}
	return *i
}
